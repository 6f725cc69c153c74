/* dragon_eval.c — owns the per-dragon facts besides eyes: neighbours,
 * effective size, cutting stones, Benson's unconditional life and the
 * escape potential read from the influence map; and the order of the
 * evaluation steps.  The eyes and the status built on them are
 * dragon_life.c's. */
#include "classical/dragon/dragon.h"

#include <stdlib.h>
#include <string.h>

#include "board/region.h"
#include "classical/influence/influence.h"
#include "classical/influence/score_estimate.h"

static void add_neighbor(struct dragon *d, int n)
{
    for (int i = 0; i < d->nneighbors; i++)
        if (d->neighbor[i] == n)
            return;
    if (d->nneighbors < DRAGON_MAX_NEIGHBORS)
        d->neighbor[d->nneighbors++] = n;
}

/* Opposing dragons in contact or one empty point away. */
static void find_neighbors(struct dragon_analysis *a, const struct board *b)
{
    FOR_EACH_POINT(b, p) {
        int d = a->dragon_of[p];
        if (d < 0)
            continue;
        int opp = other_color(b->color[p]);
        for (int k = 0; k < 4; k++) {
            coord q = (coord)(p + b->dir[k]);
            if (b->color[q] == opp)
                add_neighbor(&a->dragon[d], a->dragon_of[q]);
            else if (b->color[q] == EMPTY)
                for (int j = 0; j < 4; j++) {
                    coord r = (coord)(q + b->dir[j]);
                    if (b->color[r] == opp)
                        add_neighbor(&a->dragon[d], a->dragon_of[r]);
                }
        }
    }
}

/* Stones plus each adjacent empty point shared among the dragons touching
 * it (GNU Go's "effective size" in spirit: the room a group occupies). */
static void effective_sizes(struct dragon_analysis *a, const struct board *b)
{
    for (int d = 0; d < a->ndragons; d++)
        a->dragon[d].effective_size = (float)a->dragon[d].stones;
    FOR_EACH_POINT(b, p) {
        if (b->color[p] != EMPTY)
            continue;
        int ds[4], n = 0;
        for (int k = 0; k < 4; k++) {
            int d = a->dragon_of[p + b->dir[k]];
            if (d < 0 || a->dragon[d].dead_worm)
                continue;
            bool seen = false;
            for (int j = 0; j < n; j++)
                seen |= ds[j] == d;
            if (!seen)
                ds[n++] = d;
        }
        for (int j = 0; j < n; j++)
            a->dragon[ds[j]].effective_size += 1.0f / (float)n;
    }
}

/* A cutting stone touches two opposing dragons. */
static void find_cutstones(struct dragon_analysis *a, const struct board *b)
{
    FOR_EACH_POINT(b, p) {
        int w = a->worm_of[p];
        if (w < 0 || a->worm[w].dead)
            continue;
        int opp = other_color(b->color[p]), first = -1;
        for (int k = 0; k < 4; k++) {
            coord q = (coord)(p + b->dir[k]);
            if (b->color[q] != opp || a->worm[a->worm_of[q]].dead)
                continue;
            int d = a->dragon_of[q];
            if (first < 0)
                first = d;
            else if (d != first)
                a->worm[w].cutstone = true;
        }
    }
}

static void find_benson(struct dragon_analysis *a, const struct board *b)
{
    bool *alive = malloc(sizeof *alive * BOARD_MAX_POINTS * 2);
    if (!alive)
        return;
    benson_alive(b, BLACK, alive);
    benson_alive(b, WHITE, alive + BOARD_MAX_POINTS);
    FOR_EACH_POINT(b, p) {
        int d = a->dragon_of[p];
        if (d >= 0 && alive[p + (b->color[p] == WHITE ? BOARD_MAX_POINTS : 0)])
            a->dragon[d].benson = true;
    }
    free(alive);
}

/* Per-stone weights for the influence map: live stones radiate fully,
 * the tactician's dead stones for their captor. */
