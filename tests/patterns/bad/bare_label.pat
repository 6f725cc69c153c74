# expect: 6:12: 'a' is not a function call (write a(...))
Pattern p
  ?X?   ?a?
  .*.
class shape
constraint a > 1
