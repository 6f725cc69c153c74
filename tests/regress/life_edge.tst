# life_edge.tst — life and death on the edges away from the corners,
# positions of our own (GNU Go regression format).  Most groups are
# walled in by an opponent string with many outside liberties and have
# none of their own, so only the eye space decides (the common frame:
# Black's C1-G3 inside White's B1-H4 with the interior D1-F2).  The
# reasoning is in each comment; lines checked move by move over GTP.

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

# Straight four D1-G1 on the edge: alive (White E1 is answered by F1,
# White F1 by E1, leaving two eyes).
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 . . . . . . . . .
#  4 . . . . . . . . .
#  3 . O O O O O O O O
#  2 . O X X X X X X O
#  1 . O X . . . . X O
loadsgf games/ld-edge-straight-four.sgf
23 owl_attack C2
#? [0]
24 owl_does_attack E1 C2
#? [0]

# Crossed five E3 D2 E2 F2 E1 on the edge: E2 is vital.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 . O O O O O O O .
#  4 . O X X X X X O .
#  3 . O X X . X X O .
#  2 . O X . . . X O .
#  1 . O X X . X X O .
loadsgf games/ld-edge-3x3-crossed-five.sgf
25 owl_attack C4
#? [1 E2]
26 owl_defend C4
#? [1 E2]

# Rabbity six E3 D2 E2 F2 E1 F1 on the edge: E2 is vital.  Black F2
# and E1 live too (the five points left are neither bulky nor crossed).
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 . O O O O O O O .
#  4 . O X X X X X O .
#  3 . O X X . X X O .
#  2 . O X . . . X O .
#  1 . O X X . . X O .
loadsgf games/ld-edge-3x3-rabbity-six.sgf
27 owl_attack C4
#? [1 E2]
28 owl_defend C4
#? [1 (E2|F2|E1)]
29 owl_does_defend F1 C4
#? [0]

# Rabbity six D3 E3 D2 E2 F2 E1, the extra point on the third line:
# E2 is vital; Black E3 and D2 live too.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 . O O O O O O O .
#  4 . O X X X X X O .
#  3 . O X . . X X O .
#  2 . O X . . . X O .
#  1 . O X X . X X O .
loadsgf games/ld-edge-3x3-rabbity-six-b.sgf
30 owl_attack C4
#? [1 E2]
31 owl_defend C4
#? [1 (E2|E3|D2)]
32 owl_does_defend D3 C4
#? [0]

# One eye and a false one: C2 is a true eye, but E1 is false because
# White F2 (connected to its wall) holds a diagonal and Black F1-G1
# reach the group only through E1.  White can take F1-G1 at E1 at any
# time and Black connecting at E1 fills the eye.  Dead.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 . . . . . . . . .
#  4 O O O O O O O . .
#  3 O X X X X O O . .
#  2 O X . X X O O O .
#  1 O X X X . X X O .
loadsgf games/ld-edge-false-eye.sgf
33 owl_defend B2
#? [0]
34 owl_does_defend E1 B2
#? [0]
35 dragon_status B2
#? [dead]

# The same with F2 empty: E1 is a half eye and F2 its key.  Black F2
# joins F1-G1 and makes E1 a true eye next to C2: alive.  White F2 makes
# it false: dead (White E1 is suicide while F2 is empty, so F2 is the
# only point for both).
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 . . . . . . . . .
#  4 O O O O O O O . .
#  3 O X X X X O O . .
#  2 O X . X X . O O .
#  1 O X X X . X X O .
loadsgf games/ld-edge-half-eye.sgf
36 owl_attack B2
#? [1 F2]
37 owl_defend B2
#? [1 F2]
38 owl_does_defend E1 B2
#? [0]
39 dragon_status B2
#? [critical F2 F2]

