/* analyze_candidates.c — owns the `candidates` section of `moyo analyze`
 * and its picture (`--candidates --svg`): the classical engine's best
 * moves for the player to move, each with its value and every reason in
 * words and points.  One classical analysis (struct cl_position, run
 * once by analysis_run_candidates) feeds the text, the JSON and the
 * picture, so the three always show the same moves for the same reasons. */
#include <stdlib.h>
#include <string.h>

#include "analyze/analyze.h"
#include "analyze/board_svg.h"
#include "board/coord.h"
#include "classical/engine/classical.h"
#include "util/json.h"

/* Candidates the picture numbers and explains under the board. */
#define PICTURE_SHOWN 9

void analysis_run_candidates(struct analysis *a)
{
    analysis_free_candidates(a);
    a->cl = classical_new();
    a->cl_pos = a->cl ? malloc(sizeof *a->cl_pos) : NULL;
    if (!a->cl_pos || !classical_analyze(a->cl, a->game, a->game->to_move, a->cl_pos)) {
        if (a->cl_pos)
            cl_position_free(a->cl_pos);
        free(a->cl_pos);
        a->cl_pos = NULL;
    }
}

void analysis_free_candidates(struct analysis *a)
{
    if (a->cl_pos)
        cl_position_free(a->cl_pos);
    free(a->cl_pos);
    classical_free(a->cl);
    a->cl_pos = NULL;
    a->cl = NULL;
}

static int shown(const struct analysis *a)
{
    int n = a->cl_pos ? a->cl_pos->ncand : 0;
    return n < a->candidates_shown ? n : a->candidates_shown;
}

/* "W+12.5" from the estimate of the position before the move. */
static void estimate_words(const struct cl_position *pos, char *buf, int len)
{
    format_score(cl_position_margin(pos, BLACK), buf, len);
}

static void candidate_text(const struct analysis *a, int i, FILE *out)
{
    const struct cl_position *pos = a->cl_pos;
    const struct cl_move *m = &pos->cand[i];
    struct cl_reason_value rv[CL_MAX_REASONS];
    int n = cl_move_reasons(a->cl, pos, m->move, rv, CL_MAX_REASONS);
    char v[8];
    format_vertex(&pos->b, m->move, v);
    for (int k = 0; k < n; k++) {
        char words[128];
        cl_reason_words(pos, &rv[k], words, sizeof words);
        if (k == 0)
            fprintf(out, "  %2d. %-4s %6.1f  %-52s %+6.1f\n", i + 1, v, m->value, words,
                    rv[k].value);
        else
            fprintf(out, "%19s%-52s %+6.1f\n", "", words, rv[k].value);
    }
}

void analyze_candidates_text(const struct analysis *a, FILE *out)
{
    const struct cl_position *pos = a->cl_pos;
    if (!pos) {
        fprintf(out, "candidates: the classical analysis failed (out of memory)\n");
        return;
    }
    char est[32];
    estimate_words(pos, est, sizeof est);
    fprintf(out, "candidates (classical engine, %s to play, estimate %s): %d moves with"
                 " reasons, the best %d;\nvalue in points, then each reason and the points"
                 " the weights give it\n",
            color_name(pos->color), est, pos->ncand, shown(a));
    for (int i = 0; i < shown(a); i++)
        candidate_text(a, i, out);
    if (pos->ncand == 0)
        fprintf(out, "  none: the engine would pass\n");
}

static void reason_json(const struct analysis *a, const struct cl_reason_value *rv,
                        struct strbuf *o)
{
    const struct cl_position *pos = a->cl_pos;
    char words[128], t[8];
    cl_reason_words(pos, rv, words, sizeof words);
    sb_add(o, "{\"kind\":");
    json_string(o, reason_kind_name(rv->r->kind));
    sb_add(o, ",\"target\":");
    if (rv->r->target == PASS)
        sb_add(o, "null");
    else
        json_string(o, format_vertex(&pos->b, rv->r->target, t));
    sb_add(o, ",\"amount\":");
    json_number(o, rv->r->amount);
    sb_add(o, ",\"value\":");
    json_number(o, rv->value);
    sb_add(o, ",\"words\":");
    json_string(o, words);
    sb_addc(o, '}');
}

