/* match_game.c — owns one game of a match: starting both engines, setting
 * up the board and the clock over GTP, asking for moves, checking them
 * against our own rules, and ending the game by passes, resignation, the
 * move limit or an engine's failure (crash, illegal move, timeout), each
 * recorded as what it was. */
#include "match/match.h"

#include <math.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "board/coord.h"
#include "board/handicap.h"
#include "gtp/client.h"

#define SETUP_TIMEOUT_MS 30000
#define PLAY_TIMEOUT_MS 30000

/* One player's engine and clock during a game. */
struct side {
    struct gtp_client c;
    bool started;
    char who;               /* 'A' or 'B' */
    int color;
    double main_left;       /* seconds of main time left */
    bool in_byo;
    double byo_left;        /* seconds left in the current byo-yomi period */
    int stones_left;
    double total, max;
    int moves;
};

static double now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static const char *END_NAMES[END_NCODES] = {
    "score", "resign", "move-limit", "illegal", "crash", "timeout", "rejected", "error",
};

const char *game_end_name(enum game_end e)
{
    return e < END_NCODES ? END_NAMES[e] : "?";
}

bool game_end_parse(const char *s, enum game_end *e)
{
    for (int i = 0; i < END_NCODES; i++)
        if (strcmp(s, END_NAMES[i]) == 0) {
            *e = (enum game_end)i;
            return true;
        }
    return false;
}

bool match_start_client(struct gtp_client *c, const char *cmd, const char *log_path,
                        struct match_shared *sh)
{
    if (sh)
        pthread_mutex_lock(&sh->start_lock);
    bool ok = gtp_client_start_logged(c, cmd, log_path);
    if (sh)
        pthread_mutex_unlock(&sh->start_lock);
    return ok;
}

/* The player at fault loses; the result says how (SGF: R, T or F). */
static void forfeit(struct game_result *r, const struct side *loser, enum game_end end,
                    const char *detail)
{
    r->end = end;
    r->fault = loser->who;
    r->winner = loser->who == 'A' ? 'B' : 'A';
    char code = end == END_RESIGN ? 'R' : end == END_TIMEOUT ? 'T' : 'F';
    snprintf(r->result, sizeof r->result, "%c+%c", color_letter(other_color(loser->color)),
             code);
    snprintf(r->detail, sizeof r->detail, "%s", detail);
    r->margin = NAN;
}

/* A command that failed: a dead engine crashed or timed out, a living one
 * answered '?'. */
static enum game_end failure_kind(const struct side *s, double elapsed, double timeout_s)
{
    if (!s->c.dead)
        return END_ERROR;
    if (timeout_s > 0 && elapsed >= timeout_s - 0.05)
        return END_TIMEOUT;
    return END_CRASH;
}

/* Sends a setup command; a failure loses the game.  Optional commands
 * (time_settings and time_left are optional in GTP 2) may be answered '?':
 * the engine plays on without the clock news, the match keeps its clock,
 * and only an engine that died or hung loses. */
static bool send_command(struct side *s, struct game_result *r, const char *cmd, bool optional)
{
    struct strbuf reply;
    sb_init(&reply);
    double t0 = now_seconds();
    bool ok = gtp_client_send(&s->c, cmd, &reply, SETUP_TIMEOUT_MS);
    if (!ok && optional && !s->c.dead)
        ok = true;
    if (!ok) {
        char why[200];
        enum game_end e = failure_kind(s, now_seconds() - t0, SETUP_TIMEOUT_MS / 1000.0);
        snprintf(why, sizeof why, "'%s' failed: %s", cmd,
                 e == END_ERROR ? sb_str(&reply) : game_end_name(e));
        forfeit(r, s, e, why);
    }
    sb_free(&reply);
    return ok;
}

static bool send_setup(struct side *s, struct game_result *r, const char *cmd)
{
    return send_command(s, r, cmd, false);
}

static bool send_optional(struct side *s, struct game_result *r, const char *cmd)
{
    return send_command(s, r, cmd, true);
}

static bool has_clock(const struct time_control *tc)
{
    return tc->main_time > 0 || tc->byo_time > 0;
}

static void clock_init(struct side *s, const struct time_control *tc)
{
    s->main_left = tc->main_time;
    s->in_byo = tc->main_time <= 0 && tc->byo_time > 0;
    s->byo_left = tc->byo_time;
    s->stones_left = tc->byo_stones > 0 ? tc->byo_stones : 1;
}

