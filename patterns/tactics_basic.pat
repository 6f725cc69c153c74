# tactics_basic.pat — elementary tactics around a single point: captures,
# escapes, double ataris, ladders, throw-ins and liberty races (moyo
# knowledge base, written for moyo).
#
# O is the player to move, X the opponent, * the move.  These patterns
# only propose candidates; the tactician's answers in the constraints
# (does_attack, does_defend, ladder) decide whether the idea works here.
# Values on the 0-100 scale of shape_good_bad.pat.

# ---- captures and escapes ---------------------------------------------------------

Pattern tac_capture_in_atari
# An X string in atari beside the move: take it.
  ?X?   ?a?
  ?*?   ?*?
class tactical
value 30
action attack a
constraint lib(a) == 1 && legal(*)

Pattern tac_capture_big_in_atari
# Capturing three or more stones in atari is worth more.
  ?X?   ?a?
  ?*?   ?*?
  ???   ???
class tactical
value 45
action attack a
constraint lib(a) == 1 && size(a) >= 3 && legal(*)

Pattern tac_escape_atari_extend
# Our string in atari: extend it when the extension gains liberties.
  ?O?   ?a?
  .*.   .*.
class tactical
value 32
action defend a
constraint lib(a) == 1 && libs_after(*) >= 3

Pattern tac_escape_atari_wasted
# Extending a string in atari to two liberties only runs into a ladder or net.
  ?O?   ?a?
  ?*?   ?*?
class tactical
value -8
action antisuji
constraint lib(a) == 1 && libs_after(*) == 2 && !does_defend(*, a)

Pattern tac_capture_to_escape
# Our string is in atari and touches an X string in atari: capture it.
  ?O?   ?a?
  OX*   Ob*
class tactical
value 40
action defend a
action attack b
constraint lib(a) == 1 && lib(b) == 1

# ---- double atari ---------------------------------------------------------------

Pattern tac_double_atari_line
# One move ataris two X strings on opposite sides.
  ?X?   ?a?
  ?*?   ?*?
  ?X?   ?b?
class tactical
value 38
action attack a
action attack b
constraint lib(a) == 2 && lib(b) == 2 && libs_after(*) >= 2

Pattern tac_avoid_double_atari
# X threatens a double atari here: occupy the point ourselves.
  ?O?   ?a?
  ?*?   ?*?
  ?O?   ?b?
class tactical
value 30
action defend a
action defend b
constraint lib(a) == 2 && lib(b) == 2 && olibs_after(*) >= 2

# ---- ladders and nets ---------------------------------------------------------------

Pattern tac_ladder_start
# An X stone with two liberties: start the ladder if it works.
  ?.?   ?.?
  OX*   Oa*
  ?O?   ?O?
class tactical
value 28
action attack a
constraint lib(a) == 2 && ladder(a) == 3 && does_attack(*, a)

Pattern tac_ladder_escape_fails
# Running from a working ladder only feeds it: do not extend.
  ?X?   ?X?
  XO*   Xa*
  ?X?   ?X?
class tactical
value -20
action antisuji
constraint lib(a) == 1 && libs_after(*) == 2 && !does_defend(*, a)

Pattern tac_atari_between_our_stones
# An X stone between two of ours: the atari from the side, if it captures.
  ?O?   ?O?
  .X*   .a*
  ?O?   ?O?
class tactical
value 22
action attack a
constraint lib(a) == 2 && does_attack(*, a)

# ---- liberties ------------------------------------------------------------------

Pattern tac_fill_outside_liberty
# In a race, fill an outside liberty of the X string from outside.
  ?X?   ?a?
  ?*?   ?*?
  ?O?   ?b?
class tactical
value 20
action attack a
constraint lib(a) <= 3 && lib(a) <= lib(b) && libs_after(*) >= 2 && does_attack(*, a)

