# eye.pat — eye shapes and their vital points.  The vital point of an eye
# space is the key for both sides (the owner lives, the opponent kills),
# so eye patterns match with colours swapped too (the class default).
# O is the player to move, X the opponent, * the move.

Pattern straight_three_vital
  ?OOO?
  O.*.O
  ?OOO?
class eye
value 40
action vital

Pattern bent_three_vital
  ?OO?
  O.*O
  ?O.O
  ??O?
class eye
value 40
action vital

Pattern pyramid_four_vital
  ?OOO?
  O.*.O
  ?O.O?
  ??O??
class eye
value 40
action vital

Pattern crossed_five_vital
  ??O??
  ?O.O?
  O.*.O
  ?O.O?
  ??O??
class eye
value 40
action vital

Pattern bulky_five_vital
  ?OO??
  O..O?
  O.*.O
  ?OOO?
class eye
value 40
action vital

Pattern straight_three_on_edge_vital
  ?OOO?
  O.*.O
  -----
class eye
value 38
action vital

Pattern bent_three_edge_vital
  ?OO|
  O.*|
  ?O.|
  ??O|
class eye
value 40
action vital

Pattern false_eye_diagonal
# With one diagonal of X's eye in O's hands, the second makes it false.
  OX?
  X.X
  ?X*
class eye
value 25
action vital
constraint !selfatari(*)

Pattern false_eye_on_edge
# On the edge one diagonal is enough to make the eye false.
  ?X*
  X.X
  ---
class eye
value 28
action vital
constraint !selfatari(*)

Pattern false_eye_near_corner
# Next to the corner, too, one diagonal makes the first-line eye false.
  ?X*|
  X.X|
  ---+
class eye
value 28
action vital
constraint !selfatari(*)

Pattern make_eye_on_edge
# Closing a first-line eye of O with the move beside it.
  ?OO?
  O.*O
  ----
class eye
value 22
action vital
constraint !selfatari(*)

Pattern square_four_dead
# Four points in a square make no second eye: playing inside is useless.
  ?OO?
  O.*O
  O..O
  ?OO?
class eye
value -10
action antisuji
