/* eyes_eval.c — owns eye-space evaluation: cutting a space out of the
 * board as a shape, looking its canonical form up in the computed table
 * (or solving it when the table has no entry), and the adjustments for
 * false and half eyes that the isolated model cannot see. */
#include "classical/eyes/eyes.h"

#include <string.h>

#include "classical/eyes/eyes_shape.h"

/* Node budget of a solve at run time, for spaces the table lacks. */
#define RUNTIME_NODE_CAP 200000L
/* Spaces with at least this many non-marginal points are not solved:
 * they hold two eyes in any real position. */
#define BIG_SPACE 12
/* Largest space whose empty half eyes are solved with their diagonal. */
#define HALF_EYE_SPACE_MAX 4

/* A false point that is the last liberty of a dead stone is where the
 * owner captures it: the eye forms on the captured point, not here. */
static bool next_to_inside(const struct eyes *e, const struct board *b, coord p)
{
    for (int k = 0; k < 4; k++) {
        coord a = (coord)(p + b->dir[k]);
        if ((e->flags[a] & EYE_INSIDE) && e->id[a] == e->id[p] && board_countlib(b, a) == 1)
            return true;
    }
    return false;
}

static enum eye_cell cell_kind(const struct eyes *e, const struct board *b, coord p, bool lone)
{
    uint8_t f = e->flags[p];
    if (f & EYE_INSIDE)
        return CELL_INSIDE;
    /* A false eye point of a larger space gives the opponent a point he
     * can always take: it behaves like a marginal point. */
    if ((f & EYE_MARGINAL) || (!lone && (f & EYE_FALSE) && !next_to_inside(e, b, p)))
        return CELL_MARGINAL;
    return CELL_EMPTY;
}

/* Has the owner's wall at most one liberty outside the space?  (All the
 * bordering strings together.) */
static bool wall_short_of_liberties(const struct eyes *e, const struct board *b,
                                    const struct eye_space *sp)
{
    coord seen[1];
    int n = 0;
    uint16_t id = e->id[sp->origin];
    if (sp->more_border)
        return false;
    for (int i = 0; i < sp->nborder; i++) {
        coord libs[64];
        int k = board_liberties(b, sp->border[i], libs, 64);
        for (int j = 0; j < k; j++) {
            if (e->id[libs[j]] == id || (n == 1 && seen[0] == libs[j]))
                continue;
            if (n == 1)
                return false;
            seen[n++] = libs[j];
        }
    }
    return true;
}

/* Owner strings that touch nothing but this space and the edge are not
 * part of the wall: the opponent captures them by filling the space.
 * Their stones go to out (at most max); returns how many. */
static int inside_own_stones(const struct eyes *e, const struct board *b,
                             const struct eye_space *sp, coord *out, int max)
{
    int n = 0;
    uint16_t id = e->id[sp->origin];
    for (int i = 0; i < sp->nborder && !sp->more_border; i++) {
        int str = sp->border[i], count = 0;
        bool inside = true;
        FOR_EACH_STONE(b, str, q) {
            count++;
            for (int k = 0; k < 4; k++) {
                coord a = (coord)(q + b->dir[k]);
                inside &= b->color[a] == OFFBOARD || e->id[a] == id ||
                          (b->color[a] == e->color && b->str[a] == str);
            }
        }
        if (!inside || n + count > max)
            continue;
        FOR_EACH_STONE(b, str, q)
            out[n++] = q;
    }
    return n;
}

/* A false eye needs 2 bad diagonals on the edge or in the corner, 4 in
 * the centre (eyes.h). */
static int false_threshold(const struct board *b, coord p)
{
    for (int k = 0; k < 4; k++)
        if (b->color[p + b->diag[k]] == OFFBOARD)
            return 2;
    return 4;
}

/* Does p's falseness go into the extended shape?  Inside stones on a
 * point that is false or a half eye: once captured, the point is no eye
 * (the opponent takes it back by atari on the wall pieces around it),
 * so the dead stone is as good as joined to the outside; on a half eye
 * whoever plays the open diagonal first decides.  Empty half eyes too,
 * in spaces of at most HALF_EYE_SPACE_MAX points: in larger ones a false
 * cell, whose opponent stones count as joined to the outside, lets the
 * opponent's chain reach too far through the space. */
