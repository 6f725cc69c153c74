/* reading_cache.c — the tactician's key into the shared transposition table
 * (classical/reading/ttable.h), and its counted look-ups and stores.
 *
 * One entry per (position, question): the key mixes the Zobrist hash of
 * the stones with everything else the answer depends on — the simple-ko
 * point and who may not play it, the ko master of the line, the target
 * stone, attack or defence, the trymove depth (all limits are absolute
 * depths), the board size and the credit of a credited read (its
 * speculative limits are raised: reading_defend_credited).  Because the whole position is in the key
 * an entry can never answer for another position, so a position change
 * needs no flush; the limits are not in the key, so changing them clears
 * the table (reading_change_depths does).  Always-replace, direct mapped:
 * the reads are short and recent entries are the useful ones.
 */
#include "classical/reading/reading_impl.h"

#include "classical/reading/ttable.h"

static uint64_t key_of(const struct reading *r, uint64_t hash, int depth, coord ko, int ko_color,
                       int kind, coord str)
{
    const struct board *b = r->b;
    uint64_t extra = (uint64_t)str
        | (uint64_t)kind << 16
        | (uint64_t)(depth & 0x3ff) << 17
        | (uint64_t)ko << 27
        | (uint64_t)(ko_color & 3) << 43
        | (uint64_t)(r->komaster & 3) << 45
        | (uint64_t)(b->size & 0x1f) << 47
        | (uint64_t)(r->credit & 0x1f) << 52;
    /* Nearly every line has no ko master: its part of the key is then a
     * constant the compiler folds (the same value, one mix less a key). */
    uint64_t kom = r->kom_pos == PASS ? ttable_mix((uint64_t)PASS + 0x9e3779b97f4a7c15ULL)
                                      : ttable_mix((uint64_t)r->kom_pos + 0x9e3779b97f4a7c15ULL);
    uint64_t k = hash ^ ttable_mix(extra ^ kom);
    return k ? k : 1;
}

uint64_t cache_key(const struct reading *r, int kind, coord str)
{
    const struct board *b = r->b;
    return key_of(r, b->hash, b->depth, b->ko, b->ko_color, kind, str);
}

/* After a move that captures nothing the stones' hash differs by the
 * new stone alone, the depth is one more and no point is banned by ko. */
uint64_t cache_key_after(const struct reading *r, int kind, coord str, coord move, int color)
{
    const struct board *b = r->b;
    return key_of(r, b->hash ^ board_zobrist(move, color), b->depth + 1, PASS, EMPTY, kind, str);
}

void cache_prefetch_after(const struct reading *r, int kind, coord str, coord move, int color)
{
    if (r->cache && move != PASS)
        ttable_prefetch(r->cache, cache_key_after(r, kind, str, move, color));
}

bool cache_lookup(struct reading *r, int kind, coord str, int *result, coord *move,
                  uint64_t *key)
{
    *key = 0;
    if (!r->cache)
        return false;
    *key = cache_key(r, kind, str);
    if (ttable_lookup(r->cache, *key, result, move)) {
        r->stats.cache_hits++;
        return true;
    }
    r->stats.cache_misses++;
    return false;
}

void cache_store(struct reading *r, uint64_t key, int result, coord move)
{
    if (!r->cache || !key)
        return;
    ttable_store(r->cache, key, result, move);
    r->stats.cache_stores++;
}
