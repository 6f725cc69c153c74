/* test_search.c — the classical engine's global search (search*.c) and
 * the play commands around it: which candidates count as close, the
 * quiescence moves, the node cap and the deadline, reg_genmove's
 * determinism, the shared time budget, restricted_genmove, gg_genmove
 * and kgs-genmove_cleanup. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "board/coord.h"
#include "board/game.h"
#include "classical/search/search.h"
#include "classical/search/search_impl.h"
#include "engine.h"
#include "gtp_test.h"
#include "diagram.h"

static struct engine *classical(void)
{
    char err[128];
    struct engine *e = engine_create("classical", err, sizeof err);
    ck_assert_msg(e != NULL, "%s", err);
    return e;
}

START_TEST(close_candidates_follow_the_window)
{
    struct engine *e = classical();
    struct classical *cl = classical_engine_state(e);
    struct cl_position *pos = calloc(1, sizeof *pos);
    struct cl_move cand[4] = {{.value = 20}, {.value = 18}, {.value = 17.5}, {.value = 5}};
    pos->cand = cand;
    pos->ncand = 4;
    /* Window 0.15 of 20 = 3 points: 20, 18 and 17.5 are close. */
    ck_assert_int_eq(cl_search_close_candidates(cl, pos), 2 + 1);
    cl->par.search.window = 0.05;   /* 1 point (the floor): only the best */
    ck_assert_int_eq(cl_search_close_candidates(cl, pos), 1);
    cand[1].value = 19.5;
    ck_assert_int_eq(cl_search_close_candidates(cl, pos), 2);
    /* Nothing worth a move (worth nothing: pass_below is 0.01) is never close. */
    for (int i = 0; i < 4; i++)
        cand[i].value = 0;
    ck_assert_int_eq(cl_search_close_candidates(cl, pos), 0);
    free(pos);
    engine_free(e);
}
END_TEST

/* White C7-C6 (two stones) and Black D7 stand in atari; Black's lone
 * E9 stone has two liberties. */
static const char *ATARIS[] = {
    "....X....",
    "..XO.....",
    ".XOXO....",
    ".XO.O....",
    "..X......",
    ".........",
    ".........",
    ".........",
    ".........",
};

START_TEST(quiescence_moves_capture_and_extend)
{
    struct game g;
    diagram(&g, 9, ATARIS, BLACK);
    coord m[4];
    int n = search_tactical_moves(&g.board, BLACK, m, 4);
    /* D6 captures the two white stones and saves D7 at once: one move. */
    ck_assert_int_eq(n, 1);
    ck_assert_int_eq(m[0], V(&g.board, "D6"));
    n = search_tactical_moves(&g.board, WHITE, m, 4);
    ck_assert_int_eq(n, 1);
    ck_assert_int_eq(m[0], V(&g.board, "D6"));
    game_free(&g);
}
END_TEST

/* Black's B8 stone in atari cannot escape: extending gives one
 * liberty, so it is no quiescence move; White may capture it. */
static const char *LADDER[] = {
    ".O.......",
    "OXO......",
    "O.O......",
    ".........",
    ".........",
    ".........",
    ".........",
    ".........",
    ".........",
};

START_TEST(quiescence_skips_hopeless_extensions)
{
    struct game g;
    diagram(&g, 9, LADDER, BLACK);
    coord m[4];
    ck_assert_int_eq(search_tactical_moves(&g.board, BLACK, m, 4), 0);
    ck_assert_int_eq(search_tactical_moves(&g.board, WHITE, m, 4), 1);
    ck_assert_int_eq(m[0], V(&g.board, "B7"));
    game_free(&g);
}
END_TEST

/* An opening position where the top candidates are close. */
static void opening(struct game *g)
{
    game_init(g, 9, 6.5);
    const char *moves[] = {"E5", "C4", "G4", "D6"};
    for (int i = 0; i < 4; i++)
        ck_assert(game_play(g, i % 2 ? WHITE : BLACK, V(&g->board, moves[i])) == MOVE_OK);
}

