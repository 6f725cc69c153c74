/* test_owl_report.c — the report's owl_attack (owl_attack_report, GTP
 * owl_attack): a kill the searcher reads only as a ko is read again with
 * the owner's reply as a root, and an outright kill there is the answer. */
#include <check.h>

#include "board/board.h"
#include "board/coord.h"
#include "classical/owl/owl.h"
#include "diagram.h"

/* Black R3 S3 S4 Q2 S2 R1 in the lower right corner of a 19x19 board,
 * inside White's wall N3-Q3 Q4 R4 R5 S5 P2 P1 (R6 R7 above), with White's
 * T2 already inside.  White's placement at Q1 ataris Q2 and leaves Black
 * one eye: an outright kill, no ko (GNU Go 3.8: owl_attack R3 = 1 Q1,
 * owl_defend R3 = 1 Q1).  The searcher's own answer is a ko: the owner's
 * reply one ply down is read 5 wide without the root's ko extra. */
static const char *CORNER_PLACEMENT[] = {
    "...................", "...................", "...................",
    "...................", "...................", "...................",
    "...................", "...................", "...................",
    "...................", "...................", "...................",
    "................O..", "................O..", "................OO.",
    "...............OOX.", "............OOOOXX.", "..............OX.XO",
    "..............O.X..",
};

START_TEST(test_report_reads_a_ko_kill_again)
{
    struct board b;
    board_diagram(&b, 19, CORNER_PLACEMENT);
    struct owl *o = owl_new(NULL);
    uint64_t h = b.hash;
    coord m;
    ck_assert_int_eq(owl_attack_report(o, &b, NULL, V(&b, "r3"), &m), READ_WIN);
    ck_assert_msg(m == V(&b, "q1"), "kill at %d", m);
    ck_assert_uint_eq(b.hash, h);
    owl_free(o);
    board_free(&b);
}
END_TEST

/* The report never invents a kill: the same corner with Black's stones
 * at T2 and T4 instead of White's T2 has an eye at T3 and one at S1-T1
 * whatever White does at Q1 (Black connects at R2), and neither answer
 * kills it. */
START_TEST(test_report_keeps_a_failed_attack)
{
    struct board b;
    const char *rows[19];
    for (int i = 0; i < 19; i++)
        rows[i] = CORNER_PLACEMENT[i];
    rows[15] = "...............OOXX";
    rows[17] = "..............OX.XX";
    board_diagram(&b, 19, rows);
    struct owl *o = owl_new(NULL);
    coord m;
    ck_assert_int_eq(owl_attack(o, &b, NULL, V(&b, "r3"), &m), READ_FAIL);
    ck_assert_int_eq(owl_attack_report(o, &b, NULL, V(&b, "r3"), &m), READ_FAIL);
    ck_assert(m == PASS);
    owl_free(o);
    board_free(&b);
}
END_TEST

Suite *owl_report_suite(void)
{
    Suite *s = suite_create("owl_report");
    TCase *t = tcase_create("owl_report");
    tcase_set_timeout(t, 60);
    tcase_add_test(t, test_report_reads_a_ko_kill_again);
    tcase_add_test(t, test_report_keeps_a_failed_attack);
    suite_add_tcase(s, t);
    return s;
}
