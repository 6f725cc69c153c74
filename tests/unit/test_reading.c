/* test_reading.c — the tactician on positions set up move by move:
 * ladders with and without breakers, escape by capture, ko results,
 * double threats, the cache, the node cap and board integrity. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "board/board.h"
#include "board/coord.h"
#include "classical/reading/reading.h"
#include "classical/reading/reading_impl.h"
#include "diagram.h"

/* Plays "b e5 w d5 ..." pairs of color and vertex. */
static void setup(struct board *b, int size, const char *moves)
{
    board_init(b, size);
    char buf[512], *save = NULL;
    strncpy(buf, moves, sizeof buf - 1);
    buf[sizeof buf - 1] = 0;
    for (char *c = strtok_r(buf, " ", &save); c; c = strtok_r(NULL, " ", &save)) {
        char *v = strtok_r(NULL, " ", &save);
        ck_assert(v != NULL);
        int color;
        ck_assert(parse_color(c, &color));
        enum move_error e = board_play(b, color, V(b, v));
        ck_assert_msg(e == MOVE_OK, "%s %s: %s", c, v, move_error_text(e));
    }
}

#define LADDER "b e5 w d5 w e6 w f4"

START_TEST(test_ladder_captures)
{
    struct board b;
    struct reading *r = reading_new();
    setup(&b, 9, LADDER);
    coord m;
    ck_assert_int_eq(reading_attack(r, &b, V(&b, "e5"), &m), READ_WIN);
    ck_assert_int_eq(reading_ladder_attack(r, &b, V(&b, "e5"), &m), READ_WIN);
    ck_assert(m == V(&b, "e4") || m == V(&b, "f5"));
    /* The defender moving first escapes. */
    ck_assert_int_eq(reading_defend(r, &b, V(&b, "e5"), &m), READ_WIN);
    reading_free(r);
    board_free(&b);
}
END_TEST

START_TEST(test_ladder_breaker)
{
    struct board b;
    struct reading *r = reading_new();
    /* Breakers on both ladder paths. */
    setup(&b, 9, LADDER " b c3 b g7");
    coord m;
    ck_assert_int_eq(reading_ladder_attack(r, &b, V(&b, "e5"), &m), READ_FAIL);
    ck_assert_int_eq(reading_attack(r, &b, V(&b, "e5"), &m), READ_FAIL);
    ck_assert(m == PASS);
    reading_free(r);
    board_free(&b);
}
END_TEST

START_TEST(test_long_ladder_ignores_budget)
{
    struct board b;
    struct reading *r = reading_new();
    /* Black d4: the atari at d3 starts a ladder along the whole
     * diagonal of the 19x19 board (e4, f4/e5, ... up to the edge). */
    setup(&b, 19, "b d4 w d5 w c4 w e3 b d2");
    r->node_budget = 10;
    coord m;
    ck_assert_int_eq(reading_ladder_attack(r, &b, V(&b, "d4"), &m), READ_WIN);
    ck_assert(m == V(&b, "e4") || m == V(&b, "d3"));
    ck_assert(r->stats.nodes > 20);
    ck_assert_int_eq(reading_attack(r, &b, V(&b, "d4"), &m), READ_WIN);
    /* A breaker far away on the diagonal saves it. */
    board_play(&b, BLACK, V(&b, "q16"));
    ck_assert_int_eq(reading_ladder_attack(r, &b, V(&b, "d4"), &m), READ_FAIL);
    reading_free(r);
    board_free(&b);
}
END_TEST

START_TEST(test_defend_by_capture)
{
    struct board b;
    struct reading *r = reading_new();
    /* Black e5 in atari (libs only e4); white d5 is itself in atari. */
    setup(&b, 9, "b e5 b d6 b d4 w d5 w e6 w f5");
    coord m;
    ck_assert_int_eq(board_countlib(&b, V(&b, "e5")), 1);
    ck_assert_int_eq(board_countlib(&b, V(&b, "d5")), 1);
    ck_assert_int_eq(reading_defend(r, &b, V(&b, "e5"), &m), READ_WIN);
    ck_assert(m == V(&b, "c5") || m == V(&b, "e4"));
    ck_assert_int_eq(reading_attack(r, &b, V(&b, "d5"), &m), READ_WIN);
    ck_assert(m == V(&b, "c5"));
    reading_free(r);
    board_free(&b);
}
END_TEST

