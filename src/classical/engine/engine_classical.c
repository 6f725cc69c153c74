/* engine_classical.c — the `classical` engine: struct engine callbacks
 * over one struct classical.  Every callback analyses the position once
 * (classical_analyze) and reads what it needs from that analysis:
 * genmove the choice, candidates the valued list with each move's
 * reasons in words, analyze the GUIs' view of the same list (score lead,
 * ownership), dead_stones the dragons' statuses. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "classical/engine/classical.h"
#include "classical/search/search.h"
#include "engine.h"

static const char CLASSICAL_NAME[] = "classical";

static struct classical *state_of(struct engine *e) { return e->state; }

static void cl_engine_free(struct engine *e)
{
    classical_free(state_of(e));
    free(e);
}

static bool cl_engine_set_option(struct engine *e, const char *name, const char *value,
                                 char *err, int errlen)
{
    return classical_set_option(state_of(e), name, value, err, errlen);
}

/* genmove: the search's deadline is its own default, shortened under a
 * clock so the whole move keeps inside the time budget; reg_genmove
 * (timed false): no deadline, the node cap alone, so that the answer does
 * not depend on the machine's load. */
static double search_deadline(const struct classical *cl, const struct game *g, int color,
                              double start, bool timed)
{
    if (!timed)
        return 0;
    double budget = cl->have_time ? engine_time_budget(&cl->time, color, &g->board) : 0;
    if (budget <= 0)
        return HUGE_VAL;
    /* The analysis took part of the budget; the search gets at most
     * what is left of 80% of it (the rest: slack for the answer). */
    double deadline = start + 0.8 * budget;
    double now = engine_now();
    return deadline > now ? deadline : now;
}

static coord decide(struct engine *e, const struct game *g, int color, bool may_resign)
{
    struct classical *cl = state_of(e);
    struct cl_position *pos = malloc(sizeof *pos);
    coord m = PASS;
    double start = engine_now();
    struct cl_search_result res;
    classical_level_for_budget(cl, cl->have_time && may_resign
                                       ? engine_time_budget(&cl->time, color, &g->board) : 0);
    if (pos && classical_analyze(cl, g, color, pos)) {
        double until = search_deadline(cl, g, color, start, may_resign);
        /* The search (when on) reads up to its own deadline. */
        if (cl->deadline.at > 0 && until > cl->deadline.at && until < HUGE_VAL)
            deadline_set(&cl->deadline, until);
        m = classical_decide(cl, g, pos, may_resign, until, &res);
    }
    classical_clear_deadline(cl);
    if (pos)
        cl_position_free(pos);
    free(pos);
    return m;
}

static coord cl_engine_genmove(struct engine *e, const struct game *g, int color)
{
    return decide(e, g, color, true);
}

/* Cleanup phase: a liberty of a dead opposing string, a capture first,
 * then the string with the fewest liberties; never a move that puts the
 * stone in atari or fills an own eye without capturing. */
static coord cleanup_move(const struct cl_position *pos)
{
    const struct board *b = &pos->b;
    int me = pos->color;
    coord best = PASS;
    int best_score = 0;
    FOR_EACH_POINT(b, p) {
        if (b->color[p] != other_color(me) || b->str[p] != p
            || cl_position_status(pos, p) != STATUS_DEAD)
            continue;
        coord lib[BOARD_MAX_SIZE * BOARD_MAX_SIZE];
        int nlib = board_liberties(b, p, lib, BOARD_MAX_SIZE * BOARD_MAX_SIZE);
        for (int i = 0; i < nlib; i++) {
            coord q = lib[i];
            if (!board_is_legal(b, me, q))
                continue;
            bool captures = board_would_capture(b, me, q) > 0;
            if (!captures && (board_libs_after(b, me, q) < 2 || board_is_true_eye(b, q, me)))
                continue;
            int score = captures ? 1000 + board_string_size(b, p) : 100 - nlib;
            if (score > best_score) {
                best_score = score;
                best = q;
            }
        }
    }
    return best;
}

static coord cl_engine_genmove_cleanup(struct engine *e, const struct game *g, int color)
{
    coord m = decide(e, g, color, true);
    if (m != PASS)
        return m;
    struct classical *cl = state_of(e);
    struct cl_position *pos = malloc(sizeof *pos);
    if (pos && classical_analyze(cl, g, color, pos))
        m = cleanup_move(pos);
    if (pos)
        cl_position_free(pos);
    free(pos);
    return m;
}

/* restricted_genmove: the analysis's candidates at allowed points only,
 * then the usual choice and search among them (untimed, no resigning,
 * no pass while a listed move is legal: the caller asks which of them
 * to play, not whether to play; GNU Go too answers with a listed move,
 * filling a liberty when none is worth one.  Passing there lost
 * endgame.tst 951, H8 1.12 and C1 0.28 answered PASS, and nngs.tst
 * 1640, F1 0.00 and E2 -0.75). */
static coord cl_engine_restricted(struct engine *e, const struct game *g, int color,
                                  const bool *allowed)
{
    struct classical *cl = state_of(e);
    struct cl_position *pos = malloc(sizeof *pos);
    coord m = PASS;
    struct cl_search_result res;
    if (pos && classical_analyze(cl, g, color, pos)) {
        int n = 0;
        for (int i = 0; i < pos->ncand; i++)
            if (allowed[pos->cand[i].move])
                pos->cand[n++] = pos->cand[i];
        pos->ncand = n;
        double pass_below = cl->par.pass_below;
        cl->par.pass_below = -HUGE_VAL;
        m = classical_decide(cl, g, pos, false, 0, &res);
        cl->par.pass_below = pass_below;
    }
    if (pos)
        cl_position_free(pos);
    free(pos);
    return m;
}

