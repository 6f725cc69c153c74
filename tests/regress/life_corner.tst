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

# Bent four A3 A2 A1 B1 in the corner with no outside liberty: critical.
# Black A2 lives (eyes A3 and A1-B1), and so does Black A1 (White A2 is
# then taken by A3, leaving the eyes A2 and B1; White B1 is suicide).
# White's best is A2, and it gives only a ko: Black A3 is met by A1
# (White A1-A2 and Black both in atari at B1: Black takes two and keeps
# the one eye A1-A2), Black B1 likewise, but Black A1 puts A2 in atari
# and White must take A1 with B1 (Black is then in atari at A3 and
# retakes at A1 only after a ko threat).  White's other tries fail (A1
# and B1 are answered by A2, A3 is taken by A2).  In the open a bent
# four lives; here the corner and the missing outside liberties make it
# a ko.  (owl_attack = 2 A2 is in known-failures/life.tst: moyo answers
# 1 A2, missing the ko.)
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
18 owl_defend A4
#? [1 (A2|A1)]
19 owl_does_attack A1 A4
#? [0]
20 owl_does_defend A3 A4
#? [0]
21 owl_does_defend A1 A4
#? [1]
22 dragon_status A4
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
23 owl_attack A2
#? [1 (A1|D1)]
24 owl_defend A2
#? [0]
25 owl_does_attack D1 A2
#? [1]
# Black cannot kill White's B1 C1 either: its A1 or D1 fills the wall's
# own liberty and White takes the wall (the capture joins B1 C1 to
# White's outer wall: one eye space of seven points).
86 owl_attack B1
#? [0]

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
26 owl_attack A2
#? [0]
27 owl_does_attack A1 A2
#? [0]
28 owl_does_attack E1 A2
#? [0]
29 owl_does_attack A1 B1
#? [0]
83 owl_does_attack E1 B1
#? [0]
87 owl_attack B1
#? [0]

# Straight three A1 A2 A3 along the left edge into the corner: A2 is
# vital.  White A1 (the corner end) is taken by A2 and leaves the eyes A1
# and A3.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 O O O . . . . . .
#  4 X X O . . . . . .
#  3 . X O . . . . . .
#  2 . X O . . . . . .
#  1 . X O . . . . . .
loadsgf games/ld-corner-straight-three-side.sgf
30 owl_attack A4
#? [1 A2]
31 owl_defend A4
#? [1 A2]
32 owl_does_attack A1 A4
#? [0]

# Bent three A1 A2 B2 with the bend on A2 (the 1-2 point): A2 is vital.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 . . . . . . . . .
#  4 O O O . . . . . .
#  3 X X O O . . . . .
#  2 . . X O . . . . .
#  1 . X X O . . . . .
loadsgf games/ld-corner-bent-three-up.sgf
33 owl_attack A3
#? [1 A2]
34 owl_defend A3
#? [1 A2]

# Straight four A1 B1 C1 D1 into the corner, no outside liberty: alive.
# White B1 is answered by C1 (eyes D1, and A1 where White B1 is in
# atari and cannot connect); White C1 by B1.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 . . . . . . . . .
#  4 . . . . . . . . .
#  3 O O O O O O . . .
#  2 X X X X X O . . .
#  1 . . . . X O . . .
loadsgf games/ld-corner-straight-four.sgf
35 owl_attack A2
#? [0]
36 owl_does_attack B1 A2
#? [0]
37 owl_does_attack C1 A2
#? [0]

# Not a seki: White's A1 B1 C1 and Black's wall share A2 and D1 and
# neither has another liberty.  Black can fill neither (White takes the
# wall at the other).  White A2 sacrifices four stones: Black must take
# them at D1 and is left with the bent four A2 A1 B1 C1 in the corner,
# no outside liberty.  White B1 then leaves Black at best a ko (Black A1
# is taken by A2 and Black, in atari at C1, must retake at A1; Black C1
# or A2 leaves a one-point eye).  Black can never start or avoid that
# ko (every Black move here is self-atari), so White starts it when all
# ko threats are gone: the bent four in the corner is dead (Japanese
# rules).  White D1 instead leaves the straight four A1-D1 (Black A2
# takes it), which lives.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 . . . . . . . . .
#  4 . . . . . . . . .
#  3 O O O O O O . . .
#  2 . X X X X O . . .
#  1 O O O . X O . . .
loadsgf games/ld-corner-bent-four-sacrifice.sgf
38 owl_attack B2
#? [1 A2]
39 owl_defend B2
#? [0]
40 owl_does_attack D1 B2
#? [0]

# White's four stones B1-E1 and Black's wall are both in atari at A1:
# whoever plays A1 wins.  Black A1 takes four and leaves the straight
# four B1-E1 on the first line (alive); White A1 takes the wall.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 . . . . . . . . .
#  4 . . . . . . . . .
#  3 O O O O O O O . .
#  2 X X X X X X O . .
#  1 . O O O O X O . .
loadsgf games/ld-corner-four-in-atari.sgf
41 owl_attack A2
#? [1 A1]
42 owl_defend A2
#? [1 A1]
43 owl_does_defend H5 A2
#? [0]

