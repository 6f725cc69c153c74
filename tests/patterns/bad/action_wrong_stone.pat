# expect: 6:15: label 'a' must mark an O stone
Pattern p
  ?X?   ?a?
  .*.
class connection
action defend a
