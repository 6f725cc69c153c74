/* analyze_all_moves.c — owns `moyo analyze --all-moves`: walks every
 * position of a game, asks two engines for their move (reg_genmove, so the
 * answers are reproducible), and ranks the positions where they disagree
 * by how much their choices differ in the ownership score estimate. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analyze/analyze.h"
#include "board/coord.h"
#include "classical/influence/score_estimate.h"
#include "engine.h"
#include "util/json.h"

#define ESTIMATE_PLAYOUTS 128
#define ESTIMATE_SEED 0x6d6f796fULL

struct disagreement {
    int move;               /* 1-based move number of the position */
    int color;
    coord choice[2], played;
    double estimate[2];     /* black - white - komi after each choice */
    double difference;      /* from the mover's side: engine 0 minus engine 1 */
};

struct walk {
    char buf[2][32];        /* engine names as given */
    const char *names[2];
    struct engine *eng[2];
    int positions, agree;
    struct disagreement *d;
    int nd;
};

/* Ownership estimate of the position after color plays p (PASS allowed;
 * resign or an illegal move: the position as it is). */
static double estimate_after(const struct game *pos, int color, coord p)
{
    struct game *g = malloc(sizeof *g);
    game_copy(g, pos);
    if (p != RESIGN)
        game_play(g, color, p);
    struct ownership *own = malloc(sizeof *own);
    ownership_compute(&g->board, g->to_move, ESTIMATE_PLAYOUTS, ESTIMATE_SEED, own);
    struct score sc;
    score_by_ownership(g, own, &sc);
    free(own);
    game_free(g);
    free(g);
    return sc.margin;
}

static void compare_position(struct walk *w, const struct game *pos, coord played)
{
    int color = pos->to_move;
    coord c[2];
    for (int i = 0; i < 2; i++) {
        if (w->eng[i]->new_position)
            w->eng[i]->new_position(w->eng[i], pos);
        c[i] = engine_reg_genmove(w->eng[i], pos, color);
    }
    w->positions++;
    if (c[0] == c[1]) {
        w->agree++;
        return;
    }
    struct disagreement *d = &w->d[w->nd++];
    d->move = pos->nmoves + 1;
    d->color = color;
    d->played = played;
    for (int i = 0; i < 2; i++) {
        d->choice[i] = c[i];
        d->estimate[i] = estimate_after(pos, color, c[i]);
    }
    double diff = d->estimate[0] - d->estimate[1];
    d->difference = color == BLACK ? diff : -diff;
}

static int by_size(const void *x, const void *y)
{
    const struct disagreement *a = x, *b = y;
    double da = a->difference < 0 ? -a->difference : a->difference;
    double db = b->difference < 0 ? -b->difference : b->difference;
    return (da < db) - (da > db);
}

static const char *move_text(const struct board *b, coord p, char *buf)
{
    return p == RESIGN ? "resign" : format_vertex(b, p, buf);
}

static void print_text(const struct walk *w, const struct board *b, const char *path,
                       int playouts, int top, FILE *out)
{
    fprintf(out, "all moves of %s: %s vs %s (mc %d playouts), %d positions\n", path,
            w->names[0], w->names[1], playouts, w->positions);
    fprintf(out, "they agree on %d (%.0f%%)\n", w->agree,
            w->positions ? 100.0 * w->agree / w->positions : 0.0);
    if (w->nd == 0)
        return;
    fprintf(out, "largest disagreements (ownership estimate after each choice; difference "
                 "from the mover's side, > 0: %s's choice looks better):\n", w->names[0]);
    fprintf(out, "  move  to play  %-9s %-9s played   estimates            difference\n",
            w->names[0], w->names[1]);
    for (int i = 0; i < w->nd && i < top; i++) {
        const struct disagreement *d = &w->d[i];
        char v0[8], v1[8], vp[8], e0[32], e1[32];
        format_score(d->estimate[0], e0, sizeof e0);
        format_score(d->estimate[1], e1, sizeof e1);
        fprintf(out, "  %4d  %-7s  %-9s %-9s %-8s %-9s / %-9s %+6.1f\n", d->move,
                color_name(d->color), move_text(b, d->choice[0], v0),
                move_text(b, d->choice[1], v1), format_vertex(b, d->played, vp), e0, e1,
                d->difference);
    }
}

