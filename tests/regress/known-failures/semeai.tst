# known-failures/semeai.tst — own capturing-race questions whose answers
# are decided but that moyo still gets wrong (not run by make check; run
# `moyo regress tests/regress/known-failures/semeai.tst`).  Listed in
# docs/life-and-death.md.  The common thread: the vital point of the
# opponent's (or one's own) big eye is not tried, though it decides.

# From semeai_bigeye.tst, sem-bigeye3-vs-3: White moving first wins only
# at the vital point B1 of Black's straight three (Black A1/C1 are then
# filled with Black's capture in between, and White is a move ahead);
# White A1 or C1 is met by B1 and two eyes.  moyo answers 0 0 PASS.
loadsgf ../games/sem-bigeye3-vs-3.sgf
1 analyze_semeai F3 A3
#? [1 1 B1]

# sem-bigeye3-vs-4: Black's straight three A1 B1 C1, no outside
# liberty, against White's four outside liberties G4 H4 J4 J3.  B1
# decides for both: Black B1 makes two eyes (White, eyeless, dies); a
# Black fill (G4) is met by White B1 and White wins three against three
# with the move.  White B1 leaves Black one eye worth three against four.
# moyo answers 1 1 H4 and 0 0 PASS.
loadsgf ../games/sem-bigeye3-vs-4.sgf
2 analyze_semeai A3 F3
#? [1 1 B1]
3 analyze_semeai F3 A3
#? [1 1 B1]

# From semeai_bigeye.tst, sem-bigeye-vs-small-eye: White moving first
# gets a seki by B1 (Black E2, White A1, Black takes at C1, White B1
# again, Black takes at A1: Black's eye B1, White's eye J1 and the shared
# E1 are left).  moyo answers 0 0 PASS.
loadsgf ../games/sem-bigeye-vs-small-eye.sgf
4 analyze_semeai F3 A3
#? [1 0 B1]
