# life_corner.tst — life and death in the corner, positions of our own
# (GNU Go regression format).  Each group is walled in by an opponent
# string with many outside liberties, so only the eye space decides; the
# reasoning is in each comment, lines checked move by move over GTP.

# Bent three A2-A1-B1 in the corner: the bend A1 is the vital point.
# Black A1 leaves the eyes A2 and B1; White A1 leaves one eye however
# Black answers (White A1 has two liberties and is taken only by
# filling, which leaves a two-point eye).  White B1 is answered by A1,
# which captures it and leaves A2 and B1 as two eyes.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 . . . . . . . . .
#  4 O O O . . . . . .
#  3 X X O O . . . . .
#  2 . X X O . . . . .
#  1 . . X O . . . . .
loadsgf games/ld-corner-bent-three.sgf
1 owl_attack A3
#? [1 A1]
2 owl_defend A3
#? [1 A1]
3 owl_does_defend B1 A3
#? [0]
4 owl_does_attack B1 A3
#? [0]
5 dragon_status A3
#? [critical A1 A1]

# Square four A1 B1 A2 B2: one eye whatever Black plays inside (any
# move leaves a bent three with White to play the bend, or a two-point
# eye).  Dead as it stands.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 . . . . . . . . .
#  4 O O O O . . . . .
#  3 X X X O . . . . .
#  2 . . X O . . . . .
#  1 . . X O . . . . .
loadsgf games/ld-corner-square-four.sgf
6 owl_defend A3
#? [0]
7 owl_does_defend A1 A3
#? [0]
8 owl_does_defend B2 A3
#? [0]
9 dragon_status A3
#? [dead]

# Bulky five A1 B1 C1 A2 B2: the vital point is B1 (the 2-1 point, the
# one point of the space with three neighbours in it).  Black B1 leaves
# the bent three A1-A2-B2 and the single eye C1; White B1 kills.  Black
# C1 instead leaves a square four: dead.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 . . . . . . . . .
#  4 O O O O . . . . .
#  3 X X X O O . . . .
#  2 . . X X O . . . .
#  1 . . . X O . . . .
loadsgf games/ld-corner-bulky-five.sgf
10 owl_attack D2
#? [1 B1]
11 owl_defend D2
#? [1 B1]
12 owl_does_defend C1 D2
#? [0]
13 owl_does_attack A1 D2
#? [0]

# Pyramid four A1 B1 C1 B2 in the corner: B1, touching the three other
# points, is vital.  Black B1 makes three single eyes; White B1 leaves
# one (Black can take it only by filling its own space).
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 . . . . . . . . .
#  4 O O O O . . . . .
#  3 X X X O O . . . .
#  2 X . X X O . . . .
#  1 . . . X O . . . .
loadsgf games/ld-corner-pyramid-four.sgf
14 owl_attack A2
#? [1 B1]
15 owl_defend A2
#? [1 B1]
16 owl_does_defend A1 A2
#? [0]
17 owl_does_attack B2 A2
#? [0]

# Bent four A3 A2 A1 B1 in the corner with no outside liberty: White
# A2 kills.  Black A3 is met by A1 (White A1-A2 and Black both in atari
# at B1: Black takes two and keeps the one eye A1-A2); Black A1 is met by
# B1, which takes A1 and leaves Black in atari at A3; Black B1 is met
# by A3 or A1 with the same shortage.  Black A2 lives: eyes A3 and
# A1-B1, and so does Black A1 (White A2 is then taken by A3, leaving the
# eyes A2 and B1; White B1 is suicide).  White's other tries fail (A1 and
# B1 are answered by A2, A3 is taken by A2).  In the open a bent four lives; here the corner and the
# missing outside liberties kill it.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 O O O . . . . . .
#  4 X X O . . . . . .
#  3 . X O O . . . . .
#  2 . X X O . . . . .
#  1 . . X O . . . . .
loadsgf games/ld-corner-bent-four.sgf
18 owl_attack A4
#? [1 A2]
19 owl_defend A4
#? [1 (A2|A1)]
20 owl_does_attack A1 A4
#? [0]
21 owl_does_defend A3 A4
#? [0]
22 owl_does_defend A1 A4
#? [1]
23 dragon_status A4
#? [critical A2 (A2|A1)]

# Not a seki: Black's wall A2-E2-E1 has only A1 and D1, the liberties
# of White's two stones B1 C1 as well.  Black cannot fill either (White
# takes the wall at the other), but White can: White D1 puts Black in
# atari, Black A1 takes three and is left with the straight three
# B1-C1-D1, and White C1 kills (A1 likewise leaves A1-B1-C1 and B1
# kills).  Black cannot kill the two White stones.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 . . . . . . . . .
#  4 . . . . . . . . .
#  3 O O O O O O . . .
#  2 X X X X X O . . .
#  1 . O O . X O . . .
loadsgf games/ld-corner-false-seki.sgf
24 owl_attack A2
#? [1 (A1|D1)]
25 owl_defend A2
#? [0]
26 owl_does_attack D1 A2
#? [1]

# Seki: Black's wall A2-F2-F1 and White's three stones B1 C1 D1 share
# the liberties A1 and E1 and have no others.  Black filling one is
# taken at the other.  White filling one gives Black four stones to
# take, and the four points (A1-D1 in the corner with E1 Black, or B1-E1
# with A1 Black) are a straight four: two eyes.  Neither can kill.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 . . . . . . . . .
#  4 . . . . . . . . .
#  3 O O O O O O O . .
#  2 X X X X X X O . .
#  1 . O O O . X O . .
loadsgf games/ld-corner-seki-three.sgf
27 owl_attack A2
#? [0]
28 owl_does_attack A1 A2
#? [0]
29 owl_does_attack E1 A2
#? [0]
30 owl_does_attack A1 B1
#? [0]
