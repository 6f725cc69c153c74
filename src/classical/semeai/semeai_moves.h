/* semeai_moves.h — the race search's candidate moves (semeai_moves.c),
 * private to src/classical/semeai. */
#ifndef MOYO_SEMEAI_MOVES_H
#define MOYO_SEMEAI_MOVES_H

#include "classical/semeai/semeai.h"

#define SEMEAI_MAX_CANDIDATES 12
#define EYE_VITAL_MAX 12        /* bigger enclosed areas are not eye spaces */

struct semeai_movelist {
    int n;
    coord m[SEMEAI_MAX_CANDIDATES];
};

/* side's candidate moves in s's position, in the search's order. */
void semeai_generate(struct semeai *s, int side, struct semeai_movelist *l);

#endif
