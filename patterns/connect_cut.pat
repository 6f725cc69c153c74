# connect_cut.pat — connections and cuts (moyo knowledge base, written for moyo).
#
# O is the player to move, X the opponent, * the move.  Class connection
# patterns protect a cutting point of O's stones (action connect A B);
# class cut patterns separate X's stones (action cut A B).  Constraints use
# the tactician: osafe(P) "X could play P and survive", safe(*) "our
# cutting stone survives".  Values on the 0-100 scale of shape_good_bad.pat.

# ---- the diagonal (kosumi) connection --------------------------------------

Pattern conn_diagonal_second_line
# On the second line a cut of the diagonal often kills the lower stone.
  ?XO?   ?Xa?
  ?O*?   ?b*?
  ????   ????
  ----   ----
class connection
value 38
action connect a b
constraint osafe(*)

Pattern conn_diagonal_first_line
  ?XO?   ?Xa?
  ?O*?   ?b*?
  ----   ----
class connection
value 30
action connect a b
constraint osafe(*)

# ---- the one-space jump ------------------------------------------------------

Pattern conn_peep_jump_from_second_line
  ?O?   ?a?
  X*.   X*.
  ?O?   ?b?
  ???   ???
  ---   ---
class connection
value 32
action connect a b
constraint osafe(*)

Pattern conn_peep_jump_from_first_line
# A peep at our first-line link: connect or lose the stones on the edge.
  ?O?   ?a?
  X*.   X*.
  ?O?   ?b?
  ---   ---
class connection
value 25
action connect a b
constraint osafe(*)

Pattern conn_wedge_atari_outside
# X wedged into our jump: atari from the side that drives it into our stones.
  ?O?.   ?a?.
  .X*.   .c*.
  ?O?.   ?b?.
class connection
value 28
action connect a b
action attack c
constraint lib(c) == 2 && !selfatari(*) && does_attack(*, c)

# ---- bamboo joint and hanging connections -------------------------------------

Pattern conn_bamboo_under_threat
# X leans on the gap of our three stones: the bamboo joint settles it.
  OO.   aO.
  ..X   ..X
  O*.   b*.
class connection
value 26
action connect a b
constraint lib(a) >= 2

Pattern conn_hanging_after_cut_threat
# X's stone touches both of our stones at the diagonal: the hanging
# connection keeps the cut point a tiger's mouth.
  ?.??   ?.??
  .OX?   .aX?
  *.O?   *cb?
  ?..?   ?..?
class connection
value 26
action connect a b
constraint osafe(c) && libs_after(*) >= 3

Pattern conn_solid_after_cut_threat
# The same threat answered with the solid connection: thick, no ko aji.
  ?.??   ?.??
  .OX?   .aX?
  .*O?   .*b?
  ?..?   ?..?
class connection
value 28
action connect a b
constraint osafe(*)

Pattern conn_hanging_below
# The hanging connection on the other side of the cut point.
  ???.   ???.
  .OX.   .aX.
  ..O?   .cb?
  .*.?   .*.?
class connection
value 22
action connect a b
constraint osafe(c) && libs_after(*) >= 3

# ---- knight's moves ------------------------------------------------------------

# ---- cutting ---------------------------------------------------------------------

Pattern cut_diagonal
# Cut X's diagonal where our stone already holds the other point.
  ?O?   ?O?
  OX?   Oa?
  X*?   b*?
class cut
value 30
action cut a b
constraint safe(*)

Pattern cut_wedge_one_space_second_line
  ?X?   ?a?
  O*.   O*.
  ?X?   ?b?
  ???   ???
  ---   ---
class cut
value 24
action cut a b
constraint safe(*) && libs_after(*) >= 2

Pattern cut_bamboo_wedge_futile
# A bamboo joint cannot be cut: a wedge there only adds a weak stone.
  XX
  *.
  XX
class cut
value -15
action antisuji

Pattern cut_into_tiger_mouth
# X's tiger's mouth: a cut there is self-atari unless it captures.
  ?X?
  X*X
  ?.?
class cut
value -20
action antisuji
constraint selfatari(*)

Pattern cut_hane_cut
# X answered our hane loosely: cut behind the hane stone.
  ?O?.   ?O?.
  OX*.   Oa*.
  ?.X?   ?.b?
class cut
value 26
action cut a b
constraint safe(*) && lib(a) <= 2

# ---- double threats at cutting points -------------------------------------------

Pattern cut_double_atari_crosscut
# The cut ataris two X strings at once: one of them falls.
  oX?   oa?
  X*O   b*O
  ?O?   ?O?
class cut
value 45
action cut a b
action attack a
action attack b
constraint lib(a) == 2 && lib(b) == 2 && libs_after(*) >= 2

Pattern cut_double_atari_open
# Double atari on two X strings that touch the same empty point.
  oX?   oa?
  X*.   b*.
  ?.O   ?.O
class cut
value 40
action cut a b
action attack a
action attack b
constraint lib(a) == 2 && lib(b) == 2 && libs_after(*) >= 2

Pattern conn_against_double_atari
# X's next move at this point would atari two of our strings: connect first.
  xO?   xa?
  O*X   b*X
  ?X?   ?X?
class connection
value 42
action connect a b
constraint lib(a) == 2 && lib(b) == 2 && osafe(*)

Pattern conn_short_of_liberties
# Our two strings share a cut point and both are short of liberties.
  xO?   xa?
  O*.   b*.
  ?X?   ?X?
