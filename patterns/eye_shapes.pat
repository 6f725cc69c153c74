# eye_shapes.pat — eye shapes and their vital points, real and false eyes
# (moyo knowledge base, written for moyo).
#
# Class eye swaps colours by default: each diagram is drawn for our own
# group (O walls around an eye space), and the colour-swapped variant is
# the same point seen by the attacker.  The vital point that gives a
# killable shape two eyes is the point that kills it when X takes it
# first, so one diagram serves both.  The wall is drawn as O; '?' corners
# of the wall may hold anything.
#
# The nakade shapes below (straight and bent three, pyramid four, bulky
# and crossed five, rabbity six) are drawn in the centre, against one
# edge in each orientation and in the corner.



Pattern eye_straight_three_edge2
# Straight three: the middle point makes two eyes or kills. (edge)
  ?O?
  O.O
  O*O
  O.O
  ---
class eye
value 45
action vital

Pattern eye_straight_three_corner
# Straight three: the middle point makes two eyes or kills. (corner)
  |OOO?
  |.*.O
  +----
class eye
value 45
action vital


Pattern eye_bent_three_edge1
# Bent three: the bend is the vital point. (edge)
  ?OO?
  O.*O
  ?O.O
  ----
class eye
value 45
action vital


Pattern eye_bent_three_corner1
# Bent three: the bend is the vital point. (corner)
  |OO?
  |.*O
  |O.O
  +---
class eye
value 45
action vital

Pattern eye_bent_three_corner2
# Bent three: the bend is the vital point. (corner)
  |?O?
  |O.O
  |.*O
  +---
class eye
value 45
action vital

Pattern eye_bent_three_corner3
# Bent three: the bend is the vital point. (corner)
  |O??
  |.O?
  |*.O
  +---
class eye
value 45
action vital


Pattern eye_pyramid_four_edge1
# Pyramid four: the point touching the other three. (edge)
  ?OOO?
  O.*.O
  ?O.O?
  -----
class eye
value 48
action vital

Pattern eye_pyramid_four_edge2
# Pyramid four: the point touching the other three. (edge)
  ??O?
  ?O.O
  O.*O
  ?O.O
  ----
class eye
value 48
action vital

Pattern eye_pyramid_four_edge3
# Pyramid four: the point touching the other three. (edge)
  ??O??
  ?O.O?
  O.*.O
  -----
class eye
value 48
action vital

Pattern eye_pyramid_four_corner1
# Pyramid four: the point touching the other three. (corner)
  |OOO?
  |.*.O
  |O.O?
  +----
class eye
value 48
action vital

Pattern eye_pyramid_four_corner2
# Pyramid four: the point touching the other three. (corner)
  |?O??
  |O.O?
  |.*.O
  +----
class eye
value 48
action vital


Pattern eye_bulky_five_edge1
# Bulky five: the point of the square next to the extra point. (edge)
  ?OO??
  O..O?
  O.*.O
  -----
class eye
value 50
action vital

Pattern eye_bulky_five_edge2
# Bulky five: the point of the square next to the extra point. (edge)
  ?OO?
  O..O
  O*.O
  O.O?
  ----
class eye
value 50
action vital

Pattern eye_bulky_five_edge3
# Bulky five: the point of the square next to the extra point. (edge)
  ?OOO?
  O.*.O
  ?O..O
  -----
class eye
value 50
action vital

Pattern eye_bulky_five_edge4
# Bulky five: the point of the square next to the extra point. (edge)
  ??O?
  ?O.O
  O.*O
  O..O
  ----
class eye
value 50
action vital

Pattern eye_bulky_five_corner1
# Bulky five: the point of the square next to the extra point. (corner)
  |OO??
  |..O?
  |.*.O
  +----
class eye
value 50
action vital

Pattern eye_bulky_five_corner2
# Bulky five: the point of the square next to the extra point. (corner)
  |OO?
  |..O
  |*.O
  |.O?
  +---
class eye
value 50
action vital

Pattern eye_bulky_five_corner3
# Bulky five: the point of the square next to the extra point. (corner)
  |OOO?
  |.*.O
  |O..O
  +----
class eye
value 50
action vital

Pattern eye_bulky_five_corner4
# Bulky five: the point of the square next to the extra point. (corner)
  |?O?
  |O.O
  |.*O
  |..O
  +---
class eye
value 50
action vital


Pattern eye_crossed_five_edge
# Crossed (flower) five: the centre. (edge)
  ??O??
  ?O.O?
  O.*.O
  ?O.O?
  -----