# White's bent three D2 D1 E1 inside Black's bulky five D1 E1 F1 D2 E2,
# sharing E2 and F1 with Black's wall, which has no other liberty.
# Black cannot fill either (self-atari: White takes the wall).  White E2
# sacrifices four stones in a square: Black takes them at F1 and the
# square four left is one eye.  White F1 instead gives Black the four
# D2 D1 E1 F1, a path on the edge (Black E2 takes them): alive.  So
# Black is dead as it stands and only E2 proves it.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 . . . . . . . . .
#  4 . O O O O O O O .
#  3 . O X X X X X O .
#  2 . O X O . X X O .
#  1 . O X O O . X O .
loadsgf games/ld-edge-nakade-bent-three.sgf
40 owl_attack C3
#? [1 E2]
41 owl_defend C3
#? [0]
42 owl_does_attack F1 C3
#? [0]

# Straight five D1-H1 whose end H1 touches White's J1.  Black H1
# blocks and keeps the straight four D1-G1: alive; Black E1 lives too
# (White H1 is met by G1, leaving the eyes D1 and F1).  White H1 (the
# hane, joined to J1) kills: Black G1 leaves the straight three D1-F1
# (White E1), Black F1 or E1 leaves one eye beside a point White fills
# from H1.  The placement White E1 kills as well: Black H1 is met by F1
# and White's E1-F1 and Black share D1 and G1, where White's filling D1
# gives Black three stones to take and a straight three; Black D1 or F1
# falls short in the same way.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 . . . . . . . . .
#  4 . O O O O O O O O
#  3 . O X X X X X X O
#  2 . O X X X X X X O
#  1 . O X . . . . . O
loadsgf games/ld-edge-hane-five.sgf
43 owl_attack C2
#? [1 (H1|E1)]
44 owl_defend C2
#? [1 (H1|E1)]
45 owl_does_defend G1 C2
#? [0]
46 owl_does_defend F1 C2
#? [0]

# Straight three A4 A5 A6 on the left edge: A5 is vital.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 O O O . . . . . .
#  7 X X O . . . . . .
#  6 . X O . . . . . .
#  5 . X O . . . . . .
#  4 . X O . . . . . .
#  3 X X O . . . . . .
#  2 O O O . . . . . .
#  1 . . . . . . . . .
loadsgf games/ld-left-edge-straight-three.sgf
47 owl_attack A3
#? [1 A5]
48 owl_defend A3
#? [1 A5]
49 owl_does_defend A4 A3
#? [0]

# Bulky five A4 A5 A6 B5 B6 on the left edge: A5 (next to A4, A6 and
# B5) is vital.  Black A6 and B5 live too, each leaving a path of four
# (A4-A5-B5-B6, A4-A5-A6-B6); Black B6 leaves the pyramid A4 A5 A6 B5
# and Black A4 the square four.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 O O O O . . . . .
#  7 X X X O . . . . .
#  6 . . X O . . . . .
#  5 . . X O . . . . .
#  4 . X X O . . . . .
#  3 X X X O . . . . .
#  2 O O O O . . . . .
#  1 . . . . . . . . .
loadsgf games/ld-left-edge-bulky-five.sgf
50 owl_attack A3
#? [1 A5]
51 owl_defend A3
#? [1 (A5|A6|B5)]
52 owl_does_defend B6 A3
#? [0]
53 owl_does_defend A4 A3
#? [0]

# Black has the eye D2 and needs a second one: White's F1 is in atari
# at G1.  Black G1 takes it and F1 becomes a true eye (E2 and G2 are
# Black): alive.  White G1 joins F1 to H1 and Black has one eye: dead.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 . . . . . . . . .
#  4 . O O O O O O O O
#  3 . O X X X X X O O
#  2 . O X . X X X O O
#  1 . O X X X O . O .
loadsgf games/ld-edge-capture-to-live.sgf
54 owl_attack C3
#? [1 G1]
55 owl_defend C3
#? [1 G1]
56 dragon_status C3
#? [critical G1 G1]

