/* test_mc.c — the Monte Carlo engine: UCT-RAVE selection, backup and AMAF,
 * the beta schedule, superko in the tree, the memory cap, tree reuse,
 * time control, the heavy policy's atari queue and the engine wrapper. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "board/coord.h"
#include "board/game.h"
#include "engine.h"
#include "gtp_test.h"
#include "mc/ladder.h"
#include "mc/mc.h"
#include "mc/playout.h"
#include "diagram.h"

static struct game *new_game(int size, double komi)
{
    struct game *g = malloc(sizeof *g);
    ck_assert_ptr_nonnull(g);
    game_init(g, size, komi);
    return g;
}

static void free_game(struct game *g)
{
    game_free(g);
    free(g);
}

static void setup(struct game *g, int color, const char *vs)
{
    char buf[256];
    snprintf(buf, sizeof buf, "%s", vs);
    for (char *t = strtok(buf, " "); t; t = strtok(NULL, " "))
        ck_assert_int_eq(game_setup(g, color, V(&g->board, t)), MOVE_OK);
}

static struct mc_search *new_search(const char *playouts, const char *policy)
{
    struct mc_search *s = mc_search_new();
    char err[200];
    ck_assert_ptr_nonnull(s);
    ck_assert_msg(mc_params_set(&s->par, "playouts", playouts, err, sizeof err), "%s", err);
    ck_assert_msg(mc_params_set(&s->par, "playout", policy, err, sizeof err), "%s", err);
    return s;
}

/* A root with three children whose statistics the test sets by hand. */
static void make_root(struct mc_tree *t, int32_t visits[3], int32_t wins2[3],
                      int32_t amaf_v[3], int32_t amaf_w2[3])
{
    tree_reset(t, PASS, WHITE);
    uint32_t first = tree_alloc(t, 3);
    ck_assert_uint_ne(first, 0);
    int32_t total = 0;
    for (int i = 0; i < 3; i++) {
        struct mc_node *c = &t->nodes[first + i];
        memset(c, 0, sizeof *c);
        c->move = (coord)(20 + i);
        c->color = BLACK;
        c->visits = visits[i];
        c->wins2 = wins2[i];
        c->amaf_visits = amaf_v[i];
        c->amaf_wins2 = amaf_w2[i];
        total += visits[i];
    }
    t->nodes[0].children = first;
    t->nodes[0].nchildren = 3;
    t->nodes[0].visits = total;
    t->nodes[0].state = NODE_EXPANDED;
}

START_TEST(test_select_best_value)
{
    struct mc_tree t;
    ck_assert(tree_init(&t, 1 << 16));
    int32_t v[3] = {100, 100, 100}, w[3] = {80, 140, 120}, av[3] = {0, 0, 0}, aw[3] = {0, 0, 0};
    make_root(&t, v, w, av, aw);
    /* Without exploration the highest mean wins: child 1 (0.70). */
    ck_assert_uint_eq(tree_select(&t, 0, 0, 2000, NULL), t.nodes[0].children + 1);
    /* Exploration favours a child with few visits at equal means. */
    int32_t v2[3] = {1000, 10, 1000}, w2[3] = {1000, 10, 1000};
    make_root(&t, v2, w2, av, aw);
    ck_assert_uint_eq(tree_select(&t, 0, 1.0, 2000, NULL), t.nodes[0].children + 1);
    /* The most visited child is the move, whatever the means. */
    ck_assert_uint_eq(tree_best_child(&t, 0), t.nodes[0].children);
    tree_free(&t);
}
END_TEST

START_TEST(test_select_rave)
{
    struct mc_tree t;
    ck_assert(tree_init(&t, 1 << 16));
    /* Equal real statistics; child 2 has strong AMAF evidence. */
    int32_t v[3] = {5, 5, 5}, w[3] = {5, 5, 5}, av[3] = {200, 200, 200},
            aw[3] = {200, 200, 360};
    make_root(&t, v, w, av, aw);
    ck_assert_uint_eq(tree_select(&t, 0, 0, 2000, NULL), t.nodes[0].children + 2);
    /* With the RAVE weight at zero (k -> 0), AMAF no longer decides. */
    int32_t w_b[3] = {5, 8, 5};
    make_root(&t, v, w_b, av, aw);
    ck_assert_uint_eq(tree_select(&t, 0, 0, 1e-9, NULL), t.nodes[0].children + 1);
    /* A skipped move is never chosen, unless nothing else is left. */
    bool skip[BOARD_MAX_POINTS] = {false};
    skip[t.nodes[t.nodes[0].children + 1].move] = true;
    ck_assert_uint_ne(tree_select(&t, 0, 0, 1e-9, skip), t.nodes[0].children + 1);
    for (int i = 0; i < 3; i++)
        skip[t.nodes[t.nodes[0].children + i].move] = true;
    ck_assert_uint_eq(tree_select(&t, 0, 0, 1e-9, skip), t.nodes[0].children + 1);
    tree_free(&t);
}
END_TEST

