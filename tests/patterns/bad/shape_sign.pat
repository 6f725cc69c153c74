# expect: 6:14: shape takes '+' (good shape) or '-' (bad shape)
Pattern p
  ?X?
  .*.
class shape
action shape good