# Black's left group B1-D3 has one eye (C2); the right group F1-J3 is
# alive (eyes G2, J2).  White's E1 is in atari at E2.  Black E2 takes it
# and joins the two groups: alive.  White E2 joins E1 to its wall E3
# and leaves the left group in atari at C2: dead.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 . . . . . . . . .
#  4 O O O O O O O O O
#  3 O X X X O X X X X
#  2 O X . X . X . X .
#  1 O X X X O X X X X
loadsgf games/ld-edge-connect-to-live.sgf
57 owl_attack B2
#? [1 E2]
58 owl_defend B2
#? [1 E2]
59 owl_does_defend C2 B2
#? [0]

# ld-edge-capture-to-live turned to the right edge with the colours
# swapped: White lives by taking Black's stone at the point in front of
# it, Black kills by saving it.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 X X X X . . . . .
#  7 O O O X . . . . .
#  6 O . O X . . . . .
#  5 O O O X . . . . .
#  4 X O O X . . . . .
#  3 . O O X . . . . .
#  2 X X X X . . . . .
#  1 . X X X . . . . .
loadsgf games/ld-edge-capture-to-live-white.sgf
60 owl_attack C7
#? [1 A3]
61 owl_defend C7
#? [1 A3]
62 dragon_status C7
#? [critical A3 A3]

# ld-edge-hane-five on the upper edge with the colours swapped: the
# first-line end point and the placement decide for both.
#    A B C D E F G H J
#  9 . X O . . . . . X
#  8 . X O O O O O O X
#  7 . X O O O O O O X
#  6 . X X X X X X X X
#  5 . . . . . . . . .
#  4 . . . . . . . . .
#  3 . . . . . . . . .
#  2 . . . . . . . . .
#  1 . . . . . . . . .
loadsgf games/ld-edge-hane-five-top.sgf
63 owl_attack C8
#? [1 (H9|E9)]
64 owl_defend C8
#? [1 (H9|E9)]
65 owl_does_defend G9 C8
#? [0]
66 owl_does_defend F9 C8
#? [0]

# Bent four D1 E1 F1 F2 on the edge (a path of four points, away from
# the corner): alive without outside liberties.  White E1 is answered by
# F1 and White F1 by E1, leaving two separate eyes at the ends.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 . . . . . . . . .
#  4 . O O O O O O O .
#  3 . O X X X X X O .
#  2 . O X X X . X O .
#  1 . O X . . . X O .
loadsgf games/ld-edge-bent-four.sgf
67 owl_attack C3
#? [0]
68 owl_does_attack E1 C3
#? [0]
69 owl_does_attack F1 C3
#? [0]

# Five points D1 E1 F1 G1 G2 on the edge (a path of five): alive.
# Whatever White plays inside, Black takes a point that leaves two
# separate eyes (E1 by F1, F1 by E1 or G1, G1 by F1 ...).
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 . . . . . . . . .
#  4 . O O O O O O O O
#  3 . O X X X X X X O
#  2 . O X X X X . X O
#  1 . O X . . . . X O
loadsgf games/ld-edge-long-l-five.sgf
70 owl_attack C3
#? [0]
71 owl_does_attack F1 C3
#? [0]
72 owl_does_attack G1 C3
#? [0]

# White's square D1 E1 D2 E2 inside Black's bulky five D1 E1 F1 D2 E2,
# both in atari at F1.  Black to move takes four and keeps the square
# four: one eye.  White to move takes the wall at F1.  Dead either way.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 . . . . . . . . .
#  4 . O O O O O O O .
#  3 . O X X X X X O .
#  2 . O X O O X X O .
#  1 . O X O O . X O .
loadsgf games/ld-edge-nakade-square.sgf
73 owl_defend C3
#? [0]
74 owl_does_defend F1 C3
#? [0]

# ld-edge-false-eye on the upper edge with the colours swapped: White
# has one true eye and one false eye; dead.
#    A B C D E F G H J
#  9 X O O O . O O X .
#  8 X O . O O X X X .
#  7 X O O O O X X . .
#  6 X X X X X X X . .
#  5 . . . . . . . . .
#  4 . . . . . . . . .
#  3 . . . . . . . . .
#  2 . . . . . . . . .
#  1 . . . . . . . . .
loadsgf games/ld-edge-false-eye-top.sgf
75 owl_defend B8
#? [0]
76 owl_does_defend E9 B8
#? [0]
77 dragon_status B8
#? [dead]

