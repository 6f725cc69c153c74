/* test_owl_moves.c — the owl's move generators on positions drawn as
 * diagrams: the attacker's move that makes a lunch bigger (a self-atari
 * the filter keeps) and the kill it leads to, also when the tactician
 * saves the lunch only through a ko; the attacker's placement at the
 * corner's 1-2 point of a big space, read at the root only, the
 * attacker's kill as the owner's first move, the owner's approach to a
 * boundary string, a stone across the opponent's wall that does not
 * join the goal of a check's root, the owner's retake of a ko next
 * to the goal, the owner's snapback, both sides' tactics on an
 * owner's stone outside the goal that walls its eye space (the
 * attacker's below the root too when nothing else is named), and the
 * attacker's cut from a friend two steps away at the root, and the
 * owner's capture that saves a friend in atari next to a goal liberty. */
#include <check.h>

#include "board/board.h"
#include "board/coord.h"
#include "classical/owl/owl.h"
#include "classical/owl/owl_impl.h"
#include "diagram.h"
#include "owl_fixture.h"

/* Black's two groups in the lower right, h1-j4 and g5-h7, have no eye
 * of their own (the f column and g1-g3 touch White's wall); they live
 * by capturing the lunch: Black's j6 takes White's j5 and h6, joins
 * the groups and leaves an eye there.  White's j6 first makes the lunch
 * bigger: j5 j6 h6 j7 in atari at j8; Black takes four stones, and
 * White's stone back at j6, the middle of the T-shaped four-point space
 * (j5 j6 j7 h6), leaves one eye.  So the dragon is critical with j6 for
 * both, and j6 is a self-atari the attacker must still read. */
static const char *LUNCH[] = {
    "....OOOOO",
    ".....OOO.",
    "....O.XXO",
    "....O.XO.",
    "....O.XXO",
    "....OOOOX",
    "...OO..XX",
    "....OO.X.",
    ".....O.X.",
};

static bool has_move(const struct owl_cands *c, coord p)
{
    for (int i = 0; i < c->n; i++)
        if (c->p[i] == p)
            return true;
    return false;
}

/* The attacker's candidates for the goal's current position. */
static void attack_cands(struct owl *o, int attacker, struct owl_cands *c)
{
    struct owl_eval ev;
    owl_evaluate(o, attacker, &ev);
    owl_gen_attack(o, &ev, c);
}

/* The attacker's candidates at the root of a read of the dragon at goal. */
static void root_attack_cands(struct owl *o, struct board *b, const char *goal, int attacker,
                              struct owl_cands *c)
{
    owl_set_goal(o, b, NULL, V(b, goal));
    attack_cands(o, attacker, c);
}

START_TEST(test_lunch_made_bigger_is_a_candidate)
{
    struct board b;
    board_diagram(&b, 9, LUNCH);
    struct owl *o = owl_new(NULL);
    struct owl_cands c;
    root_attack_cands(o, &b, "h1", WHITE, &c);
    ck_assert_msg(has_move(&c, V(&b, "j6")), "j6 not among %d attacker candidates", c.n);
    owl_free(o);
    board_free(&b);
}
END_TEST

START_TEST(test_lunch_made_bigger_kills)
{
    struct board b;
    board_diagram(&b, 9, LUNCH);
    struct owl *o = owl_new(NULL);
    uint64_t h = b.hash;
    coord m;
    ck_assert_int_eq(owl_attack(o, &b, NULL, V(&b, "h1"), &m), READ_WIN);
    ck_assert_msg(m == V(&b, "j6"), "attack at %d", m);
    ck_assert_int_eq(owl_defend(o, &b, NULL, V(&b, "h1"), &m), READ_WIN);
    ck_assert_msg(m == V(&b, "j6"), "defence at %d", m);
    ck_assert_uint_eq(b.hash, h);
    owl_free(o);
    board_free(&b);
}
END_TEST

