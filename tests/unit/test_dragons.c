/* test_dragons.c — dragons on positions built from Go knowledge:
 * amalgamation over bamboo joints and jumps, working and failing cuts,
 * dead strings, eyes and static status, the GTP answers and the cache. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "board/coord.h"
#include "classical/dragon.h"
#include "gtp_test.h"

static struct gtp *on9(const char *moves)
{
    struct gtp *s = gt_new();
    gt_eq(s, "boardsize 9", "");
    gt_eq(s, "clear_board", "");
    gt_moves(s, moves);
    return s;
}

START_TEST(test_bamboo_joint_amalgamated)
{
    /* Two shared liberties: a peep at either is answered at the other. */
    struct gtp *s = on9("b c3 b c4 b e3 b e4 w d5 w d2");
    gt_eq(s, "same_dragon C3 E4", "1");
    gt_eq(s, "dragon_stones C3", "C4 E4 C3 E3");
    gtp_free(s);
}
END_TEST

START_TEST(test_jump_with_working_cut)
{
    /* White stones above and below the gap: the wedge joins them and
     * cannot be captured, so the jump is cut. */
    struct gtp *s = on9("b c4 b e4 w d5 w d3");
    gt_eq(s, "same_dragon C4 E4", "0");
    gtp_free(s);
}
END_TEST

START_TEST(test_jump_in_open_space)
{
    /* A lone wedge in open space is ataried from the side of Black's
     * choice: the one-point jump holds. */
    struct gtp *s = on9("b c5 b e5");
    gt_eq(s, "same_dragon C5 E5", "1");
    gtp_free(s);
}
END_TEST

START_TEST(test_dead_string_not_amalgamated)
{
    /* A1-B1 in atari under White's wall: captured even if Black moves
     * first (C1 leaves it one liberty).  It stays a dragon of its own. */
    struct gtp *s = on9("b a1 b b1 w a2 w b2 w c2 w d2 w e2 b g5");
    gt_eq(s, "dragon_status A1", "dead");
    gt_eq(s, "same_dragon A1 B1", "1");
    gt_eq(s, "same_dragon A1 G5", "0");
    const char *d = gt_ok(s, "dragon_data A1");
    ck_assert_msg(strstr(d, "tactically_dead         yes"), "%s", d);
    gtp_free(s);
}
END_TEST

START_TEST(test_gtp_errors_and_listing)
{
    struct gtp *s = on9("b c3 w g7");
    gt_fails_with(s, "same_dragon C3", "two vertices expected");
    gt_fails_with(s, "same_dragon C3 D4", "vertex must not be empty");
    gt_fails_with(s, "dragon_status Z9", "invalid coordinate");
    gt_fails_with(s, "dragon_stones E5", "vertex must not be empty");
    gt_eq(s, "dragon_stones", "G7\nC3");
    gt_eq(s, "same_dragon C3 C3", "1");
    gt_eq(s, "same_dragon C3 G7", "0");
    gtp_free(s);
}
END_TEST

START_TEST(test_cache_follows_position)
{
    /* The analysis is cached per position: a move that cuts must be seen. */
    struct gtp *s = on9("b c5 b e5");
    gt_eq(s, "same_dragon C5 E5", "1");
    gt_moves(s, "w d6 w d4");
    gt_eq(s, "same_dragon C5 E5", "0");
    gt_eq(s, "undo", "");
    gt_eq(s, "undo", "");
    gt_eq(s, "same_dragon C5 E5", "1");
    gtp_free(s);
}
END_TEST

Suite *dragons_suite(void)
{
    Suite *s = suite_create("dragons");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 30);
    tcase_add_test(tc, test_bamboo_joint_amalgamated);
    tcase_add_test(tc, test_jump_with_working_cut);
    tcase_add_test(tc, test_jump_in_open_space);
    tcase_add_test(tc, test_dead_string_not_amalgamated);
    tcase_add_test(tc, test_gtp_errors_and_listing);
    tcase_add_test(tc, test_cache_follows_position);
    suite_add_tcase(s, tc);
    return s;
}
