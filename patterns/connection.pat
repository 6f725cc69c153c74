# connection.pat — connecting own stones and cutting the opponent's.
# O is the player to move, X the opponent, * the move.

Pattern connect_against_peep
# X peeps into the gap of O's one-point jump: connect.
  ?.?
  O*O    a*b
  ?X?
class connection
value 30
action connect a b
constraint lib(a) >= 2 && lib(b) >= 2 && olegal(*) && !oselfatari(*)

Pattern connect_crosscut_point
# X already holds one cutting point of O's diagonal: take the other.
  OX     aX
  *O     *b
  ??
class connection
value 35
action connect a b
constraint olegal(*) && !oselfatari(*)

Pattern connect_through_gap
# X stands on both sides of the gap between O's stones: X there would cut.
  ?O?    ?a?
  X*X
  ?O?    ?b?
class connection
value 20
action connect a b
constraint olegal(*) && !oselfatari(*) && !selfatari(*)

Pattern cut_keima
# Cut through X's knight's move when O already stands in its middle.
  X*.    a*.
  .OX    .Ob
class cut
value 25
action cut a b
constraint !selfatari(*) && lib(a) <= 3

Pattern crosscut
# Both cutting points of X's diagonal: O holds one, cut at the other.
  X*     a*
  OX     Ob
class cut
value 20
action cut a b
constraint !selfatari(*) && libs_after(*) >= 2

Pattern wedge_one_point_jump
# Wedging into X's one-point jump from O's side leaves two cutting points.
  ?O?
  X*X    a*b
  ?.?
class cut
value 12
action cut a b
constraint !selfatari(*) && libs_after(*) >= 3

Pattern cut_peeped_gap
# O already peeps at X's one-point jump and X did not connect: cut.
  ?.?
  X*X    a*b
  ?O?
class cut
value 28
action cut a b
constraint libs_after(*) >= 2 && lib(a) >= 2 && lib(b) >= 2

Pattern peep_one_point_jump
# Peeping at the gap of X's one-point jump forces X to connect.
  ?...?
  ?X.X?   ?a.b?
  ?.*.?
  ?...?
class cut
value 8
action cut a b
constraint !selfatari(*) && line(*) >= 2

Pattern extend_out_of_atari
# O's stone is in atari at the move: extend to safety.
  ?X?
  XOX    XaX
  ?*?
class tactical
value 30
action defend a
constraint lib(a) == 1 && libs_after(*) >= 3

Pattern capture_cutting_stone
# An X stone cutting O's stones is in atari: capture it.
  ?O?
  OX*    Oa*
  ?O?
class tactical
value 35
action attack a
constraint lib(a) == 1 && captures(*) >= 1
