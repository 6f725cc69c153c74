/* params.c — owns the MC engine's options: defaults and parsing of
 * `name value` pairs from the command line and GTP. */
#include "mc/mc.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void mc_params_default(struct mc_params *p)
{
    p->playouts = 10000;
    p->threads = 1;
    p->memory = (size_t)256 << 20;
    p->policy = MC_HEAVY;
    p->explore = 0;
    p->rave_equiv = 2000;
    p->expand_after = 4;
    p->prior_weight = 1;
    p->resign = 0.1;
    p->resign_min_visits = 200;
    p->pass_winrate = 0.9;
    p->reuse = true;
    p->seed = 0x2545f4914f6cdd1dULL;
    p->max_seconds = 0;
}

static bool parse_long(const char *v, long lo, long hi, long *out)
{
    char *end;
    errno = 0;
    long x = strtol(v, &end, 10);
    if (errno || end == v || *end || x < lo || x > hi)
        return false;
    *out = x;
    return true;
}

static bool parse_double(const char *v, double lo, double hi, double *out)
{
    char *end;
    errno = 0;
    double x = strtod(v, &end);
    if (errno || end == v || *end || !isfinite(x) || x < lo || x > hi)
        return false;
    *out = x;
    return true;
}

static bool parse_bool(const char *v, bool *out)
{
    if (!strcmp(v, "1") || !strcmp(v, "on") || !strcmp(v, "yes") || !strcmp(v, "true"))
        *out = true;
    else if (!strcmp(v, "0") || !strcmp(v, "off") || !strcmp(v, "no") || !strcmp(v, "false"))
        *out = false;
    else
        return false;
    return true;
}

bool mc_params_set(struct mc_params *p, const char *name, const char *value,
                   char *err, int errlen)
{
    long l;
    double d;
    bool ok = true;
    if (!strcmp(name, "playouts")) {
        if ((ok = parse_long(value, 1, 100000000L, &l)))
            p->playouts = (int)l;
    } else if (!strcmp(name, "threads")) {
        if ((ok = parse_long(value, 1, MC_MAX_THREADS, &l)))
            p->threads = (int)l;
    } else if (!strcmp(name, "mc-memory") || !strcmp(name, "memory")) {
        if ((ok = parse_long(value, 1, 1L << 20, &l)))
            p->memory = (size_t)l << 20;
    } else if (!strcmp(name, "playout") || !strcmp(name, "policy")) {
        if (!strcmp(value, "light"))
            p->policy = MC_LIGHT;
        else if (!strcmp(value, "heavy"))
            p->policy = MC_HEAVY;
        else
            ok = false;
    } else if (!strcmp(name, "explore")) {
        if ((ok = parse_double(value, 0, 100, &d)))
            p->explore = d;
    } else if (!strcmp(name, "rave-equiv")) {
        if ((ok = parse_double(value, 0, 1e9, &d)))
            p->rave_equiv = d;
    } else if (!strcmp(name, "expand-after")) {
        if ((ok = parse_long(value, 0, 1000000, &l)))
            p->expand_after = (int)l;
    } else if (!strcmp(name, "prior-weight")) {
        if ((ok = parse_double(value, 0, 100, &d)))
            p->prior_weight = d;
    } else if (!strcmp(name, "resign")) {
        if ((ok = parse_double(value, 0, 1, &d)))
            p->resign = d;
    } else if (!strcmp(name, "reuse")) {
        ok = parse_bool(value, &p->reuse);
    } else if (!strcmp(name, "seed")) {
        if ((ok = parse_long(value, 0, 0x7fffffffL, &l)))
            p->seed = (uint64_t)l * 0x9e3779b97f4a7c15ULL + 1;
    } else if (!strcmp(name, "seconds")) {
        if ((ok = parse_double(value, 0, 1e6, &d)))
            p->max_seconds = d;
    } else {
        snprintf(err, (size_t)errlen,
                 "unknown mc option '%s' (playouts, threads, mc-memory, playout, explore, "
                 "rave-equiv, expand-after, prior-weight, resign, reuse, seed, seconds)",
                 name);
        return false;
    }
    if (!ok)
        snprintf(err, (size_t)errlen, "bad value '%s' for mc option '%s'", value, name);
    return ok;
}
