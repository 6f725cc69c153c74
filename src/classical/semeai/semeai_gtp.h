/* semeai_gtp.h — the session's race reader (gtp_semeai.c), for other GTP
 * modules: dragon_status corrects its answer by races. */
#ifndef MOYO_SEMEAI_GTP_H
#define MOYO_SEMEAI_GTP_H

#include "classical/semeai/semeai.h"

struct gtp;

/* The session's reader (SLOT_SEMEAI), created on first use; NULL when out
 * of memory. */
struct semeai *gtp_semeai(struct gtp *s);

#endif
