/* ttable.h — owns the searchers' one transposition table: a direct-mapped,
 * always-replace table of (64-bit key -> result code, key move).
 *
 * The tactician, the connection reader and the owl each build their own
 * key (the Zobrist hash of the stones mixed with everything else their
 * answer depends on: ko point, ko master, target, question, depth) and
 * count their own hits; the table itself is the same for all three.
 * Always-replace because the reads are short and recent entries are the
 * useful ones; the whole position is in every key, so a position change
 * needs no flush.
 */
#ifndef MOYO_TTABLE_H
#define MOYO_TTABLE_H

#include <stdbool.h>
#include <stdint.h>

#include "board/board.h"

struct ttable;

/* A table of 2^log2size entries, zeroed; NULL when out of memory. */
struct ttable *ttable_new(int log2size);
void ttable_free(struct ttable *t);          /* NULL is fine */
void ttable_clear(struct ttable *t);         /* NULL is fine */

/* The answer stored under key, if any.  key must not be 0. */
bool ttable_lookup(const struct ttable *t, uint64_t key, int *result, coord *move);
void ttable_store(struct ttable *t, uint64_t key, int result, coord move);
/* Starts fetching key's entry into the cache (a hint; no effect on any
 * answer). */
void ttable_prefetch(const struct ttable *t, uint64_t key);

/* A 64-bit finaliser (splitmix64's) for folding key parts into a hash. */
static inline uint64_t ttable_mix(uint64_t x)
{
    x ^= x >> 30;
    x *= 0xbf58476d1ce4e5b9ULL;
    x ^= x >> 27;
    x *= 0x94d049bb133111ebULL;
    x ^= x >> 31;
    return x;
}

#endif
