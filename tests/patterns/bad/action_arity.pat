# expect: 6:8: action connect takes 2 arguments, not 1
Pattern p
  OXO   aXb
  .*.
class connection
action connect a
