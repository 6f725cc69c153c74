/* diagram.c — the shared position-drawing helpers of diagram.h. */
#include "diagram.h"

#include <check.h>

#include "board/coord.h"

void diagram(struct game *g, int size, const char *rows[], int to_move)
{
    game_init(g, size, 6.5);
    for (int r = 0; r < size; r++)
        for (int c = 0; c < size; c++) {
            char ch = rows[r][c];
            if (ch == 'X' || ch == 'O')
                ck_assert(game_setup(g, ch == 'X' ? BLACK : WHITE,
                                     board_point(&g->board, r, c)) == MOVE_OK);
        }
    g->to_move = to_move;
}

void board_diagram(struct board *b, int size, const char *rows[])
{
    board_init(b, size);
    for (int r = 0; r < size; r++)
        for (int c = 0; c < size; c++) {
            char ch = rows[r][c];
            if (ch == 'X' || ch == 'O')
                ck_assert(board_setup_stone(b, ch == 'X' ? BLACK : WHITE,
                                            board_point(b, r, c)) == MOVE_OK);
        }
}

coord V(const struct board *b, const char *v)
{
    coord p;
    ck_assert_msg(parse_vertex(b, v, &p), "bad vertex %s", v);
    return p;
}
