/* test_caps.c — hard caps and pathological inputs (issue 14,
 * docs/reliability.md): every search stops at its node cap on positions
 * built to make it search (a 25x25 board of ladders, board-filling
 * groups in a race), leaves the board as it found it, and GTP sessions on
 * such positions answer every command (the game record's length cap:
 * test_record.c).  Times are not tested here (the soak script measures
 * them). */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/board.h"
#include "board/coord.h"
#include "board/game.h"
#include "classical/connect/connect.h"
#include "classical/dragon/dragon.h"
#include "classical/owl/owl.h"
#include "classical/reading/reading.h"
#include "classical/semeai/semeai.h"
#include "gtp_test.h"
#include "util/rng.h"

/* Interleaved stripes two columns wide: black columns hang from a black
 * top row, white ones stand on a white bottom row, and the middle row is
 * empty: four board-wide groups and many stripes racing for the shared
 * liberties of the middle row. */
static void stripes(struct board *b, int n)
{
    board_init(b, n);
    int mid = n / 2;
    for (int row = 0; row < n; row++)
        for (int col = 0; col < n; col++) {
            if (row == mid)
                continue;
            int c = row == 0 ? BLACK : row == n - 1 ? WHITE
                    : (col / 2) % 2 == 0 ? BLACK : WHITE;
            ck_assert(board_setup_stone(b, c, board_point(b, row, col)) == MOVE_OK);
        }
}

/* Ladder starts all over the board: in each 5x5 cell a white stone with
 * two liberties, black stones on its other two sides, pointing in one of
 * four directions, so ladders run into each other's stones. */
