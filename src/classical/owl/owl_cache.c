/* owl_cache.c — the owl's key into the shared transposition table
 * (classical/reading/ttable.h), and its counted look-ups and stores.
 *
 * The key mixes the Zobrist hash of the stones with everything the answer
 * depends on: the simple-ko point and its colour, the ko master of the
 * line, the stone asked about, the goal (a Zobrist of its points, since
 * the goal grows along a line), attack or defence, the plies left
 * before the horizon, and whether the node is a check's counter read as
 * wide as a root (wide_counter: one width's answer must not stand in
 * for the other's), and whether an attacker's node is a report's reply
 * to a root move (owl_report_reply: its dead verdict may be read).  Since the whole position is in the key, an entry
 * never answers for another position and a position change needs no
 * flush; owl_set_level clears it because limits are not in the key.
 * Direct mapped, always replace.
 */
#include "classical/owl/owl_impl.h"

#include "classical/reading/ttable.h"

static uint64_t key_of(const struct owl *o, int kind)
{
    const struct board *b = o->b;
    int ply = b->depth - o->root_depth;
    int left = o->max_depth - ply;
    /* A check's counter at ply 1 is read as wide as a root
     * (wide_counter); the same node read at ply 1's width otherwise is
     * another answer. */
    bool wide = o->wide_counter && ply == 1;
    uint64_t extra = (uint64_t)o->origin
        | (uint64_t)(kind & 3) << 16
        | (uint64_t)(left & 0xff) << 18
        | (uint64_t)b->ko << 26
        | (uint64_t)(b->ko_color & 3) << 42
        | (uint64_t)(o->komaster & 3) << 44
        | (uint64_t)(b->size & 0x1f) << 46
        | (uint64_t)o->walled_ties << 51
        | (uint64_t)wide << 52
        | (uint64_t)(kind == 0 && owl_report_reply(o)) << 53;
    uint64_t k = b->hash ^ ttable_mix(extra) ^ ttable_mix(o->goal_hash + 0x9e3779b97f4a7c15ULL);
    return k ? k : 1;
}

bool owl_cache_lookup(struct owl *o, int kind, int *result, coord *move)
{
    if (!o->cache)
        return false;
    if (ttable_lookup(o->cache, key_of(o, kind), result, move)) {
        o->stats.cache_hits++;
        return true;
    }
    o->stats.cache_misses++;
    return false;
}

void owl_cache_store(struct owl *o, int kind, int result, coord move)
{
    if (!o->cache)
        return;
    ttable_store(o->cache, key_of(o, kind), result, move);
    o->stats.cache_stores++;
}
