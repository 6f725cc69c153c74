# expect: 6:12: function 'lib' takes 1 argument, not 2
Pattern p
  ?X?   ?a?
  .*.
class shape
constraint lib(a, *) > 1