static bool search_on(struct engine *e, const struct game *g, struct cl_search_budget bud,
                      struct cl_search_result *res)
{
    struct classical *cl = classical_engine_state(e);
    struct cl_position *pos = malloc(sizeof *pos);
    ck_assert(classical_analyze(cl, g, g->to_move, pos));
    cl->par.search.on = true;
    cl->par.search.window = 10;     /* every candidate is close */
    bool ran = cl_search(cl, g, pos, bud, res);
    cl_position_free(pos);
    free(pos);
    return ran;
}

START_TEST(node_cap_holds)
{
    struct game g;
    opening(&g);
    struct engine *e = classical();
    struct cl_search_result res;
    for (int cap = 13; cap <= 60; cap += 47) {
        ck_assert(search_on(e, &g, (struct cl_search_budget){cap, 0}, &res));
        ck_assert_int_le(res.nodes, cap);
        ck_assert_int_ge(res.depth, 1);
        ck_assert(res.nroot >= 2 && res.nroot <= SEARCH_MAX_ROOT);
        bool listed = false;
        for (int i = 0; i < res.nroot; i++)
            listed |= res.root[i] == res.move;
        ck_assert(listed);
    }
    /* A cap below one iteration: the search gives up, the static choice
     * stands. */
    ck_assert(!search_on(e, &g, (struct cl_search_budget){1, 0}, &res));
    engine_free(e);
    game_free(&g);
}
END_TEST

START_TEST(deadline_holds)
{
    struct game g;
    opening(&g);
    struct engine *e = classical();
    struct cl_search_result res;
    double t0 = engine_now();
    search_on(e, &g, (struct cl_search_budget){100000, t0 + 0.05}, &res);
    /* One analysis past the deadline at most (a few ms on 9x9). */
    ck_assert_msg(engine_now() - t0 < 1.0, "search ran %.2f s", engine_now() - t0);
    ck_assert(res.budget_hit || res.depth == SEARCH_MAX_DEPTH);
    engine_free(e);
    game_free(&g);
}
END_TEST

START_TEST(reg_genmove_is_deterministic)
{
    struct game g;
    opening(&g);
    struct engine *a = classical(), *b = classical();
    char err[128];
    ck_assert(a->set_option(a, "search", "on", err, sizeof err));
    ck_assert(b->set_option(b, "search", "on", err, sizeof err));
    coord first = engine_reg_genmove(a, &g, BLACK);
    ck_assert_int_eq(engine_reg_genmove(a, &g, BLACK), first);
    ck_assert_int_eq(engine_reg_genmove(b, &g, BLACK), first);
    engine_free(a);
    engine_free(b);
    game_free(&g);
}
END_TEST

START_TEST(search_options)
{
    struct engine *e = classical();
    struct classical *cl = classical_engine_state(e);
    char err[256];
    ck_assert(!cl->par.search.on);  /* off by default: it did not help (docs) */
    ck_assert(e->set_option(e, "search", "on", err, sizeof err));
    ck_assert(cl->par.search.on);
    ck_assert(e->set_option(e, "search", "off", err, sizeof err));
    ck_assert(!cl->par.search.on);
    ck_assert(!e->set_option(e, "search", "maybe", err, sizeof err));
    ck_assert(e->set_option(e, "search_depth", "3", err, sizeof err));
    ck_assert_int_eq(cl->par.search.depth, 3);
    ck_assert(!e->set_option(e, "search_depth", "7", err, sizeof err));
    ck_assert(!e->set_option(e, "search_width", "0", err, sizeof err));
    ck_assert(cl->par.search.correct);
    ck_assert(e->set_option(e, "search_score", "replace", err, sizeof err));
    ck_assert(!cl->par.search.correct);
    ck_assert(!e->set_option(e, "search_score", "best", err, sizeof err));
    ck_assert(e->set_option(e, "search_nodes", "50", err, sizeof err));
    ck_assert_int_eq(cl->par.search.max_nodes, 50);
    engine_free(e);
}
END_TEST

