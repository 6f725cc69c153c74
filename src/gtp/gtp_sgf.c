/* gtp_sgf.c — owns the GTP commands that read and write SGF: loadsgf
 * (GNU Go's `loadsgf FILE [N|VERTEX]`) and printsgf.  The SGF work itself
 * is src/sgf/'s; this file only maps it onto the session. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/coord.h"
#include "gtp/gtp.h"
#include "sgf/sgf.h"

static bool cmd_loadsgf(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    if (argc < 2) {
        sb_add(out, "missing filename");
        return false;
    }
    /* Loaded into a fresh game that replaces the session's only on
     * success, so a bad file can never leave a half-loaded position. */
    struct game *g = malloc(sizeof *g);
    if (!g) {
        sb_add(out, "out of memory");
        return false;
    }
    game_init(g, s->game->board.size, s->game->komi);
    g->rules = s->game->rules;
    struct sgf_info info;
    struct sgf_error err;
    /* The SGF module reads the optional N|VERTEX the way GNU Go does. */
    if (!sgf_load_game_arg(argv[1], argc >= 3 ? argv[2] : NULL, g, &info, &err)) {
        game_free(g);
        free(g);
        sb_add(out, err.msg);
        return false;
    }
    /* The superko choice belongs to the session, not to the file. */
    g->superko = s->game->superko;
    g->board.superko = g->superko;
    gtp_unwind(s);
    game_free(s->game);
    free(s->game);
    s->game = g;
    gtp_position_changed(s);
    sb_add(out, color_name(g->to_move));
    return true;
}

static void fill_info(const struct game *g, struct sgf_info *info)
{
    memset(info, 0, sizeof *info);
    info->size = g->board.size;
    info->komi = g->komi;
    info->handicap = g->handicap;
    snprintf(info->rules, sizeof info->rules, "%s",
             g->rules == RULES_JAPANESE ? "Japanese" : "Chinese");
}

/* The game record while the trymove stack is empty; with tried moves on
 * it, the position on top of the stack as setup stones (the record does
 * not contain the tried moves). */
static bool write_sgf(struct gtp *s, FILE *f)
{
    const struct game *g = s->game;
    if (s->try_depth > 0) {
        const struct board *b = &g->board;
        int to_move = b->last_color == EMPTY ? g->to_move : other_color(b->last_color);
        return sgf_write_position(f, b, to_move, g->komi);
    }
    struct sgf_info info;
    fill_info(g, &info);
    return sgf_write_game(f, g, &info);
}

static bool cmd_printsgf(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    if (argc >= 2) {
        FILE *f = fopen(argv[1], "w");
        if (!f) {
            sb_printf(out, "cannot open '%s': %s", argv[1], strerror(errno));
            return false;
        }
        bool ok = write_sgf(s, f);
        if (fclose(f) != 0)
            ok = false;
        if (!ok)
            sb_printf(out, "cannot write '%s'", argv[1]);
        return ok;
    }
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    if (!f) {
        sb_add(out, "out of memory");
        return false;
    }
    bool ok = write_sgf(s, f);
    fclose(f);
    if (ok)
        sb_addn(out, buf, len);
    else
        sb_add(out, "cannot write the game as SGF");
    free(buf);
    return ok;
}

const struct gtp_command gtp_sgf_commands[] = {
    {"loadsgf", cmd_loadsgf},
    {"printsgf", cmd_printsgf},
    {NULL, NULL},
};