Pattern tac_gain_liberty_race
# Our string is short of liberties against X's: extend to gain liberties.
  ?X?   ?b?
  XO*   Xa*
  ???   ???
class tactical
value 22
action defend a
constraint lib(a) <= 2 && lib(a) <= lib(b) && libs_after(*) > lib(a) + 1

Pattern tac_selfatari_no_capture
# A move that puts our own string in atari and captures nothing.
  ?O?   ?a?
  .*.   .*.
class tactical
value -20
action antisuji
constraint selfatari(*) && captures(*) == 0 && size(a) >= 2

# ---- near the edge (line variants) ----------------------------------------------

Pattern tac_ladder_start_line2a
# An X stone with two liberties: start the ladder if it works. (near the edge, the move on line 2)
  ?.?   ?.?
  OX*   Oa*
  ?O?   ?O?
  ---   ---
class tactical
value 30
action attack a
constraint lib(a) == 2 && ladder(a) == 3 && does_attack(*, a)

Pattern tac_ladder_start_line2b
# An X stone with two liberties: start the ladder if it works. (near the edge, the move on line 2)
  ?O?   ?O?
  OX.   Oa.
  ?*?   ?*?
  ???   ???
  ---   ---
class tactical
value 30
action attack a
constraint lib(a) == 2 && ladder(a) == 3 && does_attack(*, a)

Pattern tac_ladder_start_line2c
# An X stone with two liberties: start the ladder if it works. (near the edge, the move on line 2)
  ?O?   ?O?
  *XO   *aO
  ?.?   ?.?
  ---   ---
class tactical
value 30
action attack a
constraint lib(a) == 2 && ladder(a) == 3 && does_attack(*, a)

Pattern tac_ladder_start_line3a
# An X stone with two liberties: start the ladder if it works. (near the edge, the move on line 3)
  ?.?   ?.?
  OX*   Oa*
  ?O?   ?O?
  ???   ???
  ---   ---
class tactical
value 29
action attack a
constraint lib(a) == 2 && ladder(a) == 3 && does_attack(*, a)

Pattern tac_ladder_start_line3b
# An X stone with two liberties: start the ladder if it works. (near the edge, the move on line 3)
  ?O?   ?O?
  OX.   Oa.
  ?*?   ?*?
  ???   ???
  ???   ???
  ---   ---
class tactical
value 29
action attack a
constraint lib(a) == 2 && ladder(a) == 3 && does_attack(*, a)

Pattern tac_ladder_start_line3c
# An X stone with two liberties: start the ladder if it works. (near the edge, the move on line 3)
  ?O?   ?O?
  *XO   *aO
  ?.?   ?.?
  ???   ???
  ---   ---
class tactical
value 29
action attack a
constraint lib(a) == 2 && ladder(a) == 3 && does_attack(*, a)

Pattern tac_ladder_start_line3d
# An X stone with two liberties: start the ladder if it works. (near the edge, the move on line 3)
  ?*?   ?*?
  .XO   .aO
  ?O?   ?O?
  ---   ---
class tactical
value 29
action attack a
constraint lib(a) == 2 && ladder(a) == 3 && does_attack(*, a)

Pattern tac_capture_to_escape_line1a
# Our string is in atari and touches an X string in atari: capture it. (near the edge, the move on line 1)
  ?O?   ?a?
  OX*   Ob*
  ---   ---
class tactical
value 40
action defend a
action attack b
constraint lib(a) == 1 && lib(b) == 1

Pattern tac_capture_to_escape_line1b
# Our string is in atari and touches an X string in atari: capture it. (near the edge, the move on line 1)
  O?   O?
  XO   ba
  *?   *?
  --   --
class tactical
value 40
action defend a
action attack b
constraint lib(a) == 1 && lib(b) == 1

Pattern tac_capture_to_escape_line2a
# Our string is in atari and touches an X string in atari: capture it. (near the edge, the move on line 2)
  ?O?   ?a?
  OX*   Ob*
  ???   ???
  ---   ---