/* Black's corner group in the upper left (b17 c17 c18 d18 e18 d19, a16
 * b16) has White's a19-a18-b18 and c19 inside its space.  c19 is in
 * atari at b19; the tactician "saves" it only through a ko elsewhere
 * (White's a15 against a16-b16).  White's b19 makes the lunch bigger:
 * a19 a18 b18 b19 c19 in atari at a17, and after Black takes the five
 * stones the corner space they leave is White's to reduce to one eye
 * again, while Black's b19 first would live: b19 kills outright (GNU Go
 * 3.8 agrees: owl_attack c17 = 1 b19).  A save that is only a ko must
 * not hide the move that makes the lunch bigger. */
static const char *KO_SAVED_LUNCH[] = {
    "O.OXO..............", "OOXXXO.............", ".XXOOOO............",
    "XXOO...............", ".OO................", "..O................",
    "..O................", "...................", "...................",
    "...................", "...................", "...................",
    "...................", "...................", "...................",
    "...................", "...................", "...................",
    "...................",
};

START_TEST(test_lunch_saved_only_by_ko_is_made_bigger)
{
    struct board b;
    board_diagram(&b, 19, KO_SAVED_LUNCH);
    struct owl *o = owl_new(NULL);
    struct owl_cands c;
    root_attack_cands(o, &b, "c17", WHITE, &c);
    ck_assert_msg(has_move(&c, V(&b, "b19")), "b19 not among %d attacker candidates", c.n);
    coord m;
    ck_assert_int_eq(owl_attack(o, &b, NULL, V(&b, "c17"), &m), READ_WIN);
    ck_assert_msg(m == V(&b, "b19"), "attack at %d", m);
    owl_free(o);
    board_free(&b);
}
END_TEST

/* White's corner in the upper right (g7 g8, h9, h5) has a space of ten
 * points from j9 down to h6-j4, open at h7 and h4-j4 (marginal).  It is
 * too big for every point to be a candidate, and its vital point is the
 * 1-2 point j8: Black's j8 kills (GNU Go 3.8 agrees: owl_attack g7 =
 * 1 j8), and without the corner's placements the owl found no kill. */
static const char *CORNER_SPACE[] = {
    ".....XXO.",
    ".....XO..",
    "....X.O..",
    ".....X...",
    ".....X.O.",
    "......X..",
    "......XX.",
    ".........",
    ".........",
};

START_TEST(test_corner_placement_kills_at_the_root)
{
    struct board b;
    board_diagram(&b, 9, CORNER_SPACE);
    struct owl *o = owl_new(NULL);
    struct owl_cands c;
    root_attack_cands(o, &b, "g7", BLACK, &c);
    ck_assert_msg(has_move(&c, V(&b, "j8")), "j8 not among %d attacker candidates", c.n);
    coord m;
    ck_assert_int_eq(owl_attack(o, &b, NULL, V(&b, "g7"), &m), READ_WIN);
    ck_assert_msg(m == V(&b, "j8"), "attack at %d", m);
    owl_free(o);
    board_free(&b);
}
END_TEST

/* Below the read's root the corner's placements are not generated: a
 * far move played after the root leaves the space as it was. */
START_TEST(test_corner_placement_only_at_the_root)
{
    struct board b;
    board_diagram(&b, 9, CORNER_SPACE);
    struct owl *o = owl_new(NULL);
    owl_set_goal(o, &b, NULL, V(&b, "g7"));
    ck_assert(board_trymove(&b, BLACK, V(&b, "a1")));
    ck_assert(board_trymove(&b, WHITE, V(&b, "b1")));
    struct owl_cands c;
    attack_cands(o, BLACK, &c);
    ck_assert_msg(!has_move(&c, V(&b, "j8")), "j8 generated below the root");
    board_popmove(&b);
    board_popmove(&b);
    owl_free(o);
    board_free(&b);
}
END_TEST

