# expect: 2:3: syntax error, unexpected diagram row, expecting end of file or Pattern
  ?X?
Pattern p
  .*.
class shape