class connection
value 30
action connect a b
constraint lib(a) <= 2 && lib(b) <= 2 && osafe(*)

# ---- responses to a cut ---------------------------------------------------------

Pattern conn_extend_from_cut_in_atari
# X's cut left our stone in atari: extend it out.
  ?X?   ?X?
  XO*   Xa*
  ?O?   ?O?
class connection
value 40
action defend a
constraint lib(a) == 1 && libs_after(*) >= 3

Pattern conn_atari_cutting_stone
# Atari the cutting stone from the side toward our strength.
  ?O?.   ?a?.
  OX*.   Oc*.
  ?.O?   ?.b?
class connection
value 30
action connect a b
action attack c
constraint lib(c) == 2 && does_attack(*, c)

Pattern conn_ladder_cutting_stone
# The cutting stone on two liberties can be laddered.
  ?O?   ?a?
  OX.   Oc.
  ?*?   ?*?
class connection
value 28
action attack c
constraint lib(c) == 2 && ladder(c) == 3 && does_attack(*, c)

# ---- cutting behind moves ------------------------------------------------------

Pattern cut_behind_hane_second_line
# X's hane on the second line is unsupported: cut it off.
  ?O?.   ?O?.
  OX*.   Oa*.
  ?.X?   ?.b?
  ????   ????
  ----   ----
class cut
value 30
action cut a b
constraint safe(*) && lib(a) <= 2

Pattern cut_diagonal_third_line
# Cut X's diagonal on the third line when our stones are underneath.
  ?OX?   ?Oa?
  ?X*?   ?b*?
  ?.O?   ?.O?
  ????   ????
  ----   ----
class cut
value 28
action cut a b
constraint safe(*)

Pattern cut_one_space_jump_second_line_wedge
# X's one-space link on the second line: wedge from below when our stones are close.
  ?O.O?   ?O.O?
  ?X*X?   ?a*b?
  ?...?   ?...?
  -----   -----
class cut
value 22
action cut a b
constraint safe(*) && libs_after(*) >= 2

Pattern conn_diagonal_after_push_line3a
# X took one of the two points of our diagonal: take the other. (near the edge, the move on line 3)
  ?X?   ?X?
  ?XO   ?Xa
  ?O*   ?b*
  ???   ???
  ???   ???
  ---   ---
class connection
value 37
action connect a b
constraint osafe(*)

Pattern conn_diagonal_after_push_line3b
# X took one of the two points of our diagonal: take the other. (near the edge, the move on line 3)
  ???   ???
  OXX   bXX
  *O?   *a?
  ???   ???
  ???   ???
  ---   ---
class connection
value 37
action connect a b
constraint osafe(*)

Pattern conn_diagonal_after_push_line3c
# X took one of the two points of our diagonal: take the other. (near the edge, the move on line 3)
  *O?   *b?
  OX?   aX?
  ?X?   ?X?
  ---   ---
class connection
value 37
action connect a b
constraint osafe(*)

Pattern conn_diagonal_after_push_line3d
# X took one of the two points of our diagonal: take the other. (near the edge, the move on line 3)
  ?O*   ?a*
  XXO   XXb
  ???   ???
  ---   ---
class connection
value 37
action connect a b
constraint osafe(*)

Pattern conn_diagonal_after_push_line4a
# X took one of the two points of our diagonal: take the other. (near the edge, the move on line 4)
  ?X?   ?X?
  ?XO   ?Xa
  ?O*   ?b*
  ???   ???
  ???   ???
  ???   ???
  ---   ---
class connection
value 35
action connect a b
constraint osafe(*)

Pattern conn_diagonal_after_push_line4b
# X took one of the two points of our diagonal: take the other. (near the edge, the move on line 4)
  ???   ???
  OXX   bXX
  *O?   *a?
  ???   ???
  ???   ???
  ???   ???
  ---   ---
class connection
value 35
action connect a b
constraint osafe(*)

Pattern conn_diagonal_after_push_line4c
# X took one of the two points of our diagonal: take the other. (near the edge, the move on line 4)
  *O?   *b?
  OX?   aX?
  ?X?   ?X?
  ???   ???
  ---   ---
class connection
value 35
action connect a b
constraint osafe(*)

Pattern conn_diagonal_after_push_line4d
# X took one of the two points of our diagonal: take the other. (near the edge, the move on line 4)
  ?O*   ?a*
  XXO   XXb
  ???   ???
  ???   ???
  ---   ---
class connection
value 35
action connect a b
constraint osafe(*)

Pattern conn_peep_one_space_line2b
# "Even a moron connects against a peep." (near the edge, the move on line 2)
  ?X?   ?X?
  O*O   b*a
  ?.?   ?.?
  ---   ---
class connection
value 34
action connect a b
constraint osafe(*)

Pattern conn_peep_one_space_line2d
# "Even a moron connects against a peep." (near the edge, the move on line 2)
  ?.?   ?.?
  O*O   a*b
  ?X?   ?X?
  ---   ---
class connection
value 34
action connect a b
constraint osafe(*)

Pattern conn_peep_one_space_line3b
# "Even a moron connects against a peep." (near the edge, the move on line 3)
  ?X?   ?X?
  O*O   b*a
  ?.?   ?.?
  ???   ???
  ---   ---
class connection
value 32
action connect a b
constraint osafe(*)

