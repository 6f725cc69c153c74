/* gtp_std.c — owns the standard GTP v2 commands: administration, setup,
 * moves, handicap, time, and showboard.  Error words follow GNU Go 3.8
 * ("illegal move", "unacceptable size", ...) so scripts written against it
 * keep working; final_score and final_status_list live in gtp_score.c.
 *
 * Every command that changes the game unwinds the trymove stack first, so
 * a forgotten popgo can never leave the board out of step with the record. */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "board/coord.h"
#include "board/handicap.h"
#include "cli.h"
#include "gtp/gtp.h"
#include "gtp/gtp_cmds.h"

static bool cmd_protocol_version(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    (void)s, (void)argc, (void)argv;
    sb_add(out, "2");
    return true;
}

static bool cmd_name(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    (void)s, (void)argc, (void)argv;
    sb_add(out, "moyo");
    return true;
}

static bool cmd_version(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    (void)s, (void)argc, (void)argv;
    sb_add(out, MOYO_VERSION);
    return true;
}

static bool cmd_known_command(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    (void)s;
    sb_add(out, argc >= 2 && gtp_find_command(argv[1]) ? "true" : "false");
    return true;
}

static bool cmd_list_commands(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    (void)s, (void)argc, (void)argv;
    gtp_list_commands(out);
    return true;
}

static bool cmd_quit(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    (void)argc, (void)argv, (void)out;
    s->quit = true;
    return true;
}

/* A new empty board of the given size, keeping komi, rules and superko. */
void gtp_new_board(struct gtp *s, int size)
{
    gtp_unwind(s);
    struct game *g = s->game;
    double komi = g->komi;
    enum rules rules = g->rules;
    bool superko = g->superko;
    game_free(g);
    game_init(g, size, komi);
    g->rules = rules;
    g->superko = superko;
    game_clear(g);
    gtp_position_changed(s);
    gtp_sgf_new_game(s);
}

static bool cmd_boardsize(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    int size;
    if (argc < 2 || !gtp_parse_int(argv[1], &size)) {
        sb_add(out, "boardsize not an integer");
        return false;
    }
    if (size < BOARD_MIN_SIZE || size > BOARD_MAX_SIZE) {
        sb_add(out, "unacceptable size");
        return false;
    }
    gtp_new_board(s, size);
    return true;
}

static bool cmd_clear_board(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    (void)argc, (void)argv, (void)out;
    gtp_new_board(s, s->game->board.size);
    return true;
}

static bool cmd_komi(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    double k;
    if (argc < 2 || !gtp_arg_float(argv[1], &k)) {
        sb_add(out, argc >= 2 && gtp_decimal_syntax(argv[1]) ? "komi out of range"
                                                             : "komi not a float");
        return false;
    }
    s->game->komi = k;
    return true;
}

static bool board_empty(const struct board *b)
{
    return b->nempty == b->size * b->size;
}

/* Handicap stones are setup stones; white moves first afterwards. */
static void place_handicap(struct gtp *s, const coord *pts, int n)
{
    struct game *g = s->game;
    for (int i = 0; i < n; i++)
        game_setup(g, BLACK, pts[i]);
    g->handicap = n;
    g->first_to_move = WHITE;
    g->to_move = WHITE;
    gtp_position_changed(s);
}

/* The checks the three handicap commands share, in GNU Go's order. */
static bool handicap_allowed(struct gtp *s, bool count_ok, int n, struct strbuf *out)
{
    const struct board *b = &s->game->board;
    if (!count_ok || n < 2) {
        sb_add(out, "invalid handicap");
        return false;
    }
    gtp_unwind(s);
    if (!board_empty(b) || s->game->nmoves > 0) {
        sb_add(out, "board not empty");
        return false;
    }
    if (n >= b->size * b->size) {
        sb_add(out, "invalid handicap");
        return false;
    }
    return true;
}

static bool handicap_count(struct gtp *s, int argc, char **argv, int *n, struct strbuf *out)
{
    bool count_ok = argc >= 2 && gtp_parse_int(argv[1], n);
    return handicap_allowed(s, count_ok, count_ok ? *n : 0, out);
}

static bool cmd_fixed_handicap(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    int n;
    if (!handicap_count(s, argc, argv, &n, out))
        return false;
    coord pts[9];
    if (n > max_fixed_handicap(s->game->board.size)
        || fixed_handicap_points(&s->game->board, n, pts) != n) {
        sb_add(out, "invalid handicap");
        return false;
    }
    place_handicap(s, pts, n);
    gtp_add_vertices(s, out, pts, n);
    return true;
}

/* Beyond the fixed points, each further stone goes where it is farthest
 * (Manhattan) from the stones already placed, kept off the lines near the
 * edge where a handicap stone is worth little. */
