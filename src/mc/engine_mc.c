/* engine_mc.c — the `mc` engine: struct engine callbacks over one
 * mc_search (genmove with resigning, reproducible reg_genmove, candidates
 * for analysis, the GUIs' analysis (kata-analyze), dead stones from
 * ownership, GTP time control). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine.h"
#include "mc/mc.h"

static const char MC_NAME[] = "mc";

static struct mc_search *search_of(struct engine *e)
{
    return e->state;
}

static void mc_free(struct engine *e)
{
    mc_search_free(search_of(e));
    free(e);
}

static bool mc_set_option(struct engine *e, const char *name, const char *value, char *err,
                          int errlen)
{
    struct mc_search *s = search_of(e);
    if (!strcmp(name, "level")) {
        /* GNU Go's levels 1..10 (and beyond) as thousands of playouts. */
        char buf[32];
        int level = atoi(value);
        if (level < 1 || level > 1000) {
            snprintf(err, (size_t)errlen, "level must be 1..1000");
            return false;
        }
        snprintf(buf, sizeof buf, "%d", level * 1000);
        return mc_params_set(&s->par, "playouts", buf, err, errlen);
    }
    size_t old_memory = s->par.memory;
    if (!mc_params_set(&s->par, name, value, err, errlen))
        return false;
    if (s->par.memory != old_memory) {
        struct mc_tree fresh;
        if (!tree_init(&fresh, s->par.memory)) {
            s->par.memory = old_memory;
            snprintf(err, (size_t)errlen, "cannot allocate %s MB for the tree", value);
            return false;
        }
        tree_free(&s->tree);
        s->tree = fresh;
        s->have_root = false;
    }
    if (!strcmp(name, "seed"))
        s->rng_state = s->par.seed;
    if (!strcmp(name, "playout") || !strcmp(name, "policy"))
        mc_forget(s);
    return true;
}

static void mc_new_position(struct engine *e, const struct game *g)
{
    (void)g;
    mc_forget(search_of(e));
}

static coord mc_engine_genmove(struct engine *e, const struct game *g, int color)
{
    return mc_genmove(search_of(e), g, color, true);
}

/* Regression answers must not depend on earlier commands: a fresh tree
 * and a fixed seed every time. */
/* kgs-genmove_cleanup: genmove with the search's cleanup rule on. */
static coord mc_genmove_cleanup(struct engine *e, const struct game *g, int color)
{
    struct mc_search *s = search_of(e);
    s->cleanup = true;
    coord m = mc_engine_genmove(e, g, color);
    s->cleanup = false;
    return m;
}

static coord mc_reg_genmove(struct engine *e, const struct game *g, int color)
{
    struct mc_search *s = search_of(e);
    mc_forget(s);
    s->rng_state = s->par.seed;
    bool had_time = s->have_time;
    s->have_time = false;
    coord m = mc_genmove(s, g, color, false);
    s->have_time = had_time;
    mc_forget(s);
    return m;
}

static int mc_candidates(struct engine *e, const struct game *g, int color,
                         struct candidate *out, int max)
{
    struct mc_search *s = search_of(e);
    mc_search_run(s, g, color, s->par.playouts, s->par.max_seconds);
    struct mc_move_stat *st = malloc((size_t)(max > 0 ? max : 1) * sizeof *st);
    if (!st)
        return 0;
    int n = mc_root_stats(s, st, max);
    for (int i = 0; i < n; i++) {
        out[i].move = st[i].move;
        out[i].value = st[i].winrate;
        out[i].winrate = st[i].winrate;
        out[i].visits = st[i].visits;
        snprintf(out[i].reason, sizeof out[i].reason, "mc %d visits, rave %.3f/%d, prior %.2f",
                 st[i].visits, st[i].rave_winrate, st[i].rave_visits, st[i].prior);
    }
    free(st);
    return n;
}

/* The ownership count from color's side, komi included: every point
 * counted by how surely black owns it at the end of the playouts. */
static double ownership_lead(const struct mc_search *s, const struct game *g, int color,
                             float *own)
{
    const struct board *b = &g->board;
    double count = 0;
    FOR_EACH_POINT(b, p) {
        own[p] = (float)mc_ownership(s, p);
        count += own[p];
    }
    count -= g->komi;
    return color == BLACK ? count : -count;
}

/* One search of the configured size: the root's moves by visits with
 * their win rates and priors; MC keeps no score per move, so every move
 * gets the position's ownership count as its lead. */
static bool mc_analyze(struct engine *e, const struct game *g, int color,
                       struct engine_analysis *out)
{
    struct mc_search *s = search_of(e);
    mc_search_run(s, g, color, s->par.playouts, s->par.max_seconds);
    struct mc_move_stat st[ENGINE_ANALYSIS_MOVES];
    int n = mc_root_stats(s, st, ENGINE_ANALYSIS_MOVES);
    memset(out->ownership, 0, sizeof out->ownership);
    out->score_lead = ownership_lead(s, g, color, out->ownership);
    out->nmoves = 0;
    for (int i = 0; i < n; i++) {
        if (st[i].visits == 0)
            continue;
        struct engine_move_info *m = &out->move[out->nmoves++];
        m->move = st[i].move;
        m->visits = st[i].visits;
        m->winrate = st[i].winrate;
        m->score_lead = out->score_lead;
        m->prior = st[i].policy;
    }
    out->winrate = out->nmoves > 0 ? out->move[0].winrate : 0.5;
    return true;
}

static bool same_position(const struct mc_search *s, const struct game *g)
{
    return s->have_root && s->own_games > 0 && s->root_game.board.size == g->board.size
        && s->root_game.board.hash == g->board.hash && s->root_game.nmoves == g->nmoves;
}

static bool mc_dead(struct engine *e, const struct game *g, bool *dead)
{
    struct mc_search *s = search_of(e);
    if (!same_position(s, g)) {
        int playouts = s->par.playouts < 2000 ? 2000 : s->par.playouts;
        mc_search_run(s, g, g->to_move, playouts, s->par.max_seconds);
    }
    mc_dead_stones(s, &g->board, dead);
    return true;
}

static void mc_set_time(struct engine *e, const struct time_info *t)
{
    struct mc_search *s = search_of(e);
    s->time = *t;
    s->have_time = engine_time_budget(t, BLACK, &s->root_game.board) > 0
                || engine_time_budget(t, WHITE, &s->root_game.board) > 0;
}

struct engine *mc_engine_create(char *err, int errlen)
{
    struct engine *e = calloc(1, sizeof *e);
    struct mc_search *s = mc_search_new();
    if (!e || !s) {
        free(e);
        mc_search_free(s);
        snprintf(err, (size_t)errlen, "mc: out of memory");
        return NULL;
    }
    e->name = MC_NAME;
    e->state = s;
    e->free = mc_free;
    e->set_option = mc_set_option;
    e->new_position = mc_new_position;
    e->genmove = mc_engine_genmove;
    e->reg_genmove = mc_reg_genmove;
    e->genmove_cleanup = mc_genmove_cleanup;
    e->candidates = mc_candidates;
    e->dead_stones = mc_dead;
    e->analyze = mc_analyze;
    e->set_time = mc_set_time;
    return e;
}

struct mc_search *mc_engine_search(struct engine *e)
{
    return e && e->name == MC_NAME ? e->state : NULL;
}