/* The same corner asked the other way (GTP owl_defend's read,
 * owl_defend_checked): the evaluator calls it alive, the attacker moving
 * first kills at j8, and that point is the owner's save too (GNU Go 3.8:
 * owl_defend g7 = 1 j8).  Without the attacker's kill among the owner's
 * moves the save found was h4, outside the corner. */
START_TEST(test_kill_point_is_the_owners_save)
{
    struct board b;
    board_diagram(&b, 9, CORNER_SPACE);
    struct owl *o = owl_new(NULL);
    coord m;
    ck_assert_int_eq(owl_defend_checked(o, &b, NULL, V(&b, "g7"), &m), READ_WIN);
    ck_assert_msg(m == V(&b, "j8"), "defence at %d", m);
    owl_free(o);
    board_free(&b);
}
END_TEST

/* owl.tst 58's whole board (incident201 after move 297; GNU Go 3.8:
 * owl_attack t19 = 1 n19).  White's strings along the top (m19 m18 n18
 * o18 o17 p17 q17 r17 r18 ...) wall Black's right side in with two
 * liberties, n19 and p18.  Black's o19, cut off from the right side, is
 * in atari at n19 next to that wall: White's n19 takes it and the wall's
 * liberty count holds in the race against the corner.  The tactician
 * reads the wall as lost whatever White does, so it names no save, and
 * the capture is a candidate only as the owl's own move, at the read's
 * root. */
static const char *WALL_TAKES_A_STONE[] = {
    "XO.XO...OXXO.XO.XXX",
    "X.XXO..OOOXOOO.XOXX",
    "XXXOOO.OXOXXOOOOOOX",
    "XOOXXXOOXXXOOXXXOXX",
    "O.OX..XX.X.XXOOXXX.",
    "O.OXXX.X..XXOOOXOXO",
    "...OOXXO....XXOXOX.",
    "...OXX.X.X.XXOOOOOX",
    "O.OOX.XOX.XOO.OXXX.",
    "XOOX.XXOXXOOO.OXXXX",
    "XOX.XOOOX.XOO.OXOX.",
    "XOX..XOXXXXO..OOOOX",
    "XXXXXXOOXOOO.OOXOXX",
    "XXOXXOOXXXXOOXOXOOX",
    "XXOXOOOOXXOOOXOXOOO",
    "XOOXXXOXXXXXOXXXOOX",
    "OOOOOOOXXOXOOOOXXXX",
    ".O.OXOXXOOOOXXXX...",
    "...OXXXOO.OXX......",
};

START_TEST(test_capture_for_liberties_is_a_root_candidate)
{
    struct board b;
    board_diagram(&b, 19, WALL_TAKES_A_STONE);
    struct owl *o = owl_new(NULL);
    struct owl_cands c;
    root_attack_cands(o, &b, "t19", WHITE, &c);
    ck_assert_msg(has_move(&c, V(&b, "n19")), "n19 not among %d attacker candidates", c.n);
    ck_assert(board_trymove(&b, WHITE, V(&b, "a13")));
    ck_assert(board_trymove(&b, BLACK, V(&b, "c13")));
    attack_cands(o, WHITE, &c);
    ck_assert_msg(!has_move(&c, V(&b, "n19")), "n19 generated below the root");
    board_popmove(&b);
    board_popmove(&b);
    owl_free(o);
    board_free(&b);
}
END_TEST

/* ld_owl.tst 328's problem (mixed4.sgf, 13x13, White's group around
 * l4 to kill): Black's l2-m2-m1, inside White's space, has two
 * liberties, and White's k2-k1 next to it, cut off from the group by
 * Black's k3, has two as well.  Black's j2 takes k2-k1 (a net on the
 * edge): his inside stones gain the liberties and White's space loses
 * its lower side.  The capture of a two-liberty string the tactician
 * takes is the attacker's root candidate too. */
