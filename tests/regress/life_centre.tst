# life_centre.tst — life and death of a group in the centre, positions of
# our own (GNU Go regression format).  Black's ring C3-G7 encloses the
# 3x3 interior D4-F6 and is itself surrounded by White's ring B2-H8 (no
# outside liberties); the Black stones inside the interior leave the eye
# space named in each comment.  Lines checked move by move over GTP.

# Straight three D5 E5 F5: the middle E5 is vital for both sides.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . O O O O O O O .
#  7 . O X X X X X O .
#  6 . O X X X X X O .
#  5 . O X . . . X O .
#  4 . O X X X X X O .
#  3 . O X X X X X O .
#  2 . O O O O O O O .
#  1 . . . . . . . . .
loadsgf games/ld-centre-straight-three.sgf
1 owl_attack C3
#? [1 E5]
2 owl_defend C3
#? [1 E5]
3 owl_does_defend D5 C3
#? [0]
4 dragon_status C3
#? [critical E5 E5]

# Bent three D5 E5 E4: the bend E5 is vital (Black E5 makes the eyes D5
# and E4; White E5 leaves one).
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . O O O O O O O .
#  7 . O X X X X X O .
#  6 . O X X X X X O .
#  5 . O X . . X X O .
#  4 . O X X . X X O .
#  3 . O X X X X X O .
#  2 . O O O O O O O .
#  1 . . . . . . . . .
loadsgf games/ld-centre-bent-three.sgf
5 owl_attack C3
#? [1 E5]
6 owl_defend C3
#? [1 E5]
7 owl_does_defend E4 C3
#? [0]

# Pyramid four D5 E5 F5 E6: E5, next to the three others, is vital.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . O O O O O O O .
#  7 . O X X X X X O .
#  6 . O X X . X X O .
#  5 . O X . . . X O .
#  4 . O X X X X X O .
#  3 . O X X X X X O .
#  2 . O O O O O O O .
#  1 . . . . . . . . .
loadsgf games/ld-centre-pyramid-four.sgf
8 owl_attack C3
#? [1 E5]
9 owl_defend C3
#? [1 E5]
10 owl_does_defend E6 C3
#? [0]
11 owl_does_attack D5 C3
#? [0]

# Square four D5 E5 D4 E4: one eye whatever Black does.  Dead.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . O O O O O O O .
#  7 . O X X X X X O .
#  6 . O X X X X X O .
#  5 . O X . . X X O .
#  4 . O X . . X X O .
#  3 . O X X X X X O .
#  2 . O O O O O O O .
#  1 . . . . . . . . .
loadsgf games/ld-centre-square-four.sgf
12 owl_defend C3
#? [0]
13 dragon_status C3
#? [dead]

# Bulky five D5 E5 F5 D4 E4: E5 (three neighbours in the space) is
# vital.  White E5 kills (any Black answer leaves one eye, and taking
# the White stones only makes a smaller killable shape).  Black E5
# leaves the eyes D5-D4-E4 and F5; Black D5 and E4 live too, each
# leaving a path of four (F5-E5-E4-D4, D4-D5-E5-F5).  Black D4
# leaves the pyramid D5 E5 F5 E4, Black F5 the square four.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . O O O O O O O .
#  7 . O X X X X X O .
#  6 . O X X X X X O .
#  5 . O X . . . X O .
#  4 . O X . . X X O .
#  3 . O X X X X X O .
#  2 . O O O O O O O .
#  1 . . . . . . . . .
loadsgf games/ld-centre-bulky-five.sgf
14 owl_attack C3
#? [1 E5]
15 owl_defend C3
#? [1 (E5|D5|E4)]
16 owl_does_defend F5 C3
#? [0]
17 owl_does_defend D4 C3
#? [0]
18 owl_does_attack D4 C3
#? [0]

# Crossed five (the plus) E6 D5 E5 F5 E4: the centre E5 is vital; Black
# E5 makes four single eyes, White E5 leaves one.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . O O O O O O O .
#  7 . O X X X X X O .
#  6 . O X X . X X O .
#  5 . O X . . . X O .
#  4 . O X X . X X O .
#  3 . O X X X X X O .
#  2 . O O O O O O O .
#  1 . . . . . . . . .
loadsgf games/ld-centre-crossed-five.sgf
19 owl_attack C3
#? [1 E5]
20 owl_defend C3
#? [1 E5]
21 owl_does_defend E6 C3
#? [0]

# Rabbity six E6 D5 E5 F5 E4 F4: the centre E5 is vital.  Black E5
# leaves E6, D5 and the bent three F5-F4-E4.  Black F5 and E4 live as
# well: the five points left (E6 D5 E5 E4 F4, or its mirror) are neither
# a bulky nor a crossed five and White E5 is answered by capturing from
# three single eyes around it.  Black F4 leaves the crossed five: dead.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . O O O O O O O .
#  7 . O X X X X X O .
#  6 . O X X . X X O .
#  5 . O X . . . X O .
#  4 . O X X . . X O .
#  3 . O X X X X X O .
#  2 . O O O O O O O .
#  1 . . . . . . . . .
loadsgf games/ld-centre-rabbity-six.sgf
22 owl_attack C3
#? [1 E5]
23 owl_defend C3
#? [1 (E5|F5|E4)]
24 owl_does_defend F4 C3
#? [0]
25 owl_does_attack F4 C3
#? [0]

# Zigzag four D6 D5 E5 E4 (a path of four points): alive.  A White
# stone on an inner point (D5 or E5) is answered on the other one,
# which leaves two separate eyes at the ends.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . O O O O O O O .
#  7 . O X X X X X O .
#  6 . O X . X X X O .
#  5 . O X . . X X O .
#  4 . O X X . X X O .
#  3 . O X X X X X O .
#  2 . O O O O O O O .
#  1 . . . . . . . . .
loadsgf games/ld-centre-zigzag-four.sgf
26 owl_attack C3
#? [0]
27 owl_does_attack D5 C3
#? [0]
28 owl_does_attack E5 C3
#? [0]

# Colours swapped: White's ring with the bulky five D6 E6 D5 E5 F5
# inside (Black outside).  E5 (three neighbours in the space) is vital:
# Black E5 kills; White E5 lives (eyes D6-E6-D5 and F5), and so do White
# E6 and D5, each leaving a path of four (D6-D5-E5-F5, D6-E6-E5-F5).
# Black D5 is answered by E5 (eyes D6-E6 and F5).
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . X X X X X X X .
#  7 . X O O O O O X .
#  6 . X O . . O O X .
#  5 . X O . . . O X .
#  4 . X O O O O O X .
#  3 . X O O O O O X .
#  2 . X X X X X X X .
#  1 . . . . . . . . .
loadsgf games/ld-centre-white-bulky-five.sgf
29 owl_attack C3
#? [1 E5]
30 owl_defend C3
#? [1 (E5|E6|D5)]
31 owl_does_attack D5 C3
#? [0]
