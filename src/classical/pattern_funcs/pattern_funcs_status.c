/* pattern_funcs_status.c — the life-and-death status of a string for constraints:
 * `status(a)` is 0 (empty point or no opinion), 1 alive, 2 dead, 3 seki,
 * 4 critical (enum stone_status, classical/dragon/status.h).
 *
 * The caller may put a struct status_provider * in the env's PENV_DRAGONS
 * slot (the dragon module, or the scorer's chain); without one, or when it
 * has no opinion, the tactician answers for the single string: cannot be
 * captured -> alive; captured whoever moves first -> dead; else critical. */
#include <stddef.h>

#include "classical/dragon/status.h"
#include "classical/pattern_funcs/pattern_funcs.h"

static int tactical_status(struct pattern_env *e, coord p)
{
    struct reading *r = pattern_env_reader(e);
    if (!r)
        return STATUS_UNKNOWN;
    coord move;
    if (reading_attack(r, e->board, p, &move) == READ_FAIL)
        return STATUS_ALIVE;
    return reading_defend(r, e->board, p, &move) == READ_FAIL ? STATUS_DEAD : STATUS_CRITICAL;
}

static int f_status(struct pattern_env *e, const coord *a)
{
    int c = e->board->color[a[0]];
    if (c != BLACK && c != WHITE)
        return STATUS_UNKNOWN;
    const struct status_provider *sp = e->data[PENV_DRAGONS];
    if (sp && sp->status) {
        enum stone_status s = sp->status(sp->ctx, e->board, a[0]);
        if (s != STATUS_UNKNOWN)
            return s;
    }
    return tactical_status(e, a[0]);
}

const struct pattern_function pattern_status_functions[] = {
    {"status", 1, f_status,
     "life of the string: 1 alive, 2 dead, 3 seki, 4 critical, 0 empty/unknown"},
    {NULL, 0, NULL, NULL},
};