START_TEST(test_defend_by_throw_in)
{
    struct board b;
    struct reading *r = reading_new();
    /* White b5-c5 (liberties a5, b6) against black a3-a4-b4-c4 (a2, a5):
     * white's only defence is the throw-in a2, which black must take at
     * a1; white a5 then wins the race (tests/regress tactics.tst 88). */
    setup(&b, 9, "b c7 b c6 b d6 b d5 b a4 b b4 b c4 b a3 b b2 b c2 "
                 "w b5 w c5 w d4 w b3 w c3 w d3 w d2 w e3 w e4");
    coord m;
    ck_assert_int_eq(board_countlib(&b, V(&b, "b5")), 2);
    ck_assert_int_eq(reading_defend(r, &b, V(&b, "b5"), &m), READ_WIN);
    ck_assert(m == V(&b, "a2"));
    ck_assert_int_eq(reading_attack(r, &b, V(&b, "b5"), &m), READ_WIN);
    ck_assert(m == V(&b, "b6"));
    reading_free(r);
    board_free(&b);
}
END_TEST

/* A read started deep in another search loses the speculative defences
 * its limits (absolute depths) no longer allow; the credited read gets
 * them back.  The throw-in position of test_defend_by_throw_in, read one
 * pass deep with every limit three plies lower: the throw-in a2, a
 * backfill2 defence, is out of reach of the plain read and within that
 * of a read credited four plies.  The two answers do not share a cache
 * entry, and the credited read leaves the limits as they were. */
START_TEST(test_defend_credited)
{
    struct board b;
    struct reading *r = reading_new();
    setup(&b, 9, "b c7 b c6 b d6 b d5 b a4 b b4 b c4 b a3 b b2 b c2 "
                 "w b5 w c5 w d4 w b3 w c3 w d3 w d2 w e3 w e4");
    coord m;
    reading_change_depths(r, -3);
    ck_assert(board_trymove(&b, BLACK, PASS));
    struct reading_limits before = r->lim;
    ck_assert_int_eq(reading_defend(r, &b, V(&b, "b5"), &m), READ_FAIL);
    ck_assert_int_eq(reading_defend_credited(r, &b, V(&b, "b5"), &m, 0), READ_FAIL);
    ck_assert_int_eq(reading_defend_credited(r, &b, V(&b, "b5"), &m, 4), READ_WIN);
    ck_assert(m == V(&b, "a2"));
    ck_assert(memcmp(&before, &r->lim, sizeof before) == 0);
    ck_assert_int_eq(r->credit, 0);
    ck_assert_int_eq(reading_defend(r, &b, V(&b, "b5"), &m), READ_FAIL);
    board_popmove(&b);
    reading_free(r);
    board_free(&b);
}
END_TEST

START_TEST(test_ko_results)
{
    struct board b;
    struct reading *r = reading_new();
    coord m;
    /* White d1 in atari; taking it at e1 is a ko capture. */
    setup(&b, 9, "b d2 b c1 w e2 w f1 w d1 w h9");
    int res = reading_attack(r, &b, V(&b, "d1"), &m);
    ck_assert_msg(res == READ_KO_A || res == READ_WIN, "got %d", res);
    board_free(&b);
    /* The same ko just taken by white: black cannot retake at once, but
     * e3 first (the liberty white would gain by filling) makes the ko
     * black's to take first next move. */
    setup(&b, 9, "b d2 b c1 w e2 w f1 b e1 w d1");
    ck_assert_int_eq(b.ko, V(&b, "e1"));
    res = reading_attack(r, &b, V(&b, "d1"), &m);
    ck_assert_msg(res != READ_FAIL, "got %d", res);
    ck_assert_int_eq(reading_gtp_code(READ_KO_B), 3);
    ck_assert_int_eq(reading_gtp_code(READ_KO_A), 2);
    ck_assert_int_eq(reading_gtp_code(READ_WIN), 1);
    reading_free(r);
    board_free(&b);
}
END_TEST

START_TEST(test_pure_ko)
{
    struct board b;
    struct reading *r = reading_new();
    coord m;
    /* Corner ko: black a1 has just taken white b1; white may retake at b1
     * only after a threat. */
    setup(&b, 9, "b b2 b c1 w a2 w b1 b a1");
    ck_assert(b.color[V(&b, "b1")] == EMPTY);
    ck_assert_int_eq(b.ko, V(&b, "b1"));
    int res = reading_attack(r, &b, V(&b, "a1"), &m);
    ck_assert_int_eq(res, READ_KO_B);
    ck_assert(m == V(&b, "b1"));
    reading_free(r);
    board_free(&b);
}
END_TEST

