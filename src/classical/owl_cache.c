/* owl_cache.c — the owl's transposition table.
 *
 * The key mixes the Zobrist hash of the stones with everything the answer
 * depends on: the simple-ko point and its colour, the ko master of the
 * line, the stone asked about, the goal (a Zobrist of its points, since
 * the goal grows along a line), attack or defence, and the plies left
 * before the horizon.  Since the whole position is in the key, an entry
 * never answers for another position and a position change needs no
 * flush; owl_set_level clears it because limits are not in the key.
 * Direct mapped, always replace.
 */
#include "classical/owl_impl.h"

#include <stdlib.h>
#include <string.h>

struct owl_entry {
    uint64_t key;
    coord move;
    uint8_t result;
    uint8_t used;
};

struct owl_cache {
    size_t mask;
    struct owl_entry *e;
};

struct owl_cache *owl_cache_new(int log2size)
{
    struct owl_cache *c = malloc(sizeof *c);
    if (!c)
        return NULL;
    size_t n = (size_t)1 << log2size;
    c->e = calloc(n, sizeof *c->e);
    if (!c->e) {
        free(c);
        return NULL;
    }
    c->mask = n - 1;
    return c;
}

void owl_cache_free(struct owl_cache *c)
{
    if (c) {
        free(c->e);
        free(c);
    }
}

void owl_cache_clear(struct owl_cache *c)
{
    if (c)
        memset(c->e, 0, (c->mask + 1) * sizeof *c->e);
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

static uint64_t key_of(const struct owl *o, int kind)
{
    const struct board *b = o->b;
    int left = o->max_depth - (b->depth - o->root_depth);
    uint64_t extra = (uint64_t)o->origin
        | (uint64_t)kind << 16
        | (uint64_t)(left & 0xff) << 17
        | (uint64_t)b->ko << 25
        | (uint64_t)(b->ko_color & 3) << 41
        | (uint64_t)(o->komaster & 3) << 43
        | (uint64_t)(b->size & 0x1f) << 45;
    uint64_t k = b->hash ^ mix(extra) ^ mix(o->goal_hash + 0x9e3779b97f4a7c15ULL);
    return k ? k : 1;
}

bool owl_cache_lookup(struct owl *o, int kind, int *result, coord *move)
{
    if (!o->cache)
        return false;
    uint64_t k = key_of(o, kind);
    const struct owl_entry *e = &o->cache->e[k & o->cache->mask];
    if (e->used && e->key == k) {
        o->stats.cache_hits++;
        *result = e->result;
        *move = e->move;
        return true;
    }
    o->stats.cache_misses++;
    return false;
}

void owl_cache_store(struct owl *o, int kind, int result, coord move)
{
    if (!o->cache)
        return;
    uint64_t k = key_of(o, kind);
    struct owl_entry *e = &o->cache->e[k & o->cache->mask];
    e->key = k;
    e->move = move;
    e->result = (uint8_t)result;
    e->used = 1;
    o->stats.cache_stores++;
}
