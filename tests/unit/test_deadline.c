/* test_deadline.c — the move's shared wall-clock deadline (issue 14,
 * util/deadline.h): once it has passed, the tactician, the owl, the
 * connection reader, the semeai reader and the dragon analysis (eye solves
 * included) all stop within one clock stride of nodes, leave the board as
 * they found it, and read normally again once it is cleared; after a
 * genmove under a clock, analysis commands read without it. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "board/board.h"
#include "classical/connect/connect.h"
#include "classical/dragon/dragon.h"
#include "classical/owl/owl.h"
#include "classical/reading/reading.h"
#include "classical/semeai/semeai.h"
#include "gtp_test.h"
#include "util/deadline.h"
#include "util/rng.h"

/* A 19x19 middle game: 200 random moves (fixed seed), many groups. */
static void middle_game(struct board *b)
{
    board_init(b, 19);
    uint64_t rng = rng_seed(2026);
    int color = BLACK;
    for (int i = 0; i < 200; i++) {
        board_play(b, color, board_random_move(b, color, &rng));
        color = other_color(color);
    }
}

static void expire(struct deadline *d)
{
    deadline_set(d, deadline_now() - 1.0);
}

START_TEST(test_deadline_basics)
{
    struct deadline d;
    deadline_set(&d, 0);
    for (int i = 0; i < 3 * DEADLINE_STRIDE; i++)
        ck_assert(!deadline_passed(&d));
    ck_assert(!deadline_passed(NULL));
    deadline_set(&d, deadline_now() + 3600);
    for (int i = 0; i < 3 * DEADLINE_STRIDE; i++)
        ck_assert(!deadline_passed(&d));
    expire(&d);
    int calls = 1;
    while (!deadline_passed(&d))
        calls++;
    ck_assert_int_le(calls, DEADLINE_STRIDE);
    ck_assert(deadline_passed(&d));         /* stays passed */
}
END_TEST

/* Attack and defence of every string: total tactical nodes. */
static long read_all(struct reading *r, struct board *b)
{
    long before = r->stats.nodes;
    FOR_EACH_POINT(b, p) {
        if (b->color[p] != BLACK && b->color[p] != WHITE)
            continue;
        coord m;
        reading_attack(r, b, p, &m);
        reading_defend(r, b, p, &m);
    }
    return r->stats.nodes - before;
}

START_TEST(test_tactician_stops)
{
    struct board b;
    middle_game(&b);
    uint64_t hash = b.hash;
    struct deadline d;
    struct reading *r = reading_new();
    r->deadline = &d;
    expire(&d);
    ck_assert_int_le(read_all(r, &b), DEADLINE_STRIDE);
    ck_assert(b.hash == hash && b.depth == 0);
    deadline_set(&d, 0);
    reading_clear_cache(r);
    ck_assert_int_gt(read_all(r, &b), 1000);
    reading_free(r);
    board_free(&b);
}
END_TEST

START_TEST(test_owl_and_connection_stop)
{
    struct board b;
    middle_game(&b);
    uint64_t hash = b.hash;
    struct deadline d;
    struct reading *r = reading_new();
    r->deadline = &d;
    struct owl *o = owl_new(r);
    struct connection *c = connection_new(r);
    expire(&d);
    coord prev = 0;
    FOR_EACH_POINT(&b, p) {
        if (b.color[p] != BLACK && b.color[p] != WHITE)
            continue;
        coord m;
        owl_attack(o, &b, NULL, p, &m);
        owl_defend(o, &b, NULL, p, &m);
        if (prev && b.color[prev] == b.color[p]) {
            connect_strings(c, &b, prev, p, &m);
            disconnect_strings(c, &b, prev, p, &m);
        }
        prev = p;
    }
    /* one stride of the shared clock, then one root node per read */
    long beyond = (o->stats.nodes - o->stats.reads) + (c->stats.nodes - c->stats.reads)
                + r->stats.nodes;
    ck_assert_int_gt(o->stats.reads, 100);
    ck_assert_msg(beyond <= DEADLINE_STRIDE, "owl %ld/%ld reads, connection %ld/%ld, tactics %ld",
                  o->stats.nodes, o->stats.reads, c->stats.nodes, c->stats.reads, r->stats.nodes);
    ck_assert(b.hash == hash && b.depth == 0);
    connection_free(c);
    owl_free(o);
    reading_free(r);
    board_free(&b);
}
END_TEST

