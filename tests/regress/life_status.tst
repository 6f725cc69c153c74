# life_status.tst — dragon_status against the static verdict, positions of
# our own (GNU Go regression format).  dragon_status asks the searcher for
# every dragon, but a static "alive" (two eyes counted) stands unless the
# searcher's kill holds when the owner's reply is read as a root would
# read it.  Answers checked exhaustively with tools/lifesolve (regions in
# the comments) and with GNU Go 3.8's owl.

# Black's corner S5 S4 R3 R2 S2 behind White's wall R7-R6-S6, R5-R4-Q4,
# Q3, Q2-P2.  The space T1-T5, S3, S1, R1, Q1 gives two eyes: White's
# hane T5 is answered at T3 (the 1-3 point on the edge keeps an eye on
# each side), and the descents at Q1/R1 leave enough room.  The
# searcher's first kill, T5, was refuted only by the owner's ninth
# candidate, beyond the width it reads at the first ply.
# lifesolve --region "P1:T1 T2:T6 S3" attack R3: 0; after W T5, Black
# (--first black) lives with T3, T4, T6 (and P1, Q1 on that region).
#    N O P Q R S T
#  7 . . . O . . .
#  6 . . . O O . .
#  5 . . . O X . .
#  4 . . O O X . .
#  3 . . O X . . .
#  2 . O O X X . .
#  1 . . . . . . .
loadsgf games/ld-status-corner-hane.sgf
1 dragon_status R3
#? [alive]
2 owl_does_attack T5 R3
#? [0]
play W T5
3 owl_defend R3
#? [1 (T3|T4|T6)]

# Black's corner Q18 R18 R17 R16 S16 with the stone T18, behind White's
# wall P19-P18-P17-Q17-Q16, Q15-T15.  The eight empty points Q19-T19,
# S18, S17, T17, T16 make two eyes whoever starts (S19 or T17 answers
# the placements).  The searcher's evaluator estimated the space at one
# eye (a shape its eye solver gives up on) and answered "critical PASS
# S19": a kill without a move while the owner moving first lives.
# lifesolve --region "Q19:T19 S17:T18 T16" attack R16: 0.
#    O P Q R S T
# 19 . O . . . .
# 18 . O X X . X
# 17 . O O X . .
# 16 . . O X X .
# 15 . . O O O O
loadsgf games/ld-status-corner-eight.sgf
4 dragon_status R16
#? [alive]

# Black's corner A3 B4 C3 C2 with White's placement B2, White's wall
# B5-C5-C4-D4-D3-G3 above.  Whoever moves first decides: White B1 or B3
# kills; Black B1 (threatening A2 and B3 against the placement) lives,
# as do the inside points B3, A2, A4 and the extensions along the first
# two lines.  The searcher's own read shares one node budget among the
# owner's root moves and reached B1, the fifth, one move wide: "dead".
# Read on its own budget, B1 holds.
# lifesolve --region "A1:F2 B3 A4" attack C3: 1 B1 B3; --first black:
# 1 B1 C1 D1 F1 A2 D2 B3 A4 (F1 only because the region leaves White
# no move at G1-G2).
#    A B C D E F G
#  5 . O O . . . .
#  4 . X O O . . .
#  3 X . X O O O O
#  2 . O X . . . .
#  1 . . . . . . .
loadsgf games/ld-status-corner-placement.sgf
5 dragon_status C3
#? [critical (B1|B3) (B1|B3|A2|A4|C1|D1|D2)]
6 owl_does_defend B1 C3
#? [1]

# Black's corner A6-A5-B5-B4-C4-C3-C2-D2-D1-E1 around the seven points
# A1-C1, A2-B3, A4, White's wall outside.  Two eyes whoever starts: the
# placement B2 is answered at B1, A3 or B3 and Black lives outright.  The
# searcher reads B2 as a kill and B1 as only a ko for Black (its ko
# reading, known-failures/life.tst); a report does not overturn a static
# two-eye count with a kill that is not outright.
# lifesolve --region "A1:C1 A2:B3 A4" attack C4: 0; after W B2,
# --first black: 1 B1 A3 B3.
#    A B C D E F
#  7 O O . . . .
#  6 X O O . . .
#  5 X X O O . .
#  4 . X X O . .
#  3 . . X O O .
#  2 . . X X O O
#  1 . . . X X O
loadsgf games/ld-status-corner-seven.sgf
7 dragon_status C4
#? [alive]
