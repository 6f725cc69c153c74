/* connect_cache.c — the connection reader's transposition table.
 *
 * The key mixes the Zobrist hash of the stones with everything else an
 * answer depends on: the two root stones (which name the strings), the
 * question (connect or disconnect, i.e. who moves), the simple-ko point
 * and its colour, the ko master, the trymove depth (the depth limit is
 * absolute) and the board size.  The whole position is in the key, so a
 * position change needs no flush.  Direct mapped, always replace.
 */
#include "classical/connect_impl.h"

#include <stdlib.h>
#include <string.h>

struct conn_entry {
    uint64_t key;
    coord move;
    uint8_t result;
    uint8_t used;
};

struct connect_cache {
    size_t mask;
    struct conn_entry *e;
};

struct connect_cache *conn_cache_new(int log2size)
{
    struct connect_cache *cc = malloc(sizeof *cc);
    if (!cc)
        return NULL;
    size_t n = (size_t)1 << log2size;
    cc->e = calloc(n, sizeof *cc->e);
    if (!cc->e) {
        free(cc);
        return NULL;
    }
    cc->mask = n - 1;
    return cc;
}

void conn_cache_free(struct connect_cache *cc)
{
    if (cc) {
        free(cc->e);
        free(cc);
    }
}

void conn_cache_clear(struct connect_cache *cc)
{
    if (cc)
        memset(cc->e, 0, (cc->mask + 1) * sizeof *cc->e);
}

static uint64_t mix(uint64_t x)
{
    x ^= x >> 30;
    x *= 0xbf58476d1ce4e5b9ULL;
    x ^= x >> 27;
    x *= 0x94d049bb133111ebULL;
    x ^= x >> 31;
    return x;
}

static uint64_t conn_key(const struct connection *c, int kind)
{
    const struct board *b = c->b;
    uint64_t pair = (uint64_t)c->str_a | (uint64_t)c->str_b << 16
        | (uint64_t)(kind & 1) << 32 | (uint64_t)(c->komaster & 3) << 33
        | (uint64_t)(b->size & 0x1f) << 35 | (uint64_t)(b->depth & 0x3ff) << 40;
    uint64_t ko = (uint64_t)b->ko | (uint64_t)(b->ko_color & 3) << 16;
    uint64_t k = b->hash ^ mix(pair ^ mix(ko + 0x9e3779b97f4a7c15ULL));
    return k ? k : 1;
}

bool conn_cache_lookup(struct connection *c, int kind, int *result, coord *move)
{
    struct connect_cache *cc = c->cache;
    if (!cc)
        return false;
    uint64_t k = conn_key(c, kind);
    const struct conn_entry *e = &cc->e[k & cc->mask];
    if (e->used && e->key == k) {
        c->stats.cache_hits++;
        *result = e->result;
        *move = e->move;
        return true;
    }
    c->stats.cache_misses++;
    return false;
}

void conn_cache_store(struct connection *c, int kind, int result, coord move)
{
    struct connect_cache *cc = c->cache;
    if (!cc)
        return;
    uint64_t k = conn_key(c, kind);
    struct conn_entry *e = &cc->e[k & cc->mask];
    e->key = k;
    e->move = move;
    e->result = (uint8_t)result;
    e->used = 1;
    c->stats.cache_stores++;
}
