/* playout.h — finishing a game at random: the light and heavy policies,
 * area scoring of the final position, and the incrementally kept queue of
 * strings in atari that the heavy policy reads. */
#ifndef MOYO_MC_PLAYOUT_H
#define MOYO_MC_PLAYOUT_H

#include <stdint.h>

#include "board/board.h"
#include "mc/pattern3.h"
#include "util/rng.h"

#define PLAYOUT_MAX_MOVES (3 * BOARD_MAX_SIZE * BOARD_MAX_SIZE)

/* Strings in atari, kept up to date after every move from the neighbours
 * of that move only: a string can fall to one liberty only when a stone
 * is played next to it (or joins it).  Entries are string heads; stale
 * ones (captured, merged, escaped) are dropped when read. */
struct atari_queue {
    coord head[BOARD_MAX_POINTS];
    int n;
    uint8_t queued[BOARD_MAX_POINTS];
};

struct playout {
    const struct pattern3 *patterns;
    int policy;                 /* enum mc_policy */
    uint64_t rng;
    struct atari_queue aq;
    /* Moves of the last playout, for AMAF. */
    coord move[PLAYOUT_MAX_MOVES];
    uint8_t color[PLAYOUT_MAX_MOVES];
    int nmoves;
};

/* Plays from b (color to move, `passes` consecutive passes so far) until
 * two passes or the move limit; b is consumed.  Returns the area margin
 * black - white - komi of the final position.  owner, if not NULL,
 * receives BLACK/WHITE/EMPTY per point. */
double playout_run(struct playout *pl, struct board *b, int color, int passes, double komi,
                   uint8_t *owner);

/* The policy's choice for one move (exposed for tests). */
coord playout_choose(struct playout *pl, struct board *b, int color);
void atari_queue_init(struct atari_queue *q, const struct board *b);
void atari_queue_after_move(struct atari_queue *q, const struct board *b, coord p);

/* Area score: stones plus empty regions that touch one color only;
 * margin black - white - komi. */
double playout_score(const struct board *b, double komi, uint8_t *owner);

#endif