START_TEST(test_rave_beta_schedule)
{
    /* No real visits: AMAF alone. */
    ck_assert_double_eq_tol(mc_rave_beta(0, 100, 2000), 1.0, 1e-12);
    /* No AMAF data: real statistics alone. */
    ck_assert_double_eq_tol(mc_rave_beta(100, 0, 2000), 0.0, 1e-12);
    /* r/(r + n + n r / k): n = r = 100, k = 2000 -> 100 / 205 */
    ck_assert_double_eq_tol(mc_rave_beta(100, 100, 2000), 100.0 / 205.0, 1e-12);
    /* Decreasing in n for fixed r. */
    double prev = 1.0;
    for (int n = 1; n < 100000; n *= 3) {
        double b = mc_rave_beta(n, 1000, 2000);
        ck_assert(b < prev);
        prev = b;
    }
}
END_TEST

START_TEST(test_backup_counts)
{
    struct game *g = new_game(5, 0.5);
    struct mc_search *s = new_search("500", "light");
    mc_search_run(s, g, BLACK, 500, 0);
    const struct mc_tree *t = &s->tree;
    const struct mc_node *root = &t->nodes[0];
    ck_assert_int_eq(s->last_sims, 500);
    ck_assert_int_eq(root->visits, 500);
    ck_assert_int_eq(root->state, NODE_EXPANDED);
    int32_t sum = 0, wins = 0;
    bool amaf_more = false;
    for (int i = 0; i < root->nchildren; i++) {
        const struct mc_node *c = &t->nodes[root->children + i];
        ck_assert_int_eq(c->color, BLACK);
        ck_assert(c->wins2 >= 0 && c->wins2 <= 2 * c->visits);
        ck_assert(c->amaf_wins2 >= 0 && c->amaf_wins2 <= 2 * c->amaf_visits);
        sum += c->visits;
        wins += c->wins2;
        amaf_more |= c->amaf_visits > c->visits;
    }
    /* Every simulation went through exactly one root child. */
    ck_assert_int_eq(sum, 500);
    /* The root's own wins are the children's, seen from the other side. */
    ck_assert_int_eq(root->wins2, 2 * 500 - wins);
    /* AMAF gives each child more samples than its own visits. */
    ck_assert(amaf_more);
    /* Ownership counts playouts only: simulations ended by two passes in
     * the tree have none. */
    ck_assert_int_le(s->own_games, 500);
    ck_assert_int_ge(s->own_games, 400);
    mc_search_free(s);
    free_game(g);
}
END_TEST

/* B4 A3 B2 black, C4 D3 C2 B3 white: black C3 takes the ko. */
static struct game *ko_game(bool superko)
{
    struct game *g = new_game(5, 0.5);
    g->superko = superko;
    g->board.superko = superko;
    setup(g, BLACK, "B4 A3 B2");
    setup(g, WHITE, "C4 D3 C2 B3");
    ck_assert_int_eq(game_play(g, BLACK, V(&g->board, "C3")), MOVE_OK);
    ck_assert_int_eq(game_play(g, WHITE, PASS), MOVE_OK);
    ck_assert_int_eq(game_play(g, BLACK, PASS), MOVE_OK);
    return g;
}

START_TEST(test_superko_in_tree)
{
    for (int sk = 0; sk <= 1; sk++) {
        struct game *g = ko_game(sk);
        coord retake = V(&g->board, "B3");
        ck_assert_int_eq(board_check_move(&g->board, WHITE, retake), sk ? MOVE_SUPERKO : MOVE_OK);
        struct mc_search *s = new_search("50", "light");
        mc_search_run(s, g, WHITE, 50, 0);
        bool has_child = tree_find_child(&s->tree, 0, retake) != 0;
        ck_assert_msg(has_child == !sk, "superko %d: retake child %d", sk, has_child);
        mc_search_free(s);
        free_game(g);
    }
}
END_TEST

