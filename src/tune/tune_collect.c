/* tune_collect.c — owns the data set of the weight fit: positions from
 * game records, the classical engine's candidates with their features,
 * and the MC engine's expected score after each candidate. */
#include <stdlib.h>
#include <string.h>

#include "board/coord.h"
#include "classical/engine/classical.h"
#include "mc/mc.h"
#include "sgf/sgf.h"
#include "tune/tune.h"
#include "util/rng.h"

/* Expected area margin from mover's side after `move`: the MC engine's
 * ownership after a search for the opponent. */
static double mc_reference(struct mc_search *s, const struct game *g, int mover, coord move,
                           long playouts, uint64_t seed)
{
    struct game *after = malloc(sizeof *after);
    if (!after)
        return 0;
    game_copy(after, g);
    game_play(after, mover, move);
    mc_forget(s);
    s->rng_state = rng_seed(seed);
    mc_search_run(s, after, other_color(mover), playouts, 0);
    double own = 0;
    const struct board *b = &after->board;
    FOR_EACH_POINT(b, p) {
        own += mc_ownership(s, p);
    }
    double margin = own - after->komi;          /* black's area minus white's, komi in */
    game_free(after);
    free(after);
    return mover == BLACK ? margin : -margin;
}

/* Which candidates: the best `top`, and `sampled` more drawn from the rest
 * so that the fit also sees moves the engine values low. */
static int pick_candidates(const struct cl_position *pos, int top, int sampled, uint64_t *rng,
                           int *out)
{
    int n = 0;
    for (int i = 0; i < pos->ncand && i < top; i++)
        out[n++] = i;
    int rest = pos->ncand - n;
    for (int k = 0; k < sampled && rest > 0; k++) {
        int pick = top + (int)rng_below(rng, (uint32_t)rest);
        bool dup = false;
        for (int j = 0; j < n; j++)
            dup |= out[j] == pick;
        if (!dup)
            out[n++] = pick;
    }
    return n;
}

static void write_header(FILE *out)
{
    fprintf(out, "# position\tmove\treference");
    for (int k = 0; k < RK_NKINDS; k++)
        fprintf(out, "\t%s", reason_kind_name(k));
    fputc('\n', out);
}

static void write_row(FILE *out, int position, const struct board *b, const struct cl_move *m,
                      double ref)
{
    char v[8];
    fprintf(out, "%d\t%s\t%.3f", position, format_vertex(b, m->move, v), ref);
    for (int k = 0; k < RK_NKINDS; k++)
        fprintf(out, "\t%.3f", m->feature[k]);
    fputc('\n', out);
}

struct collector {
    const struct tune_collect_opts *o;
    struct classical *cl;
    struct mc_search *mc;
    struct cl_position *pos;
    struct game *g;
    uint64_t rng;
    int position;
    FILE *out;
};

static void collect_position(struct collector *c)
{
    int color = c->g->to_move;
    if (!classical_analyze(c->cl, c->g, color, c->pos)) {
        cl_position_free(c->pos);
        return;
    }
    int *idx = malloc(sizeof *idx * (size_t)(c->o->top + c->o->sampled + 1));
    if (idx && c->pos->ncand >= 2) {
        int n = pick_candidates(c->pos, c->o->top, c->o->sampled, &c->rng, idx);
        for (int i = 0; i < n; i++) {
            const struct cl_move *m = &c->pos->cand[idx[i]];
            double ref = mc_reference(c->mc, c->g, color, m->move, c->o->playouts,
                                      c->o->seed + (uint64_t)c->position);
            write_row(c->out, c->position, &c->g->board, m, ref);
        }
        c->position++;
        fflush(c->out);
    }
    free(idx);
    cl_position_free(c->pos);
}

static bool collect_game(struct collector *c, const char *path, char *err, int errlen)
{
    struct sgf_info info;
    struct sgf_error e;
    if (!sgf_load_game(path, 0, NULL, c->g, &info, &e)) {
        snprintf(err, (size_t)errlen, "%s: cannot load", path);
        return false;
    }
    int len = c->g->nmoves;
    /* Spread over the game, past the first moves (where the opening
     * patterns decide) and before the last (where little is left). */
    for (int k = 0; k < c->o->per_game && len > 10; k++) {
        int lo = len / 10, hi = len * 85 / 100;
        int at = lo + (int)rng_below(&c->rng, (uint32_t)(hi - lo + 1));
        if (!sgf_load_game(path, at + 1, NULL, c->g, &info, &e))
            continue;
        collect_position(c);
    }
    return true;
}

bool tune_collect(const struct tune_collect_opts *o, FILE *out, char *err, int errlen)
{
    struct collector c = {.o = o, .rng = rng_seed(o->seed), .out = out};
    c.cl = classical_new();
    c.mc = mc_search_new();
    c.pos = malloc(sizeof *c.pos);
    c.g = malloc(sizeof *c.g);
    bool ok = c.cl && c.mc && c.pos && c.g;
    if (!ok)
        snprintf(err, (size_t)errlen, "out of memory");
    if (ok && o->weights)
        ok = classical_set_option(c.cl, "weights", o->weights, err, errlen);
    if (ok) {
        game_init(c.g, 9, 7.5);
        write_header(out);
        for (int i = 0; i < o->nfiles; i++)
            if (!collect_game(&c, o->files[i], err, errlen))
                fprintf(stderr, "moyo tune: %s (skipped)\n", err);
        game_free(c.g);
    }
    classical_free(c.cl);
    mc_search_free(c.mc);
    free(c.pos);
    free(c.g);
    return ok;
}
