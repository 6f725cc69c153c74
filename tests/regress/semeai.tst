# semeai.tst — capturing races on positions of our own (GNU Go regression
# format): analyze_semeai A B answers DEFENCE ATTACK MOVE for A's owner
# moving first (1 1 A kills B, 0 0 A loses, 1 0 seki or both live).
# Two 9x9 families: races along the left edge (a black string under a
# two-row white wall, a white string over a two-row black wall; the gaps in the walls are
# the outside liberties) and races along the bottom edge with the racers'
# corners left empty as eyes (one point, two points, the square four) or
# filled.  Answers are counted by hand: outside liberties, eye liberties
# (one per point for eyes of one or two points; the square four in the
# corner only three, since its corner point touches no stone), and who
# moves; each line of play was checked move by move.  Where a pass also wins, PASS is accepted.

# Black A5-E5 has three outside liberties (B6 C6 D6), white A4-E4 two
# (B3 D3), no shared ones and no eyes.  Black wins whoever starts:
# white, moving first, fills two of black's three while black fills both
# of white's.
loadsgf games/semeai-race-3-2.sgf
1 analyze_semeai A5 A4
#? [1 1 (B3|D3|PASS)]
2 analyze_semeai A4 A5
#? [0 0 PASS]

# Two outside liberties each, nothing shared: the side that fills
# first wins, so each dragon, its owner moving first, kills the other.
loadsgf games/semeai-race-2-2.sgf
3 analyze_semeai A5 A4
#? [1 1 (B3|D3)]
4 analyze_semeai A4 A5
#? [1 1 (B6|D6)]

# Three against three (A6 C6 E6 and A3 C3 E3), corner and end points
# included: the mover wins by one tempo.
loadsgf games/semeai-race-3-3.sgf
5 analyze_semeai A5 A4
#? [1 1 (A3|C3|E3)]
6 analyze_semeai A4 A5
#? [1 1 (A6|C6|E6)]

# Four liberties against two: white is two moves short and cannot
# win even moving first; black needs no move.
loadsgf games/semeai-race-4-2.sgf
7 analyze_semeai A4 A5
#? [0 0 PASS]
8 analyze_semeai A5 A4
#? [1 1 (C3|E3|PASS)]

# Both racers in atari: whoever moves captures at once (C3 or C6).
loadsgf games/semeai-race-1-1.sgf
9 analyze_semeai A5 A4
#? [1 1 C3]
10 analyze_semeai A4 A5
#? [1 1 C6]

# Black's corner eye A1 (one point) and two outside liberties make
# three; white, no eye, has three outside liberties (G4 H4 J4).  Three
# against three: the mover wins.  White cannot play A1 before B4 and D4
# are filled (suicide), so white's first moves are B4 or D4.
loadsgf games/semeai-eye1-vs-none.sgf
11 analyze_semeai A3 F3
#? [1 1 (G4|H4|J4)]
12 analyze_semeai F3 A3
#? [1 1 (B4|D4)]

# A two-point eye (A1 B1) is worth two moves: with B4 black has three,
# as many as white's G4 H4 J4.  The mover wins.  White's throw-in at A1
# or B1 is as good as B4: black must take the stone, leaving a
# one-point eye.
loadsgf games/semeai-eye2-vs-none.sgf
13 analyze_semeai A3 F3
#? [1 1 (G4|H4|J4)]
14 analyze_semeai F3 A3
#? [1 1 (B4|A1|B1)]

# Black's square four in the corner: the corner point A1 touches no
# black stone, so black has only three liberties (A2 B2 B1), and white's
# stones played there always keep A1 as a liberty and are never in
# atari.  Three against white's three (G4 H4 J4): the mover wins.
loadsgf games/semeai-square4-vs-none.sgf
15 analyze_semeai A3 F3
#? [1 1 (G4|H4|J4)]
16 analyze_semeai F3 A3
#? [1 1 (A2|B2|B1)]

