# edge_moves.pat — moves near the edge: blocks, crawls, hanes, descents, monkey
# jumps, first-line tricks (moyo knowledge base, written for moyo).
#
# O is the player to move, X the opponent, * the move.  The edge is drawn
# at the bottom ("-----"); the row just above it is the first line.
# Values on the 0-100 scale of shape_good_bad.pat.

# ---- blocking a crawl ---------------------------------------------------------

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

# ---- contact plays against our stones near the edge --------------------------------

Pattern edge_hane_against_undercut
# X attaches under our third-line stone: hane on the second line toward our side.
  ?...?   ?...?
  ?.O.?   ?.a.?
  ?.X*.   ?.b*.
  ?...?   ?...?
  -----   -----
class edge
value 15
action territory
constraint lib(a) >= 3 && lib(b) == 3 && !selfatari(*)

Pattern edge_hane_against_attach_on_top
# X attaches on top of our third-line stone: hane on the fourth line.
  ?...?   ?...?
  ?.X*.   ?.b*.
  ?.O..   ?.a..
  ?...?   ?...?
  ?...?   ?...?
  -----   -----
class edge
value 12
action shape +
constraint lib(a) >= 3 && lib(b) == 3 && !selfatari(*)

Pattern edge_extend_under_attach_on_top
# The same attachment answered by extending along the third line.
  ?...?   ?...?
  ?.X..   ?.b..
  ?.O*.   ?.a*.
  ?...?   ?...?
  ?...?   ?...?
  -----   -----
class edge
value 10
action territory
constraint lib(a) <= 3 && lib(b) >= 2 && libs_after(*) >= 4

Pattern edge_hane_under_fourth_line_stone
# X attaches under our fourth-line stone on the third line: hane underneath.
  ?...?   ?...?
  ?.O.?   ?.a.?
  ?.X*.   ?.b*.
  ?...?   ?...?
  ?...?   ?...?
  -----   -----
class edge
value 14
action territory
constraint lib(a) >= 3 && lib(b) == 3 && !selfatari(*)

Pattern edge_block_after_hane_undercut
# Our second-line hane was answered by X's hane underneath: block on the first line.
  ?...?   ?...?
  ?.O..   ?.O..
  ?.XO.   ?.aO.
  ?.X*?   ?.X*?
  -----   -----
class edge
value 16
action territory
constraint lib(a) <= 3 && !selfatari(*)

# ---- descents and stands ------------------------------------------------------------

Pattern edge_stand_second_line
# Stand from the third line down to the second when X's stone leans on ours.
  ?.X.?   ?.X.?
  ?XO.?   ?Xa.?
  ?.*.?   ?.*.?
  ?...?   ?...?
  -----   -----
class edge
value 12
action territory
constraint lib(a) <= 3 && libs_after(*) >= 3

Pattern edge_descend_from_third_line
# Descend from our third-line wall end to block X's slide along the second line.
  ?OO.?   ?OO.?
  ?.O.?   ?.a.?
  ?.*X?   ?.*X?
  ?...?   ?...?
  -----   -----
class edge
value 13
action territory
constraint lib(a) >= 2 && !selfatari(*)

Pattern edge_descend_first_line_corner
# In the corner the first-line descent also makes eye space.
  |...?
  |.O.?
  |.O.?
  |.*.?
  +----
class edge
value 10
action territory
constraint !selfatari(*)

# ---- attacking a stone on the edge ----------------------------------------------------

Pattern edge_atari_toward_first_line
# Atari a second-line stone from above: it can only crawl along the second line.
  ?.*.?   ?.*.?
  ?OX.?   ?Oa.?
  ?.O.?   ?.O.?
  -----   -----
class edge
value 18
action attack a
constraint lib(a) == 2 && does_attack(*, a)

Pattern edge_cap_invader_from_wall
# An X stone slid under our fourth-line stones: close the second-line path.
  ?OOO?   ?OOO?
  ?...?   ?...?
  ?.X*?   ?.a*?
  ?...?   ?...?
  -----   -----
class edge
value 16
action attack a
constraint lib(a) >= 3 && !selfatari(*)

# ---- first-line and corner points ---------------------------------------------------------

Pattern edge_corner_2_2_block
# Block X's crawl at the corner's 2-2 point.
  |.O..   |.O..
  |.*X.   |.*a.
  |....   |....
  +----   +----
class edge
value 12
action territory
constraint lib(a) >= 2 && !selfatari(*)

Pattern edge_corner_first_line_block
# Block X's first-line crawl under our second-line stones near the corner.
  |OO.   |OO.
  |.*X   |.*X
  +---   +---
class edge
value 9
action territory
constraint !selfatari(*)

Pattern edge_second_line_push_into_atari
# Pushing along the second line into a position where X ataris us is wrong.
  ?XX.?
  ?O*X?
  ?...?
  -----
class edge
value -12
action shape -
constraint libs_after(*) <= 2