static void print_json(const struct walk *w, const struct board *b, const char *path,
                       int playouts, int top, FILE *out)
{
    struct strbuf o;
    sb_init(&o);
    sb_add(&o, "{\"file\":");
    json_string(&o, path);
    sb_add(&o, ",\"engines\":[");
    json_string(&o, w->names[0]);
    sb_addc(&o, ',');
    json_string(&o, w->names[1]);
    sb_printf(&o, "],\"mc_playouts\":%d,\"positions\":%d,\"agree\":%d,\"disagreements\":[",
              playouts, w->positions, w->agree);
    for (int i = 0; i < w->nd && i < top; i++) {
        const struct disagreement *d = &w->d[i];
        char v[8];
        sb_printf(&o, "%s{\"move\":%d,\"to_move\":", i ? "," : "", d->move);
        json_string(&o, color_name(d->color));
        sb_add(&o, ",\"choices\":[");
        json_string(&o, move_text(b, d->choice[0], v));
        sb_addc(&o, ',');
        json_string(&o, move_text(b, d->choice[1], v));
        sb_add(&o, "],\"played\":");
        json_string(&o, format_vertex(b, d->played, v));
        sb_add(&o, ",\"estimates\":[");
        json_number(&o, d->estimate[0]);
        sb_addc(&o, ',');
        json_number(&o, d->estimate[1]);
        sb_add(&o, "],\"difference\":");
        json_number(&o, d->difference);
        sb_addc(&o, '}');
    }
    sb_add(&o, "]}\n");
    fputs(sb_str(&o), out);
    sb_free(&o);
}

/* The two engines of the comparison. */
static bool make_engines(struct walk *w, const char *list, int playouts, char *err, int errlen)
{
    char (*names)[32] = w->buf;
    if (sscanf(list, "%31[^,],%31s", names[0], names[1]) != 2) {
        snprintf(err, errlen, "--engines wants two names, e.g. classical,mc");
        return false;
    }
    for (int i = 0; i < 2; i++) {
        w->names[i] = names[i];
        w->eng[i] = engine_create(names[i], err, errlen);
        if (!w->eng[i])
            return false;
        char value[32];
        snprintf(value, sizeof value, "%d", playouts);
        if (strcmp(w->names[i], "mc") == 0 && w->eng[i]->set_option &&
            !w->eng[i]->set_option(w->eng[i], "playouts", value, err, errlen))
            return false;
    }
    return true;
}

int analyze_all_moves(const char *path, const char *engines, int playouts, int top, bool json)
{
    struct analysis a;
    char err[600];
    if (!analysis_load(&a, path, 0, err, sizeof err)) {
        fprintf(stderr, "moyo analyze: %s\n", err);
        return 1;
    }
    struct walk w;
    memset(&w, 0, sizeof w);
    int status = 0;
    if (!make_engines(&w, engines, playouts, err, sizeof err)) {
        fprintf(stderr, "moyo analyze: %s\n", err);
        status = 2;
    } else {
        const struct game *full = a.game;
        struct game *pos = malloc(sizeof *pos);
        game_copy(pos, full);
        game_replay(pos, 0);
        w.d = calloc((size_t)full->nmoves + 1, sizeof *w.d);
        for (int i = 0; i < full->nmoves; i++) {
            compare_position(&w, pos, full->moves[i].point);
            game_play(pos, full->moves[i].color, full->moves[i].point);
        }
        qsort(w.d, (size_t)w.nd, sizeof *w.d, by_size);
        if (json)
            print_json(&w, &full->board, path, playouts, top, stdout);
        else
            print_text(&w, &full->board, path, playouts, top, stdout);
        free(w.d);
        game_free(pos);
        free(pos);
    }
    for (int i = 0; i < 2; i++)
        if (w.eng[i])
            engine_free(w.eng[i]);
    analysis_free(&a);
    return status;
}
