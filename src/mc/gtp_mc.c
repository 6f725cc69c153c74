/* gtp_mc.c — GTP commands of the Monte Carlo engine:
 *   mc_stats [N]              root children of the search: visits, win rate,
 *                             RAVE value and visits, prior, principal variation
 *   mc_final_status_list alive|dead  strings by the ownership statistics
 *   mc_ownership_dboard, mc_gfx  GoGui pictures of the same search
 *   lz-analyze [COLOR] [CS]   Leela Zero style "info move ..." lines every CS
 *                             centiseconds until the next command (Sabaki,
 *                             Lizzie)
 *   lz-genmove_analyze COLOR [CS]  genmove with the same lines, then
 *                             "play MOVE"
 *   moyo-option NAME VALUE    sets an engine option (playouts, threads, ...)
 * The search-based commands need the mc engine; the others work with any. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/coord.h"
#include "gtp/gtp.h"
#include "mc/mc.h"

#define MAX_STATS 400

static struct mc_search *need_mc(struct gtp *s, struct strbuf *out)
{
    struct mc_search *m = mc_engine_search(s->engine);
    if (!m)
        sb_printf(out, "engine %s has no Monte Carlo search (moyo-engine mc)", s->engine->name);
    return m;
}

/* Has the last search been made on exactly this position and color? */
static bool searched_here(const struct mc_search *m, const struct game *g, int color)
{
    return m->have_root && m->root_color == color && m->root_game.nmoves == g->nmoves
        && m->root_game.board.size == g->board.size && m->root_game.board.hash == g->board.hash
        && m->tree.nodes[0].state == NODE_EXPANDED;
}

static void add_pv(struct gtp *s, struct strbuf *out, const struct mc_move_stat *st)
{
    char v[8];
    for (int k = 0; k < st->npv; k++)
        sb_printf(out, " %s", format_vertex(&s->game->board, st->pv[k], v));
}

static bool cmd_mc_stats(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    struct mc_search *m = need_mc(s, out);
    if (!m)
        return false;
    int max = 10;
    if (argc >= 2 && (!gtp_arg_int(argv[1], &max, out) || max < 1)) {
        if (!out->len)
            sb_add(out, "count must be positive");
        return false;
    }
    if (max > MAX_STATS)
        max = MAX_STATS;
    gtp_unwind(s);
    int color = s->game->to_move;
    if (!searched_here(m, s->game, color))
        mc_search_run(m, s->game, color, m->par.playouts, m->par.max_seconds);
    struct mc_move_stat *st = malloc((size_t)max * sizeof *st);
    if (!st) {
        sb_add(out, "out of memory");
        return false;
    }
    int n = mc_root_stats(m, st, max);
    sb_printf(out, "%s to move, %ld simulations (%ld ended by two passes in the tree) in %.2f s,"
              " tree %u/%u nodes%s, pruned %d times", color_name(color), m->last_sims,
              m->last_terminal, m->last_seconds,
              m->tree.used < m->tree.cap ? m->tree.used : m->tree.cap, m->tree.cap,
              m->tree.full ? " (full)" : "", m->tree_prunes);
    char v[8];
    for (int i = 0; i < n; i++) {
        sb_printf(out, "\n%-4s visits %d winrate %.4f rave %.4f/%d prior %.3f/%d pv",
                  format_vertex(&s->game->board, st[i].move, v), st[i].visits, st[i].winrate,
                  st[i].rave_winrate, st[i].rave_visits, st[i].prior, st[i].prior_visits);
        add_pv(s, out, &st[i]);
    }
    free(st);
    return true;
}

/* The engine's own view of the end of the game, from the ownership
 * statistics of its last search (one is run on another position): the
 * strings it would treat as dead or alive when deciding to pass.  The
 * standard final_status_list is the referee's count (gtp_score.c). */
static bool cmd_mc_final_status_list(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    bool want_dead = argc >= 2 && !strcmp(argv[1], "dead");
    if (argc != 2 || (!want_dead && strcmp(argv[1], "alive") != 0)) {
        sb_add(out, "usage: mc_final_status_list alive|dead");
        return false;
    }
    if (!need_mc(s, out))
        return false;
    gtp_unwind(s);
    bool dead[BOARD_MAX_POINTS];
    s->engine->dead_stones(s->engine, s->game, dead);
    const struct board *b = &s->game->board;
    bool keep[BOARD_MAX_POINTS] = {false};
    FOR_EACH_POINT(b, p)
        keep[p] = b->color[p] != EMPTY && dead[p] == want_dead;
    gtp_add_strings(s, out, keep);
    return true;
}

