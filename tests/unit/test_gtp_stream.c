/* test_gtp_stream.c — answers that stream: the protocol loop's own line
 * reader, lz-analyze running until the next command arrives, and
 * lz-genmove_analyze, through gtp_serve on a real pipe (streaming needs a
 * file descriptor) and through the in-process runner (one-piece answers). */
#include <check.h>
#include <stdio.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "gtp_test.h"
#include "mc/mc.h"

struct feeder {
    int fd;
    const char *first, *later;
    int delay_ms;
    size_t first_len;       /* 0: strlen(first) */
};

/* Writes `first`, waits, writes `later`, closes: a GUI typing. */
static void *feed(void *arg)
{
    struct feeder *f = arg;
    ssize_t n = write(f->fd, f->first, f->first_len ? f->first_len : strlen(f->first));
    (void)n;
    struct timespec ts = {f->delay_ms / 1000, (long)(f->delay_ms % 1000) * 1000000L};
    nanosleep(&ts, NULL);
    n = write(f->fd, f->later, strlen(f->later));
    close(f->fd);
    return NULL;
}

/* Serves a session on a pipe fed by a thread; returns the output. */
static char *serve_pipe_n(struct gtp *s, const char *first, size_t first_len, const char *later,
                          int delay_ms)
{
    int fds[2];
    ck_assert_int_eq(pipe(fds), 0);
    FILE *in = fdopen(fds[0], "r");
    char *buf = NULL;
    size_t len = 0;
    FILE *out = open_memstream(&buf, &len);
    ck_assert(in && out);
    struct feeder f = {fds[1], first, later, delay_ms, first_len};
    pthread_t t;
    ck_assert_int_eq(pthread_create(&t, NULL, feed, &f), 0);
    gtp_serve(s, in, out);
    pthread_join(t, NULL);
    fclose(in);
    fclose(out);
    return buf;
}

static char *serve_pipe(struct gtp *s, const char *first, const char *later, int delay_ms)
{
    return serve_pipe_n(s, first, 0, later, delay_ms);
}

/* Lines of the answer that starts at `from` (just past "=id\n"), up to
 * the blank line; each must start with prefix; returns how many. */
static int answer_lines(const char *from, const char *prefix, const char **end)
{
    int n = 0;
    const char *p = from;
    while (*p && *p != '\n') {
        ck_assert_msg(strncmp(p, prefix, strlen(prefix)) == 0, "line: %.60s", p);
        const char *nl = strchr(p, '\n');
        ck_assert_ptr_nonnull(nl);
        p = nl + 1;
        n++;
    }
    ck_assert_msg(*p == '\n', "answer not ended by a blank line");
    *end = p + 1;
    return n;
}

static struct gtp *mc_session(void)
{
    struct gtp *s = gt_new();
    gt_ok(s, "moyo-engine mc");
    gt_ok(s, "boardsize 9");
    gt_ok(s, "clear_board");
    gt_ok(s, "moyo-option playouts 400");
    return s;
}

START_TEST(test_analyze_streams_until_next_command)
{
    struct gtp *s = mc_session();
    /* 5 cs interval, next command 400 ms later: several lines, the
     * analysis not bounded by the 400 playouts per move. */
    char *got = serve_pipe(s, "7 lz-analyze b 5\n", "8 name\n9 quit\n", 400);
    ck_assert_msg(strncmp(got, "=7\n", 3) == 0, "%s", got);
    const char *end;
    int n = answer_lines(got + 3, "info move ", &end);
    ck_assert_msg(n >= 3, "only %d info lines:\n%s", n, got);
    ck_assert_msg(strcmp(end, "=8 moyo\n\n=9 \n\n") == 0, "after the analysis: '%s'", end);
    ck_assert(strstr(got, " visits ") && strstr(got, " winrate ") && strstr(got, " prior ")
              && strstr(got, " order 0 pv "));
    free(got);
    gtp_free(s);
}
END_TEST

START_TEST(test_analyze_answers_before_stopping)
{
    struct gtp *s = mc_session();
    /* The next command is there at once: still one line, then it runs. */
    char *got = serve_pipe(s, "lz-analyze 10\nname\n", "", 0);
    ck_assert_msg(strncmp(got, "=\ninfo move ", 12) == 0, "%s", got);
    const char *end;
    ck_assert_int_ge(answer_lines(got + 2, "info move ", &end), 1);
    ck_assert_str_eq(end, "= moyo\n\n");
    free(got);
    gtp_free(s);
}
END_TEST

START_TEST(test_analyze_options)
{
    struct gtp *s = mc_session();
    char *got = serve_pipe(s, "lz-analyze w interval 5 maxmoves 2\n", "name\n", 200);
    const char *end;
    answer_lines(got + 2, "info move ", &end);
    /* maxmoves: at most two moves per line ("order 2" never appears). */
    ck_assert_msg(!strstr(got, "order 2"), "%s", got);
    free(got);
    /* Errors still answer "?" and the session goes on. */
    got = serve_pipe(s, "lz-analyze b 10 bogus 3\nlz-genmove_analyze\nname\n", "", 0);
    ck_assert_str_eq(got, "? usage: lz-analyze [COLOR] [INTERVAL] [interval N] [minmoves N]"
                          " [maxmoves N] [avoid|allow COLOR VERTEX,... UNTIL]\n\n"
                          "? invalid color\n\n= moyo\n\n");
    free(got);
    gtp_free(s);
}
END_TEST

