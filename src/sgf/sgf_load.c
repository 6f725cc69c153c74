/* sgf_load.c — owns replaying the main line of an SGF tree into a game.
 *
 * The semantics follow GNU Go 3.8's `loadsgf FILE [N|VERTEX]` so that
 * regression files written for GNU Go set up the same position and the
 * same color to play:
 *  - only root SZ, HA and KM matter; without KM, komi is 5.5 in an even
 *    game and 0.5 with a handicap;
 *  - move N is the N-th B/W property of the main line, passes included
 *    (setup stones are not moves);
 *  - loading stops before move N, or before the first move at VERTEX; the
 *    color to play is then the color of that recorded move.  Otherwise it
 *    is the color after the last move, or PL when PL comes later, or White
 *    when HA >= 2 and nothing else says;
 *  - a White move on an empty board of a game with HA >= 2 first places
 *    the fixed handicap stones (records that leave them out).
 * Where GNU Go is lax we are strict and say why: an illegal move, a point
 * off the board or a malformed value is an error, not a silent stop.
 * Unlike GNU Go we honour AE (clear points), as FF[4] says.
 */
#include "sgf.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "board/coord.h"
#include "board/handicap.h"
#include "sgf_error.h"

struct loader {
    const struct sgf_tree *tree;
    struct game *g;             /* scratch game being built */
    struct sgf_info info;
    struct sgf_error *err;
    int next;                   /* color to play */
    int movenum;                /* B/W properties played so far */
    int until_move;             /* stop before this move (0: no) */
    bool has_until_point;
    coord until_point;          /* stop before the first move here */
    bool stopped;
};

