/* owl_setup.c — the owl object: its creation with the caches and the
 * eye memo it owns, its release, and the level that scales its budgets
 * (plies, nodes before the width narrows, the hard cap, the tactician's
 * share).  The search itself is owl_search.c's. */
#include "classical/owl/owl_impl.h"
#include "classical/reading/ttable.h"

#include <stdlib.h>

#include "classical/eyes/eyes.h"

/* Solver nodes for an eye shape the table lacks; beyond, its size decides. */
#define OWL_EYE_SOLVE_CAP 5000
/* Shapes with more open points (empty cells and an extended shape's
 * diagonal points; eyes.h eye_memo_set_max_open) are estimated from their
 * size without a solve: within the cap above, of some 1,100 such solves
 * in ld_owl.tst, owl.tst and 9x9.tst one found an answer (session 20); 8
 * open points are often solved (an 8-cell space with a marginal point on
 * every cell: 49 of 49). */
#define OWL_EYE_SOLVE_OPEN 8
/* Shapes of 9 cells or more are solved with at most 6 open points: with 8
 * (one or two dead stones inside) 425 of 426 solves hit the cap above
 * (session 20's count), for some 4.6% of the owl's solver nodes, and with
 * 7 most of the rest; leaving them out gave the same answers on all 16
 * suites (session 21). */
#define OWL_EYE_LARGE_CELLS 9
#define OWL_EYE_LARGE_OPEN 6

struct owl *owl_new(struct reading *tactics)
{
    struct owl *o = calloc(1, sizeof *o);
    if (!o)
        return NULL;
    o->tactics = tactics;
    if (!tactics) {
        o->tactics = reading_new();
        o->owns_tactics = true;
    }
    o->cache = ttable_new(18);
    o->eyes = malloc(sizeof *o->eyes);
    o->eye_memo = eye_memo_new(OWL_EYE_SOLVE_CAP);
    eye_memo_set_max_open(o->eye_memo, OWL_EYE_SOLVE_OPEN);
    eye_memo_set_max_open_large(o->eye_memo, OWL_EYE_LARGE_CELLS, OWL_EYE_LARGE_OPEN);
    o->memo = owl_memo_new();
    if (!o->tactics || !o->cache || !o->eyes || !o->eye_memo || !o->memo) {
        owl_free(o);
        return NULL;
    }
    owl_set_level(o, 10);
    return o;
}

void owl_free(struct owl *o)
{
    if (!o)
        return;
    if (o->owns_tactics)
        reading_free(o->tactics);
    ttable_free(o->cache);
    free(o->eyes);
    eye_memo_free(o->eye_memo);
    owl_memo_free(o->memo);
    free(o);
}

void owl_clear_cache(struct owl *o)
{
    ttable_clear(o->cache);
    owl_memo_clear(o->memo);
}
void owl_reset_counter(struct owl *o) { o->stats.nodes = 0; }

void owl_set_level(struct owl *o, int level)
{
    if (level < 1)
        level = 1;
    o->max_depth = OWL_DEFAULT_DEPTH * level / 10;
    if (o->max_depth < 4)
        o->max_depth = 4;
    if (o->max_depth > 40)
        o->max_depth = 40;
    o->node_budget = OWL_DEFAULT_BUDGET * level / 10;
    o->node_cap = OWL_DEFAULT_CAP * level / 10;
    o->tactics_cap = (long)OWL_TACTICS_CAP * level / 10;
    if (o->tactics_cap < 100000)
        o->tactics_cap = 100000;
    if (o->node_budget < 50)
        o->node_budget = 50;
    if (o->node_cap < 200)
        o->node_cap = 200;
    owl_clear_cache(o);
}
