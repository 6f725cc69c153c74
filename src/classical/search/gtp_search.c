/* gtp_search.c — the global search over GTP:
 *   moyo-search [COLOR]   the search reg_genmove would run for COLOR (to
 *                         move by default): first line "move M depth D
 *                         nodes N" (depth 0: the best candidate stood
 *                         clear, nothing searched), then one line per
 *                         close candidate: move, the reasons' value, the
 *                         searched margin and the score compared.
 * Untimed (node cap only), so the answer does not depend on the load. */
#include "board/coord.h"
#include "classical/search/search.h"
#include "gtp/gtp.h"

#include <stdlib.h>

static void add_result(struct gtp *s, coord chosen, const struct cl_search_result *r,
                       struct strbuf *out)
{
    sb_add(out, "move ");
    gtp_add_vertex(s, out, chosen);
    sb_printf(out, " depth %d nodes %d%s", r->depth, r->nodes,
              r->budget_hit ? " (cap reached)" : "");
    for (int i = 0; i < r->nroot && r->depth > 0; i++) {
        sb_addc(out, '\n');
        gtp_add_vertex(s, out, r->root[i]);
        sb_printf(out, " value %.2f margin %.2f score %.2f", r->static_value[i], r->margin[i],
                  r->score[i]);
    }
}

static bool cmd_moyo_search(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    struct classical *cl = classical_engine_state(s->engine);
    if (!cl) {
        sb_printf(out, "engine %s has no global search (moyo-engine classical)",
                  s->engine->name);
        return false;
    }
    int color = s->game->to_move;
    if (argc >= 2 && !gtp_arg_color(argv[1], &color, out))
        return false;
    struct cl_position *pos = malloc(sizeof *pos);
    if (!pos || !classical_analyze(cl, s->game, color, pos)) {
        if (pos)
            cl_position_free(pos);
        free(pos);
        sb_add(out, "out of memory");
        return false;
    }
    struct cl_search_result r;
    coord m = classical_decide(cl, s->game, pos, false, 0, &r);
    add_result(s, m, &r, out);
    cl_position_free(pos);
    free(pos);
    return true;
}

const struct gtp_command gtp_search_commands[] = {
    {"moyo-search", cmd_moyo_search},
    {NULL, NULL},
};
