/* point_bits.h — a set of board points as bits, for one query's "seen"
 * marks.  Clearing it costs a dozen words where a byte per point would
 * cost a memset of the whole board, and the liberty queries that use it
 * (board_libs_after, the liberty scan) run at nearly every node of the
 * tactical reader. */
#ifndef MOYO_POINT_BITS_H
#define MOYO_POINT_BITS_H

#include "board/board.h"

struct point_bits {
    uint64_t w[(BOARD_MAX_POINTS + 63) / 64];
};

static inline void point_bits_clear(struct point_bits *s, const struct board *b)
{
    for (int i = 0, words = (b->npoints + 63) >> 6; i < words; i++)
        s->w[i] = 0;
}

/* Adds q; true if it was not in the set yet. */
static inline bool point_bits_add(struct point_bits *s, coord q)
{
    uint64_t bit = (uint64_t)1 << (q & 63), *w = &s->w[q >> 6];
    bool fresh = !(*w & bit);
    *w |= bit;
    return fresh;
}

#endif
