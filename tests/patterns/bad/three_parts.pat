# expect: 3:14: a diagram row has at most two parts: the diagram and its labels
Pattern p
  ?X?   ?a?  ?b?
  .*.
class shape
