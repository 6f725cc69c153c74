/* analyze_picture.c — owns gathering what the analysis picture shows:
 * stone status and territory from the scorer (with the tactician as its
 * first status provider), and the MC engine's candidate moves for the
 * caller to mark. */
#include "analyze/analyze_picture.h"

#include <stdio.h>
#include <string.h>

#include "board/coord.h"
#include "classical/influence/score_estimate.h"

/* Ownership above this (from -1 white to +1 black) shades a point. */
#define OWNER_THRESHOLD 0.3f

void analyze_status(const struct game *g, uint8_t *status, uint8_t *owner, double *estimate)
{
    struct reading *r = reading_new();
    struct tactics_status *t = r ? tactics_status_new(r) : NULL;
    struct status_chain chain = {0};
    if (t) {
        chain.p[0] = (struct status_provider){"tactics", t, tactics_status};
        chain.n = 1;
    }
    struct score_options so = {0, 0, &chain};
    static const struct ownership zero;
    struct ownership own = zero;
    score_stone_status(&g->board, g->to_move, &so, status, &own);
    FOR_EACH_POINT(&g->board, p) {
        owner[p] = own.own[p] > OWNER_THRESHOLD    ? BLACK
                        : own.own[p] < -OWNER_THRESHOLD ? WHITE
                                                        : EMPTY;
    }
    struct score sc;
    score_by_ownership(g, &own, &sc);
    *estimate = sc.margin;
    if (t)
        tactics_status_free(t);
    if (r)
        reading_free(r);
}

int analyze_mc_candidates(const struct game *g, int playouts, struct candidate *out, int max,
                          char *err, int errlen)
{
    struct engine *e = engine_create("mc", err, errlen);
    if (!e)
        return -1;
    char text[32];
    snprintf(text, sizeof text, "%d", playouts);
    int n = -1;
    if (!e->set_option || e->set_option(e, "playouts", text, err, errlen))
        n = e->candidates ? e->candidates(e, g, g->to_move, out, max) : 0;
    engine_free(e);
    return n;
}

static void mark_candidates(const struct picture_options *o, struct board_picture *pic)
{
    int n = o->ncand < PIC_MAX_MARKERS ? o->ncand : PIC_MAX_MARKERS;
    for (int i = 0; i < n; i++) {
        if (o->cand[i].move == PASS || o->cand[i].move == RESIGN)
            continue;
        char label[12]; /* any int: keeps gcc's -Wformat-truncation quiet */
        snprintf(label, sizeof label, "%d", i + 1);
        board_picture_mark(pic, o->cand[i].move, label, i == 0 ? "#1a5" : "#2a7");
    }
}

void analyze_picture(const struct game *g, const struct picture_options *o,
                     struct board_picture *pic, double *estimate)
{
    board_picture_init(pic, &g->board);
    if (g->nmoves > 0 && g->moves[g->nmoves - 1].point != PASS)
        pic->last_move = g->moves[g->nmoves - 1].point;
    analyze_status(g, pic->status, pic->owner, estimate);
    if (o->cand)
        mark_candidates(o, pic);
    char score[32];
    format_score(*estimate, score, sizeof score);
    snprintf(pic->title, sizeof pic->title, "%s%smove %d, %s to play, estimate %s",
             o->name ? o->name : "", o->name ? ": " : "", g->nmoves + 1,
             g->to_move == BLACK ? "black" : "white", score);
}
