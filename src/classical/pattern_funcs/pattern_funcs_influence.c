/* pattern_funcs_influence.c — constraint functions answered by the influence map
 * (classical/influence/influence.h), from the side of the diagram's O.
 *
 * The map comes from the env's PENV_INFLUENCE slot (a struct influence of
 * env->board); a caller that has none gets one computed on first use
 * (1/d mode, quick liberty-based strengths), freed by
 * pattern_env_release.  The map must belong to the position matched. */
#include <stdlib.h>

#include "classical/influence/influence.h"
#include "classical/pattern_funcs/pattern_funcs.h"

static const struct influence *map_of(struct pattern_env *e)
{
    if (!e->data[PENV_INFLUENCE]) {
        struct influence *inf = malloc(sizeof *inf);
        if (!inf)
            return NULL;
        influence_compute(inf, e->board, INFLUENCE_INV_D, NULL);
        e->data[PENV_INFLUENCE] = inf;
        e->cleanup[PENV_INFLUENCE] = free;
    }
    return e->data[PENV_INFLUENCE];
}

static int side(const struct pattern_env *e) { return e->color == BLACK ? 1 : -1; }

static int f_influence(struct pattern_env *e, const coord *a)
{
    const struct influence *inf = map_of(e);
    return inf ? side(e) * inf->control[a[0]] : 0;
}

static int f_territory(struct pattern_env *e, const coord *a)
{
    const struct influence *inf = map_of(e);
    return inf ? side(e) * inf->region[a[0]] : 0;
}

const struct pattern_function pattern_influence_functions[] = {
    {"influence", 1, f_influence, "control of the point, -64 (X) .. +64 (O)"},
    {"territory", 1, f_territory,
     "region of the point for O: 3 territory, 2 moyo, 1 area, 0 neutral, negative for X"},
    {NULL, 0, NULL, NULL},
};
