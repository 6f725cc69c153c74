/* analyze_eyes.c — the eyes section of `moyo analyze`: each colour's eye
 * spaces (classical/eyes/eyes.h) with their points, marginal points and
 * inside stones, false and half eyes, min/max eyes and vital points.
 * Open areas larger than SHOWN_POINTS are counted, not listed. */
#include <stdio.h>
#include <stdlib.h>

#include "analyze/analyze.h"
#include "board/coord.h"
#include "classical/eyes/eyes.h"
#include "classical/reading/reading.h"
#include "util/json.h"

/* Spaces with more points are open areas (territory), only counted. */
#define SHOWN_POINTS 12

/* Both colours' spaces, from a copy of the position (the tactician plays
 * moves on the board it reads). */
static bool find_both(const struct analysis *a, struct eyes *e[2])
{
    struct board *b = malloc(sizeof *b);
    struct reading *r = reading_new();
    e[0] = malloc(sizeof *e[0]);
    e[1] = malloc(sizeof *e[1]);
    bool ok = b && r && e[0] && e[1];
    if (ok) {
        board_copy(b, &a->game->board);
        for (int c = 0; c < 2; c++) {
            eyes_find(e[c], b, BLACK + c, NULL, r);
            eyes_evaluate(e[c], b);
        }
        board_free(b);
    }
    free(b);
    if (r)
        reading_free(r);
    if (!ok) {
        free(e[0]);
        free(e[1]);
    }
    return ok;
}

static void space_text(const struct board *b, const struct eyes *e, const struct eye_space *s,
                       FILE *out)
{
    char v[8];
    const coord *pts = eyes_space_points(e, s);
    fprintf(out, "  %-5s %d %d", color_name(e->color), s->min, s->max);
    if (s->min != s->max) {
        fprintf(out, "  attack %s", format_vertex(b, s->attack, v));
        fprintf(out, " defence %s", format_vertex(b, s->defence, v));
    }
    fputs("  at", out);
    for (int i = 0; i < s->npoints; i++) {
        uint8_t f = e->flags[pts[i]];
        fprintf(out, " %s%s%s%s%s", format_vertex(b, pts[i], v), (f & EYE_MARGINAL) ? "!" : "",
                (f & EYE_INSIDE) ? "x" : "", (f & EYE_FALSE) ? "(false)" : "",
                (f & EYE_HALF) ? "(half)" : "");
    }
    fputc('\n', out);
}

void analyze_eyes_text(const struct analysis *a, FILE *out)
{
    const struct board *b = &a->game->board;
    struct eyes *e[2];
    if (!find_both(a, e)) {
        fputs("eyes: out of memory\n", out);
        return;
    }
    fputs("eyes: MIN MAX eyes of each space (opponent / owner first), the vital points\n"
          "      when they differ; ! marginal point, x dead stone inside\n", out);
    for (int c = 0; c < 2; c++) {
        int open = 0;
        for (int i = 0; i < e[c]->nspaces; i++) {
            const struct eye_space *s = &e[c]->space[i];
            if (s->npoints > SHOWN_POINTS)
                open++;
            else
                space_text(b, e[c], s, out);
        }
        if (open)
            fprintf(out, "  %-5s %d open area%s of more than %d points not listed\n",
                    color_name(BLACK + c), open, open > 1 ? "s" : "", SHOWN_POINTS);
    }
    free(e[0]);
    free(e[1]);
}

static void vertex_list(const struct board *b, const struct eyes *e, const struct eye_space *s,
                        uint8_t flag, struct strbuf *o)
{
    char v[8];
    const coord *pts = eyes_space_points(e, s);
    bool first = true;
    sb_addc(o, '[');
    for (int i = 0; i < s->npoints; i++) {
        if (flag && !(e->flags[pts[i]] & flag))
            continue;
        if (!first)
            sb_addc(o, ',');
        first = false;
        json_string(o, format_vertex(b, pts[i], v));
    }
    sb_addc(o, ']');
}

static void space_json(const struct board *b, const struct eyes *e, const struct eye_space *s,
                       struct strbuf *o)
{
    char v[8];
    sb_printf(o, "{\"size\":%d,\"min\":%d,\"max\":%d,\"attack\":", s->npoints, s->min, s->max);
    if (s->min != s->max)
        json_string(o, format_vertex(b, s->attack, v));
    else
        sb_add(o, "null");
    sb_add(o, ",\"defence\":");
    if (s->min != s->max)
        json_string(o, format_vertex(b, s->defence, v));
    else
        sb_add(o, "null");
    static const struct {
        const char *name;
        uint8_t flag;
    } lists[] = {{"points", 0},          {"marginal", EYE_MARGINAL}, {"inside", EYE_INSIDE},
                 {"false_eyes", EYE_FALSE}, {"half_eyes", EYE_HALF}};
    for (size_t i = 0; i < sizeof lists / sizeof lists[0]; i++) {
        sb_printf(o, ",\"%s\":", lists[i].name);
        vertex_list(b, e, s, lists[i].flag, o);
    }
    sb_printf(o, ",\"from_table\":%s}", s->from_table ? "true" : "false");
}

/* {"black": [space...], "white": [...], "open_areas": {"black": n, ...}} */
void analyze_eyes_json(const struct analysis *a, struct strbuf *o)
{
    const struct board *b = &a->game->board;
    struct eyes *e[2];
    if (!find_both(a, e)) {
        sb_add(o, "null");
        return;
    }
    int open[2] = {0, 0};
    sb_addc(o, '{');
    for (int c = 0; c < 2; c++) {
        sb_printf(o, "%s\"%s\":[", c ? "," : "", color_name(BLACK + c));
        bool first = true;
        for (int i = 0; i < e[c]->nspaces; i++) {
            const struct eye_space *s = &e[c]->space[i];
            if (s->npoints > SHOWN_POINTS) {
                open[c]++;
                continue;
            }
            if (!first)
                sb_addc(o, ',');
            first = false;
            space_json(b, e[c], s, o);
        }
        sb_addc(o, ']');
    }
    sb_printf(o, ",\"open_areas\":{\"black\":%d,\"white\":%d}}", open[0], open[1]);
    free(e[0]);
    free(e[1]);
}
