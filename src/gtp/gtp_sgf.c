/* gtp_sgf.c — owns the GTP commands that read and write SGF: loadsgf
 * (GNU Go's `loadsgf FILE [N|VERTEX]`) and printsgf, and the game header
 * printsgf writes: a loaded record's rules and player names come back as
 * they were; for a game the engine played, its own name for the colours it
 * generated and the rules in force.  The SGF work itself is src/sgf/'s;
 * this file only maps it onto the session. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/coord.h"
#include "cli.h"
#include "gtp/gtp.h"
#include "gtp/gtp_cmds.h"
#include "sgf/sgf.h"

/* The session's header state (SLOT_SGF). */
struct sgf_header {
    bool loaded;                /* info holds the loaded record's header */
    struct sgf_info info;
    bool engine_played[3];      /* by colour: genmove answered for it */
};

static void *header_new(void)
{
    return calloc(1, sizeof(struct sgf_header));
}

static struct sgf_header *header_of(struct gtp *s)
{
    return gtp_slot(s, SLOT_SGF, header_new, free);
}

void gtp_sgf_new_game(struct gtp *s)
{
    struct sgf_header *h = header_of(s);
    if (h)
        memset(h, 0, sizeof *h);
}

void gtp_sgf_engine_played(struct gtp *s, int color)
{
    struct sgf_header *h = header_of(s);
    if (h && (color == BLACK || color == WHITE))
        h->engine_played[color] = true;
}

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
    struct sgf_header *h = header_of(s);
    if (h) {
        memset(h, 0, sizeof *h);
        h->loaded = true;
        h->info = info;
    }
    sb_add(out, color_name(g->to_move));
    return true;
}

/* The loaded record's rules and names where it had them; otherwise the
 * rules in force and, for each colour the engine played, its name. */
static void fill_info(struct gtp *s, const struct game *g, struct sgf_info *info)
{
    const struct sgf_header *h = header_of(s);
    memset(info, 0, sizeof *info);
    if (h && h->loaded) {
        snprintf(info->rules, sizeof info->rules, "%s", h->info.rules);
        snprintf(info->black, sizeof info->black, "%s", h->info.black);
        snprintf(info->white, sizeof info->white, "%s", h->info.white);
    }
    info->size = g->board.size;
    info->komi = g->komi;
    info->handicap = g->handicap;
    if (!info->rules[0])
        snprintf(info->rules, sizeof info->rules, "%s",
                 g->rules == RULES_JAPANESE ? "Japanese" : "Chinese");
    char me[64];
    snprintf(me, sizeof me, "moyo %s (%s)", MOYO_VERSION, s->engine->name);
    if (h && h->engine_played[BLACK] && !info->black[0])
        snprintf(info->black, sizeof info->black, "%s", me);
    if (h && h->engine_played[WHITE] && !info->white[0])
        snprintf(info->white, sizeof info->white, "%s", me);
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
    fill_info(s, g, &info);
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