Pattern conn_peep_one_space_line3d
# "Even a moron connects against a peep." (near the edge, the move on line 3)
  ?.?   ?.?
  O*O   a*b
  ?X?   ?X?
  ???   ???
  ---   ---
class connection
value 32
action connect a b
constraint osafe(*)

Pattern conn_peep_one_space_line4a
# "Even a moron connects against a peep." (near the edge, the move on line 4)
  ?O?   ?a?
  X*.   X*.
  ?O?   ?b?
  ???   ???
  ???   ???
  ---   ---
class connection
value 30
action connect a b
constraint osafe(*)

Pattern conn_peep_one_space_line4b
# "Even a moron connects against a peep." (near the edge, the move on line 4)
  ?X?   ?X?
  O*O   b*a
  ?.?   ?.?
  ???   ???
  ???   ???
  ---   ---
class connection
value 30
action connect a b
constraint osafe(*)

Pattern conn_peep_one_space_line4d
# "Even a moron connects against a peep." (near the edge, the move on line 4)
  ?.?   ?.?
  O*O   a*b
  ?X?   ?X?
  ???   ???
  ???   ???
  ---   ---
class connection
value 30
action connect a b
constraint osafe(*)

Pattern conn_wedge_atari_line2a
# X wedged into our jump: atari from the side that drives it into our stones. (near the edge, the move on line 2)
  ?O?.   ?a?.
  .X*.   .c*.
  ?O?.   ?b?.
  ----   ----
class connection
value 32
action connect a b
action attack c
constraint lib(c) == 2 && !selfatari(*) && does_attack(*, c)

Pattern conn_wedge_atari_line2b
# X wedged into our jump: atari from the side that drives it into our stones. (near the edge, the move on line 2)
  ?.?   ?.?
  OXO   bca
  ?*?   ?*?
  ...   ...
  ---   ---
class connection
value 32
action connect a b
action attack c
constraint lib(c) == 2 && !selfatari(*) && does_attack(*, c)

Pattern conn_wedge_atari_line3a
# X wedged into our jump: atari from the side that drives it into our stones. (near the edge, the move on line 3)
  ?O?.   ?a?.
  .X*.   .c*.
  ?O?.   ?b?.
  ????   ????
  ----   ----
class connection
value 30
action connect a b
action attack c
constraint lib(c) == 2 && !selfatari(*) && does_attack(*, c)

Pattern conn_wedge_atari_line3b
# X wedged into our jump: atari from the side that drives it into our stones. (near the edge, the move on line 3)
  ?.?   ?.?
  OXO   bca
  ?*?   ?*?
  ...   ...
  ???   ???
  ---   ---
class connection
value 30
action connect a b
action attack c
constraint lib(c) == 2 && !selfatari(*) && does_attack(*, c)

Pattern conn_wedge_atari_line3d
# X wedged into our jump: atari from the side that drives it into our stones. (near the edge, the move on line 3)
  ...   ...
  ?*?   ?*?
  OXO   acb
  ?.?   ?.?
  ---   ---
class connection
value 30
action connect a b
action attack c
constraint lib(c) == 2 && !selfatari(*) && does_attack(*, c)

Pattern conn_hanging_line2a
# X's stone touches both of our stones at the diagonal: the hanging (near the edge, the move on line 2)
  ?.??   ?.??
  .OX?   .aX?
  *.O?   *cb?
  ?..?   ?..?
  ----   ----
class connection
value 30
action connect a b
constraint osafe(c) && libs_after(*) >= 3

Pattern conn_hanging_line2d
# X's stone touches both of our stones at the diagonal: the hanging (near the edge, the move on line 2)
  ????   ????
  ?XO.   ?Xb.
  .O..   .ac.
  ?.*?   ?.*?
  ????   ????
  ----   ----
class connection
value 30
action connect a b
constraint osafe(c) && libs_after(*) >= 3

Pattern conn_hanging_line3a
# X's stone touches both of our stones at the diagonal: the hanging (near the edge, the move on line 3)
  ?.??   ?.??
  .OX?   .aX?
  *.O?   *cb?
  ?..?   ?..?
  ????   ????
  ----   ----
class connection
value 28
action connect a b
constraint osafe(c) && libs_after(*) >= 3

Pattern conn_hanging_line3c
# X's stone touches both of our stones at the diagonal: the hanging (near the edge, the move on line 3)
  ?..?   ?..?
  ?O.*   ?bc*
  ?XO.   ?Xa.
  ??.?   ??.?
  ----   ----
class connection
value 28
action connect a b
constraint osafe(c) && libs_after(*) >= 3

Pattern conn_hanging_line3d
# X's stone touches both of our stones at the diagonal: the hanging (near the edge, the move on line 3)
  ????   ????
  ?XO.   ?Xb.
  .O..   .ac.
  ?.*?   ?.*?
  ????   ????
  ????   ????
  ----   ----
class connection
value 28
action connect a b
constraint osafe(c) && libs_after(*) >= 3

Pattern conn_solid_line2a
# The same threat answered with the solid connection: thick, no ko aji. (near the edge, the move on line 2)
  ?.??   ?.??
  .OX?   .aX?
  .*O?   .*b?
  ?..?   ?..?
  ----   ----
class connection
value 32
action connect a b
constraint osafe(*)

Pattern conn_solid_line2d
# The same threat answered with the solid connection: thick, no ko aji. (near the edge, the move on line 2)
  ????   ????
  ?XO.   ?Xb.
  .O*.   .a*.
  ?..?   ?..?
  ----   ----