static bool dynamic_cell(const struct eyes *e, const struct board *b,
                         const struct eye_space *sp, coord p, int *t, int *base)
{
    uint8_t f = e->flags[p];
    if (f & EYE_MARGINAL)
        return false;
    int sum = e->diag_sum[p], open = __builtin_popcount(e->diag_open[p]);
    *t = false_threshold(b, p);
    *base = sum - open;
    if (f & EYE_INSIDE)
        return sum >= *t || (sum == *t - 1 && open > 0);
    return sum == *t - 1 && open > 0 && sp->npoints <= HALF_EYE_SPACE_MAX;
}

/* Records p's open diagonals as diagonal points of s (cell code c);
 * false when there are more than EYE_MAX_DIAG. */
static bool add_diagonals(const struct eyes *e, const struct board *b, coord p, uint8_t c,
                          struct eye_shape *s)
{
    for (int k = 0; k < 4; k++) {
        if (!(e->diag_open[p] & (1u << k)))
            continue;
        coord d = (coord)(p + b->diag[k]);
        int j = 0;
        while (j < s->ndiag && s->diag[j].tag != d)
            j++;
        if (j == EYE_MAX_DIAG)
            return false;
        if (j == s->ndiag) {
            s->ndiag++;
            s->diag[j].tag = d;
            s->diag[j].ncell = 0;
        }
        s->diag[j].cell[s->diag[j].ncell++] = c;
    }
    return true;
}

/* Builds the shape of space sp; false when it does not fit.  Extended:
 * with the owner's inside strings and the false and half eyes' dynamics
 * (s->extended tells whether any were found). */
static bool cut_shape(const struct eyes *e, const struct board *b, const struct eye_space *sp,
                      struct eye_shape *s, bool extended)
{
    coord pts[EYE_SOLVE_MAX + 1];
    int n = sp->npoints, nown = 0;
    if (n > EYE_SOLVE_MAX && extended)
        return false;
    const coord *space = eyes_space_points(e, sp);
    if (extended) {
        memcpy(pts, space, sizeof *pts * (size_t)n);
        nown = inside_own_stones(e, b, sp, pts + n, EYE_SOLVE_MAX - n);
        space = pts;
    }
    int r0 = b->size, r1 = -1, c0 = b->size, c1 = -1;
    for (int i = 0; i < n + nown; i++) {
        int r = board_row(b, space[i]), c = board_col(b, space[i]);
        r0 = r < r0 ? r : r0, r1 = r > r1 ? r : r1;
        c0 = c < c0 ? c : c0, c1 = c > c1 ? c : c1;
    }
    if (r1 - r0 >= EYE_SHAPE_DIM || c1 - c0 >= EYE_SHAPE_DIM)
        return false;
    memset(s, 0, sizeof *s);
    s->h = r1 - r0 + 1;
    s->w = c1 - c0 + 1;
    s->short_libs = wall_short_of_liberties(e, b, sp);
    s->off = (uint8_t)((r0 == 0 ? OFF_TOP : 0) | (r1 == b->size - 1 ? OFF_BOTTOM : 0) |
                       (c0 == 0 ? OFF_LEFT : 0) | (c1 == b->size - 1 ? OFF_RIGHT : 0));
    for (int r = 0; r < s->h; r++)
        for (int c = 0; c < s->w; c++)
            s->tag[r][c] = -1;
    s->extended = nown > 0;
    for (int i = 0; i < n + nown; i++) {
        coord p = space[i];
        int r = board_row(b, p) - r0, c = board_col(b, p) - c0, t, base;
        s->cell[r][c] = i >= n ? CELL_OWN : (uint8_t)cell_kind(e, b, p, n == 1);
        s->tag[r][c] = p;
        if (!extended || i >= n || !dynamic_cell(e, b, sp, p, &t, &base))
            continue;
        s->extended = true;
        s->fthresh[r][c] = (uint8_t)t;
        s->fbase[r][c] = (uint8_t)base;
        if (!add_diagonals(e, b, p, (uint8_t)(r * 16 + c), s))
            return false;
    }
    return true;
}