START_TEST(time_budget_one_second_byoyomi)
{
    /* time_settings 0 1 1: every move inside the one-second period. */
    for (int size = 9; size <= 19; size += 4) {
        struct board b;
        board_init(&b, size);
        struct time_info t = {.main_time = 0, .byo_time = 1, .byo_stones = 1};
        for (int i = 0; i < 3; i++) {
            t.left[i] = -1;
            t.stones_left[i] = -1;
        }
        double first = engine_time_budget(&t, BLACK, &b);
        ck_assert(first > 0 && first <= 0.6);
        t.left[BLACK] = 1;
        t.stones_left[BLACK] = 1;
        double later = engine_time_budget(&t, BLACK, &b);
        ck_assert(later > 0 && later <= 0.6);
        board_free(&b);
    }
}
END_TEST

/* A listed move worth nothing is still the answer when it is legal:
 * J6, inside Black's own corner, answered PASS before. */
START_TEST(restricted_genmove_answers_a_listed_move)
{
    struct gtp *s = gt_new();
    gt_ok(s, "moyo-engine classical");
    gt_ok(s, "boardsize 9");
    gt_moves(s, "b e5 w c4 b g4 w d6 b g6 w c3 b h5 w b4 b g5 w c6 b h6 w d3");
    gt_eq(s, "restricted_genmove black J6", "J6");
    gtp_free(s);
}
END_TEST

START_TEST(restricted_genmove_keeps_to_the_list)
{
    struct gtp *s = gt_new();
    gt_ok(s, "moyo-engine classical");
    gt_ok(s, "boardsize 9");
    gt_moves(s, "b e5 w c4 b g4 w d6");
    /* One allowed point: that point (a legal move with reasons). */
    gt_eq(s, "restricted_genmove black C7", "C7");
    const char *m = gt_ok(s, "restricted_genmove black C7 G7 F3");
    ck_assert_msg(!strcmp(m, "C7") || !strcmp(m, "G7") || !strcmp(m, "F3"), "got %s", m);
    /* Occupied points only: nothing to play. */
    gt_eq(s, "restricted_genmove black E5 C4", "PASS");
    gt_err(s, "restricted_genmove black");
    gt_err(s, "restricted_genmove purple C7");
    gt_err(s, "restricted_genmove black Z99");
    /* Not played: the board is unchanged. */
    gt_eq(s, "color C7", "empty");
    gtp_free(s);
}
END_TEST

START_TEST(gg_genmove_takes_a_seed)
{
    struct gtp *s = gt_new();
    gt_ok(s, "moyo-engine classical");
    gt_ok(s, "boardsize 9");
    gt_moves(s, "b e5 w c4");
    const char *m = gt_ok(s, "gg_genmove black");
    char first[8];
    snprintf(first, sizeof first, "%s", m);
    gt_eq(s, "gg_genmove black 17", first);   /* classical: deterministic */
    gt_err(s, "gg_genmove black seventeen");
    gt_eq(s, "color E5", "black");
    gt_eq(s, "color C4", "white");
    gtp_free(s);
}
END_TEST

/* A finished 9x9 game (test_classical.c's) with a dead white stone at
 * B6 inside Black's area: the plain genmove passes, the cleanup genmove
 * plays against the dead stone instead. */
static const char *DEAD_INSIDE[] = {
    ".X.XOO.O.",
    "XXXXO.OOO",
    "...XOOO..",
    ".O.XXXO..",
    "XX..XOO..",
    ".X..XO...",
    "XXX.XOOOO",
    "..XXXO.O.",
    "..X.XOOO.",
};

START_TEST(cleanup_removes_dead_stones)
{
    struct gtp *s = gt_new();
    gt_ok(s, "moyo-engine classical");
    gt_ok(s, "boardsize 9");
    for (int r = 0; r < 9; r++)
        for (int c = 0; c < 9; c++) {
            char ch = DEAD_INSIDE[r][c];
            if (ch != 'X' && ch != 'O')
                continue;
            char cmd[32];
            snprintf(cmd, sizeof cmd, "play %s %c%d", ch == 'X' ? "b" : "w", "ABCDEFGHJ"[c],
                     9 - r);
            gt_ok(s, cmd);
        }
    gt_eq(s, "final_status_list dead", "B6");
    gt_eq(s, "reg_genmove black", "PASS");
    const char *m = gt_ok(s, "kgs-genmove_cleanup black");
    ck_assert_msg(!strcmp(m, "A6") || !strcmp(m, "B7") || !strcmp(m, "C6"),
                  "cleanup played %s, not a liberty of the dead B6", m);
    gt_eq(s, "color B6", "white");      /* one move does not capture it yet */
    gtp_free(s);
}
END_TEST

