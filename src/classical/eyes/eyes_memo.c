/* eyes_memo.c — owns the memo of eye shapes solved at run time: a
 * caller-owned open-addressing table from canonical shape key to the
 * solver's answer (or "the solve hit the cap").  Shapes do not depend on
 * the position, so a searcher (owl) keeps one memo for its life and each
 * shape the compiled table lacks is solved once.  The table starts small
 * (a dragon analysis meets a few shapes) and doubles when three quarters
 * full, up to MEMO_MAX_LOG2: one ld_owl.tst session meets some 3,500
 * shapes, and each one solved again costs thousands of solver nodes.
 * Only at the largest size does the memo stop remembering, every further
 * shape being solved afresh. */
#include "classical/eyes/eyes.h"

#include <stdlib.h>

#include "classical/eyes/eyes_shape.h"
#include "util/deadline.h"

#define MEMO_MIN_LOG2 10
#define MEMO_MAX_LOG2 16
#define DEFAULT_CAP 200000L

struct memo_entry {
    uint64_t key;           /* 0: unused (no canonical key is 0: h, w >= 1) */
    struct eye_value v;
    bool solved;            /* false: the solve hit the cap */
};

struct eye_memo {
    long node_cap;
    int max_open;               /* shapes with more open points are not solved */
    int large_cells, large_open;    /* nor shapes of large_cells cells or more
                                     * with more than large_open (0: no rule) */
    struct deadline *deadline;  /* borrowed; NULL: none */
    bool shared;                /* eye_solve_until's shared tables */
    int used, log2;
    long solves;                /* shapes solved (not found) */
    struct memo_entry *e;       /* 1 << log2 slots */
};

struct eye_memo *eye_memo_new(long node_cap)
{
    struct eye_memo *m = calloc(1, sizeof *m);
    if (!m)
        return NULL;
    m->node_cap = node_cap > 0 ? node_cap : DEFAULT_CAP;
    m->max_open = EYE_SOLVE_MAX;
    m->log2 = MEMO_MIN_LOG2;
    m->e = calloc((size_t)1 << m->log2, sizeof *m->e);
    if (!m->e) {
        free(m);
        return NULL;
    }
    return m;
}

void eye_memo_free(struct eye_memo *m)
{
    if (m)
        free(m->e);
    free(m);
}

long eye_memo_solves(const struct eye_memo *m) { return m->solves; }

void eye_memo_set_deadline(struct eye_memo *m, struct deadline *deadline)
{
    if (m)
        m->deadline = deadline;
}

void eye_memo_set_max_open(struct eye_memo *m, int points)
{
    if (m)
        m->max_open = points < EYE_SOLVE_MAX ? points : EYE_SOLVE_MAX;
}

/* The points either side may play at the start: empty cells (marginal or
 * not) and an extended shape's diagonal points.  The solver's tree grows
 * with them; a dead stone inside is one move's worth of room less. */
static int open_points(const struct eye_shape *s)
{
    int n = s->extended ? s->ndiag : 0;
    for (int r = 0; r < s->h; r++)
        for (int c = 0; c < s->w; c++)
            n += s->cell[r][c] == CELL_EMPTY || s->cell[r][c] == CELL_MARGINAL;
    return n;
}

void eye_memo_set_max_open_large(struct eye_memo *m, int cells, int points)
{
    if (m) {
        m->large_cells = cells;
        m->large_open = points;
    }
}

/* Within the open points the memo's rules allow. */
static bool worth_solving(const struct eye_memo *m, const struct eye_shape *s)
{
    int open = open_points(s);
    if (open > m->max_open)
        return false;
    return m->large_cells <= 0 || open <= m->large_open || eye_shape_size(s) < m->large_cells;
}

void eye_memo_share_tables(struct eye_memo *m)
{
    if (m)
        m->shared = true;
}

/* The slot of key k in a table of 1 << log2 slots: its entry or the
 * empty slot where it goes. */
static struct memo_entry *slot(struct memo_entry *e, int log2, uint64_t k)
{
    size_t mask = ((size_t)1 << log2) - 1;
    size_t i = (size_t)(k ^ (k >> 29)) & mask;
    while (e[i].key && e[i].key != k)
        i = (i + 1) & mask;
    return &e[i];
}

static bool full(const struct eye_memo *m)
{
    return m->used >= (1 << m->log2) / 4 * 3;
}

/* Doubles the table; false (the table as it was) when out of room. */
static bool grow(struct eye_memo *m)
{
    if (m->log2 >= MEMO_MAX_LOG2)
        return false;
    struct memo_entry *e = calloc((size_t)1 << (m->log2 + 1), sizeof *e);
    if (!e)
        return false;
    for (size_t i = 0; i < (size_t)1 << m->log2; i++)
        if (m->e[i].key)
            *slot(e, m->log2 + 1, m->e[i].key) = m->e[i];
    free(m->e);
    m->e = e;
    m->log2++;
    return true;
}

bool eye_memo_solve(struct eye_memo *m, const struct eye_shape *s, uint64_t k,
                    struct eye_value *v)
{
    struct memo_entry *x = slot(m->e, m->log2, k);
    if (x->key) {
        *v = x->v;
        return x->solved;
    }
    if (!worth_solving(m, s))
        return false;
    m->solves++;
    bool ok = eye_solve_until(s, v, m->node_cap, m->deadline, m->shared, NULL);
    /* A solve the clock cut short is no answer for the next move. */
    if (deadline_passed(m->deadline) || (full(m) && !grow(m)))
        return ok;
    x = slot(m->e, m->log2, k);
    x->key = k;
    x->v = *v;
    x->solved = ok;
    m->used++;
    return ok;
}
