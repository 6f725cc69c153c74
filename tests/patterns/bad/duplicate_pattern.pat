# expect: 7:9: pattern 'q' duplicates 'p' (patterns/bad/duplicate_pattern.pat:2)
Pattern p
  ?X?
  .*.
class shape

Pattern q
  ?.
  X*
  ?.
class edge