static void influence_weights(const struct dragon_analysis *a, const struct board *b,
                              int8_t *weight)
{
    memset(weight, 0, BOARD_MAX_POINTS);
    FOR_EACH_POINT(b, p) {
        int w = a->worm_of[p];
        if (w >= 0)
            weight[p] = a->worm[w].dead ? -100 : a->worm[w].tactical == STR_THREATENED ? 50 : 100;
    }
}

/* Escape: the open points a dragon reaches through empty points (or dead
 * stones) that the opponent does not control, counted once each.  The
 * map decides what is hostile, so a wall of influence closes a group in
 * as well as a wall of stones. */
/* A group's own small eye space is room to live in, not to run to. */
#define ESCAPE_OWN_EYE_MAX 10

static bool own_small_eye(const struct dragon_analysis *a, int d, coord p)
{
    return a->eye_owner[p] == d && a->eye_size[p] <= ESCAPE_OWN_EYE_MAX;
}

#define ESCAPE_HOSTILE 12       /* opponent control (of 64) that blocks running */
#define ESCAPE_CAP 40

static void find_escape(struct dragon_analysis *a, const struct board *b,
                        const struct influence *inf)
{
    uint8_t *col = malloc(BOARD_MAX_POINTS * 2);
    uint16_t *mark = calloc(BOARD_MAX_POINTS, sizeof *mark);
    coord *pts = malloc(sizeof *pts * BOARD_MAX_POINTS);
    if (!col || !mark || !pts)
        goto out;
    /* col + 0: passable for black, col + BOARD_MAX_POINTS: for white. */
    for (int i = 0; i < BOARD_MAX_POINTS; i++)
        col[i] = col[BOARD_MAX_POINTS + i] = b->color[i] == OFFBOARD ? OFFBOARD : BLACK;
    FOR_EACH_POINT(b, p) {
        bool open = b->color[p] == EMPTY || (a->worm_of[p] >= 0 && a->worm[a->worm_of[p]].dead);
        if (!open)
            continue;
        if (inf->control[p] > -ESCAPE_HOSTILE)
            col[p] = EMPTY;
        if (inf->control[p] < ESCAPE_HOSTILE)
            col[BOARD_MAX_POINTS + p] = EMPTY;
    }
    for (int d = 0; d < a->ndragons; d++) {
        struct dragon *dr = &a->dragon[d];
        if (dr->dead_worm)
            continue;
        const uint8_t *c = col + (dr->color == WHITE ? BOARD_MAX_POINTS : 0);
        memset(mark, 0, sizeof *mark * BOARD_MAX_POINTS);
        int total = 0;
        FOR_EACH_POINT(b, p) {
            if (a->dragon_of[p] != d)
                continue;
            for (int k = 0; k < 4 && total < ESCAPE_CAP; k++) {
                coord q = (coord)(p + b->dir[k]);
                if (c[q] != EMPTY || mark[q])
                    continue;
                int n = region_flood(b, c, q, REGION_EMPTY, mark, 1, pts, NULL);
                for (int i = 0; i < n; i++)
                    total += !own_small_eye(a, d, pts[i]);
            }
        }
        dr->escape = total < ESCAPE_CAP ? total : ESCAPE_CAP;
    }
out:
    free(col);
    free(mark);
    free(pts);
}

void dragon_evaluate(struct dragon_analysis *a, struct board *b, struct reading *r,
                     struct eye_memo *eyes)
{
    find_neighbors(a, b);
    effective_sizes(a, b);
    find_cutstones(a, b);
    find_benson(a, b);
    struct dragon_eyes *de = dragon_eye_spaces(a, b, r);
    int8_t weight[BOARD_MAX_POINTS];
    influence_weights(a, b, weight);
    struct influence *inf = malloc(sizeof *inf);
    if (inf) {
        influence_compute_weighted(inf, b, INFLUENCE_INV_2D, weight);
        find_escape(a, b, inf);
        free(inf);
    }
    /* Eye values after escape: a group that can run needs none. */
    if (de)
        dragon_eye_values(a, b, de, r ? r->deadline : NULL, eyes);
    free(de);
    dragon_judge(a);
}