class connection
value 32
action connect a b
constraint osafe(*)

Pattern conn_solid_line3a
# The same threat answered with the solid connection: thick, no ko aji. (near the edge, the move on line 3)
  ?.??   ?.??
  .OX?   .aX?
  .*O?   .*b?
  ?..?   ?..?
  ????   ????
  ----   ----
class connection
value 30
action connect a b
constraint osafe(*)

Pattern conn_solid_line3b
# The same threat answered with the solid connection: thick, no ko aji. (near the edge, the move on line 3)
  ?..?   ?..?
  .*O.   .*a.
  .OX?   .bX?
  ????   ????
  ----   ----
class connection
value 30
action connect a b
constraint osafe(*)

Pattern conn_solid_line3c
# The same threat answered with the solid connection: thick, no ko aji. (near the edge, the move on line 3)
  ?..?   ?..?
  ?O*.   ?b*.
  ?XO.   ?Xa.
  ??.?   ??.?
  ----   ----
class connection
value 30
action connect a b
constraint osafe(*)

Pattern conn_solid_line3d
# The same threat answered with the solid connection: thick, no ko aji. (near the edge, the move on line 3)
  ????   ????
  ?XO.   ?Xb.
  .O*.   .a*.
  ?..?   ?..?
  ????   ????
  ----   ----
class connection
value 30
action connect a b
constraint osafe(*)

Pattern conn_against_double_atari_line2a
# X's next move at this point would atari two of our strings: connect first. (near the edge, the move on line 2)
  xO?   xa?
  O*X   b*X
  ?X?   ?X?
  ---   ---
class connection
value 46
action connect a b
constraint lib(a) == 2 && lib(b) == 2 && osafe(*)

Pattern conn_against_double_atari_line2c
# X's next move at this point would atari two of our strings: connect first. (near the edge, the move on line 2)
  ?X?   ?X?
  X*O   X*b
  ?Ox   ?ax
  ---   ---
class connection
value 46
action connect a b
constraint lib(a) == 2 && lib(b) == 2 && osafe(*)

Pattern conn_against_double_atari_line3a
# X's next move at this point would atari two of our strings: connect first. (near the edge, the move on line 3)
  xO?   xa?
  O*X   b*X
  ?X?   ?X?
  ???   ???
  ---   ---
class connection
value 44
action connect a b
constraint lib(a) == 2 && lib(b) == 2 && osafe(*)

Pattern conn_against_double_atari_line3c
# X's next move at this point would atari two of our strings: connect first. (near the edge, the move on line 3)
  ?X?   ?X?
  X*O   X*b
  ?Ox   ?ax
  ???   ???
  ---   ---
class connection
value 44
action connect a b
constraint lib(a) == 2 && lib(b) == 2 && osafe(*)

Pattern cut_diagonal_line2a
# Cut X's diagonal where our stone already holds the other point. (near the edge, the move on line 2)
  ?O?   ?O?
  OX?   Oa?
  X*?   b*?
  ???   ???
  ---   ---
class cut
value 34
action cut a b
constraint safe(*)

Pattern cut_diagonal_line2b
# Cut X's diagonal where our stone already holds the other point. (near the edge, the move on line 2)
  XO?   bO?
  *XO   *aO
  ???   ???
  ---   ---
class cut
value 34
action cut a b
constraint safe(*)

Pattern cut_diagonal_line2d
# Cut X's diagonal where our stone already holds the other point. (near the edge, the move on line 2)
  ???   ???
  OX*   Oa*
  ?OX   ?Ob
  ---   ---
class cut
value 34
action cut a b
constraint safe(*)

Pattern cut_diagonal_line3a
# Cut X's diagonal where our stone already holds the other point. (near the edge, the move on line 3)
  ?O?   ?O?
  OX?   Oa?
  X*?   b*?
  ???   ???
  ???   ???
  ---   ---
class cut
value 32
action cut a b
constraint safe(*)

Pattern cut_diagonal_line3b
# Cut X's diagonal where our stone already holds the other point. (near the edge, the move on line 3)
  XO?   bO?
  *XO   *aO
  ???   ???
  ???   ???
  ---   ---
class cut
value 32
action cut a b
constraint safe(*)

Pattern cut_diagonal_line3c
# Cut X's diagonal where our stone already holds the other point. (near the edge, the move on line 3)
  ?*X   ?*b
  ?XO   ?aO
  ?O?   ?O?
  ---   ---
class cut
value 32
action cut a b
constraint safe(*)

Pattern cut_diagonal_line3d
# Cut X's diagonal where our stone already holds the other point. (near the edge, the move on line 3)
  ???   ???
  OX*   Oa*
  ?OX   ?Ob
  ???   ???
  ---   ---
class cut
value 32
action cut a b
constraint safe(*)

Pattern cut_knight_waist_line2a
# Strike at the waist of X's knight's move when one side is already ours. (near the edge, the move on line 2)
  ?.??   ?.??
  .XO?   .aO?
  ?.*X   ?.*b
  ??.?   ??.?
  ----   ----
class cut
value 32
action cut a b
constraint safe(*)

Pattern cut_knight_waist_line2b
# Strike at the waist of X's knight's move when one side is already ours. (near the edge, the move on line 2)
  ??.?   ??.?
  ?.X.   ?.a.
  .*O?   .*O?
  ?X??   ?b??
  ----   ----
