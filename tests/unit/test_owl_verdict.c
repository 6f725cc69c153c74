/* test_owl_verdict.c — the report's standard (owl_dragon_verdict) on a
 * group the evaluator calls alive by its open room: the reply to a move
 * read as a root checks an "alive" verdict as owl_defend does, and a
 * group that lives only by room has the attacker's first root moves read
 * one by one for an outright kill; the cache keeps those root answers
 * apart from deeper nodes' answers; the engine's strict escape reads a
 * group whose room leads into the opponent's framework. */
#include <check.h>

#include "board/board.h"
#include "board/coord.h"
#include "classical/dragon/dragon.h"
#include "classical/owl/owl.h"
#include "classical/owl/owl_impl.h"
#include "patterns/pattern_match.h"
#include "diagram.h"
#include "owl_fixture.h"

/* OWL_EDGE_ROOM (owl_fixture.c): Black S18 R17 S16 S15 on the right
 * edge of a 19x19 board, under White's R18 and beside White's wall N17
 * P17 Q16 R16, P14 R14 R13 R11 R9: the
 * open points along the edge (S19 T19 T18 S17 T17 T16 T15 T14 S14) are
 * room, not eyes.  White's Q18 shuts the top (R18 joins the wall) and
 * Black has no two eyes in the narrow strip left: Q18 kills; Black
 * moving first lives (GNU Go 3.8 agrees: critical Q18). */

START_TEST(test_reply_root_checks_alive_as_defend_does)
{
    struct board b;
    board_diagram(&b, 19, OWL_EDGE_ROOM);
    struct owl *o = owl_new(NULL);
    uint64_t h = b.hash;
    ck_assert_int_eq(owl_move_attacks(o, &b, NULL, V(&b, "q18"), V(&b, "s18")), READ_WIN);
    ck_assert_uint_eq(b.hash, h);
    ck_assert(board_play(&b, WHITE, V(&b, "q18")) == MOVE_OK);
    coord m;
    ck_assert_int_eq(owl_defend(o, &b, NULL, V(&b, "s18"), &m), READ_FAIL);
    owl_free(o);
    board_free(&b);
}
END_TEST

START_TEST(test_verdict_reads_kills_of_room)
{
    struct owl_fixture f;
    owl_fixture_open(&f, 19, OWL_EDGE_ROOM, false);
    int d = owl_fixture_dragon(&f, "s18");
    coord att, def;
    ck_assert_int_eq(owl_dragon_verdict(f.o, &f.b, &f.a, d, &att, &def), STATUS_CRITICAL);
    ck_assert_msg(att == V(&f.b, "q18"), "attack at %d", att);
    ck_assert_int_ne(owl_move_defends(f.o, &f.b, &f.a, def, V(&f.b, "s18")), READ_FAIL);
    owl_fixture_close(&f);
}
END_TEST

/* Black's B17 C17 D18 D19 in the upper left corner under White's wall
 * D17-G17, E18, C16 D16 C15 C14: two eyes counted in the corner space
 * (static alive), but B19 is the vital point for both: White's B19
 * leaves one eye, Black's B19 makes two (GNU Go 3.8: critical B19 B19).
 * The searcher's first kill (A16) does not hold against a root-wide
 * reply, so the report reads the attacker's next root moves for one that
 * does, and names the kill as the save too when the owner's move there
 * holds (the shared vital point). */
static const char *CORNER_VITAL[] = {
    "...X...............", "...XO..............", ".XXOOOO............",
    "..OO...............", "..O................", "..O................",
    "...................", "...................", "...................",
    "...................", "...................", "...................",
    "...................", "...................", "...................",
    "...................", "...................", "...................",
    "...................",
};

START_TEST(test_verdict_finds_the_shared_vital_point)
{
    struct owl_fixture f;
    owl_fixture_open(&f, 19, CORNER_VITAL, true);
    int d = owl_fixture_dragon(&f, "c17");
    coord att, def;
    ck_assert_int_eq(owl_dragon_verdict(f.o, &f.b, &f.a, d, &att, &def), STATUS_CRITICAL);
    ck_assert_msg(att == V(&f.b, "b19"), "attack at %d", att);
    ck_assert_msg(def == V(&f.b, "b19"), "defence at %d", def);
    owl_fixture_close(&f);
}
END_TEST