class eye
value 50
action vital

Pattern eye_crossed_five_corner
# Crossed (flower) five: the centre. (corner)
  |?O??
  |O.O?
  |.*.O
  |O.O?
  +----
class eye
value 50
action vital

Pattern eye_rabbity_six_centre
# Rabbity (flower) six: the centre of the cross. (centre)
  ??O??
  ?O.O?
  O.*.O
  ?O..O
  ??OO?
class eye
value 49
action vital

Pattern eye_rabbity_six_edge1
# Rabbity (flower) six: the centre of the cross. (edge)
  ??O??
  ?O.O?
  O.*.O
  ?O..O
  -----
class eye
value 52
action vital

Pattern eye_rabbity_six_edge2
# Rabbity (flower) six: the centre of the cross. (edge)
  ?OO??
  O..O?
  O.*.O
  ?O.O?
  -----
class eye
value 52
action vital

Pattern eye_rabbity_six_corner1
# Rabbity (flower) six: the centre of the cross. (corner)
  |?O??
  |O.O?
  |.*.O
  |O..O
  +----
class eye
value 52
action vital

Pattern eye_rabbity_six_corner2
# Rabbity (flower) six: the centre of the cross. (corner)
  |?O??
  |O.O?
  |.*.O
  |..O?
  +----
class eye
value 52
action vital

Pattern eye_rabbity_six_corner3
# Rabbity (flower) six: the centre of the cross. (corner)
  |?OO?
  |O..O
  |.*.O
  |O.O?
  +----
class eye
value 52
action vital

# ---- real and false eyes -------------------------------------------------------

Pattern eye_keep_real_centre
# X holds one diagonal of our eye: take a second one or the eye turns false.
  XO*
  O.O
  oOo
class eye
value 25
action vital

Pattern eye_keep_real_edge
# On the edge both diagonals must be ours: take the last one.
  OO*
  O.O
  ---
class eye
value 25
action vital

Pattern eye_keep_real_corner
# The corner eye has one diagonal: hold it.
  |O*
  |.O
  +--
class eye
value 22
action vital

Pattern eye_complete_centre
# Close the last side of an eye in open space.
  oOo
  O.*
  oOo
class eye
value 18
action vital

Pattern eye_complete_edge
# Close an eye on the first line.
  oOo
  O.*
  ---
class eye
value 18
action vital

Pattern eye_complete_corner
# Close the 1-1 point eye in the corner.
  |Oo
  |.*
  +--
class eye
value 16
action vital

# ---- nakade with a stone already inside -----------------------------------------

Pattern eye_straight_three_stone_inside_centre
# Straight three with a stone already at one end: the middle still decides.
  ?OOO?
  OX*.O
  ?OOO?
class eye
value 44
action vital

Pattern eye_straight_three_stone_inside_edge1
# Straight three with a stone already at one end: the middle still decides.
  ?OOO?
  OX*.O
  -----
class eye
value 44
action vital

Pattern eye_straight_three_stone_inside_edge2
# Straight three with a stone already at one end: the middle still decides.
  ?O?
  OXO
  O*O
  O.O
  ---
class eye
value 44
action vital

Pattern eye_straight_three_stone_inside_edge3
# Straight three with a stone already at one end: the middle still decides.
  ?O?
  O.O
  O*O
  OXO
  ---
class eye
value 44
action vital

Pattern eye_straight_three_stone_inside_corner1
# Straight three with a stone already at one end: the middle still decides.
  |OOO?
  |X*.O
  +----
class eye
value 44
action vital

Pattern eye_straight_three_stone_inside_corner2
# Straight three with a stone already at one end: the middle still decides.
  |O?
  |XO
  |*O
  |.O
  +--
class eye
value 44
action vital

Pattern eye_bent_three_stone_inside_centre
# Bent three with a stone at one end: the bend still decides.
  ?OO?
  OX*O
  ?O.O
  ??O?
class eye
value 44
action vital

Pattern eye_bent_three_stone_inside_edge1
# Bent three with a stone at one end: the bend still decides.
  ?OO?
  OX*O
  ?O.O
  ----
class eye
value 44
action vital

Pattern eye_bent_three_stone_inside_edge2
# Bent three with a stone at one end: the bend still decides.
  ??O?
  ?OXO
  O.*O
  ----
class eye
value 44
action vital

