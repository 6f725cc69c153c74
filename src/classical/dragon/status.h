/* status.h — the life-and-death status of strings, as the influence
 * function and the scorer consume it.
 *
 * Whoever knows most about life and death provides it: the dragon module
 * (owl), the tactician (attack/defend of single strings), or — before
 * either exists or when they have no opinion — the scorer's own method
 * (Benson's unconditional life plus playout ownership, see
 * score_estimate.h).  A provider is a function plus its context, so it
 * plugs in without a global: the GTP layer or engine that owns the
 * reading state fills one in and passes it down.
 */
#ifndef MOYO_STATUS_H
#define MOYO_STATUS_H

#include "board/board.h"

enum stone_status {
    STATUS_UNKNOWN = 0,     /* no opinion: the caller falls back */
    STATUS_ALIVE,
    STATUS_DEAD,
    STATUS_SEKI,
    STATUS_CRITICAL,        /* lives or dies depending on who moves first */
};

struct status_provider {
    const char *name;       /* "owl", "tactics", "ownership", ... for messages */
    void *ctx;
    /* Status of the string holding stone p (the whole dragon's status is
     * fine: every string of a dragon then answers the same). */
    enum stone_status (*status)(void *ctx, const struct board *b, coord p);
};

const char *stone_status_name(enum stone_status s);  /* "alive", "dead", ... */

#endif
