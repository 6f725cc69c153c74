/* search.c — owns the classical engine's global search (issue 13): when
 * the top candidates' values are close, which of them the position after
 * a few moves of both sides bears out.
 *
 * The Go Intellect / Many Faces scheme: the candidates within the window
 * of the best value (at most 12) are each played and searched by
 * alpha-beta (negamax) to the iteration's depth, a handful of moves per
 * ply: the best candidates of the classical analysis of that node.  A
 * leaf is the cheap re-analysis (dragons with their static statuses,
 * influence territory: cl_evaluate), extended by a quiescence search
 * while strings stand in atari (capture or extend, up to QUIESCE_PLIES).
 * Iterative deepening under a node cap and a deadline: the deepest
 * iteration that finished decides, an iteration cut short is void.
 *
 * The choice, two rules (option search_score):
 *   replace: the reasons' value of the move with its territory and moyo
 *     parts (what the influence estimate counted with the stone alone)
 *     replaced by the searched margin;
 *   correct (default): the reasons' value plus what the deeper search
 *     changed in the margin from the one-ply look (depth d minus depth 1),
 *     so only what the replies do moves the choice.
 * Either way the search changes what it knows better (the reply, the
 * fight after it) and leaves the rest (shape, joseki, safety) to the
 * reasons. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "classical/search/search_impl.h"

#define QUIESCE_PLIES 4
#define QUIESCE_WIDTH 3
#define MIN_WINDOW 1.0          /* points: closer than this is always close */
#define INF_SCORE 1e9

static struct game *game_after(const struct game *g, int color, coord m)
{
    struct game *child = malloc(sizeof *child);
    if (!child)
        return NULL;
    game_copy(child, g);
    if (game_play(child, color, m) != MOVE_OK) {
        game_free(child);
        free(child);
        return NULL;
    }
    return child;
}

static void game_drop(struct game *g)
{
    game_free(g);
    free(g);
}

static double quiesce(struct search_ctx *s, const struct game *g, int color, int plies,
                      double alpha, double beta)
{
    double stand;
    if (!search_evaluate(s, g, color, &stand))
        return 0;   /* out of budget: the iteration is void anyway */
    if (stand >= beta || plies == 0)
        return stand;
    if (stand > alpha)
        alpha = stand;
    coord moves[QUIESCE_WIDTH];
    int n = search_tactical_moves(&g->board, color, moves, QUIESCE_WIDTH);
    double best = stand;
    for (int i = 0; i < n && !s->out; i++) {
        struct game *child = game_after(g, color, moves[i]);
        if (!child)
            continue;
        double v = -quiesce(s, child, other_color(color), plies - 1, -beta, -alpha);
        game_drop(child);
        if (v > best)
            best = v;
        if (v > alpha)
            alpha = v;
        if (alpha >= beta)
            break;
    }
    return best;
}

static double negamax(struct search_ctx *s, const struct game *g, int color, int depth,
                      double alpha, double beta)
{
    if (depth == 0)
        return quiesce(s, g, color, QUIESCE_PLIES, alpha, beta);
    const struct search_node *node = search_expand(s, g, color);
    if (!node)
        return 0;
    if (node->nmoves == 0)
        return node->eval;      /* nothing worth a move: the side passes */
    /* The node lives in the cache, which deeper calls may overwrite. */
    coord moves[SEARCH_MAX_WIDTH];
    int n = node->nmoves;
    memcpy(moves, node->move, sizeof moves[0] * (size_t)n);
    double best = -INF_SCORE;
    for (int i = 0; i < n && !s->out; i++) {
        struct game *child = game_after(g, color, moves[i]);
        if (!child)
            continue;
        double v = -negamax(s, child, other_color(color), depth - 1, -beta, -alpha);
        game_drop(child);
        if (v > best)
            best = v;
        if (v > alpha)
            alpha = v;
        if (alpha >= beta)
            break;
    }
    return best > -INF_SCORE ? best : node->eval;
}

