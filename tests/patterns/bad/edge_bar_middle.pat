# expect: 3:5: '|' draws an edge: only first or last in a row
Pattern p
  ?X|?
  .*|.
class edge
