# dragons.tst — dragon amalgamation and static status on positions of our
# own (GNU Go regression format): same_dragon A B (1 when the strings are
# one dragon) and dragon_status V (alive, dead, critical ATTACK DEFENCE).
# Answers decided from the shapes by hand (comments).

# Black fills the lower four rows with eyes C2 and G2; white fills rows 5-7
# with eyes B6, D6, F6, H6.
loadsgf games/dragon-alive.sgf
# two one-point eyes
1 dragon_status B3
#? [alive]
# white has four one-point eyes
2 dragon_status B5
#? [alive]
# the whole black area is one string
3 same_dragon A3 J1
#? [1]

# Black corner group A2-D2, D1 whose only eye space is the straight three
# A1-C1, enclosed by a white group with eyes B4, D4.
loadsgf games/dragon-critical.sgf
# whoever plays the middle point B1 decides one or two eyes
4 dragon_status A2
#? [critical B1 B1]
# the same dragon from another stone
5 dragon_status D1
#? [critical B1 B1]
# the enclosing white group has two eyes
6 dragon_status A5
#? [alive]

# The same position after black B1: eyes A1 and C1.
loadsgf games/dragon-made-alive.sgf
# two one-point eyes
7 dragon_status A2
#? [alive]

# The same position after white B1: the nakade stone is captured for one eye only.
loadsgf games/dragon-killed.sgf
# black takes B1 back with one eye at most
8 dragon_status A2
#? [dead]

# Links: bamboo joint C5-D5 / C3-D3, diagonal F4-G5 with both links free, and
# black C8-D8 cut off from C5 by the white row 7.
loadsgf games/dragon-links.sgf
# the bamboo joint cannot be cut
9 same_dragon C5 C3
#? [1]
# the other stones of the joint
10 same_dragon D5 D3
#? [1]
# a diagonal with both links free: miai
11 same_dragon F4 G5
#? [1]
# a solid white row lies between them
12 same_dragon C8 C5
#? [0]
# one string
13 same_dragon C8 D8
#? [1]

# A black ring around the board edge with two large inner areas; a lone white
# stone F5 in the right one.
loadsgf games/dragon-dead-stone.sgf
# one stone in an area of twenty points surrounded by a live group
14 dragon_status F5
#? [dead]
# the ring has several large eye spaces
15 dragon_status A1
#? [alive]
# the ring is one string
16 same_dragon A9 J1
#? [1]

# 13x13: black corner groups whose only eye space is a given shape, each
# enclosed by a white group with four eyes.
loadsgf games/dragon-square-four.sgf
# square four A1-B2: one eye whoever moves first
17 dragon_status A4
#? [dead]
loadsgf games/dragon-straight-four.sgf
# straight four A1-D1: two eyes whoever moves first
18 dragon_status A4
#? [alive]
loadsgf games/dragon-bulky-five.sgf
# bulky five A1, B1, C1, A2, B2: B1 touches three points, the vital point
19 dragon_status A4
#? [critical B1 B1]
loadsgf games/dragon-rabbity-six.sgf
# rabbity six A1, A2, B1, B2, C2, B3: B2 touches four, the vital point
20 dragon_status A4
#? [critical B2 B2]
# the enclosing white group
21 dragon_status A6
#? [alive]

# 9x9, white corner group G9-G7-J7 with the square four H8-J9, enclosed by black.
loadsgf games/dragon-white-square.sgf
# square four in the corner: one eye at most
22 dragon_status G9
#? [dead]
# the black wall with eyes B4, D4
23 dragon_status F9
#? [alive]
# the black wall and the lower black group are one string
24 same_dragon F9 A5
#? [1]
