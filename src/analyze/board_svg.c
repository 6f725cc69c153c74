/* board_svg.c — owns drawing a position as SVG: the wooden board, lines,
 * star points and coordinates, then the overlays in the order that keeps
 * each readable (territory under the stones, status marks and markers on
 * top), and a legend of the marks used. */
#include "analyze/board_svg.h"

#include "analyze/analyze.h"

#include <stdio.h>
#include <string.h>

#define CELL 30
#define MARGIN 34
#define TITLE_H 26
#define LEGEND_H 26
#define NOTE_H 16
#define NOTE_CHAR_W 6.2     /* ~px per character at font-size 11 */

void board_picture_init(struct board_picture *pic, const struct board *b)
{
    memset(pic, 0, sizeof *pic);
    pic->board = b;
    pic->last_move = NO_POINT;
}

void board_picture_mark(struct board_picture *pic, coord p, const char *label,
                        const char *color)
{
    if (pic->nmarkers >= PIC_MAX_MARKERS)
        return;
    struct pic_marker *m = &pic->markers[pic->nmarkers++];
    m->point = p;
    snprintf(m->label, sizeof m->label, "%s", label);
    snprintf(m->color, sizeof m->color, "%s", color);
}

void board_picture_note(struct board_picture *pic, const char *text)
{
    if (pic->nnotes >= PIC_MAX_NOTES)
        return;
    snprintf(pic->notes[pic->nnotes++], PIC_NOTE_LEN, "%s", text);
}

static double cx(int col) { return MARGIN + col * CELL; }
static double cy(int row) { return TITLE_H + MARGIN + row * CELL; }

static void text_escaped(struct strbuf *o, const char *t)
{
    for (; *t; t++) {
        if (*t == '<')
            sb_add(o, "&lt;");
        else if (*t == '>')
            sb_add(o, "&gt;");
        else if (*t == '&')
            sb_add(o, "&amp;");
        else
            sb_addc(o, *t);
    }
}

static void draw_grid(struct strbuf *o, int n)
{
    double lo = cx(0), hi = cx(n - 1);
    for (int i = 0; i < n; i++) {
        sb_printf(o, "<line x1=\"%.0f\" y1=\"%.0f\" x2=\"%.0f\" y2=\"%.0f\" stroke=\"#000\"/>",
                  lo, cy(i), hi, cy(i));
        sb_printf(o, "<line x1=\"%.0f\" y1=\"%.0f\" x2=\"%.0f\" y2=\"%.0f\" stroke=\"#000\"/>\n",
                  cx(i), cy(0), cx(i), cy(n - 1));
    }
    for (int r = 0; r < n; r++)
        for (int c = 0; c < n; c++)
            if (analyze_is_star_point(n, r, c))
                sb_printf(o, "<circle cx=\"%.0f\" cy=\"%.0f\" r=\"3\" fill=\"#000\"/>", cx(c),
                          cy(r));
    /* GTP letters skip I; row 1 is the bottom */
    for (int i = 0; i < n; i++) {
        char letter = (char)('A' + i + (i >= 8));
        sb_printf(o, "<text x=\"%.0f\" y=\"%.0f\" text-anchor=\"middle\" font-size=\"12\">%c"
                     "</text><text x=\"%.0f\" y=\"%.0f\" text-anchor=\"middle\" "
                     "font-size=\"12\">%c</text>",
                  cx(i), cy(0) - CELL * 0.7, letter, cx(i), cy(n - 1) + CELL * 0.85, letter);
        sb_printf(o, "<text x=\"%.0f\" y=\"%.0f\" text-anchor=\"middle\" font-size=\"12\">%d"
                     "</text><text x=\"%.0f\" y=\"%.0f\" text-anchor=\"middle\" "
                     "font-size=\"12\">%d</text>\n",
                  cx(0) - CELL * 0.75, cy(i) + 4, n - i, cx(n - 1) + CELL * 0.75, cy(i) + 4,
                  n - i);
    }
}

/* Territory: a square of the owner's colour on empty points and on dead
 * stones (whose point belongs to the other side). */
static void draw_territory(struct strbuf *o, const struct board_picture *pic)
{
    const struct board *b = pic->board;
    FOR_EACH_POINT(b, p) {
        int own = pic->owner[p];
        if (own != BLACK && own != WHITE)
            continue;
        if (b->color[p] != EMPTY && pic->status[p] != STATUS_DEAD)
            continue;
        double s = CELL * 0.36;
        sb_printf(o, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"%s\" "
                     "fill-opacity=\"0.55\"/>", cx(board_col(b, p)) - s / 2,
                  cy(board_row(b, p)) - s / 2, s, s, own == BLACK ? "#000" : "#fff");
    }
    sb_addc(o, '\n');
}

static void draw_stone(struct strbuf *o, const struct board_picture *pic, coord p)
{
    const struct board *b = pic->board;
    double x = cx(board_col(b, p)), y = cy(board_row(b, p));
    bool black = b->color[p] == BLACK;
    int st = pic->status[p];
    sb_printf(o, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%.1f\" fill=\"%s\" stroke=\"#222\"%s/>",
              x, y, CELL * 0.47, black ? "#111" : "#f4f4f4",
              st == STATUS_DEAD ? " fill-opacity=\"0.45\" stroke-opacity=\"0.45\"" : "");
    if (st == STATUS_DEAD) {
        double d = CELL * 0.2;
        sb_printf(o, "<path d=\"M%.1f %.1fL%.1f %.1fM%.1f %.1fL%.1f %.1f\" stroke=\"#d00\" "
                     "stroke-width=\"2.5\"/>", x - d, y - d, x + d, y + d, x - d, y + d, x + d,
                  y - d);
    } else if (st == STATUS_UNKNOWN && pic->show_unknown) {
        sb_printf(o, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%.1f\" fill=\"none\" stroke=\"#888\" "
                     "stroke-width=\"2\" stroke-dasharray=\"3 2\"/>", x, y, CELL * 0.5);
    } else if (st == STATUS_CRITICAL || st == STATUS_SEKI) {
        sb_printf(o, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%.1f\" fill=\"none\" stroke=\"%s\" "
                     "stroke-width=\"3\"/>", x, y, CELL * 0.5,
                  st == STATUS_CRITICAL ? "#f80" : "#39f");
    }
    if (p == pic->last_move)
        sb_printf(o, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%.1f\" fill=\"none\" stroke=\"%s\" "
                     "stroke-width=\"2\"/>", x, y, CELL * 0.22, black ? "#fff" : "#000");
    sb_addc(o, '\n');
}