# One-point eye each (A1, J1) and two outside liberties each, no
# shared liberties: three against three, the mover wins; the eyes can
# only be filled last.
loadsgf games/semeai-eye1-vs-eye1.sgf
17 analyze_semeai A3 F3
#? [1 1 (G4|H4)]
18 analyze_semeai F3 A3
#? [1 1 (B4|D4)]

# Two-point eye and one outside liberty each: three against three,
# and the mover wins by a tempo, filling the outside liberty or
# throwing a stone into the opponent's eye (the owner must spend a move
# taking it, which leaves a one-point eye: the same count).
loadsgf games/semeai-eye2-vs-eye2.sgf
19 analyze_semeai A3 F3
#? [1 1 (G4|H1|J1)]
20 analyze_semeai F3 A3
#? [1 1 (D4|A1|B1)]

# Black has no eye (its corner is filled with stones) but four
# outside liberties (A4-D4); white has the eye J1 and two outside
# liberties: three.  An eye without shared liberties is just one more
# liberty, so four against three: black wins whoever starts.
loadsgf games/semeai-none-vs-eye1.sgf
21 analyze_semeai A3 F3
#? [1 1 (G4|H4|PASS)]
22 analyze_semeai F3 A3
#? [0 0 PASS]

# Two liberties (B6 D6) against one (C3): white is in atari and
# cannot gain a liberty, so it loses even moving first (white fills
# one, black captures at C3).
loadsgf games/semeai-race-2-1.sgf
23 analyze_semeai A4 A5
#? [0 0 PASS]
24 analyze_semeai A5 A4
#? [1 1 (C3|PASS)]

# Four outside liberties each, no shared ones: the mover wins by
# one tempo.
loadsgf games/semeai-race-4-4.sgf
25 analyze_semeai A5 A4
#? [1 1 (A3|B3|D3|E3)]
26 analyze_semeai A4 A5
#? [1 1 (A6|B6|C6|D6)]

# Black two (A6 E6), white three (B3 C3 D3): white wins whoever
# starts.
loadsgf games/semeai-race-2-3.sgf
27 analyze_semeai A5 A4
#? [0 0 PASS]
28 analyze_semeai A4 A5
#? [1 1 (A6|E6|PASS)]

# Both walls fully open: five against five, the mover wins.
loadsgf games/semeai-race-5-5.sgf
29 analyze_semeai A5 A4
#? [1 1 (A3|B3|C3|D3|E3)]
30 analyze_semeai A4 A5
#? [1 1 (A6|B6|C6|D6|E6)]

# Three liberties against one: white is in atari and far behind.
loadsgf games/semeai-race-3-1.sgf
31 analyze_semeai A4 A5
#? [0 0 PASS]
32 analyze_semeai A5 A4
#? [1 1 (D3|PASS)]

# Black: the eye A1 plus three outside liberties (A4 B4 C4), four;
# white: three outside liberties (G4 H4 J4).  Four against three:
# black wins either way.
loadsgf games/semeai-eye1-vs-none-b.sgf
33 analyze_semeai A3 F3
#? [1 1 (G4|H4|J4|PASS)]
34 analyze_semeai F3 A3
#? [0 0 PASS]

# A two-point eye and two outside liberties (four moves) against a
# one-point eye and two outside liberties (three): black wins whoever
# starts.
loadsgf games/semeai-eye2-vs-eye1.sgf
35 analyze_semeai A3 F3
#? [1 1 (G4|H4|PASS)]
36 analyze_semeai F3 A3
#? [0 0 PASS]

# One-point eye and one outside liberty (two moves) against a
# two-point eye and two outside liberties (four): white wins either
# way.
loadsgf games/semeai-eye1-vs-eye2.sgf
37 analyze_semeai A3 F3
#? [0 0 PASS]
38 analyze_semeai F3 A3
#? [1 1 (B4|PASS)]

# Both corners filled with stones, no eyes: three outside liberties
# against two.  Black wins whoever starts.
loadsgf games/semeai-none-vs-none-corners.sgf
39 analyze_semeai A3 F3
#? [1 1 (G4|H4|PASS)]
40 analyze_semeai F3 A3
#? [0 0 PASS]

