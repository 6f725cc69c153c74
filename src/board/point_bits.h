/* point_bits.h — a set of board points as bits, for one query's "seen"
 * marks.  Clearing it costs a dozen words where a byte per point would
 * cost a memset of the whole board, and the liberty queries that use it
 * (board_libs_after, the liberty scan) run at nearly every node of the
 * tactical reader. */
#ifndef MOYO_POINT_BITS_H
#define MOYO_POINT_BITS_H

#include <string.h>

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

/* Byte arrays read eight points at a time (colours, marks): bit 0 of
 * each byte lane of a word (lane i: the byte at offset i of the
 * memcpy'd word, whatever the machine's byte order) is 1 where the lane
 * equals v; the lanes must hold 0..3, as colours do. */
static inline uint64_t byte_lanes_equal(uint64_t w, unsigned v)
{
    uint64_t x = w ^ 0x0101010101010101ULL * v;
    return ~(x | x >> 1) & 0x0101010101010101ULL;
}

/* The lanes' bit 0 (lanes 0..7) as bits 0..7: for a word read at point
 * p, bit i stands for point p + i. */
static inline unsigned byte_lanes_bits(uint64_t lanes)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    return (unsigned)((lanes * 0x0102040810204080ULL) >> 56);
#else
    unsigned char by[8];
    unsigned out = 0;
    memcpy(by, &lanes, 8);
    for (int i = 0; i < 8; i++)
        out |= (unsigned)by[i] << i;
    return out;
#endif
}

#endif
