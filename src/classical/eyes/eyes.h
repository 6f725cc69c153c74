/* eyes.h — eye spaces: for one colour (the owner), the sets of points it
 * encloses (empty points plus dead opponent stones, "inside stones"),
 * their marginal points, the false and half eyes found by looking at the
 * diagonals, and (eyes_evaluate) how many eyes each space makes.
 *
 * Segmentation (eyes_find, eyes_space.c).  Points that are empty or hold
 * a dead opponent stone are "open"; live opponent stones and all owner
 * stones are walls.  d_own(p) and d_opp(p) are the distances from p to
 * the nearest owner stone / live opponent stone, walking through open
 * points.  The core of the owner's domain is the open points with
 * d_own < d_opp; each 4-connected component of the core is one eye
 * space.  An open point not in the core (d_own >= 1, d_own <= d_opp)
 * that touches a core point joins that space as a marginal point: the
 * opponent can play there with support from outside.  A core point next
 * to an open point outside its space is marginal too.
 *
 * Diagonals (eyes_space.c).  For each point of a space, every diagonal
 * gets a value: 0 when the owner holds it (own stone, dead opponent
 * stone, a point of the same space, or an empty point where the opponent
 * cannot play without being captured), 1 when it is in dispute (empty
 * point the opponent can play safely, or an opponent string of at most
 * two liberties that can be captured, also through a ko), 2 for a safe opponent stone.  In the centre
 * a sum of 3 makes the point a half eye and 4 or more a false eye; on the
 * edge or in the corner (fewer diagonals) 1 makes a half eye and 2 a
 * false eye.  A half eye records the diagonal that decides it.
 *
 * Evaluation (eyes_eval.c) looks the space's shape up in the table that
 * tools/eyegen computes by exhaustive search (docs/eyes.md).
 */
#ifndef MOYO_EYES_H
#define MOYO_EYES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "board/board.h"

struct reading;

/* Per-point flags (struct eyes.flags). */
#define EYE_MARGINAL 0x01   /* opponent can play here with outside support */
#define EYE_INSIDE   0x02   /* a dead opponent stone inside the space */
#define EYE_FALSE    0x04   /* diagonals make this point a false eye */
#define EYE_HALF     0x08   /* one move on a diagonal decides this eye */

#define EYES_MAX_SPACES 512
#define EYES_MAX_BORDER 24

struct eye_space {
    int color;              /* the owner */
    int first, npoints;     /* points are eyes.points[first .. first+npoints) */
    coord origin;           /* smallest point of the space */
    int nmarginal, ninside;
    /* Owner strings (heads, board_string) adjacent to the space; at most
     * EYES_MAX_BORDER, more_border set if some were left out. */
    int nborder;
    coord border[EYES_MAX_BORDER];
    bool more_border;
    /* Set by eyes_evaluate: eyes the space gives with the opponent moving
     * first (min) and with the owner moving first (max); when they
     * differ, the opponent's move that reaches min (attack) and the
     * owner's that secures max (defence).  PASS otherwise. */
    bool evaluated;
    int min, max;
    coord attack, defence;
    bool from_table;        /* answer came from the computed table */
};

struct eyes {
    int color;              /* owner of every space below */
    int nspaces;
    struct eye_space space[EYES_MAX_SPACES];
    coord points[BOARD_MAX_POINTS];
    uint16_t id[BOARD_MAX_POINTS];      /* 1 + index of the space, 0 none */
    uint8_t flags[BOARD_MAX_POINTS];    /* EYE_* */
    uint8_t diag_sum[BOARD_MAX_POINTS]; /* sum of diagonal values */
    coord half_vital[BOARD_MAX_POINTS]; /* the deciding diagonal of a half eye */
    /* Bit k set: diagonal k (board.diag[k]) is an empty point outside the
     * space that the opponent can play safely (valued 1 in diag_sum);
     * whoever plays there first changes the sum. */
    uint8_t diag_open[BOARD_MAX_POINTS];
    uint8_t dead[BOARD_MAX_POINTS];     /* stones treated as dead (either colour) */
};

/* Segments the eye spaces of color.  dead (may be NULL) marks stones to
 * treat as dead (nonzero at each stone of a dead string); when NULL,
 * opponent strings are judged by the tactician r (a string is dead when
 * it can be captured and cannot be saved), or, when r is NULL too, by
 * liberties alone (one liberty and no capture to escape).  The board is
 * left as it was (the tactician uses trymove/popmove). */
