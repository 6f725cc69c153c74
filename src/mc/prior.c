/* prior.c — owns the "domain knowledge" that new tree nodes start with:
 * captures, atari escapes, self-atari, 3x3 shapes, nearness to the last
 * move and the edge lines.  Each rule adds virtual simulations with a
 * fixed outcome, so a rule's weight is its count and the search overrides
 * it once real visits dominate. */
#include "mc/prior.h"

#include "mc/ladder.h"

#include <stdlib.h>

#define EVEN_N 10           /* every move: this many at 0.5 */
#define STRONG_N 20
#define MEDIUM_N 10

static void add(struct prior *pr, double n, double value)
{
    pr->n += n;
    pr->wins += n * value;
}

/* Saving an own string in atari: 1 when the move gets it to safety,
 * -1 when it only runs into a working ladder, 0 when it does neither. */
static int atari_escape(struct board *b, int color, coord p)
{
    coord runner = PASS;
    for (int k = 0; k < 4; k++) {
        coord a = (coord)(p + b->dir[k]);
        if (b->color[a] == color && b->strings[b->str[a]].libs == 1)
            runner = a;
    }
    if (runner == PASS)
        return 0;
    int libs = board_libs_after(b, color, p);
    if (libs >= 3)
        return 1;
    if (libs == 2)
        return ladder_caught(b, runner) ? -1 : 1;
    return 0;
}

/* Stones within Manhattan distance 2 (the 12 points around p). */
static int stones_near(const struct board *b, coord p)
{
    int n = 0;
    for (int dr = -2; dr <= 2; dr++)
        for (int dc = -2; dc <= 2; dc++) {
            int d = abs(dr) + abs(dc);
            if (d == 0 || d > 2)
                continue;
            int r = board_row(b, p) + dr, c = board_col(b, p) + dc;
            if (r < 0 || c < 0 || r >= b->size || c >= b->size)
                continue;
            int col = b->color[board_point(b, r, c)];
            n += col == BLACK || col == WHITE;
        }
    return n;
}

static int edge_line(const struct board *b, coord p)
{
    int r = board_row(b, p), c = board_col(b, p);
    int d = r < c ? r : c;
    int e = b->size - 1 - (r > c ? r : c);
    return (d < e ? d : e) + 1;
}

/* Gridcular distance (dx + dy + max(dx, dy)) between two points. */
static int distance(const struct board *b, coord p, coord q)
{
    int dr = abs(board_row(b, p) - board_row(b, q));
    int dc = abs(board_col(b, p) - board_col(b, q));
    return dr + dc + (dr > dc ? dr : dc);
}

struct prior prior_of_move(struct board *b, const struct pattern3 *pt, int color,
                           coord move)
{
    struct prior pr = {0, 0};
    add(&pr, EVEN_N, 0.5);
    if (move == PASS) {
        /* Passing is rarely right while much of the board is open; the
         * search still finds it when it is. */
        add(&pr, MEDIUM_N, b->nempty > b->size * b->size / 2 ? 0.0 : 0.3);
        return pr;
    }
    int captured = board_would_capture(b, color, move);
    if (captured)
        add(&pr, STRONG_N + 2 * (captured > 5 ? 5 : captured), 1.0);
    else if (board_is_self_atari(b, color, move))
        add(&pr, STRONG_N, 0.0);
    int escape = atari_escape(b, color, move);
    if (escape)
        add(&pr, escape > 0 ? STRONG_N : MEDIUM_N, escape > 0 ? 1.0 : 0.1);
    if (pattern3_match(pt, b, move))
        add(&pr, MEDIUM_N, 1.0);
    if (b->last_move != PASS && distance(b, move, b->last_move) <= 3)
        add(&pr, MEDIUM_N, 1.0);
    /* Edge lines in open areas: the first two lines are slow, the third
     * and fourth the usual places to start. */
    int line = edge_line(b, move);
    if (b->size >= 7 && stones_near(b, move) == 0) {
        if (line == 1)
            add(&pr, STRONG_N, 0.1);
        else if (line == 2)
            add(&pr, MEDIUM_N + 5, 0.3);
        else if (line <= 4)
            add(&pr, MEDIUM_N, 0.65);
    }
    return pr;
}
