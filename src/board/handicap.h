/* handicap.h — fixed handicap placement as the GTP specification gives it. */
#ifndef MOYO_HANDICAP_H
#define MOYO_HANDICAP_H

#include "board.h"

/* Fills out[] with the points of n fixed handicap stones, in GTP's order.
 * Returns n, or -1 when n stones are not allowed on this board size. */
int fixed_handicap_points(const struct board *b, int n, coord *out);
/* The largest fixed handicap allowed on this board size (0 if none). */
int max_fixed_handicap(int size);

#endif
