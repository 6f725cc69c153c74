/* test_semeai_status.c — dragon_status corrected by races
 * (semeai_status.c), on 9x9 races built from Go knowledge: two eyeless
 * racers walled in by living groups, sharing E1 and E2.
 *
 *    A B C D E F G H J
 *  5 O O O O O X X X X     the walls: open above, alive
 *  4 O O O O O X X X X
 *  3 X X X X X O O O O     the racers: Black's A3, White's F3
 *  2 X X X X . O O O O
 *  1 X X X X . O O O O
 *
 * Each racer alone "cannot make two eyes", yet neither can fill E1 or E2
 * without being taken at the other: a seki, both alive.  With A4 empty
 * Black has one outside liberty more: Black lives whoever starts, White
 * lives only by filling A4 first (seki again), so White is critical.
 * With A4 and B4 empty White dies whoever starts. */
#include <check.h>
#include <string.h>

#include "gtp_test.h"

#define RACERS "b a3 b b3 b c3 b d3 b e3 b a2 b b2 b c2 b d2 b a1 b b1 b c1 b d1 " \
               "w f3 w g3 w h3 w j3 w f2 w g2 w h2 w j2 w f1 w g1 w h1 w j1 "
#define BLACK_WALL "b f4 b g4 b h4 b j4 b f5 b g5 b h5 b j5 "
#define WHITE_WALL_TOP "w a5 w b5 w c5 w d5 w e5 "

static struct gtp *race(const char *white_wall_row4)
{
    struct gtp *s = gt_new();
    gt_eq(s, "boardsize 9", "");
    gt_eq(s, "clear_board", "");
    gt_moves(s, RACERS BLACK_WALL WHITE_WALL_TOP);
    gt_moves(s, white_wall_row4);
    return s;
}

START_TEST(test_eyeless_seki_both_alive)
{
    struct gtp *s = race("w a4 w b4 w c4 w d4 w e4");
    gt_eq(s, "analyze_semeai A3 F3", "1 0 PASS");
    gt_eq(s, "dragon_status A3", "alive");
    gt_eq(s, "dragon_status F3", "alive");
    gt_eq(s, "dragon_status A5", "alive");
    gtp_free(s);
}
END_TEST

START_TEST(test_one_liberty_ahead_other_critical)
{
    struct gtp *s = race("w b4 w c4 w d4 w e4");
    gt_eq(s, "dragon_status A3", "alive");
    /* Black kills by filling a shared liberty; White saves by A4. */
    const char *st = gt_ok(s, "dragon_status F3");
    ck_assert_msg(!strcmp(st, "critical E1 A4") || !strcmp(st, "critical E2 A4"), "got %s", st);
    gtp_free(s);
}
END_TEST

START_TEST(test_two_liberties_ahead_other_dead)
{
    struct gtp *s = race("w c4 w d4 w e4");
    gt_eq(s, "dragon_status A3", "alive");
    gt_eq(s, "dragon_status F3", "dead");
    gtp_free(s);
}
END_TEST

Suite *semeai_status_suite(void)
{
    Suite *su = suite_create("semeai_status");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, test_eyeless_seki_both_alive);
    tcase_add_test(tc, test_one_liberty_ahead_other_critical);
    tcase_add_test(tc, test_two_liberties_ahead_other_dead);
    suite_add_tcase(su, tc);
    return su;
}
