# expect: 3:3: an edge row needs '+' at a corner
Pattern p
  ----
  |?X?
  |.*.
class edge
