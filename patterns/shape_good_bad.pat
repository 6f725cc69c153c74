# shape_good_bad.pat — good and bad shape (moyo knowledge base, written for moyo).
#
# O is the player to move, X the opponent, * the move.  Class shape never
# swaps colours: every pattern speaks about the mover's own shape.
# Values: a relative weight on a 0-100 scale (about 10 a small shape
# bonus, 30 a clear local good move, 50+ urgent); bad shape is negative
# with "action shape -".

# ---- hane and extend at the head -----------------------------------------

Pattern shape_extend_head_of_own_two
# Our two stones run beside two of X: extend first so X cannot hane at our head.
  .*.
  ?OX
  ?OX
  ?x?
class shape
value 25
action shape +
constraint !selfatari(*)

Pattern shape_extend_head_of_own_three
  .*.
  ?OX
  ?OX
  ?OX
  ?x?
class shape
value 30
action shape +
constraint !selfatari(*)

# ---- empty triangle and clumps ----------------------------------------------

Pattern shape_dumpling_big
# A block of six: the worst kind of clump.
  OOO
  O*O
class shape
value -25
action shape -

Pattern shape_clump_three_in_row_bend
# Turning inside a wall of our own stones: slow and heavy.
  ?...?
  .OOO.
  .O*..
  ?...?
class shape
value -14
action shape -

# ---- captures that give shape ------------------------------------------------

Pattern shape_tortoise_shell
# Capturing two stones: the tortoise shell, even thicker than ponnuki.
  ?OO?   ?OO?
  OXX*   OaX*
  ?OO?   ?OO?
class shape
value 48
action shape +
action attack a

Pattern shape_atari_toward_ponnuki
# X's single stone touches two of ours: atari from the third side aims at ponnuki.
  ?O?   ?O?
  OX.   Oa.
  ?*?   ?*?
class shape
value 12
action shape +
constraint lib(a) == 2 && !selfatari(*) && ladder(a) > 0

# ---- the mouth and the net ---------------------------------------------------

# ---- running shapes toward the centre ---------------------------------------

Pattern shape_one_space_jump_under_pressure
# An X stone leans on ours from the side: jump out lightly.
  ?...?   ?...?
  ..*..   ..*..
  .....   .....
  .XO..   .Xa..
class shape
value 15
action shape +
constraint line(*) > line(a) && lib(a) >= 3

Pattern shape_diagonal_out
# The diagonal move: slow but solid, good when X is close.
  ?.?   ?.?
  .*.   .*.
  O.X   a.X
class shape
value 10
action shape +
constraint line(*) > line(a) && lib(a) >= 2

Pattern shape_two_space_jump_under_attack
# A two-space jump with X stones beside it is easily split.
  ..*..
  .....
  .X.X.
  ..O..
class shape
value -8
action shape -

Pattern shape_jump_between_two
# Jump out between two X stones that press from both sides.
  ?...?   ?...?
  ..*..   ..*..
  .....   .....
  .XOX.   .XaX.
class shape
value 18
action shape +
constraint lib(a) >= 2

# ---- responses to contact --------------------------------------------------

Pattern shape_extend_after_hane
# After X's hane against our contact stone, extend to keep liberties.
  ?X??   ?X??
  XO*.   Xa*.
  ?...   ?...
class shape
value 15
action shape +
constraint lib(a) == 2 && libs_after(*) >= 3

Pattern shape_atari_cutting_stone_from_outside
# X's stone has wedged between two of ours that stand diagonally (a
# cut, not a crosscut: the other point between them is empty), it has
# two liberties, its other liberty touches X's stones, and one of our
# cut-off stones can be captured.  Atari the cutting stone from the open
# side, the hane at its head: X must connect back to its stones, our
# stone blocks the cutting stone's way out, and if X attacks instead the
# cutting stone is taken, so the cut-off stone is saved as well (the
# reader must confirm it).  The plain connection lets X extend the
# cutting stone out.
  ?????   ??e??
  ??.??   ?fbg?
  ?OX*?   ?cX*?
  ?.O??   ?.d??
class shape
value 35
action shape +
constraint libs_after(*) >= 3 && !oselfatari(b)
constraint color(e) == 2 || color(f) == 2 || color(g) == 2
constraint (attack(c) && does_defend(*, c) == 3) || (attack(d) && does_defend(*, d) == 3)

Pattern shape_crosscut_extend
# In a crosscut, extend: "When in doubt, extend from a crosscut".
  ???   ???
  OX.   OX.
  XO*   Xa*
  ???   ???