Pattern eye_bent_three_stone_inside_edge3
# Bent three with a stone at one end: the bend still decides.
  ?O??
  O.O?
  O*XO
  ----
class eye
value 44
action vital

Pattern eye_bent_three_stone_inside_edge4
# Bent three with a stone at one end: the bend still decides.
  ?OO?
  O*.O
  OXO?
  ----
class eye
value 44
action vital

Pattern eye_bent_three_stone_inside_corner1
# Bent three with a stone at one end: the bend still decides.
  |OO?
  |X*O
  |O.O
  +---
class eye
value 44
action vital

Pattern eye_bent_three_stone_inside_corner2
# Bent three with a stone at one end: the bend still decides.
  |?O?
  |OXO
  |.*O
  +---
class eye
value 44
action vital

Pattern eye_bent_three_stone_inside_corner3
# Bent three with a stone at one end: the bend still decides.
  |O??
  |.O?
  |*XO
  +---
class eye
value 44
action vital

Pattern eye_bent_three_stone_inside_corner4
# Bent three with a stone at one end: the bend still decides.
  |OO?
  |*.O
  |XO?
  +---
class eye
value 44
action vital

Pattern eye_pyramid_four_stone_inside_centre
# Pyramid four with a stone on a side arm: the centre still decides.
  ?OOO?
  OX*.O
  ?O.O?
  ??O??
class eye
value 44
action vital

Pattern eye_pyramid_four_stone_inside_edge1
# Pyramid four with a stone on a side arm: the centre still decides.
  ?OOO?
  OX*.O
  ?O.O?
  -----
class eye
value 44
action vital

Pattern eye_pyramid_four_stone_inside_edge2
# Pyramid four with a stone on a side arm: the centre still decides.
  ??O?
  ?OXO
  O.*O
  ?O.O
  ----
class eye
value 44
action vital

Pattern eye_pyramid_four_stone_inside_edge3
# Pyramid four with a stone on a side arm: the centre still decides.
  ??O??
  ?O.O?
  O.*XO
  -----
class eye
value 44
action vital

Pattern eye_pyramid_four_stone_inside_edge4
# Pyramid four with a stone on a side arm: the centre still decides.
  ?O??
  O.O?
  O*.O
  OXO?
  ----
class eye
value 44
action vital

Pattern eye_pyramid_four_stone_inside_corner1
# Pyramid four with a stone on a side arm: the centre still decides.
  |OOO?
  |X*.O
  |O.O?
  +----
class eye
value 44
action vital

Pattern eye_pyramid_four_stone_inside_corner2
# Pyramid four with a stone on a side arm: the centre still decides.
  |?O?
  |OXO
  |.*O
  |O.O
  +---
class eye
value 44
action vital

Pattern eye_pyramid_four_stone_inside_corner3
# Pyramid four with a stone on a side arm: the centre still decides.
  |?O??
  |O.O?
  |.*XO
  +----
class eye
value 44
action vital

Pattern eye_pyramid_four_stone_inside_corner4
# Pyramid four with a stone on a side arm: the centre still decides.
  |O??
  |.O?
  |*.O
  |XO?
  +---
class eye
value 44
action vital

Pattern eye_pyramid_four_stem_stone_inside_centre
# Pyramid four with a stone on the stem: the centre still decides.
  ?OOO?
  O.*.O
  ?OXO?
  ??O??
class eye
value 44
action vital

Pattern eye_pyramid_four_stem_stone_inside_edge1
# Pyramid four with a stone on the stem: the centre still decides.
  ?OOO?
  O.*.O
  ?OXO?
  -----
class eye
value 44
action vital

Pattern eye_pyramid_four_stem_stone_inside_edge2
# Pyramid four with a stone on the stem: the centre still decides.
  ??O?
  ?O.O
  OX*O
  ?O.O
  ----
class eye
value 44
action vital

Pattern eye_pyramid_four_stem_stone_inside_edge3
# Pyramid four with a stone on the stem: the centre still decides.
  ??O??
  ?OXO?
  O.*.O
  -----
class eye
value 44
action vital

Pattern eye_pyramid_four_stem_stone_inside_corner1
# Pyramid four with a stone on the stem: the centre still decides.
  |OOO?
  |.*.O
  |OXO?
  +----
class eye
value 44
action vital

Pattern eye_pyramid_four_stem_stone_inside_corner2
# Pyramid four with a stone on the stem: the centre still decides.
  |?O??
  |OXO?
  |.*.O
  +----
class eye
value 44
action vital

