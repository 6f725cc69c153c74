# life_shapes.tst — the named corner shapes of life and death, positions
# of our own (GNU Go regression format): the L group and its relatives
# (L+1 on either side, the short-side one being the J shape, and L+2,
# the rectangular six in the corner), the carpenter's square and its ko,
# a ko at an eye point, and the comb.  Each position is drawn
# from the shape's standard description; the enclosing stones form one
# string with many outside liberties, so only the shape decides.  The
# answers were decided by reading (the reasons are in each comment), the
# lines were played out move by move over GTP, and GNU Go 3.8 was used as
# a cross-check only; questions on which the reading is not settled are
# left out rather than guessed.  The comb's answers were also checked by
# an exhaustive search of the isolated shape (tools/lifesolve).
#
# Naming used here (the shape names are the usual English ones): the L
# group is an L of stones on the third line around the 2x3 points of the
# corner (B3 C3 D3 D2 around A1-C2), with both ends open; a "leg" is the
# stone that closes an end on the edge (A3 on the long side, D1 on the
# short side).  L+1 with the short leg has the outline of a J.

# The L group: dead as it stands.  Black B3 C3 D3 D2 enclose A1 B1 C1
# A2 B2 C2, and White can hane at A3 and D1.  Even with Black to move
# there is no second eye: Black B1 (the 2-1 point) is met by the
# placement A2 (it connects out at A3) or by C1; Black B2 by the hane A3
# (or C1), and Black is left with one eye at most; Black C2 gives up the
# corner's space at once.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 O O O O O O . . .
#  4 O O O O O O . . .
#  3 . X X X O O . . .
#  2 . . . X O O . . .
#  1 . . . . O O . . .
loadsgf games/ld-shape-l-group.sgf
1 owl_defend D3
#? [0]
2 dragon_status D3
#? [dead]
3 owl_does_defend B1 D3
#? [0]
4 owl_does_defend B2 D3
#? [0]
5 owl_does_defend C2 D3
#? [0]

# The same L group for White on 13x13 in the upper right (colours
# swapped and the shape turned): White K11 L11 M11 K12 around L12-N13.
# Dead as it stands; White M13 (the 2-1 point), M12 and L12 all fail.
#    A B C D E F G H J K L M N
# 13 . . . . . . . . X . . . .
# 12 . . . . . . . X X O . . .
# 11 . . . . . . . X X O O O .
# 10 . . . . . . X X X X X X X
#  9 . . . . . . X X X X X X X
#  8 . . . . . . . . . . . . .
loadsgf games/ld-shape-l-group-ur-13.sgf
6 owl_defend K11
#? [0]
7 dragon_status K11
#? [dead]
8 owl_does_defend M13 K11
#? [0]
9 owl_does_defend M12 K11
#? [0]
10 owl_does_defend L12 K11
#? [0]

# L+1 with the leg on the long side (A3 added to the L group): unsettled.
# Black B1 lives: White's hane D1 is met by C1 (or A2), White B2 by A2,
# White C1 by D1 (or A2), and Black keeps the corner eye and a second one
# in A1-C2 (every answer was played out).  White kills at B1,
# C1, D1 or B2 (each takes the point Black needs or the room for the
# second eye).  White C2, in the middle, fails: Black B1 (or B2) lives.
# Black C1, D1 or A1 instead of B1 die (White B2 is the answer).
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 O O O O O O . . .
#  4 O O O O O O . . .
#  3 X X X X O O . . .
#  2 . . . X O O . . .
#  1 . . . . O O . . .
loadsgf games/ld-shape-l-plus-long.sgf
11 owl_defend D3
#? [1 B1]
12 owl_attack D3
#? [1 (B1|C1|D1|B2)]
13 owl_does_attack C2 D3
#? [0]
14 owl_does_defend C1 D3
#? [0]
15 owl_does_defend D1 D3
#? [0]
16 owl_does_defend A1 D3
#? [0]

