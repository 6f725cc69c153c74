# eyes.tst — eval_eye on eye shapes of our own (GNU Go regression format).
# Each space is enclosed by a solid wall of its owner unless the comment
# says otherwise.  Answers are "MIN MAX" (eyes with the opponent moving
# first, with the owner moving first) and, when they differ, the
# opponent's and the owner's vital point.  Decided from the classical
# shape knowledge (nakade shapes, false and half eyes) in the comments.

# Black edge pockets: corner straight three, edge square four, one point.
loadsgf games/eyes-edge-a.sgf
# straight three A1-C1: the middle point B1 decides one or two eyes
1 eval_eye A1
#? [1 2 B1 B1]
# asked from the vital point itself
2 eval_eye B1
#? [1 2 B1 B1]
# square four E1-F2: any move inside leaves a bent three, one eye either way
3 eval_eye E1
#? [1 1]
# the same space from its upper point
4 eval_eye F2
#? [1 1]
# one-point eye H1, both diagonals black
5 eval_eye H1
#? [1 1]

# Black: corner bent three A1-A2-B1, edge straight four D1-G1, two points J1-J2.
loadsgf games/eyes-edge-b.sgf
# bent three: the corner point of the bend (A1) is vital
6 eval_eye A2
#? [1 2 A1 A1]
# asked from the vital point
7 eval_eye A1
#? [1 2 A1 A1]
# straight four: a move in the middle is answered by the other, two eyes
8 eval_eye D1
#? [2 2]
# same space, other end
9 eval_eye G1
#? [2 2]
# two-point eye: one eye whoever plays
10 eval_eye J1
#? [1 1]

# Black pyramid four D5-E5-F5-E4 in the centre.
loadsgf games/eyes-pyramid.sgf
# the centre E5 touches the other three: vital for both
11 eval_eye D5
#? [1 2 E5 E5]
# asked from the stem
12 eval_eye E4
#? [1 2 E5 E5]

# Black crossed five (plus) around E5.
loadsgf games/eyes-cross.sgf
# the centre of the plus is the only vital point
13 eval_eye E6
#? [1 2 E5 E5]

# Black bulky five B1, C1, D1, B2, C2 on the edge.
loadsgf games/eyes-bulky.sgf
# the square point next to the extra point (C1) touches three others: vital
14 eval_eye B1
#? [1 2 C1 C1]
# asked from the extra point
15 eval_eye D1
#? [1 2 C1 C1]

# Black rabbity six D6, E6, D5, E5, F5, E4 in the centre.
loadsgf games/eyes-rabbity.sgf
# E5 touches four of the other five: the vital point
16 eval_eye D6
#? [1 2 E5 E5]

# Black straight three C5-E5 in the centre, straight five C1-G1 on the edge.
loadsgf games/eyes-three-five.sgf
# straight three in the centre: middle point D5
17 eval_eye C5
#? [1 2 D5 D5]
# straight five: two eyes whatever the opponent does
18 eval_eye E1
#? [2 2]

# Black group with real eyes G1 and J2 and a false eye E1: D1 has only E1
# left (C1 and D2 are white and connected to the outside), so a white
# stone on E1 captures it.
loadsgf games/eyes-false.sgf
# E1 can never be an eye
19 eval_eye E1
#? [0 0]
# G1: all three neighbours and both diagonals black
20 eval_eye G1
#? [1 1]

# The same group with D2 empty: white D2 (connected to C2) makes E1 false
# by putting D1 in atari; black D2 connects D1 and makes E1 real.
loadsgf games/eyes-half.sgf
# a half eye decided on the diagonal D2
21 eval_eye E1
#? [0 1 D2 D2]

# Black straight threes with a dead white stone: in the middle (B1-D1 around
# C1) and at the end (F1-H1 with white F1).
loadsgf games/eyes-inside.sgf
# white already holds the vital point: black captures it for one eye, never two
22 eval_eye B1
#? [1 1]
# asked from the white stone's point
23 eval_eye C1
#? [1 1]
# white stone at the end: G1 is still vital (black G1 captures F1 and leaves eyes F1, H1)
24 eval_eye H1
#? [1 2 G1 G1]

# White centre group with a bent three D5, E5, E4.
loadsgf games/eyes-white-bent.sgf
# the point of the bend (E5) touches both others: vital
25 eval_eye D5
#? [1 2 E5 E5]

# Black centre pockets: two points C7-D7, square four F5-G6, bent four C3-D3-E3-E2.
loadsgf games/eyes-centre-shapes.sgf
# two-point eye: one eye
26 eval_eye C7
#? [1 1]
# square four: one eye
27 eval_eye F6
#? [1 1]
# C3, D3, E3 with E2 below: an L-shaped (bent) four, two vital points miai
28 eval_eye C3
#? [2 2]

# Black edge pockets: bent three C1-D1-D2, and a 2x3 block F1-H2.
loadsgf games/eyes-edge-c.sgf
# bent three on the edge: the bend D1 is vital
29 eval_eye C1
#? [1 2 D1 D1]
# 2x3 block: two eyes whatever the opponent does
30 eval_eye H2
#? [2 2]

# Black centre eye E6 with one white diagonal (D7, connected to the white
# stones above); the other three diagonals black.  In the centre a point
# needs two bad diagonals to be false.
loadsgf games/eyes-one-diagonal.sgf
# still a real eye
31 eval_eye E6
#? [1 1]
# bent three C4-D4-C3: vital point C4 at the bend
32 eval_eye D4
#? [1 2 C4 C4]

# 13x13, white top-right: corner square four M12-N13 and a bent four K10, K9, L9, M9.
loadsgf games/eyes-13-white.sgf
# square four in the corner: one eye
33 eval_eye N13
#? [1 1]
# bent four (L) away from the corner: two eyes
34 eval_eye L9
#? [2 2]