class tactical
value 42
action defend a
action attack b
constraint lib(a) == 1 && lib(b) == 1

Pattern tac_capture_to_escape_line2b
# Our string is in atari and touches an X string in atari: capture it. (near the edge, the move on line 2)
  O?   O?
  XO   ba
  *?   *?
  ??   ??
  --   --
class tactical
value 42
action defend a
action attack b
constraint lib(a) == 1 && lib(b) == 1

Pattern tac_capture_to_escape_line2c
# Our string is in atari and touches an X string in atari: capture it. (near the edge, the move on line 2)
  *XO   *bO
  ?O?   ?a?
  ---   ---
class tactical
value 42
action defend a
action attack b
constraint lib(a) == 1 && lib(b) == 1

Pattern tac_atari_between_our_stones_line2a
# An X stone between two of ours: the atari from the side, if it captures. (near the edge, the move on line 2)
  ?O?   ?O?
  .X*   .a*
  ?O?   ?O?
  ---   ---
class tactical
value 24
action attack a
constraint lib(a) == 2 && does_attack(*, a)

Pattern tac_atari_between_our_stones_line2b
# An X stone between two of ours: the atari from the side, if it captures. (near the edge, the move on line 2)
  ?.?   ?.?
  OXO   OaO
  ?*?   ?*?
  ???   ???
  ---   ---
class tactical
value 24
action attack a
constraint lib(a) == 2 && does_attack(*, a)

Pattern tac_atari_between_our_stones_line3a
# An X stone between two of ours: the atari from the side, if it captures. (near the edge, the move on line 3)
  ?O?   ?O?
  .X*   .a*
  ?O?   ?O?
  ???   ???
  ---   ---
class tactical
value 23
action attack a
constraint lib(a) == 2 && does_attack(*, a)

Pattern tac_atari_between_our_stones_line3b
# An X stone between two of ours: the atari from the side, if it captures. (near the edge, the move on line 3)
  ?.?   ?.?
  OXO   OaO
  ?*?   ?*?
  ???   ???
  ???   ???
  ---   ---
class tactical
value 23
action attack a
constraint lib(a) == 2 && does_attack(*, a)

Pattern tac_atari_between_our_stones_line3d
# An X stone between two of ours: the atari from the side, if it captures. (near the edge, the move on line 3)
  ?*?   ?*?
  OXO   OaO
  ?.?   ?.?
  ---   ---
class tactical
value 23
action attack a
constraint lib(a) == 2 && does_attack(*, a)

Pattern tac_double_atari_line2a
# One move ataris two X strings on opposite sides. (near the edge, the move on line 2)
  ?X?   ?a?
  ?*?   ?*?
  ?X?   ?b?
  ---   ---
class tactical
value 40
action attack a
action attack b
constraint lib(a) == 2 && lib(b) == 2 && libs_after(*) >= 2

Pattern tac_double_atari_line2b
# One move ataris two X strings on opposite sides. (near the edge, the move on line 2)
  ???   ???
  X*X   b*a
  ???   ???
  ---   ---
class tactical
value 40
action attack a
action attack b
constraint lib(a) == 2 && lib(b) == 2 && libs_after(*) >= 2

Pattern tac_double_atari_line3a
# One move ataris two X strings on opposite sides. (near the edge, the move on line 3)
  ?X?   ?a?
  ?*?   ?*?
  ?X?   ?b?
  ???   ???
  ---   ---
class tactical
value 39
action attack a
action attack b
constraint lib(a) == 2 && lib(b) == 2 && libs_after(*) >= 2

Pattern tac_double_atari_line3b
# One move ataris two X strings on opposite sides. (near the edge, the move on line 3)
  ???   ???
  X*X   b*a
  ???   ???
  ???   ???
  ---   ---
class tactical
value 39
action attack a
action attack b
constraint lib(a) == 2 && lib(b) == 2 && libs_after(*) >= 2

