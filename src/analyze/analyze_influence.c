/* analyze_influence.c — the `influence` section of `moyo analyze` and its
 * picture (`--influence MODE --svg FILE`): the territory map of the
 * influence function in the 1/d mode, the 1/2^d mode or both side by side,
 * with the strings' statuses from the scorer that final_status_list uses
 * (Benson, then playout ownership; seki kept) so that dead stones radiate
 * for their captor and are marked. */
#include <stdlib.h>
#include <string.h>

#include "analyze/analyze.h"
#include "classical/influence/influence_render.h"
#include "classical/influence/score_estimate.h"
#include "util/json.h"

struct influence_view {
    int n;
    enum influence_mode modes[2];
    const char *titles[2];
    struct influence maps[2];
};

/* Modes named by a->influence ("1/d", "1/2^d" or "both", NULL = both). */
static int view_modes(const struct analysis *a, struct influence_view *v)
{
    const char *which = a->influence ? a->influence : "both";
    v->n = 0;
    if (strcmp(which, "both") == 0) {
        v->modes[v->n++] = INFLUENCE_INV_D;
        v->modes[v->n++] = INFLUENCE_INV_2D;
    } else if (parse_influence_mode(which, &v->modes[0])) {
        v->n = 1;
    }
    return v->n;
}

/* NULL when out of memory (or a mode the command line let through). */
static struct influence_view *influence_view(const struct analysis *a)
{
    struct influence_view *v = malloc(sizeof *v);
    if (!v || !view_modes(a, v)) {
        free(v);
        return NULL;
    }
    uint8_t status[BOARD_MAX_POINTS];
    score_stone_status(&a->game->board, a->game->to_move, NULL, status, NULL);
    struct status_provider sp = {"scorer", status, status_from_array};
    for (int i = 0; i < v->n; i++) {
        influence_compute(&v->maps[i], &a->game->board, v->modes[i], &sp);
        v->titles[i] = v->modes[i] == INFLUENCE_INV_D ? "influence 1/d (Many Faces)"
                                                       : "influence 1/2^d (Go Intellect)";
    }
    return v;
}

void analyze_influence_text(const struct analysis *a, FILE *out)
{
    struct influence_view *v = influence_view(a);
    if (!v) {
        fprintf(out, "influence: out of memory\n");
        return;
    }
    const struct board *b = &a->game->board;
    const struct influence *maps[2] = {&v->maps[0], &v->maps[1]};
    struct strbuf text;
    sb_init(&text);
    influence_text_map(&text, b, maps, v->n);
    fprintf(out, "influence (%s):\n%s", v->n == 2 ? "1/d left, 1/2^d right"
                                                  : influence_mode_name(v->modes[0]),
            sb_str(&text));
    for (int i = 0; i < v->n; i++) {
        struct influence_estimate est;
        influence_estimate(&v->maps[i], b, a->game->komi, &est);
        char score[32];
        format_score(est.margin, score, sizeof score);
        fprintf(out, "%-5s  black %d territory, %d moyo, %d area; white %d, %d, %d; "
                     "estimate %s\n", influence_mode_name(v->modes[i]),
                est.territory[BLACK], est.moyo[BLACK], est.area[BLACK],
                est.territory[WHITE], est.moyo[WHITE], est.area[WHITE], score);
    }
    sb_free(&text);
    free(v);
}

static void json_map(struct strbuf *out, const struct board *b, const struct influence *inf,
                     enum influence_mode mode, double komi)
{
    struct influence_estimate est;
    influence_estimate(inf, b, komi, &est);
    sb_add(out, "{\"mode\":");
    json_string(out, influence_mode_name(mode));
    sb_add(out, ",\"rows\":[");
    for (int r = 0; r < b->size; r++) {
        char row[BOARD_MAX_SIZE + 1];
        for (int c = 0; c < b->size; c++)
            row[c] = influence_point_char(inf, b, board_point(b, r, c));
        row[b->size] = '\0';
        if (r)
            sb_addc(out, ',');
        json_string(out, row);
    }
    sb_printf(out, "],\"territory\":{\"black\":%d,\"white\":%d},"
                   "\"moyo\":{\"black\":%d,\"white\":%d},\"area\":{\"black\":%d,\"white\":%d},"
                   "\"margin\":", est.territory[BLACK], est.territory[WHITE],
              est.moyo[BLACK], est.moyo[WHITE], est.area[BLACK], est.area[WHITE]);
    json_number(out, est.margin);
    sb_addc(out, '}');
}

void analyze_influence_json(const struct analysis *a, struct strbuf *out)
{
    struct influence_view *v = influence_view(a);
    if (!v) {
        sb_add(out, "null");
        return;
    }
    sb_add(out, "{\"maps\":[");
    for (int i = 0; i < v->n; i++) {
        if (i)
            sb_addc(out, ',');
        json_map(out, &a->game->board, &v->maps[i], v->modes[i], a->game->komi);
    }
    sb_add(out, "]}");
    free(v);
}

bool analyze_write_influence_svg(const struct analysis *a, FILE *f)
{
    struct influence_view *v = influence_view(a);
    if (!v)
        return false;
    const struct influence *maps[2] = {&v->maps[0], &v->maps[1]};
    influence_svg(f, &a->game->board, maps, v->titles, v->n);
    free(v);
    return !ferror(f);
}