static const char *WALL_TAKES_TWO_LIBERTY_STRING[] = {
    "..O.....X....", "O..OXX..XOXXO", ".OOXX...XOOOO", ".XXX....XXXXX",
    ".X...........", ".............", "........XXXX.", ".......XX..X.",
    ".......X.OOO.", ".......X.O.O.", ".......XXXOO.", ".......X.OXXO",
    ".......XXO.X.",
};

START_TEST(test_capture_for_liberties_takes_a_two_liberty_string)
{
    struct board b;
    board_diagram(&b, 13, WALL_TAKES_TWO_LIBERTY_STRING);
    struct owl *o = owl_new(NULL);
    struct owl_cands c;
    root_attack_cands(o, &b, "k5", BLACK, &c);
    ck_assert_msg(has_move(&c, V(&b, "j2")), "j2 not among %d attacker candidates", c.n);
    owl_free(o);
    board_free(&b);
}
END_TEST

/* owl.tst 124's whole board (strategy21.sgf after move 96; GNU Go 3.8:
 * owl_defend f4 = 1 h2).  Black's group f4-e3-f3-f2 on the lower side
 * has White's g2 beside its space with three liberties, g1 g3 h2, which
 * the tactician cannot take as it stands.  Black's h2, next to his own
 * j3 outside the group, leaves g2 two liberties and capturable (g3
 * then takes it), and the side gets its second eye.  The approach is a
 * candidate of the report's root only (owl_add_approach_moves). */
static const char *APPROACH_MAKES_A_LUNCH[] = {
    "...................",
    "...................",
    "....X..O..X........",
    "...X.........X.X...",
    "................X..",
    "..X............XO..",
    "..OX..........XXXX.",
    "..O....O.X..XX.XOO.",
    "....X....X..XOXO.O.",
    "...O...OOO...OO.O..",
    "...........XX.O....",
    "...O.....X.........",
    "....O.........O....",
    "..O.XO..X....X.O...",
    "..OOXO.OX......OO..",
    "..OOOX.O....X..O.O.",
    ".OXOXX.OX.X..XXXOX.",
    "OOXX.XO.X......O.O.",
    ".X..O...........O..",
};

START_TEST(test_approach_to_a_boundary_string_is_a_save)
{
    struct board b;
    board_diagram(&b, 19, APPROACH_MAKES_A_LUNCH);
    struct owl *o = owl_new(NULL);
    struct owl_cands c;
    struct owl_eval ev;
    owl_set_goal(o, &b, NULL, V(&b, "f4"));
    owl_evaluate(o, BLACK, &ev);
    owl_gen_defend(o, &ev, &c);
    ck_assert_msg(!has_move(&c, V(&b, "h2")), "h2 among the plain candidates");
    owl_add_approach_moves(o, &ev, &c);
    ck_assert_msg(has_move(&c, V(&b, "h2")), "h2 not among %d owner candidates", c.n);
    owl_free(o);
    board_free(&b);
}
END_TEST

/* owl.tst 107's whole board (owl09.sgf; GNU Go 3.8: owl_does_defend f8
 * f6 = 0, the save is b2).  Black's f8, two lines above his f6, joins
 * g8-g7, which White's f7 and g6 wall off from the group: it is not the
 * group's stone, and after it White's f1 still kills.  A check that
 * reads White's reply as a root takes the goal a fresh read would: f8
 * joins it only across open points (near_goal, owl_search.c). */
static const char *STONE_ACROSS_A_WALL[] = {
    ".X........XXO...OO.",
    ".OX...XX.XXOO..OOXX",
    ".OXX.XOXXXOO.OOXXX.",
    ".OOXXXOOOXXXO.OX...",
    ".XXOOXOOX.X.OOOX.O.",
    "...XOO.OX.XOO.OXXXO",
    "..X.O..OOXXO.OX..O.",
    ".XOO....OXXO.OX.O.X",
    "..X.O..O.OO.O.XOXX.",
    "XXXO....OOXOO.XX..X",
    "OXXO.....OXO.OX.XXX",
    "OOXXO.X.O.XXOXXXXO.",
    ".OOO.OX..OX.XXOX...",
    "...OOXOO.OXXXOOOX..",
    "..O.XXXO.OOOOOXOXX.",
    "..OXXXOOOXXX.OXXXO.",
    "...OXOOXOOOXOO.XO..",
    "..OOXXXXXOXXOXXXOX.",
    "..XX.....XX.OOO.X..",
};

