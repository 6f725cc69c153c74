# expect: 5:4: a pattern has exactly one move '*'
Pattern p
  ?X?
  .*.
  .*.
class shape