/* The last search if it was made on this position, else a new one of
 * the configured size (at least 2000 simulations). */
static struct mc_search *searched(struct gtp *s, struct strbuf *out)
{
    struct mc_search *m = need_mc(s, out);
    if (!m)
        return NULL;
    gtp_unwind(s);
    int color = s->game->to_move;
    if (!searched_here(m, s->game, color)) {
        int n = m->par.playouts < 2000 ? 2000 : m->par.playouts;
        mc_search_run(m, s->game, color, n, m->par.max_seconds);
    }
    return m;
}

/* GoGui dboard: ownership in [-1, 1], black positive, top row first. */
static bool cmd_mc_ownership_dboard(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    (void)argc, (void)argv;
    struct mc_search *m = searched(s, out);
    if (!m)
        return false;
    const struct board *b = &s->game->board;
    for (int r = 0; r < b->size; r++) {
        if (r)
            sb_addc(out, '\n');
        for (int c = 0; c < b->size; c++)
            sb_printf(out, "%s%.2f", c ? " " : "", mc_ownership(m, board_point(b, r, c)));
    }
    return true;
}

/* GoGui gfx: the most visited moves labelled with their win rate, the
 * best one marked. */
static bool cmd_mc_gfx(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    (void)argc, (void)argv;
    struct mc_search *m = searched(s, out);
    if (!m)
        return false;
    struct mc_move_stat st[10];
    int n = mc_root_stats(m, st, 10);
    char v[8];
    sb_add(out, "LABEL");
    for (int i = 0; i < n; i++)
        if (st[i].move != PASS && st[i].visits > 0)
            sb_printf(out, " %s %d", format_vertex(&s->game->board, st[i].move, v),
                      (int)(st[i].winrate * 100 + 0.5));
    if (n > 0 && st[0].move != PASS)
        sb_printf(out, "\nSQUARE %s", format_vertex(&s->game->board, st[0].move, v));
    sb_printf(out, "\nTEXT %s to move: %ld simulations, best %s %.1f%%", color_name(m->root_color),
              m->last_sims, n > 0 ? format_vertex(&s->game->board, st[0].move, v) : "-",
              n > 0 ? st[0].winrate * 100 : 0.0);
    return true;
}

/* This module's lines of gogui-analyze_commands (src/gtp/registry.c). */
const char gtp_mc_gogui[] =
    "gfx/MC: best moves and win rates/mc_gfx\n"
    "dboard/MC: ownership/mc_ownership_dboard\n"
    "string/MC: statistics/mc_stats 10\n"
    "plist/MC: dead stones/mc_final_status_list dead";

/* The lines above need the engine's search: listed only when it has one. */
bool gtp_mc_gogui_available(struct gtp *s)
{
    return mc_engine_search(s->engine) != NULL;
}

/* ---- lz-analyze, lz-genmove_analyze ------------------------------------------- */

/* Upper bound of an analysis that runs until the next command: the
 * counters of the tree are 32-bit. */
#define ANALYZE_MAX_SIMS (1L << 30)

struct analyze_opts {
    int color;
    int interval;           /* centiseconds between info lines */
    int min_moves, max_moves;
    /* avoid / allow for the first move (the root's player) */
    bool filter, have_allow;
    bool avoid[BOARD_MAX_POINTS], allow[BOARD_MAX_POINTS];
};

struct analyze_ctx {
    struct gtp *s;
    const struct analyze_opts *o;
    struct strbuf *out;     /* answer in one piece, or NULL when streaming */
    int lines;              /* info lines written so far */
};

/* One Leela Zero info line: every root move with visits (at least
 * min_moves, at most max_moves), best first, win rate and prior in
 * 1/10000 for the player to move.  The prior is the move's probability
 * under the search's prior knowledge (mc_move_stat.policy), as Leela Zero
 * clients read it, not the prior's win rate. */
