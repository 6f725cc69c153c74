# expect: 6:1: pattern 'p' has a second class line
Pattern p
  ?X?
  .*.
class shape
class edge