/* Black's P3-T3 line, P2 and R1 in the lower right corner under White's
 * wall O1-O6, P6-T6, with White's P1 and S1 inside and Q4 S4 pressing:
 * the eye space Q2 R2 S2 T2 Q1 T1 is one eye unless Black takes S2.
 * Black's S2 saves and White's S2 kills (the shared vital point), but
 * White's Q1 from outside kills too and holds against every reply read
 * as a root (GNU Go 3.8: owl_does_attack Q1 and S2 both 1).  The report
 * keeps that kill as the attack and S2 as the save: a kill that holds
 * is not replaced by the vital point. */
static const char *HOLDING_KILL[] = {
    "...................", "...................", "...................",
    "...................", "...................", "...................",
    "...................", "...................", "...................",
    "...................", "...................", "...................",
    "...................", ".............OOOOOO", ".............O.....",
    ".............O.O.O.", ".............OXXXXX", ".............OX....",
    ".............OO.XO.",
};

START_TEST(test_verdict_keeps_a_kill_that_holds)
{
    struct owl_fixture f;
    owl_fixture_open(&f, 19, HOLDING_KILL, false);
    int d = owl_fixture_dragon(&f, "t3");
    coord att, def;
    ck_assert_int_eq(owl_dragon_verdict(f.o, &f.b, &f.a, d, &att, &def), STATUS_CRITICAL);
    ck_assert_msg(def == V(&f.b, "s2"), "defence at %d", def);
    ck_assert_msg(att == V(&f.b, "q1"), "attack at %d", att);
    ck_assert_int_eq(owl_move_attacks(f.o, &f.b, &f.a, V(&f.b, "s2"), V(&f.b, "t3")), READ_WIN);
    owl_fixture_close(&f);
}
END_TEST

/* Black's P3-T3 line, S2 and S1 in the lower right corner under White's
 * wall O1-O6, P6-T6 and P4 T4: a rectangle of six empty points P2-R2,
 * P1-R1 beside the wall and two points at T2 T1.  Q2 is the vital point
 * of the six for both (GNU Go 3.8: critical Q2 Q2).  The searcher's
 * save Q1 also lives, but it does not kill when White plays it: the
 * report names the shared point Q2 as the save too.  (A save found that
 * is itself a shared vital point stays the save: HOLDING_KILL's S2.) */
static const char *SIX_IN_THE_CORNER[] = {
    "...................", "...................", "...................",
    "...................", "...................", "...................",
    "...................", "...................", "...................",
    "...................", "...................", "...................",
    "...................", ".............OOOOOO", ".............O.....",
    ".............OO...O", ".............OXXXXX", ".............O...X.",
    ".............O...X.",
};

START_TEST(test_verdict_prefers_the_shared_point_as_save)
{
    struct owl_fixture f;
    owl_fixture_open(&f, 19, SIX_IN_THE_CORNER, false);
    int d = owl_fixture_dragon(&f, "t3");
    coord att, def;
    ck_assert_int_eq(owl_dragon_verdict(f.o, &f.b, &f.a, d, &att, &def), STATUS_CRITICAL);
    ck_assert_msg(att == V(&f.b, "q2"), "attack at %d", att);
    ck_assert_msg(def == V(&f.b, "q2"), "defence at %d", def);
    owl_fixture_close(&f);
}
END_TEST

/* Black's P1-P3, P3-T3 and T1 T2 in the lower right corner under White's
 * wall O1-O6, P6-T6, with White's S1 inside: the space Q2 R2 S2 Q1 R1
 * around the dead S1 (GNU Go 3.8: critical R2 R2).  Every kill the
 * report reads must hold with the owner's replies checked in turn, and
 * a save one ply down that the
 * attacker's counter read as a root refutes is no refutation of the
 * kill: the report finds the dragon critical (alive when the first save
 * found was taken on trust). */
