# expect: 2:9: pattern 'p' has no class line
Pattern p
  ?X?
  .*.
value 3
