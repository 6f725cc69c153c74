/* influence_render.c — owns the two pictures of an influence map: the
 * text territory map (one letter per point, maps side by side) and the
 * SVG board with a shaded overlay.
 *
 * The SVG is meant to be read at a glance: a wooden board, each point
 * shaded dark for black's control and light for white's (strength =
 * opacity), a small square on territory points, stones on top, and dead
 * stones drawn faded with a red cross.  Several maps (the two decay
 * modes) go side by side with a title and the estimate under each.
 */
#include "classical/influence/influence_render.h"

#include <stdlib.h>

#include "board/coord.h"

#define CELL 24
#define MARGIN 28
#define GAP 24
#define TITLE 34

static const char COLUMNS[] = "ABCDEFGHJKLMNOPQRSTUVWXYZ";

/* ---- text ------------------------------------------------------------- */

static void text_header(struct strbuf *out, const struct board *b, int nmaps)
{
    for (int m = 0; m < nmaps; m++) {
        sb_add(out, m ? "      " : "   ");  /* separator + row number */
        for (int c = 0; c < b->size; c++)
            sb_printf(out, " %c", COLUMNS[c]);
    }
    sb_addc(out, '\n');
}

void influence_text_map(struct strbuf *out, const struct board *b,
                        const struct influence *const *maps, int nmaps)
{
    text_header(out, b, nmaps);
    for (int r = 0; r < b->size; r++) {
        for (int m = 0; m < nmaps; m++) {
            sb_printf(out, m ? "   %2d " : "%2d ", b->size - r);
            for (int c = 0; c < b->size; c++)
                sb_printf(out, " %c", influence_point_char(maps[m], b, board_point(b, r, c)));
        }
        sb_printf(out, " %2d\n", b->size - r);
    }
    text_header(out, b, nmaps);
    sb_add(out, "X/O stones, x/o dead, B/W territory, b/w moyo, :/, area (black/white), . neutral\n");
}

/* ---- SVG -------------------------------------------------------------- */

static double board_px(const struct board *b)
{
    return (double)(b->size - 1) * CELL + 2 * MARGIN;
}

static void svg_grid(FILE *f, const struct board *b, double x0, double y0)
{
    double side = board_px(b);
    fprintf(f, "<rect x='%.0f' y='%.0f' width='%.0f' height='%.0f' fill='#dcb35c'/>\n",
            x0, y0, side, side);
    for (int i = 0; i < b->size; i++) {
        double v = MARGIN + i * CELL;
        double end = MARGIN + (b->size - 1) * CELL;
        fprintf(f, "<line x1='%.0f' y1='%.0f' x2='%.0f' y2='%.0f' stroke='#000' "
                   "stroke-width='0.8'/>\n", x0 + MARGIN, y0 + v, x0 + end, y0 + v);
        fprintf(f, "<line x1='%.0f' y1='%.0f' x2='%.0f' y2='%.0f' stroke='#000' "
                   "stroke-width='0.8'/>\n", x0 + v, y0 + MARGIN, x0 + v, y0 + end);
        fprintf(f, "<text x='%.0f' y='%.0f' font-size='10' text-anchor='middle' "
                   "font-family='sans-serif'>%c</text>\n", x0 + v, y0 + MARGIN - 14, COLUMNS[i]);
        fprintf(f, "<text x='%.0f' y='%.0f' font-size='10' text-anchor='end' "
                   "font-family='sans-serif'>%d</text>\n", x0 + MARGIN - 12, y0 + v + 4,
                b->size - i);
    }
}

static void svg_overlay(FILE *f, const struct board *b, const struct influence *inf,
                        double x0, double y0)
{
    FOR_EACH_POINT(b, p) {
        double cx = x0 + MARGIN + board_col(b, p) * CELL;
        double cy = y0 + MARGIN + board_row(b, p) * CELL;
        int c = inf->control[p];
        if (b->color[p] == EMPTY && c != 0) {
            double a = (double)abs(c) / INFLUENCE_MAX;
            fprintf(f, "<rect x='%.1f' y='%.1f' width='%d' height='%d' fill='%s' "
                       "fill-opacity='%.2f'/>\n", cx - CELL / 2.0, cy - CELL / 2.0, CELL, CELL,
                    c > 0 ? "#000" : "#fff", c > 0 ? 0.55 * a : 0.8 * a);
        }
        int r = inf->region[p];
        if (b->color[p] == EMPTY && abs(r) == REGION_TERRITORY)
            fprintf(f, "<rect x='%.1f' y='%.1f' width='8' height='8' fill='%s' "
                       "stroke='#444' stroke-width='0.5'/>\n", cx - 4, cy - 4,
                    r > 0 ? "#000" : "#fff");
    }
}

static void svg_stones(FILE *f, const struct board *b, const struct influence *inf,
                       double x0, double y0)
{
    FOR_EACH_POINT(b, p) {
        if (b->color[p] == EMPTY)
            continue;
        double cx = x0 + MARGIN + board_col(b, p) * CELL;
        double cy = y0 + MARGIN + board_row(b, p) * CELL;
        bool dead = inf->region[p] != 0;
        bool black = b->color[p] == BLACK;
        fprintf(f, "<circle cx='%.1f' cy='%.1f' r='%.1f' fill='%s' stroke='#000' "
                   "stroke-width='0.8' opacity='%s'/>\n", cx, cy, CELL * 0.47,
                black ? "#111" : "#f4f4f4", dead ? "0.45" : "1");
        if (dead)
            fprintf(f, "<path d='M%.1f %.1fL%.1f %.1fM%.1f %.1fL%.1f %.1f' stroke='#d01010' "
                       "stroke-width='2.2'/>\n", cx - 6, cy - 6, cx + 6, cy + 6, cx - 6, cy + 6,
                    cx + 6, cy - 6);
    }
}

void influence_svg(FILE *f, const struct board *b, const struct influence *const *maps,
                   const char *const *titles, int nmaps)
{
    double side = board_px(b);
    double width = nmaps * side + (nmaps - 1) * GAP, height = side + 2 * TITLE;
    fprintf(f, "<?xml version='1.0' encoding='UTF-8'?>\n"
               "<svg xmlns='http://www.w3.org/2000/svg' width='%.0f' height='%.0f' "
               "viewBox='0 0 %.0f %.0f'>\n<rect width='100%%' height='100%%' fill='#fff'/>\n",
            width, height, width, height);
    for (int m = 0; m < nmaps; m++) {
        double x0 = m * (side + GAP), y0 = TITLE;
        fprintf(f, "<text x='%.0f' y='22' font-size='15' text-anchor='middle' "
                   "font-family='sans-serif'>%s</text>\n", x0 + side / 2, titles[m]);
        svg_grid(f, b, x0, y0);
        svg_overlay(f, b, maps[m], x0, y0);
        svg_stones(f, b, maps[m], x0, y0);
        struct influence_estimate est;
        influence_estimate(maps[m], b, 0, &est);
        fprintf(f, "<text x='%.0f' y='%.0f' font-size='12' text-anchor='middle' "
                   "font-family='sans-serif'>black: %d territory, %d moyo, %d area; "
                   "white: %d, %d, %d</text>\n", x0 + side / 2, y0 + side + 20,
                est.territory[BLACK], est.moyo[BLACK], est.area[BLACK],
                est.territory[WHITE], est.moyo[WHITE], est.area[WHITE]);
    }
    fprintf(f, "</svg>\n");
}