class shape
value 18
action shape +
constraint lib(a) <= 3 && libs_after(*) >= 3

# ---- slow or overconcentrated moves -------------------------------------------

Pattern shape_overconcentrated_wall_jump
# Jumping from a solid wall toward our own strength is overconcentrated.
  ?O?
  .O.
  ...
  .*.
  ...
  .O.
class shape
value -8
action shape -

# ---- vital points of the opponent's shape -----------------------------------

Pattern shape_knight_move_out
  ?...?   ?...?
  ..*..   ..*..
  .....   .....
  .O...   .a...
class shape
value 6
action shape +
constraint line(*) > line(a) && line(a) >= 3

# ---- nets --------------------------------------------------------------------

Pattern shape_net_one_stone
# X's stone can run two ways: the net on the diagonal covers both.
  ?....   ?....
  ...*.   ...*.
  .OX..   .Oa..
  ?.O.?   ?.O.?
class shape
value 30
action attack a
constraint lib(a) == 2 && does_attack(*, a)

Pattern shape_net_two_stones
  ?.....   ?.....
  ....*.   ....*.
  .OXX..   .OaX..
  ?.OO.?   ?.OO.?
class shape
value 34
action attack a
constraint lib(a) == 2 && does_attack(*, a)

Pattern shape_net_loose
# The looser net one step further still covers a stone hemmed in on two sides.
  ?.....   ?.....
  ....*.   ....*.
  ......   ......
  .OX...   .Oa...
  ?.O..?   ?.O..?
class shape
value 20
action attack a
constraint lib(a) == 2 && does_attack(*, a)
Pattern shape_hane_head_of_two_line3b
# Hane at the head of two stones: X's two stones lie along ours. (near the edge, the move on line 3)
  ???.
  oXX*   oaX*
  ?OO.   bOOk
  ????
  ----
class shape
value 30
action shape +
constraint !selfatari(*) && (lib(a) == 2 || color(b) != 2) && ocut_support(k) == 0

Pattern shape_hane_head_of_two_line3c
# Hane at the head of two stones: X's two stones lie along ours. (near the edge, the move on line 3)
  ?o?   bo?
  OX?   Oa?
  OX?
  k*.
  ???
  ???
  ---
class shape
value 30
action shape +
constraint !selfatari(*) && (lib(a) == 2 || color(b) != 2) && ocut_support(k) == 0

Pattern shape_hane_head_of_two_line3d
# Hane at the head of two stones: X's two stones lie along ours. (near the edge, the move on line 3)
  .OO?   kOOb
  *XXo   *aXo
  .???
  ????
  ----
class shape
value 30
action shape +
constraint !selfatari(*) && (lib(a) == 2 || color(b) != 2) && ocut_support(k) == 0

Pattern shape_hane_head_of_two_line4a
# Hane at the head of two stones: X's two stones lie along ours. (near the edge, the move on line 4)
  .*k
  ?XO   ?aO
  ?XO
  ?o?   ?ob
  ---
class shape
value 32
action shape +
constraint !selfatari(*) && (lib(a) == 2 || color(b) != 2) && ocut_support(k) == 0

Pattern shape_hane_head_of_two_line4b
# Hane at the head of two stones: X's two stones lie along ours. (near the edge, the move on line 4)
  ???.
  oXX*   oaX*
  ?OO.   bOOk
  ????
  ????
  ----
class shape
value 32
action shape +
constraint !selfatari(*) && (lib(a) == 2 || color(b) != 2) && ocut_support(k) == 0

Pattern shape_hane_head_of_two_line4c
# Hane at the head of two stones: X's two stones lie along ours. (near the edge, the move on line 4)
  ?o?   bo?
  OX?   Oa?
  OX?
  k*.
  ???
  ???
  ???
  ---
class shape
value 32
action shape +
constraint !selfatari(*) && (lib(a) == 2 || color(b) != 2) && ocut_support(k) == 0

Pattern shape_hane_head_of_two_line4d
# Hane at the head of two stones: X's two stones lie along ours. (near the edge, the move on line 4)
  .OO?   kOOb
  *XXo   *aXo
  .???
  ????
  ????
  ----
class shape
value 32
action shape +
constraint !selfatari(*) && (lib(a) == 2 || color(b) != 2) && ocut_support(k) == 0

Pattern shape_hane_head_of_three_line3b
# At the head of three stones the hane is even stronger. (near the edge, the move on line 3)
  ????.
  oXXX*
  ?OOOk
  ?????
  -----
