/* region.h — owns flood fill: the one way moyo finds the connected sets
 * of points (empty regions, eye spaces, areas bounded by one colour).
 *
 * A region is a maximal 4-connected set of on-board points whose colour,
 * read from a colour array the caller passes, is in an "inside" mask.
 * The colour array is usually b->color, but the scorer floods a copy with
 * dead stones taken off, so the array is a parameter.  Marks are ids in a
 * caller-owned uint16_t array, 0 meaning "not visited", so one array can
 * label many regions and no caller needs a second visited set.
 */
#ifndef MOYO_REGION_H
#define MOYO_REGION_H

#include "board/board.h"

/* Colour bits for the masks below. */
#define REGION_BIT(c) (1u << (c))
#define REGION_EMPTY REGION_BIT(EMPTY)
#define REGION_NOT(c) ((REGION_BIT(EMPTY) | REGION_BIT(BLACK) | REGION_BIT(WHITE)) & ~REGION_BIT(c))

/* Floods the region holding start (whose colour must be inside), giving
 * each of its points mark[q] = id (points already marked non-zero are
 * never entered).  out (may be NULL) receives the points, in flood order;
 * *touch (may be NULL) the OR of REGION_BIT(col[a]) over every neighbour a
 * outside the region, OFFBOARD included.  Returns the number of points. */
int region_flood(const struct board *b, const uint8_t *col, coord start, unsigned inside,
                 uint16_t *mark, uint16_t id, coord *out, unsigned *touch);

/* Labels every region of the board (mark is cleared first): ids 1..n in
 * board order.  Returns n. */
int region_label_all(const struct board *b, const uint8_t *col, unsigned inside,
                     uint16_t *mark);

#endif
