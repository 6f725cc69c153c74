# expect: 6:8: unknown action 'smash'
Pattern p
  ?X?
  .*.
class shape
action smash
