/* analyze_board.c — the position sections of `moyo analyze`: the header
 * (game information, whose move, captures) and the board diagram. */
#include <stdio.h>
#include <string.h>

#include "analyze/analyze.h"
#include "board/coord.h"

void analyze_header_text(const struct analysis *a, FILE *out)
{
    const struct game *g = a->game;
    const struct board *b = &g->board;
    char v[8];
    fprintf(out, "file:      %s\n", a->path);
    fprintf(out, "board:     %dx%d, komi %.1f", b->size, b->size, g->komi);
    if (a->info.handicap > 0)
        fprintf(out, ", handicap %d", a->info.handicap);
    if (a->info.rules[0])
        fprintf(out, ", rules %s", a->info.rules);
    fputc('\n', out);
    if (a->info.black[0] || a->info.white[0])
        fprintf(out, "players:   black %s, white %s\n",
                a->info.black[0] ? a->info.black : "?", a->info.white[0] ? a->info.white : "?");
    if (a->info.result[0])
        fprintf(out, "result:    %s\n", a->info.result);
    if (a->until_move > 0)
        fprintf(out, "position:  before move %d (%d moves played)\n", a->until_move,
                a->moves_played);
    else
        fprintf(out, "position:  end of the main line (%d moves played)\n", a->moves_played);
    if (b->last_color != EMPTY)
        fprintf(out, "last move: %s %s\n", color_name(b->last_color),
                format_vertex(b, b->last_move, v));
    fprintf(out, "to move:   %s\n", color_name(g->to_move));
    fprintf(out, "captures:  black has taken %d, white has taken %d\n", b->captures[BLACK],
            b->captures[WHITE]);
    if (b->ko != PASS)
        fprintf(out, "ko:        %s may not retake at %s now\n", color_name(b->ko_color),
                format_vertex(b, b->ko, v));
}

/* Star points: 3-3 (small boards) or 4-4 corners, centre, and side
 * middles on large boards. */
static bool is_hoshi(int size, int r, int c)
{
    if (size < 7)
        return false;
    int edge = size >= 13 ? 3 : 2;
    int mid = size / 2;
    bool odd = size % 2 == 1;
    bool r_edge = r == edge || r == size - 1 - edge;
    bool c_edge = c == edge || c == size - 1 - edge;
    bool r_mid = odd && r == mid, c_mid = odd && c == mid;
    if (r_edge && c_edge)
        return true;
    if (r_mid && c_mid)
        return true;
    return size >= 15 && ((r_edge && c_mid) || (r_mid && c_edge));
}

static void column_letters(const struct board *b, FILE *out)
{
    static const char LETTERS[] = "ABCDEFGHJKLMNOPQRSTUVWXYZ";
    fputs("   ", out);
    for (int c = 0; c < b->size; c++)
        fprintf(out, " %c", LETTERS[c]);
    fputc('\n', out);
}

static char point_char(const struct board *b, int r, int c)
{
    int color = b->color[board_point(b, r, c)];
    if (color == BLACK)
        return 'X';
    if (color == WHITE)
        return 'O';
    return is_hoshi(b->size, r, c) ? '+' : '.';
}

void analyze_board_text(const struct analysis *a, FILE *out)
{
    const struct board *b = &a->game->board;
    bool has_last = b->last_color != EMPTY && b->last_move != PASS;
    column_letters(b, out);
    for (int r = 0; r < b->size; r++) {
        fprintf(out, "%3d", b->size - r);
        for (int c = 0; c < b->size; c++) {
            coord p = board_point(b, r, c);
            char sep = ' ';
            if (has_last && p == b->last_move)
                sep = '(';
            else if (has_last && c > 0 && p - 1 == b->last_move)
                sep = ')';
            fprintf(out, "%c%c", sep, point_char(b, r, c));
        }
        bool last_at_end = has_last && b->last_move == board_point(b, r, b->size - 1);
        fprintf(out, "%c%d\n", last_at_end ? ')' : ' ', b->size - r);
    }
    column_letters(b, out);
}
