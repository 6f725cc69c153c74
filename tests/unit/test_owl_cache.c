/* test_owl_cache.c — the owl answers the same question the same way
 * through its entry points: GTP's owl_does_defend reads a save as
 * owl_defend's own check does (owl_move_defends_wide), before or after
 * owl_defend has filled the cache; GTP's owl_does_attack
 * (owl_move_attacks_checked) agrees with owl_defend asked after the
 * kill, before or after the checks' wide counters filled the cache. */
#include <check.h>

#include "board/board.h"
#include "board/coord.h"
#include "classical/owl/owl.h"
#include "classical/owl/owl_impl.h"
#include "diagram.h"
#include "owl_fixture.h"

/* Black S18 R17 S16 S15 on the right edge under White's R18, beside
 * White's wall (owl_fixture.c's OWL_EDGE_ROOM): critical, Q18 for
 * both. */

/* GTP's owl_does_defend is owl_move_defends_wide: on the edge group,
 * Black's own Q18 saves it (owl_defend's answer) and the check agrees,
 * asked before or after owl_defend. */
START_TEST(test_does_defend_agrees_with_defend)
{
    struct board b;
    board_diagram(&b, 19, OWL_EDGE_ROOM);
    struct owl *o = owl_new(NULL);
    coord save;
    int before = owl_move_defends_wide(o, &b, NULL, V(&b, "q18"), V(&b, "s18"));
    owl_clear_cache(o);
    int res = owl_defend_report(o, &b, NULL, V(&b, "s18"), &save);
    ck_assert_int_eq(res, READ_WIN);
    ck_assert_int_eq(owl_move_defends_wide(o, &b, NULL, save, V(&b, "s18")), READ_WIN);
    ck_assert_int_eq(owl_move_defends_wide(o, &b, NULL, V(&b, "q18"), V(&b, "s18")), before);
    owl_free(o);
    board_free(&b);
}
END_TEST

/* White's Q18 kills the edge group: owl_move_attacks_checked says so,
 * owl_defend after Q18 finds no save, and the kill check answers the
 * same again once owl_attack's reads and checks (wide counters) filled
 * the cache. */
START_TEST(test_does_attack_agrees_with_defend_after)
{
    struct board b;
    board_diagram(&b, 19, OWL_EDGE_ROOM);
    struct owl *o = owl_new(NULL);
    coord kill, save;
    int first = owl_move_attacks_checked(o, &b, NULL, V(&b, "q18"), V(&b, "s18"));
    ck_assert_int_eq(first, READ_WIN);
    owl_attack_report(o, &b, NULL, V(&b, "s18"), &kill);
    ck_assert_int_eq(owl_move_attacks_checked(o, &b, NULL, V(&b, "q18"), V(&b, "s18")), first);
    ck_assert_int_eq(board_play(&b, WHITE, V(&b, "q18")), MOVE_OK);
    owl_clear_cache(o);
    ck_assert_int_eq(owl_defend_report(o, &b, NULL, V(&b, "s18"), &save), READ_FAIL);
    owl_free(o);
    board_free(&b);
}
END_TEST

/* White's M3 ataris Black's N3 under the L4 group (13x13, 41 moves of
 * a recorded game); Black's M2 answers, and White's N2 then kills.
 * owl_does_attack M3 must say so, as owl_defend asked after M3 does:
 * the reply's save M2 read as a root held only against the attacker's
 * counter read five wide. */
static const char *ATARI_UNDER[] = {
    "...X.........", ".OX.X........", "..OXX...X....", "..O.......X..",
    "..OX.........", "...X..X..X...", "..OOXX..X..O.", "....OOO...X..",
    "........OOOOO", "..O......XXXO", "....O..O....X", "..........X..",
    ".............",
};

START_TEST(test_does_attack_agrees_after_atari)
{
    struct owl_fixture f;
    owl_fixture_open(&f, 13, ATARI_UNDER, true);
    coord save;
    int before = owl_move_attacks_checked(f.o, &f.b, &f.a, V(&f.b, "m3"), V(&f.b, "l4"));
    ck_assert_int_eq(before, READ_WIN);
    ck_assert_int_eq(board_play(&f.b, WHITE, V(&f.b, "m3")), MOVE_OK);
    owl_clear_cache(f.o);
    ck_assert_int_eq(owl_defend_report(f.o, &f.b, NULL, V(&f.b, "l4"), &save), READ_FAIL);
    owl_fixture_close(&f);
}
END_TEST

Suite *owl_cache_suite(void)
{
    Suite *s = suite_create("owl_cache");
    TCase *t = tcase_create("owl_cache");
    tcase_set_timeout(t, 60);
    tcase_add_test(t, test_does_defend_agrees_with_defend);
    tcase_add_test(t, test_does_attack_agrees_with_defend_after);
    tcase_add_test(t, test_does_attack_agrees_after_atari);
    suite_add_tcase(s, t);
    return s;
}
