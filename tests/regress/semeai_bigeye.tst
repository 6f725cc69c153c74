# semeai_bigeye.tst — capturing races with a big eye, positions of our
# own (GNU Go regression format): analyze_semeai A B answers DEFENCE
# ATTACK MOVE for A's owner moving first.  Black's racer (lower left,
# no outside liberty unless said) has an eye of three or four points;
# White's racer (lower right) has no eye and only the outside liberties
# named.  A big eye counts as many moves as White needs to fill it (3
# for three points, 5 for a four-point killing shape); but an eye with
# its vital point empty also lets Black make two eyes at once.

# Black's straight three A1 B1 C1 and one outside liberty B4 against
# White's G4 H4 J4.  Black wins whoever starts: moving first by B1 (two
# eyes), by filling a White liberty, or by passing; White moving first
# at B1 still needs A1, B4 and a capture while Black fills three.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 O O O O O X X X X
#  4 O . O O O X . . .
#  3 X X X X X O O O O
#  2 X X X X O O O O O
#  1 . . . X O O O O O
loadsgf games/sem-bigeye3-plus1-vs-3.sgf
1 analyze_semeai A3 F3
#? [1 1 (G4|H4|J4|B1|PASS)]
2 analyze_semeai F3 A3
#? [0 0 PASS]

# The straight three and no outside liberty against three: the mover
# wins.  Black: B1 (two eyes) or any White liberty (after G4, White B1,
# Black H4, White A1, Black J4 takes White first).  White moving first
# wins only at the vital point B1 (test 16 below).
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 O O O O O X X X X
#  4 O O O O O X . . .
#  3 X X X X X O O O O
#  2 X X X X O O O O O
#  1 . . . X O O O O O
loadsgf games/sem-bigeye3-vs-3.sgf
3 analyze_semeai A3 F3
#? [1 1 (G4|H4|J4|B1)]

# Black's pyramid four B1 C1 D1 C2 on the first line against four
# outside liberties (G4 H4 J4 J3).  Black C1 makes three eyes; even
# after White C1 the four-point killing shape is worth five moves,
# more than White's four: Black wins whoever starts.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 O O O O O X X X X
#  4 O O O O O X . . .
#  3 X X X X X O O O .
#  2 X X . X X O O O O
#  1 X . . . X O O O O
loadsgf games/sem-bigeye-pyramid-vs-4.sgf
4 analyze_semeai A3 F3
#? [1 1 (C1|G4|H4|J4|J3|PASS)]
5 analyze_semeai F3 A3
#? [0 0 PASS]

# Seki: Black's racer has the eye A1, White's the eye J1, and they share
# the one liberty E2; no outside liberties.  Whoever fills E2 is left
# with only its eye and is taken there (Black E2, White A1).  Neither
# side can kill the other: owner moving first defends (1), cannot
# attack (0), and has nothing better than to pass.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 O O O O O X X X X
#  4 O O O O O X X X X
#  3 X X X X X O O O O
#  2 X X X X . O O O O
#  1 . X X X X O O O .
loadsgf games/sem-seki-eye-vs-eye.sgf
6 analyze_semeai A3 F3
#? [1 0 PASS]
7 analyze_semeai F3 A3
#? [1 0 PASS]
8 owl_attack A3
#? [0]
9 owl_attack F3
#? [0]

# Seki without eyes: the racers share E1 and E2 and have no other
# liberty.  Filling one puts one's own racer in atari and the other
# takes it at the other point (and lives in the space).  Nobody can
# kill.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 O O O O O X X X X
#  4 O O O O O X X X X
#  3 X X X X X O O O O
#  2 X X X X . O O O O
#  1 X X X X . O O O O
loadsgf games/sem-seki-no-eyes.sgf
10 analyze_semeai A3 F3
#? [1 0 PASS]
11 analyze_semeai F3 A3
#? [1 0 PASS]
12 owl_attack A3
#? [0]

# One eye against none: Black's eye A1 and the shared E1 E2 against
# White's E1 E2 only.  White cannot fill a shared liberty without being
# taken at the other, nor play A1 (suicide); Black fills E2 or E1 and
# takes White at the other.  Black wins whoever starts.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 O O O O O X X X X
#  4 O O O O O X X X X
#  3 X X X X X O O O O
#  2 X X X X . O O O O
#  1 . X X X . O O O O
loadsgf games/sem-eye-beats-no-eye.sgf
13 analyze_semeai A3 F3
#? [1 1 (E1|E2|PASS)]
14 analyze_semeai F3 A3
#? [0 0 PASS]

