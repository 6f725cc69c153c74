/* test_gtp_analyze.c — the GUIs' live analysis over GTP for the classical
 * engine: kata-analyze and lz-analyze list top_moves' moves in its order
 * (one analysis), score leads and win rates in range, ownership for the
 * player analysed and the same as the GoGui dboard, avoid/allow, clear
 * errors, and the streaming answer that repeats every interval and stops
 * at the next command; moyo-explain's count. */
#include <check.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "gtp_test.h"

static struct gtp *classical_session(void)
{
    struct gtp *s = gt_new();
    gt_ok(s, "moyo-engine classical");
    gt_ok(s, "loadsgf fixtures/match-game-9x9.sgf 41");
    return s;
}

/* The vertices after each "info move " of an answer, in order. */
static int info_moves(const char *answer, char moves[][8], int max)
{
    int n = 0;
    for (const char *p = strstr(answer, "info move "); p && n < max;
         p = strstr(p + 1, "info move ")) {
        sscanf(p + 10, "%7s", moves[n]);
        n++;
    }
    return n;
}

static double field(const char *info, const char *key)
{
    const char *p = strstr(info, key);
    ck_assert_msg(p != NULL, "no %s in %s", key, info);
    return atof(p + strlen(key));
}

START_TEST(kata_analyze_lists_top_moves)
{
    struct gtp *s = classical_session();
    char top[8][8], kata[8][8], lz[8][8];
    const char *t = gt_ok(s, "top_moves");
    int nt = 0, used = 0;
    double value;
    while (nt < 5 && sscanf(t, "%7s %lf%n", top[nt], &value, &used) == 2) {
        t += used;
        nt++;
    }
    ck_assert_int_eq(nt, 5);
    const char *a = gt_ok(s, "kata-analyze maxmoves 5");
    ck_assert_int_eq(info_moves(a, kata, 8), 5);
    const char *first = strstr(a, "info move ");
    double lead = field(first, " scoreLead "), wr = field(first, " winrate ");
    ck_assert(wr > 0 && wr < 1);
    ck_assert(field(first, " scoreMean ") == lead);
    ck_assert(strstr(a, "ownership") == NULL);
    const char *l = gt_ok(s, "lz-analyze maxmoves 5");
    ck_assert_int_eq(info_moves(l, lz, 8), 5);
    for (int i = 0; i < 5; i++) {
        ck_assert_str_eq(kata[i], top[i]);
        ck_assert_str_eq(lz[i], top[i]);
    }
    ck_assert_msg(strstr(l, " visits 1 winrate ") && strstr(l, " order 0 pv "), "%s", l);
    gtp_free(s);
}
END_TEST

/* Ownership: the board's points top row first, black's view when black
 * is analysed, exactly the dboard's values; white's view negated. */
START_TEST(ownership_for_the_player_analysed)
{
    struct gtp *s = classical_session();
    char *d = strdup(gt_ok(s, "moyo-analyze_ownership_dboard"));
    const char *a = gt_ok(s, "kata-analyze b maxmoves 1 ownership true");
    const char *o = strstr(a, " ownership ");
    ck_assert(o != NULL);
    o += strlen(" ownership ");
    char *end;
    const char *dp = d;
    int n = 0;
    for (double v = strtod(o, &end); end != o; v = strtod(o = end, &end)) {
        ck_assert(v >= -1 && v <= 1);
        char *dend;
        double dv = strtod(dp, &dend);
        ck_assert(dend != dp);
        dp = dend;
        ck_assert_msg(v > dv - 0.006 && v < dv + 0.006, "point %d: %f vs dboard %f", n, v, dv);
        n++;
    }
    ck_assert_int_eq(n, 81);
    free(d);
    gtp_free(s);
}
END_TEST

/* A finished 3x3 board: filling an own eye is worth less than nothing,
 * so the engine would pass, and the GUIs are told so, with the static
 * estimate as the lead.  Ownership alone still makes a well-formed line. */
