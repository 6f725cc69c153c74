/* gtp_gnugo.c — owns the GNU Go-compatible GTP extensions that scripts,
 * GUIs and the regression suites use: the trymove stack (trymove, tryko,
 * popgo), board queries (is_legal, all_legal, countlib, findlib, color,
 * list_stones, captures, worm_stones, last_move, move_history), gg-undo,
 * and small utilities (cputime, echo, echo_err, help, level, get_komi,
 * query_boardsize, black/white), plus moyo-engine to switch engines.
 *
 * Replies and error words follow GNU Go 3.8, checked against
 * `gnugo --mode gtp`.  loadsgf/printsgf live in gtp_sgf.c. */
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "board/coord.h"
#include "gtp/gtp.h"
#include "gtp/gtp_cmds.h"

/* ---- the trymove stack -------------------------------------------------- */

static bool push_move(struct gtp *s, int argc, char **argv, struct strbuf *out, bool ko)
{
    int color;
    coord p;
    if (!gtp_arg_move(s, argc, argv, &color, &p, out))
        return false;
    struct board *b = &s->game->board;
    if (b->depth >= MAX_UNDO_DEPTH - 1) {
        sb_add(out, "trymove stack full");
        return false;
    }
    bool ok = ko ? board_tryko(b, color, p) : board_trymove(b, color, p);
    if (!ok) {
        sb_add(out, "illegal move");
        return false;
    }
    s->try_depth++;
    s->generation++;
    return true;
}

static bool cmd_trymove(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    return push_move(s, argc, argv, out, false);
}

static bool cmd_tryko(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    return push_move(s, argc, argv, out, true);
}

static bool cmd_popgo(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    (void)argc, (void)argv;
    if (s->try_depth == 0) {
        sb_add(out, "Stack empty.");
        return false;
    }
    board_popmove(&s->game->board);
    s->try_depth--;
    s->generation++;
    return true;
}

/* ---- board queries ------------------------------------------------------ */

static bool cmd_is_legal(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    int color;
    coord p;
    if (!gtp_arg_move(s, argc, argv, &color, &p, out))
        return false;
    sb_add(out, board_is_legal(&s->game->board, color, p) ? "1" : "0");
    return true;
}

static bool cmd_all_legal(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    int color;
    if (!gtp_arg_color(argc >= 2 ? argv[1] : NULL, &color, out))
        return false;
    const struct board *b = &s->game->board;
    FOR_EACH_POINT(b, p) {
        if (b->color[p] == EMPTY && board_is_legal(b, color, p)) {
            if (out->len)
                sb_addc(out, ' ');
            gtp_add_vertex(s, out, p);
        }
    }
    return true;
}

static bool cmd_countlib(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    coord p;
    if (!gtp_arg_stone(s, argc >= 2 ? argv[1] : NULL, &p, out))
        return false;
    sb_printf(out, "%d", board_countlib(&s->game->board, p));
    return true;
}

static bool cmd_findlib(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    coord p;
    if (!gtp_arg_stone(s, argc >= 2 ? argv[1] : NULL, &p, out))
        return false;
    coord libs[BOARD_MAX_POINTS];
    int n = board_liberties(&s->game->board, p, libs, BOARD_MAX_POINTS);
    gtp_add_vertices(s, out, libs, n);
    return true;
}

static bool cmd_color(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    coord p;
    if (!gtp_arg_vertex(s, argc >= 2 ? argv[1] : NULL, &p, out))
        return false;
    if (p == PASS) {
        sb_add(out, "invalid coordinate");
        return false;
    }
    sb_add(out, color_name(s->game->board.color[p]));
    return true;
}

static bool cmd_list_stones(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    int color;
    if (!gtp_arg_color(argc >= 2 ? argv[1] : NULL, &color, out))
        return false;
    const struct board *b = &s->game->board;
    FOR_EACH_POINT(b, p) {
        if (b->color[p] == color) {
            if (out->len)
                sb_addc(out, ' ');
            gtp_add_vertex(s, out, p);
        }
    }
    return true;
}

static bool cmd_captures(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    int color;
    if (!gtp_arg_color(argc >= 2 ? argv[1] : NULL, &color, out))
        return false;
    sb_printf(out, "%d", s->game->board.captures[color]);
    return true;
}

void gtp_add_strings(struct gtp *s, struct strbuf *out, const bool *keep)
{
    const struct board *b = &s->game->board;
    bool done[BOARD_MAX_POINTS];
    coord stones[BOARD_MAX_POINTS];
    memset(done, 0, sizeof done);
    FOR_EACH_POINT(b, p) {
        if (!keep[p] || done[b->str[p]])
            continue;
        done[b->str[p]] = true;
        int n = board_stones(b, p, stones, BOARD_MAX_POINTS), k = 0;
        for (int i = 0; i < n; i++)
            if (keep[stones[i]])
                stones[k++] = stones[i];
        if (out->len)
            sb_addc(out, '\n');
        gtp_add_vertices(s, out, stones, k);
    }
}

/* worm_stones [VERTEX|COLOR]: every string, the strings of a color, or
 * the string at a vertex. */
