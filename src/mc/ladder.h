/* ladder.h — ladder reading for the heavy playouts. */
#ifndef MOYO_MC_LADDER_H
#define MOYO_MC_LADDER_H

#include <stdbool.h>

#include "board/board.h"

/* The string at p is in atari and its owner is to move: true when
 * running (extending on its liberty, again and again) fails because the
 * attacker can keep it in atari until it is captured.  The board is
 * returned unchanged. */
bool ladder_caught(struct board *b, coord p);

#endif
