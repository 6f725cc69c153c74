# expect: 6:15: unknown joseki quality 'great' (good, urgent, minor, trick, bad)
Pattern p
  ?X?
  .*.
class joseki
action joseki great