static coord farthest_point(const struct board *b, const coord *pts, int n)
{
    int lo = b->size >= 13 ? 3 : b->size >= 7 ? 2 : 0;
    coord best = PASS;
    int best_value = -1000;
    FOR_EACH_POINT(b, p) {
        bool used = false;
        int d = 2 * b->size;
        for (int i = 0; i < n; i++) {
            used |= pts[i] == p;
            int dr = abs(board_row(b, p) - board_row(b, pts[i]));
            int dc = abs(board_col(b, p) - board_col(b, pts[i]));
            if (dr + dc < d)
                d = dr + dc;
        }
        if (used)
            continue;
        int line = board_edge_distance(b, p);
        int value = 4 * d - (line < lo ? 8 * (lo - line) : 0);
        if (value > best_value) {
            best_value = value;
            best = p;
        }
    }
    return best;
}

static bool cmd_place_free_handicap(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    int n;
    if (!handicap_count(s, argc, argv, &n, out))
        return false;
    const struct board *b = &s->game->board;
    coord *pts = malloc(sizeof *pts * (size_t)n);
    if (!pts) {
        sb_add(out, "out of memory");
        return false;
    }
    int fixed = n <= max_fixed_handicap(b->size) ? n : max_fixed_handicap(b->size);
    int k = fixed >= 2 ? fixed_handicap_points(b, fixed, pts) : 0;
    while (k < n) {
        coord q = farthest_point(b, pts, k);
        pts[k++] = q;
    }
    place_handicap(s, pts, n);
    gtp_add_vertices(s, out, pts, n);
    free(pts);
    return true;
}

static bool cmd_set_free_handicap(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    int n = argc - 1;
    if (!handicap_allowed(s, true, n, out))
        return false;
    coord pts[GTP_MAX_ARGS];
    for (int i = 0; i < n; i++) {
        if (!gtp_arg_vertex(s, argv[i + 1], &pts[i], out))
            return false;
        if (pts[i] == PASS) {
            sb_clear(out);
            sb_add(out, "invalid coordinate: pass");
            return false;
        }
        for (int j = 0; j < i; j++)
            if (pts[j] == pts[i]) {
                sb_add(out, "repeated vertex");
                return false;
            }
    }
    place_handicap(s, pts, n);
    return true;
}

/* Plays on the game record and tells the engine. */
bool gtp_play(struct gtp *s, int color, coord p, struct strbuf *out)
{
    gtp_unwind(s);
    enum move_error e = game_play(s->game, color, p);
    if (e == MOVE_RECORD_FULL) {
        sb_printf(out, "game record full (%d moves)", MAX_GAME_MOVES);
        return false;
    }
    if (e != MOVE_OK) {
        sb_add(out, "illegal move");
        return false;
    }
    s->generation++;
    if (s->engine->notify_play)
        s->engine->notify_play(s->engine, s->game, color, p);
    return true;
}

static bool cmd_play(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    int color;
    coord p;
    if (!gtp_arg_move(s, argc, argv, &color, &p, out))
        return false;
    return gtp_play(s, color, p, out);
}

static bool cmd_genmove(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    int color;
    if (!gtp_arg_color(argc >= 2 ? argv[1] : NULL, &color, out))
        return false;
    gtp_unwind(s);
    return gtp_play_generated(s, color, engine_genmove(s->engine, s->game, color), out);
}

bool gtp_play_generated(struct gtp *s, int color, coord p, struct strbuf *out)
{
    if (p == RESIGN) {
        gtp_sgf_engine_played(s, color);
        sb_add(out, "resign");
        return true;
    }
    if (!gtp_play(s, color, p, out)) {
        sb_clear(out);
        sb_printf(out, "engine %s chose an illegal move", s->engine->name);
        return false;
    }
    gtp_sgf_engine_played(s, color);
    gtp_add_vertex(s, out, p);
    return true;
}

static bool cmd_reg_genmove(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    int color;
    if (!gtp_arg_color(argc >= 2 ? argv[1] : NULL, &color, out))
        return false;
    coord p = engine_reg_genmove(s->engine, s->game, color);
    if (p == RESIGN)
        p = PASS;    /* regression answers never resign */
    gtp_add_vertex(s, out, p);
    return true;
}

static bool cmd_undo(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    (void)argc, (void)argv;
    gtp_unwind(s);
    if (!game_undo(s->game)) {
        sb_add(out, "cannot undo");
        return false;
    }
    gtp_position_changed(s);
    return true;
}

/* count non-negative integers from argv[from]; false with the reason in
 * out (what names the values, e.g. "time values"). */