START_TEST(test_stone_across_a_wall_does_not_save)
{
    struct board b;
    board_diagram(&b, 19, STONE_ACROSS_A_WALL);
    struct owl *o = owl_new(NULL);
    ck_assert_int_eq(owl_move_defends_wide(o, &b, NULL, V(&b, "f8"), V(&b, "f6")), READ_FAIL);
    owl_free(o);
    board_free(&b);
}
END_TEST

/* Black's ring c3-e3-e5-c5 with b3 and b5 on the left edge side, one eye
 * at d4.  White's b4 has just taken Black's a4 (between White's a3 and
 * a5): a ko.  White's b4, next to the goal, is in atari at a4, where the
 * simple ko ban forbids Black's capture now; the tactician, which keeps
 * the ban, names no capture, and no other generator names a4 (it is
 * neither in the goal's eye space nor next to a liberty).  The owner's
 * retake must still be among its candidates: the search may retake on
 * credit under the ko master rule. */
static const char *KO_NEXT_TO_GOAL[] = {
    ".........",
    ".........",
    ".........",
    ".........",
    "OXXXX....",
    "X.X.X....",
    "OXXXX....",
    ".........",
    ".........",
};

START_TEST(test_ko_retake_is_an_owner_candidate)
{
    struct board b;
    board_diagram(&b, 9, KO_NEXT_TO_GOAL);
    ck_assert_int_eq(board_play(&b, WHITE, V(&b, "b4")), MOVE_OK);
    ck_assert_int_eq(board_check_move(&b, BLACK, V(&b, "a4")), MOVE_KO);
    struct owl *o = owl_new(NULL);
    owl_set_goal(o, &b, NULL, V(&b, "c4"));
    struct owl_eval ev;
    owl_evaluate(o, BLACK, &ev);
    struct owl_cands c;
    owl_gen_defend(o, &ev, &c);
    ck_assert_msg(has_move(&c, V(&b, "a4")), "a4 not among %d owner candidates", c.n);
    owl_free(o);
    board_free(&b);
}
END_TEST

/* ld_owl.tst 308's corner (after Q19 T17 R19) moved to 9x9: Black's
 * corner group f8-g8-g7-h7-j7-h6-h5-j5 under White's wall, with White's
 * h8-j8 inside.  Black's h9 is a self-atari that captures nothing, but
 * a snapback: it puts h8-j8 in atari, White's capture at j9 leaves
 * h8-j8-j9 in atari at h9, and Black takes the three stones back.  The
 * owner must read it (GNU Go's owl_defend there answers it).  j9 is a
 * plain self-atari: White's capture at h9 joins his g9 stones. */
static const char *SNAPBACK_CORNER[] = {
    ".....OO..",
    "...OOXXOO",
    "....O.XXX",
    "....OO.X.",
    ".....O.XX",
    ".....OOO.",
    ".......O.",
    ".........",
    ".........",
};

START_TEST(test_snapback_is_an_owner_candidate)
{
    struct board b;
    board_diagram(&b, 9, SNAPBACK_CORNER);
    ck_assert(board_is_self_atari(&b, BLACK, V(&b, "h9")));
    ck_assert_int_eq(board_would_capture(&b, BLACK, V(&b, "h9")), 0);
    struct owl *o = owl_new(NULL);
    owl_set_goal(o, &b, NULL, V(&b, "g8"));
    struct owl_eval ev;
    owl_evaluate(o, BLACK, &ev);
    struct owl_cands c;
    owl_gen_defend(o, &ev, &c);
    ck_assert_msg(has_move(&c, V(&b, "h9")), "h9 not among %d owner candidates", c.n);
    ck_assert_msg(!has_move(&c, V(&b, "j9")), "j9 kept among %d owner candidates", c.n);
    owl_free(o);
    board_free(&b);
}
END_TEST

