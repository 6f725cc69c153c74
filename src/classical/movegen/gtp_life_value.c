/* gtp_life_value.c — what a dragon's life changes on the board, over GTP:
 *   moyo-life_value VERTEX [COLOR]
 *       for the dragon holding the stone at VERTEX, in the classical
 *       analysis with COLOR to move (to move by default): its stake (the
 *       points its save or kill reason counts per unit of weight), then
 *       territory, moyo and points its owner has with it alive more than
 *       with its stones dead (life_value.c).
 * Needs the classical engine (moyo-engine classical). */
#include <stdlib.h>

#include "classical/movegen/movegen.h"
#include "gtp/gtp.h"

static bool report(struct classical *cl, struct cl_position *pos, coord stone,
                   struct strbuf *out)
{
    int d = dragon_index_at(&pos->dragons, stone);
    struct life_value v;
    if (d == DRAGON_NONE || !life_value_of(cl, pos, d, &v)) {
        sb_add(out, "no dragon there");
        return false;
    }
    sb_printf(out, "stake %.2f territory %.2f moyo %.2f points %.2f", v.stake, v.territory,
              v.moyo, v.points);
    return true;
}

static bool cmd_life_value(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    struct classical *cl = classical_engine_state(s->engine);
    if (!cl) {
        sb_printf(out, "engine %s has no dragon analysis (moyo-engine classical)",
                  s->engine->name);
        return false;
    }
    coord stone;
    if (argc < 2) {
        sb_add(out, "usage: moyo-life_value VERTEX [COLOR]");
        return false;
    }
    if (!gtp_arg_stone(s, argv[1], &stone, out))
        return false;
    int color = s->game->to_move;
    if (argc >= 3 && !gtp_arg_color(argv[2], &color, out))
        return false;
    struct cl_position *pos = malloc(sizeof *pos);
    if (!pos || !classical_analyze(cl, s->game, color, pos)) {
        sb_add(out, "out of memory");
        free(pos);
        return false;
    }
    bool ok = report(cl, pos, stone, out);
    cl_position_free(pos);
    free(pos);
    return ok;
}

const struct gtp_command gtp_life_value_commands[] = {
    {"moyo-life_value", cmd_life_value},
    {NULL, NULL},
};
