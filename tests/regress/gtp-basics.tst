# gtp-basics.tst — moyo's own regression file for the GTP queries the
# GNU Go suites stand on (loadsgf, countlib, findlib, color, is_legal,
# captures, last_move, worm_stones).  Every expected answer below is what
# GNU Go 3.8 answers to the same command (checked with
# `gnugo --mode gtp --chinese-rules`), so this file also runs the regression
# runner end to end: `moyo regress --strict tests/regress/*.tst`.
#
# The game is GNU Go playing itself (docs/games/, tools/gnugo-selfplay).

loadsgf ../../docs/games/gnugo-selfplay-19.sgf 120
1 countlib F19
#? [3]
2 findlib D14
#? [D15]
3 findlib T14
#? [S14]
4 countlib G13
#? [5]
5 color G11
#? [black]
6 color A1
#? [empty]
7 is_legal white D15
#? [1]
8 is_legal black D15
#? [1]
9 captures black
#? [2]
10 captures white
#? [0]
11 last_move
#? [black G11]
# worm_stones lists the stones in any order.
12 worm_stones F16
#? [(F1[456] ){2}F1[456]]
13 color F16
#? [!white]

# The whole game: GNU Go's own captures at the end.
loadsgf ../../docs/games/gnugo-selfplay-19.sgf
14 captures black
#? [3]
15 captures white
#? [2]

# trymove / popgo leave the position as it was.
loadsgf ../../docs/games/gnugo-selfplay-19.sgf 120
trymove white D15
16 color D14
#? [empty]
17 captures white
#? [1]
popgo
18 color D14
#? [black]
