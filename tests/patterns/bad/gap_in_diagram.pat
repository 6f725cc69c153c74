# expect: 5:3: diagram rows must be on consecutive lines
Pattern p
  ?X?

  .*.
class shape
