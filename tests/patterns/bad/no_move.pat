# expect: 2:9: pattern 'p' has no move '*' in its diagram
Pattern p
  ?X?
  ...
class shape
