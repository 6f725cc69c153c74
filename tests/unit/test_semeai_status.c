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

/* A lunch against a group that lives only if it wins a second eye
 * elsewhere (9x9, White's wall along row 8 and column H):
 *
 *    A B C D E F G H J
 *  8 O O . O O O O O .     C8: White connects the lunch C7-C6 to the
 *  7 X X O X . . X O .         wall, Black's stone there takes it
 *  6 X X O X X X X O .
 *  5 X X X X X X X O .
 *  4 X X X X X X X O .
 *  3 X X X X X X X O .
 *  2 X X X O X X X O .     D1: White's stone joins C1 and D2 to the
 *  1 X X O . O O O O .         wall; Black's takes both, two eyes
 *
 * Black lives by D1 and dies by White's D1 (the lunch gives one eye
 * only), so each side's move there decides: critical D1 D1.  The lunch
 * is critical too (C8 for both).  The race of the lunch against
 * Black's group is no proof of its life: Black taking it "loses" the
 * race only because Black then dies by White's D1, and the lunch is
 * off the board all the same (the kill C8 checked with the race read
 * after it). */
#define LUNCH_AND_SECOND_EYE \
    "w a8 w b8 w d8 w e8 w f8 w g8 w h8 b a7 b b7 w c7 b d7 b g7 w h7 b a6 " \
    "b b6 w c6 b d6 b e6 b f6 b g6 w h6 b a5 b b5 b c5 b d5 b e5 b f5 b g5 " \
    "w h5 b a4 b b4 b c4 b d4 b e4 b f4 b g4 w h4 b a3 b b3 b c3 b d3 b e3 " \
    "b f3 b g3 w h3 b a2 b b2 b c2 w d2 b e2 b f2 b g2 w h2 b a1 b b1 w c1 " \
    "w e1 w f1 w g1 w h1 "

START_TEST(test_race_no_proof_against_a_kill)
{
    struct gtp *s = gt_new();
    gt_eq(s, "boardsize 9", "");
    gt_eq(s, "clear_board", "");
    gt_moves(s, LUNCH_AND_SECOND_EYE);
    gt_eq(s, "dragon_status C7", "critical C8 C8");
    gt_eq(s, "dragon_status A7", "critical D1 D1");
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
    tcase_add_test(tc, test_race_no_proof_against_a_kill);
    suite_add_tcase(su, tc);
    return su;
}
