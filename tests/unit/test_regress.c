/* test_regress.c — the regression runner's answer matching (GNU Go's
 * anchoring without grouping, negation, known-failure and uncounted
 * marks) and its reading of .tst files, bad lines included. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "regress/expect.h"
#include "regress/tst.h"

/* 1 pass, 0 fail, -1 bad pattern, for the answer text after "#?". */
static int match(const char *expected, const char *answer)
{
    struct expect e;
    char err[256];
    ck_assert_msg(expect_parse(expected, &e, err, sizeof err), "parse %s: %s", expected, err);
    int r = expect_match(&e, answer, err, sizeof err);
    expect_free(&e);
    return r;
}

START_TEST(test_anchored_both_ends)
{
    ck_assert_int_eq(match(" [1 G1]", "1 G1"), 1);
    ck_assert_int_eq(match(" [1 G1]", "1 G12"), 0);
    ck_assert_int_eq(match(" [1 G1]", "11 G1"), 0);
    ck_assert_int_eq(match(" [0]", "0"), 1);
    ck_assert_int_eq(match(" [0]", "0 A1"), 0);
    ck_assert_int_eq(match(" [1 (S4|T5)]", "1 T5"), 1);
    ck_assert_int_eq(match(" [1 (S4|T5)]", "1 S5"), 0);
}
END_TEST

/* ^ binds to the first alternative only, $ to the last only. */
START_TEST(test_no_grouping)
{
    ck_assert_int_eq(match("[1 T15|O13|P12]", "1 T15"), 1);
    ck_assert_int_eq(match("[1 T15|O13|P12]", "1 T15 extra"), 1);   /* ^1 T15 */
    ck_assert_int_eq(match("[1 T15|O13|P12]", "2 O13"), 1);         /* O13 anywhere */
    ck_assert_int_eq(match("[1 T15|O13|P12]", "x O13 y"), 1);
    ck_assert_int_eq(match("[1 T15|O13|P12]", "1 P12"), 1);         /* P12$ */
    ck_assert_int_eq(match("[1 T15|O13|P12]", "1 P12 x"), 0);
    ck_assert_int_eq(match("[1 T15|O13|P12]", "0 T15"), 0);
    ck_assert_int_eq(match("[1 T15|O13|P12]", "2 T16"), 0);
}
END_TEST

START_TEST(test_negation_and_marks)
{
    struct expect e;
    char err[256];
    ck_assert(expect_parse(" [!0]*", &e, err, sizeof err));
    ck_assert(e.negate && e.known_failure && !e.uncounted);
    ck_assert_str_eq(e.pattern, "0");
    ck_assert_str_eq(e.shown, "!0");
    ck_assert_int_eq(expect_match(&e, "0", err, sizeof err), 0);
    ck_assert_int_eq(expect_match(&e, "1 A1", err, sizeof err), 1);
    expect_free(&e);

    ck_assert(expect_parse("[alive]&", &e, err, sizeof err));
    ck_assert(e.uncounted && !e.known_failure && !e.negate);
    expect_free(&e);

    ck_assert(expect_parse("[1 G1]*&", &e, err, sizeof err));
    ck_assert(e.uncounted && e.known_failure);
    expect_free(&e);

    /* A regex with brackets of its own: the last ']' closes. */
    ck_assert_int_eq(match("[[A-C]1]", "B1"), 1);
    ck_assert_int_eq(match("[[A-C]1]", "D1"), 0);
    ck_assert_int_eq(match("[]", ""), 1);
    ck_assert_int_eq(match("[]", "PASS"), 0);
}
END_TEST

START_TEST(test_bad_expectations)
{
    struct expect e;
    char err[256];
    ck_assert(!expect_parse(" 1 G1", &e, err, sizeof err));
    ck_assert(strstr(err, "brackets") != NULL);
    ck_assert(!expect_parse(" [1 G1] junk", &e, err, sizeof err));
    ck_assert(strstr(err, "after the closing bracket") != NULL);
    /* GNU Go's files have a few "#? [undecided" lines: accepted, warned. */
    ck_assert(expect_parse(" [undecided  ", &e, err, sizeof err));
    ck_assert(strstr(err, "no closing bracket") != NULL);
    ck_assert_str_eq(e.pattern, "undecided");
    ck_assert_int_eq(expect_match(&e, "undecided", err, sizeof err), 1);
    expect_free(&e);
    ck_assert_int_eq(match("[1 (G1]", "1 (G1"), -1);
    ck_assert_int_eq(match("[!1 (G1]", "0"), -1);
}
END_TEST