/* Black fills the bottom rows (White to move, komi 6.5).  With 6 of
 * them (67% of the board) White is hopelessly behind and resigns.  With
 * 4 (44%) and a White stone on E5 White is behind by about 21 points
 * but has moves worth 10-36 points, and plays on. */
static coord genmove_behind(int rows, const char *white_stone)
{
    struct game g;
    game_init(&g, 9, 6.5);
    for (int r = 9 - rows; r < 9; r++)
        for (int c = 0; c < 9; c++)
            ck_assert(game_setup(&g, BLACK, board_point(&g.board, r, c)) == MOVE_OK);
    coord w;
    if (white_stone) {
        ck_assert(parse_vertex(&g.board, white_stone, &w));
        ck_assert(game_setup(&g, WHITE, w) == MOVE_OK);
    }
    g.to_move = WHITE;
    struct engine *e = classical();
    coord m = engine_genmove(e, &g, WHITE);
    engine_free(e);
    game_free(&g);
    return m;
}

START_TEST(resigns_only_past_half_the_board)
{
    coord m = genmove_behind(4, "E5");
    ck_assert(m != RESIGN && m != PASS);
    ck_assert_int_eq(genmove_behind(6, NULL), RESIGN);
}
END_TEST

/* Nothing worth playing and hopelessly behind, with most of the board
 * still empty: White resigns rather than passes (a pass would end the
 * game at that count, and reads as a broken engine; the case came from
 * a 9x9 game against GNU Go where White passed at move 34, 35.5 points
 * behind).  Black owns everything above its third-line wall, cut into
 * strips of width 2, 3 and 2 where no invader lives; White's second-line
 * wall owns the first line only: Black is about 40 points ahead with 37%
 * of the board filled.  reg_genmove never resigns and still passes. */
START_TEST(resigns_rather_than_passing_a_lost_game)
{
    struct gtp *s = gt_new();
    gt_ok(s, "boardsize 9");
    gt_ok(s, "komi 0.5");
    char buf[32];
    for (const char *c = "ABCDEFGHJ"; *c; c++) {
        snprintf(buf, sizeof buf, "play B %c3", *c);
        gt_ok(s, buf);
        snprintf(buf, sizeof buf, "play W %c2", *c);
        gt_ok(s, buf);
    }
    for (int row = 4; row <= 9; row++) {
        snprintf(buf, sizeof buf, "play B C%d", row);
        gt_ok(s, buf);
        snprintf(buf, sizeof buf, "play B G%d", row);
        gt_ok(s, buf);
    }
    gt_eq(s, "reg_genmove white", "PASS");
    gt_eq(s, "genmove white", "resign");
    gtp_free(s);
}
END_TEST

Suite *search_suite(void)
{
    Suite *s = suite_create("search");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, close_candidates_follow_the_window);
    tcase_add_test(tc, quiescence_moves_capture_and_extend);
    tcase_add_test(tc, quiescence_skips_hopeless_extensions);
    tcase_add_test(tc, node_cap_holds);
    tcase_add_test(tc, deadline_holds);
    tcase_add_test(tc, reg_genmove_is_deterministic);
    tcase_add_test(tc, search_options);
    tcase_add_test(tc, time_budget_one_second_byoyomi);
    tcase_add_test(tc, restricted_genmove_keeps_to_the_list);
    tcase_add_test(tc, restricted_genmove_answers_a_listed_move);
    tcase_add_test(tc, gg_genmove_takes_a_seed);
    tcase_add_test(tc, cleanup_removes_dead_stones);
    tcase_add_test(tc, resigns_only_past_half_the_board);
    tcase_add_test(tc, resigns_rather_than_passing_a_lost_game);
    suite_add_tcase(s, tc);
    return s;
}
