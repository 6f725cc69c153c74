/* eyes_memo.c — owns the memo of eye shapes solved at run time: a
 * caller-owned open-addressing table from canonical shape key to the
 * solver's answer (or "the solve hit the cap").  Shapes do not depend on
 * the position, so a searcher (owl) keeps one memo for its life and each
 * shape the compiled table lacks is solved once.  When full, the memo
 * stops remembering and every further shape is solved afresh. */
#include "classical/eyes/eyes.h"

#include <stdlib.h>

#include "classical/eyes/eyes_shape.h"
#include "util/deadline.h"

#define MEMO_LOG2 12
#define MEMO_FILL ((1 << MEMO_LOG2) * 3 / 4)
#define DEFAULT_CAP 200000L

struct memo_entry {
    uint64_t key;           /* 0: unused (no canonical key is 0: h, w >= 1) */
    struct eye_value v;
    bool solved;            /* false: the solve hit the cap */
};

struct eye_memo {
    long node_cap;
    struct deadline *deadline;  /* borrowed; NULL: none */
    bool shared;                /* eye_solve_until's shared tables */
    int used;
    struct memo_entry e[1 << MEMO_LOG2];
};

struct eye_memo *eye_memo_new(long node_cap)
{
    struct eye_memo *m = calloc(1, sizeof *m);
    if (m)
        m->node_cap = node_cap > 0 ? node_cap : DEFAULT_CAP;
    return m;
}

void eye_memo_free(struct eye_memo *m) { free(m); }

void eye_memo_set_deadline(struct eye_memo *m, struct deadline *deadline)
{
    if (m)
        m->deadline = deadline;
}

void eye_memo_share_tables(struct eye_memo *m)
{
    if (m)
        m->shared = true;
}

bool eye_memo_solve(struct eye_memo *m, const struct eye_shape *s, uint64_t k,
                    struct eye_value *v)
{
    size_t mask = (1u << MEMO_LOG2) - 1;
    size_t i = (size_t)(k ^ (k >> 29)) & mask;
    for (; m->e[i].key; i = (i + 1) & mask)
        if (m->e[i].key == k) {
            *v = m->e[i].v;
            return m->e[i].solved;
        }
    bool ok = eye_solve_until(s, v, m->node_cap, m->deadline, m->shared, NULL);
    /* A solve the clock cut short is no answer for the next move. */
    if (m->used < MEMO_FILL && !deadline_passed(m->deadline)) {
        m->e[i].key = k;
        m->e[i].v = *v;
        m->e[i].solved = ok;
        m->used++;
    }
    return ok;
}
