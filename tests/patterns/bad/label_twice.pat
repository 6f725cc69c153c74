# expect: 4:9: label 'a' used twice (first at 3:10)
Pattern p
  ?X?   ?a?
  .*.   a*.
class shape
