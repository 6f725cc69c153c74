/* score_estimate_tactics.c — owns the tactician as a status provider:
 * a string that is captured even when its owner moves first is dead, one
 * that only the side to move decides is critical, and a stable one gets no
 * opinion (tactics cannot tell a live group from a dead one that simply has
 * many liberties; the next provider, or the liberty-based default, does).
 *
 * The reader works on a private copy of the position (it plays and takes
 * back moves), refreshed whenever a different position is asked about.
 */
#include "classical/influence/score_estimate.h"

#include <stdlib.h>

struct tactics_status {
    struct reading *r;
    struct board *copy;
    uint64_t hash;
    bool have_copy;
};

struct tactics_status *tactics_status_new(struct reading *r)
{
    struct tactics_status *t = calloc(1, sizeof *t);
    if (!t)
        return NULL;
    t->copy = malloc(sizeof *t->copy);
    if (!t->copy) {
        free(t);
        return NULL;
    }
    t->r = r;
    return t;
}

void tactics_status_free(struct tactics_status *t)
{
    if (!t)
        return;
    if (t->have_copy)
        board_free(t->copy);
    free(t->copy);
    free(t);
}

enum stone_status tactics_status(void *ctx, const struct board *b, coord p)
{
    struct tactics_status *t = ctx;
    if (b->color[p] != BLACK && b->color[p] != WHITE)
        return STATUS_UNKNOWN;
    uint64_t key = b->hash ^ (uint64_t)b->ko * 0x9e3779b97f4a7c15ull;
    if (!t->have_copy || t->hash != key) {
        if (t->have_copy)
            board_free(t->copy);
        board_copy(t->copy, b);
        t->have_copy = true;
        t->hash = key;
    }
    struct string_tactics st;
    reading_str_status(t->r, t->copy, board_string(t->copy, p), &st);
    switch (st.status) {
    case STR_CAPTURED: return STATUS_DEAD;
    case STR_THREATENED: return STATUS_CRITICAL;
    default: return STATUS_UNKNOWN;
    }
}
