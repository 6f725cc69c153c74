# expect: 6:12: unknown function 'liberties'
Pattern p
  ?X?   ?a?
  .*.
class shape
constraint liberties(a) > 1