START_TEST(test_answer_line)
{
    char buf[64];
    expect_answer_line("1 G1  \nsecond line", buf, sizeof buf);
    ck_assert_str_eq(buf, "1 G1");
    expect_answer_line("", buf, sizeof buf);
    ck_assert_str_eq(buf, "");
    expect_answer_line("abcdefgh", buf, 4);
    ck_assert_str_eq(buf, "abc");
    expect_answer_line("0\r\n", buf, sizeof buf);
    ck_assert_str_eq(buf, "0");
}
END_TEST

static const char SAMPLE[] =
    "# a comment\n"
    "loadsgf games/x.sgf 12   # position before move 12\n"
    "\n"
    "1 attack F1\n"
    "#? [1 G1]\n"
    "  2 defend F1\r\n"
    "#? [!0]*\n"
    "3 dragon_status A1\n"
    "4x bad number\n"
    "5\n"
    "#? [orphan]\n"
    "6 owl_attack B2\n"
    "#? no brackets\n"
    "7 reg_genmove black\n"
    "#? [C3|D4]&\n"
    "#? [second]\n"
    "trymove black A1\n";

START_TEST(test_tst_parse)
{
    char *msgs = NULL;
    size_t msglen = 0;
    FILE *warn = open_memstream(&msgs, &msglen);
    struct tst_file f;
    ck_assert(tst_parse_string(SAMPLE, "x.tst", &f, warn));
    fclose(warn);

    ck_assert_int_eq(f.n, 7);
    ck_assert_int_eq(f.items[0].number, -1);
    ck_assert_str_eq(f.items[0].command, "loadsgf games/x.sgf 12");
    ck_assert_int_eq(f.items[0].line, 2);
    ck_assert_int_eq(f.items[1].number, 1);
    ck_assert_str_eq(f.items[1].command, "attack F1");
    ck_assert(f.items[1].has_expect);
    ck_assert_str_eq(f.items[1].expect.pattern, "1 G1");
    ck_assert_int_eq(f.items[2].number, 2);
    ck_assert_str_eq(f.items[2].command, "defend F1");
    ck_assert(f.items[2].expect.negate && f.items[2].expect.known_failure);
    ck_assert_int_eq(f.items[3].number, 3);
    ck_assert(!f.items[3].has_expect);
    ck_assert_int_eq(f.items[4].number, 6);
    ck_assert(!f.items[4].has_expect);
    ck_assert_int_eq(f.items[5].number, 7);
    ck_assert(f.items[5].expect.uncounted);
    ck_assert_str_eq(f.items[5].expect.pattern, "C3|D4");
    ck_assert_int_eq(f.items[6].number, -1);
    ck_assert_str_eq(f.items[6].command, "trymove black A1");
    /* 1 and 2 are counted; 7 is not; 3 and 6 have no answer. */
    ck_assert_int_eq(tst_counted(&f), 2);

    ck_assert_msg(strstr(msgs, "x.tst:9: bad test number") != NULL, "%s", msgs);
    ck_assert_msg(strstr(msgs, "x.tst:10: test 5 has no command") != NULL, "%s", msgs);
    ck_assert_msg(strstr(msgs, "x.tst:11: expected answer without a numbered command") != NULL,
                  "%s", msgs);
    ck_assert_msg(strstr(msgs, "x.tst:13: expected answer must be in brackets") != NULL, "%s",
                  msgs);
    ck_assert_msg(strstr(msgs, "x.tst:16: expected answer without") != NULL, "%s", msgs);
    tst_free(&f);
    free(msgs);
}
END_TEST

START_TEST(test_tst_missing_file)
{
    struct tst_file f;
    char err[256];
    ck_assert(!tst_load("no/such/file.tst", &f, stderr, err, sizeof err));
    ck_assert(strstr(err, "no/such/file.tst") != NULL);
}
END_TEST

Suite *regress_suite(void)
{
    Suite *s = suite_create("regress");
    TCase *tc = tcase_create("expect");
    tcase_add_test(tc, test_anchored_both_ends);
    tcase_add_test(tc, test_no_grouping);
    tcase_add_test(tc, test_negation_and_marks);
    tcase_add_test(tc, test_bad_expectations);
    tcase_add_test(tc, test_answer_line);
    suite_add_tcase(s, tc);
    tc = tcase_create("tst");
    tcase_add_test(tc, test_tst_parse);
    tcase_add_test(tc, test_tst_missing_file);
    suite_add_tcase(s, tc);
    return s;
}
