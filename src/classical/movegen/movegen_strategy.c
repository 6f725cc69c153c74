/* movegen_strategy.c — strategic reasons: a move's effect on the weak
 * dragons around it.  An own weak dragon gains safety when a move raises
 * our control of the points around it (an extension, a jump into open
 * space, a stone that takes its base); an opposing one loses safety when
 * our stone takes those points from it (a cap, a pincer, a move that takes
 * its eye space).  The change is read from the same influence maps the
 * territory generator computes for each candidate (movegen_territory.c),
 * and counted as the swing between our stone and the opponent's at the
 * point, as territory is: the vital point between two weak groups is big
 * for both sides.
 *
 * A dragon's safety is the mean of its owner's control over its surroundings
 * (empty points within two lines of its stones), in -1..1.  What a change
 * is worth is its stake (stones plus eye space) times its weakness: a
 * strong dragon gains nothing from being made stronger, a dead one cannot
 * be helped by a loose move (its rescue is the owl's business). */
#include <stdlib.h>
#include <string.h>

#include "classical/movegen/movegen.h"

#define WEAK_FROM 25            /* weakness (0..100) below which a dragon is left alone */
#define LIVING_SPACE 8         /* enclosed empty points that make a group's eyes (see below) */
#define REACH 2                 /* lines around the stones that make up the surroundings */
#define MAX_AROUND 400

struct weak_dragon {
    coord origin;
    int color;
    float worth;                /* stake x weakness: points per unit of safety */
    int n;
    coord around[MAX_AROUND];
};

struct weak_dragons {
    int n;
    struct weak_dragon d[STRATEGY_MAX_DRAGONS];
};

/* Mean control over the dragon's surroundings from its owner's side. */
static float safety(const struct weak_dragon *wd, const struct influence *inf)
{
    float sum = 0;
    int side = wd->color == BLACK ? 1 : -1;
    for (int i = 0; i < wd->n; i++)
        sum += (float)(inf->control[wd->around[i]] * side) / INFLUENCE_MAX;
    return sum / (float)wd->n;
}

/* The weakness (0..100) the move generator believes.  The dragon
 * analysis calls a group that can run "not weak" whatever it has to run
 * through; for strategy what matters is also who controls the space
 * around it: surroundings the opponent dominates make a group weak even
 * with room to run (a pincered stone), surroundings we dominate make it
 * safe.  Two sure eyes, or the owl's "alive", cap it; the owl's "dead"
 * or "critical" leave it to the owl's reasons. */
/* Empty points of the eye spaces (enclosed by this dragon's colour
 * alone) that dragon d owns and the influence estimate calls its
 * owner's secure territory: an open area of the opening, bordered by one
 * colour only, is no eye space yet. */
static int enclosed_space(const struct cl_position *pos, int d)
{
    int side = pos->dragons.dragon[d].color == BLACK ? 1 : -1;
    int n = 0;
    FOR_EACH_POINT(&pos->b, p) {
        n += pos->b.color[p] == EMPTY && pos->dragons.eye_owner[p] == d
             && pos->inf.region[p] * side == REGION_TERRITORY;
    }
    return n;
}

static int believed_weakness(const struct cl_position *pos, int d, float around)
{
    const struct dragon *dr = &pos->dragons.dragon[d];
    if (dr->dead_worm || dr->benson || pos->status[d] == STATUS_DEAD)
        return 0;
    /* A dragon the owl read as critical has its exact saving and killing
     * moves (movegen_owl.c); a loose strategic bonus would only blur them. */
    if (pos->owl_read[d] && pos->status[d] == STATUS_CRITICAL)
        return 0;
    if (dr->eyes_known && dr->eyes_min >= 2)
        return 0;
    /* A dragon enclosing a secure territory of LIVING_SPACE points or
     * more has its eyes: that the opponent controls the other side of
     * its walls (every boundary of the endgame) does not make it weak.
     * Without this every settled group of an endgame counted a third
     * weak and each boundary move "strengthened" it by points.  (Not
     * weak at all, ignoring the static weakness too: global.tst 18
     * lost, a 0.2-point flip.) */
    int by_space = (int)(100.0f * (0.6f - around) / 1.2f);
    by_space = by_space < 0 ? 0 : by_space > 100 ? 100 : by_space;
    if (enclosed_space(pos, d) >= LIVING_SPACE)
        by_space = 0;
    int weak = dr->weakness > by_space ? dr->weakness : by_space;
    if (pos->owl_read[d] && pos->status[d] == STATUS_ALIVE && weak > 20)
        weak = 20;
    return weak;
}

static void collect_around(const struct board *b, const struct dragon_analysis *a, int d,
                           struct weak_dragon *wd, uint8_t *seen)
{
    memset(seen, 0, BOARD_MAX_POINTS);
    wd->n = 0;
    FOR_EACH_POINT(b, p) {
        if (a->dragon_of[p] != d)
            continue;
        int r0 = board_row(b, p), c0 = board_col(b, p);
        for (int dr = -REACH; dr <= REACH; dr++)
            for (int dc = -REACH; dc <= REACH; dc++) {
                int r = r0 + dr, c = c0 + dc;
                if (abs(dr) + abs(dc) > REACH || r < 0 || c < 0 || r >= b->size || c >= b->size)
                    continue;
                coord q = board_point(b, r, c);
                if (b->color[q] != EMPTY || seen[q] || wd->n >= MAX_AROUND)
                    continue;
                seen[q] = 1;
                wd->around[wd->n++] = q;
            }
    }
}

struct weak_dragons *strategy_find_weak(const struct cl_position *pos)
{
    struct weak_dragons *w = calloc(1, sizeof *w);
    uint8_t *seen = malloc(BOARD_MAX_POINTS);
    if (!w || !seen) {
        free(w);
        free(seen);
        return NULL;
    }
    const struct dragon_analysis *a = &pos->dragons;
    for (int d = 0; d < a->ndragons && w->n < STRATEGY_MAX_DRAGONS; d++) {
        struct weak_dragon *wd = &w->d[w->n];
        wd->origin = a->dragon[d].origin;
        wd->color = a->dragon[d].color;
        collect_around(&pos->b, a, d, wd, seen);
        if (wd->n == 0)
            continue;
        int weak = believed_weakness(pos, d, safety(wd, &pos->inf));
        if (weak < WEAK_FROM)
            continue;
        wd->worth = cl_dragon_stake(pos, wd->origin) * (float)weak / 100.0f;
        w->n++;
    }
    free(seen);
    return w;
}

void strategy_measure(const struct weak_dragons *w, const struct influence *inf, float *out)
{
    for (int i = 0; i < w->n; i++)
        out[i] = safety(&w->d[i], inf);
}

void strategy_post(struct cl_position *pos, const struct weak_dragons *w, coord move,
                   const float *ours, const float *theirs)
{
    for (int i = 0; i < w->n; i++) {
        const struct weak_dragon *wd = &w->d[i];
        float change = ours[i] - theirs[i];   /* for the dragon's owner */
        bool own = wd->color == pos->color;
        float gain = (own ? change : -change) * wd->worth;
        if (gain <= 0.05f)
            continue;
        reasons_add(&pos->reasons, own ? RK_STRENGTHEN : RK_WEAKEN, move, wd->origin, gain, 0,
                    "influence");
    }
}

int strategy_count(const struct weak_dragons *w)
{
    return w ? w->n : 0;
}

void strategy_free(struct weak_dragons *w)
{
    free(w);
}
