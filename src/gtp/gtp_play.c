/* gtp_play.c — the move-generation commands beyond GTP's genmove and
 * reg_genmove, for any engine (GNU Go 3.8's names and answers):
 *   restricted_genmove COLOR V...  the best move among the listed vertices,
 *                          not played (PASS when none is worth playing)
 *   gg_genmove COLOR [SEED]  reg_genmove with an optional random seed
 *                          (engines with a "seed" option take it; the
 *                          classical engine is deterministic anyway)
 *   kgs-genmove_cleanup COLOR  genmove for KGS's cleanup phase: played, and
 *                          no pass while the opponent's dead stones remain */
#include <stdlib.h>
#include <string.h>

#include "gtp/gtp.h"
#include "gtp/gtp_cmds.h"

static bool cmd_restricted_genmove(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    int color;
    if (!gtp_arg_color(argc >= 2 ? argv[1] : NULL, &color, out))
        return false;
    if (argc < 3) {
        sb_add(out, "no vertex listed");
        return false;
    }
    bool *allowed = calloc(BOARD_MAX_POINTS, sizeof *allowed);
    if (!allowed) {
        sb_add(out, "out of memory");
        return false;
    }
    for (int i = 2; i < argc; i++) {
        coord p;
        if (!gtp_arg_vertex(s, argv[i], &p, out)) {
            free(allowed);
            return false;
        }
        if (p != PASS)
            allowed[p] = true;
    }
    coord m = engine_restricted_genmove(s->engine, s->game, color, allowed);
    free(allowed);
    if (m == RESIGN || (m != PASS && !board_is_legal(&s->game->board, color, m)))
        m = PASS;
    gtp_add_vertex(s, out, m);
    return true;
}

static bool cmd_gg_genmove(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    int color, seed;
    if (!gtp_arg_color(argc >= 2 ? argv[1] : NULL, &color, out))
        return false;
    if (argc >= 3) {
        if (!gtp_arg_int(argv[2], &seed, out))
            return false;
        char err[128];
        /* Only engines with randomness have a seed; others ignore it. */
        if (s->engine->set_option)
            (void)s->engine->set_option(s->engine, "seed", argv[2], err, sizeof err);
    }
    coord m = engine_reg_genmove(s->engine, s->game, color);
    gtp_add_vertex(s, out, m == RESIGN ? PASS : m);
    return true;
}

static bool cmd_genmove_cleanup(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    int color;
    if (!gtp_arg_color(argc >= 2 ? argv[1] : NULL, &color, out))
        return false;
    gtp_unwind(s);
    return gtp_play_generated(s, color, engine_genmove_cleanup(s->engine, s->game, color), out);
}

const struct gtp_command gtp_play_commands[] = {
    {"restricted_genmove", cmd_restricted_genmove},
    {"gg_genmove", cmd_gg_genmove},
    {"kgs-genmove_cleanup", cmd_genmove_cleanup},
    {NULL, NULL},
};
