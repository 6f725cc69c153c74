/* test_movegen_cutstones.c — capture the cutting stones: a string that
 * keeps two of the opponent's weak dragons apart is worth, captured or
 * saved outright, what joining them is worth besides its own stones
 * (movegen_cutstones.c). */
#include <check.h>

#include "board/coord.h"
#include "board/game.h"
#include "classical/movegen/movegen.h"
#include "diagram.h"
#include "fixture.h"

/* 9x9, Black to play.  White's two-stone wedge E4-E3 stands between
 * Black's D4-D3 and F4-F3, which White's C5, C3, G5 and G3 press from
 * the sides: each black pair is short of room alone (the owl reads both
 * critical), joined under the wedge they would be one group with room
 * on both sides.  White's H8 touches nothing of Black's, White's C3
 * only the D4 pair. */
static const char *WEDGE_BETWEEN_WEAK_PAIRS[] = {
    ".........",
    ".......O.",
    ".........",
    ".........",
    "..O...O..",
    "...XOX...",
    "..OXOXO..",
    ".........",
    ".........",
};

START_TEST(wedge_keeps_two_weak_dragons_apart)
{
    struct fixture_analysed a;
    fixture_analyse_diagram(&a, 9, WEDGE_BETWEEN_WEAK_PAIRS, BLACK);
    const struct board *b = &a.g.board;
    float wedge = cutstone_stake(a.pos, V(b, "E4"), false);
    ck_assert_msg(wedge > 0, "E4-E3 separates D4 and F4: %.2f", wedge);
    /* The join pays the pair that needs it less, not both. */
    float d4 = cl_dragon_stake(a.pos, V(b, "D4")), f4 = cl_dragon_stake(a.pos, V(b, "F4"));
    ck_assert_msg(wedge < (d4 < f4 ? d4 : f4), "wedge %.2f, stakes %.2f %.2f", wedge, d4, f4);
    ck_assert(cutstone_stake(a.pos, V(b, "H8"), false) == 0);
    ck_assert(cutstone_stake(a.pos, V(b, "C3"), false) == 0);
    ck_assert(cutstone_stake(a.pos, V(b, "E5"), false) == 0);  /* empty */
    fixture_analysed_release(&a);
}
END_TEST

/* Black's pairs seen from the other side: each touches only White's
 * wedge and White's side stones, which are separate dragons, but
 * settled ones (weakness 0): joining them is worth nothing. */
START_TEST(separating_settled_dragons_is_worth_nothing)
{
    struct fixture_analysed a;
    fixture_analyse_diagram(&a, 9, WEDGE_BETWEEN_WEAK_PAIRS, BLACK);
    const struct board *b = &a.g.board;
    const struct dragon_analysis *d = &a.pos->dragons;
    ck_assert_int_eq(d->dragon[dragon_index_at(d, V(b, "C3"))].weakness, 0);
    ck_assert_int_eq(d->dragon[dragon_index_at(d, V(b, "E4"))].weakness, 0);
    ck_assert(cutstone_stake(a.pos, V(b, "D4"), false) == 0);
    fixture_analysed_release(&a);
}
END_TEST

/* 9x9, Black to play.  White's wedge E5-E4 stands between Black's wall
 * C3-D7 and the pair F5-F4, which White's G6 presses.  The analysis
 * calls both settled here; the test sets the pair's weakness to see
 * the measure: joined to the settled wall, a weak pair would be as
 * safe as the wall, so the wedge keeps the pair's whole need apart
 * (its fall in weakness to the wall's, times its stake), where "all
 * but the neediest" paid the wall's need, nothing.  An owl-critical
 * pair is left out: the owl's save at its key counts its stake. */
static const char *WEDGE_BESIDE_A_WALL[] = {
    ".........",
    ".........",
    "...X.....",
    "...X..O..",
    "...XOX...",
    "...XOX...",
    "..XX.....",
    ".........",
    ".........",
};

START_TEST(wedge_keeps_a_weak_group_from_a_settled_one)
{
    struct fixture_analysed a;
    fixture_analyse_diagram(&a, 9, WEDGE_BESIDE_A_WALL, BLACK);
    const struct board *b = &a.g.board;
    struct dragon_analysis *d = &a.pos->dragons;
    int wall = dragon_index_at(d, V(b, "D5")), pair = dragon_index_at(d, V(b, "F5"));
    ck_assert_int_ne(wall, pair);
    ck_assert_int_eq(d->dragon[wall].weakness, 0);
    ck_assert(cutstone_stake(a.pos, V(b, "E5"), false) == 0);  /* two settled groups */
    d->dragon[pair].weakness = 60;
    a.pos->status[pair] = STATUS_ALIVE;
    float stake = cl_dragon_stake(a.pos, V(b, "F5"));
    float wedge = cutstone_stake(a.pos, V(b, "E5"), false);
    ck_assert_msg(wedge > 0.59f * stake && wedge < 0.61f * stake, "wedge %.2f, pair's stake %.2f",
                  wedge, stake);
    a.pos->status[pair] = STATUS_CRITICAL;
    ck_assert(cutstone_stake(a.pos, V(b, "E5"), false) == 0);
    fixture_analysed_release(&a);
}
END_TEST

Suite *movegen_cutstones_suite(void)
{
    Suite *s = suite_create("movegen_cutstones");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, wedge_keeps_two_weak_dragons_apart);
    tcase_add_test(tc, separating_settled_dragons_is_worth_nothing);
    tcase_add_test(tc, wedge_keeps_a_weak_group_from_a_settled_one);
    suite_add_tcase(s, tc);
    return s;
}