START_TEST(test_memory_cap)
{
    struct game *g = new_game(9, 7.5);
    struct mc_search *s = new_search("3000", "light");
    tree_free(&s->tree);
    /* Room for a few hundred nodes: a handful of expansions. */
    ck_assert(tree_init(&s->tree, 400 * sizeof(struct mc_node)));
    coord m = mc_genmove(s, g, BLACK, false);
    ck_assert(s->tree.full);
    ck_assert_int_gt(s->tree_full_events, 0);
    ck_assert_int_eq(s->tree.nodes[0].visits, 3000);
    ck_assert(m == PASS || board_is_legal(&g->board, BLACK, m));
    /* Every child block lies inside the pool. */
    for (uint32_t i = 0; i < s->tree.cap && i < s->tree.used; i++) {
        const struct mc_node *n = &s->tree.nodes[i];
        if (n->state == NODE_EXPANDED)
            ck_assert_uint_le(n->children + n->nchildren, s->tree.cap);
    }
    ck_assert_uint_eq(tree_alloc(&s->tree, 500), 0);
    /* Each time the pool filled, the search paused to prune it. */
    ck_assert_int_gt(s->tree_prunes, 0);
    mc_search_free(s);
    free_game(g);
}
END_TEST

/* Every node reachable from the root is a leaf or an expanded node whose
 * child block lies inside the used part of the pool.  Only reachable
 * nodes are checked: an allocation refused because the pool is full
 * leaves `used` past the cap (tree_alloc), and the slots between the
 * last block handed out and the cap hold stale nodes nobody points to,
 * so a scan of [0, used) read garbage when a search ended full. */
static void check_subtree(const struct mc_tree *t, uint32_t i, uint32_t end)
{
    const struct mc_node *n = &t->nodes[i];
    if (n->state != NODE_EXPANDED) {
        ck_assert_int_eq(n->state, NODE_LEAF);
        return;
    }
    ck_assert_uint_gt(n->children, i);
    ck_assert_uint_le(n->children + n->nchildren, end);
    for (uint32_t k = 0; k < n->nchildren; k++)
        check_subtree(t, n->children + k, end);
}

static void check_tree(const struct mc_tree *t)
{
    check_subtree(t, 0, t->used < t->cap ? t->used : t->cap);
}

START_TEST(test_tree_prune)
{
    struct game *g = new_game(9, 7.5);
    struct mc_search *s = new_search("6000", "light");
    mc_search_run(s, g, BLACK, 6000, 0);
    struct mc_tree *t = &s->tree;
    uint32_t before = t->used;
    struct mc_node root = t->nodes[0];
    struct mc_node first = t->nodes[root.children];
    ck_assert(tree_prune(t, before / 2));
    ck_assert_uint_le(t->used, before / 2);
    check_tree(t);
    /* The root and its children keep their statistics. */
    ck_assert_int_eq(t->nodes[0].visits, root.visits);
    ck_assert_int_eq(t->nodes[0].nchildren, root.nchildren);
    const struct mc_node *f = &t->nodes[t->nodes[0].children];
    ck_assert_int_eq(f->move, first.move);
    ck_assert_int_eq(f->visits, first.visits);
    ck_assert_int_eq(f->wins2, first.wins2);
    /* Too small a target: nothing done. */
    uint32_t used = t->used;
    ck_assert(!tree_prune(t, 10));
    ck_assert_uint_eq(t->used, used);
    /* The search goes on from the pruned tree (reused: same position). */
    mc_search_run(s, g, BLACK, 1000, 0);
    ck_assert_int_eq(t->nodes[0].visits, root.visits + 1000);
    check_tree(t);
    mc_search_free(s);
    free_game(g);
}
END_TEST

/* A pool that fills many times over keeps growing the tree where the
 * search looks, instead of freezing it. */
START_TEST(test_full_pool_prunes)
{
    struct game *g = new_game(9, 7.5);
    struct mc_search *s = new_search("20000", "light");
    tree_free(&s->tree);
    ck_assert(tree_init(&s->tree, 20000 * sizeof(struct mc_node)));
    mc_search_run(s, g, BLACK, 20000, 0);
    ck_assert_int_gt(s->tree_prunes, 1);
    ck_assert_int_eq(s->last_sims, 20000);
    ck_assert_int_eq(s->tree.nodes[0].visits, 20000);
    check_tree(&s->tree);
    /* With two threads: they stop together, the pool is pruned, they go
     * on; no simulation is lost or counted twice. */
    char err[100];
    ck_assert(mc_params_set(&s->par, "threads", "2", err, sizeof err));
    mc_forget(s);
    mc_search_run(s, g, WHITE, 20000, 0);
    ck_assert_int_gt(s->tree_prunes, 1);
    ck_assert_int_ge(s->last_sims, 20000);
    ck_assert_int_le(s->last_sims, 20001);
    ck_assert_int_eq(s->tree.nodes[0].visits, s->last_sims);
    check_tree(&s->tree);
    mc_search_free(s);
    free_game(g);
}
END_TEST