static void load_error(struct loader *l, int line, int col, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

static void load_error(struct loader *l, int line, int col, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    sgf_verror_at(l->err, l->tree->filename ? l->tree->filename : "(sgf)", line, col, fmt, ap);
    va_end(ap);
}

static const struct sgf_prop *find_prop(const struct sgf_node *n, const char *ident)
{
    for (const struct sgf_prop *pr = n->props; pr; pr = pr->next)
        if (strcmp(pr->ident, ident) == 0 && pr->nvalues > 0)
            return pr;
    return NULL;
}

/* ---- root properties -------------------------------------------------- */

/* A whole number with optional surrounding blanks. */
static bool parse_int(const char *s, int *out)
{
    while (isspace((unsigned char)*s))
        s++;
    char *end;
    long v = strtol(s, &end, 10);
    if (end == s)
        return false;
    while (isspace((unsigned char)*end))
        end++;
    if (*end || v < -1000000 || v > 1000000)
        return false;
    *out = (int)v;
    return true;
}

static bool parse_size(struct loader *l, const struct sgf_prop *sz, int *size)
{
    const char *v = sz->values[0];
    const char *colon = strchr(v, ':');
    char first[64];
    snprintf(first, sizeof first, "%.*s", colon ? (int)(colon - v) : (int)strlen(v), v);
    int cols, rows;
    if (!parse_int(first, &cols) || (colon && !parse_int(colon + 1, &rows))) {
        load_error(l, sz->pos[0].line, sz->pos[0].col, "bad board size SZ[%.40s]", v);
        return false;
    }
    if (colon && rows != cols) {
        load_error(l, sz->pos[0].line, sz->pos[0].col,
                   "non-square board SZ[%d:%d] is not supported", cols, rows);
        return false;
    }
    if (cols < BOARD_MIN_SIZE || cols > BOARD_MAX_SIZE) {
        load_error(l, sz->pos[0].line, sz->pos[0].col,
                   "board size SZ[%d] out of range (%d..%d)", cols, BOARD_MIN_SIZE,
                   BOARD_MAX_SIZE);
        return false;
    }
    *size = cols;
    return true;
}

static bool parse_komi(struct loader *l, const struct sgf_prop *km, double *komi)
{
    char buf[64];
    snprintf(buf, sizeof buf, "%s", km->values[0]);
    char *comma = strchr(buf, ',');        /* some editors write KM[6,5] */
    if (comma)
        *comma = '.';
    char *s = buf, *end;
    while (isspace((unsigned char)*s))
        s++;
    double v = strtod(s, &end);
    while (isspace((unsigned char)*end))
        end++;
    if (end == s || *end || !(v > -1000 && v < 1000)) {
        load_error(l, km->pos[0].line, km->pos[0].col, "bad komi KM[%.40s]", km->values[0]);
        return false;
    }
    *komi = v;
    return true;
}

/* Copies text into a fixed field without cutting a UTF-8 sequence. */
static void copy_text(char *dst, size_t n, const char *src)
{
    size_t len = strlen(src);
    if (len >= n) {
        len = n - 1;
        while (len > 0 && ((unsigned char)src[len] & 0xc0) == 0x80)
            len--;
    }
    memcpy(dst, src, len);
    dst[len] = '\0';
}

static void read_text_info(const struct sgf_node *root, struct sgf_info *info)
{
    const char *v;
    if ((v = sgf_get(root, "RU")))
        copy_text(info->rules, sizeof info->rules, v);
    if ((v = sgf_get(root, "PB")))
        copy_text(info->black, sizeof info->black, v);
    if ((v = sgf_get(root, "PW")))
        copy_text(info->white, sizeof info->white, v);
    if ((v = sgf_get(root, "RE")))
        copy_text(info->result, sizeof info->result, v);
}

static bool read_root(struct loader *l, const struct sgf_node *root)
{
    struct sgf_info *info = &l->info;
    memset(info, 0, sizeof *info);
    info->size = 19;
    const struct sgf_prop *pr;
    if ((pr = find_prop(root, "SZ")) && !parse_size(l, pr, &info->size))
        return false;
    if ((pr = find_prop(root, "HA"))) {
        int max = info->size * info->size - 1;
        if (!parse_int(pr->values[0], &info->handicap) || info->handicap < 0
            || info->handicap > max) {
            load_error(l, pr->pos[0].line, pr->pos[0].col,
                       "bad handicap HA[%.40s] (0..%d on this board)", pr->values[0], max);
            return false;
        }
    }
    info->komi = info->handicap == 0 ? 5.5 : 0.5;
    if ((pr = find_prop(root, "KM")) && !parse_komi(l, pr, &info->komi))
        return false;
    read_text_info(root, info);
    return true;
}

/* ---- points ----------------------------------------------------------- */

static int letter_index(char c)
{
    if (c >= 'a' && c <= 'z')
        return c - 'a';
    if (c >= 'A' && c <= 'Z')
        return 26 + c - 'A';
    return -1;
}

/* "cd" -> (col 2, row 3).  Returns false when it is not a point of this
 * board. */
static bool parse_point_rc(const struct board *b, const char *v, int *row, int *col)
{
    if (strlen(v) != 2)
        return false;
    *col = letter_index(v[0]);
    *row = letter_index(v[1]);
    return *col >= 0 && *row >= 0 && *col < b->size && *row < b->size;
}

/* A move value: a point, or a pass written [] (or [tt] up to 19x19). */
static bool parse_move_point(const struct board *b, const char *v, coord *p)
{
    if (v[0] == '\0' || (strcmp(v, "tt") == 0 && b->size <= 19)) {
        *p = PASS;
        return true;
    }
    int row, col;
    if (!parse_point_rc(b, v, &row, &col))
        return false;
    *p = board_point(b, row, col);
    return true;
}

/* ---- setup ------------------------------------------------------------ */

/* Rebuilds the game's setup list from the board and drops the move list.
 * A struct game replays setup before moves, so setup found after moves
 * (problem collections, dead stones removed with AE) is folded: the
 * position reached becomes the new starting position. */
static void fold_into_setup(struct game *g)
{
    struct board *b = &g->board;
    g->nsetup = 0;
    FOR_EACH_POINT(b, p) {
        if (b->color[p] == BLACK || b->color[p] == WHITE) {
            g->setup[g->nsetup].color = b->color[p];
            g->setup[g->nsetup].point = p;
            g->nsetup++;
        }
    }
    g->nmoves = 0;
}

static bool setup_point(struct loader *l, int color, coord p)
{
    enum move_error e = board_setup_stone(&l->g->board, color, p);
    return e == MOVE_OK;        /* on-board point and valid color: cannot fail */
}

/* AB/AW/AE value: a point or a compressed rectangle "aa:cc". */
static bool apply_setup_value(struct loader *l, const struct sgf_prop *pr, int i, int color)
{
    const struct board *b = &l->g->board;
    const char *v = pr->values[i];
    const char *colon = strchr(v, ':');
    char a[8], z[8];
    snprintf(a, sizeof a, "%.*s", colon ? (int)(colon - v) : 7, v);
    snprintf(z, sizeof z, "%s", colon ? colon + 1 : a);
    int r1, c1, r2, c2;
    if (!parse_point_rc(b, a, &r1, &c1) || !parse_point_rc(b, z, &r2, &c2)) {
        load_error(l, pr->pos[i].line, pr->pos[i].col, "bad point %s[%.20s] for a %dx%d board",
                   pr->ident, v, b->size, b->size);
        return false;
    }
    for (int r = r1 < r2 ? r1 : r2; r <= (r1 < r2 ? r2 : r1); r++)
        for (int c = c1 < c2 ? c1 : c2; c <= (c1 < c2 ? c2 : c1); c++)
            if (!setup_point(l, color, board_point(b, r, c)))
                return false;
    return true;
}

static bool apply_setup(struct loader *l, const struct sgf_prop *pr)
{
    int color = pr->ident[1] == 'B' ? BLACK : pr->ident[1] == 'W' ? WHITE : EMPTY;
    for (int i = 0; i < pr->nvalues; i++)
        if (!apply_setup_value(l, pr, i, color))
            return false;
    return true;
}

static bool apply_player(struct loader *l, const struct sgf_prop *pr)
{
    /* Old editors write PL[1] / PL[2] for Black / White. */
    switch (pr->values[0][0]) {
    case 'W': case 'w': case '2':
        l->next = WHITE;
        return true;
    case 'B': case 'b': case '1':
        l->next = BLACK;
        return true;
    default:
        load_error(l, pr->pos[0].line, pr->pos[0].col, "bad player PL[%.20s] (B or W)",
                   pr->values[0]);
        return false;
    }
}

/* ---- moves ------------------------------------------------------------ */

static bool board_is_empty(const struct board *b)
{
    return b->nempty == b->size * b->size;
}

/* A record that starts with White's move in a handicap game but has no
 * handicap stones: GNU Go puts the fixed ones down; so do we. */
static void place_missing_handicap(struct loader *l)
{
    struct game *g = l->g;
    coord pts[9];
    int n = l->info.handicap;
    if (n > max_fixed_handicap(g->board.size))
        n = max_fixed_handicap(g->board.size);
    if (fixed_handicap_points(&g->board, n, pts) < 0)
        return;
    for (int i = 0; i < n; i++)
        board_setup_stone(&g->board, BLACK, pts[i]);
    fold_into_setup(g);
}

static bool apply_move(struct loader *l, const struct sgf_prop *pr, int i)
{
    struct game *g = l->g;
    int color = pr->ident[0] == 'B' ? BLACK : WHITE;
    l->next = color;
    if (color == WHITE && l->info.handicap >= 2 && board_is_empty(&g->board))
        place_missing_handicap(l);
    coord p;
    if (!parse_move_point(&g->board, pr->values[i], &p)) {
        load_error(l, pr->pos[i].line, pr->pos[i].col, "move %d: bad point %s[%.20s] for a "
                   "%dx%d board", l->movenum + 1, pr->ident, pr->values[i], g->board.size,
                   g->board.size);
        return false;
    }
    if ((l->until_move > 0 && l->movenum == l->until_move - 1)
        || (l->has_until_point && p == l->until_point)) {
        l->stopped = true;
        return true;
    }
    enum move_error e = game_play(g, color, p);
    if (e != MOVE_OK) {
        char v[8];
        load_error(l, pr->pos[i].line, pr->pos[i].col, "move %d (%s %s) is illegal: %s",
                   l->movenum + 1, color_name(color), format_vertex(&g->board, p, v),
                   e == MOVE_RECORD_FULL ? "the record is too long (the cap is "
                   "100,000 moves)" : move_error_text(e));
        return false;
    }
    l->movenum++;
    l->next = other_color(color);
    return true;
}

/* Applies one property of a main-line node; false on error. */
static bool apply_property(struct loader *l, const struct sgf_prop *pr, bool *setup)
{
    const char *id = pr->ident;
    if (strcmp(id, "AB") == 0 || strcmp(id, "AW") == 0 || strcmp(id, "AE") == 0) {
        *setup = true;
        return apply_setup(l, pr);
    }
    if (strcmp(id, "PL") == 0)
        return apply_player(l, pr);
    if (strcmp(id, "B") == 0 || strcmp(id, "W") == 0) {
        for (int i = 0; i < pr->nvalues && !l->stopped; i++)
            if (!apply_move(l, pr, i))
                return false;
    }
    return true;
}

/* A node's setup must leave every string a liberty: a string without one
 * is no Go position, and its outcome would depend on the order of the
 * stones (the sgf fuzz target found AW placing a stone among four black
 * ones, which a replay of the folded setup then captured). */
static bool setup_has_liberties(struct loader *l, const struct sgf_node *n)
{
    const struct board *b = &l->g->board;
    FOR_EACH_POINT(b, p) {
        if ((b->color[p] == BLACK || b->color[p] == WHITE) && board_countlib(b, p) == 0) {
            char v[8];
            load_error(l, n->line, n->col, "setup leaves the %s string at %s without liberties",
                       b->color[p] == BLACK ? "black" : "white", format_vertex(b, p, v));
            return false;
        }
    }
    return true;
}

static bool replay_main_line(struct loader *l)
{
    for (const struct sgf_node *n = l->tree->root; n && !l->stopped; n = n->child) {
        bool setup = false;
        for (const struct sgf_prop *pr = n->props; pr && !l->stopped; pr = pr->next)
            if (!apply_property(l, pr, &setup))
                return false;
        if (setup && !setup_has_liberties(l, n))
            return false;
        if (setup)
            fold_into_setup(l->g);
    }
    return true;
}

/* ---- entry points ----------------------------------------------------- */

static void finish_game(struct loader *l)
{
    struct game *g = l->g;
    g->komi = l->info.komi;
    g->handicap = l->info.handicap;
    g->to_move = l->next;
    l->info.moves = l->movenum;
    g->first_to_move = g->nmoves > 0 ? g->moves[0].color : l->next;
}

bool sgf_tree_to_game(const struct sgf_tree *tree, int until_move, const char *until_vertex,
                      struct game *g, struct sgf_info *info, struct sgf_error *err)
{
    struct loader l = { .tree = tree, .err = err, .next = BLACK, .until_move = until_move };
    if (!tree->root) {
        load_error(&l, 1, 1, "no game in the file");
        return false;
    }
    if (!read_root(&l, tree->root))
        return false;
    struct game *tmp = malloc(sizeof *tmp);
    if (!tmp) {
        load_error(&l, 1, 1, "out of memory");
        return false;
    }
    game_init(tmp, l.info.size, l.info.komi);
    tmp->rules = g->rules;
    l.g = tmp;
    bool ok = true;
    if (until_vertex) {
        l.has_until_point = parse_vertex(&tmp->board, until_vertex, &l.until_point);
        if (!l.has_until_point) {
            sgf_error_at(err, NULL, 0, 0, "invalid vertex '%.40s' for a %dx%d board",
                         until_vertex, l.info.size, l.info.size);
            ok = false;
        }
    }
    if (l.info.handicap >= 2)
        l.next = WHITE;
    ok = ok && replay_main_line(&l);
    if (ok) {
        finish_game(&l);
        /* Superko is the session's choice; the record is replayed without
         * it (a record is what happened) and the choice applies after. */
        tmp->superko = g->superko;
        tmp->board.superko = g->superko;
        game_free(g);
        if (!game_copy(g, tmp)) {
            load_error(&l, 1, 1, "out of memory");
            ok = false;
        }
        if (info)
            *info = l.info;
    }
    game_free(tmp);
    free(tmp);
    return ok;
}

bool sgf_load_game(const char *path, int until_move, const char *until_vertex,
                   struct game *g, struct sgf_info *info, struct sgf_error *err)
{
    struct sgf_tree tree;
    if (!sgf_parse_file(path, &tree, err))
        return false;
    bool ok = sgf_tree_to_game(&tree, until_move, until_vertex, g, info, err);
    sgf_tree_free(&tree);
    return ok;
}

bool sgf_load_game_arg(const char *path, const char *until, struct game *g,
                       struct sgf_info *info, struct sgf_error *err)
{
    if (!until)
        return sgf_load_game(path, 0, NULL, g, info, err);
    if (until[0] >= '1' && until[0] <= '9')
        return sgf_load_game(path, atoi(until), NULL, g, info, err);
    if (until[0] == '0' || until[0] == '-') {
        sgf_error_at(err, NULL, 0, 0, "invalid move number '%.40s' (moves count from 1)", until);
        return false;
    }
    return sgf_load_game(path, 0, until, g, info, err);
}
