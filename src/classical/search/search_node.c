/* search_node.c — owns the analysis of one node of the global search and
 * the cache that spares re-analysing it on the next, deeper iteration.
 *
 * Two depths of analysis, both without the owl (its reads would cost a
 * whole move's budget per node; the static dragon statuses stand in):
 *   - expand: the full classical analysis (dragons, influence, every
 *     move generator, valuation) for the node's margin and its best
 *     candidates, the moves searched below it;
 *   - evaluate: the cheap re-analysis at a leaf: dragons and the
 *     influence map with their statuses, counted by cl_evaluate.
 * A node costs one unit of the node budget only when it is analysed; a
 * cache hit is free. */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "classical/movegen/movegen.h"
#include "classical/search/search_impl.h"

bool search_spent(struct search_ctx *s)
{
    if (s->out)
        return true;
    if (s->nodes >= s->budget.max_nodes
        || (s->budget.deadline > 0 && engine_now() >= s->budget.deadline))
        s->out = true;
    return s->out;
}

static uint64_t node_key(const struct board *b, int color)
{
    uint64_t k = b->hash ^ (color == WHITE ? 0x9e3779b97f4a7c15ULL : 0)
        ^ ((uint64_t)b->ko * 0xbf58476d1ce4e5b9ULL);
    return k ? k : 1;
}

static struct search_node *slot_for(struct search_ctx *s, uint64_t key)
{
    return &s->cache[key % SEARCH_CACHE_SIZE];
}

const struct search_node *search_expand(struct search_ctx *s, const struct game *g, int color)
{
    uint64_t key = node_key(&g->board, color);
    struct search_node *n = slot_for(s, key);
    if (n->key == key && n->expanded)
        return n;
    if (search_spent(s))
        return NULL;
    struct cl_position *pos = malloc(sizeof *pos);
    if (!pos)
        return NULL;
    s->nodes++;
    int owl_dragons = s->cl->par.owl_dragons;
    s->cl->par.owl_dragons = 0;
    bool ok = classical_analyze(s->cl, g, color, pos);
    s->cl->par.owl_dragons = owl_dragons;
    if (ok) {
        *n = (struct search_node){.key = key, .expanded = true};
        n->eval = cl_position_margin(pos, color);
        for (int i = 0; i < pos->ncand && n->nmoves < s->width; i++)
            if (pos->cand[i].value >= s->cl->par.pass_below)
                n->move[n->nmoves++] = pos->cand[i].move;
    }
    cl_position_free(pos);
    free(pos);
    return ok ? n : NULL;
}

/* Dragons with their static statuses and the influence they radiate. */
static bool light_analysis(struct classical *cl, const struct game *g, int color,
                           struct cl_position *pos)
{
    memset(pos, 0, offsetof(struct cl_position, weight));
    pos->cand = NULL;       /* past the cleared head, as in classical_analyze */
    pos->ncand = 0;
    reasons_init(&pos->reasons);
    board_copy(&pos->b, &g->board);
    pos->color = color;
    pos->komi = g->komi;
    pos->rules = g->rules;
    pos->nmoves = g->nmoves;
    if (!dragon_analyze(&pos->dragons, &pos->b, cl->reading, cl->patterns, cl->dragon_eyes))
        return false;
    pos->have_dragons = true;
    pos->status = calloc((size_t)pos->dragons.ndragons + 1, sizeof *pos->status);
    if (!pos->status)
        return false;
    for (int d = 0; d < pos->dragons.ndragons; d++)
        pos->status[d] = pos->dragons.dragon[d].status;
    struct status_provider sp = cl_status_provider(pos);
    influence_compute(&pos->inf, &pos->b, cl->par.influence, &sp);
    return true;
}

bool search_evaluate(struct search_ctx *s, const struct game *g, int color, double *eval)
{
    uint64_t key = node_key(&g->board, color);
    struct search_node *n = slot_for(s, key);
    if (n->key == key) {
        *eval = n->eval;
        return true;
    }
    if (search_spent(s))
        return false;
    struct cl_position *pos = malloc(sizeof *pos);
    if (!pos)
        return false;
    s->nodes++;
    bool ok = light_analysis(s->cl, g, color, pos);
    if (ok) {
        *eval = cl_position_margin(pos, color);
        *n = (struct search_node){.key = key, .eval = *eval};
    }
    cl_position_free(pos);
    free(pos);
    return ok;
}

/* The point that saves or captures string str of one liberty, for
 * color to play, or PASS when playing there does nothing useful. */
static coord fight_point(const struct board *b, int color, coord str)
{
    coord lib;
    if (board_liberties(b, str, &lib, 1) != 1 || !board_is_legal(b, color, lib))
        return PASS;
    if (b->color[str] == color && board_libs_after(b, color, lib) < 2)
        return PASS;    /* extending into a ladder or a second atari saves nothing */
    return lib;
}

int search_tactical_moves(const struct board *b, int color, coord *out, int max)
{
    int n = 0, size[BOARD_MAX_SIZE * BOARD_MAX_SIZE];
    FOR_EACH_POINT(b, p) {
        if (b->color[p] == EMPTY || b->str[p] != p || board_countlib(b, p) != 1)
            continue;
        coord m = fight_point(b, color, p);
        bool seen = m == PASS;
        for (int i = 0; i < n && !seen; i++)
            seen = out[i] == m;
        if (seen)
            continue;
        /* Insert by string size, biggest first; drop the smallest. */
        int sz = board_string_size(b, p), i = n < max ? n++ : max;
        while (i > 0 && size[i - 1] < sz) {
            if (i < max) {
                out[i] = out[i - 1];
                size[i] = size[i - 1];
            }
            i--;
        }
        if (i < max) {
            out[i] = m;
            size[i] = sz;
        }
    }
    return n;
}
