# expect: 6:9: unexpected character '@'
Pattern p
  ?X?
  .*.
class shape
value 3 @
