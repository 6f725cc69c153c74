# life_centre.tst — life and death of a group away from the edges,
# positions of our own (GNU Go regression format).  Most are drawn in
# one frame: Black's ring C3-G7 encloses the 3x3 interior D4-F6 and is
# itself surrounded by White's ring B2-H8 (no outside liberties); the
# Black stones inside the interior leave the eye space named in each
# comment.  Lines checked move by move over GTP.

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

# White's crossed five E6 D5 E5 F5 E4 inside Black's rabbity-six space,
# in atari at F4 like Black's ring.  Black to move takes five at F4 and
# is left with the crossed five: White E5 kills.  White to move takes
# the ring at F4.  Dead either way.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . O O O O O O O .
#  7 . O X X X X X O .
#  6 . O X X O X X O .
#  5 . O X O O O X O .
#  4 . O X X O . X O .
#  3 . O X X X X X O .
#  2 . O O O O O O O .
#  1 . . . . . . . . .
loadsgf games/ld-centre-nakade-crossed-five.sgf
32 owl_defend C3
#? [0]
33 owl_does_defend F4 C3
#? [0]
34 dragon_status C3
#? [dead]

# Two single eyes D6 and F4: alive, nothing to read.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . O O O O O O O .
#  7 . O X X X X X O .
#  6 . O X . X X X O .
#  5 . O X X X X X O .
#  4 . O X X X . X O .
#  3 . O X X X X X O .
#  2 . O O O O O O O .
#  1 . . . . . . . . .
loadsgf games/ld-centre-two-eyes.sgf
35 owl_attack C3
#? [0]
36 owl_defend C3
#? [1 PASS]
37 dragon_status C3
#? [alive]

# White's straight three D5 E5 F5 inside Black's ring, in atari at E4
# (Black's own last liberty too, with E6 Black): Black E4 takes three
# and leaves the straight three D5 E5 F5, whose middle White takes:
# dead.  So Black is dead whoever moves; White E4 takes the ring.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . O O O O O O O .
#  7 . O X X X X X O .
#  6 . O X X X X X O .
#  5 . O X O O O X O .
#  4 . O X X . X X O .
#  3 . O X X X X X O .
#  2 . O O O O O O O .
#  1 . . . . . . . . .
loadsgf games/ld-centre-three-in-atari.sgf
38 owl_defend C3
#? [0]
39 owl_attack C3
#? [1 (E4|PASS)]

# The straight three of ld-centre-straight-three on 19x19, in the lower
# left: the middle point is vital.
#    A B C D E F G H J K L M N O P Q R S T
# 19 . . . . . . . . . . . . . . . . . . .
# 18 . . . . . . . . . . . . . . . . . . .
# 17 . . . . . . . . . . . . . . . . . . .
# 16 . . . . . . . . . . . . . . . . . . .
# 15 . . . . . . . . . . . . . . . . . . .
# 14 . . . . . . . . . . . . . . . . . . .
# 13 . . . . . . . . . . . . . . . . . . .
# 12 . . . . . . . . . . . . . . . . . . .
# 11 . . . . . . . . . . . . . . . . . . .
# 10 . . . . . . . . . . . . . . . . . . .
#  9 . . . . . . . . . . . . . . . . . . .
#  8 . O O O O O O O . . . . . . . . . . .
#  7 . O X X X X X O . . . . . . . . . . .
#  6 . O X X X X X O . . . . . . . . . . .
#  5 . O X . . . X O . . . . . . . . . . .
#  4 . O X X X X X O . . . . . . . . . . .
#  3 . O X X X X X O . . . . . . . . . . .
#  2 . O O O O O O O . . . . . . . . . . .
#  1 . . . . . . . . . . . . . . . . . . .
loadsgf games/ld-centre-straight-three-19.sgf
40 owl_attack C3
#? [1 E5]
41 owl_defend C3
#? [1 E5]
42 owl_does_defend D5 C3
#? [0]
43 dragon_status C3
#? [critical E5 E5]

# The rabbity six on 13x13, turned: the centre of the flower is vital,
# the two points that leave neither a bulky nor a crossed five also live.
#    A B C D E F G H J K L M N
# 13 . . . . . . . . . . . . .
# 12 . . . . . O O O O O O O .
# 11 . . . . . O X X X X X O .
# 10 . . . . . O X X . X X O .
#  9 . . . . . O X . . . X O .
#  8 . . . . . O X X . . X O .
#  7 . . . . . O X X X X X O .
#  6 . . . . . O O O O O O O .
#  5 . . . . . . . . . . . . .
#  4 . . . . . . . . . . . . .
#  3 . . . . . . . . . . . . .
#  2 . . . . . . . . . . . . .
#  1 . . . . . . . . . . . . .
loadsgf games/ld-centre-rabbity-six-13.sgf
44 owl_attack L11
#? [1 J9]
45 owl_defend L11
#? [1 (J9|J8|K9)]
46 owl_does_defend K8 L11
#? [0]
47 owl_does_attack K8 L11
#? [0]

# The centre bulky five on 19x19, turned: the point with three
# neighbours in the space is vital, the two that leave a path of four
# also live.
#    A B C D E F G H J K L M N O P Q R S T
# 19 . . . . . . . . . . . . . . . . . . .
# 18 . . . . . . . . . . . . . . . . . . .
# 17 . . . . . . . . . . . . . . . . . . .
# 16 . . . . . . . . . . . . . . . . . . .
# 15 . . . . . . . . . . . . . . . . . . .
# 14 . . . . . . . . . . . . . . . . . . .
# 13 . . . . . . . . . . . . . . . . . . .
# 12 . . . . . . . . . . . . . . . . . . .
# 11 . . . . . . . . . . . . . . . . . . .
# 10 . . . . . . . . . . . . . . . . . . .
#  9 . . . . . . . . . . . . . . . . . . .
#  8 . . . . . . . . . . . O O O O O O O .
#  7 . . . . . . . . . . . O X X X X X O .
#  6 . . . . . . . . . . . O X X . X X O .
#  5 . . . . . . . . . . . O X X . . X O .
#  4 . . . . . . . . . . . O X X . . X O .
#  3 . . . . . . . . . . . O X X X X X O .
#  2 . . . . . . . . . . . O O O O O O O .
#  1 . . . . . . . . . . . . . . . . . . .
loadsgf games/ld-centre-bulky-five-19.sgf
48 owl_attack R3
#? [1 P5]
49 owl_defend R3
#? [1 (P5|P4|Q5)]
50 owl_does_defend P6 R3
#? [0]
51 owl_does_defend Q4 R3
#? [0]
52 owl_does_attack Q4 R3
#? [0]
