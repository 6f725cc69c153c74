/* reach.h — owns the escape walk: how much open ground a group reaches
 * within a few steps of its liberties.  One walk for the two judges of
 * running: the owl's strict escape at each node (owl_eval.c) and the
 * dragons' static escape (dragon_eval.c).
 *
 * The walk starts at the group's liberties and goes through empty points
 * the caller does not close (its own small eye spaces: room to live in,
 * not a way out; for the static judge also the opponent's sphere).  A
 * point next to an opponent stone, past the liberties, ends the walk
 * there: one opponent move on it blocks the way.  Every point reached
 * that is open ground counts: the opponent's stones near it, weighted by
 * nearness, are no stronger than the owner's stones outside the group
 * (the group's own stones do not count: next to any group the room
 * would look like its own).
 *
 * The walled room tells the group's own corner from the opponent's
 * framework by whose stones wall it (session 29): the empty points that
 * touch no opponent stone and are not closed fall into regions, and a
 * region beside the group counts when the group walls it at least as
 * much as the opponent: its stones and closed points (its own eye spaces)
 * beside the region against the opponent's stones one point away from
 * it, those next to a point a group stone also touches left out
 * (contested).  The board's edge walls for nobody, so an open side of
 * the board entered at one point through the group's wall, the
 * opponent's stones all along it, is his.
 */
#ifndef MOYO_REACH_H
#define MOYO_REACH_H

#include <stdint.h>

#include "board/board.h"

struct reach_walk {
    int color;                  /* the group's owner */
    const uint8_t *group;       /* non-zero on the group's stones */
    const uint8_t *closed;      /* non-zero where the walk may not go (NULL: nowhere) */
    int steps;                  /* the walk's length: 1 = the liberties only */
    int radius;                 /* open ground weighs stones this far (Manhattan) */
};

/* Is empty point p open ground for w->color (see above)? */
bool reach_open_ground(const struct board *b, const struct reach_walk *w, coord p);

/* The open-ground points the walk reaches, counted up to max (it stops
 * there). */
int reach_walk_count(const struct board *b, const struct reach_walk *w, int max);

/* The points of the regions of own room beside w->group that the group
 * walls at least as much as the opponent (above; steps and radius are
 * not used). */
int reach_walled_room(const struct board *b, const struct reach_walk *w);

#endif
