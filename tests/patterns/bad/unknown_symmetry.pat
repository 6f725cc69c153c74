# expect: 6:10: unknown symmetry 'rotate' (all, none, lr or ud)
Pattern p
  ?X?
  .*.
class shape
symmetry rotate
