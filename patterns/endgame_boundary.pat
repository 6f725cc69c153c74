# endgame_boundary.pat — boundary moves of the endgame: hanes, descents, blocks
# and slides where our stones meet X's along the edge (moyo knowledge base,
# written for moyo).
#
# O is the player to move, X the opponent, * the move; the edge is at the
# bottom.  Class endgame swaps colours: the point where our hane gains is
# the point where X's block or descent saves, so the swapped variant is
# the defensive move at the same spot.  Values on the 0-100 scale of
# shape_good_bad.pat, rising with the line of the boundary.

Pattern end_hane_first_line
# Our stone meets X's on line 2: hane underneath on the first line.
  ?????
  .OX..
  ..*..
  -----
class endgame
value 9
action territory
constraint !selfatari(*)

Pattern end_descend_first_line
# Descend to the first line under our boundary stone before X hanes.
  ?????
  .OX..
  .*...
  -----
class endgame
value 6
action territory
constraint !selfatari(*)

Pattern end_block_hane_first_line
# X has hane'd under our boundary stone on the first line: block it.
  ?????
  .OX..
  *X...
  -----
class endgame
value 11
action territory
constraint !selfatari(*)

Pattern end_cut_hane_first_line
# X's hane under our stone on the first line: cut behind it when it is weak.
  ?????
  .OX..
  .X*..
  -----
class endgame
value 9
action territory
constraint safe(*)

Pattern end_push_under_first_line
# After our descent, push along the first line under X's boundary stone.
  ?????
  .OX..
  .O*..
  -----
class endgame
value 8
action territory
constraint !selfatari(*)

Pattern end_slide_gap_first_line
# Boundary stones two apart on line 2: slide into the gap on the first line.
  ?????
  O..X.
  ..*..
  -----
class endgame
value 7
action territory
constraint !selfatari(*)

Pattern end_close_gap_line2
# Boundary stones two apart on line 2: take the middle point yourself.
  ?????
  O*.X.
  .....
  -----
class endgame
value 6
action territory
constraint !selfatari(*)

Pattern end_hane_second_line
# Our stone meets X's on line 3: hane underneath on the second line.
  ?????
  .OX..
  ..*..
  .....
  -----
class endgame
value 14
action territory
constraint !selfatari(*)

Pattern end_descend_second_line
# Descend to the second line under our boundary stone before X hanes.
  ?????
  .OX..
  .*...
  .....
  -----
class endgame
value 9
action territory
constraint !selfatari(*)

Pattern end_block_hane_second_line
# X has hane'd under our boundary stone on the second line: block it.
  ?????
  .OX..
  *X...
  .....
  -----
class endgame
value 16
action territory
constraint !selfatari(*)

Pattern end_cut_hane_second_line
# X's hane under our stone on the second line: cut behind it when it is weak.
  ?????
  .OX..
  .X*..
  .....
  -----
class endgame
value 14
action territory
constraint safe(*)

Pattern end_push_under_second_line
# After our descent, push along the second line under X's boundary stone.
  ?????
  .OX..
  .O*..
  .....
  -----
class endgame
value 11
action territory
constraint !selfatari(*)

Pattern end_slide_gap_second_line
# Boundary stones two apart on line 3: slide into the gap on the second line.
  ?????
  O..X.
  ..*..
  .....
  -----
class endgame
value 12
action territory
constraint !selfatari(*)

Pattern end_close_gap_line3
# Boundary stones two apart on line 3: take the middle point yourself.
  ?????
  O*.X.
  .....
  .....
  -----
class endgame
value 11
action territory
constraint !selfatari(*)

Pattern end_hane_under_descent_line3
# X has already descended from line 3: hane under the descended stone.
  ?????
  .OX..
  .OX..
  ..*..
  -----
class endgame
value 9
action territory
constraint !selfatari(*)

Pattern end_double_descent_line3
# The descent all the way down to the first line from line 3.
  ?????
  .OX..
  .OX..
  .*...
  -----
class endgame
value 7
action territory
constraint !selfatari(*)

Pattern end_hane_third_line
# Our stone meets X's on line 4: hane underneath on the third line.
  ?????
  .OX..
  ..*..
  .....
  .....
  -----
class endgame
value 17
action territory
constraint !selfatari(*)

Pattern end_descend_third_line
# Descend to the third line under our boundary stone before X hanes.
  ?????
  .OX..
  .*...
  .....
  .....
  -----
class endgame
value 11
action territory
constraint !selfatari(*)

Pattern end_block_hane_third_line
# X has hane'd under our boundary stone on the third line: block it.
  ?????
  .OX..
  *X...
  .....
  .....
  -----
class endgame
value 19
action territory
constraint !selfatari(*)

Pattern end_cut_hane_third_line
# X's hane under our stone on the third line: cut behind it when it is weak.
  ?????
  .OX..
  .X*..
  .....
  .....
  -----
class endgame
value 17
action territory
constraint safe(*)

Pattern end_push_under_third_line
# After our descent, push along the third line under X's boundary stone.
  ?????
  .OX..
  .O*..
  .....
  .....
  -----
class endgame
value 13
action territory
constraint !selfatari(*)

Pattern end_slide_gap_third_line
# Boundary stones two apart on line 4: slide into the gap on the third line.
  ?????
  O..X.
  ..*..
  .....
  .....
  -----
class endgame
value 15
action territory
constraint !selfatari(*)

Pattern end_close_gap_line4
# Boundary stones two apart on line 4: take the middle point yourself.
  ?????
  O*.X.
  .....
  .....
  .....
  -----
class endgame
value 14
action territory
constraint !selfatari(*)

Pattern end_hane_under_descent_line4
# X has already descended from line 4: hane under the descended stone.
  ?????
  .OX..
  .OX..
  ..*..
  .....
  -----
class endgame
value 11
action territory
constraint !selfatari(*)

Pattern end_double_descent_line4
# The descent all the way down to the first line from line 4.
  ?????
  .OX..
  .OX..
  .*...
  .....
  -----
class endgame
value 9
action territory
constraint !selfatari(*)

# ---- the first line ---------------------------------------------------------

Pattern end_first_line_block_crawl
# X crawls along the first line into our side: block it.
  ?OOO?
  ?X*..
  -----
class endgame
value 8
action territory
constraint !selfatari(*)

Pattern end_first_line_knight_slide
# The knight's slide to the first line from a second-line stone: a quiet reduction.
  ??.X?
  ?O...
  ?..*.
  -----
class endgame
value 6
action territory
constraint safe(*)

Pattern end_second_line_knight_slide
# The knight's slide from a third-line stone to the second line under X.
  ??.X?
  ?O...
  ?..*.
  ?....
  -----
class endgame
value 9
action territory
constraint safe(*)

Pattern end_connect_second_line_gap
# Our two second-line stones under X have a gap X could cut through: connect.
  ?X.X?
  ?O*O?
  ?...?
  -----
class endgame
value 7
action territory
constraint osafe(*)

Pattern end_atari_first_line_gain
# X's first-line stone has two liberties: atari toward the edge connects and gains.
  ?O.O?   ?O.O?
  ?.X*?   ?.a*?
  -----   -----
class endgame
value 8
action territory
constraint lib(a) == 2 && !selfatari(*)