# The same L+1 on 19x19 in the lower right (turned: the leg is on the
# lower edge at T3, the open end at Q1; the 2-1 point is S1).
#    A B C D E F G H J K L M N O P Q R S T
#  7 . . . . . . . . . . . . . . . . . . .
#  6 . . . . . . . . . . . . . . . . . . .
#  5 . . . . . . . . . . . . . O O O O O O
#  4 . . . . . . . . . . . . . O O O O O O
#  3 . . . . . . . . . . . . . O O X X X X
#  2 . . . . . . . . . . . . . O O X . . .
#  1 . . . . . . . . . . . . . . O . . . .
loadsgf games/ld-shape-l-plus-long-lr-19.sgf
17 owl_defend Q3
#? [1 S1]
18 owl_attack Q3
#? [1 (S1|R1|Q1|S2)]
19 owl_does_attack R2 Q3
#? [0]
20 owl_does_defend R1 Q3
#? [0]

# L+1 with the leg on the short side (D1 added to the L group): the J
# shape.  Here Black has no outside liberty (White A4 and E1 touch the
# ends) and White to move kills with the hane A3: every Black answer is
# met (A2 by B1, B2 by A2, the others by A2 or B2).  White A1 is wrong:
# Black B1 or B2 lives.  Black B1 and A3 do not live (White A2 and B2).
# (Black B2, moving first, gives at least a ko; which side takes it first
# is not settled here, so the defence is not asked.)
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 O O O O O O . . .
#  4 O O O O O O . . .
#  3 . X X X O O . . .
#  2 . . . X O O . . .
#  1 . . . X O O . . .
loadsgf games/ld-shape-j-group.sgf
21 owl_does_attack A3 D3
#? [1]
22 owl_does_attack A1 D3
#? [0]
23 owl_does_defend B1 D3
#? [0]
24 owl_does_defend A3 D3
#? [0]

# L+2 (both legs: the rectangular six in the corner A1-C2) with no
# outside liberty: dead if White moves first.  White B2 kills (Black A2
# is met by B1 or C1, Black B1, C1 or C2 by A2, Black A1 by C1 or C2).
# Black to move lives at B1 or B2 (each White answer was played out).
# White A1 or C2 first fail: Black B2 or B1 lives.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 O O O O O O . . .
#  4 O O O O O O . . .
#  3 X X X X O O . . .
#  2 . . . X O O . . .
#  1 . . . X O O . . .
loadsgf games/ld-shape-l-plus-two-no-libs.sgf
25 owl_does_attack B2 D3
#? [1]
26 owl_defend D3
#? [1 (B1|B2)]
27 owl_does_defend B1 D3
#? [1]
28 owl_does_defend B2 D3
#? [1]
29 owl_does_attack A1 D3
#? [0]
30 owl_does_attack C2 D3
#? [0]

# The same L group on 19x19 in the lower right (turned): Q3 R3 S3 Q2
# around R1-T2, open at T3 and Q1.  Dead as it stands.
#    A B C D E F G H J K L M N O P Q R S T
#  7 . . . . . . . . . . . . . . . . . . .
#  6 . . . . . . . . . . . . . . . . . . .
#  5 . . . . . . . . . . . . . O O O O O O
#  4 . . . . . . . . . . . . . O O O O O O
#  3 . . . . . . . . . . . . . O O X X X .
#  2 . . . . . . . . . . . . . O O X . . .
#  1 . . . . . . . . . . . . . O O . . . .
loadsgf games/ld-shape-l-group-lr-19.sgf
31 owl_defend Q3
#? [0]
32 dragon_status Q3
#? [dead]
33 owl_does_defend S1 Q3
#? [0]
34 owl_does_defend S2 Q3
#? [0]

