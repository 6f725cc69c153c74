/* connect_cache.c — the connection reader's key into the shared transposition table
 * (classical/reading/ttable.h), and its counted look-ups and stores.
 *
 * The key mixes the Zobrist hash of the stones with everything else an
 * answer depends on: the two root stones (which name the strings), the
 * question (connect or disconnect, i.e. who moves), the simple-ko point
 * and its colour, the ko master, the trymove depth (the depth limit is
 * absolute) and the board size.  The whole position is in the key, so a
 * position change needs no flush.  Direct mapped, always replace.
 */
#include "classical/connect/connect_impl.h"

#include "classical/reading/ttable.h"

static uint64_t conn_key(const struct connection *c, int kind)
{
    const struct board *b = c->b;
    uint64_t pair = (uint64_t)c->str_a | (uint64_t)c->str_b << 16
        | (uint64_t)(kind & 1) << 32 | (uint64_t)(c->komaster & 3) << 33
        | (uint64_t)(b->size & 0x1f) << 35 | (uint64_t)(b->depth & 0x3ff) << 40;
    uint64_t ko = (uint64_t)b->ko | (uint64_t)(b->ko_color & 3) << 16;
    uint64_t k = b->hash ^ ttable_mix(pair ^ ttable_mix(ko + 0x9e3779b97f4a7c15ULL));
    return k ? k : 1;
}

bool conn_cache_lookup(struct connection *c, int kind, int *result, coord *move)
{
    if (!c->cache)
        return false;
    if (ttable_lookup(c->cache, conn_key(c, kind), result, move)) {
        c->stats.cache_hits++;
        return true;
    }
    c->stats.cache_misses++;
    return false;
}

void conn_cache_store(struct connection *c, int kind, int result, coord move)
{
    if (!c->cache)
        return;
    ttable_store(c->cache, conn_key(c, kind), result, move);
    c->stats.cache_stores++;
}
