# life_edge.tst — life and death on the first lines, away from the
# corner, positions of our own (GNU Go regression format).  Black's group
# C1-G3 is surrounded by White's wall B1-H4; the interior D1-F2 holds the
# eye space named in each comment.  Lines checked move by move over GTP.

# Straight three D1 E1 F1 on the first line: E1 is vital.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 . . . . . . . . .
#  4 . O O O O O O O .
#  3 . O X X X X X O .
#  2 . O X X X X X O .
#  1 . O X . . . X O .
loadsgf games/ld-edge-straight-three.sgf
1 owl_attack C3
#? [1 E1]
2 owl_defend C3
#? [1 E1]
3 owl_does_defend D1 C3
#? [0]

# Bent three D1 E1 E2: the bend E1 is vital (Black E1 leaves the eyes
# D1 and E2; White E1 leaves one).
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 . . . . . . . . .
#  4 . O O O O O O O .
#  3 . O X X X X X O .
#  2 . O X X . X X O .
#  1 . O X . . X X O .
loadsgf games/ld-edge-bent-three.sgf
4 owl_attack C3
#? [1 E1]
5 owl_defend C3
#? [1 E1]
6 owl_does_attack E2 C3
#? [0]

# Square four D1 E1 D2 E2 on the edge: one eye.  Dead.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 . . . . . . . . .
#  4 . O O O O O O O .
#  3 . O X X X X X O .
#  2 . O X . . X X O .
#  1 . O X . . X X O .
loadsgf games/ld-edge-square-four.sgf
7 owl_defend C3
#? [0]
8 dragon_status C3
#? [dead]

# Bulky five D1 E1 F1 D2 E2 on the edge: E1 (three neighbours in the
# space) is vital.  White E1 kills; Black E1 lives (D1-D2-E2 and F1),
# and so do Black D1 and E2, each leaving a path of four (D2-E2-E1-F1,
# D2-D1-E1-F1).  Black F1 leaves the square four: dead.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 . . . . . . . . .
#  4 . O O O O O O O .
#  3 . O X X X X X O .
#  2 . O X . . X X O .
#  1 . O X . . . X O .
loadsgf games/ld-edge-bulky-five.sgf
9 owl_attack C3
#? [1 E1]
10 owl_defend C3
#? [1 (E1|D1|E2)]
11 owl_does_defend F1 C3
#? [0]
12 owl_does_attack D1 C3
#? [0]

# Bulky five D2 E2 F2 E1 F1 (the square on the right, the extra point
# on the second line): E2 is vital (neighbours D2, F2, E1).  Black also
# lives with F2 or E1 (each leaves a path of four); Black D2 leaves the
# square four.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 . . . . . . . . .
#  4 . O O O O O O O .
#  3 . O X X X X X O .
#  2 . O X . . . X O .
#  1 . O X X . . X O .
loadsgf games/ld-edge-bulky-five-up.sgf
13 owl_attack C3
#? [1 E2]
14 owl_defend C3
#? [1 (E2|F2|E1)]
15 owl_does_defend D2 C3
#? [0]

# Rectangular six D1-F2 on the edge, away from the corner: alive.  Each
# White try inside is answered on the point that splits the rest into
# two eyes (E2 by E1, E1 by E2, D2 by F1 ...).
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 . . . . . . . . .
#  4 . O O O O O O O .
#  3 . O X X X X X O .
#  2 . O X . . . X O .
#  1 . O X . . . X O .
loadsgf games/ld-edge-rectangular-six.sgf
16 owl_attack C3
#? [0]
17 owl_does_attack E2 C3
#? [0]
18 owl_does_attack E1 C3
#? [0]
19 dragon_status C3
#? [alive]

# Pyramid four D2 E2 F2 E1 (stem on the edge): E2 is vital.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 . . . . . . . . .
#  4 . O O O O O O O .
#  3 . O X X X X X O .
#  2 . O X . . . X O .
#  1 . O X X . X X O .
loadsgf games/ld-edge-pyramid-up.sgf
20 owl_attack C3
#? [1 E2]
21 owl_defend C3
#? [1 E2]
22 owl_does_defend E1 C3
#? [0]