static int ladders(struct board *b, int n, coord *targets)
{
    static const int DIRS[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    board_init(b, n);
    int nt = 0;
    for (int r = 2; r + 2 < n; r += 5)
        for (int c = 2; c + 2 < n; c += 5) {
            const int *d = DIRS[(r / 5 + c / 5) % 4];
            coord w = board_point(b, r, c);
            ck_assert(board_setup_stone(b, WHITE, w) == MOVE_OK);
            ck_assert(board_setup_stone(b, BLACK, board_point(b, r + d[0], c)) == MOVE_OK);
            ck_assert(board_setup_stone(b, BLACK, board_point(b, r, c + d[1])) == MOVE_OK);
            targets[nt++] = w;
        }
    return nt;
}

static void assert_intact(const struct board *b, uint64_t hash)
{
    char why[128];
    ck_assert(b->hash == hash);
    ck_assert_int_eq(b->depth, 0);
    ck_assert_msg(board_consistent(b, why, sizeof why), "%s", why);
}

/* The tactician on 25x25 ladders: each read within its cap, whether the
 * default (200,000) or a tiny one, which must then be hit. */
START_TEST(test_reading_cap_on_ladders)
{
    struct board b;
    coord t[64];
    int nt = ladders(&b, 25, t);
    uint64_t hash = b.hash;
    struct reading *r = reading_new();
    for (int cap = 0; cap < 2; cap++) {
        if (cap)
            r->node_cap = 40;
        for (int i = 0; i < nt; i++) {
            coord m;
            reading_clear_cache(r);
            long before = r->stats.nodes;
            reading_attack(r, &b, t[i], &m);
            ck_assert_int_le(r->stats.nodes - before, r->node_cap + 1);
            before = r->stats.nodes;
            reading_defend(r, &b, t[i], &m);
            ck_assert_int_le(r->stats.nodes - before, r->node_cap + 1);
            assert_intact(&b, hash);
        }
    }
    ck_assert_int_ge(r->stats.cap_hits, 1);
    reading_free(r);
    board_free(&b);
}
END_TEST

/* A 25x25 middle game: 300 random moves (fixed seed), many groups, which
 * makes the owl and the connection reader search. */
static void random_middle_game(struct board *b)
{
    board_init(b, 25);
    uint64_t rng = rng_seed(14);
    int color = BLACK;
    for (int i = 0; i < 300; i++) {
        board_play(b, color, board_random_move(b, color, &rng));
        color = other_color(color);
    }
}

/* The owl with a small cap on every string of that position until a few
 * reads have hit it: none goes past it. */
START_TEST(test_owl_cap_holds)
{
    struct board b;
    random_middle_game(&b);
    uint64_t hash = b.hash;
    struct owl *o = owl_new(NULL);
    o->node_cap = 100;
    for (coord p = 0; p < BOARD_MAX_POINTS && o->stats.cap_hits < 3; p++) {
        if (b.color[p] != BLACK && b.color[p] != WHITE)
            continue;
        coord m;
        owl_clear_cache(o);
        long before = o->stats.nodes;
        owl_attack(o, &b, NULL, p, &m);
        ck_assert_int_le(o->stats.nodes - before, o->node_cap + 1);
        before = o->stats.nodes;
        owl_defend(o, &b, NULL, p, &m);
        ck_assert_int_le(o->stats.nodes - before, o->node_cap + 1);
        assert_intact(&b, hash);
    }
    ck_assert_int_ge(o->stats.cap_hits, 3);
    owl_free(o);
    board_free(&b);
}
END_TEST

/* The same for connection reading between nearby white strings. */
START_TEST(test_connection_cap_holds)
{
    struct board b;
    random_middle_game(&b);
    uint64_t hash = b.hash;
    struct connection *c = connection_new(NULL);
    c->node_cap = 60;
    for (coord p = 0; p < BOARD_MAX_POINTS && c->stats.cap_hits < 3; p++)
        for (coord q = p + 1; q < p + 60 && q < BOARD_MAX_POINTS; q++) {
            if (b.color[p] != WHITE || b.color[q] != WHITE)
                continue;
            coord m;
            connection_clear_cache(c);
            long before = c->stats.nodes;
            connect_strings(c, &b, p, q, &m);
            ck_assert_int_le(c->stats.nodes - before, c->node_cap + 1);
            before = c->stats.nodes;
            disconnect_strings(c, &b, p, q, &m);
            ck_assert_int_le(c->stats.nodes - before, c->node_cap + 1);
            assert_intact(&b, hash);
        }
    ck_assert_int_ge(c->stats.cap_hits, 3);
    connection_free(c);
    board_free(&b);
}
END_TEST

/* A total over many reads (what an owl read or a dragon analysis gives
 * the tactician): once spent, reads stop at once, and the total is never
 * exceeded, however many reads follow. */
START_TEST(test_tactics_total_cap)
{
    struct board b;
    random_middle_game(&b);
    uint64_t hash = b.hash;
    struct reading *r = reading_new();
    ck_assert(reading_limit_total(r, 5000));
    ck_assert(!reading_limit_total(r, 100));    /* the first limit stays */
    long start = r->stats.nodes;
    int reads = 0;
    for (coord p = 0; p < BOARD_MAX_POINTS; p++) {
        if (b.color[p] != BLACK && b.color[p] != WHITE)
            continue;
        coord m;
        reading_attack(r, &b, p, &m);
        reading_defend(r, &b, p, &m);
        reads += 2;
    }
    ck_assert_int_gt(reads, 100);
    ck_assert_int_eq(r->stats.nodes - start, 5000);
    assert_intact(&b, hash);
    reading_lift_total(r);
    coord m;
    long before = r->stats.nodes;
    reading_clear_cache(r);
    coord first = 0;
    while (b.color[first] != BLACK && b.color[first] != WHITE)
        first++;
    reading_attack(r, &b, first, &m);
    ck_assert_int_gt(r->stats.nodes, before);   /* reading again */
    reading_free(r);
    board_free(&b);
}
END_TEST

/* An owl read's questions to the tactician stay within the owl's total. */
START_TEST(test_owl_tactics_cap_holds)
{
    struct board b;
    random_middle_game(&b);
    struct owl *o = owl_new(NULL);
    o->tactics_cap = 3000;
    int limited = 0;
    for (coord p = 0; p < BOARD_MAX_POINTS && limited < 3; p++) {
        if (b.color[p] != BLACK && b.color[p] != WHITE)
            continue;
        coord m;
        owl_clear_cache(o);
        reading_clear_cache(o->tactics);
        long before = o->tactics->stats.nodes;
        owl_defend(o, &b, NULL, p, &m);
        long used = o->tactics->stats.nodes - before;
        ck_assert_int_le(used, o->tactics_cap);
        limited += used == o->tactics_cap;
        ck_assert_int_eq(o->tactics->total_cap, 0);     /* lifted after the read */
    }
    ck_assert_int_eq(limited, 3);
    owl_free(o);
    board_free(&b);
}
END_TEST

/* A dragon analysis keeps a total a caller set (as it keeps its own,
 * DRAGON_TACTICS_CAP): every read of its worms, links and eyes within. */
START_TEST(test_dragon_analysis_within_total)
{
    struct board b;
    random_middle_game(&b);
    struct reading *r = reading_new();
    struct dragon_analysis *a = malloc(sizeof *a);
    ck_assert(dragon_analyze(a, &b, r, NULL, NULL));
    long full = a->nodes;
    ck_assert_int_le(full, DRAGON_TACTICS_CAP);
    dragon_analysis_free(a);
    ck_assert_int_gt(full, 2000);
    reading_clear_cache(r);
    ck_assert(reading_limit_total(r, 2000));
    ck_assert(dragon_analyze(a, &b, r, NULL, NULL));
    ck_assert_int_le(a->nodes, 2000);
    ck_assert_int_eq(r->total_cap, 2000);       /* the caller's, still set */
    dragon_analysis_free(a);
    free(a);
    reading_free(r);
    board_free(&b);
}
END_TEST

/* A race between two board-wide groups (300 stones each on 25x25). */
START_TEST(test_semeai_cap_on_huge_groups)
{
    struct board b;
    stripes(&b, 25);
    uint64_t hash = b.hash;
    coord black[SEMEAI_MAX_STONES], white[SEMEAI_MAX_STONES];
    int nb = board_stones(&b, board_point(&b, 0, 0), black, SEMEAI_MAX_STONES);
    int nw = board_stones(&b, board_point(&b, 24, 0), white, SEMEAI_MAX_STONES);
    ck_assert_int_ge(nb, 40);
    struct semeai *s = semeai_new();
    for (int cap = 0; cap < 2; cap++) {
        if (cap)
            s->node_cap = 25;
        semeai_reset_counter(s);
        struct semeai_result res;
        ck_assert(semeai_analyze(s, &b, black, nb, white, nw, &res));
        /* the documented bound: the cap, then one static node for each
         * root move still to be looked at (at most the empty points) */
        ck_assert_int_le(s->stats.nodes, s->node_cap + 25);
        assert_intact(&b, hash);
    }
    semeai_free(s);
    board_free(&b);
}
END_TEST

static void play_stripes(struct gtp *s, int n)
{
    char cmd[64], v[8];
    struct board b;
    stripes(&b, n);
    snprintf(cmd, sizeof cmd, "boardsize %d", n);
    gt_ok(s, cmd);
    gt_ok(s, "clear_board");
    for (int row = 0; row < n; row++)
        for (int col = 0; col < n; col++) {
            coord p = board_point(&b, row, col);
            if (b.color[p] == EMPTY)
                continue;
            snprintf(cmd, sizeof cmd, "play %c %s", b.color[p] == BLACK ? 'b' : 'w',
                     format_vertex(&b, p, v));
            gt_ok(s, cmd);
        }
    board_free(&b);
}

/* Every analysis command on 25x25 board-wide groups answers, and each
 * search's node counter stays within one read's cap per command. */
START_TEST(test_gtp_analysis_on_25x25)
{
    struct gtp *s = gt_new();
    play_stripes(s, 25);
    static const char *CMDS[] = {
        "attack A25", "defend A25", "owl_attack A25", "owl_defend A25", "owl_attack A1",
        "dragon_status A25", "dragon_status C24", "dragon_data A25",
        "analyze_semeai A25 A1", "analyze_semeai A25 C24", "connect A24 E24",
        "disconnect A24 E24", "same_dragon A25 E24", "eval_eye A13",
        "unconditional_status A25", "final_status_list dead", "final_score",
        "estimate_score", "initial_influence black territory_value", "match_patterns",
        "worm_data A25", "genmove b", "genmove w", "showboard",
    };
    for (size_t i = 0; i < sizeof CMDS / sizeof CMDS[0]; i++)
        gt_ok(s, CMDS[i]);
    gt_ok(s, "reset_owl_node_counter");
    gt_ok(s, "owl_attack C24");
    ck_assert_int_le(atol(gt_ok(s, "get_owl_node_counter")), OWL_DEFAULT_CAP + 1);
    gtp_free(s);
}
END_TEST

/* A triple ko under positional superko: the move that would repeat the
 * position is refused, and the engine never proposes it. */
START_TEST(test_superko_cycle)
{
    struct gtp *s = gt_new();
    gt_ok(s, "boardsize 9");
    gt_ok(s, "clear_board");
    s->game->superko = s->game->board.superko = true;    /* moyo gtp --superko */
    /* one ko, then the retake sequence that would repeat the position
     * after passes: B takes, W passes, B passes, W retakes is positional
     * repetition of the position before B took */
    gt_moves(s, "b d5 b c4 b d3 w e5 w e3 w f4 w d4");
    gt_ok(s, "play b e4");          /* takes the ko */
    gt_ok(s, "play w pass");
    gt_ok(s, "play b pass");
    gt_fails_with(s, "play w d4", "illegal move");
    const char *m = gt_ok(s, "genmove w");
    ck_assert_msg(strcmp(m, "D4") != 0, "white retook the ko");
    for (int i = 0; i < 40; i++)
        gt_ok(s, i % 2 ? "genmove w" : "genmove b");
    gtp_free(s);
}
END_TEST

Suite *caps_suite(void)
{
    Suite *s = suite_create("caps");
    TCase *tc = tcase_create("searches");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, test_reading_cap_on_ladders);
    tcase_add_test(tc, test_owl_cap_holds);
    tcase_add_test(tc, test_connection_cap_holds);
    tcase_add_test(tc, test_tactics_total_cap);
    tcase_add_test(tc, test_owl_tactics_cap_holds);
    tcase_add_test(tc, test_dragon_analysis_within_total);
    tcase_add_test(tc, test_semeai_cap_on_huge_groups);
    suite_add_tcase(s, tc);
    tc = tcase_create("gtp");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, test_gtp_analysis_on_25x25);
    tcase_add_test(tc, test_superko_cycle);
    suite_add_tcase(s, tc);
    return s;
}