/* Charges a move's time; false when the flag fell. */
static bool clock_charge(struct side *s, const struct time_control *tc, double used)
{
    if (!s->in_byo) {
        s->main_left -= used;
        if (s->main_left >= 0)
            return true;
        if (tc->byo_time <= 0)
            return s->main_left >= -tc->margin;
        used = -s->main_left;
        s->main_left = 0;
        s->in_byo = true;
        s->byo_left = tc->byo_time;
        s->stones_left = tc->byo_stones > 0 ? tc->byo_stones : 1;
    }
    s->byo_left -= used;
    if (s->byo_left < -tc->margin)
        return false;
    if (--s->stones_left <= 0) {
        s->byo_left = tc->byo_time;
        s->stones_left = tc->byo_stones > 0 ? tc->byo_stones : 1;
    }
    return true;
}

static double clock_remaining(const struct side *s, const struct time_control *tc)
{
    return s->in_byo ? s->byo_left : s->main_left + tc->byo_time;
}

static bool setup_side(const struct match_config *cfg, const struct game *g, struct side *s,
                       struct game_result *r)
{
    char cmd[4096];
    snprintf(cmd, sizeof cmd, "boardsize %d", cfg->size);
    if (!send_setup(s, r, cmd) || !send_setup(s, r, "clear_board"))
        return false;
    snprintf(cmd, sizeof cmd, "komi %g", cfg->komi);
    if (!send_setup(s, r, cmd))
        return false;
    if (has_clock(&cfg->tc)) {
        snprintf(cmd, sizeof cmd, "time_settings %d %d %d", (int)lround(cfg->tc.main_time),
                 (int)lround(cfg->tc.byo_time), cfg->tc.byo_time > 0 ? cfg->tc.byo_stones : 0);
        if (!send_optional(s, r, cmd))
            return false;
    }
    if (g->nsetup > 0) {
        /* Handicap stones by position, so both engines surely agree. */
        int len = snprintf(cmd, sizeof cmd, "set_free_handicap");
        char v[8];
        for (int i = 0; i < g->nsetup && len < (int)sizeof cmd - 8; i++)
            len += snprintf(cmd + len, sizeof cmd - len, " %s",
                            format_vertex(&g->board, g->setup[i].point, v));
        if (!send_setup(s, r, cmd))
            return false;
    }
    return true;
}

static bool place_handicap(const struct match_config *cfg, struct game *g,
                           struct game_result *r)
{
    if (cfg->handicap < 2)
        return true;
    coord pts[BOARD_MAX_SIZE];
    int n = fixed_handicap_points(&g->board, cfg->handicap, pts);
    if (n < 0) {
        snprintf(r->detail, sizeof r->detail, "handicap %d not allowed on %dx%d",
                 cfg->handicap, cfg->size, cfg->size);
        return false;
    }
    for (int i = 0; i < n; i++)
        game_setup(g, BLACK, pts[i]);
    g->handicap = n;
    g->to_move = g->first_to_move = WHITE;
    return true;
}

/* Tells the other engine about a move; its refusal is its fault. */
static bool relay_move(struct side *to, struct game_result *r, int color, const char *vertex)
{
    char cmd[64];
    snprintf(cmd, sizeof cmd, "play %c %s", color_letter(color), vertex);
    struct strbuf reply;
    sb_init(&reply);
    double t0 = now_seconds();
    bool ok = gtp_client_send(&to->c, cmd, &reply, PLAY_TIMEOUT_MS);
    if (!ok) {
        enum game_end e = failure_kind(to, now_seconds() - t0, PLAY_TIMEOUT_MS / 1000.0);
        char why[200];
        snprintf(why, sizeof why, "'%s' %s%s%s", cmd,
                 e == END_ERROR ? "refused: " : "failed: ",
                 e == END_ERROR ? sb_str(&reply) : game_end_name(e), "");
        forfeit(r, to, e == END_ERROR ? END_REJECTED : e, why);
    }
    sb_free(&reply);
    return ok;
}

static bool play_opening(const struct match_config *cfg, struct game *g, struct side *sides,
                         struct game_result *r, double *move_seconds)
{
    struct game_move mv[MATCH_MAX_OPENING];
    char err[160];
    int n = opening_moves(cfg, g, r->index, mv, MATCH_MAX_OPENING, err, sizeof err);
    if (n < 0) {
        snprintf(r->detail, sizeof r->detail, "opening: %s", err);
        return false;
    }
    int len = 0;
    for (int i = 0; i < n; i++) {
        char v[8];
        format_vertex(&g->board, mv[i].point, v);
        if (game_play(g, mv[i].color, mv[i].point) != MOVE_OK) {
            snprintf(r->detail, sizeof r->detail, "opening move %s is illegal", v);
            return false;
        }
        move_seconds[g->nmoves - 1] = -1.0;
        for (int c = BLACK; c <= WHITE; c++)
            if (!relay_move(&sides[c], r, mv[i].color, v))
                return false;
        len += snprintf(r->opening + len, sizeof r->opening - len, "%s%c %s",
                        i ? " " : "", color_letter(mv[i].color), v);
        if (len >= (int)sizeof r->opening)
            len = (int)sizeof r->opening - 1;
    }
    return true;
}