static bool time_ints(int argc, char **argv, int from, int count, int *v, const char *what,
                      struct strbuf *out)
{
    if (argc < from + count) {
        sb_printf(out, "%s: expected %d integers", what, count);
        return false;
    }
    for (int i = 0; i < count; i++) {
        const char *a = argv[from + i];
        if (gtp_parse_int(a, &v[i]) && v[i] >= 0)
            continue;
        size_t digits = strspn(a + (*a == '+' || *a == '-'), "0123456789");
        bool integer = digits > 0 && !a[(*a == '+' || *a == '-') + digits];
        if (!integer)
            sb_printf(out, "%s must be integers: '%s'", what, a);
        else if (*a == '-')
            sb_printf(out, "%s must not be negative: '%s'", what, a);
        else
            sb_printf(out, "%s out of range (at most %d): '%s'", what, INT_MAX, a);
        return false;
    }
    return true;
}

static bool cmd_time_settings(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    int v[3];
    if (!time_ints(argc, argv, 1, 3, v, "time settings", out))
        return false;
    s->time.main_time = v[0];
    s->time.byo_time = v[1];
    s->time.byo_stones = v[2];
    for (int c = 0; c < 3; c++) {
        s->time.left[c] = -1;
        s->time.stones_left[c] = -1;
    }
    if (s->engine->set_time)
        s->engine->set_time(s->engine, &s->time);
    return true;
}

static bool cmd_time_left(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    int color, v[2];
    if (!gtp_arg_color(argc >= 2 ? argv[1] : NULL, &color, out))
        return false;
    if (!time_ints(argc, argv, 2, 2, v, "time and stones", out))
        return false;
    s->time.left[color] = v[0];
    s->time.stones_left[color] = v[1];
    if (s->engine->set_time)
        s->engine->set_time(s->engine, &s->time);
    return true;
}

/* Star points, drawn as '+' on empty points like a real board. */
static bool is_hoshi(int size, int r, int c)
{
    if (size < 7)
        return false;
    int lo = size >= 13 ? 3 : 2, hi = size - 1 - lo, mid = size / 2;
    bool center = size % 2 && size >= 9 && r == mid && c == mid;
    bool sides = size % 2 && size >= 13;
    bool rr = r == lo || r == hi || (sides && r == mid);
    bool cc = c == lo || c == hi || (sides && c == mid);
    return center || (rr && cc);
}

static void add_column_letters(struct strbuf *out, int size)
{
    static const char COLS[] = "ABCDEFGHJKLMNOPQRSTUVWXYZ";
    sb_add(out, "  ");
    for (int c = 0; c < size; c++)
        sb_printf(out, " %c", COLS[c]);
}

void gtp_draw_board(struct gtp *s, struct strbuf *out)
{
    const struct board *b = &s->game->board;
    int size = b->size;
    sb_addc(out, '\n');
    add_column_letters(out, size);
    for (int r = 0; r < size; r++) {
        sb_printf(out, "\n%2d", size - r);
        for (int c = 0; c < size; c++) {
            coord p = board_point(b, r, c);
            char ch = b->color[p] == BLACK ? 'X' : b->color[p] == WHITE ? 'O'
                    : is_hoshi(size, r, c) ? '+' : '.';
            sb_printf(out, " %c", ch);
        }
        sb_printf(out, " %d", size - r);
        if (r == size - 2 || (size == 1 && r == 0))
            sb_printf(out, "     WHITE (O) has captured %d stones", b->captures[WHITE]);
        if (r == size - 1 && size > 1)
            sb_printf(out, "     BLACK (X) has captured %d stones", b->captures[BLACK]);
    }
    sb_addc(out, '\n');
    add_column_letters(out, size);
}

static bool cmd_showboard(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    (void)argc, (void)argv;
    gtp_draw_board(s, out);
    return true;
}

const struct gtp_command gtp_std_commands[] = {
    {"protocol_version", cmd_protocol_version},
    {"name", cmd_name},
    {"version", cmd_version},
    {"known_command", cmd_known_command},
    {"list_commands", cmd_list_commands},
    {"quit", cmd_quit},
    {"boardsize", cmd_boardsize},
    {"clear_board", cmd_clear_board},
    {"komi", cmd_komi},
    {"fixed_handicap", cmd_fixed_handicap},
    {"place_free_handicap", cmd_place_free_handicap},
    {"set_free_handicap", cmd_set_free_handicap},
    {"play", cmd_play},
    {"genmove", cmd_genmove},
    {"reg_genmove", cmd_reg_genmove},
    {"undo", cmd_undo},
    {"time_settings", cmd_time_settings},
    {"time_left", cmd_time_left},
    {"final_score", gtp_cmd_final_score},
    {"final_status_list", gtp_cmd_final_status_list},
    {"moyo-scorer", gtp_cmd_moyo_scorer},
    {"showboard", cmd_showboard},
    {NULL, NULL},
};
