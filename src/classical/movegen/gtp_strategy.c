/* gtp_strategy.c — the strategy generator's weak dragons over GTP:
 *   moyo-weak_dragons [COLOR]   the dragons movegen_strategy.c counts as
 *                               weak in the analysis for COLOR to move (to
 *                               move by default), one line each: origin,
 *                               colour, stake (points its death costs its
 *                               owner), safety (-1..1), weakness and
 *                               danger (0..1); empty when none.
 * Needs the classical engine (moyo-engine classical). */
#include <stdlib.h>

#include "board/coord.h"
#include "classical/movegen/movegen.h"
#include "gtp/gtp.h"

static void list_weak(struct gtp *s, const struct weak_dragons *w, const struct influence *inf,
                      struct strbuf *out)
{
    struct strategy_info info;
    for (int i = 0; strategy_dragon(w, i, inf, &info); i++) {
        if (i)
            sb_addc(out, '\n');
        gtp_add_vertex(s, out, info.origin);
        sb_printf(out, " %s stake %.1f safety %.2f weakness %.2f danger %.2f",
                  color_name(info.color), info.stake, info.safety, info.weakness, info.danger);
    }
}

static bool cmd_weak_dragons(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    struct classical *cl = classical_engine_state(s->engine);
    if (!cl) {
        sb_printf(out, "engine %s has no strategy generator (moyo-engine classical)",
                  s->engine->name);
        return false;
    }
    int color = s->game->to_move;
    if (argc >= 2 && !gtp_arg_color(argv[1], &color, out))
        return false;
    struct cl_position *pos = malloc(sizeof *pos);
    struct weak_dragons *w = NULL;
    bool ok = pos && classical_analyze(cl, s->game, color, pos)
              && (w = strategy_find_weak(cl, pos)) != NULL;
    if (ok)
        list_weak(s, w, &pos->inf, out);
    else
        sb_add(out, "out of memory");
    strategy_free(w);
    if (pos)
        cl_position_free(pos);
    free(pos);
    return ok;
}

const struct gtp_command gtp_strategy_commands[] = {
    {"moyo-weak_dragons", cmd_weak_dragons},
    {NULL, NULL},
};