# The J shape for White on 13x13 in the upper left (colours swapped,
# turned): White B11 C11 D11 D12 D13 around A12-C13, open at A11, no
# outside liberty.  Black's hane A11 kills, and so does B13 (the 2-1
# point); Black A13 (the 1-1 point) fails.  White B13 and A11 do not
# live.
#    A B C D E F G H J K L M N
# 13 . . . O X X . . . . . . .
# 12 . . . O X X . . . . . . .
# 11 . O O O X X . . . . . . .
# 10 X X X X X X . . . . . . .
#  9 X X X X X X . . . . . . .
#  8 . . . . . . . . . . . . .
#  7 . . . . . . . . . . . . .
loadsgf games/ld-shape-j-group-ul-13.sgf
35 owl_does_attack A11 D11
#? [1]
36 owl_does_attack B13 D11
#? [1]
37 owl_does_attack A13 D11
#? [0]
38 owl_does_defend B13 D11
#? [0]
39 owl_does_defend A11 D11
#? [0]

# L+2 without outside liberties for White on 19x19 in the upper right:
# the rectangular six R18-T19 inside White Q16-T16 and Q17-Q19.  Black's
# 2-2 point S18 kills; White S18 or S19 lives; Black T19 or R18 first
# fail.
#    A B C D E F G H J K L M N O P Q R S T
# 19 . . . . . . . . . . . . . X X O . . .
# 18 . . . . . . . . . . . . . X X O . . .
# 17 . . . . . . . . . . . . . X X O O O O
# 16 . . . . . . . . . . . . . X X X X X X
# 15 . . . . . . . . . . . . . X X X X X X
# 14 . . . . . . . . . . . . . . . . . . .
# 13 . . . . . . . . . . . . . . . . . . .
loadsgf games/ld-shape-l-plus-two-no-libs-ur-19.sgf
40 owl_does_attack S18 Q17
#? [1]
41 owl_defend Q17
#? [1 (S18|S19)]
42 owl_does_attack T19 Q17
#? [0]
43 owl_does_attack R18 Q17
#? [0]

# The carpenter's square: Black B4 C4 D4 D3 D2, the corner of a
# carpenter's square (both arms reach the second line), White's wall
# E2-E5-B5 touching it (no outside liberty) and White's stones B7 and G2
# ready for the hanes along both edges, as in the standard diagram.  The
# vital point is the 2-2 point B2: Black B2 lives (every White answer was
# played out).  White B2 gives a ko (the standard result; both moyo and
# GNU Go 3.8 answer a clean kill, so owl_attack is in known-failures/
# life.tst, and the ko itself is the next position).  Black C1 fails
# (White A2), Black C3 fills Black's own space (White B1, D1, A2 or A4
# kill).  White's corner A1 fails (Black B2), and so does White C3
# (Black B1, A2, C2 or B3).
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . O . . . . . . .
#  6 . . . . . . . . .
#  5 . O O O O . . . .
#  4 . X X X O . . . .
#  3 . . . X O . . . .
#  2 . . . X O . O . .
#  1 . . . . . . . . .
loadsgf games/ld-shape-carpenter.sgf
44 owl_does_defend B2 D3
#? [1]
45 owl_does_defend C1 D3
#? [0]
46 owl_does_defend C3 D3
#? [0]
47 owl_does_attack A1 D3
#? [0]
48 owl_does_attack C3 D3
#? [0]

# The same carpenter's square on 19x19 (lower left): the room along the
# edges is the same, so are the answers.
#    A B C D E F G H J K L M N O P Q R S T
#  9 . . . . . . . . . . . . . . . . . . .
#  8 . . . . . . . . . . . . . . . . . . .
#  7 . O . . . . . . . . . . . . . . . . .
#  6 . . . . . . . . . . . . . . . . . . .
#  5 . O O O O . . . . . . . . . . . . . .
#  4 . X X X O . . . . . . . . . . . . . .
#  3 . . . X O . . . . . . . . . . . . . .
#  2 . . . X O . O . . . . . . . . . . . .
#  1 . . . . . . . . . . . . . . . . . . .
loadsgf games/ld-shape-carpenter-19.sgf
49 owl_does_defend B2 D3
#? [1]
50 owl_does_defend C1 D3
#? [0]
51 owl_does_attack A1 D3
#? [0]

