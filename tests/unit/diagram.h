/* diagram.h — helpers shared by the unit tests that draw positions:
 * a game set up from rows of text, and vertices by name. */
#ifndef MOYO_TEST_DIAGRAM_H
#define MOYO_TEST_DIAGRAM_H

#include "board/game.h"

/* Rows from the top: 'X' black, 'O' white, anything else empty; komi 6.5. */
void diagram(struct game *g, int size, const char *rows[], int to_move);
/* The point named v ("D4"); fails the test on a bad name. */
coord V(const struct board *b, const char *v);

#endif
