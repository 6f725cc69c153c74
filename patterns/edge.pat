# edge.pat — moves on the first and second lines.  The bottom edge is drawn
# with '-', corners with '+'; symmetry puts each pattern on every side.
# O is the player to move, X the opponent, * the move.

Pattern second_line_hane_under
# Hane on the first line under X's second-line stone.
  ????
  ?OX?
  ?.*.
  ----
class edge
value 10
action shape +
constraint !selfatari(*) && libs_after(*) >= 2

Pattern first_line_block
# X crawled to the first line next to O: block it.
  ????
  ?O.?
  ?X*.
  ----
class edge
value 12
action territory
constraint !selfatari(*)

Pattern descent_to_first_line
# The descent (sagari) from a second-line stone enlarges eye space and
# prevents X's hane.
  ?..?
  ?O.?
  ?*.?
  ----
class edge
value 6
action territory
constraint libs_after(*) >= 3

Pattern monkey_jump
# From a second-line stone, the large knight's slide along the first line.
  ?????
  ?....
  ?O...
  ?...*
  -----
class edge
value 12
action territory
constraint !selfatari(*)

Pattern small_slide
# The small knight's slide on the first line, where the monkey jump is too far.
  ????
  ?...
  ?O..
  ?..*
  ----
class edge
value 8
action territory
constraint !selfatari(*)

Pattern crawl_on_second_line
# Crawling on the second line under X's wall: usually too slow.
  ?XX?
  ?O*.
  ?...
  ----
class edge
value -8
action shape -
constraint captures(*) == 0

Pattern corner_block_first_line
# In the corner, the descent that stops X's first-line stone short.
  +---
  |.*X
  |.O?
  |???
class edge
value 9
action territory
constraint !selfatari(*)

Pattern block_second_line_crawl
# X crawls on the second line under O's third-line stones: block ahead.
  ?OO.?
  ?XX*?
  ?...?
  -----
class edge
value 15
action territory
constraint !selfatari(*) && libs_after(*) >= 2

Pattern third_line_two_space_extension
# From a lone third-line stone, the two-space extension is stable.
  ???????
  .......
  .......
  ..O..*.
  .......
  .......
  -------
class edge
value 14
action territory
constraint !selfatari(*)