Pattern tac_avoid_double_atari_line2a
# X threatens a double atari here: occupy the point ourselves. (near the edge, the move on line 2)
  ?O?   ?a?
  ?*?   ?*?
  ?O?   ?b?
  ---   ---
class tactical
value 32
action defend a
action defend b
constraint lib(a) == 2 && lib(b) == 2 && olibs_after(*) >= 2

Pattern tac_avoid_double_atari_line2b
# X threatens a double atari here: occupy the point ourselves. (near the edge, the move on line 2)
  ???   ???
  O*O   b*a
  ???   ???
  ---   ---
class tactical
value 32
action defend a
action defend b
constraint lib(a) == 2 && lib(b) == 2 && olibs_after(*) >= 2

Pattern tac_avoid_double_atari_line3a
# X threatens a double atari here: occupy the point ourselves. (near the edge, the move on line 3)
  ?O?   ?a?
  ?*?   ?*?
  ?O?   ?b?
  ???   ???
  ---   ---
class tactical
value 31
action defend a
action defend b
constraint lib(a) == 2 && lib(b) == 2 && olibs_after(*) >= 2

Pattern tac_avoid_double_atari_line3b
# X threatens a double atari here: occupy the point ourselves. (near the edge, the move on line 3)
  ???   ???
  O*O   b*a
  ???   ???
  ???   ???
  ---   ---
class tactical
value 31
action defend a
action defend b
constraint lib(a) == 2 && lib(b) == 2 && olibs_after(*) >= 2

Pattern tac_fill_outside_liberty_line2a
# In a race, fill an outside liberty of the X string from outside. (near the edge, the move on line 2)
  ?X?   ?a?
  ?*?   ?*?
  ?O?   ?b?
  ---   ---
class tactical
value 22
action attack a
constraint lib(a) <= 3 && lib(a) <= lib(b) && libs_after(*) >= 2 && does_attack(*, a)

Pattern tac_fill_outside_liberty_line2b
# In a race, fill an outside liberty of the X string from outside. (near the edge, the move on line 2)
  ???   ???
  O*X   b*a
  ???   ???
  ---   ---
class tactical
value 22
action attack a
constraint lib(a) <= 3 && lib(a) <= lib(b) && libs_after(*) >= 2 && does_attack(*, a)

Pattern tac_fill_outside_liberty_line2c
# In a race, fill an outside liberty of the X string from outside. (near the edge, the move on line 2)
  ?O?   ?b?
  ?*?   ?*?
  ?X?   ?a?
  ---   ---
class tactical
value 22
action attack a
constraint lib(a) <= 3 && lib(a) <= lib(b) && libs_after(*) >= 2 && does_attack(*, a)

Pattern tac_fill_outside_liberty_line3a
# In a race, fill an outside liberty of the X string from outside. (near the edge, the move on line 3)
  ?X?   ?a?
  ?*?   ?*?
  ?O?   ?b?
  ???   ???
  ---   ---
class tactical
value 21
action attack a
constraint lib(a) <= 3 && lib(a) <= lib(b) && libs_after(*) >= 2 && does_attack(*, a)

Pattern tac_fill_outside_liberty_line3b
# In a race, fill an outside liberty of the X string from outside. (near the edge, the move on line 3)
  ???   ???
  O*X   b*a
  ???   ???
  ???   ???
  ---   ---
class tactical
value 21
action attack a
constraint lib(a) <= 3 && lib(a) <= lib(b) && libs_after(*) >= 2 && does_attack(*, a)

Pattern tac_fill_outside_liberty_line3c
# In a race, fill an outside liberty of the X string from outside. (near the edge, the move on line 3)
  ?O?   ?b?
  ?*?   ?*?
  ?X?   ?a?
  ???   ???
  ---   ---
class tactical
value 21
action attack a
constraint lib(a) <= 3 && lib(a) <= lib(b) && libs_after(*) >= 2 && does_attack(*, a)
