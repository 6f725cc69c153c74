# expect: 6:22: numbers in constraints are integers
Pattern p
  ?X?
  .*.
class shape
constraint edge(*) > 1.5
