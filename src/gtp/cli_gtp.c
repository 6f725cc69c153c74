/* cli_gtp.c — owns `moyo gtp [OPTIONS]` (and plain `moyo [OPTIONS]`, with
 * GNU Go's `--mode gtp` accepted so scripts written for gnugo work): reads
 * the options, builds the session, and serves GTP on stdin/stdout. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/score.h"
#include "cli.h"
#include "gtp/gtp.h"
#include "gtp/gtp_cmds.h"

struct gtp_options {
    const char *engine;
    const char *level;
    const char *komi;
    const char *rules;
    const char *boardsize;
    const char *patterns;
    const char *scorer;
    bool superko;
    /* Engine options (--playouts N ...), applied with moyo-option. */
    const char *engine_opt[16][2];
    int nengine_opt;
};

/* Command-line flags that are engine options of the same name. */
static const char *const ENGINE_FLAGS[] = {
    "playouts", "threads", "mc-memory", "playout", "explore", "rave-equiv",
    "expand-after", "prior-weight", "resign", "reuse", "seed", "seconds",
    "search", "search_depth", "search_width", "search_window", "search_nodes", "search_seconds",
    "search_score", "weights", "owl_dragons", "pass_below", "resign_margin", "resign_after",
    "max_candidates", "influence",
};

static void usage(FILE *f)
{
    fprintf(f,
        "usage: moyo gtp [--engine NAME] [--level N] [--komi K] [--rules R]\n"
        "                [--boardsize N] [--superko] [--patterns FILE] [--scorer S]\n"
        "       moyo --mode gtp [same options]\n\n"
        "Speaks GTP version 2 on standard input and output.\n"
        "  --engine NAME   move generator (--list-engines: one per line):");
    for (const char *const *n = engine_names(); *n; n++)
        fprintf(f, " %s", *n);
    fprintf(f, " (default classical)\n"
        "  --level N       strength/time level passed to the engine\n"
        "  --komi K        komi (default 7.5)\n"
        "  --rules R       chinese (area, default) or japanese (territory)\n"
        "  --boardsize N   initial board size 1..25 (default 19)\n"
        "  --superko       forbid positional superko repetitions\n"
        "  --patterns FILE load a pattern file beside the built-in ones\n"
        "  --scorer engine|classical  who decides final_score and final_status_list:\n"
        "                  the engine's own dead stones, or the classical scorer\n"
        "                  (default)\n"
        "  --playouts N, --threads N, --mc-memory MB, --playout light|heavy,\n"
        "  --explore C, --rave-equiv K, --expand-after N, --prior-weight W,\n"
        "  --resign R, --reuse on|off,\n"
        "  --seed N, --seconds S\n"
        "                  Monte Carlo engine options (docs/monte-carlo.md)\n"
        "  --search on|off, --search_depth N, --search_width N, --search_window F,\n"
        "  --search_nodes N, --search_seconds S, --search_score correct|replace\n"
        "                  the classical engine's global search (docs/move-generation.md)\n"
        "  --weights FILE, --owl_dragons N, --pass_below P, --resign_margin P,\n"
        "  --resign_after F, --max_candidates N, --influence 1/d|1/2^d\n"
        "                  the classical engine's weights table and limits\n"
        "See docs/gtp.md for the commands.\n");
}

static bool engine_flag(const char *a)
{
    for (size_t i = 0; i < sizeof ENGINE_FLAGS / sizeof ENGINE_FLAGS[0]; i++)
        if (a[0] == '-' && a[1] == '-' && strcmp(a + 2, ENGINE_FLAGS[i]) == 0)
            return true;
    return false;
}

