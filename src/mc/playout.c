/* playout.c — owns the playout policies and the final count.
 *
 * light: a uniformly random legal move that does not fill one of the
 *        mover's own true eyes (board_random_move), else pass.
 * heavy: the priority order of the classical MC programs — atari defence,
 *        nakade, fill-board, 3x3 pattern, capture, random (avoiding
 *        self-atari), pass.  Each rule looks only near the last move or
 *        at the atari queue, never over the whole board.
 */
#include "mc/playout.h"

#include <string.h>

#include "board/region.h"
#include "mc/ladder.h"
#include "mc/mc.h"

/* ---- atari queue -------------------------------------------------------- */

static inline bool in_atari(const struct board *b, coord h)
{
    int c = b->color[h];
    return (c == BLACK || c == WHITE) && b->str[h] == h && b->strings[h].libs == 1;
}

static inline void queue_add(struct atari_queue *q, coord h)
{
    if (!q->queued[h]) {
        q->queued[h] = 1;
        q->head[q->n++] = h;
    }
}

void atari_queue_init(struct atari_queue *q, const struct board *b)
{
    memset(q->queued, 0, (size_t)b->npoints);
    q->n = 0;
    /* Once per playout: the strings already in atari in the start
     * position.  Every later change comes from atari_queue_after_move. */
    FOR_EACH_POINT(b, p)
        if (in_atari(b, p))
            queue_add(q, p);
}

void atari_queue_after_move(struct atari_queue *q, const struct board *b, coord p)
{
    if (p == PASS)
        return;
    if (b->strings[b->str[p]].libs == 1)
        queue_add(q, b->str[p]);
    for (int k = 0; k < 4; k++) {
        coord a = (coord)(p + b->dir[k]);
        int c = b->color[a];
        if ((c == BLACK || c == WHITE) && b->strings[b->str[a]].libs == 1)
            queue_add(q, b->str[a]);
    }
}

/* Drops stale entries; afterwards every entry is a string in atari. */
static void queue_clean(struct atari_queue *q, const struct board *b)
{
    for (int i = 0; i < q->n;) {
        coord h = q->head[i];
        if (in_atari(b, h)) {
            i++;
            continue;
        }
        q->queued[h] = 0;
        q->head[i] = q->head[--q->n];
    }
}

/* ---- heavy policy rules -------------------------------------------------- */

/* board_is_self_atari with the common cases decided from the neighbours:
 * two empty neighbours, or a friendly string with three or more
 * liberties to join, leave at least two liberties. */
static bool self_atari(const struct board *b, int color, coord p)
{
    int empties = 0;
    for (int k = 0; k < 4; k++) {
        coord a = (coord)(p + b->dir[k]);
        int c = b->color[a];
        if (c == EMPTY && ++empties >= 2)
            return false;
        if (c == color && b->strings[b->str[a]].libs >= 3)
            return false;
    }
    return board_is_self_atari(b, color, p);
}

/* Liberty that captures an enemy string next to own string s, or PASS. */
static coord counter_capture(const struct board *b, int color, coord s)
{
    int n = 0;
    FOR_EACH_STONE(b, s, q) {
        if (++n > 32)
            break;
        for (int k = 0; k < 4; k++) {
            coord a = (coord)(q + b->dir[k]);
            if (b->color[a] == other_color(color) && b->strings[b->str[a]].libs == 1) {
                coord lib = b->strings[b->str[a]].lib[0];
                if (board_is_legal(b, color, lib))
                    return lib;
            }
        }
    }
    return PASS;
}

/* Saves an own string that the last move put in atari. */
static coord atari_defence(struct board *b, int color)
{
    coord lm = b->last_move;
    if (lm == PASS)
        return PASS;
    for (int k = 0; k < 4; k++) {
        coord a = (coord)(lm + b->dir[k]);
        if (b->color[a] != color || b->strings[b->str[a]].libs != 1)
            continue;
        coord s = b->str[a];
        coord cap = counter_capture(b, color, s);
        if (cap != PASS)
            return cap;
        coord lib = b->strings[s].lib[0];
        int libs = board_libs_after(b, color, lib);
        /* Two liberties may only be the next step of a ladder. */
        if (libs >= 3 || (libs == 2 && !ladder_caught(b, a)))
            return lib;
    }
    return PASS;
}

/* The vital point of a three-point eye space the opponent just shaped. */
static coord nakade(const struct board *b, int color)
{
    coord lm = b->last_move;
    if (lm == PASS)
        return PASS;
    int owner = other_color(color);
    for (int k = 0; k < 4; k++) {
        coord e = (coord)(lm + b->dir[k]);
        if (b->color[e] != EMPTY)
            continue;
        /* Cheap filter: a point of a closed three-point space has at most
         * two empty neighbours and none of the mover's stones. */
        int empties = 0, ours = 0;
        for (int d = 0; d < 4; d++) {
            int c = b->color[e + b->dir[d]];
            empties += c == EMPTY;
            ours += c == color;
        }
        if (empties > 2 || ours)
            continue;
        coord region[4];
        int n = 1;
        bool closed = true;
        region[0] = e;
        for (int i = 0; i < n && closed; i++)
            for (int d = 0; d < 4 && closed; d++) {
                coord a = (coord)(region[i] + b->dir[d]);
                int c = b->color[a];
                if (c == EMPTY) {
                    bool seen = false;
                    for (int j = 0; j < n; j++)
                        seen |= region[j] == a;
                    if (!seen) {
                        if (n == 3)
                            closed = false;
                        else
                            region[n++] = a;
                    }
                } else if (c != owner && c != OFFBOARD) {
                    closed = false;
                }
            }
        if (!closed || n != 3)
            continue;
        for (int i = 0; i < 3; i++) {
            int adj = 0;
            for (int d = 0; d < 4; d++)
                for (int j = 0; j < 3; j++)
                    adj += region[i] + b->dir[d] == region[j];
            if (adj == 2 && board_is_legal(b, color, region[i]))
                return region[i];
        }
    }
    return PASS;
}

