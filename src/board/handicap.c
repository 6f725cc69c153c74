/* handicap.c — owns the GTP fixed handicap table.
 *
 * Stones go on the star points: the 4th line from 13x13 up, the 3rd line on
 * 7x7 to 12x12, none below.  Sides and centre exist only on odd sizes, so
 * even sizes (and 7x7, whose sides would touch the corners) stop at four. */
#include "handicap.h"

int max_fixed_handicap(int size)
{
    if (size < 7)
        return 0;
    if (size % 2 == 0 || size == 7)
        return 4;
    return 9;
}

int fixed_handicap_points(const struct board *b, int n, coord *out)
{
    int size = b->size;
    if (n < 2 || n > max_fixed_handicap(size))
        return -1;
    int lo = size >= 13 ? 3 : 2;           /* 0-based line from the edge */
    int hi = size - 1 - lo;
    int mid = size / 2;
    /* (col, row-from-bottom) pairs, GTP order: 2 = lower-left + upper-right,
     * 3 adds upper-left, 4 lower-right, 5 centre, 6 left and right sides,
     * 7 centre, 8 top and bottom sides, 9 centre. */
    int pts[9][2];
    int k = 0;
    pts[k][0] = lo; pts[k++][1] = lo;
    pts[k][0] = hi; pts[k++][1] = hi;
    if (n >= 3) { pts[k][0] = lo; pts[k++][1] = hi; }
    if (n >= 4) { pts[k][0] = hi; pts[k++][1] = lo; }
    if (n == 5 || n == 7 || n == 9) { pts[k][0] = mid; pts[k++][1] = mid; }
    if (n >= 6) {
        pts[k][0] = lo; pts[k++][1] = mid;
        pts[k][0] = hi; pts[k++][1] = mid;
    }
    if (n >= 8) {
        pts[k][0] = mid; pts[k++][1] = lo;
        pts[k][0] = mid; pts[k++][1] = hi;
    }
    for (int i = 0; i < k; i++)
        out[i] = board_point(b, size - 1 - pts[i][1], pts[i][0]);
    return k;
}
