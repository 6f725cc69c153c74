# expect: 4:3: an edge row ('-') must be the first or last row
Pattern p
  ?X?
  ---
  .*.
class edge