class cut
value 32
action cut a b
constraint safe(*)

Pattern cut_knight_waist_line3a
# Strike at the waist of X's knight's move when one side is already ours. (near the edge, the move on line 3)
  ?.??   ?.??
  .XO?   .aO?
  ?.*X   ?.*b
  ??.?   ??.?
  ????   ????
  ----   ----
class cut
value 30
action cut a b
constraint safe(*)

Pattern cut_knight_waist_line3b
# Strike at the waist of X's knight's move when one side is already ours. (near the edge, the move on line 3)
  ??.?   ??.?
  ?.X.   ?.a.
  .*O?   .*O?
  ?X??   ?b??
  ????   ????
  ----   ----
class cut
value 30
action cut a b
constraint safe(*)

Pattern cut_knight_waist_line3c
# Strike at the waist of X's knight's move when one side is already ours. (near the edge, the move on line 3)
  ?.??   ?.??
  X*.?   b*.?
  ?OX.   ?Oa.
  ??.?   ??.?
  ----   ----
class cut
value 30
action cut a b
constraint safe(*)

Pattern cut_knight_waist_line3d
# Strike at the waist of X's knight's move when one side is already ours. (near the edge, the move on line 3)
  ??X?   ??b?
  ?O*.   ?O*.
  .X.?   .a.?
  ?.??   ?.??
  ----   ----
class cut
value 30
action cut a b
constraint safe(*)

Pattern cut_knight_waist_line4a
# Strike at the waist of X's knight's move when one side is already ours. (near the edge, the move on line 4)
  ?.??   ?.??
  .XO?   .aO?
  ?.*X   ?.*b
  ??.?   ??.?
  ????   ????
  ????   ????
  ----   ----
class cut
value 28
action cut a b
constraint safe(*)

Pattern cut_knight_waist_line4b
# Strike at the waist of X's knight's move when one side is already ours. (near the edge, the move on line 4)
  ??.?   ??.?
  ?.X.   ?.a.
  .*O?   .*O?
  ?X??   ?b??
  ????   ????
  ????   ????
  ----   ----
class cut
value 28
action cut a b
constraint safe(*)

Pattern cut_knight_waist_line4c
# Strike at the waist of X's knight's move when one side is already ours. (near the edge, the move on line 4)
  ?.??   ?.??
  X*.?   b*.?
  ?OX.   ?Oa.
  ??.?   ??.?
  ????   ????
  ----   ----
class cut
value 28
action cut a b
constraint safe(*)

Pattern cut_knight_waist_line4d
# Strike at the waist of X's knight's move when one side is already ours. (near the edge, the move on line 4)
  ??X?   ??b?
  ?O*.   ?O*.
  .X.?   .a.?
  ?.??   ?.??
  ????   ????
  ----   ----
class cut
value 28
action cut a b
constraint safe(*)

Pattern cut_wedge_line3b
# Wedge into X's one-space jump from behind our stone. (near the edge, the move on line 3)
  ?O?   ?O?
  X*X   b*a
  ?.?   ?.?
  ???   ???
  ---   ---
class cut
value 24
action cut a b
constraint safe(*) && libs_after(*) >= 2

Pattern cut_wedge_line3d
# Wedge into X's one-space jump from behind our stone. (near the edge, the move on line 3)
  ?.?   ?.?
  X*X   a*b
  ?O?   ?O?
  ???   ???
  ---   ---
class cut
value 24
action cut a b
constraint safe(*) && libs_after(*) >= 2

Pattern cut_wedge_line4a
# Wedge into X's one-space jump from behind our stone. (near the edge, the move on line 4)
  ?X?   ?a?
  O*.   O*.
  ?X?   ?b?
  ???   ???
  ???   ???
  ---   ---
class cut
value 22
action cut a b
constraint safe(*) && libs_after(*) >= 2

Pattern cut_wedge_line4b
# Wedge into X's one-space jump from behind our stone. (near the edge, the move on line 4)
  ?O?   ?O?
  X*X   b*a
  ?.?   ?.?
  ???   ???
  ???   ???
  ---   ---
class cut
value 22
action cut a b
constraint safe(*) && libs_after(*) >= 2

Pattern cut_wedge_line4d
# Wedge into X's one-space jump from behind our stone. (near the edge, the move on line 4)
  ?.?   ?.?
  X*X   a*b
  ?O?   ?O?
  ???   ???
  ???   ???
  ---   ---
class cut
value 22
action cut a b
constraint safe(*) && libs_after(*) >= 2

Pattern cut_double_atari_line2a
# The cut ataris two X strings at once: one of them falls. (near the edge, the move on line 2)
  oX?   oa?
  X*O   b*O
  ?O?   ?O?
  ---   ---
class cut
value 49
action cut a b
action attack a
action attack b
constraint lib(a) == 2 && lib(b) == 2 && libs_after(*) >= 2

Pattern cut_double_atari_line2c
# The cut ataris two X strings at once: one of them falls. (near the edge, the move on line 2)
  ?O?   ?O?
  O*X   O*b
  ?Xo   ?ao
  ---   ---
class cut
value 49
action cut a b
action attack a
action attack b
constraint lib(a) == 2 && lib(b) == 2 && libs_after(*) >= 2

Pattern cut_double_atari_line3a
# The cut ataris two X strings at once: one of them falls. (near the edge, the move on line 3)
  oX?   oa?
  X*O   b*O
  ?O?   ?O?
  ???   ???
  ---   ---