/* Returns 0 to go on, else the exit status (help or a bad option). */
static int parse_options(int argc, char **argv, struct gtp_options *o)
{
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *val = i + 1 < argc ? argv[i + 1] : NULL;
        const char **slot = NULL;
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            usage(stdout);
            return -1;
        } else if (strcmp(a, "--list-engines") == 0) {
            /* one per line, for scripts (tools/soak) that try them all */
            for (const char *const *n = engine_names(); *n; n++)
                printf("%s\n", *n);
            return -1;
        } else if (strcmp(a, "--superko") == 0) {
            o->superko = true;
            continue;
        } else if (strcmp(a, "--mode") == 0) {
            if (!val || strcmp(val, "gtp") != 0) {
                fprintf(stderr, "moyo: only --mode gtp is supported\n");
                return 2;
            }
            i++;
            continue;
        } else if (strcmp(a, "--engine") == 0) {
            slot = &o->engine;
        } else if (strcmp(a, "--level") == 0) {
            slot = &o->level;
        } else if (strcmp(a, "--komi") == 0) {
            slot = &o->komi;
        } else if (strcmp(a, "--rules") == 0) {
            slot = &o->rules;
        } else if (strcmp(a, "--boardsize") == 0) {
            slot = &o->boardsize;
        } else if (strcmp(a, "--patterns") == 0) {
            slot = &o->patterns;
        } else if (strcmp(a, "--scorer") == 0) {
            slot = &o->scorer;
        } else if (engine_flag(a) && o->nengine_opt < 16) {
            if (!val) {
                fprintf(stderr, "moyo gtp: %s needs a value\n", a);
                return 2;
            }
            o->engine_opt[o->nengine_opt][0] = a + 2;
            o->engine_opt[o->nengine_opt++][1] = val;
            i++;
            continue;
        } else {
            fprintf(stderr, "moyo gtp: unknown option '%s'\n", a);
            usage(stderr);
            return 2;
        }
        if (!val) {
            fprintf(stderr, "moyo gtp: %s needs a value\n", a);
            return 2;
        }
        *slot = val;
        i++;
    }
    return 0;
}

/* Runs one GTP command to apply an option, so options and commands share
 * their validation and messages. */
static bool apply(struct gtp *s, const char *option, const char *cmd, const char *val)
{
    char line[256];
    snprintf(line, sizeof line, "%s %s", cmd, val);
    struct strbuf out;
    sb_init(&out);
    bool ok = gtp_execute(s, line, &out);
    if (!ok)
        fprintf(stderr, "moyo gtp: bad %s '%s': %s\n", option, val, sb_str(&out));
    sb_free(&out);
    return ok;
}

static bool configure(struct gtp *s, const struct gtp_options *o)
{
    if (o->rules && !parse_rules(o->rules, &s->game->rules)) {
        fprintf(stderr, "moyo gtp: bad --rules '%s' (chinese or japanese)\n", o->rules);
        return false;
    }
    s->game->superko = o->superko;
    s->game->board.superko = o->superko;
    bool ok = (!o->boardsize || apply(s, "--boardsize", "boardsize", o->boardsize))
        && (!o->komi || apply(s, "--komi", "komi", o->komi))
        && (!o->level || apply(s, "--level", "level", o->level))
        && (!o->patterns || apply(s, "--patterns", "load_patterns", o->patterns))
        && (!o->scorer || apply(s, "--scorer", "moyo-scorer", o->scorer));
    for (int i = 0; ok && i < o->nengine_opt; i++) {
        char cmd[64];
        snprintf(cmd, sizeof cmd, "moyo-option %s", o->engine_opt[i][0]);
        ok = apply(s, o->engine_opt[i][0], cmd, o->engine_opt[i][1]);
    }
    return ok;
}

int cli_gtp(int argc, char **argv)
{
    struct gtp_options o = {0};
    int rc = parse_options(argc, argv, &o);
    if (rc)
        return rc < 0 ? 0 : rc;
    char err[256];
    struct gtp *s = gtp_new(o.engine, err, sizeof err);
    if (!s) {
        fprintf(stderr, "moyo gtp: %s\n", err);
        return 2;
    }
    if (!configure(s, &o)) {
        gtp_free(s);
        return 2;
    }
    gtp_serve(s, stdin, stdout);
    gtp_free(s);
    return 0;
}
