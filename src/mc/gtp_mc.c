/* gtp_mc.c — GTP commands of the Monte Carlo engine:
 *   mc_stats [N]              root children of the search: visits, win rate,
 *                             RAVE value and visits, prior, principal variation
 *   lz-analyze [COLOR] [CS]   Leela Zero style "info move ..." lines every CS
 *                             centiseconds of one search (Sabaki, Lizzie)
 *   kgs-genmove_cleanup COLOR genmove that captures dead stones before passing
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
              " tree %u/%u nodes%s", color_name(color), m->last_sims, m->last_terminal,
              m->last_seconds, m->tree.used < m->tree.cap
              ? m->tree.used : m->tree.cap, m->tree.cap, m->tree.full ? " (full)" : "");
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

/* ---- lz-analyze ------------------------------------------------------------- */

struct analyze_ctx {
    struct gtp *s;
    struct strbuf *out;
};

static void info_line(struct gtp *s, struct strbuf *out, const struct mc_search *m)
{
    struct mc_move_stat st[32];
    int n = mc_root_stats(m, st, 32);
    char v[8];
    bool any = false;
    for (int i = 0; i < n; i++) {
        if (st[i].visits == 0)
            continue;
        sb_printf(out, "%sinfo move %s visits %d winrate %d prior %d order %d pv", any ? " " : "\n",
                  format_vertex(&s->game->board, st[i].move, v), st[i].visits,
                  (int)(st[i].winrate * 10000 + 0.5), (int)(st[i].prior * 10000 + 0.5), i);
        add_pv(s, out, &st[i]);
        any = true;
    }
}

static void analyze_progress(void *arg, const struct mc_search *m)
{
    struct analyze_ctx *ctx = arg;
    info_line(ctx->s, ctx->out, m);
}

/* Without a streaming channel in the GTP loop the analysis is bounded:
 * one search (playouts or seconds as configured) whose periodic info lines
 * make up the answer, the last line being the final state. */
static bool cmd_lz_analyze(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    struct mc_search *m = need_mc(s, out);
    if (!m)
        return false;
    gtp_unwind(s);
    int color = s->game->to_move, interval = 100, i = 1;
    struct strbuf junk;
    sb_init(&junk);
    if (i < argc && gtp_arg_color(argv[i], &color, &junk))
        i++;
    if (i < argc && gtp_arg_int(argv[i], &interval, &junk))
        i++;
    /* Leela Zero's keyword arguments: interval is used, the move filters
     * (avoid/allow with the rest of the line, min/maxmoves) are accepted
     * and ignored. */
    bool ok = true;
    while (ok && i < argc) {
        if (!strcmp(argv[i], "avoid") || !strcmp(argv[i], "allow"))
            break;
        ok = i + 1 < argc && (!strcmp(argv[i], "interval") || !strcmp(argv[i], "minmoves")
                              || !strcmp(argv[i], "maxmoves"));
        int v = 0;
        ok = ok && gtp_arg_int(argv[i + 1], &v, &junk);
        if (ok && !strcmp(argv[i], "interval"))
            interval = v;
        i += 2;
    }
    sb_free(&junk);
    if (!ok) {
        sb_add(out, "usage: lz-analyze [COLOR] [INTERVAL] [interval N] [minmoves N] [maxmoves N]");
        return false;
    }
    if (interval <= 0)
        interval = 100;
    struct analyze_ctx ctx = {s, out};
    m->progress = analyze_progress;
    m->progress_arg = &ctx;
    m->progress_interval = interval / 100.0;
    mc_search_run(m, s->game, color, m->par.playouts, m->par.max_seconds);
    m->progress = NULL;
    m->progress_arg = NULL;
    info_line(s, out, m);
    return true;
}

/* ---- kgs-genmove_cleanup ------------------------------------------------------ */

/* The standard genmove with the engine's cleanup rule switched on, so
 * playing the move and the answer are genmove's own. */
static bool cmd_genmove_cleanup(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    int color;
    if (!gtp_arg_color(argc >= 2 ? argv[1] : NULL, &color, out))
        return false;
    struct mc_search *m = mc_engine_search(s->engine);
    if (m)
        m->cleanup = true;
    bool ok = gtp_execute(s, color == BLACK ? "genmove b" : "genmove w", out);
    if (m)
        m->cleanup = false;
    return ok;
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
    {"lz-analyze", cmd_lz_analyze},
    {"kgs-genmove_cleanup", cmd_genmove_cleanup},
    {"moyo-option", cmd_moyo_option},
    {NULL, NULL},
};
