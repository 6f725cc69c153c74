/* gtp_read_args.c — the searchers' shared GTP answer and argument forms
 * (see gtp_read_args.h). */
#include "classical/reading/gtp_read_args.h"

#include "classical/reading/reading.h"

void gtp_add_read_result(struct gtp *s, struct strbuf *out, int res, coord move)
{
    sb_printf(out, "%d", reading_gtp_code(res));
    if (res != READ_FAIL) {
        sb_addc(out, ' ');
        gtp_add_vertex(s, out, move);
    }
}

bool gtp_arg_move_then_stone(struct gtp *s, int argc, char **argv, coord *move, coord *str,
                             struct strbuf *out)
{
    if (argc < 3) {
        sb_add(out, "two vertices expected");
        return false;
    }
    if (!gtp_arg_vertex(s, argv[1], move, out) || !gtp_arg_stone(s, argv[2], str, out))
        return false;
    if (*move == PASS || s->game->board.color[*move] != EMPTY) {
        sb_add(out, "move vertex must be empty");
        return false;
    }
    return true;
}
