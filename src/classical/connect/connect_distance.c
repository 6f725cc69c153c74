/* connect_distance.c — how many empty points separate two strings, and
 * where the short routes run.
 *
 * A bounded shortest-path count (0-1 breadth-first search, not a region
 * flood): from every stone of a string, an empty point costs 1 and a
 * friendly stone costs 0, so routes run through friendly strings for
 * free and never through enemy stones.  dist[p] of an empty point p is
 * the number of empty points on the best route from the string up to and
 * including p.  For two strings A and B, dA[p] + dB[p] - 1 is the number
 * of points the connector must fill on the best route through p; the
 * points where that is smallest are the candidate moves of both sides,
 * and the smallest value tells how far apart the strings are.
 */
#include "classical/connect/connect_impl.h"

#include <string.h>

#include "board/point_bits.h"

#define FAR 255

/* reached (may be NULL) gets the empty points the search reaches. */
static void bfs(const struct board *b, coord str, int maxd, uint8_t *dist,
                struct point_bits *reached)
{
    static const int QN = 2 * BOARD_MAX_POINTS;
    coord q[2 * BOARD_MAX_POINTS];
    int head = BOARD_MAX_POINTS, tail = BOARD_MAX_POINTS;   /* deque in the middle */
    int color = b->color[str];
    memset(dist, FAR, (size_t)b->npoints);
    FOR_EACH_STONE(b, b->str[str], s) {
        dist[s] = 0;
        q[tail++] = s;
    }
    while (head < tail) {
        coord p = q[head++];
        int d = dist[p];
        for (int k = 0; k < 4; k++) {
            coord n = (coord)(p + b->dir[k]);
            int c = b->color[n];
            int nd;
            if (c == color)
                nd = d;
            else if (c == EMPTY)
                nd = d + 1;
            else
                continue;
            if (nd > maxd || nd >= dist[n])
                continue;
            if (reached && c == EMPTY)
                point_bits_add(reached, n);
            dist[n] = (uint8_t)nd;
            if (nd == d && head > 0)
                q[--head] = n;
            else if (tail < QN)
                q[tail++] = n;
        }
    }
}

int conn_route_points(const struct board *b, coord a, coord b2, int maxd, int slack,
                      coord *out, int *excess, int max, int *count)
{
    uint8_t da[BOARD_MAX_POINTS], db[BOARD_MAX_POINTS];
    struct point_bits reached;
    point_bits_clear(&reached, b);
    bfs(b, a, maxd, da, &reached);
    bfs(b, b2, maxd, db, NULL);
    /* Only the empty points a's search reached can be on a route; they
     * are visited in board order, as a scan of the board would. */
    int words = (b->npoints + 63) >> 6, best = FAR;
    for (int w = 0; w < words; w++)
        for (uint64_t m = reached.w[w]; m; m &= m - 1) {
            coord p = (coord)(w * 64 + __builtin_ctzll(m));
            if (db[p] == FAR)
                continue;
            int t = da[p] + db[p] - 1;
            if (t < best)
                best = t;
        }
    *count = 0;
    if (best == FAR)
        return -1;
    int n = 0;
    for (int w = 0; w < words; w++)
        for (uint64_t m = reached.w[w]; m; m &= m - 1) {
            coord p = (coord)(w * 64 + __builtin_ctzll(m));
            if (db[p] == FAR)
                continue;
            int t = da[p] + db[p] - 1;
            if (t <= best + slack && n < max) {
                out[n] = p;
                excess[n++] = t - best;
            }
        }
    *count = n;
    return best;
}
