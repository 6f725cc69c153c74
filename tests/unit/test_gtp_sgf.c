/* test_gtp_sgf.c — the GTP commands loadsgf and printsgf: GNU Go's
 * `loadsgf FILE [N|VERTEX]` forms, errors that leave the session as it
 * was, and printsgf round trips.  Tests run from tests/, so the files are
 * the transcript test games in tests/gtp/games. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "gtp/gtp.h"
#include "gtp_test.h"

START_TEST(test_loadsgf_forms)
{
    struct gtp *s = gt_new();
    gt_eq(s, "loadsgf gtp/games/short9.sgf", "white");
    gt_eq(s, "query_boardsize", "9");
    gt_eq(s, "get_komi", "6.5");
    gt_eq(s, "last_move", "black PASS");
    ck_assert_int_eq(s->game->nmoves, 13);
    gt_eq(s, "loadsgf gtp/games/short9.sgf 1", "black");
    ck_assert_int_eq(s->game->nmoves, 0);
    gt_eq(s, "loadsgf gtp/games/short9.sgf 4", "white");
    gt_eq(s, "last_move", "black C7");
    gt_eq(s, "loadsgf gtp/games/short9.sgf D6", "white");   /* W[dd] is move 6 */
    gt_eq(s, "last_move", "black G5");
    gt_eq(s, "loadsgf gtp/games/handicap9.sgf", "black");
    gt_eq(s, "list_stones black", "E7 G7 C3");
    ck_assert_int_eq(s->game->handicap, 2);
    gtp_free(s);
}
END_TEST

START_TEST(test_loadsgf_errors_keep_session)
{
    struct gtp *s = gt_new();
    gt_fails_with(s, "loadsgf", "missing filename");
    gt_eq(s, "loadsgf gtp/games/short9.sgf 4", "white");
    gt_eq(s, "trymove w a1", "");
    const char *e = gt_err(s, "loadsgf gtp/games/no-such-file.sgf");
    ck_assert_msg(strstr(e, "no-such-file.sgf") && strstr(e, "No such file"), "%s", e);
    e = gt_err(s, "loadsgf gtp/games/unterminated.sgf");
    ck_assert_msg(strstr(e, "unterminated.sgf:3:"), "%s", e);
    e = gt_err(s, "loadsgf gtp/games/occupied.sgf");
    ck_assert_msg(strstr(e, "occupied"), "%s", e);
    gt_err(s, "loadsgf gtp/games/empty.sgf");
    gt_err(s, "loadsgf gtp/games/notsgf.sgf");
    gt_err(s, "loadsgf gtp/games/short9.sgf Z9");
    /* still the same game, the tried move still on the stack */
    gt_eq(s, "query_boardsize", "9");
    gt_eq(s, "last_move", "black C7");
    gt_eq(s, "color a1", "white");
    gt_eq(s, "popgo", "");
    /* a successful load unwinds the stack */
    gt_eq(s, "trymove w a1", "");
    gt_eq(s, "loadsgf gtp/games/short9.sgf 2", "white");
    ck_assert_int_eq(s->try_depth, 0);
    gt_fails_with(s, "popgo", "Stack empty.");
    gtp_free(s);
}
END_TEST