START_TEST(pass_when_nothing_is_worth_a_point)
{
    struct gtp *s = gt_new();
    gt_ok(s, "moyo-engine classical");
    gt_ok(s, "boardsize 3");
    gt_moves(s, "b b1 b b2 b b3 w pass b a2 w pass b c2");
    char moves[4][8];
    const char *a = gt_ok(s, "kata-analyze b maxmoves 2");
    ck_assert_int_eq(info_moves(a, moves, 4), 2);
    ck_assert_str_eq(moves[0], "pass");
    ck_assert(field(a, " scoreLead ") > 0);
    ck_assert(strstr(gt_ok(s, "genmove b"), "PASS") != NULL);
    gt_ok(s, "undo");
    a = gt_ok(s, "kata-analyze b maxmoves 2 avoid b pass 1 ownership true");
    ck_assert_msg(strncmp(a, "info move ", 10) == 0, "%s", a);
    ck_assert(strstr(a, "info move pass") == NULL);
    gtp_free(s);
}
END_TEST

START_TEST(avoid_and_allow)
{
    struct gtp *s = classical_session();
    char all[3][8], some[3][8];
    ck_assert_int_eq(info_moves(gt_ok(s, "kata-analyze b maxmoves 3"), all, 3), 3);
    char cmd[96];
    snprintf(cmd, sizeof cmd, "kata-analyze b maxmoves 3 avoid b %s 1", all[0]);
    ck_assert_int_eq(info_moves(gt_ok(s, cmd), some, 3), 3);
    ck_assert_str_eq(some[0], all[1]);
    ck_assert_str_eq(some[1], all[2]);
    snprintf(cmd, sizeof cmd, "lz-analyze b allow b %s,%s 1", all[2], all[0]);
    ck_assert_int_eq(info_moves(gt_ok(s, cmd), some, 3), 2);
    ck_assert_str_eq(some[0], all[0]);
    ck_assert_str_eq(some[1], all[2]);
    /* The other colour's entries filter nothing. */
    snprintf(cmd, sizeof cmd, "kata-analyze b maxmoves 1 avoid w %s 1", all[0]);
    ck_assert_int_eq(info_moves(gt_ok(s, cmd), some, 3), 1);
    ck_assert_str_eq(some[0], all[0]);
    gtp_free(s);
}
END_TEST