class shape
value 35
action shape +
constraint !selfatari(*) && ocut_support(k) == 0

Pattern shape_hane_head_of_three_line3c
# At the head of three stones the hane is even stronger. (near the edge, the move on line 3)
  ?o?
  OX?
  OX?
  OX?
  k*.
  ???
  ???
  ---
class shape
value 35
action shape +
constraint !selfatari(*) && ocut_support(k) == 0

Pattern shape_hane_head_of_three_line3d
# At the head of three stones the hane is even stronger. (near the edge, the move on line 3)
  kOOO?
  *XXXo
  .????
  ?????
  -----
class shape
value 35
action shape +
constraint !selfatari(*) && ocut_support(k) == 0

Pattern shape_hane_head_of_three_line4b
# At the head of three stones the hane is even stronger. (near the edge, the move on line 4)
  ????.
  oXXX*
  ?OOOk
  ?????
  ?????
  -----
class shape
value 37
action shape +
constraint !selfatari(*) && ocut_support(k) == 0

Pattern shape_hane_head_of_three_line4c
# At the head of three stones the hane is even stronger. (near the edge, the move on line 4)
  ?o?
  OX?
  OX?
  OX?
  k*.
  ???
  ???
  ???
  ---
class shape
value 37
action shape +
constraint !selfatari(*) && ocut_support(k) == 0

Pattern shape_hane_head_of_three_line4d
# At the head of three stones the hane is even stronger. (near the edge, the move on line 4)
  kOOO?
  *XXXo
  .????
  ?????
  ?????
  -----
class shape
value 37
action shape +
constraint !selfatari(*) && ocut_support(k) == 0

Pattern shape_extend_head_of_own_two_line3b
# Our two stones run beside two of X: extend first so X cannot hane at our head. (near the edge, the move on line 3)
  ???.
  xOO*
  ?XX.
  ????
  ----
class shape
value 25
action shape +
constraint !selfatari(*)

Pattern shape_extend_head_of_own_two_line3c
# Our two stones run beside two of X: extend first so X cannot hane at our head. (near the edge, the move on line 3)
  ?x?
  XO?
  XO?
  .*.
  ???
  ???
  ---
class shape
value 25
action shape +
constraint !selfatari(*)

Pattern shape_extend_head_of_own_two_line3d
# Our two stones run beside two of X: extend first so X cannot hane at our head. (near the edge, the move on line 3)
  .XX?
  *OOx
  .???
  ????
  ----
class shape
value 25
action shape +
constraint !selfatari(*)

Pattern shape_extend_head_of_own_two_line4a
# Our two stones run beside two of X: extend first so X cannot hane at our head. (near the edge, the move on line 4)
  .*.
  ?OX
  ?OX
  ?x?
  ---
class shape
value 27
action shape +
constraint !selfatari(*)

Pattern shape_extend_head_of_own_two_line4b
# Our two stones run beside two of X: extend first so X cannot hane at our head. (near the edge, the move on line 4)
  ???.
  xOO*
  ?XX.
  ????
  ????
  ----
class shape
value 27
action shape +
constraint !selfatari(*)

Pattern shape_extend_head_of_own_two_line4c
# Our two stones run beside two of X: extend first so X cannot hane at our head. (near the edge, the move on line 4)
  ?x?
  XO?
  XO?
  .*.
  ???
  ???
  ???
  ---
class shape
value 27
action shape +
constraint !selfatari(*)

Pattern shape_extend_head_of_own_two_line4d
# Our two stones run beside two of X: extend first so X cannot hane at our head. (near the edge, the move on line 4)
  .XX?
  *OOx
  .???
  ????
  ????
  ----
class shape
value 27
action shape +
constraint !selfatari(*)

Pattern shape_net_one_stone_line3a
# X's stone can run two ways: the net on the diagonal covers both. (near the edge, the move on line 3)
  ?....   ?....
  ...*.   ...*.
  .OX..   .Oa..
  ?.O.?   ?.O.?
  -----   -----
class shape
value 30
action attack a
constraint lib(a) == 2 && does_attack(*, a)

Pattern shape_net_one_stone_line3b
# X's stone can run two ways: the net on the diagonal covers both. (near the edge, the move on line 3)
  ?..?   ?..?
  .O..   .O..
  OX..   Oa..
  ..*.   ..*.
  ?...   ?...
  ????   ????
  ----   ----
class shape
value 30
action attack a
constraint lib(a) == 2 && does_attack(*, a)