/* The dragon analysis reads worms, links and eye spaces: with the
 * deadline passed it spends no tactical node past the stride and still
 * gives every dragon a status. */
START_TEST(test_dragon_analysis_stops)
{
    struct board b;
    middle_game(&b);
    struct deadline d;
    struct reading *r = reading_new();
    r->deadline = &d;
    expire(&d);
    struct dragon_analysis *a = malloc(sizeof *a);
    ck_assert(dragon_analyze(a, &b, r, NULL, NULL));
    ck_assert_int_le(a->nodes, DEADLINE_STRIDE);
    ck_assert_int_gt(a->ndragons, 10);
    dragon_analysis_free(a);
    deadline_set(&d, 0);
    reading_clear_cache(r);
    ck_assert(dragon_analyze(a, &b, r, NULL, NULL));
    ck_assert_int_gt(a->nodes, 1000);
    dragon_analysis_free(a);
    free(a);
    reading_free(r);
    board_free(&b);
}
END_TEST

/* Interleaved stripes two columns wide (as in test_caps.c): black columns
 * hang from a black top row, white ones stand on a white bottom row, the
 * middle row is empty: board-wide groups racing for shared liberties. */
static void stripes(struct board *b, int n)
{
    board_init(b, n);
    for (int row = 0; row < n; row++)
        for (int col = 0; col < n; col++)
            if (row != n / 2)
                board_setup_stone(b, row == 0 ? BLACK : row == n - 1 ? WHITE
                                     : (col / 2) % 2 == 0 ? BLACK : WHITE,
                                  board_point(b, row, col));
}

START_TEST(test_semeai_stops)
{
    struct board b;
    stripes(&b, 13);
    uint64_t hash = b.hash;
    coord bs[SEMEAI_MAX_STONES], ws[SEMEAI_MAX_STONES];
    int nb = board_stones(&b, board_point(&b, 0, 0), bs, SEMEAI_MAX_STONES);
    int nw = board_stones(&b, board_point(&b, 12, 0), ws, SEMEAI_MAX_STONES);
    ck_assert_int_ge(nb, 20);
    struct semeai *s = semeai_new();
    struct semeai_result res;
    ck_assert(semeai_analyze(s, &b, bs, nb, ws, nw, &res));
    long full = s->stats.nodes;
    ck_assert_int_gt(full, 1000);
    struct deadline d;
    expire(&d);
    s->deadline = &d;
    semeai_reset_counter(s);
    ck_assert(semeai_analyze(s, &b, bs, nb, ws, nw, &res));
    /* the clock's stride of nodes, then a few static ones (the root's
     * pass and the ko re-reads' roots) */
    ck_assert_int_le(s->stats.nodes, 2 * DEADLINE_STRIDE);
    ck_assert(b.hash == hash && b.depth == 0);
    semeai_free(s);
    board_free(&b);
}
END_TEST

/* genmove under a one-second byo-yomi, then the engine's own analysis
 * commands: they read in full, without the move's deadline (top_moves
 * answers as it did before the timed move). */
START_TEST(test_analysis_after_timed_genmove)
{
    struct gtp *s = gt_new();
    gt_ok(s, "boardsize 9");
    gt_ok(s, "clear_board");
    gt_ok(s, "moyo-engine classical");
    gt_moves(s, "b e5 w c3 b g4 w c6 b d4 w e3");
    char before[512];
    snprintf(before, sizeof before, "%s", gt_ok(s, "top_moves_black"));
    gt_ok(s, "time_settings 0 1 1");
    gt_ok(s, "time_left b 1 1");
    gt_ok(s, "genmove b");
    gt_ok(s, "undo");
    gt_eq(s, "top_moves_black", before);
    gtp_free(s);
}
END_TEST

Suite *deadline_suite(void)
{
    Suite *s = suite_create("deadline");
    TCase *tc = tcase_create("stops");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, test_deadline_basics);
    tcase_add_test(tc, test_tactician_stops);
    tcase_add_test(tc, test_owl_and_connection_stop);
    tcase_add_test(tc, test_dragon_analysis_stops);
    tcase_add_test(tc, test_semeai_stops);
    tcase_add_test(tc, test_analysis_after_timed_genmove);
    suite_add_tcase(s, tc);
    return s;
}
