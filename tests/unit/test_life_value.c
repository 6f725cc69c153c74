/* test_life_value.c — what a dragon's life changes on the board
 * (life_value.c): its owner's territory with it alive less with its
 * stones dead. */
#include <check.h>

#include "board/coord.h"
#include "board/game.h"
#include "classical/movegen/movegen.h"
#include "diagram.h"
#include "fixture.h"

/* 9x9, Black to play.  White's six stones A3-D3, D2, D1 wall off the
 * lower left corner (A1-C2, six points: a rectangular six in the corner
 * lives); Black's wall A4-E4, E3-E1 stands outside.  White's lone F7
 * stands in the open upper right, where Black has nothing. */
static const char *CORNER_AND_LONE_STONE[] = {
    ".........",
    ".........",
    ".....O...",
    ".........",
    ".........",
    "XXXXX....",
    "OOOOX....",
    "...OX....",
    "...OX....",
};

static struct life_value value_at(struct fixture_analysed *a, const char *v)
{
    coord p = V(&a->g.board, v);
    int d = dragon_index_at(&a->pos->dragons, p);
    ck_assert_int_ge(d, 0);
    struct life_value lv;
    ck_assert(life_value_of(a->cl, a->pos, d, &lv));
    return lv;
}

/* Alive, the corner is White's six points; dead, its six stones are
 * Black's prisoners and points (twelve) and the corner Black's (six
 * more): at least 18 points between the two, whatever the influence
 * makes of the points next to the walls. */
START_TEST(living_corner_is_worth_its_stones_and_corner)
{
    struct fixture_analysed a;
    fixture_analyse_diagram(&a, 9, CORNER_AND_LONE_STONE, BLACK);
    struct life_value lv = value_at(&a, "A3");
    ck_assert_msg(lv.territory >= 18.0f, "corner: %.1f points of territory", lv.territory);
    ck_assert_msg(lv.points >= lv.territory - 1.0f && lv.stake >= 6.0f,
                  "points %.1f, stake %.1f", lv.points, lv.stake);
    fixture_analysed_release(&a);
}
END_TEST

/* A lone stone in the open owns nothing yet: its life is worth less than
 * the living corner's, but still its own point and prisoner. */
START_TEST(lone_stone_is_worth_less_than_the_corner)
{
    struct fixture_analysed a;
    fixture_analyse_diagram(&a, 9, CORNER_AND_LONE_STONE, BLACK);
    struct life_value lone = value_at(&a, "F7");
    struct life_value corner = value_at(&a, "A3");
    ck_assert_msg(lone.points > 0 && lone.points < corner.points, "lone %.1f, corner %.1f",
                  lone.points, corner.points);
    fixture_analysed_release(&a);
}
END_TEST

START_TEST(no_dragon_no_value)
{
    struct fixture_analysed a;
    fixture_analyse_diagram(&a, 9, CORNER_AND_LONE_STONE, BLACK);
    struct life_value lv;
    ck_assert(!life_value_of(a.cl, a.pos, -1, &lv));
    ck_assert(!life_value_of(a.cl, a.pos, a.pos->dragons.ndragons, &lv));
    fixture_analysed_release(&a);
}
END_TEST

Suite *life_value_suite(void)
{
    Suite *s = suite_create("life_value");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, living_corner_is_worth_its_stones_and_corner);
    tcase_add_test(tc, lone_stone_is_worth_less_than_the_corner);
    tcase_add_test(tc, no_dragon_no_value);
    suite_add_tcase(s, tc);
    return s;
}
