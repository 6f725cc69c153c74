/* gtp_candidates.c — the engine's candidate moves over GTP, whatever the
 * engine: top_moves [COLOR] (GNU Go's format: "move value" pairs, best
 * first), top_moves_black, top_moves_white, and moyo-explain [COLOR [N]]
 * (one line per candidate: move, value and the engine's reasons in
 * words; the best 20, or N of them), and moyo-explain_gfx (GoGui: the candidates labelled with their
 * values, the best squared, its reasons in the status line).  The list
 * comes from the engine's candidates callback, so it is the very analysis
 * genmove decides from. */
#include <stdio.h>
#include <stdlib.h>

#include "board/coord.h"
#include "gtp/gtp.h"

#define TOP_SHOWN 10
#define EXPLAIN_SHOWN 20
#define EXPLAIN_MAX 400         /* every candidate of a 19x19 position */

static bool color_arg(struct gtp *s, int argc, char **argv, struct strbuf *out, int *color)
{
    *color = s->game->to_move;
    if (argc >= 2 && !parse_color(argv[1], color)) {
        sb_add(out, "invalid color");
        return false;
    }
    return true;
}

static int candidates_of(struct gtp *s, int color, struct candidate *c, int max)
{
    struct engine *e = s->engine;
    return e->candidates ? e->candidates(e, s->game, color, c, max) : 0;
}

static bool list_top(struct gtp *s, int color, struct strbuf *out)
{
    struct candidate c[TOP_SHOWN];
    int n = candidates_of(s, color, c, TOP_SHOWN);
    for (int i = 0; i < n && i < TOP_SHOWN; i++) {
        if (i)
            sb_addc(out, ' ');
        gtp_add_vertex(s, out, c[i].move);
        sb_printf(out, " %.2f", c[i].value);
    }
    return true;
}

static bool cmd_top_moves(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    int color;
    return color_arg(s, argc, argv, out, &color) && list_top(s, color, out);
}

static bool cmd_top_moves_black(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    (void)argc;
    (void)argv;
    return list_top(s, BLACK, out);
}

static bool cmd_top_moves_white(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    (void)argc;
    (void)argv;
    return list_top(s, WHITE, out);
}

/* The count asked for after the colour: the whole list of a position
 * is what tells where a move the engine did not choose stands. */
static bool explain_count(int argc, char **argv, struct strbuf *out, int *count)
{
    *count = EXPLAIN_SHOWN;
    if (argc < 3)
        return true;
    char *end;
    long n = strtol(argv[2], &end, 10);
    if (*end || n < 1 || n > EXPLAIN_MAX) {
        sb_printf(out, "invalid count (1..%d)", EXPLAIN_MAX);
        return false;
    }
    *count = (int)n;
    return true;
}

static bool cmd_explain(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    int color, count;
    if (!color_arg(s, argc, argv, out, &color) || !explain_count(argc, argv, out, &count))
        return false;
    struct candidate *c = malloc(sizeof *c * (size_t)count);
    if (!c) {
        sb_add(out, "out of memory");
        return false;
    }
    int n = candidates_of(s, color, c, count);
    for (int i = 0; i < n && i < count; i++) {
        if (i)
            sb_addc(out, '\n');
        gtp_add_vertex(s, out, c[i].move);
        sb_printf(out, " %.2f %s", c[i].value, c[i].reason);
    }
    free(c);
    return true;
}

/* GoGui gfx: the candidates' values on the board (rounded to a point),
 * the best one squared, and its reasons as the status text. */
static bool cmd_explain_gfx(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    int color;
    if (!color_arg(s, argc, argv, out, &color))
        return false;
    struct candidate c[TOP_SHOWN];
    int n = candidates_of(s, color, c, TOP_SHOWN);
    char v[8];
    sb_add(out, "LABEL");
    for (int i = 0; i < n; i++)
        if (c[i].move != PASS && c[i].move != RESIGN)
            sb_printf(out, " %s %.0f", format_vertex(&s->game->board, c[i].move, v), c[i].value);
    if (n > 0 && c[0].move != PASS && c[0].move != RESIGN)
        sb_printf(out, "\nSQUARE %s", format_vertex(&s->game->board, c[0].move, v));
    if (n > 0)
        sb_printf(out, "\nTEXT %s %s %.1f: %s", color_name(color),
                  format_vertex(&s->game->board, c[0].move, v), c[0].value, c[0].reason);
    else
        sb_printf(out, "\nTEXT %s: no candidates", color_name(color));
    return true;
}

/* This module's lines of gogui-analyze_commands (src/gtp/registry.c);
 * the commands analyse for the player to move. */
const char gtp_candidate_gogui[] =
    "gfx/Move reasons: candidates and values/moyo-explain_gfx\n"
    "string/Move reasons: every candidate in words/moyo-explain\n"
    "string/Move reasons: top moves/top_moves";

bool gtp_candidate_gogui_available(struct gtp *s)
{
    return s->engine->candidates != NULL;
}

const struct gtp_command gtp_candidate_commands[] = {
    {"moyo-explain_gfx", cmd_explain_gfx},
    {"top_moves", cmd_top_moves},
    {"top_moves_black", cmd_top_moves_black},
    {"top_moves_white", cmd_top_moves_white},
    {"moyo-explain", cmd_explain},
    {NULL, NULL},
};
