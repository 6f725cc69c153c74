# expect: 4:3: diagram row is 2 cells wide, the first row 3
Pattern p
  ?X?
  .*
class shape
