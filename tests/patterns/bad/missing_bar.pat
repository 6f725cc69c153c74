# expect: 4:3: row must start with '|' like the rows above
Pattern p
  |?X?
  .*..
class edge