/* An empty point in an empty 3x3 area: spreads stones over open space. */
static coord fill_board(struct playout *pl, const struct board *b, int color)
{
    for (int t = 0; t < 2 && b->nempty; t++) {
        coord p = b->empty_list[rng_below(&pl->rng, b->nempty)];
        bool open = true;
        for (int k = 0; k < 4 && open; k++)
            open = b->color[p + b->dir[k]] == EMPTY && b->color[p + b->diag[k]] == EMPTY;
        if (open && board_is_legal(b, color, p))
            return p;
    }
    return PASS;
}

/* A good 3x3 shape next to the last move. */
static coord pattern_reply(struct playout *pl, const struct board *b, int color)
{
    coord lm = b->last_move;
    if (lm == PASS)
        return PASS;
    coord cand[8];
    int n = 0;
    for (int k = 0; k < 8; k++) {
        coord p = (coord)(lm + (k < 4 ? b->dir[k] : b->diag[k - 4]));
        if (b->color[p] != EMPTY || !pattern3_match(pl->patterns, b, p))
            continue;
        if (!board_is_legal(b, color, p) || self_atari(b, color, p))
            continue;
        cand[n++] = p;
    }
    return n ? cand[rng_below(&pl->rng, (uint32_t)n)] : PASS;
}

/* Takes an enemy string in atari, if any (from the queue). */
static coord capture(struct playout *pl, const struct board *b, int color)
{
    struct atari_queue *q = &pl->aq;
    queue_clean(q, b);
    if (q->n == 0)
        return PASS;
    int start = (int)rng_below(&pl->rng, (uint32_t)q->n);
    for (int i = 0; i < q->n; i++) {
        coord h = q->head[(start + i) % q->n];
        if (b->color[h] != other_color(color))
            continue;
        coord lib = b->strings[h].lib[0];
        if (board_is_legal(b, color, lib))
            return lib;
    }
    return PASS;
}

/* Random, but a few tries to avoid putting own stones in atari. */
static coord random_move(struct playout *pl, const struct board *b, int color)
{
    coord p = PASS;
    for (int t = 0; t < 3; t++) {
        p = board_random_move(b, color, &pl->rng);
        if (p == PASS || !self_atari(b, color, p) || board_would_capture(b, color, p))
            return p;
    }
    return p;
}

coord playout_choose(struct playout *pl, struct board *b, int color)
{
    if (pl->policy == MC_LIGHT)
        return board_random_move(b, color, &pl->rng);
    coord p = atari_defence(b, color);
    if (p == PASS)
        p = nakade(b, color);
    if (p == PASS && rng_below(&pl->rng, 8) == 0)
        p = fill_board(pl, b, color);
    if (p == PASS && rng_below(&pl->rng, 10) < 9)
        p = pattern_reply(pl, b, color);
    if (p == PASS && rng_below(&pl->rng, 10) < 9)
        p = capture(pl, b, color);
    if (p == PASS)
        p = random_move(pl, b, color);
    return p;
}

/* ---- the game and its count -------------------------------------------- */

double playout_run(struct playout *pl, struct board *b, int color, int passes, double komi,
                   uint8_t *owner)
{
    int max = 3 * b->size * b->size;
    if (max > PLAYOUT_MAX_MOVES)
        max = PLAYOUT_MAX_MOVES;
    /* Positional superko costs a scan of the history per legality test;
     * random games ignore it (a long cycle ends at the move limit). */
    b->superko = false;
    bool heavy = pl->policy != MC_LIGHT;
    if (heavy)
        atari_queue_init(&pl->aq, b);
    int n = 0;
    while (passes < 2 && n < max) {
        coord p = heavy ? playout_choose(pl, b, color) : board_random_move(b, color, &pl->rng);
        board_play_unchecked(b, color, p);
        if (heavy)
            atari_queue_after_move(&pl->aq, b, p);
        pl->move[n] = p;
        pl->color[n] = (uint8_t)color;
        n++;
        passes = p == PASS ? passes + 1 : 0;
        color = other_color(color);
    }
    pl->nmoves = n;
    return playout_score(b, komi, owner);
}

/* Empty regions are flood-filled once each: a region bordered by one
 * color only is that color's, otherwise it is dame. */
double playout_score(const struct board *b, double komi, uint8_t *owner)
{
    uint16_t mark[BOARD_MAX_POINTS];
    coord region[BOARD_MAX_POINTS];
    int count[4] = {0, 0, 0, 0};
    memset(mark, 0, sizeof(uint16_t) * (size_t)b->npoints);
    FOR_EACH_POINT(b, p) {
        int c = b->color[p];
        if (c != EMPTY) {
            count[c]++;
            if (owner)
                owner[p] = (uint8_t)c;
            continue;
        }
        if (mark[p])
            continue;
        unsigned touch;
        int n = region_flood(b, b->color, p, REGION_EMPTY, mark, 1, owner ? region : NULL,
                             &touch);
        int who = region_sole_color(touch);
        count[who] += n;
        if (owner)
            for (int i = 0; i < n; i++)
                owner[region[i]] = (uint8_t)who;
    }
    return count[BLACK] - count[WHITE] - komi;
}
