/* test_regress.c — the regression runner's answer matching (GNU Go's
 * anchoring without grouping, negation, known-failure and uncounted
 * marks) and its reading of .tst files, bad lines included. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <sys/stat.h>
#include <unistd.h>

#include "regress/exec.h"
#include "regress/expect.h"
#include "regress/run.h"
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

/* Forms glibc compiles in exponential time are refused (the tst fuzz
 * target found the first taking over 40 s); ordinary ones still work. */
START_TEST(test_costly_regex_refused)
{
    ck_assert_int_eq(match(" [1++++++++++++++++++++ G11]", "1 G11"), -1);
    ck_assert_int_eq(match(" [(a{200})]", "a"), -1);
    ck_assert_int_eq(match(" [a*{2}]", "aa"), -1);
    ck_assert_int_eq(match(" [1 (A1|B2)+]", "1 A1B2"), 1);
    ck_assert_int_eq(match(" [[+*]+ x\\++]", "+* x+"), 1);
    ck_assert_int_eq(match(" [a{2,3}]", "aaa"), 1);
}
END_TEST

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

/* A folder with a game and a .tst file that loads it by a relative path. */
static const char GAME[] = "(;GM[1]FF[4]SZ[9];B[ee];W[ef];B[df];W[eg];B[fg];W[dg])\n";
static const char TST[] =
    "loadsgf games/g.sgf 4\n"
    "1 color E5\n#? [black]\n"             /* pass */
    "2 color E4\n#? [black]\n"             /* unexpected failure: white */
    "3 countlib E5\n#? [3]*\n"             /* known failure that passes */
    "4 no_such_command\n#? [!0]\n"         /* an error never passes */
    "5 countlib E4\n#? [9]&\n"             /* not counted */
    "6 color E4\n#? [white]*\n"            /* unexpected pass again */
    "loadsgf games/missing.sgf\n"
    "7 color D4\n#? [(empty|black\n";      /* bad regex: fails */

static char *write_fixture(void)
{
    char tmpl[] = "/tmp/moyo-regress-XXXXXX";
    char *dir = mkdtemp(tmpl);
    ck_assert(dir != NULL);
    char path[512];
    snprintf(path, sizeof path, "%s/games", dir);
    ck_assert(mkdir(path, 0755) == 0);
    snprintf(path, sizeof path, "%s/games/g.sgf", dir);
    FILE *f = fopen(path, "w");
    fputs(GAME, f);
    fclose(f);
    snprintf(path, sizeof path, "%s/t.tst", dir);
    f = fopen(path, "w");
    fputs(TST, f);
    fclose(f);
    return strdup(dir);
}

static void remove_fixture(char *dir)
{
    char cmd[600];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    ck_assert(system(cmd) == 0);
    free(dir);
}

static void run_fixture(bool isolate)
{
    char *dir = write_fixture();
    char tst[600], cwd_before[1024], cwd_after[1024];
    snprintf(tst, sizeof tst, "%s/t.tst", dir);
    ck_assert(getcwd(cwd_before, sizeof cwd_before) != NULL);
    char *text = NULL;
    size_t len = 0;
    FILE *out = open_memstream(&text, &len);
    struct regress_opts o = {.verbose = false, .isolate = isolate, .engine = NULL,
                             .timeout = 0, .out = out};
    struct regress_totals t = {0};
    ck_assert(regress_run_file(tst, &o, &t));
    fclose(out);
    ck_assert(getcwd(cwd_after, sizeof cwd_after) != NULL);
    ck_assert_str_eq(cwd_before, cwd_after);

    ck_assert_int_eq(t.files, 1);
    ck_assert_int_eq(t.counted, 6);
    ck_assert_int_eq(t.passed, 3);              /* 1, 3 and 6 */
    ck_assert_int_eq(t.unexpected_pass, 2);     /* 3 and 6 */
    ck_assert_int_eq(t.unexpected_fail, 3);     /* 2, 4 and 7 */
    ck_assert_msg(strstr(text, ":2: unexpected FAIL: got 'white', expected 'black'"), "%s", text);
    ck_assert_msg(strstr(text, ":3: unexpected PASS: got '3', expected '3' (known GNU Go failure)"),
                  "%s", text);
    ck_assert_msg(strstr(text, ":4: unexpected FAIL: got '? "), "%s", text);
    ck_assert_msg(strstr(text, ": line 14: setup command 'loadsgf games/missing.sgf' failed"), "%s",
                  text);
    ck_assert_msg(strstr(text, ":7: bad regular expression"), "%s", text);
    ck_assert_msg(strstr(text, ": 3/6 passed, 2 unexpected passes, 3 unexpected failures, "),
                  "%s", text);
    ck_assert_msg(strstr(text, ":1:") == NULL && strstr(text, ":5:") == NULL, "%s", text);
    free(text);
    remove_fixture(dir);
}