START_TEST(test_tree_reuse)
{
    struct game *g = new_game(7, 7.5);
    struct mc_search *s = new_search("2000", "light");
    coord m = mc_genmove(s, g, BLACK, false);
    ck_assert(m != PASS);
    uint32_t child = tree_find_child(&s->tree, 0, m);
    int32_t kept = s->tree.nodes[child].visits;
    ck_assert_int_gt(kept, 0);
    ck_assert_int_eq(game_play(g, BLACK, m), MOVE_OK);
    mc_prepare_root(s, g, WHITE);
    /* The chosen move's subtree is now the root, statistics intact. */
    ck_assert_int_eq(s->tree.nodes[0].visits, kept);
    ck_assert_int_eq(s->tree.nodes[0].move, m);
    uint32_t used = s->tree.used;
    ck_assert_uint_lt(used, s->tree.cap);
    for (uint32_t i = 0; i < used; i++) {
        const struct mc_node *n = &s->tree.nodes[i];
        if (n->state == NODE_EXPANDED)
            ck_assert_uint_le(n->children + n->nchildren, used);
    }
    /* A different history (undo) drops the tree. */
    game_undo(g);
    mc_prepare_root(s, g, WHITE);
    ck_assert_int_eq(s->tree.nodes[0].visits, 0);
    mc_search_free(s);
    free_game(g);
}
END_TEST

START_TEST(test_time_budget)
{
    struct board b;
    board_init(&b, 9);
    struct time_info t = {0};
    for (int i = 0; i < 3; i++) {
        t.left[i] = -1;
        t.stones_left[i] = -1;
    }
    /* No clock. */
    ck_assert(engine_time_budget(&t, BLACK, &b) <= 0);
    /* byo-yomi time with zero stones: no limit (GTP). */
    t.byo_time = 10;
    ck_assert(engine_time_budget(&t, BLACK, &b) <= 0);
    /* Sudden death, 60 s: a share of the moves left, well under a tenth. */
    t.main_time = 60;
    t.byo_time = 0;
    double sd = engine_time_budget(&t, BLACK, &b);
    ck_assert(sd > 0.3 && sd < 6);
    /* Less time left, less per move. */
    t.left[BLACK] = 10;
    ck_assert(engine_time_budget(&t, BLACK, &b) < sd);
    /* Canadian byo-yomi: 30 s for 5 stones -> a little under 6 s. */
    t.byo_time = 30;
    t.byo_stones = 5;
    t.left[BLACK] = 30;
    t.stones_left[BLACK] = 5;
    double by = engine_time_budget(&t, BLACK, &b);
    ck_assert(by > 4 && by < 6);
    /* Almost out of time: still a positive, small budget. */
    t.left[BLACK] = 0.2;
    ck_assert(engine_time_budget(&t, BLACK, &b) > 0);
    ck_assert(engine_time_budget(&t, BLACK, &b) <= 0.1 + 1e-9);
    board_free(&b);
}
END_TEST

START_TEST(test_time_stops_search)
{
    struct game *g = new_game(9, 7.5);
    struct mc_search *s = new_search("100000000", "light");
    s->early_stop = false;
    mc_search_run(s, g, BLACK, 0, 0.2);
    /* Generous bound: the machine is shared; the point is that it stops. */
    ck_assert(s->last_seconds >= 0.2 && s->last_seconds < 10);
    ck_assert_int_gt(s->last_sims, 0);
    mc_search_free(s);
    free_game(g);
}
END_TEST

START_TEST(test_atari_queue_incremental)
{
    struct board *b = malloc(sizeof *b);
    struct pattern3 *pt = malloc(sizeof *pt);
    struct playout *pl = calloc(1, sizeof *pl);
    pattern3_build(pt);
    pl->patterns = pt;
    pl->policy = MC_HEAVY;
    pl->rng = 12345;
    for (int game = 0; game < 20; game++) {
        board_init(b, 9);
        atari_queue_init(&pl->aq, b);
        int color = BLACK, passes = 0;
        for (int m = 0; m < 200 && passes < 2; m++) {
            coord p = playout_choose(pl, b, color);
            ck_assert(p == PASS || board_is_legal(b, color, p));
            board_play_unchecked(b, color, p);
            atari_queue_after_move(&pl->aq, b, p);
            /* Every string in atari is in the queue. */
            FOR_EACH_POINT(b, q)
                if (b->color[q] != EMPTY && b->str[q] == q && b->strings[q].libs == 1)
                    ck_assert_msg(pl->aq.queued[q], "string at %d in atari, not queued", q);
            passes = p == PASS ? passes + 1 : 0;
            color = other_color(color);
        }
        board_free(b);
    }
    free(pl);
    free(pt);
    free(b);
}
END_TEST