class cut
value 47
action cut a b
action attack a
action attack b
constraint lib(a) == 2 && lib(b) == 2 && libs_after(*) >= 2

Pattern cut_double_atari_line3c
# The cut ataris two X strings at once: one of them falls. (near the edge, the move on line 3)
  ?O?   ?O?
  O*X   O*b
  ?Xo   ?ao
  ???   ???
  ---   ---
class cut
value 47
action cut a b
action attack a
action attack b
constraint lib(a) == 2 && lib(b) == 2 && libs_after(*) >= 2

Pattern cut_hane_cut_line3b
# X answered our hane loosely: cut behind the hane stone. (near the edge, the move on line 3)
  ?O?   ?O?
  .XO   .aO
  X*?   b*?
  ?..   ?..
  ???   ???
  ---   ---
class cut
value 28
action cut a b
constraint safe(*) && lib(a) <= 2

Pattern cut_hane_cut_line3c
# X answered our hane loosely: cut behind the hane stone. (near the edge, the move on line 3)
  ?X.?   ?b.?
  .*XO   .*aO
  .?O?   .?O?
  ????   ????
  ----   ----
class cut
value 28
action cut a b
constraint safe(*) && lib(a) <= 2

Pattern cut_hane_cut_line3d
# X answered our hane loosely: cut behind the hane stone. (near the edge, the move on line 3)
  ..?   ..?
  ?*X   ?*b
  OX.   Oa.
  ?O?   ?O?
  ---   ---
class cut
value 28
action cut a b
constraint safe(*) && lib(a) <= 2

Pattern cut_hane_cut_line4a
# X answered our hane loosely: cut behind the hane stone. (near the edge, the move on line 4)
  ?O?.   ?O?.
  OX*.   Oa*.
  ?.X?   ?.b?
  ????   ????
  ????   ????
  ----   ----
class cut
value 26
action cut a b
constraint safe(*) && lib(a) <= 2

Pattern cut_hane_cut_line4b
# X answered our hane loosely: cut behind the hane stone. (near the edge, the move on line 4)
  ?O?   ?O?
  .XO   .aO
  X*?   b*?
  ?..   ?..
  ???   ???
  ???   ???
  ---   ---
class cut
value 26
action cut a b
constraint safe(*) && lib(a) <= 2

Pattern cut_hane_cut_line4c
# X answered our hane loosely: cut behind the hane stone. (near the edge, the move on line 4)
  ?X.?   ?b.?
  .*XO   .*aO
  .?O?   .?O?
  ????   ????
  ????   ????
  ----   ----
class cut
value 26
action cut a b
constraint safe(*) && lib(a) <= 2

Pattern cut_hane_cut_line4d
# X answered our hane loosely: cut behind the hane stone. (near the edge, the move on line 4)
  ..?   ..?
  ?*X   ?*b
  OX.   Oa.
  ?O?   ?O?
  ???   ???
  ---   ---
class cut
value 26
action cut a b
constraint safe(*) && lib(a) <= 2

# ---- the same ideas near the edge (line variants) ------------------------------

Pattern conn_bamboo_under_threat_line2a
# X leans on the gap of our three stones: the bamboo joint settles it. (near the edge, the move on line 2)
  OO.   aO.
  ..X   ..X
  O*.   b*.
  ???   ???
  ---   ---
class connection
value 30
action connect a b
constraint lib(a) >= 2

Pattern conn_bamboo_under_threat_line2b
# X leans on the gap of our three stones: the bamboo joint settles it. (near the edge, the move on line 2)
  O.O   b.a
  *.O   *.O
  .X.   .X.
  ---   ---
class connection
value 30
action connect a b
constraint lib(a) >= 2

Pattern conn_bamboo_under_threat_line2d
# X leans on the gap of our three stones: the bamboo joint settles it. (near the edge, the move on line 2)
  .X.   .X.
  O.*   O.*
  O.O   a.b
  ---   ---
class connection
value 30
action connect a b
constraint lib(a) >= 2

Pattern conn_bamboo_under_threat_line3a
# X leans on the gap of our three stones: the bamboo joint settles it. (near the edge, the move on line 3)
  OO.   aO.
  ..X   ..X
  O*.   b*.
  ???   ???
  ???   ???
  ---   ---
class connection
value 28
action connect a b
constraint lib(a) >= 2

Pattern conn_bamboo_under_threat_line3b
# X leans on the gap of our three stones: the bamboo joint settles it. (near the edge, the move on line 3)
  O.O   b.a
  *.O   *.O
  .X.   .X.
  ???   ???
  ---   ---
class connection
value 28
action connect a b
constraint lib(a) >= 2

Pattern conn_bamboo_under_threat_line3c
# X leans on the gap of our three stones: the bamboo joint settles it. (near the edge, the move on line 3)
  .*O   .*b
  X..   X..
  .OO   .Oa
  ---   ---
class connection
value 28
action connect a b
constraint lib(a) >= 2

Pattern conn_bamboo_under_threat_line3d
# X leans on the gap of our three stones: the bamboo joint settles it. (near the edge, the move on line 3)
  .X.   .X.
  O.*   O.*
  O.O   a.b
  ???   ???
  ---   ---
class connection
value 28
action connect a b
constraint lib(a) >= 2

Pattern conn_hanging_below_line2a
# The hanging connection on the other side of the cut point. (near the edge, the move on line 2)
  ???.   ???.
  .OX.   .aX.
  ..O?   .cb?
  .*.?   .*.?
  ????   ????
  ----   ----