static void draw_markers(struct strbuf *o, const struct board_picture *pic)
{
    const struct board *b = pic->board;
    for (int i = 0; i < pic->nmarkers; i++) {
        const struct pic_marker *m = &pic->markers[i];
        if (!board_on_board(b, m->point))
            continue;
        double x = cx(board_col(b, m->point)), y = cy(board_row(b, m->point));
        sb_printf(o, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%.1f\" fill=\"%s\" "
                     "fill-opacity=\"0.85\" stroke=\"#fff\"/>", x, y, CELL * 0.36, m->color);
        sb_printf(o, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\" font-size=\"12\" "
                     "font-weight=\"bold\" fill=\"#fff\">", x, y + 4);
        text_escaped(o, m->label);
        sb_add(o, "</text>\n");
    }
}

static void draw_legend(struct strbuf *o, const struct board_picture *pic, int width, int y)
{
    bool any[5] = {false};
    const struct board *b = pic->board;
    bool shading = false;
    FOR_EACH_POINT(b, p) {
        if (b->color[p] != EMPTY && pic->status[p] < 5)
            any[pic->status[p]] = true;
        shading |= pic->owner[p] == BLACK || pic->owner[p] == WHITE;
    }
    struct { bool on; const char *swatch, *text; } items[] = {
        {any[STATUS_DEAD], "#d00", "dead (X)"},
        {any[STATUS_CRITICAL], "#f80", "critical"},
        {any[STATUS_SEKI], "#39f", "seki"},
        {any[STATUS_UNKNOWN] && pic->show_unknown, "#888", "unknown"},
        {shading, "#888", pic->shading_legend ? pic->shading_legend : "territory"},
        {pic->nmarkers > 0, "#2a7", pic->marker_legend ? pic->marker_legend : "candidates"},
    };
    int x = 10;
    for (size_t i = 0; i < sizeof items / sizeof items[0] && x < width - 60; i++) {
        if (!items[i].on)
            continue;
        sb_printf(o, "<rect x=\"%d\" y=\"%d\" width=\"10\" height=\"10\" fill=\"%s\"/>"
                     "<text x=\"%d\" y=\"%d\" font-size=\"11\">%s</text>\n",
                  x, y - 9, items[i].swatch, x + 14, y, items[i].text);
        x += 24 + 7 * (int)strlen(items[i].text);
    }
}

static void draw_notes(struct strbuf *o, const struct board_picture *pic, int y)
{
    for (int i = 0; i < pic->nnotes; i++) {
        sb_printf(o, "<text x=\"10\" y=\"%d\" font-size=\"11\">", y + i * NOTE_H);
        text_escaped(o, pic->notes[i]);
        sb_add(o, "</text>\n");
    }
}

static int notes_width(const struct board_picture *pic)
{
    int w = 0;
    for (int i = 0; i < pic->nnotes; i++) {
        int n = 20 + (int)(NOTE_CHAR_W * (double)strlen(pic->notes[i]));
        w = n > w ? n : w;
    }
    return w;
}

void board_svg(struct strbuf *o, const struct board_picture *pic)
{
    const struct board *b = pic->board;
    int n = b->size;
    int board_w = 2 * MARGIN + (n - 1) * CELL;
    int title_w = 16 + 8 * (int)strlen(pic->title);    /* ~8 px per bold character */
    int width = board_w > title_w ? board_w : title_w;
    width = notes_width(pic) > width ? notes_width(pic) : width;
    int ox = (width - board_w) / 2;
    int board_h = TITLE_H + 2 * MARGIN + (n - 1) * CELL;
    int height = board_h + LEGEND_H + pic->nnotes * NOTE_H;
    sb_printf(o, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
                 "viewBox=\"0 0 %d %d\" font-family=\"sans-serif\">\n",
              width, height, width, height);
    sb_printf(o, "<rect width=\"%d\" height=\"%d\" fill=\"#fff\"/>\n", width, height);
    sb_printf(o, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"#dcb35c\"/>\n",
              ox, TITLE_H, board_w, board_w);
    sb_add(o, "<text x=\"8\" y=\"18\" font-size=\"13\" font-weight=\"bold\">");
    text_escaped(o, pic->title);
    sb_add(o, "</text>\n");
    sb_printf(o, "<g transform=\"translate(%d 0)\">\n", ox);
    draw_grid(o, n);
    draw_territory(o, pic);
    FOR_EACH_POINT(b, p) {
        if (b->color[p] == BLACK || b->color[p] == WHITE)
            draw_stone(o, pic, p);
    }
    draw_markers(o, pic);
    sb_add(o, "</g>\n");
    draw_legend(o, pic, width, board_h + LEGEND_H - 8);
    draw_notes(o, pic, board_h + LEGEND_H - 8 + NOTE_H);
    sb_add(o, "</svg>\n");
}