START_TEST(test_playout_score)
{
    struct game *g = new_game(5, 0.5);
    /* Black owns columns A-B, white D-E, column C empty and shared. */
    setup(g, BLACK, "B1 B2 B3 B4 B5");
    setup(g, WHITE, "D1 D2 D3 D4 D5");
    uint8_t owner[BOARD_MAX_POINTS];
    double margin = playout_score(&g->board, 0.5, owner);
    ck_assert_double_eq_tol(margin, -0.5, 1e-9);
    ck_assert_int_eq(owner[V(&g->board, "A3")], BLACK);
    ck_assert_int_eq(owner[V(&g->board, "E3")], WHITE);
    ck_assert_int_eq(owner[V(&g->board, "C3")], EMPTY);
    free_game(g);
}
END_TEST

START_TEST(test_pattern_hane)
{
    struct pattern3 *pt = malloc(sizeof *pt);
    pattern3_build(pt);
    struct game *g = new_game(9, 7.5);
    /* X O X above an empty row: the point under O is the hane shape. */
    setup(g, BLACK, "D6 F6");
    setup(g, WHITE, "E6");
    ck_assert(pattern3_match(pt, &g->board, V(&g->board, "E5")));
    /* Open space is no pattern. */
    ck_assert(!pattern3_match(pt, &g->board, V(&g->board, "B2")));
    free_game(g);
    free(pt);
}
END_TEST

START_TEST(test_engine_genmove_and_dead)
{
    char err[200];
    struct engine *e = engine_create("mc", err, sizeof err);
    ck_assert_msg(e != NULL, "%s", err);
    ck_assert(e->set_option(e, "playouts", "1500", err, sizeof err));
    ck_assert(!e->set_option(e, "playouts", "-3", err, sizeof err));
    ck_assert(!e->set_option(e, "no-such-option", "1", err, sizeof err));
    ck_assert(!e->set_option(e, "playout", "medium", err, sizeof err));
    struct game *g = new_game(7, 0.5);
    /* Black wall on column D, white on E; a lone black stone at F4 in
     * white's narrow area is dead. */
    setup(g, BLACK, "D1 D2 D3 D4 D5 D6 D7 F4");
    setup(g, WHITE, "E1 E2 E3 E4 E5 E6 E7 G2 G6");
    coord m = engine_genmove(e, g, WHITE);
    ck_assert(m == PASS || m == RESIGN || board_is_legal(&g->board, WHITE, m));
    /* reg_genmove is reproducible. */
    coord r1 = engine_reg_genmove(e, g, BLACK), r2 = engine_reg_genmove(e, g, BLACK);
    ck_assert_int_eq(r1, r2);
    bool dead[BOARD_MAX_POINTS];
    ck_assert(e->dead_stones(e, g, dead));
    ck_assert(dead[V(&g->board, "F4")]);
    ck_assert(!dead[V(&g->board, "D4")]);
    ck_assert(!dead[V(&g->board, "E4")]);
    engine_free(e);
    free_game(g);
}
END_TEST

START_TEST(test_threads)
{
    struct game *g = new_game(9, 7.5);
    struct mc_search *s = new_search("2000", "heavy");
    char err[100];
    ck_assert(mc_params_set(&s->par, "threads", "2", err, sizeof err));
    mc_search_run(s, g, BLACK, 2000, 0);
    /* Counters are exact under threads; a thread may start one extra. */
    ck_assert_int_ge(s->tree.nodes[0].visits, 2000);
    ck_assert_int_le(s->tree.nodes[0].visits, 2001);
    ck_assert_int_eq(s->tree.nodes[0].visits, s->last_sims);
    mc_search_free(s);
    free_game(g);
}
END_TEST

START_TEST(test_ladder)
{
    struct game *g = new_game(9, 7.5);
    /* White C7 in atari (liberty C6); running zig-zags to the left edge. */
    setup(g, BLACK, "C8 B7 D6 D7");
    setup(g, WHITE, "C7");
    struct board *b = &g->board;
    uint64_t before = b->hash;
    ck_assert(ladder_caught(b, V(b, "C7")));
    ck_assert(b->hash == before && b->depth == 0);
    /* A white stone on the ladder's path breaks it. */
    ck_assert_int_eq(game_setup(g, WHITE, V(b, "B5")), MOVE_OK);
    ck_assert(!ladder_caught(b, V(b, "C7")));
    free_game(g);
}
END_TEST