START_TEST(bad_requests_are_refused)
{
    struct gtp *s = classical_session();
    static const char *const bad[] = {
        "kata-analyze ownership maybe", "kata-analyze maxmoves", "kata-analyze maxmoves -1",
        "kata-analyze b 10 nonsense 3", "lz-analyze avoid b Z99 1", "lz-analyze avoid b D4",
        "lz-analyze ownership true",
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        ck_assert_msg(strstr(gt_err(s, bad[i]), "usage: ") != NULL, "%s", bad[i]);
    gt_ok(s, "moyo-engine simple");
    ck_assert(strstr(gt_err(s, "kata-analyze"), "has no kata-analyze") != NULL);
    gt_ok(s, "moyo-engine classical");
    gt_ok(s, "kata-analyze w 50 rootInfo true pvVisits false");
    gtp_free(s);
}
END_TEST

/* The mc engine answers kata-analyze from one search: its visits, and
 * the playouts' ownership. */
START_TEST(mc_answers_kata_analyze)
{
    struct gtp *s = gt_new();
    gt_ok(s, "moyo-engine mc");
    gt_ok(s, "moyo-option playouts 300");
    gt_ok(s, "boardsize 9");
    gt_moves(s, "b e5 w c3");
    const char *a = gt_ok(s, "kata-analyze b maxmoves 3 ownership true");
    char moves[4][8];
    ck_assert_int_eq(info_moves(a, moves, 4), 3);
    ck_assert(field(a, " visits ") > 1);
    double wr = field(a, " winrate ");
    ck_assert(wr >= 0 && wr <= 1);
    const char *o = strstr(a, " ownership ");
    ck_assert(o != NULL);
    int n = 0;
    char *end;
    for (o += 11; strtod(o, &end), end != o; o = end)
        n++;
    ck_assert_int_eq(n, 81);
    gtp_free(s);
}
END_TEST

/* Streaming: "=" at once, the same line every interval, the end of the
 * answer (a blank line) when the next command arrives.  The next command
 * is sent only once two lines have been read back, so the test does not
 * depend on how fast the analysis runs (it failed under load when it
 * waited a fixed 300 ms). */
struct stream_peer {
    int to_engine;      /* write end of the engine's input */
    int from_engine;    /* read end of the engine's output */
    char text[1 << 16]; /* everything the engine wrote */
    size_t len;
};

static int count_info_lines(const char *text)
{
    int n = 0;
    for (const char *q = text; (q = strstr(q, "info move ")); q += 10)
        n++;
    return n;
}

static void *read_then_send(void *arg)
{
    struct stream_peer *p = arg;
    bool sent = false;
    ssize_t got;
    while ((got = read(p->from_engine, p->text + p->len, sizeof p->text - 1 - p->len)) > 0) {
        p->len += (size_t)got;
        p->text[p->len] = '\0';
        if (!sent && count_info_lines(p->text) >= 2) {
            ck_assert(write(p->to_engine, "name\n", 5) == 5);
            close(p->to_engine);
            sent = true;
        }
    }
    if (!sent)
        close(p->to_engine);
    return NULL;
}

START_TEST(streams_until_the_next_command)
{
    int in_pipe[2], out_pipe[2];
    ck_assert(pipe(in_pipe) == 0 && pipe(out_pipe) == 0);
    const char *first = "moyo-engine classical\nboardsize 9\nkata-analyze 5 maxmoves 1\n";
    ck_assert(write(in_pipe[1], first, strlen(first)) == (ssize_t)strlen(first));
    static struct stream_peer peer;
    peer = (struct stream_peer){.to_engine = in_pipe[1], .from_engine = out_pipe[0]};
    pthread_t th;
    ck_assert(pthread_create(&th, NULL, read_then_send, &peer) == 0);
    FILE *in = fdopen(in_pipe[0], "r");
    FILE *out = fdopen(out_pipe[1], "w");
    struct gtp *s = gt_new();
    gtp_serve(s, in, out);
    fclose(in);
    fclose(out);
    pthread_join(th, NULL);
    close(out_pipe[0]);
    gtp_free(s);
    const char *a = strstr(peer.text, "=\ninfo move ");
    ck_assert_msg(a != NULL, "%s", peer.text);
    int lines = 0;
    for (const char *q = a + 2; !strncmp(q, "info move ", 10); q = strchr(q, '\n') + 1)
        lines++;
    ck_assert_msg(lines >= 2, "%d lines before the next command", lines);
    ck_assert_msg(strstr(a, "\n\n= moyo\n\n") != NULL, "%s", a);
}
END_TEST

static int lines_of(const char *answer)
{
    int n = 1;
    for (const char *p = answer; *p; p++)
        n += *p == '\n';
    return n;
}

/* moyo-explain lists 20 candidates unless told how many: the same list,
 * longer, and a count out of range is refused. */
START_TEST(explain_lists_as_many_as_asked)
{
    struct gtp *s = classical_session();
    char *twenty = strdup(gt_ok(s, "moyo-explain black"));
    ck_assert_int_eq(lines_of(twenty), 20);
    const char *more = gt_ok(s, "moyo-explain black 30");
    ck_assert_int_eq(lines_of(more), 30);
    ck_assert(!strncmp(more, twenty, strlen(twenty)));
    ck_assert_int_eq(lines_of(gt_ok(s, "moyo-explain black 3")), 3);
    static const char *const bad[] = {"moyo-explain black 0", "moyo-explain black 401",
                                      "moyo-explain black many", "moyo-explain black 5x"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        ck_assert_msg(strstr(gt_err(s, bad[i]), "invalid count") != NULL, "%s", bad[i]);
    free(twenty);
    gtp_free(s);
}
END_TEST

Suite *gtp_analyze_suite(void)
{
    Suite *s = suite_create("gtp_analyze");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, kata_analyze_lists_top_moves);
    tcase_add_test(tc, ownership_for_the_player_analysed);
    tcase_add_test(tc, pass_when_nothing_is_worth_a_point);
    tcase_add_test(tc, avoid_and_allow);
    tcase_add_test(tc, bad_requests_are_refused);
    tcase_add_test(tc, mc_answers_kata_analyze);
    tcase_add_test(tc, streams_until_the_next_command);
    tcase_add_test(tc, explain_lists_as_many_as_asked);
    suite_add_tcase(s, tc);
    return s;
}
