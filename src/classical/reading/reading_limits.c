/* reading_limits.c — the reader's life cycle and its limits: depth
 * cut-offs, the per-read node budget and the hard node cap.
 *
 * The defaults follow the classical tacticians: main depth 16 with
 * deeper reading only for forced lines, speculative moves (backfill,
 * nets, breaking the chain) allowed only near the root, 4-liberty strings
 * attacked only in the first 7 plies, conditional ko captures up to ply 8.
 */
#include "classical/reading/reading_impl.h"
#include "classical/reading/ttable.h"

#include <stdlib.h>

#define CACHE_LOG2 18
#define DEFAULT_NODE_BUDGET 10000
#define DEFAULT_NODE_CAP 200000

static const struct reading_limits DEFAULT_LIMITS = {
    .depth = 16,
    .backfill = 12,
    .backfill2 = 5,
    .break_chain = 7,
    .fourlib = 7,
    .ko = 8,
    .branch = 13,
};

static void set_limits(struct reading *r);

struct reading *reading_new(void)
{
    struct reading *r = calloc(1, sizeof *r);
    if (!r)
        return NULL;
    r->cache = ttable_new(CACHE_LOG2);
    r->node_budget = DEFAULT_NODE_BUDGET;
    r->node_cap = DEFAULT_NODE_CAP;
    /* the limits without reading_reset_limits' clear: a fresh table is
     * empty already */
    r->depth_offset = 0;
    set_limits(r);
    return r;
}

void reading_free(struct reading *r)
{
    if (r) {
        ttable_free(r->cache);
        free(r);
    }
}

static int shifted(int v, int delta)
{
    v += delta;
    return v < 0 ? 0 : v;
}

static void set_limits(struct reading *r)
{
    const struct reading_limits *d = &DEFAULT_LIMITS;
    int o = r->depth_offset;
    r->lim.depth = shifted(d->depth, o);
    r->lim.backfill = shifted(d->backfill, o);
    r->lim.backfill2 = shifted(d->backfill2, o);
    r->lim.break_chain = shifted(d->break_chain, o);
    r->lim.fourlib = shifted(d->fourlib, o);
    r->lim.ko = shifted(d->ko, o);
    r->lim.branch = shifted(d->branch, o);
}

/* New depths make the cached results stale. */
static void apply_offset(struct reading *r)
{
    set_limits(r);
    ttable_clear(r->cache);
}

void reading_reset_limits(struct reading *r)
{
    r->depth_offset = 0;
    apply_offset(r);
}

void reading_change_depths(struct reading *r, int delta)
{
    r->depth_offset += delta;
    apply_offset(r);
}

void reading_clear_cache(struct reading *r)
{
    ttable_clear(r->cache);
}