# The corner bulky five of ld-corner-bulky-five turned to the upper
# right with the colours swapped: White's space J9 H9 G9 J8 H8, the
# vital point the 2-1 point H9 (Black H9 kills, White H9 lives).
#    A B C D E F G H J
#  9 . . . . X O . . .
#  8 . . . . X O O . .
#  7 . . . . X X O O O
#  6 . . . . . X X X X
#  5 . . . . . . . . .
#  4 . . . . . . . . .
#  3 . . . . . . . . .
#  2 . . . . . . . . .
#  1 . . . . . . . . .
loadsgf games/ld-corner-ur-white-bulky-five.sgf
44 owl_attack F8
#? [1 H9]
45 owl_defend F8
#? [1 H9]
46 owl_does_defend G9 F8
#? [0]
47 owl_does_attack J9 F8
#? [0]

# The corner pyramid four A9 B9 C9 B8 in the upper left: B9 (the 2-1
# point) is vital for both.
#    A B C D E F G H J
#  9 . . . X O . . . .
#  8 X . X X O . . . .
#  7 X X X O O . . . .
#  6 O O O O . . . . .
#  5 . . . . . . . . .
#  4 . . . . . . . . .
#  3 . . . . . . . . .
#  2 . . . . . . . . .
#  1 . . . . . . . . .
loadsgf games/ld-corner-ul-pyramid-four.sgf
48 owl_attack A8
#? [1 B9]
49 owl_defend A8
#? [1 B9]
50 owl_does_defend A9 A8
#? [0]
51 owl_does_attack B8 A8
#? [0]

# The empty bent four in the corner without outside liberties, on
# 13x13 in the lower right: N3 N2 N1 M1.  Black N2 or N1 lives; White N2
# (the 1-2 point on the long side) gives a ko (see ld-corner-bent-four).
#    A B C D E F G H J K L M N
# 13 . . . . . . . . . . . . .
# 12 . . . . . . . . . . . . .
# 11 . . . . . . . . . . . . .
# 10 . . . . . . . . . . . . .
#  9 . . . . . . . . . . . . .
#  8 . . . . . . . . . . . . .
#  7 . . . . . . . . . . . . .
#  6 . . . . . . . . . . . . .
#  5 . . . . . . . . . . O O O
#  4 . . . . . . . . . . O X X
#  3 . . . . . . . . . O O X .
#  2 . . . . . . . . . O X X .
#  1 . . . . . . . . . O X . .
loadsgf games/ld-corner-lr-bent-four-13.sgf
52 owl_defend N4
#? [1 (N2|N1)]
53 owl_does_attack N1 N4
#? [0]
54 owl_does_defend N3 N4
#? [0]
55 owl_does_defend N1 N4
#? [1]
56 dragon_status N4
#? [critical N2 (N2|N1)]

# Five points A1-E1 along the first line into the corner, the end E1
# touching White's F1.  Black E1 keeps the straight four A1-D1, alive
# without outside liberties (ld-corner-straight-four).  White E1 (the
# hane, joined to F1) kills: Black D1 leaves the straight three A1-C1
# for White B1, and any other answer leaves White D1 to take.  The 2-1
# point B1 decides as well: Black B1 leaves A1 and C1-D1-E1, and White E1
# is met by D1 (eyes A1, C1); White B1 is met by E1, but then White C1
# and Black, short of liberties, cannot take the two stones (Black D1
# leaves both in atari at A1 with White to move).
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 . . . . . . . . .
#  4 . . . . . . . . .
#  3 O O O O O O O . .
#  2 X X X X X X O . .
#  1 . . . . . O O . .
loadsgf games/ld-corner-hane-four.sgf
57 owl_attack A2
#? [1 (E1|B1)]
58 owl_defend A2
#? [1 (E1|B1)]
59 owl_does_defend D1 A2
#? [0]

# The square four in the upper right corner, White's group: dead.
#    A B C D E F G H J
#  9 . . . . . X O . .
#  8 . . . . . X O . .
#  7 . . . . . X O O O
#  6 . . . . . X X X X
#  5 . . . . . . . . .
#  4 . . . . . . . . .
#  3 . . . . . . . . .
#  2 . . . . . . . . .
#  1 . . . . . . . . .
loadsgf games/ld-corner-ur-square-four-white.sgf
60 owl_defend J7
#? [0]
61 owl_does_defend J9 J7
#? [0]
62 owl_does_defend H8 J7
#? [0]
63 dragon_status J7
#? [dead]