# Big eye against small eye with the vital point open: Black's straight
# three A1 B1 C1 and the shared E1 E2 against White's eye J1 and the same
# shared liberties.  Black moving first wins by B1 (two eyes) or by
# filling a shared liberty while the eye is whole (E2, White B1, E1:
# White is in atari at J1 and Black still has A1 and C1).  White moving
# first gets a seki at best, by B1: after Black E2, White A1, Black's
# capture at C1, White B1 again and Black's capture at A1, each side has
# a one-point eye and the shared E1 (test 19 below).
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 O O O O O X X X X
#  4 O O O O O X X X X
#  3 X X X X X O O O O
#  2 X X X X . O O O O
#  1 . . . X . O O O .
loadsgf games/sem-bigeye-vs-small-eye.sgf
15 analyze_semeai A3 F3
#? [1 1 (B1|E1|E2)]

# Moved from known-failures/semeai.tst once the reader tried fills
# inside an eye after the vital point and ranked small eyes alike.
# sem-bigeye3-vs-3: White moving first wins only
# at the vital point B1 of Black's straight three (Black A1/C1 are then
# filled with Black's capture in between, and White is a move ahead);
# White A1 or C1 is met by B1 and two eyes.
loadsgf games/sem-bigeye3-vs-3.sgf
16 analyze_semeai F3 A3
#? [1 1 B1]

# sem-bigeye3-vs-4: Black's straight three A1 B1 C1, no outside
# liberty, against White's four outside liberties G4 H4 J4 J3.  B1
# decides for both: Black B1 makes two eyes (White, eyeless, dies); a
# Black fill (G4) is met by White B1 and White wins three against three
# with the move.  White B1 leaves Black one eye worth three against four.
loadsgf games/sem-bigeye3-vs-4.sgf
17 analyze_semeai A3 F3
#? [1 1 B1]
18 analyze_semeai F3 A3
#? [1 1 B1]

# sem-bigeye-vs-small-eye: White moving first
# gets a seki by B1 (Black E2, White A1, Black takes at C1, White B1
# again, Black takes at A1: Black's eye B1, White's eye J1 and the shared
# E1 are left).
loadsgf games/sem-bigeye-vs-small-eye.sgf
19 analyze_semeai F3 A3
#? [1 0 B1]

# dragon_status from the race (semeai_status.c).  In the seki without
# eyes each racer alone cannot make two eyes, but neither can be taken:
# both are alive.
loadsgf games/sem-seki-no-eyes.sgf
20 dragon_status A3
#? [alive]
21 dragon_status F3
#? [alive]

# One eye against none: Black wins whoever starts, White whoever starts
# dies.
loadsgf games/sem-eye-beats-no-eye.sgf
22 dragon_status A3
#? [alive]
23 dragon_status F3
#? [dead]

# sem-race-one-ahead: the seki without eyes with A4 empty, Black's one
# outside liberty more.  Black lives whoever starts (White A4 leaves the
# seki); White, moving first, saves itself only by A4 (the seki); Black
# moving first fills E1 or E2 and White, in atari, cannot take back.
#    A B C D E F G H J
#  5 O O O O O X X X X
#  4 . O O O O X X X X
#  3 X X X X X O O O O
#  2 X X X X . O O O O
#  1 X X X X . O O O O
loadsgf games/sem-race-one-ahead.sgf
24 dragon_status A3
#? [alive]
25 dragon_status F3
#? [critical (E1|E2) A4]

# sem-bent-three-seki: White's G2 G1 H1 inside Black's eyeless group,
# sharing F2 and J1; Black also has D2 and J3, which White's wall fills
# safely.  Black is two liberties ahead, but after Black F2 and J1 take
# the three stones White plays G1, the vital point of the bent three,
# and Black has one eye: Black never takes.  Seki whoever starts, and
# neither side needs a move.
#    A B C D E F G H J
#  4 . . . O O O O O O
#  3 . . . O X X X X .
#  2 . . O . X . O X X
#  1 . . O O X X O O .
loadsgf games/sem-bent-three-seki.sgf
26 analyze_semeai G2 E3
#? [1 0 PASS]
27 analyze_semeai E3 G2
#? [1 0 PASS]
