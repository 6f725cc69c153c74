/* owl_fixture.h — a diagram analysed for the owl's unit tests: the board,
 * its tactical reader, the searcher (with the built-in patterns when
 * asked) and the dragons, opened and closed together, so that each test
 * states only its position and its questions. */
#ifndef MOYO_TEST_OWL_FIXTURE_H
#define MOYO_TEST_OWL_FIXTURE_H

#include <stdbool.h>

#include "board/board.h"
#include "classical/dragon/dragon.h"
#include "classical/owl/owl.h"
#include "patterns/pattern_match.h"

struct owl_fixture {
    struct board b;
    struct reading *r;
    struct owl *o;
    struct pattern_set *ps; /* NULL when opened without patterns */
    struct dragon_analysis a;
};

/* Sets up rows (size lines) and analyses its dragons; fails the test
 * when the analysis fails. */
void owl_fixture_open(struct owl_fixture *f, int size, const char **rows, bool patterns);
void owl_fixture_close(struct owl_fixture *f);
/* The dragon with a stone at vertex v; fails the test when none. */
int owl_fixture_dragon(const struct owl_fixture *f, const char *v);

/* 19 rows: a Black edge group critical at Q18 (owl_fixture.c). */
extern const char *OWL_EDGE_ROOM[];

#endif
