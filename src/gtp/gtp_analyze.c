/* gtp_analyze.c — live analysis for GUIs from any engine with an
 * `analyze` callback (engine.h; the classical engine has one):
 *   kata-analyze [COLOR] [INTERVAL] [KEY VALUE...]  KataGo's "info move ...
 *       scoreLead ..." lines, then "ownership ..." when asked (Lizzie,
 *       KaTrain-style clients, Sabaki)
 *   lz-analyze for engines without a Monte Carlo search (gtp_mc.c hands
 *       such engines over here): Leela Zero's lines, win rate and prior in
 *       1/10000
 *   moyo-analyze_ownership_dboard  GoGui: the same ownership, black positive
 * The analysis is computed once per command: inside the protocol loop the
 * same lines are written again every INTERVAL centiseconds until the next
 * command arrives, as the GUIs expect of a streaming answer; elsewhere
 * (regression files, tests) the answer is one line.  Win rates, scores
 * and ownership are for the player analysed (KataGo's default,
 * SIDETOMOVE). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/coord.h"
#include "gtp/gtp.h"

enum analyze_style { STYLE_LZ, STYLE_KATA };

struct analyze_req {
    int color;
    int interval;               /* centiseconds between repeated lines */
    int min_moves, max_moves;
    bool ownership;             /* kata: "ownership true" */
    bool have_allow;
    bool avoid[BOARD_MAX_POINTS], allow[BOARD_MAX_POINTS];
};

/* KataGo's boolean keys; only ownership changes the answer, the others
 * ask for data an engine without a search tree does not have. */
static const char *const KATA_BOOL_KEYS[] = {
    "ownership", "ownershipStdev", "movesOwnership", "movesOwnershipStdev",
    "pvVisits", "pvEdgeVisits", "rootInfo", "includeNoResultValue", NULL,
};

static bool kata_bool_key(const char *key)
{
    for (int i = 0; KATA_BOOL_KEYS[i]; i++)
        if (!strcmp(KATA_BOOL_KEYS[i], key))
            return true;
    return false;
}

/* "avoid|allow COLOR VERTICES UNTIL" at argv[i]; only entries for the
 * player analysed filter its moves. */
static bool parse_filter(struct gtp *s, char **argv, int argc, int i, struct analyze_req *r)
{
    bool applied = false;
    return gtp_arg_move_filter(s, argv, argc, i, r->color, r->avoid, r->allow, &r->have_allow,
                               &applied);
}

static bool parse_key(struct gtp *s, int argc, char **argv, int *i, struct analyze_req *r,
                      enum analyze_style style)
{
    const char *key = argv[*i];
    if (!strcmp(key, "avoid") || !strcmp(key, "allow")) {
        bool ok = parse_filter(s, argv, argc, *i, r);
        *i += 4;
        return ok;
    }
    if (*i + 1 >= argc)
        return false;
    const char *val = argv[*i + 1];
    *i += 2;
    if (style == STYLE_KATA && kata_bool_key(key)) {
        bool on = !strcmp(val, "true");
        if (!on && strcmp(val, "false"))
            return false;
        if (!strcmp(key, "ownership"))
            r->ownership = on;
        return true;
    }
    struct strbuf junk;
    sb_init(&junk);
    int v = 0;
    bool ok = gtp_arg_int(val, &v, &junk) && v >= 0;
    sb_free(&junk);
    if (ok && !strcmp(key, "interval"))
        r->interval = v;
    else if (ok && !strcmp(key, "minmoves"))
        r->min_moves = v;
    else if (ok && !strcmp(key, "maxmoves"))
        r->max_moves = v;
    else
        return false;
    return true;
}

static bool parse_request(struct gtp *s, int argc, char **argv, enum analyze_style style,
                          struct analyze_req *r, struct strbuf *out)
{
    memset(r, 0, sizeof *r);
    r->color = s->game->to_move;
    r->interval = 100;
    r->max_moves = ENGINE_ANALYSIS_MOVES;
    struct strbuf junk;
    sb_init(&junk);
    int i = 1;
    if (i < argc && gtp_arg_color(argv[i], &r->color, &junk))
        i++;
    if (i < argc && gtp_arg_int(argv[i], &r->interval, &junk))
        i++;
    sb_free(&junk);
    bool ok = true;
    while (ok && i < argc)
        ok = parse_key(s, argc, argv, &i, r, style);
    if (!ok) {
        sb_printf(out, "usage: %s [COLOR] [INTERVAL] [interval N] [minmoves N] [maxmoves N]"
                       " [avoid|allow COLOR VERTEX,... UNTIL]%s", argv[0],
                  style == STYLE_KATA ? " [ownership true|false]" : "");
        return false;
    }
    if (r->interval <= 0)
        r->interval = 100;
    if (r->max_moves <= 0 || r->max_moves > ENGINE_ANALYSIS_MOVES)
        r->max_moves = ENGINE_ANALYSIS_MOVES;
    return true;
}

static bool filtered(const struct analyze_req *r, coord p)
{
    return r->avoid[p] || (r->have_allow && !r->allow[p]);
}

static void lz_move(struct strbuf *o, const char *v, const struct engine_move_info *m, int k)
{
    sb_printf(o, "%sinfo move %s visits %d winrate %d prior %d order %d pv %s", k ? " " : "",
              v, m->visits, (int)(m->winrate * 10000 + 0.5), (int)(m->prior * 10000 + 0.5), k,
              v);
}

