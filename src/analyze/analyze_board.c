/* analyze_board.c — the position sections of `moyo analyze`: the header
 * (game information, whose move, captures) and the board diagram. */
#include <stdio.h>
#include <string.h>

#include "analyze/analyze.h"
#include "board/coord.h"
#include "util/json.h"

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
bool analyze_is_star_point(int size, int r, int c)
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
    return analyze_is_star_point(b->size, r, c) ? '+' : '.';
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

static void json_vertex(struct strbuf *o, const struct board *b, coord p)
{
    char v[8];
    json_string(o, format_vertex(b, p, v));
}

void analyze_header_json(const struct analysis *a, struct strbuf *o)
{
    const struct game *g = a->game;
    const struct board *b = &g->board;
    sb_add(o, "{\"file\":");
    json_string(o, a->path);
    sb_printf(o, ",\"size\":%d,\"komi\":", b->size);
    json_number(o, g->komi);
    sb_printf(o, ",\"handicap\":%d,\"rules\":", a->info.handicap);
    json_string(o, a->info.rules);
    sb_add(o, ",\"black\":");
    json_string(o, a->info.black);
    sb_add(o, ",\"white\":");
    json_string(o, a->info.white);
    sb_add(o, ",\"result\":");
    json_string(o, a->info.result);
    sb_printf(o, ",\"before_move\":%d,\"moves_played\":%d,\"last_move\":",
              a->until_move > 0 ? a->until_move : a->moves_played + 1, a->moves_played);
    if (b->last_color != EMPTY) {
        sb_add(o, "{\"color\":");
        json_string(o, color_name(b->last_color));
        sb_add(o, ",\"vertex\":");
        json_vertex(o, b, b->last_move);
        sb_addc(o, '}');
    } else {
        sb_add(o, "null");
    }
    sb_add(o, ",\"to_move\":");
    json_string(o, color_name(g->to_move));
    sb_printf(o, ",\"captures\":{\"black\":%d,\"white\":%d},\"ko\":", b->captures[BLACK],
              b->captures[WHITE]);
    if (b->ko != PASS)
        json_vertex(o, b, b->ko);
    else
        sb_add(o, "null");
    sb_addc(o, '}');
}

void analyze_board_json(const struct analysis *a, struct strbuf *o)
{
    const struct board *b = &a->game->board;
    sb_add(o, "{\"rows\":[");
    for (int r = 0; r < b->size; r++) {
        char row[BOARD_MAX_SIZE + 1];
        for (int c = 0; c < b->size; c++) {
            int color = b->color[board_point(b, r, c)];
            row[c] = color == BLACK ? 'X' : color == WHITE ? 'O' : '.';
        }
        row[b->size] = '\0';
        if (r)
            sb_addc(o, ',');
        json_string(o, row);
    }
    sb_add(o, "]}");
}