int cl_search_close_candidates(const struct classical *cl, const struct cl_position *root)
{
    if (root->ncand == 0)
        return 0;
    double best = root->cand[0].value;
    double window = fmax(MIN_WINDOW, cl->par.search.window * fabs(best));
    int n = 0;
    while (n < root->ncand && n < SEARCH_MAX_ROOT && root->cand[n].value >= best - window
           && root->cand[n].value >= cl->par.pass_below)
        n++;
    return n;
}

struct cl_search_budget cl_search_default_budget(const struct classical *cl,
                                                 const struct board *b, bool timed)
{
    const struct cl_search_params *p = &cl->par.search;
    double area = (double)b->size * b->size;
    struct cl_search_budget bud;
    /* An analysis costs about area-proportional time, so a cap in nodes
     * is a cap in time that does not depend on the machine's load (which
     * keeps reg_genmove deterministic). */
    bud.max_nodes = p->max_nodes > 0 ? p->max_nodes : (int)(40 + 4800 / area);
    double seconds = p->seconds > 0 ? p->seconds : fmax(0.1, 0.4 * area / 361);
    bud.deadline = timed ? engine_now() + seconds : 0;
    return bud;
}

/* The reasons' value without what the static influence estimate gave. */
static double value_beside_territory(const struct classical *cl, const struct cl_move *m)
{
    return m->value - cl->weights.w[RK_TERRITORY] * m->feature[RK_TERRITORY]
        - cl->weights.w[RK_MOYO] * m->feature[RK_MOYO];
}

/* One iteration at depth: every close candidate's searched margin.
 * False when the budget cut it short. */
static bool iterate(struct search_ctx *s, const struct game *g, const struct cl_position *root,
                    int n, int depth, double *margin)
{
    for (int i = 0; i < n; i++) {
        struct game *child = game_after(g, root->color, root->cand[i].move);
        if (!child) {
            margin[i] = -INF_SCORE;
            continue;
        }
        margin[i] = -negamax(s, child, other_color(root->color), depth - 1, -INF_SCORE,
                             INF_SCORE);
        game_drop(child);
        if (s->out)
            return false;
    }
    return true;
}

static void choose(const struct classical *cl, const struct cl_position *root,
                   struct cl_search_result *res)
{
    int best = 0;
    for (int i = 0; i < res->nroot; i++) {
        res->score[i] = cl->par.search.correct
            ? root->cand[i].value + res->margin[i] - res->margin1[i]
            : value_beside_territory(cl, &root->cand[i]) + res->margin[i];
        if (res->score[i] > res->score[best])
            best = i;
    }
    res->move = res->root[best];
}

bool cl_search(struct classical *cl, const struct game *g, const struct cl_position *root,
               struct cl_search_budget budget, struct cl_search_result *res)
{
    memset(res, 0, sizeof *res);
    res->move = PASS;
    int n = cl_search_close_candidates(cl, root);
    if (!cl->par.search.on || n < 2)
        return false;
    double start = engine_now();
    struct search_ctx s = {.cl = cl, .budget = budget, .width = cl->par.search.width};
    s.cache = calloc(SEARCH_CACHE_SIZE, sizeof *s.cache);
    if (!s.cache)
        return false;
    res->nroot = n;
    for (int i = 0; i < n; i++) {
        res->root[i] = root->cand[i].move;
        res->static_value[i] = root->cand[i].value;
    }
    double margin[SEARCH_MAX_ROOT];
    for (int d = 1; d <= cl->par.search.depth; d++) {
        if (!iterate(&s, g, root, n, d, margin)) {
            res->budget_hit = true;
            break;
        }
        memcpy(res->margin, margin, sizeof margin);
        if (d == 1)
            memcpy(res->margin1, margin, sizeof margin);
        res->depth = d;
    }
    free(s.cache);
    res->nodes = s.nodes;
    res->seconds = engine_now() - start;
    if (res->depth == 0)
        return false;
    choose(cl, root, res);
    return true;
}