# The ko of the carpenter's square (the standard ko picture, White to
# move): after White B2, Black has A2 B1 C1 B3, White B2 C2 A3 A4.
# White B2 C2 are in atari at C3 and Black A2 in atari at A1.  White
# takes the ko first at A1 (capturing A2, which also gives B2 C2 the
# liberty A2): code 2.  White D1 instead is met by C3.  Black to move
# captures B2 C2 at C3 and lives; Black A1 (connecting) fails, because
# A2 A1 B1 C1 are then left with D1 only.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . O . . . . . . .
#  6 . . . . . . . . .
#  5 . O O O O . . . .
#  4 O X X X O . . . .
#  3 O X . X O . . . .
#  2 X O O X O . O . .
#  1 . X X . . . . . .
loadsgf games/ld-shape-carpenter-ko.sgf
52 owl_attack D3
#? [2 A1]
53 owl_defend D3
#? [1 C3]
54 dragon_status D3
#? [critical A1 C3]
55 owl_does_defend A1 D3
#? [0]
56 owl_does_attack D1 D3
#? [0]

# A ko at an eye point is not an eye.  Black's one sure eye is D1
# (White cannot play there); the corner would be the second.  White's B1
# is in atari at A1, but Black A1 takes it into a ko whose point B1 is
# Black's own eye: Black can never settle it (filling B1 leaves D1
# alone), while White retakes whenever the ko rule allows and puts Black
# in atari each time, so only Black ever needs threats.  Dead; White D1
# captures everything now.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 . . . . . . . . .
#  4 O O O O O O . . .
#  3 O X X X X O . . .
#  2 O X X X X O . . .
#  1 . O X . X O . . .
loadsgf games/ld-shape-eye-ko-dead.sgf
57 owl_defend C2
#? [0]
58 owl_does_defend A1 C2
#? [0]
59 owl_attack C2
#? [1 D1]
60 dragon_status C2
#? [dead]

# The same with A2 empty: now A2 decides.  Black A2 makes White's B1
# harmless for good (White cannot play A1 or D1, both suicide) and Black
# takes it at leisure for the second eye.  White A2 reduces Black to the
# liberty D1 and the corner becomes the one-sided ko of the previous
# position: dead.  (GNU Go 3.8 answers owl_defend 0 here; Black A2 was
# played out: White has no legal move in the corner after it.)
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 . . . . . . . . .
#  4 O O O O O O . . .
#  3 O X X X X O . . .
#  2 . X X X X O . . .
#  1 . O X . X O . . .
loadsgf games/ld-shape-eye-ko-key.sgf
61 owl_defend C2
#? [1 A2]
62 owl_attack C2
#? [1 A2]
63 dragon_status C2
#? [critical A2 A2]

# And with a Black stone on A1 (B1 empty): the same key point.  Black A2
# connects and has the eyes B1 and D1; White A2 leaves A1 to be taken
# at B1 in a ko that is again Black's own eye.  Black B1 fills an eye.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 . . . . . . . . .
#  4 O O O O O O . . .
#  3 O X X X X O . . .
#  2 . X X X X O . . .
#  1 X . X . X O . . .
loadsgf games/ld-shape-eye-ko-stone.sgf
64 owl_defend C2
#? [1 A2]
65 owl_attack C2
#? [1 A2]
66 owl_does_defend B1 C2
#? [0]

