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

/* region_flood for callers that only want small regions (eye spaces, a
 * race's eyes): it stops once the region is known to have more than max
 * points and returns max + 1 then, without flooding the rest (a lone
 * group's outside is most of the board, flooded at every node of a race
 * to learn only that it is big).  A region it does flood whole (at most
 * max points) gets the same marks, out list, touch mask and count as
 * region_flood gives.  A stopped flood leaves its region partly marked;
 * a later flood of the same mark array that reaches a point marked with
 * another id has met such a region (a region flooded whole has no
 * unmarked neighbour inside the mask) and returns max + 1 too.  So the
 * mark array must hold only marks of floods with the same col and
 * inside.  After a stop, touch and out cover the points reached so far
 * (out needs room for max + 1 points). */
int region_flood_max(const struct board *b, const uint8_t *col, coord start, unsigned inside,
                     uint16_t *mark, uint16_t id, coord *out, unsigned *touch, int max);

/* The one stone colour in a touch mask from region_flood: BLACK or WHITE
 * when the region borders stones of that colour only, else EMPTY (both,
 * or none).  Who owns an empty region under area counting. */
static inline int region_sole_color(unsigned touch)
{
    bool black = touch & REGION_BIT(BLACK), white = touch & REGION_BIT(WHITE);
    return black == white ? EMPTY : black ? BLACK : WHITE;
}

/* Labels every region of the board (mark is cleared first): ids 1..n in
 * board order.  Returns n. */
int region_label_all(const struct board *b, const uint8_t *col, unsigned inside,
                     uint16_t *mark);

#endif
