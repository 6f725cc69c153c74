# expect: 4:5: unknown diagram character 'Y'
Pattern p
  ?X?
  .*Y
class shape
