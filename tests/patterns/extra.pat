# extra.pat — a run-time pattern file for the GTP transcript.
Pattern test_atari_from_below
  ?X?   ?a?
  .*.
class tactical
symmetry none
action attack a
value 10
constraint lib(a) == 2
