# expect: 6:16: unknown label 'b'
Pattern p
  ?X?
  .*.
class shape
constraint lib(b) > 1
