# expect: 7:9: pattern 'p' already defined at patterns/bad/duplicate_name.pat:2
Pattern p
  ?X?
  .*.
class shape

Pattern p
  ?O?
  .*.
class shape
