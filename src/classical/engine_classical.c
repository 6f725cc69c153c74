/* engine_classical.c — the `classical` engine: struct engine callbacks
 * over one struct classical.  Every callback analyses the position once
 * (classical_analyze) and reads what it needs from that analysis:
 * genmove the choice, candidates the valued list with each move's
 * reasons in words, dead_stones the dragons' statuses. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "classical/classical.h"
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

static coord decide(struct engine *e, const struct game *g, int color, bool may_resign)
{
    struct classical *cl = state_of(e);
    struct cl_position *pos = malloc(sizeof *pos);
    coord m = PASS;
    if (pos && classical_analyze(cl, g, color, pos))
        m = classical_choose(cl, pos, may_resign);
    if (pos)
        cl_position_free(pos);
    free(pos);
    return m;
}

static coord cl_engine_genmove(struct engine *e, const struct game *g, int color)
{
    return decide(e, g, color, true);
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
    e->set_time = cl_engine_set_time;
    return e;
}

struct classical *classical_engine_state(struct engine *e)
{
    return e && e->name == CLASSICAL_NAME ? e->state : NULL;
}