Pattern shape_net_one_stone_line3c
# X's stone can run two ways: the net on the diagonal covers both. (near the edge, the move on line 3)
  ?.O.?   ?.O.?
  ..XO.   ..aO.
  .*...   .*...
  ....?   ....?
  ?????   ?????
  -----   -----
class shape
value 30
action attack a
constraint lib(a) == 2 && does_attack(*, a)

Pattern shape_net_one_stone_line4a
# X's stone can run two ways: the net on the diagonal covers both. (near the edge, the move on line 4)
  ?....   ?....
  ...*.   ...*.
  .OX..   .Oa..
  ?.O.?   ?.O.?
  ?????   ?????
  -----   -----
class shape
value 32
action attack a
constraint lib(a) == 2 && does_attack(*, a)

Pattern shape_net_one_stone_line4b
# X's stone can run two ways: the net on the diagonal covers both. (near the edge, the move on line 4)
  ?..?   ?..?
  .O..   .O..
  OX..   Oa..
  ..*.   ..*.
  ?...   ?...
  ????   ????
  ????   ????
  ----   ----
class shape
value 32
action attack a
constraint lib(a) == 2 && does_attack(*, a)

Pattern shape_net_one_stone_line4c
# X's stone can run two ways: the net on the diagonal covers both. (near the edge, the move on line 4)
  ?.O.?   ?.O.?
  ..XO.   ..aO.
  .*...   .*...
  ....?   ....?
  ?????   ?????
  ?????   ?????
  -----   -----
class shape
value 32
action attack a
constraint lib(a) == 2 && does_attack(*, a)

Pattern shape_net_one_stone_line4d
# X's stone can run two ways: the net on the diagonal covers both. (near the edge, the move on line 4)
  ...?   ...?
  .*..   .*..
  ..XO   ..aO
  ..O.   ..O.
  ?..?   ?..?
  ----   ----
class shape
value 32
action attack a
constraint lib(a) == 2 && does_attack(*, a)

Pattern shape_crosscut_extend_line3a
# In a crosscut, extend: "When in doubt, extend from a crosscut". (near the edge, the move on line 3)
  ???   ???
  OX.   OX.
  XO*   Xa*
  ???   ???
  ???   ???
  ---   ---
class shape
value 18
action shape +
constraint lib(a) <= 3 && libs_after(*) >= 3

Pattern shape_crosscut_extend_line3b
# In a crosscut, extend: "When in doubt, extend from a crosscut". (near the edge, the move on line 3)
  ?XO?   ?XO?
  ?OX?   ?aX?
  ?*.?   ?*.?
  ????   ????
  ????   ????
  ----   ----
class shape
value 18
action shape +
constraint lib(a) <= 3 && libs_after(*) >= 3

Pattern shape_crosscut_extend_line3c
# In a crosscut, extend: "When in doubt, extend from a crosscut". (near the edge, the move on line 3)
  ???   ???
  *OX   *aX
  .XO   .XO
  ???   ???
  ---   ---
class shape
value 18
action shape +
constraint lib(a) <= 3 && libs_after(*) >= 3

Pattern shape_crosscut_extend_line3d
# In a crosscut, extend: "When in doubt, extend from a crosscut". (near the edge, the move on line 3)
  ?.*?   ?.*?
  ?XO?   ?Xa?
  ?OX?   ?OX?
  ----   ----
class shape
value 18
action shape +
constraint lib(a) <= 3 && libs_after(*) >= 3

Pattern shape_crosscut_extend_line4a
# In a crosscut, extend: "When in doubt, extend from a crosscut". (near the edge, the move on line 4)
  ???   ???
  OX.   OX.
  XO*   Xa*
  ???   ???
  ???   ???
  ???   ???
  ---   ---
class shape
value 20
action shape +
constraint lib(a) <= 3 && libs_after(*) >= 3

Pattern shape_crosscut_extend_line4b
# In a crosscut, extend: "When in doubt, extend from a crosscut". (near the edge, the move on line 4)
  ?XO?   ?XO?
  ?OX?   ?aX?
  ?*.?   ?*.?
  ????   ????
  ????   ????
  ????   ????
  ----   ----
class shape
value 20
action shape +
constraint lib(a) <= 3 && libs_after(*) >= 3

Pattern shape_crosscut_extend_line4c
# In a crosscut, extend: "When in doubt, extend from a crosscut". (near the edge, the move on line 4)
  ???   ???
  *OX   *aX
  .XO   .XO
  ???   ???
  ???   ???
  ---   ---
