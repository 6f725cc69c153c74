/* reach.c — owns the escape walk (reach.h): a breadth-first walk from a
 * group's liberties, bounded in steps, counting the open ground it
 * reaches. */
#include "board/reach.h"

#include <stdlib.h>
#include <string.h>

static bool touches_color(const struct board *b, coord p, int color)
{
    for (int k = 0; k < 4; k++)
        if (b->color[p + b->dir[k]] == color)
            return true;
    return false;
}

bool reach_open_ground(const struct board *b, const struct reach_walk *w, coord p)
{
    int r0 = board_row(b, p), c0 = board_col(b, p), balance = 0, rad = w->radius;
    for (int dr = -rad; dr <= rad; dr++) {
        int r = r0 + dr, span = rad - abs(dr);
        if (r < 0 || r >= b->size)
            continue;
        for (int c = c0 - span; c <= c0 + span; c++) {
            if (c < 0 || c >= b->size)
                continue;
            coord q = board_point(b, r, c);
            int weight = rad + 1 - abs(dr) - abs(c - c0);
            if (b->color[q] == w->color && !w->group[q])
                balance += weight;
            else if (b->color[q] == other_color(w->color))
                balance -= weight;
        }
    }
    return balance >= 0;
}

static bool walk_may_enter(const struct board *b, const struct reach_walk *w,
                           const uint8_t *dist, coord q)
{
    return b->color[q] == EMPTY && !dist[q] && !(w->closed && w->closed[q]);
}

int reach_walk_count(const struct board *b, const struct reach_walk *w, int max)
{
    int opp = other_color(w->color), n = 0, head = 0, tail = 0;
    uint8_t dist[BOARD_MAX_POINTS];
    coord queue[BOARD_MAX_POINTS];
    memset(dist, 0, (size_t)b->npoints);
    FOR_EACH_POINT(b, p) {
        if (!w->group[p] || b->color[p] != w->color)
            continue;
        for (int k = 0; k < 4; k++) {
            coord q = (coord)(p + b->dir[k]);
            if (walk_may_enter(b, w, dist, q)) {
                dist[q] = 1;
                queue[tail++] = q;
            }
        }
    }
    while (head < tail && n < max) {
        coord p = queue[head++];
        n += reach_open_ground(b, w, p);
        if (dist[p] >= w->steps)
            continue;
        for (int k = 0; k < 4; k++) {
            coord q = (coord)(p + b->dir[k]);
            if (!walk_may_enter(b, w, dist, q) || touches_color(b, q, opp))
                continue;
            dist[q] = (uint8_t)(dist[p] + 1);
            queue[tail++] = q;
        }
    }
    return n;
}
