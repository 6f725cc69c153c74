/* ttable.c — owns the searchers' transposition table (see ttable.h). */
#include "classical/reading/ttable.h"

#include <stdlib.h>
#include <string.h>

/* One entry is one word: a tag (the 39 key bits just above the slot
 * index), a bit that says the slot is used, the result and the move.
 * Half the 16 bytes a key, move and result take as a struct, so a table
 * of the same number of entries is half the memory to clear for a fresh
 * reader and to miss in the cache on a look-up.  The slot index and the
 * tag check the key's low 39 + log2size bits (57 for the tactician's
 * 2^18): a wrong hit needs two keys alike in all of them. */
typedef uint64_t tt_entry;

#define MARK_SHIFT 24           /* the used bit, then the tag */
#define RESULT_SHIFT 16
#define TAG_BITS 39

struct ttable {
    size_t mask;
    int log2size;
    tt_entry *e;
};

static inline uint64_t mark_of(const struct ttable *t, uint64_t key)
{
    return (key >> t->log2size & (((uint64_t)1 << TAG_BITS) - 1)) << 1 | 1;
}

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
    t->log2size = log2size;
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
    tt_entry e = t->e[key & t->mask];
    if (e >> MARK_SHIFT != mark_of(t, key))
        return false;
    *result = (uint8_t)(e >> RESULT_SHIFT);
    *move = (coord)e;
    return true;
}

void ttable_prefetch(const struct ttable *t, uint64_t key)
{
    __builtin_prefetch(&t->e[key & t->mask]);
}

void ttable_store(struct ttable *t, uint64_t key, int result, coord move)
{
    t->e[key & t->mask] =
        mark_of(t, key) << MARK_SHIFT | (uint64_t)(uint8_t)result << RESULT_SHIFT | move;
}
