/* reading_cache.c — the tactician's transposition table.
 *
 * One entry per (position, question): the key mixes the Zobrist hash of
 * the stones with everything else the answer depends on — the simple-ko
 * point and who may not play it, the ko master of the line, the target
 * stone, attack or defence, the trymove depth (all limits are absolute
 * depths) and the board size.  Because the whole position is in the key
 * an entry can never answer for another position, so a position change
 * needs no flush; the limits are not in the key, so changing them clears
 * the table (reading_change_depths does).  Always-replace, direct mapped:
 * the reads are short and recent entries are the useful ones.
 */
#include "classical/reading_impl.h"

#include <stdlib.h>
#include <string.h>

struct cache_entry {
    uint64_t key;
    coord move;
    uint8_t result;
    uint8_t used;
};

struct reading_cache {
    size_t mask;
    struct cache_entry *e;
};

struct reading_cache *cache_new(int log2size)
{
    struct reading_cache *c = malloc(sizeof *c);
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

void cache_free(struct reading_cache *c)
{
    if (c) {
        free(c->e);
        free(c);
    }
}

void cache_clear(struct reading_cache *c)
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

static uint64_t cache_key(const struct reading *r, int kind, coord str)
{
    const struct board *b = r->b;
    uint64_t extra = (uint64_t)str
        | (uint64_t)kind << 16
        | (uint64_t)(b->depth & 0x3ff) << 17
        | (uint64_t)b->ko << 27
        | (uint64_t)(b->ko_color & 3) << 43
        | (uint64_t)(r->komaster & 3) << 45
        | (uint64_t)(b->size & 0x1f) << 47;
    uint64_t k = b->hash ^ mix(extra ^ mix((uint64_t)r->kom_pos + 0x9e3779b97f4a7c15ULL));
    return k ? k : 1;
}

bool cache_lookup(struct reading *r, int kind, coord str, int *result, coord *move)
{
    struct reading_cache *c = r->cache;
    if (!c)
        return false;
    uint64_t k = cache_key(r, kind, str);
    const struct cache_entry *e = &c->e[k & c->mask];
    if (e->used && e->key == k) {
        r->stats.cache_hits++;
        *result = e->result;
        *move = e->move;
        return true;
    }
    r->stats.cache_misses++;
    return false;
}

void cache_store(struct reading *r, int kind, coord str, int result, coord move)
{
    struct reading_cache *c = r->cache;
    if (!c)
        return;
    uint64_t k = cache_key(r, kind, str);
    struct cache_entry *e = &c->e[k & c->mask];
    e->key = k;
    e->move = move;
    e->result = (uint8_t)result;
    e->used = 1;
    r->stats.cache_stores++;
}
