/* dragon_life.c — owns each dragon's eyes and its STATIC life-and-death
 * status: the eye spaces of classical/eyes.h (segmentation with the
 * tactician's dead strings as inside stones, evaluation by the computed
 * eye table) summed per dragon, then a status from eyes, escape, Benson's
 * unconditional life and the tactician's verdict.  A life-and-death
 * searcher refines these later through the status_provider interface.
 */
#include "classical/dragon.h"

#include <stdlib.h>
#include <string.h>

#include "classical/eyes.h"

/* Escape thresholds (points reachable, dragon_eval.c): below WEAK the
 * group is shut in; from OPEN on it can run to open space at will. */
#define ESCAPE_WEAK 6
#define ESCAPE_OPEN 20

/* Which dragons border the space: distinct live dragons of its owner. */
static int space_dragons(const struct dragon_analysis *a, const struct eye_space *s, int *out,
                         int max)
{
    int n = 0;
    for (int i = 0; i < s->nborder; i++) {
        int d = a->dragon_of[s->border[i]];
        if (d < 0 || a->dragon[d].dead_worm)
            continue;
        bool seen = false;
        for (int j = 0; j < n; j++)
            seen |= out[j] == d;
        if (!seen && n < max)
            out[n++] = d;
    }
    return n;
}

/* Adds the space to the dragons around it; the space where a move changes
 * the most eyes gives a dragon its eye vital points. */
static void add_space(struct dragon_analysis *a, const struct eyes *e, const struct eye_space *s)
{
    int ds[8];
    int n = space_dragons(a, s, ds, 8);
    const coord *pts = eyes_space_points(e, s);
    for (int i = 0; i < s->npoints; i++)
        if (n > 0 && a->eye_owner[pts[i]] < 0) {
            a->eye_owner[pts[i]] = (int16_t)ds[0];
            a->eye_size[pts[i]] = (uint16_t)s->npoints;
        }
    for (int k = 0; k < n; k++) {
        struct dragon *d = &a->dragon[ds[k]];
        d->eye_spaces++;
        /* A small space shared by dragons not amalgamated may be split
         * between them: it is sure for none of them.  A large one (two
         * eyes even if the opponent moves first) is room for all. */
        int min = n == 1 || s->min >= 2 ? s->min : 0;
        d->eyes_min += min;
        d->eyes_max += s->max;
        int swing = s->max - min;
        if (s->attack != PASS && s->defence != PASS && swing > d->eye_swing) {
            d->eye_swing = swing;
            d->eye_attack = s->attack;
            d->eye_defence = s->defence;
        }
    }
}

void dragon_find_eyes(struct dragon_analysis *a, struct board *b, struct reading *r)
{
    for (int d = 0; d < a->ndragons; d++)
        a->dragon[d].eye_attack = a->dragon[d].eye_defence = PASS;
    struct eyes *e = malloc(sizeof *e);
    uint8_t *dead = calloc(BOARD_MAX_POINTS, 1);
    if (!e || !dead)
        goto out;
    FOR_EACH_POINT(b, p)
        if (a->worm_of[p] >= 0 && a->worm[a->worm_of[p]].dead)
            dead[p] = 1;
    for (int color = BLACK; color <= WHITE; color++) {
        eyes_find(e, b, color, dead, r);
        eyes_evaluate(e, b);
        for (int i = 0; i < e->nspaces; i++)
            add_space(a, e, &e->space[i]);
    }
out:
    free(e);
    free(dead);
}

/* The tactician's weakest worm of the dragon (attack and defence points
 * when a worm of it can be captured but also saved). */
static const struct worm *threatened_worm(const struct dragon_analysis *a, int d)
{
    const struct worm *best = NULL;
    for (int i = 0; i < a->nworms; i++) {
        const struct worm *w = &a->worm[i];
        if (w->dragon == d && w->tactical == STR_THREATENED && (!best || w->size > best->size))
            best = w;
    }
    return best;
}

static int clamp100(int x) { return x < 0 ? 0 : x > 100 ? 100 : x; }

static void judge(struct dragon_analysis *a, int d)
{
    struct dragon *dr = &a->dragon[d];
    if (dr->dead_worm) {
        dr->weakness = 100;
        return;
    }
    dr->weakness = clamp100(100 - 35 * dr->eyes_min - 10 * dr->eyes_max - 3 * dr->escape);
    const struct worm *tw = threatened_worm(a, d);
    if (dr->benson || dr->eyes_min >= 2) {
        dr->status = STATUS_ALIVE;
        dr->weakness = dr->benson ? 0 : dr->weakness;
    } else if (tw && (tw->size * 2 >= dr->stones || dr->escape < ESCAPE_WEAK)) {
        /* the dragon is mostly one string the tactician can take or save */
        dr->status = STATUS_CRITICAL;
        dr->attack_point = tw->attack_point;
        dr->defense_point = tw->defense_point;
    } else if (dr->escape >= ESCAPE_OPEN) {
        dr->status = STATUS_ALIVE;
    } else if (dr->eyes_max >= 2 && dr->eye_swing > 0) {
        /* two eyes if the owner plays the vital point, fewer if the
         * opponent does: unless the group can still run */
        dr->status = dr->escape < ESCAPE_WEAK ? STATUS_CRITICAL : STATUS_UNKNOWN;
        dr->attack_point = dr->eye_attack;
        dr->defense_point = dr->eye_defence;
    } else if (dr->eyes_max < 2 && dr->escape < ESCAPE_WEAK) {
        dr->status = STATUS_DEAD;
    } else {
        dr->status = STATUS_UNKNOWN;
    }
    if (dr->status != STATUS_CRITICAL)
        dr->attack_point = dr->defense_point = PASS;
}

void dragon_judge(struct dragon_analysis *a)
{
    for (int d = 0; d < a->ndragons; d++)
        judge(a, d);
}
