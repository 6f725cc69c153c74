/* test_unconditional.c — unconditional_status: Benson's alive strings,
 * territory and dead stones inside them, the untouched rest, and bad
 * input. */
#include <check.h>

#include "gtp_test.h"

/* A black corner group with two two-point eyes, A1-A2 and C1-C2. */
#define CORNER "b a3 b b3 b c3 b d3 b d2 b d1 b b1 b b2"

START_TEST(test_empty_board_is_undecided)
{
    struct gtp *s = gt_new();
    gt_ok(s, "boardsize 9");
    gt_eq(s, "unconditional_status E5", "undecided");
    gtp_free(s);
}
END_TEST

START_TEST(test_two_eyes_alive_and_territory)
{
    struct gtp *s = gt_new();
    gt_ok(s, "boardsize 9");
    gt_moves(s, CORNER);
    gt_eq(s, "unconditional_status B3", "alive");
    gt_eq(s, "unconditional_status A1", "black_territory");
    gt_eq(s, "unconditional_status C2", "black_territory");
    gt_eq(s, "unconditional_status E5", "undecided");
    gtp_free(s);
}
END_TEST

START_TEST(test_one_eye_is_not_alive)
{
    struct gtp *s = gt_new();
    gt_ok(s, "boardsize 9");
    gt_moves(s, CORNER " b a1 b a2");
    gt_eq(s, "unconditional_status B3", "undecided");
    gt_eq(s, "unconditional_status C1", "undecided");
    gtp_free(s);
}
END_TEST

START_TEST(test_stone_in_eye_is_dead)
{
    struct gtp *s = gt_new();
    gt_ok(s, "boardsize 9");
    gt_moves(s, CORNER " w c2");
    gt_eq(s, "unconditional_status C2", "dead");
    gt_eq(s, "unconditional_status C1", "black_territory");
    gt_eq(s, "unconditional_status D3", "alive");
    gtp_free(s);
}
END_TEST

START_TEST(test_colours_are_symmetric)
{
    struct gtp *s = gt_new();
    gt_ok(s, "boardsize 9");
    gt_moves(s, "w a3 w b3 w c3 w d3 w d2 w d1 w b1 w b2 b c2");
    gt_eq(s, "unconditional_status C2", "dead");
    gt_eq(s, "unconditional_status A2", "white_territory");
    gt_eq(s, "unconditional_status B2", "alive");
    gtp_free(s);
}
END_TEST

START_TEST(test_bad_input)
{
    struct gtp *s = gt_new();
    gt_ok(s, "boardsize 9");
    gt_err(s, "unconditional_status");
    gt_err(s, "unconditional_status Z99");
    gt_err(s, "unconditional_status pass");
    gt_err(s, "unconditional_status A1 B2");
    gt_eq(s, "unconditional_status A1", "undecided");    /* still serving */
    gtp_free(s);
}
END_TEST

START_TEST(test_gfx_lists_all_classes)
{
    struct gtp *s = gt_new();
    gt_ok(s, "boardsize 9");
    gt_moves(s, CORNER " w c2");
    gt_eq(s, "moyo-unconditional_gfx",
          "BLACK A2 A1 C1\nMARK C2\nSQUARE A3 B3 C3 D3 B2 D2 B1 D1");
    gtp_free(s);
}
END_TEST

Suite *unconditional_suite(void)
{
    Suite *s = suite_create("unconditional");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, test_empty_board_is_undecided);
    tcase_add_test(tc, test_two_eyes_alive_and_territory);
    tcase_add_test(tc, test_one_eye_is_not_alive);
    tcase_add_test(tc, test_stone_in_eye_is_dead);
    tcase_add_test(tc, test_colours_are_symmetric);
    tcase_add_test(tc, test_bad_input);
    tcase_add_test(tc, test_gfx_lists_all_classes);
    suite_add_tcase(s, tc);
    return s;
}
