# life_ko.tst — kos that are not simply "whoever takes first", positions
# of our own (GNU Go regression format): the ten-thousand-year ko in the
# corner (also turned and colour-swapped on 13x13), what each side gets by
# resolving it, and the same ko with one and two approach moves.  Answers are GNU Go's
# result codes: 1 unconditional, 2 a ko the answering side takes first
# (the opponent needs the first ko threat), 3 a ko in which the answering
# side needs the first threat; analyze_semeai A B answers DEFENCE ATTACK
# MOVE for A's owner moving first.  Each answer was decided by reading
# (the reasons are in the comments), played out move by move over GTP,
# and checked by an exhaustive search of the isolated corner with ko
# threats counted (tools/lifesolve, docs/life-and-death.md); GNU Go 3.8
# was looked at only for lines, and it differs on several codes.
#
# The ten-thousand-year ko (ld-tenthousand-ko).  Black's A4 group (A4
# B4 B3 C3 D3 D2 D1) is shut in by White with no outside liberty; inside
# it White's A1 B1 B2 and Black's A2.  Black A2 is in atari at A3;
# Black's group has A3, C1, C2, White's A1-B2 has C1, C2.  It is a seki
# that neither side can resolve to its profit:
# - White A3 takes the ko (capturing A2) but does not put Black in
#   atari: Black need not retake, and when White then fills C1 or C2,
#   Black retakes at A2 with White's group in atari, so White must find
#   a threat first (3).  White connecting at A2 after the take is seki.
# - Black C1 or C2 puts White's group in atari; White takes the ko at
#   A3 with Black's group in atari, so Black needs the first threat (3).
# - Black's connection at A3 is a blunder: White C1 puts both groups in
#   atari, Black captures four stones at C2 and the captured space is
#   the pyramid four, which White kills at B1.
# So each side's best is to leave it (PASS), safe while the opponent has
# no ko threats (2).
#    A B C D E F G H J
#  5 O O O O O O . . .
#  4 X X O O O O . . .
#  3 . X X X O O . . .
#  2 X O . X O O . . .
#  1 O O . X O O . . .
loadsgf games/ld-tenthousand-ko.sgf
1 analyze_semeai A4 B2
#? [2 3 (C1|C2)]
2 analyze_semeai B2 A4
#? [2 3 A3]
3 owl_defend B2
#? [2 (A3|PASS)]
4 owl_does_defend A3 A4
#? [0]
5 owl_does_attack C2 B2
#? [3]
6 owl_does_attack C1 B2
#? [3]
# Black killing White's B2: filling C1 or C2 lets White take the ko with
# Black in atari, so Black needs the first threat.
26 owl_attack B2
#? [3 (C1|C2)]

# Who resolves it gets what (1): Black connects at A3 (ld-tenthousand-
# ko-connect, White to move).  White C1 kills (above); Black's group
# cannot be saved, White's cannot be killed.
loadsgf games/ld-tenthousand-ko-connect.sgf
7 owl_attack A4
#? [1 C1]
8 owl_defend A4
#? [0]
9 owl_attack B2
#? [0]
# White moving first keeps B2 by passing (seki): White C1 kills Black's
# group but is captured first, so it is no defence.
27 owl_defend B2
#? [1 PASS]

# Who resolves it gets what (2): White has taken the ko at A3
# (ld-tenthousand-ko-taken, Black to move, Black may not retake at
# once).  Black killing White's group needs the retake at A2 and so a
# threat first (3).
loadsgf games/ld-tenthousand-ko-taken.sgf
10 owl_attack B2
#? [3 A2]

# Who resolves it gets what (3): Black has filled C2 (ld-tenthousand-
# ko-fill, White to move, White's group in atari).  White's only answer
# is to take the ko at A3 with Black's group in atari: a ko White takes
# first (2); Black moving again would capture at C1 (1).
loadsgf games/ld-tenthousand-ko-fill.sgf
11 owl_attack A4
#? [2 A3]
12 owl_defend B2
#? [2 A3]
13 owl_defend A4
#? [1 C1]
14 owl_attack B2
#? [1 C1]
15 analyze_semeai B2 A4
#? [2 2 A3]

# The same ten-thousand-year ko for White on 13x13 in the upper right
# (ld-tenthousand-ko-ur-13: colours swapped, turned; White's N10 group
# holds Black's L13 M13 M12 and its own N12, in atari at N11).  The
# answers are those of ld-tenthousand-ko (moyo's three wrong codes there
# are wrong here too, and are not asked again).
#    H J K L M N
# 13 X X O . X X
# 12 X X O . X O
# 11 X X O O O .
# 10 X X X X O O
#  9 X X X X X X
loadsgf games/ld-tenthousand-ko-ur-13.sgf
16 analyze_semeai N10 M12
#? [2 3 (L13|L12)]
17 analyze_semeai M12 N10
#? [2 3 N11]
18 owl_defend M12
#? [2 (N11|PASS)]
19 owl_does_defend N11 N10
#? [0]
20 owl_does_attack L12 M12
#? [3]
21 owl_does_attack L13 M12
#? [3]

# Approach kos.  In the race between Black's A4 group and White's A1-B2
# group, White's capture at A3 is a ko; what it is worth depends on how
# many liberties Black keeps after it, each one a move White must still
# make (an approach) while Black may retake:
# - ld-tenthousand-ko-fill (one shared liberty left): the take puts
#   Black in atari: a direct ko, White taking first (analyze_semeai B2
#   A4 = 2 2 A3, test 15; tools/lifesolve: White needs no threat);
# - ld-tenthousand-ko (two shared liberties): one approach move after the
#   take: White needs the first threat (2 3 A3, test 2; one threat);
# - ld-approach-ko-2 (below, three shared liberties C1 D2 C3): two
#   approach moves: still 3 in GNU Go's codes (2 3 A3), and tools/lifesolve
#   finds White needs two threats.  Black's way of killing White, filling
#   a shared liberty (C1, D2 or C3), lets White take the ko first with
#   Black two approaches short: a ko Black needs threats for (3).
# Here, unlike the two-liberty shape, Black's connection at A3 is safe:
# the seki then has three shared liberties and White's C1 is no longer a
# killing sacrifice.
#    A B C D E F G H J
#  5 O O O O O O O . .
#  4 X X X X O O O . .
#  3 . X . X X O O . .
#  2 X O O . X O O . .
#  1 O O . X X O O . .
loadsgf games/ld-approach-ko-2.sgf
22 analyze_semeai B2 A4
#? [2 3 A3]
23 owl_attack B2
#? [3 (C1|D2|C3)]
# White moving first keeps its group only by leaving it (Black needs
# threats to kill it): 2.
28 owl_defend B2
#? [2 (C1|D2|A3|C3|PASS)]
24 owl_does_attack C1 B2
#? [3]
25 owl_does_attack D2 B2
#? [3]
