# owl.tst — the life-and-death searcher on shapes of our own (GNU Go
# regression format).  Black's group in the lower left corner of a 9x9
# board, walled in by a White string that cannot be captured.  Answers
# decided from the classical shape knowledge given in each comment.

# Straight three A1-C1 on the edge: the middle point B1 is vital for both.
loadsgf games/owl-straight-three.sgf
1 owl_attack A2
#? [1 B1]
2 owl_defend A2
#? [1 B1]
3 owl_does_attack B1 A2
#? [1]
# filling the end of the space leaves a two-point eye: one eye
4 owl_does_defend A1 A2
#? [0]
# a stone on the end point is taken at B1, which leaves two eyes (A1, C1)
5 owl_does_attack A1 A2
#? [0]

# Two separate true eyes A1 and C1: alive, no move needed.
loadsgf games/owl-two-eyes.sgf
6 owl_attack B1
#? [0]
7 owl_defend B1
#? [1 PASS]
8 owl_does_attack A1 B1
#? [0]

# A two-point eye A1-B1: one eye whoever moves, and no way out.
loadsgf games/owl-one-eye.sgf
9 owl_defend C1
#? [0]
10 owl_does_defend A1 C1
#? [0]

# Pyramid four B1 C1 D1 C2: the centre C1 decides (three eyes or one).
loadsgf games/owl-pyramid-four.sgf
11 owl_attack B2
#? [1 C1]
12 owl_defend B2
#? [1 C1]
# an end point of the pyramid leaves a bent three for White to kill
13 owl_does_defend B1 B2
#? [0]

# Race at D1: Black's corner is a square four (one eye); White D2 and
# Black E2-E1 are both in atari at D1.  Black D1 takes D2 and makes a
# second eye there; White D1 takes E2-E1 and Black has one eye.  Black
# can also live in the corner: any of A1 A2 B1 B2 turns the square four
# into a bent three whose vital point is miai with D1.
loadsgf games/owl-capture-race.sgf
14 owl_attack A3
#? [1 D1]
15 owl_defend A3
#? [1 (D1|A1|A2|B1|B2)]
16 owl_does_attack D1 A3
#? [1]
17 owl_does_defend H8 A3
#? [0]
18 owl_does_attack H8 A3
#? [0]