START_TEST(test_resign_pass_cleanup)
{
    struct game *g = new_game(7, 0.5);
    /* Black owns columns A-D (28 points), white E-G (21): settled, and
     * black's area is too small to invade (stones at B2 B4 B6). */
    setup(g, BLACK, "D1 D2 D3 D4 D5 D6 D7 B2 B4 B6");
    setup(g, WHITE, "E1 E2 E3 E4 E5 E6 E7");
    struct mc_search *s = new_search("2000", "heavy");
    /* Winning and settled, but white has not passed: black plays on. */
    coord b1 = mc_genmove(s, g, BLACK, true);
    ck_assert(b1 != PASS && b1 != RESIGN);
    /* After white's pass, black passes; white (lost) resigns. */
    ck_assert_int_eq(game_play(g, WHITE, PASS), MOVE_OK);
    ck_assert_int_eq(mc_genmove(s, g, BLACK, true), PASS);
    ck_assert_int_eq(mc_genmove(s, g, WHITE, true), RESIGN);
    coord w = mc_genmove(s, g, WHITE, false);
    ck_assert(w != RESIGN);
    /* A dead white stone in black's area: cleanup takes it off rather
     * than pass. */
    ck_assert_int_eq(game_setup(g, WHITE, V(&g->board, "B5")), MOVE_OK);
    s->cleanup = true;
    coord c = mc_genmove(s, g, BLACK, false);
    s->cleanup = false;
    ck_assert(c != PASS && c != RESIGN);
    ck_assert(board_is_legal(&g->board, BLACK, c));
    mc_search_free(s);
    free_game(g);
}
END_TEST

/* Black owns columns A-D (28 points), white E-G (21) with a dead black
 * stone at F4; komi 7.5.  Counted as it stands (F4 alive, white's empty
 * points dame because they touch F4) black wins by 14.5; with F4 taken
 * off, as a referee would, white wins by 0.5. */
static struct game *dead_stone_game(void)
{
    struct game *g = new_game(7, 7.5);
    setup(g, BLACK, "D1 D2 D3 D4 D5 D6 D7 F4");
    setup(g, WHITE, "E1 E2 E3 E4 E5 E6 E7");
    ck_assert_int_eq(game_play(g, WHITE, PASS), MOVE_OK);
    return g;
}

START_TEST(test_two_passes_end_simulation)
{
    struct game *g = dead_stone_game();
    struct mc_search *s = new_search("3000", "heavy");
    mc_search_run(s, g, BLACK, 3000, 0);
    /* White passed, so black's pass ends the game inside the tree: those
     * simulations run no playout and add no ownership. */
    uint32_t pass = tree_find_child(&s->tree, 0, PASS);
    ck_assert_uint_ne(pass, 0);
    const struct mc_node *pn = &s->tree.nodes[pass];
    ck_assert_int_gt(s->last_terminal, 0);
    ck_assert_int_ge(pn->visits, s->last_terminal);
    ck_assert_int_eq(s->own_games, s->last_sims - s->last_terminal);
    /* They are counted with F4 off the board, as the playouts showed it
     * dead: a loss for black (counted as the board stands, a black win by
     * 14.5).  Before there are playouts to judge by, such games are played
     * out instead (next test). */
    ck_assert_int_gt(pn->visits, 0);
    ck_assert_msg(pn->wins2 < pn->visits, "pass: %d/2 wins in %d visits", pn->wins2, pn->visits);
    mc_search_free(s);
    free_game(g);
}
END_TEST

/* Before a search has the playouts to judge dead stones, two passes in
 * the tree do not end the game: it is played out.  Counted as the board
 * stood (F4 alive: black by 14.5), a winning pass could draw every later
 * simulation, none of them a playout, so the search stayed blind (2
 * searches of 300 on the test above did so before).  The root is limited
 * to the pass here (lz-genmove_analyze's allow filter), so every
 * simulation ends with two passes in the tree. */
START_TEST(test_early_passes_are_played_out)
{
    struct game *g = dead_stone_game();
    struct mc_search *s = new_search("60", "heavy");
    s->root_filter = true;
    for (int p = 0; p < BOARD_MAX_POINTS; p++)
        s->root_skip[p] = p != PASS;
    mc_search_run(s, g, BLACK, 60, 0);
    uint32_t pass = tree_find_child(&s->tree, 0, PASS);
    ck_assert_uint_ne(pass, 0);
    ck_assert_int_eq(s->tree.nodes[pass].visits, 60);
    ck_assert_int_eq(s->last_terminal, 0);
    ck_assert_int_eq(s->own_games, 60);
    /* Played out, F4 is captured: the pass loses for black. */
    ck_assert_int_lt(s->tree.nodes[pass].wins2, 60);
    mc_search_free(s);
    free_game(g);
}
END_TEST