START_TEST(test_either_and_both)
{
    struct board b;
    struct reading *r = reading_new();
    /* Two black stones each with two liberties; d5 ataris both. */
    setup(&b, 9, "b e5 b c5 w e6 w f5 w c6 w b5 w d4 w h1");
    ck_assert_int_eq(reading_attack_either(r, &b, V(&b, "e5"), V(&b, "c5")), READ_WIN);
    /* Connecting at d5 leaves three liberties in a white net: lost. */
    ck_assert_int_eq(reading_defend_both(r, &b, V(&b, "e5"), V(&b, "c5")), READ_FAIL);
    reading_free(r);
    board_free(&b);
}
END_TEST

START_TEST(test_cache_and_counters)
{
    struct board b;
    struct reading *r = reading_new();
    setup(&b, 9, LADDER " b c3");
    coord m1, m2;
    int r1 = reading_attack(r, &b, V(&b, "e5"), &m1);
    long hits = r->stats.cache_hits, nodes = r->stats.nodes;
    ck_assert(nodes > 0);
    int r2 = reading_attack(r, &b, V(&b, "e5"), &m2);
    ck_assert_int_eq(r1, r2);
    ck_assert(m1 == m2);
    ck_assert(r->stats.cache_hits > hits);
    ck_assert(r->stats.nodes - nodes < nodes);
    reading_change_depths(r, 1);
    ck_assert_int_eq(r->lim.depth, 17);
    reading_change_depths(r, -2);
    ck_assert_int_eq(r->lim.depth, 15);
    reading_reset_limits(r);
    ck_assert_int_eq(r->lim.depth, 16);
    reading_free(r);
    board_free(&b);
}
END_TEST

/* The key the table is asked after a move, guessed before the move is
 * played (the prefetch): right for a move that captures nothing, with
 * the ko ban of the position before it lifted; a capture changes the
 * stones, so the guess misses. */
START_TEST(test_cache_key_guessed_before_the_move)
{
    struct board b;
    struct reading *r = reading_new();
    /* Black E5 in atari at E4 after white's D5 E6 F5; a ladder stone C3. */
    setup(&b, 9, "b e5 w d5 b c3 w e6 b a1 w f5");
    read_begin(r, &b);
    coord str = V(&b, "e5");
    uint64_t guess = cache_key_after(r, 0, str, V(&b, "e4"), BLACK);
    ck_assert(board_trymove(&b, BLACK, V(&b, "e4")));
    ck_assert_int_eq(b.color[V(&b, "e4")], BLACK);
    ck_assert(cache_key(r, 0, str) == guess);
    /* The attacker's reply guessed from here: a plain move. */
    guess = cache_key_after(r, 1, str, V(&b, "e3"), WHITE);
    ck_assert(board_trymove(&b, WHITE, V(&b, "e3")));
    ck_assert(cache_key(r, 1, str) == guess);
    board_popmove(&b);
    board_popmove(&b);
    /* White takes E5 at E4: the stone taken is not in the guess. */
    guess = cache_key_after(r, 1, str, V(&b, "e4"), WHITE);
    ck_assert(board_trymove(&b, WHITE, V(&b, "e4")));
    ck_assert_int_eq(b.color[str], EMPTY);
    ck_assert(cache_key(r, 1, str) != guess);
    board_popmove(&b);
    read_end(r);
    reading_free(r);
    board_free(&b);
}
END_TEST

START_TEST(test_node_cap_and_board_intact)
{
    struct board b;
    struct reading *r = reading_new();
    setup(&b, 19, "b k10 w k11 w j10 b c3 w q16 b d16 w q4");
    uint64_t h = b.hash;
    int depth = b.depth;
    r->node_cap = 50;
    coord m;
    reading_defend(r, &b, V(&b, "k10"), &m);
    reading_attack(r, &b, V(&b, "k10"), &m);
    ck_assert(r->stats.cap_hits >= 1);
    ck_assert(b.hash == h && b.depth == depth);
    char why[128];
    ck_assert_msg(board_consistent(&b, why, sizeof why), "%s", why);
    reading_free(r);
    board_free(&b);
}
END_TEST

