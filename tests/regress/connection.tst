# connection.tst — connect / disconnect on positions of our own (GNU Go
# regression format).  "connect A B": can A's owner, moving first, join the
# two strings; "disconnect A B": can the opponent, moving first, keep them
# apart.  Answers decided by reading the positions out by hand (comments).

# Bamboo joint C5-D5 / C3-D3, white B4 and E4 beside it.
loadsgf games/conn-bamboo.sgf
# a white stone on C4 or D4 is answered on the other: no cut
1 disconnect C5 C3
#? [0]
# the same from the other stones of the joint
2 disconnect D5 D3
#? [0]
# black may fill either point of the joint
3 connect C5 C3
#? [1 (C4|D4)]

# One-point jump C3-C5 with white stones on both sides (B4, D4): C4 is the only link.
loadsgf games/conn-jump.sgf
# black C4 joins them solidly
4 connect C3 C5
#? [1 C4]
# white C4 connects to B4 and D4 and cuts
5 disconnect C3 C5
#? [1 C4]

# Diagonal C3-D4 on an open board: C4 and D3 are miai.
loadsgf games/conn-diagonal.sgf
# whichever point white takes, black takes the other
6 disconnect C3 D4
#? [0]
# black may fill either link
7 connect C3 D4
#? [1 (C4|D3)]

# The diagonal C3-D4 with white already on C4: D3 is the last link.
loadsgf games/conn-diagonal-half.sgf
# black must fill D3
8 connect C3 D4
#? [1 D3]

# Hanging connection C3, D4, E3 with white C2, E2 below: white D3 is in atari at once.
loadsgf games/conn-hanging.sgf
# white D3 is captured by black D2
10 disconnect C3 E3
#? [0]
# D4 and C3 share C4 and D3; white D3 is captured
11 disconnect C3 D4
#? [0]
# filling the tiger's mouth is the solid connection
12 connect C3 E3
#? [1 D3]

# Diagonal D4-E5 with white D5 (backed by C5, C6, D6) and a black stone on F3:
# white cuts at E4.  Chased from F4 the cutter walks E3-D3 and puts D4 in
# atari; chased from E3 it walks F4-F5 and puts E5 in atari.  The cut stands.
loadsgf games/conn-ladder-cut.sgf
# black fills E4 first
14 connect D4 E5
#? [1 E4]

# White D3 in atari (only D2) between black C3 and E3, black D4 above.
loadsgf games/conn-capture.sgf
# black D2 captures D3; white can never play back into D3 (no liberty, nothing to capture)
15 connect C3 E3
#? [1 D2]

# Black C4, D5, E4 around white D4-D3: two cutting points, C5 and E5.
loadsgf games/conn-double-cut.sgf
# white cuts on either side; the cutting stone has two liberties and open space
16 disconnect C4 E4
#? [1 (C5|E5)]

# White C2 and E2 on the second line with black D3 above: after black D2 white
# plays D1 and C1/E1 are self-atari for black, so white connects underneath.
loadsgf games/conn-white-edge-jump.sgf
# the under-connection on the first line
19 disconnect C2 E2
#? [0]
# white can connect at D2, or underneath at D1
20 connect C2 E2
#? [1 (D2|D1)]

# D4 (in B4-D4) and E5 (in E5-E6) meet only at E4 (D5 is white, backed by
# C5-D6); black F3 stands below.  A white cutter on E4 has E3 and F4: black E3
# chases it along F4-F5-G5... to the right edge, or F4 along E3-D3-D2 to the
# bottom; both black strings have liberties to spare.  The cut fails.
loadsgf games/conn-ladder.sgf
# the cutting stone is captured in a ladder
17 disconnect D4 E5
#? [0]
# B4 and E6 are the same two strings
18 disconnect B4 E6
#? [0]

# A solid white wall on the e line (E1-E9) between black C5 and G5.  The
# wall has liberties on both sides and cannot be captured, so no route
# joins the two stones: white has nothing to play and nothing to fear.
loadsgf games/conn-wall.sgf
# the stones are apart already: no move is needed
21 disconnect C5 G5
#? [1 PASS]
# and black, moving first, cannot join them
22 connect C5 G5
#? [0]