/* printsgf to a file, loadsgf it back: the same position and player. */
START_TEST(test_printsgf_round_trip)
{
    struct gtp *s = gt_new();
    gt_eq(s, "boardsize 9", "");
    gt_eq(s, "fixed_handicap 3", "C7 G7 C3");
    gt_eq(s, "komi 0.5", "");
    gt_eq(s, "play w e5", "");
    gt_eq(s, "play b d5", "");
    gt_eq(s, "play w pass", "");
    char path[] = "/tmp/moyo-test-printsgf-XXXXXX";
    int fd = mkstemp(path);
    ck_assert(fd >= 0);
    close(fd);
    char cmd[128];
    snprintf(cmd, sizeof cmd, "printsgf %s", path);
    gt_eq(s, cmd, "");
    char black[256], white[256];
    snprintf(black, sizeof black, "%s", gt_ok(s, "list_stones black"));
    snprintf(white, sizeof white, "%s", gt_ok(s, "list_stones white"));
    struct gtp *t = gt_new();
    snprintf(cmd, sizeof cmd, "loadsgf %s", path);
    gt_eq(t, cmd, "black");
    gt_eq(t, "list_stones black", black);
    gt_eq(t, "list_stones white", white);
    gt_eq(t, "get_komi", "0.5");
    gt_eq(t, "last_move", "white PASS");
    ck_assert_int_eq(t->game->handicap, 3);
    unlink(path);
    gtp_free(t);
    gtp_free(s);
}
END_TEST

START_TEST(test_printsgf_text_and_stack)
{
    struct gtp *s = gt_new();
    gt_eq(s, "boardsize 5", "");
    gt_eq(s, "play b c3", "");
    const char *text = gt_ok(s, "printsgf");
    ck_assert_msg(strncmp(text, "(;", 2) == 0 && strstr(text, "SZ[5]") && strstr(text, ";B[cc]"),
                  "%s", text);
    /* with a tried move the position on top of the stack is written */
    gt_eq(s, "trymove w d3", "");
    text = gt_ok(s, "printsgf");
    ck_assert_msg(strstr(text, "AB[cc]") && strstr(text, "AW[dc]") && strstr(text, "PL[B]"),
                  "%s", text);
    ck_assert_int_eq(s->try_depth, 1);       /* printsgf does not unwind */
    gt_err(s, "printsgf /nonexistent-dir-moyo/x.sgf");
    gtp_free(s);
}
END_TEST

static void has(const char *text, const char *want, bool yes)
{
    ck_assert_msg((strstr(text, want) != NULL) == yes, "%s %s in:\n%s", want,
                  yes ? "missing" : "unexpected", text);
}

/* A loaded record's header comes back as it was (rules, names), also when
 * the game goes on; a game the engine played has its name for the colours
 * it played and the rules in force. */
START_TEST(test_printsgf_header)
{
    struct gtp *s = gt_new();
    gt_eq(s, "loadsgf gtp/games/named9.sgf", "white");
    const char *text = gt_ok(s, "printsgf");
    has(text, "RU[Japanese]", true);
    has(text, "PB[Honinbo Shusaku]", true);
    has(text, "PW[Gennan Inseki]", true);
    gt_ok(s, "genmove w");
    text = gt_ok(s, "printsgf");
    has(text, "RU[Japanese]", true);
    has(text, "PW[Gennan Inseki]", true);
    /* a new game forgets the file */
    gt_eq(s, "clear_board", "");
    gt_ok(s, "play b e5");
    gt_ok(s, "genmove w");
    text = gt_ok(s, "printsgf");
    has(text, "RU[Chinese]", true);
    has(text, "PW[moyo ", true);
    has(text, "PB[", false);
    has(text, "Shusaku", false);
    s->game->rules = RULES_JAPANESE;     /* as `moyo gtp --rules japanese` sets it */
    gt_eq(s, "boardsize 9", "");
    gt_ok(s, "genmove b");
    text = gt_ok(s, "printsgf");
    has(text, "RU[Japanese]", true);
    has(text, "PB[moyo ", true);
    has(text, "PW[", false);
    gtp_free(s);
}
END_TEST

Suite *gtp_sgf_suite(void)
{
    Suite *su = suite_create("gtp_sgf");
    TCase *tc = tcase_create("sgf");
    tcase_add_test(tc, test_loadsgf_forms);
    tcase_add_test(tc, test_loadsgf_errors_keep_session);
    tcase_add_test(tc, test_printsgf_round_trip);
    tcase_add_test(tc, test_printsgf_text_and_stack);
    tcase_add_test(tc, test_printsgf_header);
    suite_add_tcase(su, tc);
    return su;
}