class shape
value 20
action shape +
constraint lib(a) <= 3 && libs_after(*) >= 3

Pattern shape_crosscut_extend_line4d
# In a crosscut, extend: "When in doubt, extend from a crosscut". (near the edge, the move on line 4)
  ?.*?   ?.*?
  ?XO?   ?Xa?
  ?OX?   ?OX?
  ????   ????
  ----   ----
class shape
value 20
action shape +
constraint lib(a) <= 3 && libs_after(*) >= 3

Pattern shape_hane_against_attach_line3a
# X attaches to our stone: hane when our stone is strong enough. (near the edge, the move on line 3)
  ?..?   ?..?
  .X*.   .b*.
  .O..   .a..
  ????   ????
  ----   ----
class shape
value 12
action shape +
constraint lib(a) >= 3 && lib(b) == 3 && !selfatari(*)

Pattern shape_hane_against_attach_line3b
# X attaches to our stone: hane when our stone is strong enough. (near the edge, the move on line 3)
  ?..?   ?..?
  ?OX.   ?ab.
  ?.*.   ?.*.
  ?..?   ?..?
  ????   ????
  ----   ----
class shape
value 12
action shape +
constraint lib(a) >= 3 && lib(b) == 3 && !selfatari(*)

Pattern shape_hane_against_attach_line3c
# X attaches to our stone: hane when our stone is strong enough. (near the edge, the move on line 3)
  ????   ????
  ..O.   ..a.
  .*X.   .*b.
  ?..?   ?..?
  ????   ????
  ----   ----
class shape
value 12
action shape +
constraint lib(a) >= 3 && lib(b) == 3 && !selfatari(*)

Pattern shape_hane_against_attach_line3d
# X attaches to our stone: hane when our stone is strong enough. (near the edge, the move on line 3)
  ?..?   ?..?
  .*.?   .*.?
  .XO?   .ba?
  ?..?   ?..?
  ----   ----
class shape
value 12
action shape +
constraint lib(a) >= 3 && lib(b) == 3 && !selfatari(*)

Pattern shape_hane_against_attach_line4a
# X attaches to our stone: hane when our stone is strong enough. (near the edge, the move on line 4)
  ?..?   ?..?
  .X*.   .b*.
  .O..   .a..
  ????   ????
  ????   ????
  ----   ----
class shape
value 14
action shape +
constraint lib(a) >= 3 && lib(b) == 3 && !selfatari(*)

Pattern shape_hane_against_attach_line4b
# X attaches to our stone: hane when our stone is strong enough. (near the edge, the move on line 4)
  ?..?   ?..?
  ?OX.   ?ab.
  ?.*.   ?.*.
  ?..?   ?..?
  ????   ????
  ????   ????
  ----   ----
class shape
value 14
action shape +
constraint lib(a) >= 3 && lib(b) == 3 && !selfatari(*)

Pattern shape_hane_against_attach_line4c
# X attaches to our stone: hane when our stone is strong enough. (near the edge, the move on line 4)
  ????   ????
  ..O.   ..a.
  .*X.   .*b.
  ?..?   ?..?
  ????   ????
  ????   ????
  ----   ----
class shape
value 14
action shape +
constraint lib(a) >= 3 && lib(b) == 3 && !selfatari(*)

Pattern shape_hane_against_attach_line4d
# X attaches to our stone: hane when our stone is strong enough. (near the edge, the move on line 4)
  ?..?   ?..?
  .*.?   .*.?
  .XO?   .ba?
  ?..?   ?..?
  ????   ????
  ----   ----
class shape
value 14
action shape +
constraint lib(a) >= 3 && lib(b) == 3 && !selfatari(*)

# ---- more shapes near the edge ------------------------------------------------

Pattern shape_net_two_stones_line3a
  ?.....   ?.....
  ....*.   ....*.
  .OXX..   .OaX..
  ?.OO.?   ?.OO.?
  ------   ------
class shape
value 34
action attack a
constraint lib(a) == 2 && does_attack(*, a)

Pattern shape_net_two_stones_line3b
  ?..?   ?..?
  .O..   .O..
  OX..   Oa..
  OX..   OX..
  ..*.   ..*.
  ?...   ?...
  ????   ????
  ----   ----
class shape
value 34
action attack a
constraint lib(a) == 2 && does_attack(*, a)

Pattern shape_net_two_stones_line3c
  ?.OO.?   ?.OO.?
  ..XXO.   ..XaO.
  .*....   .*....
  .....?   .....?
  ??????   ??????
  ------   ------
