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

Suite *movegen_cutstones_suite(void)
{
    Suite *s = suite_create("movegen_cutstones");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, wedge_keeps_two_weak_dragons_apart);
    tcase_add_test(tc, separating_settled_dragons_is_worth_nothing);
    suite_add_tcase(s, tc);
    return s;
}