class connection
value 26
action connect a b
constraint osafe(c) && libs_after(*) >= 3

Pattern conn_hanging_below_line2d
# The hanging connection on the other side of the cut point. (near the edge, the move on line 2)
  ..??   ..??
  ?XO.   ?Xb.
  ?O.*   ?ac*
  ?...   ?...
  ----   ----
class connection
value 26
action connect a b
constraint osafe(c) && libs_after(*) >= 3

Pattern conn_hanging_below_line3a
# The hanging connection on the other side of the cut point. (near the edge, the move on line 3)
  ???.   ???.
  .OX.   .aX.
  ..O?   .cb?
  .*.?   .*.?
  ????   ????
  ????   ????
  ----   ----
class connection
value 24
action connect a b
constraint osafe(c) && libs_after(*) >= 3

Pattern conn_hanging_below_line3b
# The hanging connection on the other side of the cut point. (near the edge, the move on line 3)
  ...?   ...?
  *.O?   *ca?
  .OX?   .bX?
  ??..   ??..
  ----   ----
class connection
value 24
action connect a b
constraint osafe(c) && libs_after(*) >= 3

Pattern conn_hanging_below_line3d
# The hanging connection on the other side of the cut point. (near the edge, the move on line 3)
  ..??   ..??
  ?XO.   ?Xb.
  ?O.*   ?ac*
  ?...   ?...
  ????   ????
  ----   ----
class connection
value 24
action connect a b
constraint osafe(c) && libs_after(*) >= 3

Pattern conn_atari_cutting_stone_line2a
# Atari the cutting stone from the side toward our strength. (near the edge, the move on line 2)
  ?O?.   ?a?.
  OX*.   Oc*.
  ?.O?   ?.b?
  ----   ----
class connection
value 34
action connect a b
action attack c
constraint lib(c) == 2 && does_attack(*, c)

Pattern conn_atari_cutting_stone_line2b
# Atari the cutting stone from the side toward our strength. (near the edge, the move on line 2)
  ?O?   ?O?
  .XO   .ca
  O*?   b*?
  ?..   ?..
  ---   ---
class connection
value 34
action connect a b
action attack c
constraint lib(c) == 2 && does_attack(*, c)

Pattern conn_atari_cutting_stone_line2c
# Atari the cutting stone from the side toward our strength. (near the edge, the move on line 2)
  ?O.?   ?b.?
  .*XO   .*cO
  .?O?   .?a?
  ----   ----
class connection
value 34
action connect a b
action attack c
constraint lib(c) == 2 && does_attack(*, c)

Pattern conn_atari_cutting_stone_line3a
# Atari the cutting stone from the side toward our strength. (near the edge, the move on line 3)
  ?O?.   ?a?.
  OX*.   Oc*.
  ?.O?   ?.b?
  ????   ????
  ----   ----
class connection
value 32
action connect a b
action attack c
constraint lib(c) == 2 && does_attack(*, c)

Pattern conn_atari_cutting_stone_line3b
# Atari the cutting stone from the side toward our strength. (near the edge, the move on line 3)
  ?O?   ?O?
  .XO   .ca
  O*?   b*?
  ?..   ?..
  ???   ???
  ---   ---
class connection
value 32
action connect a b
action attack c
constraint lib(c) == 2 && does_attack(*, c)

Pattern conn_atari_cutting_stone_line3c
# Atari the cutting stone from the side toward our strength. (near the edge, the move on line 3)
  ?O.?   ?b.?
  .*XO   .*cO
  .?O?   .?a?
  ????   ????
  ----   ----
class connection
value 32
action connect a b
action attack c
constraint lib(c) == 2 && does_attack(*, c)

Pattern conn_atari_cutting_stone_line3d
# Atari the cutting stone from the side toward our strength. (near the edge, the move on line 3)
  ..?   ..?
  ?*O   ?*b
  OX.   ac.
  ?O?   ?O?
  ---   ---
class connection
value 32
action connect a b
action attack c
constraint lib(c) == 2 && does_attack(*, c)

Pattern cut_diagonal_clean_line2a
# A clean crosscut of X's diagonal (one of our stones beside it). (near the edge, the move on line 2)
  ??.?   ??.?
  ?OX?   ?Oa?
  ?X*.   ?b*.
  ??.?   ??.?
  ----   ----
class cut
value 30
action cut a b
constraint safe(*) && (lib(a) <= 3 || lib(b) <= 3)

Pattern cut_diagonal_clean_line2b
# A clean crosscut of X's diagonal (one of our stones beside it). (near the edge, the move on line 2)
  ????   ????
  ?XO?   ?bO?
  .*X.   .*a.
  ?.??   ?.??
  ----   ----
class cut
value 30
action cut a b
constraint safe(*) && (lib(a) <= 3 || lib(b) <= 3)

Pattern cut_diagonal_clean_line3a
# A clean crosscut of X's diagonal (one of our stones beside it). (near the edge, the move on line 3)
  ??.?   ??.?
  ?OX?   ?Oa?
  ?X*.   ?b*.
  ??.?   ??.?
  ????   ????
  ----   ----
class cut
value 28
action cut a b
constraint safe(*) && (lib(a) <= 3 || lib(b) <= 3)