# The L group with E1 empty (White F1 E2), the point that becomes an
# outside liberty once Black closes the short end at D1: still dead as
# it stands.  Black B1 is met by A2, Black B2 by C1 or A3, and Black D1
# (the leg: the J shape with a liberty, next position, with White to
# move) by White's A3, B1, A2 or B2.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 O O O O O O O . .
#  4 O O O O O O O . .
#  3 . X X X O O O . .
#  2 . . . X O O O . .
#  1 . . . . . O O . .
loadsgf games/ld-shape-l-group-liberty.sgf
67 owl_defend D3
#? [0]
68 dragon_status D3
#? [dead]
69 owl_does_defend B1 D3
#? [0]
70 owl_does_defend B2 D3
#? [0]
71 owl_does_defend D1 D3
#? [0]

# The J shape with one outside liberty (E1): now unsettled, as the
# shape is usually given.  Black B1 or B2 lives: after Black B1, White's
# placement A2 is met by the hane A3 and White B2 no longer works,
# because with E1 Black is not short of liberties (in ld-shape-j-group,
# without E1, Black B1 dies to A2 and B2).  White kills at A3, B1, A2 or
# B2; White A1 fails (Black B1 or B2), and so do White C1 (Black B1)
# and White C2 (Black B2).  Black A2 dies (White B1).  (dragon_status D3 = critical is in known-failures/life.tst: moyo
# answers dead from the static status.)
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 O O O O O O O . .
#  4 O O O O O O O . .
#  3 . X X X O O O . .
#  2 . . . X O O O . .
#  1 . . . X . O O . .
loadsgf games/ld-shape-j-group-liberty.sgf
72 owl_defend D3
#? [1 (B1|B2)]
73 owl_attack D3
#? [1 (A3|B1|A2|B2)]
74 owl_does_attack A1 D3
#? [0]
75 owl_does_attack C1 D3
#? [0]
76 owl_does_attack C2 D3
#? [0]
77 owl_does_defend A2 D3
#? [0]
# dragon_status: unsettled, so critical (the static status alone said
# dead; passes since session 8, when dragon_status asks the searcher
# for every dragon).
108 dragon_status D3
#? [critical (A3|B1|A2|B2) (B1|B2)]

# The same J shape with an outside liberty on 19x19 in the lower right
# (turned: Black Q3 R3 S3 Q2 Q1 around R1-T2, the liberty P1, T3
# open).  Black S1 or S2 lives; White's hane T3 and White S1 kill; White
# T1 (the 1-1 point) and R2 fail.  (White R1 fails too, answered
# by S1: that question is in known-failures/life.tst, moyo answers 1
# here while it answers 0 for the same move on 9x9.)
#    A B C D E F G H J K L M N O P Q R S T
#  7 . . . . . . . . . . . . . . . . . . .
#  6 . . . . . . . . . . . . . . . . . . .
#  5 . . . . . . . . . . . . O O O O O O O
#  4 . . . . . . . . . . . . O O O O O O O
#  3 . . . . . . . . . . . . O O O X X X .
#  2 . . . . . . . . . . . . O O O X . . .
#  1 . . . . . . . . . . . . O O . X . . .
loadsgf games/ld-shape-j-group-liberty-lr-19.sgf
78 owl_defend Q3
#? [1 (S1|S2)]
79 owl_does_attack T3 Q3
#? [1]
80 owl_does_attack S1 Q3
#? [1]
81 owl_does_attack T1 Q3
#? [0]
82 owl_does_attack R2 Q3
#? [0]
107 owl_does_attack R1 Q3
#? [0]

# L+1 with the leg on the long side for White on 9x9 in the upper left
# (colours swapped, turned): White A7 B7 C7 D7 D8 around A8-C9, open at
# D9.  White B9 (the 2-1 point) lives; Black B9, C9, D9 or B8 kills;
# Black C8 fails (White B9 or B8); White C9 and D9 die (Black B8).
#    A B C D E F G H J
#  9 . . . . X X . . .
#  8 . . . O X X . . .
#  7 O O O O X X . . .
#  6 X X X X X X . . .
#  5 X X X X X X . . .
loadsgf games/ld-shape-l-plus-long-ul-9.sgf
83 owl_defend D7
#? [1 B9]
84 owl_attack D7
#? [1 (B9|C9|D9|B8)]
85 owl_does_attack C8 D7
#? [0]
86 owl_does_defend C9 D7
#? [0]
87 owl_does_defend D9 D7
#? [0]

