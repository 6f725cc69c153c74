/* gtp_unconditional.c — GTP commands for unconditional status
 * (classical/eyes/unconditional.h): GNU Go's `unconditional_status V`, and a
 * GoGui picture of the whole board (territory, dead and alive stones).
 * Nothing is kept between commands: the analysis is cheap and always
 * from the current position. */
#include "board/coord.h"
#include "classical/eyes/unconditional.h"
#include "gtp/gtp.h"

static bool cmd_unconditional_status(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    const struct board *b = &s->game->board;
    uint8_t status[BOARD_MAX_POINTS];
    coord p;
    if (argc != 2 || !gtp_arg_vertex(s, argc >= 2 ? argv[1] : NULL, &p, out) || p == PASS) {
        if (!out->len)
            sb_add(out, "invalid coordinate");
        return false;
    }
    unconditional_status(b, status);
    sb_add(out, unconditional_name(status[p]));
    return true;
}

/* Appends "LABEL p q ..." (a line) for the points whose status is st. */
static void add_gfx_line(struct gtp *s, struct strbuf *out, const uint8_t *status,
                         enum uncond_status st, const char *label)
{
    const struct board *b = &s->game->board;
    coord pts[BOARD_MAX_POINTS];
    int n = 0;
    FOR_EACH_POINT(b, p)
        if (status[p] == st)
            pts[n++] = p;
    if (!n)
        return;
    if (out->len)
        sb_addc(out, '\n');
    sb_printf(out, "%s ", label);
    gtp_add_vertices(s, out, pts, n);
}

static bool cmd_unconditional_gfx(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    (void)argc, (void)argv;
    uint8_t status[BOARD_MAX_POINTS];
    unconditional_status(&s->game->board, status);
    add_gfx_line(s, out, status, UNCOND_BLACK_TERRITORY, "BLACK");
    add_gfx_line(s, out, status, UNCOND_WHITE_TERRITORY, "WHITE");
    add_gfx_line(s, out, status, UNCOND_DEAD, "MARK");
    add_gfx_line(s, out, status, UNCOND_ALIVE, "SQUARE");
    return true;
}

/* This module's lines of gogui-analyze_commands (src/gtp/registry.c). */
const char gtp_unconditional_gogui[] =
    "gfx/Unconditional status (Benson)/moyo-unconditional_gfx";

const struct gtp_command gtp_unconditional_commands[] = {
    {"unconditional_status", cmd_unconditional_status},
    {"moyo-unconditional_gfx", cmd_unconditional_gfx},
    {NULL, NULL},
};
