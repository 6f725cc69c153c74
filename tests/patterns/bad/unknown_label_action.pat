# expect: 6:15: unknown label 'q'
Pattern p
  ?X?
  .*.
class cut
action attack q
