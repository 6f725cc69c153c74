/* prior.h — cheap knowledge that seeds a new tree node: the node starts
 * with `n` virtual simulations at win rate `value`. */
#ifndef MOYO_MC_PRIOR_H
#define MOYO_MC_PRIOR_H

#include "board/board.h"
#include "mc/pattern3.h"

struct prior {
    double n;
    double wins;
};

/* Prior of color playing move (PASS allowed) on b; b may be read
 * ahead on (ladders) but is returned unchanged. */
struct prior prior_of_move(struct board *b, const struct pattern3 *pt, int color,
                           coord move);

#endif