START_TEST(test_str_status)
{
    struct board b;
    struct reading *r = reading_new();
    setup(&b, 9, LADDER);
    struct string_tactics t;
    reading_str_status(r, &b, V(&b, "e5"), &t);
    ck_assert_int_eq(t.status, STR_THREATENED);
    ck_assert_int_eq(t.libs, 2);
    ck_assert(t.attack_point != PASS && t.defense_point != PASS);
    reading_str_status(r, &b, V(&b, "e6"), &t);
    ck_assert_int_eq(t.status, STR_STABLE);
    board_free(&b);
    /* Black e5 in atari in a net of solid stones: captured. */
    setup(&b, 9, "b e5 w d5 w e6 w f5 w d4 w f4 w e3");
    reading_str_status(r, &b, V(&b, "e5"), &t);
    ck_assert_int_eq(t.status, STR_CAPTURED);
    ck_assert_str_eq(str_status_name(t.status), "captured");
    reading_free(r);
    board_free(&b);
}
END_TEST

/* The move generators' per-node memo answers what the board does, for
 * every point and both colours, and a new node forgets the old one's
 * answers (here the move played in between changes them). */
static void expect_memo_matches(struct reading *r, const struct board *b)
{
    FOR_EACH_POINT(b, p)
        for (int color = BLACK; color <= WHITE; color++) {
            ck_assert_int_eq(libs_after(r, color, p), board_libs_after(b, color, p));
            ck_assert_int_eq(libs_after(r, color, p), board_libs_after(b, color, p));
        }
}

START_TEST(test_generator_memo)
{
    struct board b;
    setup(&b, 9, "b e5 w d5 b d4 w c4 b e4 w e6 b f5 w c5");
    struct reading *r = reading_new();
    r->b = &b;
    node_memo_reset(r);
    expect_memo_matches(r, &b);
    ck_assert_int_gt(libs_after(r, BLACK, V(&b, "d3")), 0);
    ck_assert(board_play(&b, WHITE, V(&b, "d3")) == MOVE_OK);
    node_memo_reset(r);
    ck_assert_int_eq(libs_after(r, BLACK, V(&b, "d3")), 0);
    expect_memo_matches(r, &b);
    reading_free(r);
    board_free(&b);
}
END_TEST

/* A capturing race: White's b6 string races Black's b7 stone (a7, b8).
 * White c7 holds b7 short, and Black's c8 ataris c7 (left with d7).
 * White's defence is to save the racing stone: d7 keeps b7 short, and
 * Black's attack on b6 fails (GNU Go 3.8: `defend B6` = 1 D7).  Without
 * the save of the racing stone our `defend B6` was 0. */
#define RACE_SAVE_FRIEND \
    "b c8 b b7 w c7 w e7 w b6 b c6 w e6 w b5 b c5 w b4 w c4 b d4 b b3 b c3 b d3"

START_TEST(test_defend_by_saving_the_racing_stone)
{
    struct board b;
    struct reading *r = reading_new();
    setup(&b, 9, RACE_SAVE_FRIEND);
    coord m;
    ck_assert_int_eq(reading_defend(r, &b, V(&b, "b6"), &m), READ_WIN);
    ck_assert(m == V(&b, "d7"));
    reading_free(r);
    board_free(&b);
}
END_TEST

Suite *reading_suite(void)
{
    Suite *s = suite_create("reading");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, test_ladder_captures);
    tcase_add_test(tc, test_ladder_breaker);
    tcase_add_test(tc, test_long_ladder_ignores_budget);
    tcase_add_test(tc, test_defend_by_capture);
    tcase_add_test(tc, test_defend_by_throw_in);
    tcase_add_test(tc, test_defend_credited);
    tcase_add_test(tc, test_ko_results);
    tcase_add_test(tc, test_pure_ko);
    tcase_add_test(tc, test_either_and_both);
    tcase_add_test(tc, test_cache_and_counters);
    tcase_add_test(tc, test_cache_key_guessed_before_the_move);
    tcase_add_test(tc, test_node_cap_and_board_intact);
    tcase_add_test(tc, test_str_status);
    tcase_add_test(tc, test_generator_memo);
    tcase_add_test(tc, test_defend_by_saving_the_racing_stone);
    suite_add_tcase(s, tc);
    return s;
}
