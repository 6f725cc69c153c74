# unconditional.tst — unconditional_status on our own positions (GNU Go
# regression format).  Answers decided by hand from Benson's definition
# (a string is alive when it keeps two vital regions, a region being vital
# when every empty point of it is a liberty of the string) and from what
# the opponent could build inside an area enclosed by alive strings if it
# had every move it wanted.  Run: moyo regress unconditional.tst

# Black corner string with one-point eyes B4, D4 and the space B2-D2 around
# a white stone at C2: three vital regions, all empty points liberties.
loadsgf games/uncond-eyes-and-stone.sgf
# every black stone is one string with three vital regions
1 unconditional_status B5
#? [alive]
# C2 has only B2 and D2, both inside black's space: white can never make an eye there
2 unconditional_status C2
#? [dead]
# B2 borders only black's alive string and the dead C2
3 unconditional_status B2
#? [black_territory]
# D2 likewise
4 unconditional_status D2
#? [black_territory]
# B4 is a one-point eye of the alive string
5 unconditional_status B4
#? [black_territory]
# the white wall F1-F6 has no eye at all: nothing is settled for it
6 unconditional_status F3
#? [undecided]
# open board beside the white wall
7 unconditional_status H5
#? [undecided]
# white wall stone on the top of the black group
8 unconditional_status A6
#? [undecided]

# Black has one big space A3-C3-C1 and a corner point A1 that only the
# separate string A2-B2-B1 touches.  The big space is vital to the main
# string, but A2-B2-B1 has one vital region (A1) and drops, taking A1 and
# the big space (it touches both) with it: no string stays alive.
loadsgf games/uncond-one-eye.sgf
# the main string loses its only vital region when A2-B2-B1 drops
9 unconditional_status A4
#? [undecided]
# A1 belongs to the dropped string's region
10 unconditional_status A1
#? [undecided]
# a point of the big space, no longer vital
11 unconditional_status B3
#? [undecided]
# the small string has only one vital region (A1)
12 unconditional_status B1
#? [undecided]

# White centre group C5-G7 with one-point eyes D6 and F6; a lone black stone.
loadsgf games/uncond-white-centre.sgf
# one white string, two one-point eyes, each vital
13 unconditional_status E7
#? [alive]
# D6 is an eye of the alive string
14 unconditional_status D6
#? [white_territory]
# F6 too
15 unconditional_status F6
#? [white_territory]
# open point next to the group: white could not stop black from living here
16 unconditional_status E4
#? [undecided]
# a lone stone on open board
17 unconditional_status B2
#? [undecided]

# Seki in the corner: white A4-D4-D1-C1 and black A3-B1 share C3 and C2,
# and neither has an eye; the black wall outside has no eye either.
loadsgf games/uncond-seki.sgf
# the inner black string has no vital region (its liberties are shared)
18 unconditional_status B2
#? [undecided]
# the white string likewise
19 unconditional_status D3
#? [undecided]
# a shared liberty of the seki
20 unconditional_status C3
#? [undecided]
# the outer black wall: its only region is the open board
21 unconditional_status E3
#? [undecided]

# A white stone in the corner A1 of black's two-point eye A1-B1; eyes B3, D3, D1.
loadsgf games/uncond-stone-in-corner-eye.sgf
# A1 has one liberty, B1, inside black's space: dead whatever white does
22 unconditional_status A1
#? [dead]
# B1: its only neighbours are the alive black string and the dead stone
23 unconditional_status B1
#? [black_territory]
# B2 is part of the black string with four vital regions
24 unconditional_status B2
#? [alive]
# C1 too
25 unconditional_status C1
#? [alive]