class shape
value 34
action attack a
constraint lib(a) == 2 && does_attack(*, a)

Pattern shape_net_two_stones_line4a
  ?.....   ?.....
  ....*.   ....*.
  .OXX..   .OaX..
  ?.OO.?   ?.OO.?
  ??????   ??????
  ------   ------
class shape
value 36
action attack a
constraint lib(a) == 2 && does_attack(*, a)

Pattern shape_net_two_stones_line4b
  ?..?   ?..?
  .O..   .O..
  OX..   Oa..
  OX..   OX..
  ..*.   ..*.
  ?...   ?...
  ????   ????
  ????   ????
  ----   ----
class shape
value 36
action attack a
constraint lib(a) == 2 && does_attack(*, a)

Pattern shape_net_two_stones_line4c
  ?.OO.?   ?.OO.?
  ..XXO.   ..XaO.
  .*....   .*....
  .....?   .....?
  ??????   ??????
  ??????   ??????
  ------   ------
class shape
value 36
action attack a
constraint lib(a) == 2 && does_attack(*, a)

Pattern shape_extend_after_hane_line2a
# After X's hane against our contact stone, extend to keep liberties. (near the edge, the move on line 2)
  ?X??   ?X??
  XO*.   Xa*.
  ?...   ?...
  ----   ----
class shape
value 11
action shape +
constraint lib(a) == 2 && libs_after(*) >= 3

Pattern shape_extend_after_hane_line2b
# After X's hane against our contact stone, extend to keep liberties. (near the edge, the move on line 2)
  ?X?   ?X?
  .OX   .aX
  .*?   .*?
  ..?   ..?
  ---   ---
class shape
value 11
action shape +
constraint lib(a) == 2 && libs_after(*) >= 3

Pattern shape_extend_after_hane_line2c
# After X's hane against our contact stone, extend to keep liberties. (near the edge, the move on line 2)
  ...?   ...?
  .*OX   .*aX
  ??X?   ??X?
  ----   ----
class shape
value 11
action shape +
constraint lib(a) == 2 && libs_after(*) >= 3

Pattern shape_extend_after_hane_line3a
# After X's hane against our contact stone, extend to keep liberties. (near the edge, the move on line 3)
  ?X??   ?X??
  XO*.   Xa*.
  ?...   ?...
  ????   ????
  ----   ----
class shape
value 15
action shape +
constraint lib(a) == 2 && libs_after(*) >= 3

Pattern shape_extend_after_hane_line3b
# After X's hane against our contact stone, extend to keep liberties. (near the edge, the move on line 3)
  ?X?   ?X?
  .OX   .aX
  .*?   .*?
  ..?   ..?
  ???   ???
  ---   ---
class shape
value 15
action shape +
constraint lib(a) == 2 && libs_after(*) >= 3

Pattern shape_extend_after_hane_line3c
# After X's hane against our contact stone, extend to keep liberties. (near the edge, the move on line 3)
  ...?   ...?
  .*OX   .*aX
  ??X?   ??X?
  ????   ????
  ----   ----
class shape
value 15
action shape +
constraint lib(a) == 2 && libs_after(*) >= 3

Pattern shape_extend_after_hane_line3d
# After X's hane against our contact stone, extend to keep liberties. (near the edge, the move on line 3)
  ?..   ?..
  ?*.   ?*.
  XO.   Xa.
  ?X?   ?X?
  ---   ---
class shape
value 15
action shape +
constraint lib(a) == 2 && libs_after(*) >= 3

Pattern shape_jump_between_two_line3a
# Jump out between two X stones that press from both sides. (near the edge, the move on line 3)
  ?...?   ?...?
  ..*..   ..*..
  .....   .....
  .XOX.   .XaX.
  -----   -----
class shape
value 18
action shape +
constraint lib(a) >= 2

Pattern shape_jump_between_two_line3b
# Jump out between two X stones that press from both sides. (near the edge, the move on line 3)
  ...?   ...?
  X...   X...
  O.*.   a.*.
  X...   X...
  ...?   ...?
  ----   ----
class shape
value 18
action shape +
constraint lib(a) >= 2

Pattern shape_jump_between_two_line3c
# Jump out between two X stones that press from both sides. (near the edge, the move on line 3)
  .XOX.   .XaX.
  .....   .....
  ..*..   ..*..
  ?...?   ?...?
  ?????   ?????
  -----   -----
class shape
value 18
action shape +
constraint lib(a) >= 2