static void kata_move(struct strbuf *o, const char *v, const struct engine_move_info *m, int k)
{
    /* No search tree: no spread of the score, the lower confidence bound
     * is the win rate itself, and the utility is the score lead's
     * share of the board's points. */
    sb_printf(o, "%sinfo move %s visits %d edgeVisits %d utility %.4f winrate %.6f"
                 " scoreMean %.2f scoreStdev 0 scoreLead %.2f scoreSelfplay %.2f prior %.6f"
                 " lcb %.6f utilityLcb %.4f order %d pv %s", k ? " " : "", v, m->visits,
              m->visits, m->winrate * 2 - 1, m->winrate, m->score_lead, m->score_lead,
              m->score_lead, m->prior, m->winrate, m->winrate * 2 - 1, k, v);
}

/* Ownership for the player analysed, top row first (KataGo's order). */
static void kata_ownership(struct strbuf *o, const struct board *b, const float *own, int color)
{
    sb_add(o, o->len ? " ownership" : "ownership");
    double sign = color == BLACK ? 1.0 : -1.0;
    for (int r = 0; r < b->size; r++)
        for (int c = 0; c < b->size; c++)
            sb_printf(o, " %.4f", sign * own[board_point(b, r, c)]);
}

static void info_line(struct gtp *s, const struct engine_analysis *an,
                      const struct analyze_req *r, enum analyze_style style, struct strbuf *o)
{
    const struct board *b = &s->game->board;
    int k = 0;
    for (int i = 0; i < an->nmoves && k < r->max_moves; i++) {
        const struct engine_move_info *m = &an->move[i];
        if (filtered(r, m->move) || m->move == RESIGN)
            continue;
        char v[8] = "pass";     /* KataGo's and Leela Zero's spelling */
        if (m->move != PASS)
            format_vertex(b, m->move, v);
        if (style == STYLE_KATA)
            kata_move(o, v, m, k);
        else
            lz_move(o, v, m, k);
        k++;
    }
    if (style == STYLE_KATA && r->ownership)
        kata_ownership(o, b, an->ownership, r->color);
}

/* The answer: one line, or in the protocol loop the same line every
 * interval until the next command (but at least once). */
static bool answer(struct gtp *s, const struct analyze_req *r, enum analyze_style style,
                   struct strbuf *out)
{
    struct engine *e = s->engine;
    struct engine_analysis *an = malloc(sizeof *an);
    if (!an) {
        sb_add(out, "out of memory");
        return false;
    }
    gtp_unwind(s);
    bool ok = e->analyze(e, s->game, r->color, an);
    if (!ok) {
        sb_printf(out, "engine %s could not analyse the position", e->name);
        free(an);
        return false;
    }
    struct strbuf line;
    sb_init(&line);
    info_line(s, an, r, style, &line);
    free(an);
    if (gtp_stream_begin(s)) {
        do
            gtp_stream_line(s, sb_str(&line));
        while (!gtp_input_wait(s, r->interval * 10));
    } else {
        sb_add(out, sb_str(&line));
    }
    sb_free(&line);
    return true;
}

static bool need_analyze(struct gtp *s, const char *cmd, struct strbuf *out)
{
    if (s->engine->analyze)
        return true;
    sb_printf(out, "engine %s has no %s (moyo-engine classical%s)", s->engine->name, cmd,
              !strcmp(cmd, "lz-analyze") ? " or mc" : "");
    return false;
}

bool gtp_engine_lz_analyze(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    struct analyze_req r;
    return need_analyze(s, argv[0], out) && parse_request(s, argc, argv, STYLE_LZ, &r, out)
        && answer(s, &r, STYLE_LZ, out);
}

static bool cmd_kata_analyze(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    struct analyze_req r;
    return need_analyze(s, argv[0], out) && parse_request(s, argc, argv, STYLE_KATA, &r, out)
        && answer(s, &r, STYLE_KATA, out);
}

/* GoGui dboard: the analysis' ownership in [-1, 1], black positive, top
 * row first. */
static bool cmd_ownership_dboard(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    (void)argc, (void)argv;
    if (!need_analyze(s, argv[0], out))
        return false;
    struct engine_analysis *an = malloc(sizeof *an);
    if (!an) {
        sb_add(out, "out of memory");
        return false;
    }
    gtp_unwind(s);
    bool ok = s->engine->analyze(s->engine, s->game, s->game->to_move, an);
    const struct board *b = &s->game->board;
    for (int r = 0; ok && r < b->size; r++) {
        if (r)
            sb_addc(out, '\n');
        for (int c = 0; c < b->size; c++)
            sb_printf(out, "%s%.2f", c ? " " : "", an->ownership[board_point(b, r, c)]);
    }
    if (!ok)
        sb_printf(out, "engine %s could not analyse the position", s->engine->name);
    free(an);
    return ok;
}

/* This module's lines of gogui-analyze_commands (src/gtp/registry.c). */
const char gtp_analyze_gogui[] =
    "dboard/Ownership (engine's analysis)/moyo-analyze_ownership_dboard";

bool gtp_analyze_gogui_available(struct gtp *s)
{
    return s->engine->analyze != NULL;
}

const struct gtp_command gtp_analyze_commands[] = {
    {"moyo-analyze_ownership_dboard", cmd_ownership_dboard},
    {"kata-analyze", cmd_kata_analyze},
    {NULL, NULL},
};
