# endgame.tst — endgame play on our own positions (GNU Go regression
# format): the pass decision and the value of boundary moves between
# settled groups.  `moyo regress` counts by territory (Japanese rules)
# unless told --rules chinese.  Run: moyo regress endgame.tst

# Closed walls down the D and E columns; E1 is the one open boundary
# point.  Either side's move there is worth something (Black's hane takes
# points, White's block stops it): neither side passes.  (Until session 7
# White passed: its block was worth 0.5 points, under the old 0.9.)
loadsgf games/eg-closed-walls.sgf
1 reg_genmove black
#? [E1]
2 reg_genmove white
#? [E1]

# The same walls with a dead White stone at B7 inside Black's area, in
# atari.  Taking it at B6 makes a ponnuki, good shape in a fight, but
# here it changes no point; E1 is still the one boundary that does.
loadsgf games/eg-dead-stone-ponnuki.sgf
3 reg_genmove black
#? [E1]
