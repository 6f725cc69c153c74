# life.pat — life-and-death moves on the edge of a group's eye space, for
# the owl's move generator (class life).  O is the player to move; each
# pattern is drawn as O's move that takes eye space from the X group
# labelled a (action attack a).  Life and death is one fight seen from two
# sides: the point where the attacker reduces is where the owner blocks
# or extends, so the class matches with colours swapped too, and then the
# action reads as defend (the owner's move).

Pattern life_first_line_hane
# The hane on the first line under X's second-line stone, from O's stone
# beside it: the standard reduction of an edge eye space from outside.
# If X does not block, O crawls on; if X blocks, O often has a
# follow-up (the throw-in or the atari from outside).
  OX??   Oa??
  .*..
  ----
class life
value 30
action attack a
constraint !selfatari(*)

Pattern life_first_line_slide
# O's first-line stone slides one point further under X's wall: each step
# along the first line takes a point of the eye space the owner needs.
  ?X??   ?a??
  O*..
  ----
class life
value 25
action attack a
constraint !selfatari(*)

Pattern life_second_line_hane
# The hane at the side of X's second-line wall, from O's third-line stone
# diagonally above it: it narrows the space from the side before the
# first-line moves.
  ?O??
  *X..   *a..
  ....
  ----
class life
value 20
action attack a
constraint !selfatari(*)

Pattern life_corner_placement
# The point next to the corner (1-2 point) inside X's corner space that
# X has not closed: O's placement there lives in the corner's eye space
# (the corner shortens liberties), the well-known killing spot when the
# space is small.
  |X??   |a??
  |..X
  |.*.
  +---
class life
value 25
action attack a
