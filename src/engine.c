/* engine.c — owns the engine registry: which move generators are compiled
 * in, creating one by name, and the documented defaults for callbacks an
 * engine leaves NULL.  Add one line (and one extern) per engine. */
#include "engine.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct engine *simple_engine_create(char *err, int errlen);
struct engine *mc_engine_create(char *err, int errlen);
struct engine *classical_engine_create(char *err, int errlen);

struct engine_entry {
    const char *name;
    struct engine *(*create)(char *err, int errlen);
};

static const struct engine_entry ENGINES[] = {
    {"simple", simple_engine_create},
    {"mc", mc_engine_create},
    {"classical", classical_engine_create},
};
#define NENGINES (sizeof ENGINES / sizeof ENGINES[0])

/* The same names for engine_names(), which hands out a plain list. */
static const char *const NAMES[] = {
    "simple",
    "mc",
    "classical",
    NULL,
};
_Static_assert(sizeof NAMES / sizeof NAMES[0] == NENGINES + 1,
               "ENGINES and NAMES must list the same engines");

struct engine *engine_create(const char *name, char *err, int errlen)
{
    for (size_t i = 0; i < NENGINES; i++)
        if (strcmp(ENGINES[i].name, name) == 0)
            return ENGINES[i].create(err, errlen);
    int n = snprintf(err, (size_t)errlen, "unknown engine '%s' (known:", name);
    for (size_t i = 0; i < NENGINES && n > 0 && n < errlen; i++)
        n += snprintf(err + n, (size_t)(errlen - n), " %s", ENGINES[i].name);
    if (n > 0 && n < errlen)
        snprintf(err + n, (size_t)(errlen - n), ")");
    return NULL;
}

void engine_free(struct engine *e)
{
    /* An engine's free releases the struct itself; without one the struct
     * is a plain malloc'd block with no state. */
    if (!e)
        return;
    if (e->free)
        e->free(e);
    else
        free(e);
}

const char *const *engine_names(void)
{
    return NAMES;
}

coord engine_genmove(struct engine *e, const struct game *g, int color)
{
    return e->genmove(e, g, color);
}

coord engine_reg_genmove(struct engine *e, const struct game *g, int color)
{
    if (e->reg_genmove)
        return e->reg_genmove(e, g, color);
    return e->genmove(e, g, color);
}

coord engine_genmove_cleanup(struct engine *e, const struct game *g, int color)
{
    if (e->genmove_cleanup)
        return e->genmove_cleanup(e, g, color);
    return e->genmove(e, g, color);
}

#define RESTRICTED_CANDIDATES 64

coord engine_restricted_genmove(struct engine *e, const struct game *g, int color,
                                const bool *allowed)
{
    if (e->restricted_genmove)
        return e->restricted_genmove(e, g, color, allowed);
    if (!e->candidates)
        return PASS;
    struct candidate *c = malloc(sizeof *c * RESTRICTED_CANDIDATES);
    coord m = PASS;
    int n = c ? e->candidates(e, g, color, c, RESTRICTED_CANDIDATES) : 0;
    for (int i = 0; i < n && m == PASS; i++)
        if (c[i].move != PASS && allowed[c[i].move] && board_is_legal(&g->board, color, c[i].move))
            m = c[i].move;
    free(c);
    return m;
}
