# expect: 2:8: syntax error, unexpected end of line, expecting identifier
Pattern
  ?X?
  .*.
class shape