static void info_line(struct gtp *s, struct strbuf *out, const struct mc_search *m,
                      const struct analyze_opts *o)
{
    struct mc_move_stat st[MAX_STATS];
    int n = mc_root_stats(m, st, MAX_STATS);
    char v[8];
    int k = 0;
    for (int i = 0; i < n && k < o->max_moves; i++) {
        if (st[i].visits == 0 && k >= o->min_moves)
            break;
        if (m->root_filter && m->root_skip[st[i].move])
            continue;
        sb_printf(out, "%sinfo move %s visits %d winrate %d prior %d order %d pv", k ? " " : "",
                  format_vertex(&s->game->board, st[i].move, v), st[i].visits,
                  (int)(st[i].winrate * 10000 + 0.5), (int)(st[i].policy * 10000 + 0.5), k);
        add_pv(s, out, &st[i]);
        if (st[i].npv == 0)
            sb_printf(out, " %s", v);
        k++;
    }
}

static void write_info(struct analyze_ctx *ctx, const struct mc_search *m)
{
    if (ctx->out) {
        sb_addc(ctx->out, '\n');
        info_line(ctx->s, ctx->out, m, ctx->o);
    } else {
        struct strbuf line;
        sb_init(&line);
        info_line(ctx->s, &line, m, ctx->o);
        gtp_stream_line(ctx->s, sb_str(&line));
        sb_free(&line);
    }
    ctx->lines++;
}

static void analyze_progress(void *arg, const struct mc_search *m)
{
    write_info(arg, m);
}

/* Streaming analysis stops when the next command arrives, but not before
 * its first info line, so a script that sends the next command at once
 * still gets an answer. */
static bool analyze_interrupt(void *arg)
{
    struct analyze_ctx *ctx = arg;
    return ctx->lines > 0 && gtp_input_waiting(ctx->s);
}

/* "avoid|allow COLOR VERTICES UNTIL" at argv[i].  Only the first move of
 * the search is filtered: entries for the other color (whose moves start
 * at depth 2) are accepted and have no effect. */
static bool parse_filter(struct gtp *s, char **argv, int argc, int i, struct analyze_opts *o)
{
    return gtp_arg_move_filter(s, argv, argc, i, o->color, o->avoid, o->allow, &o->have_allow,
                               &o->filter);
}

/* [COLOR] [INTERVAL] then Leela Zero's keywords: interval N, minmoves N,
 * maxmoves N; avoid/allow and the rest of the line are accepted and not
 * applied (the search has no move filter).  from: first argument. */
static bool parse_analyze(struct gtp *s, int argc, char **argv, int from, bool need_color,
                          struct analyze_opts *o, struct strbuf *out)
{
    struct strbuf junk;
    sb_init(&junk);
    int i = from;
    memset(o, 0, sizeof *o);
    o->color = s->game->to_move;
    o->interval = 100;
    o->max_moves = 32;
    bool ok = i < argc && gtp_arg_color(argv[i], &o->color, &junk);
    if (ok)
        i++;
    else if (need_color) {
        sb_free(&junk);
        sb_add(out, "invalid color");
        return false;
    }
    if (i < argc && gtp_arg_int(argv[i], &o->interval, &junk))
        i++;
    ok = true;
    while (ok && i < argc) {
        if (!strcmp(argv[i], "avoid") || !strcmp(argv[i], "allow")) {
            ok = parse_filter(s, argv, argc, i, o);
            i += 4;
            continue;
        }
        int v = 0;
        ok = i + 1 < argc && gtp_arg_int(argv[i + 1], &v, &junk) && v >= 0;
        if (ok && !strcmp(argv[i], "interval"))
            o->interval = v;
        else if (ok && !strcmp(argv[i], "minmoves"))
            o->min_moves = v;
        else if (ok && !strcmp(argv[i], "maxmoves"))
            o->max_moves = v;
        else
            ok = false;
        i += 2;
    }
    sb_free(&junk);
    if (!ok) {
        sb_printf(out, "usage: %s%s [INTERVAL] [interval N] [minmoves N] [maxmoves N]"
                  " [avoid|allow COLOR VERTEX,... UNTIL]", argv[0], need_color ? " COLOR" : " [COLOR]");
        return false;
    }
    if (o->interval <= 0)
        o->interval = 100;
    if (o->max_moves <= 0 || o->max_moves > 64)
        o->max_moves = 64;
    if (o->min_moves > o->max_moves)
        o->min_moves = o->max_moves;
    return true;
}