/* A corner of our own drawn from 13x13.tst 80's shape: Black's f4 g4
 * h4 and g2 inside White's wall (d1-d5, e5-j5, j4), and Black's lone j3
 * on the edge, which closes the corner's space against the wall's j4.
 * The dragon analysis leaves j3 out of the f4 dragon (the tactician
 * takes it: White's h3 ataris it).  White's h3 breaks the space at its
 * wall stone, and no other generator names it (not a marginal point of
 * the space; f4-h4 has four liberties): the wall's tactics name it at the
 * read's root, for the attacker (the capture) and for the owner (the
 * tactician's defence of j3, h3 too).  h3 kills with the owner's
 * replies read as a root (owl_move_attacks_checked; GNU Go 3.8:
 * owl_attack g4 = 1 h3, owl_does_attack h3 g4 = 1). */
static const char *WALL_STONE[] = {
    ".........", ".........", ".........", ".........", "...OOOOOO",
    "...O.XXXO", "...O....X", "...O..X..", "...O.....",
};

START_TEST(test_wall_stone_capture_is_a_root_candidate)
{
    struct owl_fixture f;
    owl_fixture_open(&f, 9, WALL_STONE, true);
    coord str = V(&f.b, "g4"), h3 = V(&f.b, "h3");
    owl_set_goal(f.o, &f.b, &f.a, str);
    ck_assert(!owl_is_goal_string(f.o, V(&f.b, "j3")));
    struct owl_cands c;
    attack_cands(f.o, WHITE, &c);
    ck_assert_msg(has_move(&c, h3), "h3 not among %d attacker candidates", c.n);
    struct owl_eval ev;
    owl_evaluate(f.o, BLACK, &ev);
    owl_gen_defend(f.o, &ev, &c);
    ck_assert_msg(has_move(&c, h3), "h3 not among %d owner candidates", c.n);
    ck_assert_int_eq(owl_move_attacks_checked(f.o, &f.b, &f.a, h3, str), READ_WIN);
    owl_fixture_close(&f);
}
END_TEST

/* Below the read's root the wall's tactics are not generated: after a
 * far exchange the attacker's candidates are the other generators'
 * (h3 none of theirs). */
START_TEST(test_wall_stone_capture_only_at_the_root)
{
    struct owl_fixture f;
    owl_fixture_open(&f, 9, WALL_STONE, true);
    owl_set_goal(f.o, &f.b, &f.a, V(&f.b, "g4"));
    ck_assert(board_trymove(&f.b, WHITE, V(&f.b, "a9")));
    ck_assert(board_trymove(&f.b, BLACK, V(&f.b, "b9")));
    struct owl_cands c;
    attack_cands(f.o, WHITE, &c);
    ck_assert_msg(!has_move(&c, V(&f.b, "h3")), "h3 generated below the root");
    board_popmove(&f.b);
    board_popmove(&f.b);
    owl_fixture_close(&f);
}
END_TEST

/* Black's h5-j6 block touches the lower right's twelve-point space
 * (e1-j2, j3, j4: the eyes of Black's d1-h3 wall) only at j4, a
 * marginal point (White's h4 supports a stone there).  White's j4 shuts
 * the block out of those eyes, so it is scored as the space's vital
 * point, not as an ordinary marginal point (owl_moves.c: eye_moves). */
static const char *RIM_CONTACT[] = {
    ".........", ".........", "......OO.", "......OXX", "......OXX",
    "....OOOO.", "...XXXXX.", "...X.....", "...X.....",
};

static int cand_score(const struct owl_cands *c, coord p)
{
    for (int i = 0; i < c->n; i++)
        if (c->p[i] == p)
            return c->score[i];
    return -1;
}