/* The pass check itself: a pass is played only when the referee's count
 * (dead stones by ownership off) wins. */
START_TEST(test_pass_checked_by_ownership)
{
    struct game *g = dead_stone_game();
    struct mc_search *s = new_search("3000", "heavy");
    coord m = mc_genmove(s, g, BLACK, false);
    ck_assert(m != PASS);
    bool dead[BOARD_MAX_POINTS];
    mc_dead_stones(s, &g->board, dead);
    ck_assert(dead[V(&g->board, "F4")]);
    mc_search_free(s);
    free_game(g);
}
END_TEST

/* Number of lines in an answer (at least 1). */
static int count_lines(const char *t)
{
    int n = 1;
    for (; *t; t++)
        n += *t == '\n';
    return n;
}

START_TEST(test_gtp_stats_and_analyze)
{
    struct gtp *s = gt_new();
    gt_ok(s, "moyo-engine mc");
    gt_ok(s, "moyo-option playouts 500");
    gt_ok(s, "boardsize 9");
    gt_ok(s, "clear_board");
    /* Header plus three root moves, each with its principal variation. */
    const char *st = gt_ok(s, "mc_stats 3");
    ck_assert_msg(strncmp(st, "black to move, 500 simulations", 30) == 0, "%s", st);
    ck_assert_int_eq(count_lines(st), 4);
    ck_assert(strstr(st, " visits ") && strstr(st, " winrate ") && strstr(st, " rave ")
              && strstr(st, " prior ") && strstr(st, " pv "));
    /* lz-analyze: Leela Zero's info lines, after an empty first line. */
    const char *an = gt_ok(s, "lz-analyze b 10");
    ck_assert_msg(strncmp(an, "\ninfo move ", 11) == 0, "%s", an);
    ck_assert(strstr(an, " visits ") && strstr(an, " winrate ") && strstr(an, " order 0 pv "));
    gt_ok(s, "lz-analyze w interval 50 maxmoves 3 avoid b e5 1");
    gt_err(s, "lz-analyze b 10 bogus 3");
    /* Cleanup genmove plays its move on the game like genmove. */
    const char *m = gt_ok(s, "kgs-genmove_cleanup b");
    ck_assert(strlen(m) >= 2);
    gt_fails_with(s, "kgs-genmove_cleanup", "invalid color");
    gtp_free(s);
}
END_TEST

/* lz-analyze's prior is the move's probability under the prior knowledge
 * (Leela Zero clients read it as the policy): it sums to 1 over the root's
 * moves, and the capture has the highest.  The prior's win
 * rate (5000, 7500, ...) summed over a few moves would pass 10000. */
START_TEST(test_lz_analyze_prior_is_a_probability)
{
    struct gtp *s = gt_new();
    gt_ok(s, "moyo-engine mc");
    gt_ok(s, "moyo-option playouts 300");
    gt_ok(s, "boardsize 9");
    gt_ok(s, "clear_board");
    /* White C3 in atari: black captures at D3. */
    gt_moves(s, "b c4 w c3 b b3 w g7 b c2");
    char an[16384];
    snprintf(an, sizeof an, "%s", gt_ok(s, "lz-analyze b 10 minmoves 64 maxmoves 64"));
    /* A loaded machine can pass the 0.1 s interval more than once before the search
     * ends: each report is one line, so read only the last one. */
    const char *report = an;
    for (const char *nl = strchr(an, '\n'); nl; nl = strchr(nl + 1, '\n'))
        if (!strncmp(nl + 1, "info move ", 10))
            report = nl + 1;
    int sum = 0, moves = 0, capture = -1, least = 10001, most = -1;
    for (const char *p = strstr(report, "info move "); p; p = strstr(p + 1, "info move ")) {
        char v[8];
        int prior;
        const char *q = strstr(p, " prior ");
        ck_assert(q && sscanf(p, "info move %7s", v) == 1 && sscanf(q, " prior %d", &prior) == 1);
        ck_assert_int_ge(prior, 0);
        sum += prior;
        moves++;
        if (!strcmp(v, "D3"))
            capture = prior;
        least = prior < least ? prior : least;
        most = prior > most ? prior : most;
    }
    ck_assert_int_ge(moves, 60);
    ck_assert_msg(sum <= 10000 + moves, "priors sum to %d over %d moves", sum,
                  moves);
    ck_assert_msg(capture == most && capture > 3 * least, "capture %d, priors %d .. %d", capture,
                  least, most);
    /* mc_root_stats: the policy over every root move sums to 1 */
    struct mc_search *m = mc_engine_search(s->engine);
    struct mc_move_stat st[100];
    int n = mc_root_stats(m, st, 100);
    double total = 0;
    for (int i = 0; i < n; i++)
        total += st[i].policy;
    ck_assert_msg(n > 60 && total > 0.999 && total < 1.001, "%d moves, total %f", n, total);
    gtp_free(s);
}
END_TEST