/* Asks the mover for a move and plays it.  Returns false when the game
 * ended (r says how). */
static bool one_move(const struct match_config *cfg, struct game *g, struct side *sides,
                     struct game_result *r, double *move_seconds)
{
    int color = g->to_move;
    struct side *s = &sides[color], *o = &sides[other_color(color)];
    double timeout_s = cfg->move_timeout;
    if (has_clock(&cfg->tc)) {
        double left = clock_remaining(s, &cfg->tc);
        timeout_s = left + cfg->tc.margin + 5.0;
        char cmd[64];
        double shown = floor(s->in_byo ? s->byo_left : s->main_left);
        snprintf(cmd, sizeof cmd, "time_left %c %d %d", color_letter(color),
                 shown > 0 ? (int)shown : 0, s->in_byo ? s->stones_left : 0);
        if (!send_optional(s, r, cmd))
            return false;
    }
    char cmd[32];
    snprintf(cmd, sizeof cmd, "genmove %c", color_letter(color));
    struct strbuf reply;
    sb_init(&reply);
    double t0 = now_seconds();
    bool ok = gtp_client_send(&s->c, cmd, &reply, timeout_s > 0 ? (int)(timeout_s * 1000) : 0);
    double used = now_seconds() - t0;
    char text[64];
    snprintf(text, sizeof text, "%s", sb_str(&reply));
    sb_free(&reply);
    if (!ok) {
        enum game_end e = failure_kind(s, used, timeout_s);
        char why[200];
        snprintf(why, sizeof why, "genmove %s at move %d%s%s", game_end_name(e), g->nmoves + 1,
                 e == END_ERROR ? ": " : "", e == END_ERROR ? text : "");
        forfeit(r, s, e, why);
        return false;
    }
    s->total += used;
    s->moves++;
    if (used > s->max)
        s->max = used;
    char *t = text;
    while (*t == ' ')
        t++;
    t[strcspn(t, " \t\r\n")] = '\0';
    if (strcasecmp(t, "resign") == 0) {
        char why[64];
        snprintf(why, sizeof why, "resigned at move %d", g->nmoves + 1);
        forfeit(r, s, END_RESIGN, why);
        return false;
    }
    coord p;
    enum move_error me = MOVE_OK;
    if (!parse_vertex(&g->board, t, &p) || (me = game_play(g, color, p)) != MOVE_OK) {
        char why[200];
        snprintf(why, sizeof why, "move %d: '%s' is illegal: %s", g->nmoves + 1, t,
                 me == MOVE_OK ? "not a vertex" : move_error_text(me));
        forfeit(r, s, END_ILLEGAL, why);
        return false;
    }
    move_seconds[g->nmoves - 1] = used;
    if (has_clock(&cfg->tc) && !clock_charge(s, &cfg->tc, used)) {
        char why[80];
        snprintf(why, sizeof why, "lost on time at move %d", g->nmoves);
        forfeit(r, s, END_TIMEOUT, why);
        return false;
    }
    char v[8];
    return relay_move(o, r, color, format_vertex(&g->board, p, v));
}

static void fill_times(struct game_result *r, const struct side *sides)
{
    for (int c = BLACK; c <= WHITE; c++) {
        const struct side *s = &sides[c];
        if (s->who == 'A') {
            r->a_time = s->total;
            r->a_max = s->max;
            r->a_moves = s->moves;
        } else {
            r->b_time = s->total;
            r->b_max = s->max;
            r->b_moves = s->moves;
        }
    }
}

static void play_out(const struct match_config *cfg, struct game *g, struct side *sides,
                     struct match_shared *sh, struct game_result *r, double *move_seconds)
{
    int limit = cfg->move_limit;
    if (limit <= 0 || limit > MATCH_MAX_MOVES - 4)
        limit = MATCH_MAX_MOVES - 4;
    while (!game_over(g)) {
        if (g->nmoves >= limit) {
            r->end = END_MOVE_LIMIT;
            break;
        }
        if (!one_move(cfg, g, sides, r, move_seconds))
            return;
        if (sh && sh->on_move)
            sh->on_move(sh->on_move_arg, r->index, g);
    }
    referee_score(cfg, g, &sides[BLACK].c, &sides[WHITE].c, sh, r);
}

/* After a game: the engine's resident memory into r, then the engine is
 * stopped, or kept for the next game when keep asks for it and the engine
 * did nothing wrong (resigning is not a fault). */