START_TEST(test_rim_contact_scores_as_vital_point)
{
    struct board b;
    board_diagram(&b, 9, RIM_CONTACT);
    struct owl *o = owl_new(NULL);
    struct owl_cands c;
    root_attack_cands(o, &b, "h5", WHITE, &c);
    struct owl_eval ev;
    owl_evaluate(o, WHITE, &ev);
    ck_assert(owl_rim_cut(o, &ev, V(&b, "j4")));
    ck_assert(!owl_rim_cut(o, &ev, V(&b, "j3")));
    int j4 = cand_score(&c, V(&b, "j4"));
    ck_assert_msg(j4 >= 100, "j4 scored %d", j4);
    ck_assert_msg(c.n > 0 && c.p[0] == V(&b, "j4"), "j4 not the first of %d candidates", c.n);
    owl_free(o);
    board_free(&b);
}
END_TEST

/* With a stone of the block inside the space (j3), the block owns it:
 * j4 is an ordinary marginal point again. */
static const char *INSIDE_CONTACT[] = {
    ".........", ".........", "......OO.", "......OXX", "......OXX",
    "....OOOOX", "...XXXXX.", "...X.....", "...X.....",
};

START_TEST(test_inside_contact_keeps_marginal_score)
{
    struct board b;
    board_diagram(&b, 9, INSIDE_CONTACT);
    struct owl *o = owl_new(NULL);
    struct owl_cands c;
    root_attack_cands(o, &b, "h5", WHITE, &c);
    struct owl_eval ev;
    owl_evaluate(o, WHITE, &ev);
    ck_assert(!owl_rim_cut(o, &ev, V(&b, "j3")));
    int j3 = cand_score(&c, V(&b, "j3"));
    ck_assert_msg(j3 < 100, "j3 scored %d", j3);
    owl_free(o);
    board_free(&b);
}
END_TEST

/* Black's f4-g6 block, walled by White on three sides, has no eye; its
 * way out is e5, and c5, a Black stone outside the goal, lies two steps
 * away across d5.  White's d5 cuts the block off from c5: at the read's
 * root it gets the cut's credit on top of the other generators' score
 * (owl_moves.c: link_cut_moves; 13x13.tst 86); below the root, after a
 * far exchange, only theirs. */
static const char *LINK_CUT[] = {
    ".........", ".........", "...OOOO..", "...O.XXO.", "..X..XXO.",
    "...O.XXO.", "...OOOO..", ".........", ".........",
};

START_TEST(test_cut_from_a_friend_ranks_up_at_the_root)
{
    struct board b;
    board_diagram(&b, 9, LINK_CUT);
    struct owl *o = owl_new(NULL);
    struct owl_cands c;
    root_attack_cands(o, &b, "f5", WHITE, &c);
    int at_root = cand_score(&c, V(&b, "d5"));
    ck_assert(board_trymove(&b, WHITE, V(&b, "a9")));
    ck_assert(board_trymove(&b, BLACK, V(&b, "b9")));
    attack_cands(o, WHITE, &c);
    int below = cand_score(&c, V(&b, "d5"));
    ck_assert_msg(at_root > below, "d5 scored %d at the root, %d below", at_root, below);
    board_popmove(&b);
    board_popmove(&b);
    owl_free(o);
    board_free(&b);
}
END_TEST

/* Black's a3-d3 string is the goal; f3, a stone of Black's outside it,
 * has one liberty, e3, which is also the goal's.  White's g3 has f3 in
 * atari and is in atari itself (Black's g4 and h3).  Black's g2 takes
 * it: f3 is saved and joined to g4 and h3 across the point g3 leaves,
 * one point from the goal.  g3 touches no goal stone, so only the
 * friend's saving capture names g2. */
static const char *FRIEND_IN_ATARI[] = {
    ".........", ".........", ".........", ".........", ".........",
    ".....OX..", "XXXX.XOX.", "OOOO.O...", ".........",
};

