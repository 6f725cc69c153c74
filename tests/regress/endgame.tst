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

# Black's E5-F5 push into White's wall and are in atari: their one
# liberty D5 is also the point where Black's wall is cut.  Black's D5
# saves the two stones and closes the wall (at least 4 points: the two
# prisoners and the points under them, and White's D5 would cut);
# White's D5 captures them.  The other boundary, E1, is a few points at
# most: D5 for both.  (Main at 78f368f answered F8 for both, a
# strengthening/weakening of White's right side worth more than D5 there;
# with the capture counted once D5's territory swing is 7 points, 3
# before.)
loadsgf games/eg-save-two-in-atari.sgf
4 reg_genmove black
#? [D5]
5 reg_genmove white
#? [D5]
