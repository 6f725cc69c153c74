/* ttable.c — owns the searchers' transposition table (see ttable.h). */
#include "classical/ttable.h"

#include <stdlib.h>
#include <string.h>

struct tt_entry {
    uint64_t key;               /* 0 = empty: keys are never 0 */
    coord move;
    uint8_t result;
};

struct ttable {
    size_t mask;
    struct tt_entry *e;
};

struct ttable *ttable_new(int log2size)
{
    struct ttable *t = malloc(sizeof *t);
    if (!t)
        return NULL;
    size_t n = (size_t)1 << log2size;
    /* Every entry written now, not calloc's pages left for first use: a
     * long GTP session's tables would otherwise grow into memory page by
     * page over hundreds of games, which looks like a leak in the soak
     * run (docs/reliability.md).  Memory is the table's size from the
     * start: that is its cap.  (explicit_bzero: the compiler turns
     * malloc + memset into calloc, which leaves the pages untouched.) */
    t->e = malloc(n * sizeof *t->e);
    if (t->e)
        explicit_bzero(t->e, n * sizeof *t->e);
    if (!t->e) {
        free(t);
        return NULL;
    }
    t->mask = n - 1;
    return t;
}

void ttable_free(struct ttable *t)
{
    if (t) {
        free(t->e);
        free(t);
    }
}

void ttable_clear(struct ttable *t)
{
    if (t)
        memset(t->e, 0, (t->mask + 1) * sizeof *t->e);
}

bool ttable_lookup(const struct ttable *t, uint64_t key, int *result, coord *move)
{
    const struct tt_entry *e = &t->e[key & t->mask];
    if (e->key != key)
        return false;
    *result = e->result;
    *move = e->move;
    return true;
}

void ttable_store(struct ttable *t, uint64_t key, int result, coord move)
{
    struct tt_entry *e = &t->e[key & t->mask];
    e->key = key;
    e->move = move;
    e->result = (uint8_t)result;
}
