/* funcs_board.c — constraint functions that need only the board: string
 * liberties and sizes, point colours, edge distance, legality, self-atari,
 * liberties after a move, captures, the opponent's stones that back a cut.
 * "o" variants ask the same question for the opponent of the diagram's O. */
#include <stdlib.h>

#include "patterns/pattern_funcs.h"

static int f_lib(struct pattern_env *e, const coord *a)
{
    int c = e->board->color[a[0]];
    return (c == BLACK || c == WHITE) ? board_countlib(e->board, a[0]) : 0;
}

static int f_size(struct pattern_env *e, const coord *a)
{
    int c = e->board->color[a[0]];
    return (c == BLACK || c == WHITE) ? board_string_size(e->board, a[0]) : 0;
}

static int f_color(struct pattern_env *e, const coord *a)
{
    int c = e->board->color[a[0]];
    if (c == EMPTY)
        return 0;
    return c == e->color ? 1 : 2;
}

static int f_edge(struct pattern_env *e, const coord *a) { return board_edge_distance(e->board, a[0]); }
static int f_line(struct pattern_env *e, const coord *a) { return board_edge_distance(e->board, a[0]) + 1; }

static int f_dist(struct pattern_env *e, const coord *a)
{
    const struct board *b = e->board;
    return abs(board_row(b, a[0]) - board_row(b, a[1]))
         + abs(board_col(b, a[0]) - board_col(b, a[1]));
}

static int f_legal(struct pattern_env *e, const coord *a)
{
    return board_is_legal(e->board, e->color, a[0]);
}

static int f_olegal(struct pattern_env *e, const coord *a)
{
    return board_is_legal(e->board, other_color(e->color), a[0]);
}

static int f_selfatari(struct pattern_env *e, const coord *a)
{
    return e->board->color[a[0]] == EMPTY && board_is_self_atari(e->board, e->color, a[0]);
}

static int f_oselfatari(struct pattern_env *e, const coord *a)
{
    return e->board->color[a[0]] == EMPTY
        && board_is_self_atari(e->board, other_color(e->color), a[0]);
}

static int f_libs_after(struct pattern_env *e, const coord *a)
{
    if (!board_is_legal(e->board, e->color, a[0]))
        return 0;
    return board_libs_after(e->board, e->color, a[0]);
}

static int f_olibs_after(struct pattern_env *e, const coord *a)
{
    int o = other_color(e->color);
    if (!board_is_legal(e->board, o, a[0]))
        return 0;
    return board_libs_after(e->board, o, a[0]);
}

static int f_captures(struct pattern_env *e, const coord *a)
{
    if (e->board->color[a[0]] != EMPTY)
        return 0;
    return board_would_capture(e->board, e->color, a[0]);
}

static int f_ocaptures(struct pattern_env *e, const coord *a)
{
    if (e->board->color[a[0]] != EMPTY)
        return 0;
    return board_would_capture(e->board, other_color(e->color), a[0]);
}

static int f_boardsize(struct pattern_env *e, const coord *a)
{
    (void)a;
    return e->board->size;
}

const struct pattern_function pattern_board_functions[] = {
    {"lib", 1, f_lib, "liberties of the string at the point (0 if empty)"},
    {"size", 1, f_size, "stones of the string at the point (0 if empty)"},
    {"color", 1, f_color, "0 empty, 1 the diagram's O, 2 its X"},
    {"edge", 1, f_edge, "distance to the nearest edge (0 on the first line)"},
    {"line", 1, f_line, "line number from the nearest edge (1 = first line)"},
    {"dist", 2, f_dist, "Manhattan distance between two points"},
    {"legal", 1, f_legal, "O may legally play at the point"},
    {"olegal", 1, f_olegal, "X may legally play at the point"},
    {"selfatari", 1, f_selfatari, "O playing at the point puts itself in atari"},
    {"oselfatari", 1, f_oselfatari, "X playing at the point puts itself in atari"},
    {"libs_after", 1, f_libs_after, "liberties of O's string after O plays there (0 if illegal)"},
    {"olibs_after", 1, f_olibs_after, "liberties of X's string after X plays there (0 if illegal)"},
    {"captures", 1, f_captures, "stones O captures by playing at the point"},
    {"ocaptures", 1, f_ocaptures, "stones X captures by playing at the point"},
    {"boardsize", 0, f_boardsize, "the board size"},
    {NULL, 0, NULL, NULL},
};

/* The opponent's stones that back its cut at p against the move (a hane
 * next to p): p stands between the move and our stone h next to it, and
 * its outside is the side away from h.  Counted: X stones on p's other
 * side from the move, on its outside, and diagonally between the two.  A
 * cut with such a stone joins it (or has two ways to), and the hane stone
 * beside the cut is the one left short of liberties; a cut with none
 * stands alone between our stones.  Points off the board back nothing. */
static int stone_at(const struct board *b, int row, int col, int color)
{
    if (row < 0 || col < 0 || row >= b->size || col >= b->size)
        return 0;
    return b->color[board_point(b, row, col)] == color;
}

static int f_ocut_support(struct pattern_env *e, const coord *a)
{
    const struct board *b = e->board;
    int r = board_row(b, a[0]), c = board_col(b, a[0]);
    int ur = board_row(b, e->move) - r, uc = board_col(b, e->move) - c;
    if (abs(ur) + abs(uc) != 1)
        return 0;
    int x = other_color(e->color);
    for (int s = 1; s >= -1; s -= 2) {
        int vr = -uc * s, vc = ur * s;  /* perpendicular to the move's side */
        if (!stone_at(b, r - vr, c - vc, e->color))
            continue;  /* v points away from our stone next to p */
        return stone_at(b, r + vr, c + vc, x) + stone_at(b, r - ur, c - uc, x)
             + stone_at(b, r + vr - ur, c + vc - uc, x);
    }
    return 0;
}

const struct pattern_function pattern_cut_functions[] = {
    {"ocut_support", 1, f_ocut_support,
     "X stones backing X's cut at the point against the move: beside it away from the move and "
     "from our stone next to it, or diagonally between"},
    {NULL, 0, NULL, NULL},
};