Pattern cut_diagonal_clean_line3b
# A clean crosscut of X's diagonal (one of our stones beside it). (near the edge, the move on line 3)
  ????   ????
  ?XO?   ?bO?
  .*X.   .*a.
  ?.??   ?.??
  ????   ????
  ----   ----
class cut
value 28
action cut a b
constraint safe(*) && (lib(a) <= 3 || lib(b) <= 3)

Pattern cut_diagonal_clean_line3c
# A clean crosscut of X's diagonal (one of our stones beside it). (near the edge, the move on line 3)
  ?.??   ?.??
  .*X?   .*b?
  ?XO?   ?aO?
  ?.??   ?.??
  ----   ----
class cut
value 28
action cut a b
constraint safe(*) && (lib(a) <= 3 || lib(b) <= 3)

Pattern cut_diagonal_clean_line3d
# A clean crosscut of X's diagonal (one of our stones beside it). (near the edge, the move on line 3)
  ??.?   ??.?
  .X*.   .a*.
  ?OX?   ?Ob?
  ????   ????
  ----   ----
class cut
value 28
action cut a b
constraint safe(*) && (lib(a) <= 3 || lib(b) <= 3)

Pattern cut_double_atari_open_line2a
# Double atari on two X strings that touch the same empty point. (near the edge, the move on line 2)
  oX?   oa?
  X*.   b*.
  ?.O   ?.O
  ---   ---
class cut
value 44
action cut a b
action attack a
action attack b
constraint lib(a) == 2 && lib(b) == 2 && libs_after(*) >= 2

Pattern cut_double_atari_open_line2c
# Double atari on two X strings that touch the same empty point. (near the edge, the move on line 2)
  O.?   O.?
  .*X   .*b
  ?Xo   ?ao
  ---   ---
class cut
value 44
action cut a b
action attack a
action attack b
constraint lib(a) == 2 && lib(b) == 2 && libs_after(*) >= 2

Pattern cut_double_atari_open_line3a
# Double atari on two X strings that touch the same empty point. (near the edge, the move on line 3)
  oX?   oa?
  X*.   b*.
  ?.O   ?.O
  ???   ???
  ---   ---
class cut
value 42
action cut a b
action attack a
action attack b
constraint lib(a) == 2 && lib(b) == 2 && libs_after(*) >= 2

Pattern cut_double_atari_open_line3c
# Double atari on two X strings that touch the same empty point. (near the edge, the move on line 3)
  O.?   O.?
  .*X   .*b
  ?Xo   ?ao
  ???   ???
  ---   ---
class cut
value 42
action cut a b
action attack a
action attack b
constraint lib(a) == 2 && lib(b) == 2 && libs_after(*) >= 2

Pattern conn_short_of_liberties_line2a
# Our two strings share a cut point and both are short of liberties. (near the edge, the move on line 2)
  xO?   xa?
  O*.   b*.
  ?X?   ?X?
  ---   ---
class connection
value 34
action connect a b
constraint lib(a) <= 2 && lib(b) <= 2 && osafe(*)

Pattern conn_short_of_liberties_line2b
# Our two strings share a cut point and both are short of liberties. (near the edge, the move on line 2)
  ?Ox   ?bx
  X*O   X*a
  ?.?   ?.?
  ---   ---
class connection
value 34
action connect a b
constraint lib(a) <= 2 && lib(b) <= 2 && osafe(*)

Pattern conn_short_of_liberties_line2c
# Our two strings share a cut point and both are short of liberties. (near the edge, the move on line 2)
  ?X?   ?X?
  .*O   .*b
  ?Ox   ?ax
  ---   ---
class connection
value 34
action connect a b
constraint lib(a) <= 2 && lib(b) <= 2 && osafe(*)

Pattern conn_short_of_liberties_line2d
# Our two strings share a cut point and both are short of liberties. (near the edge, the move on line 2)
  ?.?   ?.?
  O*X   a*X
  xO?   xb?
  ---   ---
class connection
value 34
action connect a b
constraint lib(a) <= 2 && lib(b) <= 2 && osafe(*)

Pattern conn_short_of_liberties_line3a
# Our two strings share a cut point and both are short of liberties. (near the edge, the move on line 3)
  xO?   xa?
  O*.   b*.
  ?X?   ?X?
  ???   ???
  ---   ---
class connection
value 32
action connect a b
constraint lib(a) <= 2 && lib(b) <= 2 && osafe(*)

Pattern conn_short_of_liberties_line3b
# Our two strings share a cut point and both are short of liberties. (near the edge, the move on line 3)
  ?Ox   ?bx
  X*O   X*a
  ?.?   ?.?
  ???   ???
  ---   ---
class connection
value 32
action connect a b
constraint lib(a) <= 2 && lib(b) <= 2 && osafe(*)

Pattern conn_short_of_liberties_line3c
# Our two strings share a cut point and both are short of liberties. (near the edge, the move on line 3)
  ?X?   ?X?
  .*O   .*b
  ?Ox   ?ax
  ???   ???
  ---   ---
class connection
value 32
action connect a b
constraint lib(a) <= 2 && lib(b) <= 2 && osafe(*)

Pattern conn_short_of_liberties_line3d
# Our two strings share a cut point and both are short of liberties. (near the edge, the move on line 3)
  ?.?   ?.?
  O*X   a*X
  xO?   xb?
  ???   ???
  ---   ---
class connection
value 32
action connect a b
constraint lib(a) <= 2 && lib(b) <= 2 && osafe(*)

