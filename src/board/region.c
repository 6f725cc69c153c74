/* region.c — owns the flood fill (see region.h). */
#include "board/region.h"

#include <limits.h>
#include <stdbool.h>
#include <string.h>

/* The one flood: region_flood when max is INT_MAX (no limit), else
 * region_flood_max's early stop (region.h).  Inlined into each entry
 * point, so that the one without a limit, and region_label_all without
 * a list or a touch mask, lose the tests they do not need (the eye
 * spaces and Benson's regions are flooded at every node of the owl's
 * search). */
static inline __attribute__((always_inline)) int flood(const struct board *b, const uint8_t *col, coord start, unsigned inside,
                 uint16_t *mark, uint16_t id, coord *out, unsigned *touch, int max)
{
    coord stack[BOARD_MAX_POINTS];
    unsigned border = 0;
    int n = 0, sp = 0, marked = 1;
    bool limited = max < INT_MAX;
    /* OFFBOARD is never inside, whatever the mask says. */
    inside &= REGION_BIT(EMPTY) | REGION_BIT(BLACK) | REGION_BIT(WHITE);
    if (mark[start] || !(REGION_BIT(col[start]) & inside)) {
        if (touch)
            *touch = 0;
        return 0;
    }
    mark[start] = id;
    stack[sp++] = start;
    const int dir[4] = {b->dir[0], b->dir[1], b->dir[2], b->dir[3]};
    while (sp) {
        coord q = stack[--sp];
        if (out)
            out[n] = q;
        n++;
#pragma GCC unroll 4
        for (int k = 0; k < 4; k++) {
            coord a = (coord)(q + dir[k]);
            unsigned bit = REGION_BIT(col[a]);
            if (!(bit & inside)) {
                border |= bit;
                continue;
            }
            if (mark[a]) {
                if (limited && mark[a] != id)
                    goto big;       /* a region a flood before gave up on */
                continue;
            }
            if (limited && marked >= max)
                goto big;           /* one point more than max */
            mark[a] = id;
            marked++;
            stack[sp++] = a;
        }
    }
    if (touch)
        *touch = border;
    return n;
big:
    if (touch)
        *touch = border;
    return max + 1;
}

int region_flood(const struct board *b, const uint8_t *col, coord start, unsigned inside,
                 uint16_t *mark, uint16_t id, coord *out, unsigned *touch)
{
    return flood(b, col, start, inside, mark, id, out, touch, INT_MAX);
}

int region_flood_max(const struct board *b, const uint8_t *col, coord start, unsigned inside,
                     uint16_t *mark, uint16_t id, coord *out, unsigned *touch, int max)
{
    return flood(b, col, start, inside, mark, id, out, touch, max < INT_MAX ? max : INT_MAX - 1);
}

int region_label_all(const struct board *b, const uint8_t *col, unsigned inside,
                     uint16_t *mark)
{
    int n = 0;
    memset(mark, 0, sizeof(uint16_t) * (size_t)b->npoints);
    FOR_EACH_POINT(b, p) {
        if (mark[p] || !(REGION_BIT(col[p]) & inside))
            continue;
        flood(b, col, p, inside, mark, (uint16_t)(n + 1), NULL, NULL, INT_MAX);
        n++;
    }
    return n;
}
