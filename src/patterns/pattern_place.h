/* pattern_place.h — a position made from a pattern's own diagram. */
#ifndef MOYO_PATTERN_PLACE_H
#define MOYO_PATTERN_PLACE_H

#include <stdbool.h>

#include "patterns/pattern.h"

/* Clears b and sets up variant v's stones for `color` to move, with the
 * move at a point that satisfies the variant's edge bounds.  False when the
 * board is too small or the diagram cannot be set up as drawn. */
bool pattern_place_variant(struct board *b, const struct pattern_db *db,
                           const struct pat_variant *v, int color, coord *move);

#endif
