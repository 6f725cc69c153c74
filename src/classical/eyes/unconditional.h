/* unconditional.h — owns unconditional status: which stones no sequence
 * of opponent moves can capture, which stones can never escape capture,
 * and which empty points are territory whatever the opponent plays
 * (GTP unconditional_status; the rule is in docs/unconditional.md).
 *
 * "Unconditional" is meant as in Benson (1976): the opponent may make any
 * number of moves in a row while the owner passes.
 *   alive        the string is unconditionally alive (Benson);
 *   X territory  an empty point of a region enclosed by X's alive strings
 *                in which the opponent could never make a string that is
 *                itself unconditionally alive, however many moves in a row
 *                it made;
 *   dead         an opponent stone in such a region;
 *   undecided    everything else.
 */
#ifndef MOYO_UNCONDITIONAL_H
#define MOYO_UNCONDITIONAL_H

#include <stdint.h>

#include "board/board.h"

enum uncond_status {
    UNCOND_UNDECIDED = 0,
    UNCOND_ALIVE,
    UNCOND_DEAD,
    UNCOND_BLACK_TERRITORY,
    UNCOND_WHITE_TERRITORY,
};

/* status[p] for every on-board point of b. */
void unconditional_status(const struct board *b, uint8_t *status);

/* GNU Go's words: "alive", "dead", "undecided", "black_territory",
 * "white_territory". */
const char *unconditional_name(enum uncond_status s);

#endif
