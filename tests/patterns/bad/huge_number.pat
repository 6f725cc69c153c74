# expect: 7:22: number out of range (at most 1000000000)
# found by the patterns fuzz target (1e34 was converted to int)
Pattern p
  ?X?
  .*.
class shape
constraint edge(*) > 10000000000000000000000000000000000
