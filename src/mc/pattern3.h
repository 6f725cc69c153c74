/* pattern3.h — 3x3 shape patterns for playouts and priors.
 *
 * The eight neighbours of a point, two bits each (EMPTY, BLACK, WHITE,
 * OFFBOARD), form a 16-bit key.  A table of 65536 flags, built once per
 * search from a handful of hand-written shapes under the eight symmetries
 * and both color assignments, says whether playing the center is a good
 * local shape (hane, cut, edge block ...). */
#ifndef MOYO_MC_PATTERN3_H
#define MOYO_MC_PATTERN3_H

#include <stdbool.h>
#include <stdint.h>

#include "board/board.h"

struct pattern3 {
    uint8_t good[65536];
};

void pattern3_build(struct pattern3 *pt);

/* Key of the 3x3 neighbourhood of p (clockwise from the top-left). */
static inline unsigned pattern3_key(const struct board *b, coord p)
{
    int s = b->stride;
    const uint8_t *c = b->color;
    return (unsigned)c[p - s - 1] | (unsigned)c[p - s] << 2 | (unsigned)c[p - s + 1] << 4
         | (unsigned)c[p + 1] << 6 | (unsigned)c[p + s + 1] << 8 | (unsigned)c[p + s] << 10
         | (unsigned)c[p + s - 1] << 12 | (unsigned)c[p - 1] << 14;
}

static inline bool pattern3_match(const struct pattern3 *pt, const struct board *b, coord p)
{
    return pt->good[pattern3_key(b, p)];
}

#endif