# Black encloses the 3x3 corner A1-C3 with a white stone on B2, and has eyes
# E4 and E2.  In the corner, A1, A2 and B1 touch no black stone: with moves
# in a row white fills around (A3-C3, C2, C1, A1) and keeps A2 and B1 as two
# eyes, so the corner is not black's unconditionally.
loadsgf games/uncond-three-by-three.sgf
# white could make eyes at A2 and B1 if black never answered
26 unconditional_status B2
#? [undecided]
# the corner point is part of white's possible eye space
27 unconditional_status A1
#? [undecided]
# C3 touches black, but lies in the same unsettled area
28 unconditional_status C3
#? [undecided]
# E4 is a one-point eye of black's alive string (E4 and E2 are vital)
29 unconditional_status E4
#? [black_territory]
# the enclosing wall is one string with two one-point eyes
30 unconditional_status D3
#? [alive]

# The same 3x3 space on the edge, D1-F3 with a white stone on E2, black eyes
# B3 and H3.  Only E1 and E2 touch no black stone; they are adjacent, so
# white can never have two eyes there.
loadsgf games/uncond-three-by-three-edge.sgf
# at most one eye for white inside D1-F3
31 unconditional_status E2
#? [dead]
# D3 touches the alive wall and lies in black's area
32 unconditional_status D3
#? [black_territory]
# E1, the one interior point left
33 unconditional_status E1
#? [black_territory]
# B3 is a one-point eye
34 unconditional_status B3
#? [black_territory]
# the wall string A4-J4 and its columns
35 unconditional_status C2
#? [alive]
# the white row above has no eye
36 unconditional_status E5
#? [undecided]

# Black encloses the 4x4 corner A1-D4 with a white stone on B2 (black eyes
# F5, F3, F2).  Nine interior points: white could build two eyes there.
loadsgf games/uncond-four-by-four.sgf
# white has room for two eyes if black never answers
37 unconditional_status B2
#? [undecided]
# corner point of that room
38 unconditional_status A1
#? [undecided]
# a point next to black's wall, still in the unsettled area
39 unconditional_status D4
#? [undecided]
# the black wall itself has three one-point eyes
40 unconditional_status E4
#? [alive]

# Black has one eye F3 and an empty 3x3 corner A1-C3.  B2 is empty and no
# liberty of black, so the corner region is not vital: white fills the eight
# points around B2 (they keep B2 as liberty) and then captures with F3.
loadsgf games/uncond-region-not-vital.sgf
# only one vital region (F3)
41 unconditional_status D3
#? [undecided]
# the empty centre of the corner region
42 unconditional_status B2
#? [undecided]
# black's one real eye is not territory of an alive string
43 unconditional_status F3
#? [undecided]

# Black has one eye F3 and an empty 2x3 region A2-C3 each point of which is a
# liberty of black's string: two vital regions.
loadsgf games/uncond-region-vital.sgf
# F3 and the 2x3 region are both vital
44 unconditional_status D3
#? [alive]
# an inner point of the vital region: white can make no eye in a region all of whose points touch black
45 unconditional_status B2
#? [black_territory]
# the one-point eye
46 unconditional_status F3
#? [black_territory]
# the bottom row belongs to the same string
47 unconditional_status A1
#? [alive]

# 13x13, white top-right group: eyes J11 and L11-N11, and the top edge
# J13-N13 holding black stones K13 and M13.
loadsgf games/uncond-13-white-corner.sgf
# J13 is a liberty of white's string, next to a dead stone
48 unconditional_status J13
#? [white_territory]
# K13 has J13 and L13, both liberties of the alive white string: dead
49 unconditional_status K13
#? [dead]
# M13 likewise
50 unconditional_status M13
#? [dead]
# N13, corner point of white's edge space
51 unconditional_status N13
#? [white_territory]
# one-point eye
52 unconditional_status J11
#? [white_territory]
# three-point space L11-N11, all points liberties
53 unconditional_status L11
#? [white_territory]
# the white string (three vital regions)
54 unconditional_status H12
#? [alive]
# the black row below has no eye
55 unconditional_status K9
#? [undecided]
