/* reach.c — owns the escape walk (reach.h): a breadth-first walk from a
 * group's liberties, bounded in steps, counting the open ground it
 * reaches; and the group's walled room, the empty regions beside it
 * that its own stones wall at least as much as the opponent's. */
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

/* A point of the group's own room: empty, open to the walk, and touching
 * no opponent stone. */
static bool own_room_point(const struct board *b, const struct reach_walk *w, coord p)
{
    return b->color[p] == EMPTY && !(w->closed && w->closed[p])
           && !touches_color(b, p, other_color(w->color));
}

static bool is_group_stone(const struct board *b, const struct reach_walk *w, coord p)
{
    return w->group[p] && b->color[p] == w->color;
}

static bool touches_group(const struct board *b, const struct reach_walk *w, coord p)
{
    for (int k = 0; k < 4; k++)
        if (is_group_stone(b, w, (coord)(p + b->dir[k])))
            return true;
    return false;
}

/* Tallies who walls a region of own room (walled_room_region). */
struct room_wall {
    uint8_t seen[BOARD_MAX_POINTS];     /* wall points and stones counted */
    int ours, theirs;
};

/* Point q beside the region, not in it: whose wall is it?  The group's
 * stones and its closed points (its own eye spaces) are the group's.  An
 * empty point next to an opponent stone is his approach, and every
 * opponent stone next to it walls the region for him, unless a group
 * stone stands next to the point too (contested: neither's). */
static void tally_wall(const struct board *b, const struct reach_walk *w, coord q,
                       struct room_wall *wall)
{
    wall->seen[q] = 1;
    bool own_space = b->color[q] == EMPTY && w->closed && w->closed[q];
    if (is_group_stone(b, w, q) || own_space) {
        wall->ours++;
        return;
    }
    if (b->color[q] != EMPTY || touches_group(b, w, q))
        return;
    for (int k = 0; k < 4; k++) {
        coord x = (coord)(q + b->dir[k]);
        if (b->color[x] == other_color(w->color) && !wall->seen[x]) {
            wall->seen[x] = 1;
            wall->theirs++;
        }
    }
}

/* One region of own room from start (marked in seen): its points, with
 * the tally of its wall.  The board's edge walls it for nobody. */
static int walled_room_region(const struct board *b, const struct reach_walk *w, coord start,
                              uint8_t *seen, struct room_wall *wall)
{
    coord queue[BOARD_MAX_POINTS];
    int head = 0, tail = 0;
    memset(wall->seen, 0, (size_t)b->npoints);
    wall->ours = wall->theirs = 0;
    seen[start] = 1;
    queue[tail++] = start;
    while (head < tail) {
        coord p = queue[head++];
        for (int k = 0; k < 4; k++) {
            coord q = (coord)(p + b->dir[k]);
            if (seen[q] || wall->seen[q])
                continue;
            if (own_room_point(b, w, q)) {
                seen[q] = 1;
                queue[tail++] = q;
            } else {
                tally_wall(b, w, q, wall);
            }
        }
    }
    return tail;
}

int reach_walled_room(const struct board *b, const struct reach_walk *w)
{
    uint8_t seen[BOARD_MAX_POINTS];
    struct room_wall wall;
    int room = 0;
    memset(seen, 0, (size_t)b->npoints);
    FOR_EACH_POINT(b, p) {
        if (!is_group_stone(b, w, p))
            continue;
        for (int k = 0; k < 4; k++) {
            coord q = (coord)(p + b->dir[k]);
            if (seen[q] || !own_room_point(b, w, q))
                continue;
            int n = walled_room_region(b, w, q, seen, &wall);
            if (wall.ours >= wall.theirs)
                room += n;
        }
    }
    return room;
}
