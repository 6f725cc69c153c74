/* analyze_status.c — the `status` and `mc` sections of `moyo analyze` and
 * its --svg picture: each string's life-and-death status (tactician, then
 * Benson and playout ownership), the territory and score estimate from
 * ownership, and the Monte Carlo engine's best moves. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analyze/analyze.h"
#include "analyze/analyze_picture.h"
#include "board/coord.h"
#include "util/json.h"

/* Candidates the picture marks: the first of the mc section's list. */
#define PICTURE_CANDIDATES 5

struct status_view {
    uint8_t status[BOARD_MAX_POINTS];
    uint8_t owner[BOARD_MAX_POINTS];
    double estimate;
    int territory[3];           /* empty points each side is likely to own */
};

static void status_view(const struct analysis *a, struct status_view *v)
{
    memset(v, 0, sizeof *v);
    analyze_status(a->game, v->status, v->owner, &v->estimate);
    const struct board *b = &a->game->board;
    FOR_EACH_POINT(b, p) {
        if (b->color[p] == EMPTY)
            v->territory[v->owner[p]]++;
    }
}

/* Strings named by their first stone in reading order, as `strings` does. */
static int string_heads(const struct board *b, coord *heads)
{
    bool named[BOARD_MAX_POINTS] = {false};
    int n = 0;
    FOR_EACH_POINT(b, p) {
        if (b->color[p] != EMPTY && !named[board_string(b, p)]) {
            named[board_string(b, p)] = true;
            heads[n++] = p;
        }
    }
    return n;
}

void analyze_status_text(const struct analysis *a, FILE *out)
{
    struct status_view v;
    status_view(a, &v);
    const struct board *b = &a->game->board;
    coord heads[BOARD_MAX_POINTS];
    int n = string_heads(b, heads), shown = 0;
    fprintf(out, "status (tactician, then Benson and playout ownership):\n");
    for (int i = 0; i < n; i++) {
        int st = v.status[heads[i]];
        if (st == STATUS_ALIVE)
            continue;
        char vx[8];
        fprintf(out, "  %-4s %-5s stones %3d  %s\n", format_vertex(b, heads[i], vx),
                color_name(b->color[heads[i]]), board_string_size(b, heads[i]),
                stone_status_name(st));
        shown++;
    }
    fprintf(out, "  %s\n", shown ? "(every other string alive)" : "every string alive");
    char score[32];
    format_score(v.estimate, score, sizeof score);
    fprintf(out, "territory: black %d, white %d, undecided %d empty points\n",
            v.territory[BLACK], v.territory[WHITE], v.territory[EMPTY]);
    fprintf(out, "estimate:  %s (ownership count, komi %.1f)\n", score, a->game->komi);
}

void analyze_status_json(const struct analysis *a, struct strbuf *o)
{
    struct status_view v;
    status_view(a, &v);
    const struct board *b = &a->game->board;
    coord heads[BOARD_MAX_POINTS];
    int n = string_heads(b, heads);
    sb_add(o, "{\"strings\":[");
    for (int i = 0; i < n; i++) {
        char vx[8];
        sb_add(o, i ? ",{\"vertex\":" : "{\"vertex\":");
        json_string(o, format_vertex(b, heads[i], vx));
        sb_add(o, ",\"color\":");
        json_string(o, color_name(b->color[heads[i]]));
        sb_add(o, ",\"status\":");
        json_string(o, stone_status_name(v.status[heads[i]]));
        sb_addc(o, '}');
    }
    char score[32];
    format_score(v.estimate, score, sizeof score);
    sb_printf(o, "],\"territory\":{\"black\":%d,\"white\":%d,\"undecided\":%d},\"margin\":",
              v.territory[BLACK], v.territory[WHITE], v.territory[EMPTY]);
    json_number(o, v.estimate);
    sb_add(o, ",\"estimate\":");
    json_string(o, score);
    sb_addc(o, '}');
}

/* The run's MC search (analysis_run_mc): how many moves, -1 when it
 * failed. */
static int mc_moves(const struct analysis *a, const struct candidate **cand, const char **err)
{
    *cand = a->mc;
    *err = a->mc_err;
    return a->mc_done ? a->mc_n : 0;
}

void analyze_mc_text(const struct analysis *a, FILE *out)
{
    const struct candidate *cand;
    const char *err;
    int n = mc_moves(a, &cand, &err);
    if (a->mc_playouts <= 0 || !a->mc_done) {
        fprintf(out, "mc: not run (--mc-playouts 0)\n");
        return;
    }
    fprintf(out, "mc (%d playouts, %s to play):\n", a->mc_playouts,
            color_name(a->game->to_move));
    if (n < 0)
        fprintf(out, "  the MC engine failed: %s\n", err);
    for (int i = 0; i < n; i++) {
        char v[8];
        fprintf(out, "  %d. %-5s win rate %5.1f%%  visits %d\n", i + 1,
                cand[i].move == RESIGN ? "resign" : format_vertex(&a->game->board, cand[i].move, v),
                100 * cand[i].winrate, cand[i].visits);
    }
}

void analyze_mc_json(const struct analysis *a, struct strbuf *o)
{
    const struct candidate *cand;
    const char *err;
    int n = mc_moves(a, &cand, &err);
    sb_printf(o, "{\"playouts\":%d,\"to_move\":", a->mc_playouts);
    json_string(o, color_name(a->game->to_move));
    sb_add(o, ",\"error\":");
    if (n < 0)
        json_string(o, err);
    else
        sb_add(o, "null");
    sb_add(o, ",\"moves\":[");
    for (int i = 0; i < n; i++) {
        char v[8];
        sb_add(o, i ? ",{\"vertex\":" : "{\"vertex\":");
        json_string(o, cand[i].move == RESIGN ? "resign"
                                              : format_vertex(&a->game->board, cand[i].move, v));
        sb_add(o, ",\"winrate\":");
        json_number(o, cand[i].winrate);
        sb_printf(o, ",\"visits\":%d}", cand[i].visits);
    }
    sb_add(o, "]}");
}

bool analyze_write_svg(const struct analysis *a, FILE *f)
{
    struct board_picture *pic = malloc(sizeof *pic);
    if (!pic)
        return false;
    const char *name = strrchr(a->path, '/');
    int n = a->mc_done && a->mc_n > 0 ? a->mc_n : 0;
    struct picture_options o = {a->mc, n < PICTURE_CANDIDATES ? n : PICTURE_CANDIDATES,
                                name ? name + 1 : a->path};
    double estimate;
    analyze_picture(a->game, &o, pic, &estimate);
    struct strbuf svg;
    sb_init(&svg);
    board_svg(&svg, pic);
    bool ok = fputs(sb_str(&svg), f) >= 0 && !ferror(f);
    sb_free(&svg);
    free(pic);
    return ok;
}
