/* analyze_strings.c — the strings section of `moyo analyze`: every string
 * (worm) with its colour, size and liberties, and the liberty points of
 * the strings short of liberties, which is where tactics starts. */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

#include "analyze/analyze.h"
#include "board/coord.h"
#include "util/json.h"

/* Liberty points are listed for strings with at most this many. */
#define SHOW_LIBS_UPTO 3

/* Points in reading order (top row first): coord order is reading order. */
static int by_point(const void *x, const void *y)
{
    return (int)*(const coord *)x - (int)*(const coord *)y;
}

static void string_line(const struct board *b, coord p, FILE *out)
{
    char v[8];
    int libs = board_countlib(b, p);
    fprintf(out, "  %-4s %-5s stones %3d  liberties %3d", format_vertex(b, p, v),
            color_name(b->color[p]), board_string_size(b, p), libs);
    if (libs <= SHOW_LIBS_UPTO) {
        coord lib[SHOW_LIBS_UPTO];
        int n = board_liberties(b, p, lib, SHOW_LIBS_UPTO);
        qsort(lib, (size_t)n, sizeof lib[0], by_point);
        fputs("  at", out);
        for (int i = 0; i < n; i++)
            fprintf(out, " %s", format_vertex(b, lib[i], v));
        if (libs == 1)
            fputs("  (in atari)", out);
    }
    fputc('\n', out);
}

void analyze_strings_text(const struct analysis *a, FILE *out)
{
    const struct board *b = &a->game->board;
    int count[3] = {0, 0, 0};
    FOR_EACH_POINT(b, p) {
        if (b->color[p] != EMPTY && board_string(b, p) == p)
            count[b->color[p]]++;
    }
    fprintf(out, "strings: %d black, %d white (named by their top-left stone)\n",
            count[BLACK], count[WHITE]);
    /* A string is named by its first stone in reading order. */
    bool named[BOARD_MAX_POINTS] = {false};
    FOR_EACH_POINT(b, p) {
        if (b->color[p] != EMPTY && !named[board_string(b, p)]) {
            named[board_string(b, p)] = true;
            string_line(b, p, out);
        }
    }
}

static void string_json(const struct board *b, coord p, struct strbuf *o)
{
    char v[8];
    int libs = board_countlib(b, p);
    sb_add(o, "{\"vertex\":");
    json_string(o, format_vertex(b, p, v));
    sb_add(o, ",\"color\":");
    json_string(o, color_name(b->color[p]));
    sb_printf(o, ",\"stones\":%d,\"liberties\":%d,\"liberty_points\":[",
              board_string_size(b, p), libs);
    if (libs <= SHOW_LIBS_UPTO) {
        coord lib[SHOW_LIBS_UPTO];
        int n = board_liberties(b, p, lib, SHOW_LIBS_UPTO);
        qsort(lib, (size_t)n, sizeof lib[0], by_point);
        for (int i = 0; i < n; i++) {
            if (i)
                sb_addc(o, ',');
            json_string(o, format_vertex(b, lib[i], v));
        }
    }
    sb_add(o, "]}");
}

void analyze_strings_json(const struct analysis *a, struct strbuf *o)
{
    const struct board *b = &a->game->board;
    bool named[BOARD_MAX_POINTS] = {false};
    bool first = true;
    sb_addc(o, '[');
    FOR_EACH_POINT(b, p) {
        if (b->color[p] != EMPTY && !named[board_string(b, p)]) {
            named[board_string(b, p)] = true;
            if (!first)
                sb_addc(o, ',');
            first = false;
            string_json(b, p, o);
        }
    }
    sb_addc(o, ']');
}