static coord cell_point(const struct eye_shape *s, uint8_t cell)
{
    if (cell == EYE_NO_CELL)
        return PASS;
    if (cell >= EYE_DIAG_CELL(0))
        return cell - EYE_DIAG_CELL(0) < s->ndiag ? (coord)s->diag[cell - EYE_DIAG_CELL(0)].tag
                                                  : PASS;
    int t = s->tag[cell / 16][cell % 16];
    return t < 0 ? PASS : (coord)t;
}

/* Shape lookup: the table first, then the caller's memo of shapes
 * solved before, the solver for what both lack. */
static bool value_of(struct eye_shape *s, struct eye_space *sp, struct eye_memo *memo)
{
    struct eye_value v;
    bool keyed = !s->extended && eye_shape_canonical(s);
    const struct eye_value *t = NULL;
    if (keyed && eye_shape_size(s) <= eye_table_max_points)
        t = eye_table_lookup(eye_shape_key(s));
    if (s->extended) {
        bool solved = memo ? eye_memo_solve(memo, s, eye_shape_ext_key(s), &v)
                           : eye_solve(s, &v, RUNTIME_NODE_CAP, NULL);
        if (!solved)
            return false;
    } else if (t) {
        v = *t;
    } else if (keyed && memo) {
        if (!eye_memo_solve(memo, s, eye_shape_key(s), &v))
            return false;
    } else if (!eye_solve(s, &v, RUNTIME_NODE_CAP, NULL)) {
        return false;
    }
    sp->min = v.min;
    sp->max = v.max;
    sp->attack = cell_point(s, v.attack);
    sp->defence = cell_point(s, v.defence);
    sp->from_table = t != NULL;
    return true;
}

/* A lone point: the diagonals decide between a true, half and false eye. */
static bool lone_point(const struct eyes *e, struct eye_space *sp)
{
    coord p = eyes_space_points(e, sp)[0];
    if (e->flags[p] & (EYE_MARGINAL | EYE_INSIDE))
        return false;
    if (e->flags[p] & EYE_FALSE) {
        sp->min = sp->max = 0;
        return true;
    }
    if (e->flags[p] & EYE_HALF) {
        sp->min = 0;
        sp->max = 1;
        sp->attack = sp->defence = e->half_vital[p] == NO_POINT ? PASS : e->half_vital[p];
        return true;
    }
    return false;
}

/* Rough answer for spaces too large for the table and the solver. */
static void estimate(const struct eyes *e, struct eye_space *sp)
{
    int core = 0;
    const coord *pts = eyes_space_points(e, sp);
    for (int i = 0; i < sp->npoints; i++)
        core += !(e->flags[pts[i]] & (EYE_MARGINAL | EYE_FALSE));
    sp->min = sp->max = core >= 7 ? 2 : core >= 3 ? 1 : 0;
}

static void evaluate_space(const struct eyes *e, const struct board *b, struct eye_space *sp,
                           struct eye_memo *memo)
{
    sp->attack = sp->defence = PASS;
    sp->from_table = false;
    sp->evaluated = true;
    if (sp->npoints == 1 && lone_point(e, sp))
        return;
    int core = 0;
    const coord *pts = eyes_space_points(e, sp);
    for (int i = 0; i < sp->npoints; i++)
        core += !(e->flags[pts[i]] & EYE_MARGINAL);
    struct eye_shape s;
    if (core >= BIG_SPACE)
        estimate(e, sp);
    else if (cut_shape(e, b, sp, &s, true) && s.extended && value_of(&s, sp, memo))
        return;
    else if (!cut_shape(e, b, sp, &s, false) || !value_of(&s, sp, memo))
        estimate(e, sp);
}

void eyes_evaluate(struct eyes *e, const struct board *b)
{
    for (int i = 0; i < e->nspaces; i++)
        evaluate_space(e, b, &e->space[i], NULL);
}

void eyes_evaluate_space(struct eyes *e, const struct board *b, int i, struct eye_memo *memo)
{
    evaluate_space(e, b, &e->space[i], memo);
}