static void hooks_on(struct mc_search *m, struct analyze_ctx *ctx, bool interruptible)
{
    const struct analyze_opts *o = ctx->o;
    m->root_filter = o->filter;
    for (int p = 0; o->filter && p < BOARD_MAX_POINTS; p++)
        m->root_skip[p] = o->avoid[p] || (o->have_allow && !o->allow[p]);
    m->progress = analyze_progress;
    m->progress_arg = ctx;
    m->progress_interval = ctx->o->interval / 100.0;
    m->interrupt = interruptible ? analyze_interrupt : NULL;
}

static void hooks_off(struct mc_search *m)
{
    m->root_filter = false;
    m->progress = NULL;
    m->progress_arg = NULL;
    m->interrupt = NULL;
}

/* Inside the protocol loop the analysis streams until the next command
 * (Leela Zero's behaviour, which Sabaki and Lizzie expect); elsewhere
 * (regression files, tests) it is one search of the configured size whose
 * info lines make up the answer. */
static bool cmd_lz_analyze(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    /* Engines without a search answer from their one analysis. */
    if (!mc_engine_search(s->engine))
        return gtp_engine_lz_analyze(s, argc, argv, out);
    struct mc_search *m = need_mc(s, out);
    struct analyze_opts o;
    if (!m || !parse_analyze(s, argc, argv, 1, false, &o, out))
        return false;
    gtp_unwind(s);
    bool stream = gtp_stream_begin(s);
    struct analyze_ctx ctx = {s, &o, stream ? NULL : out, 0};
    hooks_on(m, &ctx, stream);
    if (stream)
        mc_search_run(m, s->game, o.color, ANALYZE_MAX_SIMS, 0);
    else
        mc_search_run(m, s->game, o.color, m->par.playouts, m->par.max_seconds);
    write_info(&ctx, m);
    hooks_off(m);
    return true;
}

/* genmove with info lines while it searches, then "play MOVE". */
static bool cmd_lz_genmove_analyze(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    struct analyze_opts o;
    if (!parse_analyze(s, argc, argv, 1, true, &o, out))
        return false;
    struct mc_search *m = mc_engine_search(s->engine);
    bool stream = gtp_stream_begin(s);
    struct analyze_ctx ctx = {s, &o, stream ? NULL : out, 0};
    if (m)
        hooks_on(m, &ctx, false);
    struct strbuf move;
    sb_init(&move);
    bool ok = gtp_execute(s, o.color == BLACK ? "genmove b" : "genmove w", &move);
    if (m)
        hooks_off(m);
    if (!ok && !stream) {
        sb_clear(out);
        sb_add(out, sb_str(&move));
    } else {
        /* After "=" an error has no "?" to go to: it is written as a line. */
        char line[160];
        snprintf(line, sizeof line, "%s %s", ok ? "play" : "error", sb_str(&move));
        if (stream)
            gtp_stream_line(s, line);
        else
            sb_printf(out, "\n%s", line);
    }
    sb_free(&move);
    return ok || stream;
}

/* ---- moyo-option -------------------------------------------------------------- */

static bool cmd_moyo_option(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    if (argc != 3) {
        sb_add(out, "usage: moyo-option NAME VALUE");
        return false;
    }
    if (!s->engine->set_option) {
        sb_printf(out, "engine %s has no options", s->engine->name);
        return false;
    }
    char err[256];
    if (!s->engine->set_option(s->engine, argv[1], argv[2], err, sizeof err)) {
        sb_add(out, err);
        return false;
    }
    return true;
}

const struct gtp_command gtp_mc_commands[] = {
    {"mc_stats", cmd_mc_stats},
    {"mc_final_status_list", cmd_mc_final_status_list},
    {"mc_ownership_dboard", cmd_mc_ownership_dboard},
    {"mc_gfx", cmd_mc_gfx},
    {"lz-analyze", cmd_lz_analyze},
    {"lz-genmove_analyze", cmd_lz_genmove_analyze},
    {"moyo-option", cmd_moyo_option},
    {NULL, NULL},
};
