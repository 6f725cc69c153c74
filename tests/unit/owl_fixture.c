/* owl_fixture.c — a diagram analysed for the owl's unit tests
 * (owl_fixture.h).  Not a suite: the runner finds none here. */
#include <check.h>

#include "diagram.h"
#include "owl_fixture.h"

void owl_fixture_open(struct owl_fixture *f, int size, const char **rows, bool patterns)
{
    board_diagram(&f->b, size, rows);
    f->r = reading_new();
    f->o = owl_new(f->r);
    f->ps = patterns ? pattern_set_new_builtin() : NULL;
    if (f->ps)
        owl_set_patterns(f->o, f->ps);
    ck_assert(dragon_analyze(&f->a, &f->b, f->r, f->ps, NULL));
}

void owl_fixture_close(struct owl_fixture *f)
{
    dragon_analysis_free(&f->a);
    owl_free(f->o);
    if (f->ps)
        pattern_set_free(f->ps);
    reading_free(f->r);
    board_free(&f->b);
}

int owl_fixture_dragon(const struct owl_fixture *f, const char *v)
{
    int d = dragon_index_at(&f->a, V(&f->b, v));
    ck_assert(d != DRAGON_NONE);
    return d;
}

/* A Black edge group at S18 boxed in by White's wall on the 19x19 board,
 * with open points along the edge that are room, not eyes: critical, Q18
 * for both (test_owl_verdict.c and test_owl_cache.c read it). */
const char *OWL_EDGE_ROOM[] = {
    "...................", "................OX.", "............O.O.X..",
    "...............OOX.", ".................X.", "..............O.O..",
    "................O..", "...................", "................O..",
    "...................", "................O..", "...................",
    "...................", "...................", "...................",
    "...................", "...................", "...................",
    "...................",
};
