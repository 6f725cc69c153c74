/* dragon_life.c — owns each dragon's eyes and its STATIC life-and-death
 * status: the eye spaces of classical/eyes/eyes.h (segmentation with the
 * tactician's dead strings as inside stones, evaluation by the computed
 * eye table) summed per dragon, then a status from eyes, escape, Benson's
 * unconditional life and the tactician's verdict.  A life-and-death
 * searcher refines these later through the status_provider interface.
 */
#include "classical/dragon/dragon.h"

#include <stdlib.h>
#include <string.h>

#include "classical/eyes/eyes.h"

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

/* Marks the space as its dragons' eye space (every space, evaluated or
 * not: this is segmentation). */
static void mark_space(struct dragon_analysis *a, const struct eyes *e, const struct eye_space *s)
{
    int ds[8];
    int n = space_dragons(a, s, ds, 8);
    const coord *pts = eyes_space_points(e, s);
    for (int i = 0; i < s->npoints; i++)
        if (n > 0 && a->eye_owner[pts[i]] < 0) {
            a->eye_owner[pts[i]] = (int16_t)ds[0];
            a->eye_size[pts[i]] = (uint16_t)s->npoints;
        }
    for (int k = 0; k < n; k++)
        a->dragon[ds[k]].eye_spaces++;
}

/* Adds an evaluated space's eyes to the dragons around it; the space
 * where a move changes the most eyes gives a dragon its eye vital points. */
static void add_space(struct dragon_analysis *a, const struct eyes *e, const struct eye_space *s)
{
    (void)e;
    int ds[8];
    int n = space_dragons(a, s, ds, 8);
    for (int k = 0; k < n; k++) {
        struct dragon *d = &a->dragon[ds[k]];
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

/* A space this large (points an opponent cannot play from outside) makes
 * two eyes whoever moves first; eyes.h only estimates such spaces. */
#define LARGE_SPACE_CORE 12

static int space_core(const struct eyes *e, const struct eye_space *s)
{
    int core = 0;
    const coord *pts = eyes_space_points(e, s);
    for (int i = 0; i < s->npoints; i++)
        core += !(e->flags[pts[i]] & EYE_MARGINAL);
    return core;
}

/* Is the space still needed: does it border a live dragon without two
 * sure eyes counted yet?  (Benson-alive dragons are evaluated too, so
 * their eye counts are shown.) */
static bool space_needed(const struct dragon_analysis *a, const struct eye_space *s)
{
    int ds[8];
    int n = space_dragons(a, s, ds, 8);
    for (int k = 0; k < n; k++)
        if (a->dragon[ds[k]].eyes_known && a->dragon[ds[k]].eyes_min < 2)
            return true;
    return false;
}

/* Evaluates the spaces of e selected by want[], smallest first, and adds
 * each to its dragons at once, so that a space is skipped when the ones
 * before already gave all its dragons two sure eyes (the large solves
 * then often cost nothing).  memo holds the shapes solved on the spot
 * earlier (dragon_eye_memo_new): each stored answer is the one a fresh
 * solve would give, so analyses stay independent of each other. */
static void evaluate_and_add(struct dragon_analysis *a, struct eyes *e, const struct board *b,
                             const bool *want, struct eye_memo *memo)
{
    for (int size = 1; size <= BOARD_MAX_POINTS; size++) {
        bool more = false;
        for (int i = 0; i < e->nspaces; i++) {
            if (!want[i] || e->space[i].npoints < size)
                continue;
            more |= e->space[i].npoints > size;
            if (e->space[i].npoints == size && space_needed(a, &e->space[i])) {
                eyes_evaluate_space(e, b, i, memo);
                add_space(a, e, &e->space[i]);
            }
        }
        if (!more)
            break;
    }
}

/* Node budget of an on-the-spot solve of a space the eye table lacks; a
 * solve that hits it falls back to eyes.h's estimate.  eyes.h's default
 * (200,000) spent most of a dragon analysis on a few 9-10 point spaces;
 * 50,000 keeps ld_owl.tst (90/190 against 89), owl.tst and optics.tst
 * and cuts the bench dragons median by about a tenth (docs/dragons.md). */
#define DRAGON_EYE_SOLVE_CAP 50000L

struct dragon_eyes {
    struct eyes e[2];           /* black's and white's spaces */
};

/* Segments both colours' eye spaces (the tactician's dead strings are
 * inside stones) and marks each point's owning dragon; NULL when out of
 * memory.  The caller frees the result with free(). */
struct dragon_eyes *dragon_eye_spaces(struct dragon_analysis *a, struct board *b,
                                      struct reading *r)
{
    for (int d = 0; d < a->ndragons; d++)
        a->dragon[d].eye_attack = a->dragon[d].eye_defence = PASS;
    struct dragon_eyes *de = malloc(sizeof *de);
    uint8_t *dead = calloc(BOARD_MAX_POINTS, 1);
    if (!de || !dead) {
        free(de);
        free(dead);
        return NULL;
    }
    FOR_EACH_POINT(b, p)
        if (a->worm_of[p] >= 0 && a->worm[a->worm_of[p]].dead)
            dead[p] = 1;
    for (int k = 0; k < 2; k++) {
        struct eyes *e = &de->e[k];
        eyes_find(e, b, k ? WHITE : BLACK, dead, r);
        for (int i = 0; i < e->nspaces; i++)
            mark_space(a, e, &e->space[i]);
    }
    free(dead);
    return de;
}

/* Eyes of the dragons whose status depends on them: large spaces first
 * (cheap, and often two eyes by themselves), then the small ones of
 * dragons without two sure eyes yet.  A dragon that can run to open space
 * (escape >= ESCAPE_OPEN) is alive whatever its eyes, so its spaces are
 * not evaluated (eyes_known stays false); nor are the small spaces of a
 * dragon a large space already made alive. */
struct eye_memo *dragon_eye_memo_new(void)
{
    struct eye_memo *memo = eye_memo_new(DRAGON_EYE_SOLVE_CAP);
    eye_memo_share_tables(memo);
    return memo;
}

void dragon_eye_values(struct dragon_analysis *a, const struct board *b,
                       struct dragon_eyes *de, struct deadline *deadline,
                       struct eye_memo *kept)
{
    struct eye_memo *memo = kept ? kept : dragon_eye_memo_new();
    eye_memo_set_deadline(memo, deadline);
    bool *want = malloc(sizeof *want * EYES_MAX_SPACES);
    if (!memo || !want)
        goto out;
    for (int d = 0; d < a->ndragons; d++)
        a->dragon[d].eyes_known = !a->dragon[d].dead_worm
                                  && (a->dragon[d].escape < ESCAPE_OPEN || a->dragon[d].benson);
    for (int k = 0; k < 2; k++) {
        struct eyes *e = &de->e[k];
        for (int pass = 0; pass < 2; pass++) {
            for (int i = 0; i < e->nspaces; i++) {
                bool large = space_core(e, &e->space[i]) >= LARGE_SPACE_CORE;
                want[i] = (pass == 0) == large && space_needed(a, &e->space[i]);
            }
            evaluate_and_add(a, e, b, want, memo);
        }
    }
out:
    /* The deadline is borrowed for this analysis only. */
    eye_memo_set_deadline(memo, NULL);
    if (!kept)
        eye_memo_free(memo);
    free(want);
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