static coord cl_engine_reg_genmove(struct engine *e, const struct game *g, int color)
{
    return decide(e, g, color, false);
}

static int cl_engine_candidates(struct engine *e, const struct game *g, int color,
                                struct candidate *out, int max)
{
    struct classical *cl = state_of(e);
    struct cl_position *pos = malloc(sizeof *pos);
    int n = 0;
    if (pos && classical_analyze(cl, g, color, pos)) {
        for (int i = 0; i < pos->ncand && n < max; i++) {
            struct candidate *c = &out[n++];
            c->move = pos->cand[i].move;
            c->value = pos->cand[i].value;
            c->winrate = -1;
            c->visits = 0;
            cl_move_explain(cl, pos, c->move, c->reason, sizeof c->reason);
        }
    }
    if (pos)
        cl_position_free(pos);
    free(pos);
    return n;
}

/* A prior for GUIs that draw one: a softmax of the values at this many
 * points, so a move 5 points better is e times as likely. */
#define PRIOR_POINTS 5.0

/* What every move of the list is measured against. */
struct ranking {
    double best, margin, total;     /* best value, static estimate, softmax sum */
    int size;
};

/* A move's lead over the static estimate is its value; passing changes
 * nothing.  Its prior is its share of the softmax. */
static void add_move(struct engine_analysis *out, const struct ranking *rk, coord move,
                     double value)
{
    struct engine_move_info *m = &out->move[out->nmoves++];
    m->move = move;
    m->visits = 1;
    m->score_lead = rk->margin + (move == PASS ? 0 : value);
    m->winrate = cl_winrate_of_lead(m->score_lead, rk->size);
    m->prior = exp((value - rk->best) / PRIOR_POINTS) / rk->total;
}

/* The valued candidates, best first, with PASS where the engine ranks it:
 * after every move worth pass_below points (classical_choose passes when
 * none is). */
static void fill_analysis(const struct classical *cl, const struct cl_position *pos,
                          struct engine_analysis *out)
{
    double pass_rank = cl->par.pass_below;
    int n = pos->ncand < ENGINE_ANALYSIS_MOVES - 1 ? pos->ncand : ENGINE_ANALYSIS_MOVES - 1;
    struct ranking rk = {pass_rank, cl_position_margin(pos, pos->color), 0, pos->b.size};
    if (n > 0 && pos->cand[0].value > pass_rank)
        rk.best = pos->cand[0].value;
    rk.total = exp((pass_rank - rk.best) / PRIOR_POINTS);
    for (int i = 0; i < n; i++)
        rk.total += exp((pos->cand[i].value - rk.best) / PRIOR_POINTS);
    out->nmoves = 0;
    bool passed = false;
    for (int i = 0; i < n; i++) {
        if (!passed && pos->cand[i].value < pass_rank) {
            add_move(out, &rk, PASS, pass_rank);
            passed = true;
        }
        add_move(out, &rk, pos->cand[i].move, pos->cand[i].value);
    }
    if (!passed)
        add_move(out, &rk, PASS, pass_rank);
    /* The player to move plays the first move of the list. */
    out->score_lead = out->move[0].score_lead;
    out->winrate = out->move[0].winrate;
    cl_position_ownership(pos, out->ownership);
}

static bool cl_engine_analyze(struct engine *e, const struct game *g, int color,
                              struct engine_analysis *out)
{
    struct classical *cl = state_of(e);
    struct cl_position *pos = malloc(sizeof *pos);
    bool ok = pos && classical_analyze(cl, g, color, pos);
    if (ok)
        fill_analysis(cl, pos, out);
    if (pos)
        cl_position_free(pos);
    free(pos);
    return ok;
}

static bool cl_engine_dead(struct engine *e, const struct game *g, bool *dead)
{
    struct classical *cl = state_of(e);
    struct cl_position *pos = malloc(sizeof *pos);
    bool ok = pos && classical_analyze(cl, g, g->to_move, pos);
    if (ok) {
        const struct board *b = &g->board;
        FOR_EACH_POINT(b, p) {
            dead[p] = b->color[p] != EMPTY && cl_position_status(pos, p) == STATUS_DEAD;
        }
    }
    if (pos)
        cl_position_free(pos);
    free(pos);
    return ok;
}

static void cl_engine_set_time(struct engine *e, const struct time_info *t)
{
    struct classical *cl = state_of(e);
    cl->time = *t;
    cl->have_time = t->main_time > 0 || t->byo_time > 0;
}

struct engine *classical_engine_create(char *err, int errlen)
{
    struct engine *e = calloc(1, sizeof *e);
    struct classical *cl = classical_new();
    if (!e || !cl) {
        free(e);
        classical_free(cl);
        snprintf(err, (size_t)errlen, "classical: out of memory");
        return NULL;
    }
    e->name = CLASSICAL_NAME;
    e->state = cl;
    e->free = cl_engine_free;
    e->set_option = cl_engine_set_option;
    e->genmove = cl_engine_genmove;
    e->reg_genmove = cl_engine_reg_genmove;
    e->candidates = cl_engine_candidates;
    e->dead_stones = cl_engine_dead;
    e->analyze = cl_engine_analyze;
    e->set_time = cl_engine_set_time;
    e->genmove_cleanup = cl_engine_genmove_cleanup;
    e->restricted_genmove = cl_engine_restricted;
    return e;
}

struct classical *classical_engine_state(struct engine *e)
{
    return e && e->name == CLASSICAL_NAME ? e->state : NULL;
}