void eyes_find(struct eyes *e, struct board *b, int color, const uint8_t *dead,
               struct reading *r);

/* How much of eyes_find's reading the tactician does. */
enum eyes_reading {
    EYES_READ_ALL,          /* everything eyes_find says */
    /* Only the opponent's diagonal stones of two liberties or less: one
     * the owner can capture is a diagonal whoever moves first takes (1),
     * not a sure bad one (2).  The rest by liberties alone: the owl's
     * evaluator runs at every node and reads its own dead stones. */
    EYES_READ_DIAGONAL_STONES,
    /* As EYES_READ_DIAGONAL_STONES, and a point as near to both colours
     * that only the owner's stones and nearer points, other such points
     * and the edge surround is the owner's (eyes_space.c walled_ties). */
    EYES_READ_WALLED_TIES,
};
/* wanted (may be NULL: every space): the owner's stones whose spaces the
 * caller will look at (nonzero at each stone of those strings).  Spaces
 * bordering none of them are segmented but their false margins and
 * diagonals are left unread (flags, diag_sum, diag_open and half_vital
 * stay as for a point without diagonals of note): the owl asks only
 * about its goal's spaces, and the rest of the board's diagonals cost
 * it a fifth of eyes_find at every node. */
void eyes_find_read(struct eyes *e, struct board *b, int color, const uint8_t *dead,
                    struct reading *r, enum eyes_reading how, const uint8_t *wanted);

/* Sets min, max, attack and defence of every space of e (found on b by
 * eyes_find and b unchanged since): a lone point is judged by its
 * diagonals; otherwise the space's canonical shape is looked up in the
 * computed table, solved on the spot when the table lacks it (spaces of
 * up to 11 cells), or estimated from its size beyond that. */
void eyes_evaluate(struct eyes *e, const struct board *b);

/* A caller-owned memo of the shapes solved at run time (those the table
 * lacks), so that a searcher meeting the same shape at many nodes solves
 * it once.  Each solve is bounded by node_cap (0: the default of
 * eyes_evaluate); a shape whose solve hit the cap is remembered as such
 * and estimated from its size.  The owner keeps it across positions:
 * shapes are position-independent. */
struct eye_memo;
struct eye_memo *eye_memo_new(long node_cap);
void eye_memo_free(struct eye_memo *m);
/* Solves stop as at the node cap once deadline (borrowed; NULL: none)
 * has passed. */
struct deadline;
void eye_memo_set_deadline(struct eye_memo *m, struct deadline *deadline);
/* Shapes with more than `points` open points (empty cells, marginal or
 * not, and an extended shape's diagonal points; dead stones inside are not
 * open) are not solved: eye_memo_solve answers false at once, as for a
 * solve that hit the cap, and the caller estimates them from their size.
 * The default leaves every shape the solver takes (EYE_SOLVE_MAX cells). */
void eye_memo_set_max_open(struct eye_memo *m, int points);
/* Nor are shapes of `cells` cells or more with more than `points` open
 * points (dead stones inside leave a large shape fewer open points, but
 * its tree still grows with the cells).  Default: no such rule. */
void eye_memo_set_max_open_large(struct eye_memo *m, int cells, int points);
/* Solves with shared tables (eyes_shape.h, eye_solve_until): the same
 * answers in far fewer nodes, and some shapes the per-search cap used to
 * stop are solved.  Off by default: the owl's cap was tuned on separate
 * tables, and its answers stay as they were. */
void eye_memo_share_tables(struct eye_memo *m);

/* Evaluates space i of e only, as eyes_evaluate does; memo may be NULL. */
void eyes_evaluate_space(struct eyes *e, const struct board *b, int i, struct eye_memo *memo);

/* The space holding p, or NULL. */
static inline const struct eye_space *eyes_space_at(const struct eyes *e, coord p)
{
    return e->id[p] ? &e->space[e->id[p] - 1] : NULL;
}
static inline const coord *eyes_space_points(const struct eyes *e, const struct eye_space *s)
{
    return &e->points[s->first];
}

/* One liberty and no way out (extending leaves one, no neighbour in
 * atari to capture): dead without reading.  The eye spaces (without a
 * reader) and the owl's evaluator judge strings by it. */
bool eyes_dead_in_atari(const struct board *b, coord s);

#endif