static bool cmd_worm_stones(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    const struct board *b = &s->game->board;
    bool keep[BOARD_MAX_POINTS];
    memset(keep, 0, sizeof keep);
    int color = EMPTY;
    coord at = PASS;
    if (argc >= 2 && !parse_color(argv[1], &color)) {
        if (!gtp_arg_vertex(s, argv[1], &at, out))
            return false;
        if (at == PASS || b->color[at] == EMPTY) {
            sb_add(out, "worm_stones called on an empty vertex");
            return false;
        }
    }
    FOR_EACH_POINT(b, p) {
        if (b->color[p] != BLACK && b->color[p] != WHITE)
            continue;
        keep[p] = at != PASS ? b->str[p] == b->str[at]
                : color != EMPTY ? b->color[p] == color : true;
    }
    gtp_add_strings(s, out, keep);
    return true;
}

static void add_move(struct gtp *s, struct strbuf *out, int color, coord p)
{
    sb_printf(out, "%s ", color_name(color));
    gtp_add_vertex(s, out, p);
}

static bool cmd_last_move(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    (void)argc, (void)argv;
    const struct game *g = s->game;
    if (g->nmoves == 0) {
        sb_add(out, "no previous move known");
        return false;
    }
    add_move(s, out, g->moves[g->nmoves - 1].color, g->moves[g->nmoves - 1].point);
    return true;
}

/* Most recent first, as GNU Go lists them. */
static bool cmd_move_history(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    (void)argc, (void)argv;
    const struct game *g = s->game;
    for (int i = g->nmoves - 1; i >= 0; i--) {
        if (out->len)
            sb_addc(out, '\n');
        add_move(s, out, g->moves[i].color, g->moves[i].point);
    }
    return true;
}

/* ---- game changes ------------------------------------------------------- */

static bool cmd_gg_undo(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    int n = 1;
    if (argc >= 2 && !gtp_arg_int(argv[1], &n, out))
        return false;
    gtp_unwind(s);
    if (n < 0 || n > s->game->nmoves) {
        sb_add(out, "cannot undo");
        return false;
    }
    game_replay(s->game, s->game->nmoves - n);
    gtp_position_changed(s);
    return true;
}

/* Old GTP: "black D4" / "white D4" play a move. */
static bool play_color(struct gtp *s, int color, int argc, char **argv, struct strbuf *out)
{
    coord p;
    if (!gtp_arg_vertex(s, argc >= 2 ? argv[1] : NULL, &p, out))
        return false;
    return gtp_play(s, color, p, out);
}

static bool cmd_black(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    return play_color(s, BLACK, argc, argv, out);
}

static bool cmd_white(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    return play_color(s, WHITE, argc, argv, out);
}

static bool cmd_moyo_engine(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    if (argc < 2) {
        sb_add(out, s->engine_name);
        return true;
    }
    return gtp_switch_engine(s, argv[1], out);
}

static bool cmd_level(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    int level;
    if (argc < 2) {
        sb_printf(out, "level is %d", s->level);
        return true;
    }
    if (!gtp_arg_int(argv[1], &level, out))
        return false;
    if (level < 0) {
        sb_add(out, "level must not be negative");
        return false;
    }
    struct engine *e = s->engine;
    if (e->set_option) {
        char err[200];
        if (!e->set_option(e, "level", argv[1], err, sizeof err)) {
            sb_add(out, err);
            return false;
        }
    }
    s->level = level;
    return true;
}

/* ---- utilities ---------------------------------------------------------- */

static bool cmd_get_komi(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    (void)argc, (void)argv;
    sb_printf(out, "%.1f", s->game->komi);
    return true;
}

static bool cmd_query_boardsize(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    (void)argc, (void)argv;
    sb_printf(out, "%d", s->game->board.size);
    return true;
}

static bool cmd_cputime(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    (void)s, (void)argc, (void)argv;
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    sb_printf(out, "%.3f", (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9);
    return true;
}

static void join_args(int argc, char **argv, struct strbuf *out)
{
    for (int i = 1; i < argc; i++) {
        if (i > 1)
            sb_addc(out, ' ');
        sb_add(out, argv[i]);
    }
}

static bool cmd_echo(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    (void)s;
    join_args(argc, argv, out);
    return true;
}

static bool cmd_echo_err(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    (void)s;
    join_args(argc, argv, out);
    fprintf(stderr, "%s\n", sb_str(out));
    fflush(stderr);
    return true;
}

static bool cmd_help(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    (void)s, (void)argc, (void)argv;
    gtp_list_commands(out);
    return true;
}

const struct gtp_command gtp_gnugo_commands[] = {
    {"trymove", cmd_trymove},
    {"tryko", cmd_tryko},
    {"popgo", cmd_popgo},
    {"is_legal", cmd_is_legal},
    {"all_legal", cmd_all_legal},
    {"countlib", cmd_countlib},
    {"findlib", cmd_findlib},
    {"color", cmd_color},
    {"list_stones", cmd_list_stones},
    {"captures", cmd_captures},
    {"worm_stones", cmd_worm_stones},
    {"last_move", cmd_last_move},
    {"move_history", cmd_move_history},
    {"gg-undo", cmd_gg_undo},
    {"black", cmd_black},
    {"white", cmd_white},
    {"moyo-engine", cmd_moyo_engine},
    {"level", cmd_level},
    {"get_komi", cmd_get_komi},
    {"query_boardsize", cmd_query_boardsize},
    {"cputime", cmd_cputime},
    {"echo", cmd_echo},
    {"echo_err", cmd_echo_err},
    {"help", cmd_help},
    {NULL, NULL},
};