static const char *CORNER_AROUND_A_STONE[] = {
    "...................", "...................", "...................",
    "...................", "...................", "...................",
    "...................", "...................", "...................",
    "...................", "...................", "...................",
    "...................", ".............OOOOOO", ".............O.....",
    ".............O.....", ".............OXXXXX", ".............OX...X",
    ".............OX..OX",
};

START_TEST(test_verdict_takes_no_save_on_trust)
{
    struct owl_fixture f;
    owl_fixture_open(&f, 19, CORNER_AROUND_A_STONE, false);
    int d = owl_fixture_dragon(&f, "t3");
    coord att, def;
    ck_assert_int_eq(owl_dragon_verdict(f.o, &f.b, &f.a, d, &att, &def), STATUS_CRITICAL);
    ck_assert_int_ne(att, PASS);
    ck_assert_int_ne(def, PASS);
    owl_fixture_close(&f);
}
END_TEST

/* Black's Q3 R3 S4 S5 in the lower right corner inside White's P2 P3 P4
 * P5 P6 Q6 R6 S6 S7 R5 R4: a corner space of a dozen points (Q2-T2,
 * Q1-T1, S3 T3 T4 T5 T6), too big for the generators to name its inner
 * points.  The owner's placement S2, with four neighbours in the space,
 * splits it into two eyes; none of the owner's ten root candidates (the
 * marginal points and the edge) saves.  The report reads the inner
 * points too: critical with S2 as the save (GNU Go 3.8: the suite's ld16
 * answer, critical with S2). */
static const char *BIG_CORNER[] = {
    "...................", "...................", "...................",
    "...................", "...................", "...................",
    "...................", "...................", "...................",
    "...................", "...................", "...................",
    ".................O.", "..............OOOO.", "..............O.OX.",
    "..............O.OX.", "..............OXX..", "..............O....",
    "...................",
};

START_TEST(test_verdict_reads_the_placement_in_a_big_space)
{
    struct owl_fixture f;
    owl_fixture_open(&f, 19, BIG_CORNER, false);
    int d = owl_fixture_dragon(&f, "r3");
    coord att, def;
    ck_assert_int_eq(owl_dragon_verdict(f.o, &f.b, &f.a, d, &att, &def), STATUS_CRITICAL);
    ck_assert_msg(def == V(&f.b, "s2"), "defence at %d", def);
    ck_assert_int_ne(owl_move_attacks(f.o, &f.b, &f.a, att, V(&f.b, "r3")), READ_FAIL);
    owl_fixture_close(&f);
}
END_TEST

/* The inner points of a big goal space: S2 (four neighbours in the
 * space) first, three at most. */
START_TEST(test_big_space_placements)
{
    struct board b;
    board_diagram(&b, 19, BIG_CORNER);
    struct owl *o = owl_new(NULL);
    owl_set_goal(o, &b, NULL, V(&b, "r3"));
    struct owl_eval ev;
    owl_evaluate(o, BLACK, &ev);
    coord p[8];
    int n = owl_big_space_placements(o, &ev, p, 8);
    ck_assert_int_ge(n, 1);
    ck_assert_int_le(n, 3);
    ck_assert_msg(p[0] == V(&b, "s2"), "first placement at %d", p[0]);
    owl_free(o);
    board_free(&b);
}
END_TEST

/* The cache keeps a root's answer (kind 2, owl_defend's and the reply
 * read as a root) apart from a deeper node's with one more ply left:
 * the kind's two bits once overlapped the plies-left field. */
START_TEST(test_cache_kinds_do_not_collide)
{
    struct board b;
    board_diagram(&b, 19, OWL_EDGE_ROOM);
    struct owl *o = owl_new(NULL);
    owl_set_goal(o, &b, NULL, V(&b, "s18"));
    o->max_depth = 10;
    owl_cache_store(o, 2, READ_WIN, V(&b, "t18"));
    int res;
    coord m;
    ck_assert(owl_cache_lookup(o, 2, &res, &m));
    ck_assert_int_eq(res, READ_WIN);
    o->max_depth = 11;
    ck_assert(!owl_cache_lookup(o, 0, &res, &m));
    owl_free(o);
    board_free(&b);
}
END_TEST

