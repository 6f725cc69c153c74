/* test_owl_cache.c — the owl answers the same question the same way
 * through its entry points: GTP's owl_does_defend reads a save as
 * owl_defend's own check does (owl_move_defends_wide), before or after
 * owl_defend has filled the cache. */
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

Suite *owl_cache_suite(void)
{
    Suite *s = suite_create("owl_cache");
    TCase *t = tcase_create("owl_cache");
    tcase_set_timeout(t, 60);
    tcase_add_test(t, test_does_defend_agrees_with_defend);
    suite_add_tcase(s, t);
    return s;
}
