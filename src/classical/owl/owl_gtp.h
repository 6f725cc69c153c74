/* owl_gtp.h — the session's life-and-death searcher (gtp_owl.c), for other
 * GTP modules: dragon_status answers from it. */
#ifndef MOYO_OWL_GTP_H
#define MOYO_OWL_GTP_H

#include "classical/owl/owl.h"

struct gtp;

/* The session's searcher (SLOT_OWL), created on first use; NULL when out
 * of memory. */
struct owl *gtp_owl(struct gtp *s);

#endif
