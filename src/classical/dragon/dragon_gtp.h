/* dragon_gtp.h — the session's dragon analysis (gtp_dragon.c), for other
 * GTP modules: final_score's status chain, GoGui pictures. */
#ifndef MOYO_DRAGON_GTP_H
#define MOYO_DRAGON_GTP_H

#include "classical/dragon/dragon.h"

struct gtp;

/* The analysis of the session's current position, computed on first use
 * after each change (SLOT_ANALYSIS); NULL when out of memory. */
const struct dragon_analysis *gtp_dragons(struct gtp *s);

/* GNU Go's word for a dragon status: alive, dead, critical, unknown. */
const char *dragon_status_word(enum stone_status st);

#endif
