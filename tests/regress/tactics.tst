# tactics.tst — the tactician on our own positions (GNU Go regression format).
# Themed positions (ladders with and without breakers, ko, throw-ins,
# edges, four-liberty strings, snapback, loose ladders) and positions
# from GNU Go level-1 self-play games at every ninth move, where GNU Go
# 3.8 and moyo agree on the answer.  Run: moyo regress tactics.tst

# Ladders: the atari from the right side drives the stone to the edge
loadsgf games/ladder.sgf
1 attack E5
#? [1 E4]
2 defend E5
#? [1 E4]
3 attack D5
#? [0]
4 attack F4
#? [0]

# The same ladder with breakers on both paths
loadsgf games/ladder-breaker.sgf
5 attack E5
#? [0]
6 defend E5
#? [1 E4]
7 attack G7
#? [0]

# A ladder along the whole diagonal of the 19x19 board
loadsgf games/long-ladder.sgf
8 attack D4
#? [1 D3]
9 defend D4
#? [1 D3]

# The long ladder with a breaker at Q16
loadsgf games/long-ladder-breaker.sgf
10 defend D4
#? [1 D3]

# Corner stones: capture from outside, not inside
loadsgf games/corner-ko.sgf
11 attack A2
#? [1 A3]
12 defend A2
#? [1 B3]
13 attack B1
#? [1 (A3|B3)]
14 attack C1
#? [1 C2]

# Ko just taken by black: white must find a threat first (KO_B)
loadsgf games/ko-taken.sgf
15 attack A1
#? [3 B1]
16 defend A1
#? [1 A3]
17 attack A2
#? [1 A3]
18 defend A2
#? [0]

# Throw-in: shortage of liberties inside the black wall
loadsgf games/throw-in.sgf
19 attack B4
#? [1 D2]
20 defend B4
#? [0]
21 attack E2
#? [1 D2]
22 defend E2
#? [0]

# Edge: first-line stones and a monkey-jump-like hane
loadsgf games/edge-ladder.sgf
23 attack C2
#? [1 C1]
24 defend C2
#? [0]
25 defend B2
#? [1 B3]
26 defend D2
#? [1 D3]

# Four liberties are not always safe: the wall closes in
loadsgf games/four-libs.sgf
27 attack C6
#? [1 E6]
28 defend C6
#? [0]
29 attack C5
#? [1 E6]
30 defend D5
#? [0]
31 attack B6
#? [0]

# Snapback shape with a ko at A1 (KO_A for the taker)
loadsgf games/snapback.sgf
32 attack B3
#? [1 A1]
33 attack B1
#? [2 A1]
34 defend B1
#? [1 A1]
35 attack C1
#? [1 A1]

# Loose ladder: the pair escapes
loadsgf games/loose-ladder.sgf
36 attack F6
#? [0]
37 defend E5
#? [1 G5]
38 attack E5
#? [0]

# Self-play positions

loadsgf games/selfplay-13a.sgf 24
39 attack M10
#? [1 M9]
40 defend L3
#? [1 L2]

loadsgf games/selfplay-13a.sgf 33
41 attack M10
#? [1 N10]
42 defend M10
#? [0]
43 attack L3
#? [0]

loadsgf games/selfplay-13a.sgf 42
44 attack E13
#? [1 G11]
45 attack F13
#? [1 G11]
46 attack F12
#? [1 G11]

loadsgf games/selfplay-13a.sgf 51
47 defend F13
#? [1 G11]

loadsgf games/selfplay-13a.sgf 78
48 attack F13
#? [0]
49 defend E13
#? [1 G12]

loadsgf games/selfplay-19a.sgf 24
50 defend Q4
#? [1 Q5]

loadsgf games/selfplay-19a.sgf 42
51 defend P17
#? [1 P16]

loadsgf games/selfplay-19a.sgf 51
52 attack P17
#? [1 Q17]
53 defend P17
#? [0]
54 attack Q16
#? [1 Q17]

loadsgf games/selfplay-19a.sgf 60
55 attack E18
#? [0]

loadsgf games/selfplay-19a.sgf 69
56 attack L7
#? [1 M7]

loadsgf games/selfplay-19a.sgf 78
57 attack M8
#? [1 M9]

loadsgf games/selfplay-19a.sgf 87
58 defend P16
#? [1 Q17]

loadsgf games/selfplay-19a.sgf 105
59 attack P18
#? [0]

loadsgf games/selfplay-19a.sgf 132
60 attack E18
#? [1 E19]
61 defend E18
#? [0]

loadsgf games/selfplay-19a.sgf 141
62 defend J17
#? [1 J16]

loadsgf games/selfplay-19b.sgf 15
63 attack O4
#? [1 P4]

loadsgf games/selfplay-19b.sgf 24
64 attack O5
#? [0]

loadsgf games/selfplay-19b.sgf 33
65 attack P6
#? [0]

loadsgf games/selfplay-19b.sgf 42
66 attack R17
#? [1 R18]
67 attack Q16
#? [1 P16]

loadsgf games/selfplay-19b.sgf 69
68 attack B17
#? [1 B16]

loadsgf games/selfplay-19b.sgf 78
69 attack A17
#? [1 A18]
70 attack B17
#? [2 B16]

loadsgf games/selfplay-19b.sgf 87
71 attack B18
#? [1 C18]
72 attack P18
#? [0]

loadsgf games/selfplay-19b.sgf 96
73 attack P17
#? [0]

loadsgf games/selfplay-19b.sgf 132
74 attack P19
#? [0]

loadsgf games/selfplay-9a.sgf 15
75 attack H5
#? [1 J5]
76 defend H5
#? [0]

loadsgf games/selfplay-9a.sgf 24
77 defend B5
#? [1 B6]

loadsgf games/selfplay-9a.sgf 42
78 attack D5
#? [0]
79 defend C5
#? [1 C6]

loadsgf games/selfplay-9a.sgf 51
80 attack G9
#? [3 F9]
81 attack H9
#? [3 J8]
82 attack G8
#? [3 J8]
83 attack H8
#? [3 J8]

loadsgf games/selfplay-9b.sgf 15
84 attack D2
#? [1 C2]
85 defend F3
#? [1 E3]

loadsgf games/selfplay-9b.sgf 24
86 attack F9
#? [1 G9]

loadsgf games/selfplay-9b.sgf 33
87 attack D1
#? [1 C2]

# Defence by a throw-in (our own position).  White B5-C5 (liberties A5, B6)
# against black A3-A4-B4-C4 (liberties A2, A5); black B2-C2 has A2, B1, C1.
# Black B6 would put both in atari with black to move next: black A6 wins.
# White A2 is self-atari but puts A3-C4 in atari: black must take at A1
# (black A5 instead is captured at A6), then white A5 leaves the black
# string one liberty, A2; black connects there to B2-C2 and has B1 and C1,
# white C1 leaves it B1 alone while white keeps A6 and B6: white wins.
# White A5 instead is answered by black A2 (one liberty each, black to
# capture), and white B6 by black B7, which closes the escape.
loadsgf games/throwin-defence.sgf
88 defend B5
#? [1 A2]
89 attack B5
#? [1 B6]
90 attack A4
#? [1 A2]