START_TEST(test_capture_saving_a_friend_is_an_owner_candidate)
{
    struct board b;
    board_diagram(&b, 9, FRIEND_IN_ATARI);
    struct owl *o = owl_new(NULL);
    owl_set_goal(o, &b, NULL, V(&b, "a3"));
    ck_assert(!owl_is_goal_string(o, V(&b, "f3")));
    struct owl_eval ev;
    owl_evaluate(o, BLACK, &ev);
    struct owl_cands c;
    owl_gen_defend(o, &ev, &c);
    ck_assert_msg(has_move(&c, V(&b, "g2")), "g2 not among %d owner candidates", c.n);
    owl_free(o);
    board_free(&b);
}
END_TEST

/* A corner of our own drawn from ld_owl.tst 323's line (after W N12 B
 * N13 W L12 B M13 W N13 on mixed3's upper right): White's f9-j8 group
 * has one eye at g9 (Black's h9 in atari inside) and one point at j7
 * that Black's j6, in atari, cannot fill.  Black's h4 ataris White's
 * j5-j4; White's j7 takes j6, and j6 becomes an eye walled by j5-j4,
 * whose two liberties Black's j3 takes: the second eye was never sure.
 * At that node below the root Black had no candidate of the other
 * generators (the one-point space j6 gives no eye already), so White's
 * j7 "saved" and the group read alive; with the wall's tactics as the
 * attacker's last resort, Black kills (GNU Go 3.8: owl_attack f9 = 1
 * PASS, owl_defend f9 = 0). */
static const char *WALL_EYE_AFTER_A_CAPTURE[] = {
    "....XO.XO", "X...XOOOO", "X...XOOO.", "X...XXXOX", "X.....XXO",
    "......X.O", "......XX.", "......XXX", ".....XXO.",
};

START_TEST(test_wall_capture_when_the_attacker_has_nothing_else)
{
    struct owl_fixture f;
    owl_fixture_open(&f, 9, WALL_EYE_AFTER_A_CAPTURE, true);
    coord m;
    ck_assert_int_eq(owl_attack(f.o, &f.b, &f.a, V(&f.b, "f9"), &m), READ_WIN);
    owl_fixture_close(&f);
}
END_TEST

Suite *owl_moves_suite(void)
{
    Suite *s = suite_create("owl_moves");
    TCase *t = tcase_create("owl_moves");
    tcase_set_timeout(t, 60);
    tcase_add_test(t, test_lunch_made_bigger_is_a_candidate);
    tcase_add_test(t, test_lunch_made_bigger_kills);
    tcase_add_test(t, test_lunch_saved_only_by_ko_is_made_bigger);
    tcase_add_test(t, test_corner_placement_kills_at_the_root);
    tcase_add_test(t, test_corner_placement_only_at_the_root);
    tcase_add_test(t, test_kill_point_is_the_owners_save);
    tcase_add_test(t, test_capture_for_liberties_is_a_root_candidate);
    tcase_add_test(t, test_capture_for_liberties_takes_a_two_liberty_string);
    tcase_add_test(t, test_approach_to_a_boundary_string_is_a_save);
    tcase_add_test(t, test_stone_across_a_wall_does_not_save);
    tcase_add_test(t, test_ko_retake_is_an_owner_candidate);
    tcase_add_test(t, test_snapback_is_an_owner_candidate);
    tcase_add_test(t, test_wall_stone_capture_is_a_root_candidate);
    tcase_add_test(t, test_wall_stone_capture_only_at_the_root);
    tcase_add_test(t, test_wall_capture_when_the_attacker_has_nothing_else);
    tcase_add_test(t, test_rim_contact_scores_as_vital_point);
    tcase_add_test(t, test_inside_contact_keeps_marginal_score);
    tcase_add_test(t, test_cut_from_a_friend_ranks_up_at_the_root);
    tcase_add_test(t, test_capture_saving_a_friend_is_an_owner_candidate);
    suite_add_tcase(s, t);
    return s;
}