START_TEST(test_gtp_mc_final_status_list)
{
    struct gtp *s = gt_new();
    gt_ok(s, "moyo-engine mc");
    gt_ok(s, "moyo-option playouts 2000");
    gt_ok(s, "boardsize 7");
    gt_ok(s, "clear_board");
    /* Walls on D and E; black F4 alone in white's narrow area is dead. */
    gt_moves(s, "b d1 w e1 b d2 w e2 b d3 w e3 b d4 w e4 b d5 w e5 b d6 w e6 b d7 w e7 b f4");
    gt_eq(s, "mc_final_status_list dead", "F4");
    gt_eq(s, "mc_final_status_list alive", "D7 D6 D5 D4 D3 D2 D1\nE7 E6 E5 E4 E3 E2 E1");
    gt_fails_with(s, "mc_final_status_list seki", "usage: mc_final_status_list alive|dead");
    gt_fails_with(s, "mc_final_status_list", "usage: mc_final_status_list alive|dead");
    /* GoGui: ownership board (7 rows of 7 numbers in -1..1), move
     * labels, and the menu entries. */
    const char *d = gt_ok(s, "mc_ownership_dboard");
    int rows = 1, nums = 0;
    for (const char *p = d; *p; p++)
        rows += *p == '\n';
    for (char *p = (char *)d, *e; *p; p = e) {
        double v = strtod(p, &e);
        if (e == p)
            break;
        ck_assert(v >= -1 && v <= 1);
        nums++;
    }
    ck_assert_int_eq(rows, 7);
    ck_assert_int_eq(nums, 49);
    const char *gfx = gt_ok(s, "mc_gfx");
    ck_assert_msg(strncmp(gfx, "LABEL ", 6) == 0 && strstr(gfx, "\nTEXT white to move: "), "%s", gfx);
    const char *menu = gt_ok(s, "gogui-analyze_commands");
    ck_assert(strstr(menu, "dboard/MC: ownership/mc_ownership_dboard\n"));
    ck_assert(strstr(menu, "gfx/Influence: territory map/moyo-territory_gfx\n"));
    gt_ok(s, "moyo-engine simple");
    gt_fails_with(s, "mc_final_status_list dead",
                  "engine simple has no Monte Carlo search (moyo-engine mc)");
    gt_fails_with(s, "mc_gfx", "engine simple has no Monte Carlo search (moyo-engine mc)");
    gtp_free(s);
}
END_TEST

Suite *mc_suite(void)
{
    Suite *s = suite_create("mc");
    TCase *tc = tcase_create("mc");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, test_select_best_value);
    tcase_add_test(tc, test_select_rave);
    tcase_add_test(tc, test_rave_beta_schedule);
    tcase_add_test(tc, test_backup_counts);
    tcase_add_test(tc, test_superko_in_tree);
    tcase_add_test(tc, test_memory_cap);
    tcase_add_test(tc, test_tree_reuse);
    tcase_add_test(tc, test_tree_prune);
    tcase_add_test(tc, test_full_pool_prunes);
    tcase_add_test(tc, test_time_budget);
    tcase_add_test(tc, test_time_stops_search);
    tcase_add_test(tc, test_atari_queue_incremental);
    tcase_add_test(tc, test_playout_score);
    tcase_add_test(tc, test_pattern_hane);
    tcase_add_test(tc, test_engine_genmove_and_dead);
    tcase_add_test(tc, test_threads);
    tcase_add_test(tc, test_ladder);
    tcase_add_test(tc, test_resign_pass_cleanup);
    tcase_add_test(tc, test_two_passes_end_simulation);
    tcase_add_test(tc, test_early_passes_are_played_out);
    tcase_add_test(tc, test_pass_checked_by_ownership);
    tcase_add_test(tc, test_gtp_stats_and_analyze);
    tcase_add_test(tc, test_gtp_mc_final_status_list);
    tcase_add_test(tc, test_lz_analyze_prior_is_a_probability);
    suite_add_tcase(s, tc);
    return s;
}
