# expect: 3:11: label row shows '.' where the diagram has '?'
Pattern p
  ?X?   ?X.
  .*.
class shape
