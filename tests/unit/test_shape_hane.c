/* test_shape_hane.c — hanes at the head of two stones (patterns/shape.pat,
 * patterns/shape_good_bad.pat): the hane at the head of the opponent's
 * two is good shape while our own two are not haned themselves; once the
 * opponent has haned at the head of our two, the hane back under its
 * stone is the shape, and the hane at the other head is not; nor is the
 * hane at the head when the opponent's stone stands beside or
 * diagonally outside the cutting point at the head of our own two. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "board/coord.h"
#include "board/game.h"
#include "classical/engine/classical.h"
#include "diagram.h"
#include "fixture.h"

/* The upper left corner of a 19x19 opening (X Black, O White; White to
 * play).  Black's D17 E17 on the third line stand on White's D16 E16,
 * and Black's C16 has haned at the head of White's two.  C16 is loose
 * (C17, which would join it to D17, is empty) with three liberties.
 * White's C15 hanes back under it; White's F17, the hane at the other
 * head (of Black's two), would leave White's two between two hanes.
 * Stones at Q16 and Q4 keep the board from being one corner. */
static const char *HANED_TWO[] = {
    "...................",
    "...................",
    "...XX..............",
    "..XOO...........O..",
    "...................",
    "...................",
    "...................",
    "...................",
    "...................",
    "...................",
    "...................",
    "...................",
    "...................",
    "...................",
    "...................",
    "...............X...",
    "...................",
    "...................",
    "...................",
};

/* The same without Black's hane at C16: F17 is the hane at the head of
 * Black's two. */
static const char *PLAIN_TWO[] = {
    "...................",
    "...................",
    "...XX..............",
    "...OO...........O..",
    "...................",
    "...................",
    "...................",
    "...................",
    "...................",
    "...................",
    "...................",
    "...................",
    "...................",
    "...................",
    "...................",
    "...............X...",
    "...................",
    "...................",
    "...................",
};

/* Our stones are three (F16 added): the hane back is a pattern of two
 * against two.  Against a longer wall the cut at the point joining the
 * hane stone to the opponent's stones (C17 here) may be the move, when
 * those stones are short of liberties (GNU Go reference game 27 m81,
 * M10 over the hane back K10). */
static const char *HANED_THREE[] = {
    "...................",
    "...................",
    "...XX..............",
    "..XOOO..........O..",
    "...................",
    "...................",
    "...................",
    "...................",
    "...................",
    "...................",
    "...................",
    "...................",
    "...................",
    "...................",
    "...................",
    "...............X...",
    "...................",
    "...................",
    "...................",
};

/* PLAIN_TWO with a black stone at G15, diagonally outside F16, the
 * cutting point at the head of White's own two: Black's cut there joins
 * G15, and White's F17, with two liberties, would be the stone in
 * trouble.  No hane at the head; the extension at F16 is the shape. */
static const char *SUPPORTED_CUT[] = {
    "...................",
    "...................",
    "...XX..............",
    "...OO...........O..",
    "......X............",
    "...................",
    "...................",
    "...................",
    "...................",
    "...................",
    "...................",
    "...................",
    "...................",
    "...................",
    "...................",
    "...............X...",
    "...................",
    "...................",
    "...................",
};

/* 9x9, Black to play (strategy.tst 32): Black's B3 C3 under White's B4
 * C4, White's B2 diagonal to A3, the head of Black's two.  Black's hane
 * A4 on the edge: B2 stands on Black's side of A3 (beside B3) and the
 * outside of A3 is off the board, so nothing backs White's cut there
 * and the hane keeps its shape. */
static const char *EDGE_CUT[] = {
    ".........",
    ".........",
    "....X.O..",
    ".X.X.....",
    ".XXOOO...",
    ".OO..O...",
    ".XXO.O...",
    ".OX.O....",
    ".........",
};

/* Is a shape pattern whose name contains `part` among the reasons
 * posted at v? */
static bool has_shape(const struct cl_position *pos, const char *v, const char *part)
{
    coord p = V(&pos->b, v);
    for (int i = 0; i < pos->reasons.n; i++) {
        const struct reason *r = &pos->reasons.r[i];
        if (r->move == p && r->kind == RK_SHAPE && r->source && strstr(r->source, part))
            return true;
    }
    return false;
}

/* The hane at the head of two: the general pattern (hane_at_head_of_two)
 * or one of its edge forms (shape_hane_head_of_two_lineN). */
static bool has_head_hane(const struct cl_position *pos, const char *v)
{
    return has_shape(pos, v, "hane_at_head_of_two") || has_shape(pos, v, "hane_head_of_two");
}

START_TEST(hane_back_under_the_hane_at_our_head)
{
    struct fixture_analysed a;
    fixture_analyse_diagram(&a, 19, HANED_TWO, WHITE);
    ck_assert(has_shape(a.pos, "C15", "hane_back_at_head_of_own_two"));
    ck_assert(!has_shape(a.pos, "F17", "hane_back_at_head_of_own_two"));
    fixture_analysed_release(&a);
}
END_TEST

START_TEST(no_head_hane_while_our_two_are_haned)
{
    struct fixture_analysed a;
    fixture_analyse_diagram(&a, 19, HANED_TWO, WHITE);
    ck_assert(!has_head_hane(a.pos, "F17"));
    fixture_analysed_release(&a);
}
END_TEST

START_TEST(head_hane_when_our_two_are_free)
{
    struct fixture_analysed a;
    fixture_analyse_diagram(&a, 19, PLAIN_TWO, WHITE);
    ck_assert(has_head_hane(a.pos, "F17"));
    ck_assert(!has_shape(a.pos, "C15", "hane_back_at_head_of_own_two"));
    fixture_analysed_release(&a);
}
END_TEST

START_TEST(no_head_hane_when_the_cut_is_supported)
{
    struct fixture_analysed a;
    fixture_analyse_diagram(&a, 19, SUPPORTED_CUT, WHITE);
    ck_assert(!has_head_hane(a.pos, "F17"));
    ck_assert(has_shape(a.pos, "F16", "extend_head_of_own_two"));
    fixture_analysed_release(&a);
}
END_TEST

START_TEST(head_hane_when_the_cut_has_no_outside)
{
    struct fixture_analysed a;
    fixture_analyse_diagram(&a, 9, EDGE_CUT, BLACK);
    ck_assert(has_head_hane(a.pos, "A4"));
    fixture_analysed_release(&a);
}
END_TEST

START_TEST(no_hane_back_from_three)
{
    struct fixture_analysed a;
    fixture_analyse_diagram(&a, 19, HANED_THREE, WHITE);
    ck_assert(!has_shape(a.pos, "C15", "hane_back_at_head_of_own_two"));
    fixture_analysed_release(&a);
}
END_TEST

Suite *shape_hane_suite(void)
{
    Suite *s = suite_create("shape_hane");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, hane_back_under_the_hane_at_our_head);
    tcase_add_test(tc, no_head_hane_while_our_two_are_haned);
    tcase_add_test(tc, head_hane_when_our_two_are_free);
    tcase_add_test(tc, no_hane_back_from_three);
    tcase_add_test(tc, no_head_hane_when_the_cut_is_supported);
    tcase_add_test(tc, head_hane_when_the_cut_has_no_outside);
    suite_add_tcase(s, tc);
    return s;
}