# ld-edge-half-eye turned to the right edge: the diagonal point that
# makes the half eye a true eye or a false one is vital for both.
#    A B C D E F G H J
#  9 O O O O . . . . .
#  8 X X X O . . . . .
#  7 X . X O . . . . .
#  6 X X X O . . . . .
#  5 . X X O . . . . .
#  4 X . O O . . . . .
#  3 X O O O . . . . .
#  2 O O . . . . . . .
#  1 . . . . . . . . .
loadsgf games/ld-edge-half-eye-right.sgf
78 owl_attack B8
#? [1 B4]
79 owl_defend B8
#? [1 B4]
80 owl_does_defend A5 B8
#? [0]
81 dragon_status B8
#? [critical B4 B4]

# ld-edge-hane-five on 19x19 (lower left): the hane point at the end and
# the placement decide for both.
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
#  8 . . . . . . . . . . . . . . . . . . .
#  7 . . . . . . . . . . . . . . . . . . .
#  6 . . . . . . . . . . . . . . . . . . .
#  5 . . . . . . . . . . . . . . . . . . .
#  4 . O O O O O O O O . . . . . . . . . .
#  3 . O X X X X X X O . . . . . . . . . .
#  2 . O X X X X X X O . . . . . . . . . .
#  1 . O X . . . . . O . . . . . . . . . .
loadsgf games/ld-edge-hane-five-19.sgf
82 owl_attack C2
#? [1 (H1|E1)]
83 owl_defend C2
#? [1 (H1|E1)]
84 owl_does_defend G1 C2
#? [0]
85 owl_does_defend F1 C2
#? [0]

# ld-edge-capture-to-live on the upper edge of 13x13.
#    A B C D E F G H J K L M N
# 13 . O X X X O . O . . . . .
# 12 . O X . X X X O O . . . .
# 11 . O X X X X X O O . . . .
# 10 . O O O O O O O O . . . .
#  9 . . . . . . . . . . . . .
#  8 . . . . . . . . . . . . .
#  7 . . . . . . . . . . . . .
#  6 . . . . . . . . . . . . .
#  5 . . . . . . . . . . . . .
#  4 . . . . . . . . . . . . .
#  3 . . . . . . . . . . . . .
#  2 . . . . . . . . . . . . .
#  1 . . . . . . . . . . . . .
loadsgf games/ld-edge-capture-to-live-13.sgf
86 owl_attack C11
#? [1 G13]
87 owl_defend C11
#? [1 G13]
88 dragon_status C11
#? [critical G13 G13]

# ld-edge-connect-to-live on the upper edge with the colours swapped:
# White's left group lives by taking the stone in atari and joining its
# living neighbour; Black's saving move kills it.
#    A B C D E F G H J
#  9 X O O O X O O O O
#  8 X O . O . O . O .
#  7 X O O O X O O O O
#  6 X X X X X X X X X
#  5 . . . . . . . . .
#  4 . . . . . . . . .
#  3 . . . . . . . . .
#  2 . . . . . . . . .
#  1 . . . . . . . . .
loadsgf games/ld-edge-connect-to-live-white.sgf
89 owl_attack B8
#? [1 E8]
90 owl_defend B8
#? [1 E8]
91 owl_does_defend C8 B8
#? [0]

# ld-edge-nakade-bent-three turned to the right edge, colours swapped:
# Black's sacrifice on the point that leaves a square four kills.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 X X X X . . . . .
#  7 O O O X . . . . .
#  6 X X O X . . . . .
#  5 X . O X . . . . .
#  4 . O O X . . . . .
#  3 O O O X . . . . .
#  2 X X X X . . . . .
#  1 . . . . . . . . .
loadsgf games/ld-edge-nakade-bent-three-white.sgf
92 owl_attack C7
#? [1 B5]
93 owl_defend C7
#? [0]
94 owl_does_attack A4 C7
#? [0]
