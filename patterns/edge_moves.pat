# edge_moves.pat — moves near the edge: blocks, crawls, hanes, descents, monkey
# jumps, first-line tricks (moyo knowledge base, written for moyo).
#
# O is the player to move, X the opponent, * the move.  The edge is drawn
# at the bottom ("-----"); the row just above it is the first line.
# Values on the 0-100 scale of shape_good_bad.pat.

# ---- blocking a crawl ---------------------------------------------------------

Pattern edge_block_crawl_line2
# X crawls along the second line under our stones: block in front.
  ?OO.?   ?OO.?
  ?XX*.   ?Xa*.
  ?...?   ?...?
  -----   -----
class edge
value 22
action territory
constraint !selfatari(*) && lib(a) <= 3

Pattern edge_block_crawl_line3
# X crawls along the third line: blocking in front keeps the side.
  ?OO.?   ?OO.?
  ?XX*.   ?Xa*.
  ?...?   ?...?
  ?...?   ?...?
  -----   -----
class edge
value 28
action territory
constraint !selfatari(*) && lib(a) <= 4

Pattern edge_block_crawl_line4
  ?OO.?   ?OO.?
  ?XX*.   ?Xa*.
  ?...?   ?...?
  ?...?   ?...?
  ?...?   ?...?
  -----   -----
class edge
value 24
action moyo
constraint !selfatari(*)


# ---- crawling is slow --------------------------------------------------------------

Pattern edge_crawl_line1
# Crawling along the first line under X's wall earns one point a move.
  ?XXX?   ?XXX?
  ?OO*.   ?OO*.
  -----   -----
class edge
value -20
action shape -

Pattern edge_crawl_line2
# "Do not crawl along the second line": X's wall grows stronger than our gain.
  ?XXX?   ?XXX?
  ?OO*.   ?Oa*.
  ?...?   ?...?
  -----   -----
class edge
value -10
action shape -
constraint lib(a) >= 2


# ---- descents --------------------------------------------------------------

Pattern edge_descend_block_hane
# X threatens the first-line hane: descend to the first line.
  ?OX?   ?aX?
  ?O.?   ?O.?
  ?*.?   ?*.?
  ----   ----
class edge
value 14
action territory
constraint lib(a) >= 2 && !selfatari(*)

Pattern edge_descend_for_liberties
# Descending to the first line from a two-liberty second-line stone gains liberties.
  ?X?   ?X?
  XO.   Xa.
  ?*?   ?*?
  ---   ---
class edge
value 18
action defend a
constraint lib(a) == 2 && libs_after(*) >= 3

Pattern edge_descend_eye_space
# At the end of our second-line wall the descent makes room for an eye.
  ?XX?   ?XX?
  XOO.   XaO.
  .*..   .*..
  ----   ----
class edge
value 12
action territory
constraint !selfatari(*) && lib(a) >= 2

# ---- first-line hanes and blocks ----------------------------------------------

Pattern edge_hane_first_line
# Hane on the first line into X's side when our second-line stone is solid.
  ?O.X?   ?O.X?
  ?OX.?   ?aX.?
  ?.*.?   ?.*.?
  -----   -----
class edge
value 12
action territory
constraint lib(a) >= 3 && !selfatari(*)

Pattern edge_block_first_line_hane
# X hanes on the first line under our stones: block it.
  ?OOX?   ?OOX?
  ?*X.?   ?*a.?
  -----   -----
class edge
value 20
action territory
constraint !selfatari(*) && lib(a) >= 2

Pattern edge_atari_first_line_hane
# X's first-line hane is in atari once we play behind it.
  ?OOX?   ?OOX?
  ?.X*?   ?.a*?
  -----   -----
class edge
value 22
action attack a
constraint lib(a) == 2 && !selfatari(*) && does_attack(*, a)

Pattern edge_capture_first_line_hane
# The first-line hane is in atari: take it.
  ?OO?   ?OO?
  ?*XO   ?*aO
  ----   ----
class edge
value 30
action attack a
constraint lib(a) == 1

Pattern edge_connect_after_first_line_hane
# Our first-line hane stone is in atari: connect behind it.
  ?XO?   ?XO?
  ?O*.   ?a*.
  ----   ----
class edge
value 20
action defend a
constraint lib(a) == 1 && libs_after(*) >= 2

# ---- monkey jump and knight's slides -------------------------------------------

Pattern edge_monkey_jump
# From a solid second-line stone the large knight's move on the first line.
  ?O..X?   ?O..X?
  ?O....   ?a....
  ?...*.   ?...*.
  ------   ------
class edge
value 16
action territory
constraint lib(a) >= 3 && safe(*)

Pattern edge_small_monkey_jump
# The smaller knight's slide on the first line, safer when X is closer.
  ?O.X?   ?O.X?
  ?O...   ?a...
  ?..*.   ?..*.
  -----   -----
class edge
value 12
action territory
constraint lib(a) >= 3 && safe(*)



# ---- first-line tesuji ----------------------------------------------------------


Pattern edge_first_line_selfatari
# A first-line move into atari that captures nothing is almost always wrong.
  ?.?
  .*.
  ---
class edge
value -25
action antisuji
constraint selfatari(*) && captures(*) == 0

Pattern edge_second_line_selfatari
  ?.?
  .*.
  ?.?
  ---
class edge
value -20
action antisuji
constraint selfatari(*) && captures(*) == 0

Pattern edge_connect_underneath
# Link two of our second-line stones under X's stone on the first line.
  ?.X.?   ?.X.?
  ?OXO?   ?aXb?
  ?.*.?   ?.*.?
  -----   -----
class edge
value 24
action connect a b
constraint safe(*)


Pattern edge_first_line_placement_attack
# A first-line move under X's stones that takes their last outside liberties.
  ?OO?   ?OO?
  OXX?   OaX?
  .*X?   .*X?
  ----   ----
class edge
value 12
action attack a
constraint lib(a) <= 3 && does_attack(*, a)

Pattern edge_hane_second_line_reduce
# Hane on the second line from outside to reduce X's side territory.
  ?O...?   ?a...?
  ?OX..?   ?OX..?
  ?.*..?   ?.*..?
  ?....?   ?....?
  ------   ------
class edge
value 12
action territory
constraint lib(a) >= 3 && !selfatari(*)

Pattern edge_bump_under_second_line
# A lone X stone on the second line under our wall: block its way along the edge.
  ?OOO?   ?OOO?
  ?.X*.   ?.a*.
  ?...?   ?...?
  -----   -----
class edge
value 18
action attack a
constraint lib(a) <= 3 && !selfatari(*)
