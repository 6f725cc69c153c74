/* analyze_dragons.c — the `dragons` section of `moyo analyze` and its
 * picture (`--dragons --svg FILE`): each dragon with its stones, eyes,
 * escape, weakness, static status and vital points.  The run computes one
 * dragon analysis (analysis_run_dragons); the text, the JSON and the
 * picture all read it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analyze/analyze.h"
#include "analyze/board_svg.h"
#include "board/coord.h"
#include "classical/dragon/dragon.h"
#include "classical/reading/reading.h"
#include "patterns/pattern_match.h"
#include "util/json.h"

void analysis_run_dragons(struct analysis *a)
{
    if (a->dragons)
        return;
    struct dragon_analysis *d = calloc(1, sizeof *d);
    struct reading *r = reading_new();
    struct pattern_set *ps = pattern_set_new_builtin();
    struct board *b = &a->game->board;
    if (d && r && dragon_analyze(d, b, r, ps, NULL)) {
        a->dragons = d;
        d = NULL;
    }
    free(d);
    pattern_set_free(ps);
    reading_free(r);
}

void analysis_free_dragons(struct analysis *a)
{
    if (a->dragons) {
        dragon_analysis_free(a->dragons);
        free(a->dragons);
        a->dragons = NULL;
    }
}

static const char *status_word(enum stone_status s)
{
    return s == STATUS_SEKI ? "seki" : stone_status_name(s);
}

/* "D4" into buf, "-" for PASS. */
static const char *vx(const struct board *b, coord p, char *buf)
{
    return p == PASS ? "-" : format_vertex(b, p, buf);
}

void analyze_dragons_text(const struct analysis *a, FILE *out)
{
    const struct dragon_analysis *d = a->dragons;
    const struct board *b = &a->game->board;
    fprintf(out, "dragons (static status from eyes, escape, tactics and Benson):\n");
    if (!d) {
        fprintf(out, "  (out of memory)\n");
        return;
    }
    fprintf(out, "  %-4s %-5s %6s %5s %5s %6s %8s  %s\n", "at", "color", "stones", "worms",
            "eyes", "escape", "weakness", "status");
    for (int i = 0; i < d->ndragons; i++) {
        const struct dragon *g = &d->dragon[i];
        char v1[8], v2[8], v3[8];
        char eyes[16];
        if (g->eyes_known)
            snprintf(eyes, sizeof eyes, "%2d-%-2d", g->eyes_min, g->eyes_max);
        else
            snprintf(eyes, sizeof eyes, "  -  ");     /* not evaluated: it can run */
        fprintf(out, "  %-4s %-5s %6d %5d %5s %6d %8.2f  %s", vx(b, g->origin, v1),
                color_name(g->color), g->stones, g->nworms, eyes, g->escape, g->weakness / 100.0,
                g->dead_worm ? "dead (captured)" : status_word(g->status));
        if (g->status == STATUS_CRITICAL)
            fprintf(out, " attack %s defence %s", vx(b, g->attack_point, v2),
                    vx(b, g->defense_point, v3));
        if (g->min_membership < 0.75f && g->nworms > 1)
            fprintf(out, " (weakest link %.2f)", g->min_membership);
        fputc('\n', out);
    }
    int cuts = 0;
    FOR_EACH_POINT(b, p)
        cuts += d->cutting_point[p];
    if (cuts) {
        fprintf(out, "cutting points:");
        FOR_EACH_POINT(b, p) {
            char v[8];
            if (d->cutting_point[p])
                fprintf(out, " %s", format_vertex(b, p, v));
        }
        fputc('\n', out);
    }
}

static void json_vertex(struct strbuf *o, const struct board *b, coord p)
{
    char v[8];
    if (p == PASS)
        sb_add(o, "null");
    else
        json_string(o, format_vertex(b, p, v));
}

