# shape.pat — good and bad shape.  O is the player to move, X the
# opponent, * the move (docs/patterns.md).  Values are on the scale of
# docs/patterns.md: about 10 for a small shape point, 30-40 for a proverb
# that usually decides the local fight; negative values are shape to avoid.

Pattern hane_at_head_of_two
# O and X stand side by side in pairs; the hane at the head of X's two
# stones blocks X's growth and makes X heavy.  Not when X has already
# haned at the other head of our two (b, the point past our pair's far
# end, is X's): our pair is then short of liberties itself, X's hane
# stone threatens to run along our side, and the answer to that hane
# comes first (hane_back_at_head_of_own_two); haning here as well leaves
# our two between two hanes with a cut on each side.  Unless our hane
# puts X's two in atari: X must connect, and has no time to cut.  Nor
# when X's cut at k, the head of our own two, is backed by an X stone
# beside k or diagonally outside it (ocut_support): the cut joins that
# stone and our hane stone, with two liberties, is the one in trouble;
# the extension at our head is then the shape.  Stones on our side of
# k (beside our own head) and points off the board back nothing.  The
# edge forms in shape_good_bad.pat carry the same condition.
  ????
  ?k*.
  ?OX?   ?Oa?
  ?OX?
  ??o?   ?bo?
class shape
value 35
action shape +
constraint lib(a) >= 2 && !selfatari(*) && (lib(a) == 2 || color(b) != 2) && ocut_support(k) == 0

Pattern hane_at_head_of_three
# The same against three stones: stronger still.
  ????
  ?k*.
  ?OX?   ?Oa?
  ?OX?
  ?OX?
class shape
value 38
action shape +
constraint lib(a) >= 2 && !selfatari(*) && ocut_support(k) == 0

Pattern hane_back_at_head_of_own_two
# X has haned at the head of our two stones: its stone stands at the end
# of our pair, diagonal to the end of its own pair beside ours, still
# loose (the point that would join it to that pair is empty).  Hane
# back under it: the hane stone drops to two liberties and is stopped
# from running along our side, where it would undermine our two; left
# alone, X extends from it next and our pair has to crawl.
  ?XX.?
  xOOX?   xOOa?
  ??.*?
class shape
value 35
action shape +
constraint lib(a) == 3 && libs_after(*) >= 3 && !selfatari(*)

Pattern empty_triangle_end
# Completing an empty triangle: three stones doing the work of two.
  OO
  *.
class shape
value -12
action shape -
constraint captures(*) == 0

Pattern empty_triangle_elbow
  O.
  *O
class shape
value -12
action shape -
constraint captures(*) == 0

Pattern dumpling
# Filling the fourth point of a square of own stones: a clump.
  OO
  O*
class shape
value -20
action shape -
constraint captures(*) == 0

Pattern ponnuki
# Capturing one stone from the fourth side leaves the strong ponnuki.
  ?O?
  OXO    OaO
  ?*?
class shape
value 40
action shape +
action attack a
constraint captures(*) == 1

Pattern tigers_mouth
# X approaches O's one-point jump from below; the hanging connection
# makes the gap a self-atari for X.
  ?.*.?
  ?O.O?   ?a.b?
  ??.??   ?c.d?
class connection
value 18
action connect a b
constraint lib(a) >= 2 && lib(b) >= 2 && !selfatari(*)
constraint color(c) == 2 || color(d) == 2

Pattern bamboo_joint
# Two pairs with a gap between them cannot be cut.
  ?OO?   ?aO?
  x..x
  ?O*?   ?b*?
class connection
value 16
action connect a b
constraint !selfatari(*)

Pattern one_point_jump
# "The one-point jump is never bad": light and hard to cut in the open.
  .....
  .O.*.
  .....
class shape
value 6
action shape +
constraint line(*) >= 3

Pattern diagonal_in_open
# The diagonal move (kosumi) is solid and connected.
  ....
  .O..
  ..*.
  ....
class shape
value 4
action shape +
constraint line(*) >= 3 && !selfatari(*)

Pattern extend_from_attachment
# X attached to O's lone stone; extending straight away keeps it strong.
  ?.*.?
  ?.O.?
  ?.X.?
  ?????
class shape
value 12
action shape +
constraint libs_after(*) >= 4

Pattern hane_against_attachment
# X attached on top of O; the hane around the attaching stone.
  ?...?
  ?*X.?   ?*a.?
  ?.O.?
  ?????
class shape
value 8
action shape +
constraint lib(a) == 3 && !selfatari(*)

Pattern crawl_under_wall
# Crawling along under X's wall only makes X stronger.
  ?...?
  ?XXX?
  ?O*.?
  ?...?
class shape
value -8
action shape -
constraint captures(*) == 0