/* White's R3 R4 R5 on the third line of a 19x19 board, Black's loose
 * stones around them (R7 Q7 P6 P4 Q2, further L7 L4 P10): the outward
 * liberties Q3-Q6 lead into Black's framework, not out.  By GNU Go's
 * regression standard (the GTP owl) the open room counts as an escape
 * and the group is safe; by the engine's strict escape it is critical,
 * as GNU Go 3.8 reads it (attack R2, defence R2): Black moving first
 * kills, White moving first lives. */
static const char *RUN_INTO_FRAMEWORK[] = {
    "...................", "...................", "...................",
    "...................", "...................", "...................",
    "...................", "...................", "...................",
    "..............X....", "...................", "...................",
    "..........X....XX..", "..............X....", "................O..",
    "..........X...X.O..", "................O..", "...............X...",
    "...................",
};

START_TEST(test_strict_escape_reads_a_run_into_a_framework)
{
    struct board b;
    board_diagram(&b, 19, RUN_INTO_FRAMEWORK);
    uint64_t h = b.hash;
    coord m;
    struct owl *loose = owl_new(NULL);
    ck_assert_int_eq(owl_attack(loose, &b, NULL, V(&b, "r4"), &m), READ_FAIL);
    owl_free(loose);
    struct owl *strict = owl_new(NULL);
    strict->strict_escape = true;
    ck_assert_int_ne(owl_attack(strict, &b, NULL, V(&b, "r4"), &m), READ_FAIL);
    ck_assert_int_ne(owl_defend(strict, &b, NULL, V(&b, "r4"), &m), READ_FAIL);
    ck_assert_msg(m != PASS, "a save is needed");
    ck_assert_uint_eq(b.hash, h);
    owl_free(strict);
    board_free(&b);
}
END_TEST

/* The same white group with Black's framework only half built (R7 and
 * Q2 but no P6, P4, Q7, L7, L4, P10): its outward liberties lead to open
 * points within the strict escape's walk (escape_reach), so the strict
 * read, like the regression standard, finds no kill. */
static const char *RUN_INTO_OPEN[] = {
    "...................", "...................", "...................",
    "...................", "...................", "...................",
    "...................", "...................", "...................",
    "...................", "...................", "...................",
    "................X..", "...................", "................O..",
    "................O..", "................O..", "...............X...",
    "...................",
};

START_TEST(test_strict_escape_lets_a_group_run_to_open_space)
{
    struct board b;
    board_diagram(&b, 19, RUN_INTO_OPEN);
    coord m;
    struct owl *strict = owl_new(NULL);
    strict->strict_escape = true;
    ck_assert_int_eq(owl_attack(strict, &b, NULL, V(&b, "r4"), &m), READ_FAIL);
    owl_free(strict);
    board_free(&b);
}
END_TEST

Suite *owl_verdict_suite(void)
{
    Suite *s = suite_create("owl_verdict");
    TCase *t = tcase_create("owl_verdict");
    tcase_set_timeout(t, 60);
    tcase_add_test(t, test_reply_root_checks_alive_as_defend_does);
    tcase_add_test(t, test_verdict_reads_kills_of_room);
    tcase_add_test(t, test_cache_kinds_do_not_collide);
    tcase_add_test(t, test_verdict_finds_the_shared_vital_point);
    tcase_add_test(t, test_verdict_keeps_a_kill_that_holds);
    tcase_add_test(t, test_verdict_prefers_the_shared_point_as_save);
    tcase_add_test(t, test_verdict_takes_no_save_on_trust);
    tcase_add_test(t, test_verdict_reads_the_placement_in_a_big_space);
    tcase_add_test(t, test_big_space_placements);
    tcase_add_test(t, test_strict_escape_reads_a_run_into_a_framework);
    tcase_add_test(t, test_strict_escape_lets_a_group_run_to_open_space);
    suite_add_tcase(s, t);
    return s;
}