# The carpenter's square for White on 13x13 in the upper right
# (colours swapped, turned: White M10 L10 K10 K11 K12, Black's hane
# stones M7 and G12).  White's 2-2 point M12 lives; Black's corner N13
# fails (White M12), and so does Black L11 (White M13, N12, L12 or M11).
#    A B C D E F G H J K L M N
# 13 . . . . . . . . . . . . .
# 12 . . . . . . X . X O . . .
# 11 . . . . . . . . X O . . .
# 10 . . . . . . . . X O O O .
#  9 . . . . . . . . X X X X .
#  8 . . . . . . . . . . . . .
#  7 . . . . . . . . . . . X .
#  6 . . . . . . . . . . . . .
#  5 . . . . . . . . . . . . .
loadsgf games/ld-shape-carpenter-ur-13.sgf
88 owl_does_defend M12 K11
#? [1]
89 owl_does_attack N13 K11
#? [0]
90 owl_does_attack L11 K11
#? [0]

# The comb: an eye space on the first line (A1 B1 C1 D1) with two teeth
# on the second line (A2 and C2) between Black's B2 and D2, White's A3
# touching the first tooth; no outside liberty.  Unsettled.  White kills
# only at C1, the middle of the first line: Black B1 is then met by A2
# and Black A2 by B1, and D1 beside White's stone is no second eye.
# White B1, A2, D1 or A1 fails: Black C1 (or B1/A2) keeps two eyes.
# Black lives at B1, C1 or A2; Black D1 or A1 dies (White C1).  Checked
# move by move and by an exhaustive search of the region A1-D1 A2 C2
# (tools/lifesolve ld-shape-comb.sgf --region "A1:D1 A2 C2" attack D3).
#    A B C D E F G H J
#  5 O O O O O O O . .
#  4 O X X X X O O . .
#  3 O X X X X O O . .
#  2 . X . X X O O . .
#  1 . . . . X O O . .
loadsgf games/ld-shape-comb.sgf
91 owl_attack D3
#? [1 C1]
92 owl_defend D3
#? [1 (B1|C1|A2)]
93 owl_does_attack B1 D3
#? [0]
94 owl_does_attack A2 D3
#? [0]
95 owl_does_attack D1 D3
#? [0]
96 owl_does_attack A1 D3
#? [0]
97 owl_does_defend D1 D3
#? [0]
98 owl_does_defend A1 D3
#? [0]
99 dragon_status D3
#? [critical C1 (B1|C1|A2)]

# The comb for White on 19x19 in the upper right (colours swapped,
# turned: White's teeth stones S18 and Q18, the first line Q19-T19, the
# teeth T18 and R18, Black's T17 touching the first tooth).  Black R19
# (the middle of the first line) kills; White S19, R19 or T18 lives;
# Black S19, T18 or Q19 and White Q19 or T19 fail (checked as on 9x9,
# region Q19:T19 T18 R18).
#    N O P Q R S T
# 19 X X O . . . .
# 18 X X O O . O .
# 17 X X O O O O X
# 16 X X O O O O X
# 15 X X X X X X X
loadsgf games/ld-shape-comb-ur-19.sgf
100 owl_attack Q17
#? [1 R19]
101 owl_defend Q17
#? [1 (S19|R19|T18)]
102 owl_does_attack S19 Q17
#? [0]
103 owl_does_attack T18 Q17
#? [0]
104 owl_does_attack Q19 Q17
#? [0]
105 owl_does_defend Q19 Q17
#? [0]
106 owl_does_defend T19 Q17
#? [0]
