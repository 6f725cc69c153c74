/* fixture.h — helpers shared by the unit tests of the classical engine's
 * analysis: a position analysed for one side, released, and the reasons
 * posted at a point. */
#ifndef MOYO_TEST_FIXTURE_H
#define MOYO_TEST_FIXTURE_H

#include "classical/engine/classical.h"

/* The engine's analysis of g for color; fails the test when it fails. */
struct cl_position *fixture_analyse(struct classical *cl, struct game *g, int color);
void fixture_release(struct cl_position *pos);
/* The sum of the amounts of the reasons of kind k posted at vertex v
 * (0 when none); fails the test on a bad vertex. */
float fixture_reason_sum(const struct cl_position *pos, const char *v, enum reason_kind k);

/* A diagram (tests/unit/diagram.h) analysed for `color` to play by a
 * fresh classical engine, and its release: the set-up the tests of one
 * shape or reason repeat for each diagram. */
struct fixture_analysed {
    struct game g;
    struct classical *cl;
    struct cl_position *pos;
};
void fixture_analyse_diagram(struct fixture_analysed *a, int size, const char **rows, int color);
void fixture_analysed_release(struct fixture_analysed *a);

#endif