# The straight four into the corner without outside liberties, on 19x19
# in the lower right: alive.
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
#  4 . . . . . . . . . . . . . . . . . . .
#  3 . . . . . . . . . . . . . O O O O O O
#  2 . . . . . . . . . . . . . O X X X X X
#  1 . . . . . . . . . . . . . O X . . . .
loadsgf games/ld-corner-lr-straight-four-19.sgf
64 owl_attack T2
#? [0]
65 owl_does_attack S1 T2
#? [0]
66 owl_does_attack R1 T2
#? [0]

# The corner bent three in the upper left, White's group: the 1-1 point
# is vital for both.
#    A B C D E F G H J
#  9 . . O X . . . . .
#  8 . O O X . . . . .
#  7 O O X X . . . . .
#  6 X X X . . . . . .
#  5 . . . . . . . . .
#  4 . . . . . . . . .
#  3 . . . . . . . . .
#  2 . . . . . . . . .
#  1 . . . . . . . . .
loadsgf games/ld-corner-ul-bent-three-white.sgf
67 owl_attack A7
#? [1 A9]
68 owl_defend A7
#? [1 A9]
69 owl_does_defend B9 A7
#? [0]
70 owl_does_attack B9 A7
#? [0]
71 dragon_status A7
#? [critical A9 A9]

# ld-corner-seki-three in the upper right corner of 13x13: the seki holds
# (White cannot kill Black's wall by filling a shared liberty).
#    A B C D E F G H J K L M N
# 13 . . . . . . O X . O O O .
# 12 . . . . . . O X X X X X X
# 11 . . . . . . O O O O O O O
# 10 . . . . . . . . . . . . .
#  9 . . . . . . . . . . . . .
#  8 . . . . . . . . . . . . .
#  7 . . . . . . . . . . . . .
#  6 . . . . . . . . . . . . .
#  5 . . . . . . . . . . . . .
#  4 . . . . . . . . . . . . .
#  3 . . . . . . . . . . . . .
#  2 . . . . . . . . . . . . .
#  1 . . . . . . . . . . . . .
loadsgf games/ld-corner-seki-three-ur.sgf
72 owl_attack N12
#? [0]
73 owl_does_attack N13 N12
#? [0]
74 owl_does_attack J13 N12
#? [0]
75 owl_does_attack N13 M13
#? [0]

# ld-corner-hane-four in the lower right, colours swapped: the hane at
# the end and the 2-1 point decide for both.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 . . . . . . . . .
#  4 . . . . . . . . .
#  3 . . X X X X X X X
#  2 . . X O O O O O O
#  1 . . X X . . . . .
loadsgf games/ld-corner-hane-four-white.sgf
76 owl_attack J2
#? [1 (E1|H1)]
77 owl_defend J2
#? [1 (E1|H1)]
78 owl_does_defend F1 J2
#? [0]

# The ko of ld-corner-bent-four, first stage: White A2, Black A1 (the
# only answer that does not die at once).  White A2 and Black A1 are
# both in atari.  White's only attack is to take A1 with B1, a ko White
# takes first (code 2): White A3 is suicide.  Black to move takes A2
# with A3 and has the eyes A2 and B1.
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
# then W A2, B A1
loadsgf games/ld-corner-bent-four-ko-a.sgf
79 owl_attack A4
#? [2 B1]
80 owl_defend A4
#? [1 A3]

# Second stage: White has taken A1 with B1 and Black, in atari at A3,
# may not retake at once.  Black's only hope is the retake at A1 after
# a threat (code 3, a ko the opponent took first); White to move ends
# it at A3 (taking the group) or A1 (filling the ko: Black's capture of
# A1 A2 B1 at A3 leaves a bent three in the corner and White A1).
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
# then W A2, B A1, W B1
loadsgf games/ld-corner-bent-four-ko-b.sgf
81 owl_defend A4
#? [3 A1]
82 owl_attack A4
#? [1 (A3|A1)]

# The bent four's ko from the start (known failures until session 7:
# Black's throw-in A1, a self-atari that makes the ko, was never read).
# ld-corner-bent-four (above): White A2 gives only a ko
# that White takes first (Black A1, White B1 takes it, Black in atari at
# A3 retakes after a threat): code 2.
loadsgf games/ld-corner-bent-four.sgf
86 owl_attack A4
#? [2 A2]

# The same shape on 13x13 in the lower right (ld-corner-lr-bent-four-13).
loadsgf games/ld-corner-lr-bent-four-13.sgf
84 owl_attack N4
#? [2 N2]

# ld-corner-bent-four after White A2 (Black to move): Black's only
# answer is A1, a ko White takes first at B1 (code 3 for Black); Black
# A3 and B1 die outright (White A1 or A3 and Black's capture leaves one
# eye).  The later stages of the same ko are
# ld-corner-bent-four-ko-a and -ko-b above.
loadsgf games/ld-corner-bent-four-ko-0.sgf
85 owl_defend A4
#? [3 A1]