void analyze_candidates_json(const struct analysis *a, struct strbuf *o)
{
    const struct cl_position *pos = a->cl_pos;
    if (!pos) {
        sb_add(o, "{\"error\":\"the classical analysis failed\",\"moves\":[]}");
        return;
    }
    char est[32];
    estimate_words(pos, est, sizeof est);
    sb_add(o, "{\"engine\":\"classical\",\"to_move\":");
    json_string(o, color_name(pos->color));
    sb_add(o, ",\"margin\":");
    json_number(o, cl_position_margin(pos, BLACK));
    sb_add(o, ",\"estimate\":");
    json_string(o, est);
    sb_printf(o, ",\"count\":%d,\"moves\":[", pos->ncand);
    for (int i = 0; i < shown(a); i++) {
        const struct cl_move *m = &pos->cand[i];
        char v[8];
        sb_add(o, i ? ",{\"vertex\":" : "{\"vertex\":");
        json_string(o, format_vertex(&pos->b, m->move, v));
        sb_add(o, ",\"value\":");
        json_number(o, m->value);
        sb_add(o, ",\"reasons\":[");
        struct cl_reason_value rv[CL_MAX_REASONS];
        int n = cl_move_reasons(a->cl, pos, m->move, rv, CL_MAX_REASONS);
        for (int k = 0; k < n; k++) {
            if (k)
                sb_addc(o, ',');
            reason_json(a, &rv[k], o);
        }
        sb_add(o, "]}");
    }
    sb_add(o, "]}");
}

/* Stones by the analysis' dragon statuses, points shaded by the
 * ownership map at territory strength. */
static void picture_status(const struct cl_position *pos, struct board_picture *pic)
{
    float own[BOARD_MAX_POINTS];
    cl_position_ownership(pos, own);
    const struct board *b = &pos->b;
    FOR_EACH_POINT(b, p) {
        if (b->color[p] != EMPTY)
            pic->status[p] = (uint8_t)cl_position_status(pos, p);
        pic->owner[p] = own[p] >= 0.99f ? BLACK : own[p] <= -0.99f ? WHITE : EMPTY;
    }
}

static void picture_candidates(const struct analysis *a, struct board_picture *pic)
{
    const struct cl_position *pos = a->cl_pos;
    int n = shown(a) < PICTURE_SHOWN ? shown(a) : PICTURE_SHOWN;
    for (int i = 0; i < n; i++) {
        const struct cl_move *m = &pos->cand[i];
        char label[12], v[8], line[PIC_NOTE_LEN + 40], words[PIC_NOTE_LEN];
        snprintf(label, sizeof label, "%d", i + 1);
        board_picture_mark(pic, m->move, label, i == 0 ? "#1a5" : "#2a7");
        cl_move_explain(a->cl, pos, m->move, words, PIC_NOTE_LEN - 30);
        snprintf(line, sizeof line, "%d. %s %.1f: %s", i + 1, format_vertex(&pos->b, m->move, v),
                 m->value, words);
        board_picture_note(pic, line);
    }
}

bool analyze_write_candidates_svg(const struct analysis *a, FILE *f)
{
    const struct cl_position *pos = a->cl_pos;
    struct board_picture *pic = malloc(sizeof *pic);
    if (!pic)
        return false;
    board_picture_init(pic, &a->game->board);
    const struct game *g = a->game;
    if (g->nmoves > 0 && g->moves[g->nmoves - 1].point != PASS)
        pic->last_move = g->moves[g->nmoves - 1].point;
    const char *name = strrchr(a->path, '/');
    char est[32] = "?";
    if (pos) {
        estimate_words(pos, est, sizeof est);
        picture_status(pos, pic);
        picture_candidates(a, pic);
    }
    snprintf(pic->title, sizeof pic->title, "%s: move %d, %s to play, classical estimate %s",
             name ? name + 1 : a->path, g->nmoves + 1, color_name(g->to_move), est);
    pic->marker_legend = "classical candidates";
    pic->shading_legend = "territory (influence)";
    struct strbuf svg;
    sb_init(&svg);
    board_svg(&svg, pic);
    bool ok = fputs(sb_str(&svg), f) >= 0 && !ferror(f);
    sb_free(&svg);
    free(pic);
    return ok;
}