START_TEST(test_genmove_analyze_streams_then_plays)
{
    struct gtp *s = mc_session();
    gt_ok(s, "moyo-option playouts 3000");
    char *got = serve_pipe(s, "3 lz-genmove_analyze b 1\n", "4 quit\n", 0);
    ck_assert_msg(strncmp(got, "=3\n", 3) == 0, "%s", got);
    /* Info lines, then the move on the last line of the answer. */
    const char *play = strstr(got, "\nplay ");
    ck_assert_msg(play != NULL, "%s", got);
    const char *end;
    answer_lines(play + 1, "play ", &end);
    ck_assert_str_eq(end, "=4 \n\n");
    ck_assert_int_eq(s->game->nmoves, 1);
    free(got);
    gtp_free(s);
}
END_TEST

START_TEST(test_in_process_answers_in_one_piece)
{
    struct gtp *s = mc_session();
    const char *a = gt_ok(s, "lz-analyze b 10");
    ck_assert_msg(strncmp(a, "\ninfo move ", 11) == 0, "%s", a);
    a = gt_ok(s, "lz-genmove_analyze w 10");
    const char *play = strstr(a, "\nplay ");
    ck_assert_msg(play && strlen(play) >= 8, "%s", a);
    ck_assert_int_eq(s->game->nmoves, 1);
    /* Any engine: without a Monte Carlo search only the move. */
    gt_ok(s, "moyo-engine simple");
    a = gt_ok(s, "lz-genmove_analyze b");
    ck_assert_msg(strncmp(a, "\nplay ", 6) == 0, "%s", a);
    gt_fails_with(s, "lz-analyze", "engine simple has no lz-analyze (moyo-engine classical or mc)");
    gtp_free(s);
}
END_TEST

/* Every "info move V" of an answer, checked by ok(V). */
static int moves_in(const char *answer, bool (*ok)(const char *v))
{
    int n = 0;
    for (const char *p = strstr(answer, "info move "); p; p = strstr(p + 1, "info move ")) {
        char v[8] = {0};
        sscanf(p + 10, "%7s", v);
        ck_assert_msg(ok(v), "move %s should not be reported:\n%s", v, answer);
        n++;
    }
    return n;
}

static bool d4_or_e5(const char *v)
{
    return !strcmp(v, "D4") || !strcmp(v, "E5");
}

static bool not_low(const char *v)
{
    return !strcmp(v, "PASS") || atoi(v + 1) >= 6;
}

START_TEST(test_analyze_avoid_allow)
{
    struct gtp *s = mc_session();
    /* allow: only those moves are searched and reported.  The search is
     * timed (0.1 s), so on a loaded machine it may visit only one of the
     * two: the test is that nothing else shows up. */
    const char *a = gt_ok(s, "lz-analyze b 10 allow b D4,E5 1");
    ck_assert_int_ge(moves_in(a, d4_or_e5), 1);
    /* avoid with a rectangle: nothing in rows 1-5. */
    a = gt_ok(s, "lz-analyze b 10 avoid b A1:J5 1 maxmoves 50");
    ck_assert_int_ge(moves_in(a, not_low), 1);
    /* The other color's entries (its moves come later) do not filter. */
    a = gt_ok(s, "lz-analyze b 10 avoid w A1:J9 1");
    ck_assert(strstr(a, "info move "));
    gt_err(s, "lz-analyze b 10 avoid b Z99 1");
    gt_err(s, "lz-analyze b 10 avoid b D4 0");
    gt_err(s, "lz-analyze b 10 allow b D4");
    /* genmove_analyze follows allow. */
    a = gt_ok(s, "lz-genmove_analyze b 10 allow b C3 1");
    ck_assert_msg(strstr(a, "\nplay C3"), "%s", a);
    /* The filter ends with the command. */
    ck_assert(!mc_engine_search(s->engine)->root_filter);
    gtp_free(s);
}
END_TEST

START_TEST(test_reader_without_final_newline)
{
    /* The last command may lack its newline; CR LF is tolerated. */
    struct gtp *s = gt_new();
    char *got = serve_pipe(s, "1 name\r\n", "2 version", 0);
    ck_assert_msg(strncmp(got, "=1 moyo\n\n=2 ", 12) == 0, "%s", got);
    free(got);
    /* NUL bytes are dropped like other control characters. */
    got = serve_pipe_n(s, "3 na\0me\n\0\n", 10, "", 0);
    ck_assert_str_eq(got, "=3 moyo\n\n");
    free(got);
    /* A 3 MB line gets one answer, an error, and is not executed (its
     * first megabyte would be a command of its own); the session goes on
     * with the next line.  Once it was cut into three pieces, each
     * answered: three answers to one line desynchronise a controller. */
    size_t n = 3u << 20;
    char *big = malloc(n + 1);
    ck_assert_ptr_nonnull(big);
    memcpy(big, "7 play b ", 9);
    memset(big + 9, 'x', n - 9);
    big[n] = '\0';
    got = serve_pipe(s, big, "\n8 name\n", 0);
    ck_assert_str_eq(got, "?7 line too long (over 1 MB): not executed\n\n=8 moyo\n\n");
    free(got);
    /* The same at the end of input, without a newline. */
    got = serve_pipe(s, "9 name\n", big, 0);
    ck_assert_str_eq(got, "=9 moyo\n\n?7 line too long (over 1 MB): not executed\n\n");
    free(got);
    free(big);
    gtp_free(s);
}
END_TEST

Suite *gtp_stream_suite(void)
{
    Suite *s = suite_create("gtp_stream");
    TCase *tc = tcase_create("stream");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, test_analyze_streams_until_next_command);
    tcase_add_test(tc, test_analyze_answers_before_stopping);
    tcase_add_test(tc, test_analyze_options);
    tcase_add_test(tc, test_genmove_analyze_streams_then_plays);
    tcase_add_test(tc, test_in_process_answers_in_one_piece);
    tcase_add_test(tc, test_analyze_avoid_allow);
    tcase_add_test(tc, test_reader_without_final_newline);
    suite_add_tcase(s, tc);
    return s;
}
