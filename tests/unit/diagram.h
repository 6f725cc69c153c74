/* diagram.h — helpers shared by the unit tests that draw positions:
 * a game or a bare board set up from rows of text, and vertices by name. */
#ifndef MOYO_TEST_DIAGRAM_H
#define MOYO_TEST_DIAGRAM_H

#include "board/game.h"

/* Rows from the top: 'X' black, 'O' white, anything else empty; komi 6.5. */
void diagram(struct game *g, int size, const char *rows[], int to_move);
/* The same rows on a bare board (no game, no komi). */
void board_diagram(struct board *b, int size, const char *rows[]);
/* The point named v ("D4"); fails the test on a bad name. */
coord V(const struct board *b, const char *v);

#endif
