/* eyes_shape.h — an eye space cut out of the board as a small shape, its
 * canonical form under the symmetries of the board, and the exhaustive
 * solver that says how many eyes it makes (docs/eyes.md).
 *
 * A shape is a set of cells in a tight bounding box of h rows and w
 * columns.  Each cell is EMPTY space, MARGINAL space (the opponent has a
 * live stone next to it) or INSIDE (a dead opponent stone).  Every other
 * neighbour of a cell is the owner's wall, except beyond a side of the box
 * marked in `off`, which is the edge of the board.
 *
 * The model the solver reads: the wall is one string whose only
 * liberties are the space, two outside liberties that only the opponent
 * fills (one when short_libs), and, in the "one more eye" game, one true
 * eye elsewhere; the opponent's outside stones next to marginal cells
 * can never be captured.  min = eyes the owner gets when the opponent
 * moves first, max = when the owner moves first, both capped at 2.
 */
#ifndef MOYO_EYES_SHAPE_H
#define MOYO_EYES_SHAPE_H

#include <stdbool.h>
#include <stdint.h>

#define EYE_SHAPE_DIM 12        /* largest box side */
#define EYE_SOLVE_MAX 10        /* most cells the solver accepts */
#define EYE_KEY_MAX_AREA 25     /* boxes up to this area have a 64-bit key */

/* CELL_OWN (run-time shapes only, never in the table): an owner string
 * that touches nothing but the space, so it is not part of the wall and
 * can be captured. */
enum eye_cell { CELL_NONE = 0, CELL_EMPTY = 1, CELL_MARGINAL = 2, CELL_INSIDE = 3, CELL_OWN = 4 };

/* A point diagonal to some cells, outside the space, that decides whether
 * those cells are false (run-time shapes only).  Either side may play
 * there; the stone is never captured and has no other effect. */
#define EYE_MAX_DIAG 3
struct eye_diag {
    int tag;                /* caller data (the board point) */
    int ncell;
    uint8_t cell[4];        /* the cells it is diagonal to, row * 16 + col */
};
/* Cell codes of the diagonal points in eye_value.attack / defence. */
#define EYE_DIAG_CELL(j) ((uint8_t)(0xe0 + (j)))

/* Bits of eye_shape.off: which side of the box is the board edge. */
#define OFF_TOP 1
#define OFF_BOTTOM 2
#define OFF_LEFT 4
#define OFF_RIGHT 8

struct eye_shape {
    int h, w;
    uint8_t off;
    /* The wall has at most one liberty outside the space (the solver then
     * gives it one outside liberty instead of two). */
    bool short_libs;
    uint8_t cell[EYE_SHAPE_DIM][EYE_SHAPE_DIM];
    /* Caller data carried through the symmetries (board points, or -1). */
    int tag[EYE_SHAPE_DIM][EYE_SHAPE_DIM];
    /* Run-time extras; a shape using them (extended) has no table entry,
     * no canonical form and no eye_shape_key, only eye_shape_ext_key.
     * Falseness: a cell with fthresh > 0 is false, and then behaves as a
     * marginal cell (opponent stones on it are joined to the outside),
     * while fbase plus its diagonal points (2 when the opponent holds
     * one, 1 while empty, 0 for the owner) reach fthresh. */
    bool extended;
    uint8_t fthresh[EYE_SHAPE_DIM][EYE_SHAPE_DIM];
    uint8_t fbase[EYE_SHAPE_DIM][EYE_SHAPE_DIM];
    int ndiag;
    struct eye_diag diag[EYE_MAX_DIAG];
};

/* One solved shape.  attack/defence are cells, as row * 16 + col in the
 * canonical frame, or 0xff when min == max. */
struct eye_value {
    uint8_t min, max;
    uint8_t attack, defence;
};

#define EYE_NO_CELL 0xff

int eye_shape_size(const struct eye_shape *s);
/* A 64-bit hash of an extended shape as it stands (bit 63 set, so it
 * never equals an eye_shape_key), for the run-time memo. */
uint64_t eye_shape_ext_key(const struct eye_shape *s);
/* The 64-bit key: short_libs, off, h, w from bit 50 up, and two bits per
 * cell of the box below.  Only for
 * boxes of area <= EYE_KEY_MAX_AREA. */
uint64_t eye_shape_key(const struct eye_shape *s);
/* Puts s in canonical form: the symmetry of the 8 with the smallest key
 * (tags move with their cells).  False when the box is too large for a
 * key. */
bool eye_shape_canonical(struct eye_shape *s);
/* Applies symmetry t (0..7: bit 0 transpose, bit 1 mirror rows, bit 2
 * mirror columns) to s. */
void eye_shape_transform(struct eye_shape *s, int t);
/* Text form, rows separated by '/': '.' empty, '!' marginal, 'x' inside,
 * '#' wall; off-board sides shown as a leading "T", "B", "L", "R", and
 * short_libs as "S". */
void eye_shape_format(const struct eye_shape *s, char *buf, int len);

/* Parses the text form back (tags set to -1); false on bad text or a
 * box that is not tight. */
bool eye_shape_parse(const char *text, struct eye_shape *s);

/* Solver statistics of one call. */
struct eye_solver_stats {
    long nodes;
};

/* Solves s exhaustively (at most EYE_SOLVE_MAX cells).  node_cap (0 for
 * none) bounds the search; false when the shape is too big or the cap
 * was hit. */
bool eye_solve(const struct eye_shape *s, struct eye_value *v, long node_cap,
               struct eye_solver_stats *stats);
/* The same, stopping as at the node cap once deadline (NULL: none) has
 * passed.  shared: each of the solve's two games keeps one table for
 * all its searches and the vital points are searched for only when the
 * two sides' answers differ (the same answers when neither is capped,
 * in far fewer nodes; node_cap bounds each search).  Not shared: every
 * search starts a fresh table and scans its winning first moves within
 * its own cap, the count eye_solve and the owl's memo were tuned on. */
struct deadline;
bool eye_solve_until(const struct eye_shape *s, struct eye_value *v, long node_cap,
                     struct deadline *deadline, bool shared, struct eye_solver_stats *stats);

/* The compiled-in table (eyes_table.c, written by tools/eyegen).  Lookup
 * by canonical key; NULL when absent. */
const struct eye_value *eye_table_lookup(uint64_t key);
struct eye_table_entry {
    uint64_t key;
    struct eye_value v;
};
extern const struct eye_table_entry eye_table[];

/* eyes_memo.c: the value of canonical shape s (key k) from the memo, or
 * solved now and remembered; false when the solve hits the memo's cap. */
struct eye_memo;
bool eye_memo_solve(struct eye_memo *m, const struct eye_shape *s, uint64_t k,
                    struct eye_value *v);
/* Shapes the memo has had to solve (each key it did not hold). */
long eye_memo_solves(const struct eye_memo *m);
extern const int eye_table_size;
extern const int eye_table_max_points;

#endif