static void finish_side(const struct match_config *cfg, struct game_result *r, struct side *s,
                        struct match_engines *keep, const char *log)
{
    if (!s->started)
        return;
    long rss = s->c.dead ? -1 : subproc_rss_kb(&s->c.proc);
    *(s->who == 'A' ? &r->a_rss_kb : &r->b_rss_kb) = rss > 0 ? rss : 0;
    struct gtp_client **kept = keep ? &keep->c[s->who - 'A'] : NULL;
    bool at_fault = r->fault == s->who && r->end != END_RESIGN;
    if (kept && !s->c.dead && !at_fault) {
        if (!*kept && !(*kept = malloc(sizeof **kept))) {
            gtp_client_stop(&s->c);
            return;
        }
        **kept = s->c;
        snprintf(keep->log[s->who - 'A'], sizeof keep->log[0], "%s", log);
        return;
    }
    gtp_client_stop(&s->c);
    if (kept && *kept) {
        free(*kept);
        *kept = NULL;
    }
    struct stat st;
    if (cfg->out_dir[0] && stat(log, &st) == 0 && st.st_size == 0)
        unlink(log);        /* a quiet engine leaves no file */
}

void match_engines_stop(struct match_engines *e)
{
    for (int i = 0; i < 2; i++)
        if (e->c[i]) {
            gtp_client_stop(e->c[i]);
            free(e->c[i]);
            e->c[i] = NULL;
            struct stat st;
            if (stat(e->log[i], &st) == 0 && st.st_size == 0)
                unlink(e->log[i]);
        }
}

void match_play_game(const struct match_config *cfg, int index, struct match_shared *sh,
                     struct game_result *r, struct game *g, struct match_engines *keep)
{
    static const double NO_TIME = -2.0;
    double move_seconds[MATCH_MAX_MOVES];
    for (int i = 0; i < MATCH_MAX_MOVES; i++)
        move_seconds[i] = NO_TIME;
    double t0 = now_seconds();
    memset(r, 0, sizeof *r);
    r->index = index;
    r->a_color = index % 2 == 0 ? BLACK : WHITE;
    r->winner = '-';
    r->margin = NAN;
    game_init(g, cfg->size, cfg->komi);
    g->rules = cfg->rules;
    g->superko = g->board.superko = cfg->superko;

    struct side sides[3];
    memset(sides, 0, sizeof sides);
    for (int c = BLACK; c <= WHITE; c++) {
        sides[c].color = c;
        sides[c].who = c == r->a_color ? 'A' : 'B';
        clock_init(&sides[c], &cfg->tc);
    }
    bool ok = place_handicap(cfg, g, r);
    char logs[3][MATCH_CMD_MAX + 80];
    for (int c = BLACK; c <= WHITE; c++)
        snprintf(logs[c], sizeof logs[c], "%s/game-%04d-%c.log", cfg->out_dir, index + 1,
                 sides[c].who);
    for (int c = BLACK; ok && c <= WHITE; c++) {
        const struct player *pl = sides[c].who == 'A' ? &cfg->a : &cfg->b;
        struct gtp_client **kept = keep ? &keep->c[sides[c].who - 'A'] : NULL;
        if (kept && *kept) {
            sides[c].c = **kept;        /* the engine of the previous game */
            sides[c].started = true;
            snprintf(logs[c], sizeof logs[c], "%s", keep->log[sides[c].who - 'A']);
            continue;
        }
        sides[c].started = match_start_client(&sides[c].c, pl->cmd,
                                              cfg->out_dir[0] ? logs[c] : NULL, sh);
        if (!sides[c].started) {
            forfeit(r, &sides[c], END_CRASH, "could not start the engine");
            ok = false;
        }
    }
    for (int c = BLACK; ok && c <= WHITE; c++)
        ok = setup_side(cfg, g, &sides[c], r);
    if (ok)
        ok = play_opening(cfg, g, sides, r, move_seconds);
    if (ok)
        play_out(cfg, g, sides, sh, r, move_seconds);
    else if (r->winner == '-') {
        /* not a player's fault (an impossible setup): no result */
        r->end = END_ERROR;
        snprintf(r->result, sizeof r->result, "Void");
    }
    fill_times(r, sides);
    r->moves = g->nmoves;
    for (int c = BLACK; c <= WHITE; c++)
        finish_side(cfg, r, &sides[c], keep, logs[c]);
    r->seconds = now_seconds() - t0;
    if (cfg->out_dir[0]) {
        char path[MATCH_CMD_MAX + 80];
        snprintf(r->sgf, sizeof r->sgf, "game-%04d.sgf", index + 1);
        snprintf(path, sizeof path, "%s/%s", cfg->out_dir, r->sgf);
        if (!match_write_sgf(path, cfg, g, r, move_seconds)) {
            fprintf(stderr, "moyo match: cannot write %s\n", path);
            r->sgf[0] = '\0';
        }
    }
}
