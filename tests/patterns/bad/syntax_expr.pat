# expect: 6:21: syntax error, unexpected '>'
Pattern p
  ?X?   ?a?
  .*.
class shape
constraint lib(a) > > 1