static void json_dragon(struct strbuf *o, const struct dragon_analysis *d, const struct board *b,
                        int i)
{
    const struct dragon *g = &d->dragon[i];
    sb_add(o, "{\"origin\":");
    json_vertex(o, b, g->origin);
    sb_add(o, ",\"color\":");
    json_string(o, color_name(g->color));
    sb_add(o, ",\"stones\":[");
    bool first = true;
    FOR_EACH_POINT(b, p)
        if (d->dragon_of[p] == i) {
            if (!first)
                sb_addc(o, ',');
            json_vertex(o, b, p);
            first = false;
        }
    sb_printf(o, "],\"worms\":%d,\"eye_spaces\":%d,", g->nworms, g->eye_spaces);
    if (g->eyes_known)
        sb_printf(o, "\"eyes_min\":%d,\"eyes_max\":%d,", g->eyes_min, g->eyes_max);
    else
        sb_add(o, "\"eyes_min\":null,\"eyes_max\":null,");
    sb_printf(o, "\"escape\":%d,\"weakness\":", g->escape);
    json_number(o, g->weakness / 100.0);
    sb_add(o, ",\"membership\":");
    json_number(o, g->min_membership);
    sb_printf(o, ",\"benson\":%s,\"captured\":%s,\"status\":", g->benson ? "true" : "false",
              g->dead_worm ? "true" : "false");
    json_string(o, status_word(g->status));
    sb_add(o, ",\"attack\":");
    json_vertex(o, b, g->attack_point);
    sb_add(o, ",\"defence\":");
    json_vertex(o, b, g->defense_point);
    sb_add(o, ",\"neighbors\":[");
    for (int k = 0; k < g->nneighbors; k++) {
        if (k)
            sb_addc(o, ',');
        json_vertex(o, b, d->dragon[g->neighbor[k]].origin);
    }
    sb_add(o, "]}");
}

void analyze_dragons_json(const struct analysis *a, struct strbuf *o)
{
    const struct dragon_analysis *d = a->dragons;
    const struct board *b = &a->game->board;
    sb_add(o, "{\"list\":[");
    for (int i = 0; d && i < d->ndragons; i++) {
        if (i)
            sb_add(o, ",\n");
        json_dragon(o, d, b, i);
    }
    sb_add(o, "],\"cutting_points\":[");
    bool first = true;
    FOR_EACH_POINT(b, p)
        if (d && d->cutting_point[p]) {
            if (!first)
                sb_addc(o, ',');
            json_vertex(o, b, p);
            first = false;
        }
    sb_add(o, "]}");
}

/* The picture: each stone marked with its dragon's status, each dragon's
 * eye spaces shaded in its colour, the attack (red A) and defence (green
 * D) points of critical dragons, cutting points (grey C). */
bool analyze_write_dragons_svg(const struct analysis *a, FILE *f)
{
    const struct dragon_analysis *d = a->dragons;
    const struct board *b = &a->game->board;
    struct board_picture *pic = malloc(sizeof *pic);
    if (!pic || !d) {
        free(pic);
        return false;
    }
    board_picture_init(pic, b);
    const char *name = strrchr(a->path, '/');
    snprintf(pic->title, sizeof pic->title, "%s: dragons", name ? name + 1 : a->path);
    pic->marker_legend = "A/D vital, C cut";
    pic->shading_legend = "eye spaces";
    pic->show_unknown = true;
    FOR_EACH_POINT(b, p) {
        int g = d->dragon_of[p];
        if (g >= 0)
            pic->status[p] = (uint8_t)d->dragon[g].status;
        if (d->eye_owner[p] >= 0)
            pic->owner[p] = (uint8_t)d->dragon[d->eye_owner[p]].color;
    }
    for (int i = 0; i < d->ndragons; i++) {
        const struct dragon *g = &d->dragon[i];
        if (g->status != STATUS_CRITICAL)
            continue;
        if (g->attack_point != PASS)
            board_picture_mark(pic, g->attack_point, "A", "#c22");
        if (g->defense_point != PASS && g->defense_point != g->attack_point)
            board_picture_mark(pic, g->defense_point, "D", "#2a7");
    }
    FOR_EACH_POINT(b, p)
        if (d->cutting_point[p])
            board_picture_mark(pic, p, "C", "#777");
    struct strbuf svg;
    sb_init(&svg);
    board_svg(&svg, pic);
    bool ok = fputs(sb_str(&svg), f) >= 0 && !ferror(f);
    sb_free(&svg);
    free(pic);
    return ok;
}