START_TEST(test_run_in_process)
{
    run_fixture(false);
}
END_TEST

START_TEST(test_run_forked)
{
    run_fixture(true);
}
END_TEST

START_TEST(test_run_missing_file)
{
    char *text = NULL;
    size_t len = 0;
    FILE *out = open_memstream(&text, &len);
    struct regress_opts o = {.isolate = true, .out = out};
    struct regress_totals t = {0};
    ck_assert(!regress_run_file("/no/such/dir/x.tst", &o, &t));
    fclose(out);
    ck_assert_int_eq(t.unreadable, 1);
    ck_assert_int_eq(t.files, 0);
    ck_assert_msg(strstr(text, "cannot read /no/such/dir/x.tst") != NULL, "%s", text);
    free(text);
}
END_TEST

/* --set NAME=VALUE: applied through moyo-option; malformed or refused
 * settings fail with a message. */
START_TEST(test_set_options)
{
    char err[256];
    struct gtp *s = gtp_new("classical", err, sizeof err);
    ck_assert_msg(s != NULL, "%s", err);
    struct strbuf out;
    sb_init(&out);
    struct regress_opts o = {.nset = 2, .set = {"search=on", "search_nodes=25"}};
    ck_assert(regress_apply_settings(s, &o, &out, err, sizeof err));
    o = (struct regress_opts){.nset = 1, .set = {"search"}};
    ck_assert(!regress_apply_settings(s, &o, &out, err, sizeof err));
    ck_assert_msg(strstr(err, "NAME=VALUE") != NULL, "%s", err);
    o = (struct regress_opts){.nset = 1, .set = {"search=maybe"}};
    ck_assert(!regress_apply_settings(s, &o, &out, err, sizeof err));
    ck_assert_msg(strstr(err, "on or off") != NULL, "%s", err);
    sb_free(&out);
    gtp_free(s);
}
END_TEST

Suite *regress_suite(void)
{
    Suite *s = suite_create("regress");
    TCase *tc = tcase_create("expect");
    tcase_add_test(tc, test_anchored_both_ends);
    tcase_add_test(tc, test_costly_regex_refused);
    tcase_add_test(tc, test_no_grouping);
    tcase_add_test(tc, test_negation_and_marks);
    tcase_add_test(tc, test_bad_expectations);
    tcase_add_test(tc, test_answer_line);
    suite_add_tcase(s, tc);
    tc = tcase_create("tst");
    tcase_add_test(tc, test_tst_parse);
    tcase_add_test(tc, test_tst_missing_file);
    suite_add_tcase(s, tc);
    tc = tcase_create("run");
    tcase_set_timeout(tc, 30);
    tcase_add_test(tc, test_run_in_process);
    tcase_add_test(tc, test_set_options);
    tcase_add_test(tc, test_run_forked);
    tcase_add_test(tc, test_run_missing_file);
    suite_add_tcase(s, tc);
    return s;
}