# A one-point eye and three outside liberties each: four against
# four, the mover wins (the eyes are filled last).
loadsgf games/semeai-eye1-vs-eye1-wide.sgf
41 analyze_semeai A3 F3
#? [1 1 (G4|H4|J4)]
42 analyze_semeai F3 A3
#? [1 1 (A4|B4|C4)]

# A two-point eye and two outside liberties (four moves) against three
# outside liberties: black wins whoever starts.
loadsgf games/semeai-eye2-vs-none-ahead.sgf
43 analyze_semeai A3 F3
#? [1 1 (G4|H4|J4|PASS)]
44 analyze_semeai F3 A3
#? [0 0 PASS]

# Four outside liberties (A4-D4) against a two-point eye and one
# outside liberty (three): black wins whoever starts.
loadsgf games/semeai-none-vs-eye2.sgf
45 analyze_semeai A3 F3
#? [1 1 (G4|H1|J1|PASS)]
46 analyze_semeai F3 A3
#? [0 0 PASS]

# No eyes, two outside liberties each: the mover wins.
loadsgf games/semeai-none-vs-none-even.sgf
47 analyze_semeai A3 F3
#? [1 1 (G4|H4)]
48 analyze_semeai F3 A3
#? [1 1 (B4|D4)]

# Black's only liberty is its eye A1; white has two outside
# liberties.  Black, even moving first, fills one and white takes A1.
# (A1 is legal for white because it captures.)
loadsgf games/semeai-eye1-vs-none-short.sgf
49 analyze_semeai A3 F3
#? [0 0 PASS]
50 analyze_semeai F3 A3
#? [1 1 (A1|PASS)]

# Black two (B6 D6) against white three (A3 C3 E3): white wins
# whoever starts.
loadsgf games/semeai-race-2-3-b.sgf
51 analyze_semeai A5 A4
#? [0 0 PASS]
52 analyze_semeai A4 A5
#? [1 1 (B6|D6|PASS)]

# Black in atari (C6) against two liberties: white captures.
loadsgf games/semeai-race-1-2.sgf
53 analyze_semeai A5 A4
#? [0 0 PASS]
54 analyze_semeai A4 A5
#? [1 1 (C6|PASS)]

# Four against three: black wins whoever starts.
loadsgf games/semeai-race-4-3.sgf
55 analyze_semeai A5 A4
#? [1 1 (B3|C3|D3|PASS)]
56 analyze_semeai A4 A5
#? [0 0 PASS]

# Black D2 E2 inside the white ring share D1 and E1 with it, and the
# ring has no other liberty.  It looks like seki, but black fills D1:
# both are in atari, white must take three stones (E1) and is left with
# a bent three (D1 D2 E2) whose vital point D2 kills it.  White moving
# first can only fill a liberty of its own ring.
loadsgf games/semeai-ring-no-outside-liberty.sgf
57 analyze_semeai D2 C1
#? [1 1 (D1|E1)]
58 analyze_semeai C1 D2
#? [0 0 PASS]

# Three (A6 C6 E6) against two (B3 D3): black wins whoever starts.
loadsgf games/semeai-race-3-2-c.sgf
59 analyze_semeai A5 A4
#? [1 1 (B3|D3|PASS)]
60 analyze_semeai A4 A5
#? [0 0 PASS]

# An approach move away from the liberty.  White B2-F2 B1 D1 has a
# one-point eye (C1) and two liberties: A1, and E1 next to black's lone
# edge stone F1 (liberties E1 G1).  Black filling E1 at once is
# self-atari: white G1 takes E1 F1 and has a second eye.  Black connects
# F1 first (G1), then E1 is a safe fill.  The black wall has plenty of
# room, so white, one eye short, dies whoever starts: after black A1 or
# G1 white's E1 only puts itself in atari, and if black passes white E1
# (atari on F1) is answered by G1 and white is left with C1 and A1, both
# black's to take (A1, then C1 captures).
loadsgf games/semeai-approach-edge.sgf
61 analyze_semeai A4 B2
#? [1 1 (A1|G1|PASS)]
62 analyze_semeai B2 A4
#? [0 0 PASS]
