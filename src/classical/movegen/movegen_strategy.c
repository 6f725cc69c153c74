/* movegen_strategy.c — strategic reasons: a move's effect on the weak
 * dragons around it, counted in points on the territory scale.
 *
 * A dragon is weak by its static weakness (eyes, escape) or by the space
 * around it: surroundings the opponent controls make a group weak even
 * with room to run (a capped or pincered stone).  What is at stake in it
 * is what its death would cost its owner: the evaluation (territory and
 * moyo, through the same weights as those reasons) with its stones alive
 * against the same with them dead, so its stones, the corner it holds
 * and the framework it props up all count, as the 1990s programs counted
 * a dragon's "strategic size".  Neighbouring weak dragons of one colour
 * shield the same ground, so a cluster of them shares the stake of its
 * whole death rather than each counting the ground between them.
 *
 * A dragon's *danger* is the chance, as a plain function of its weakness,
 * that it dies: none for a settled group, nearly all for a hopeless one,
 * steepest in between, where a single move decides whether it runs out or
 * is sealed in.  For every candidate the territory generator's two
 * influence maps (our stone at the point, the opponent's) each give the
 * dragon's safety, hence its weakness and danger; the difference of the
 * danger between the two stones times the stake is the move's strategic
 * value: `strengthen` for our dragons, `weaken` for the opponent's.  An
 * extension from a weak group, a jump into open space, a cap or pincer,
 * the vital point between two weak groups (big for both sides) thus gain
 * in proportion to what is at stake; a dead group (nothing left to save)
 * and a settled one (nothing to fear) gain nothing from an added stone.
 * For the dragons measured here this value is the only strengthen /
 * weaken reason: the owl's rougher estimate at their liberties is taken
 * off (strategy_supersede). */
#include <stdlib.h>
#include <string.h>

#include "classical/movegen/movegen.h"

#define WEAK_FROM 25            /* weakness (0..100) below which a dragon is left alone */
#define LIVING_SPACE 8          /* enclosed empty points that make a group's eyes (see below) */
#define REACH 2                 /* lines around the stones that make up the surroundings */
#define MAX_AROUND 400
#define OWL_ALIVE_CAP 0.2f      /* the owl's "alive": weakness at most this */
/* Danger rises from nothing at weakness DANGER_LO to certain death at
 * DANGER_HI (a smooth step).  In the 9x9 opening (strategy's opening
 * share under 1) the step stretches to DANGER_HI_OPENING: there a
 * half-settled group (weakness 0.3-0.5) has many moves to settle, and
 * its strengthen and weaken reasons outvoted the development that GNU Go
 * takes (docs/move-generation.md, "Thin groups in the s22 games"). */
#define DANGER_LO 0.15f
#define DANGER_HI 0.85f
#define DANGER_HI_OPENING 1.0f
#define CAPTURABLE_MIN 1       /* stones of a string whose capture breaks a dragon */
#define DEAD_WEIGHT (-70)       /* influence weight of a dead stone (influence.c) */

struct weak_dragon {
    coord origin;
    int dragon;                 /* index in the dragon analysis */
    int color;
    float stake;                /* points the owner loses when it dies */
    float base;                 /* static weakness, 0..1 */
    bool space_counts;          /* false: it encloses its own living space */
    bool owl_alive;
    int n;
    coord around[MAX_AROUND];
};

struct weak_dragons {
    int n;
    float danger_hi;            /* weakness of certain death (the curve's top) */
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

static float clamp01(float x) { return x < 0 ? 0 : x > 1 ? 1 : x; }

/* Weakness (0..1) with surroundings of the given safety: the static
 * weakness or the one from space, whichever is larger (a group needs
 * both eyes or escape and room not dominated by the opponent).  The
 * space weakness is 0 at safety 0.6 and 1 at -0.6. */
static float weakness_with(const struct weak_dragon *wd, float base, float safe)
{
    float by_space = wd->space_counts ? clamp01((0.6f - safe) / 1.2f) : 0;
    float w = base > by_space ? base : by_space;
    return wd->owl_alive && w > OWL_ALIVE_CAP ? OWL_ALIVE_CAP : w;
}

static float weakness_at(const struct weak_dragon *wd, float safe)
{
    return weakness_with(wd, wd->base, safe);
}

static float danger_upto(float weakness, float hi)
{
    float t = clamp01((weakness - DANGER_LO) / (hi - DANGER_LO));
    return t * t * (3.0f - 2.0f * t);
}

float strategy_danger(float weakness)
{
    return danger_upto(weakness, DANGER_HI);
}

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

/* False when dragon d is none of strategy's business: captured already,
 * unconditionally alive, two sure eyes, or one the owl read as dead, or
 * as critical with a key move that works only by a ko.  Any other
 * critical dragon is measured: the moves around it settle or seal more
 * than the owl's one key point, as GNU Go's "owl-attacks" and
 * "strategically attacks" K5 both stand at J5 in 13x13.tst 26.  Measuring
 * critical dragons only where the static analysis called them alive
 * (session 13, thirteen) left 9x9.tst 80 290 420 and nngs.tst 260 to
 * moves that weaken nothing; measuring the ko ones too added a weakening
 * to the ko kill of a group in seki (seki.tst 110). */
static bool may_be_weak(const struct cl_position *pos, int d)
{
    const struct dragon *dr = &pos->dragons.dragon[d];
    if (dr->dead_worm || dr->benson || pos->status[d] == STATUS_DEAD)
        return false;
    if (pos->owl_read[d] && pos->status[d] == STATUS_CRITICAL && pos->owl_ko[d])
        return false;
    return !(dr->eyes_known && dr->eyes_min >= 2);
}

/* Points among the dragon's surroundings that the influence map puts
 * in its owner's region of this kind (REGION_TERRITORY: secure;
 * REGION_MOYO: a framework, likely but invadable). */
static int own_region_around(const struct cl_position *pos, const struct weak_dragon *wd,
                             int region)
{
    int side = wd->color == BLACK ? 1 : -1, n = 0;
    for (int i = 0; i < wd->n; i++)
        n += pos->inf.region[wd->around[i]] * side == region;
    return n;
}

/* A dragon enclosing a secure territory of LIVING_SPACE points or more,
 * or with as much of its owner's secure territory beside it (a base on
 * the side, a wall along its own area), has its eyes: that the opponent
 * controls the other side of its walls (every boundary of the endgame)
 * does not make it weak.  Without the first every settled group of an
 * endgame counted a third weak and each boundary move "strengthened" it
 * by points; without the second, since the stake is the dragon's whole
 * value, the big walls of an endgame (weakness 0.36 from space, 90-150
 * points at stake) drew strengthen and weaken reasons of 4-25 points to
 * moves beside them (endgame.tst 941).
 *
 * The same holds for as many points of its owner's framework (moyo)
 * beside it: a group on the edge of its own framework has the room to
 * make its eyes there, so the opponent's sphere on its other side makes
 * it a boundary, not a group in danger of dying; one stone more or less
 * on that boundary moves territory and moyo (their own reasons count
 * that), not its life.  In the middle game the space weakness called
 * such groups weak (13x13.tst 5-8: White's seven-stone B10 group with 8
 * framework points on the left side and Black's nine-stone E6 group
 * with 12 in the centre, both "strongly alive" to GNU Go, weakness
 * 0.41-0.45 from their boundary), and every move between them
 * strengthened one and weakened the other for 20-25 points.  Counted
 * apart from the territory: added together (10 points of either) they
 * also took out a group whose secure corner (7 points) sits beside a
 * cut (global.tst 43).  And only for a group the static analysis finds
 * no shortage of eyes or escape in (static weakness under WEAK_FROM):
 * a group that still has to make its eyes in that framework is not
 * settled by it (9x9 match game 18 of session 15, move 30: White's
 * fourteen-stone centre group, static weakness 0.28, lost F2, the move
 * that saves its eye space, for H6: 33.6 points by GNU Go's estimate). */
static void judge(const struct cl_position *pos, int d, struct weak_dragon *wd)
{
    const struct dragon *dr = &pos->dragons.dragon[d];
    wd->base = (float)dr->weakness / 100.0f;
    bool framework_room = wd->base * 100.0f < WEAK_FROM
                          && own_region_around(pos, wd, REGION_MOYO) >= LIVING_SPACE;
    wd->space_counts = enclosed_space(pos, d) < LIVING_SPACE
                       && own_region_around(pos, wd, REGION_TERRITORY) < LIVING_SPACE
                       && !framework_room;
    wd->owl_alive = pos->owl_read[d] && pos->status[d] == STATUS_ALIVE;
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

/* The evaluation's territory and moyo, valued by the weights of those
 * reasons, from color's side. */
static float valued_eval(const struct classical *cl, const struct cl_position *pos,
                         const struct influence *inf, int color)
{
    struct cl_eval e;
    cl_evaluate(inf, &pos->b, color, pos->rules, pos->komi, &e);
    return (float)(cl->weights.w[RK_TERRITORY] * e.territory + cl->weights.w[RK_MOYO] * e.moyo);
}

/* What the death of the dragons marked in `dies` costs their owner
 * (color): the valued evaluation with their stones as they stand against
 * the same with them dead. */
static float stake_of(const struct classical *cl, const struct cl_position *pos,
                      const bool *dies, int color, int8_t *weight, struct influence *inf,
                      float alive)
{
    const struct dragon_analysis *a = &pos->dragons;
    int8_t saved[BOARD_MAX_POINTS];
    memcpy(saved, weight, (size_t)pos->b.npoints);
    FOR_EACH_POINT(&pos->b, p) {
        if (a->dragon_of[p] >= 0 && dies[a->dragon_of[p]])
            weight[p] = DEAD_WEIGHT;
    }
    influence_compute_weighted(inf, &pos->b, cl->par.influence, weight);
    memcpy(weight, saved, (size_t)pos->b.npoints);
    float dead = valued_eval(cl, pos, inf, color);
    return alive - dead > 0 ? alive - dead : 0;
}

/* True when weak dragons i and j of w are neighbours: one colour and
 * surroundings that share a point. */
static bool neighbours(const struct weak_dragons *w, int i, int j, uint8_t *seen)
{
    const struct weak_dragon *a = &w->d[i], *b = &w->d[j];
    if (a->color != b->color)
        return false;
    memset(seen, 0, BOARD_MAX_POINTS);
    for (int k = 0; k < a->n; k++)
        seen[a->around[k]] = 1;
    for (int k = 0; k < b->n; k++)
        if (seen[b->around[k]])
            return true;
    return false;
}

static int cluster_root(int *parent, int i)
{
    while (parent[i] != i)
        i = parent[i] = parent[parent[i]];
    return i;
}

/* Neighbouring weak dragons of one colour shield the same ground: the
 * territory and framework between them go with either one's death, so
 * each one's stake counts them and a move touching several adds them
 * once per dragon.  A cluster's stakes are scaled down to what the death
 * of the whole cluster costs (never up: a cluster costing more than the
 * sum of its parts keeps its parts' stakes). */
static void share_cluster_stakes(const struct classical *cl, const struct cl_position *pos,
                                 struct weak_dragons *w, int8_t *weight, struct influence *inf,
                                 const float *alive, uint8_t *seen)
{
    int parent[STRATEGY_MAX_DRAGONS];
    for (int i = 0; i < w->n; i++)
        parent[i] = i;
    for (int i = 0; i < w->n; i++)
        for (int j = i + 1; j < w->n; j++)
            if (cluster_root(parent, i) != cluster_root(parent, j) && neighbours(w, i, j, seen))
                parent[cluster_root(parent, j)] = cluster_root(parent, i);
    bool dies[BOARD_MAX_POINTS];  /* by dragon index: at most one per point */
    for (int r = 0; r < w->n; r++) {
        if (cluster_root(parent, r) != r)
            continue;
        memset(dies, 0, sizeof dies);
        int members = 0;
        float sum = 0;
        for (int i = 0; i < w->n; i++)
            if (cluster_root(parent, i) == r) {
                dies[w->d[i].dragon] = true;
                sum += w->d[i].stake;
                members++;
            }
        if (members < 2 || sum <= 0)
            continue;
        int color = w->d[r].color;
        float whole = stake_of(cl, pos, dies, color, weight, inf, alive[color == WHITE]);
        if (whole >= sum)
            continue;
        for (int i = 0; i < w->n; i++)
            if (cluster_root(parent, i) == r)
                w->d[i].stake *= whole / sum;
    }
}

/* Dragon d's weakness (0..1) as this module sees it on the position's
 * influence map: its static weakness or the one from the space around
 * it, whichever is larger; 0 for a dragon that is none of its business. */
float strategy_weakness(const struct cl_position *pos, int d)
{
    if (!may_be_weak(pos, d))
        return 0;
    struct weak_dragon *wd = malloc(sizeof *wd);
    uint8_t *seen = malloc(BOARD_MAX_POINTS);
    float w = 0;
    if (wd && seen) {
        wd->origin = pos->dragons.dragon[d].origin;
        wd->color = pos->dragons.dragon[d].color;
        collect_around(&pos->b, &pos->dragons, d, wd, seen);
        if (wd->n > 0) {
            judge(pos, d, wd);
            w = weakness_at(wd, safety(wd, &pos->inf));
        }
    }
    free(wd);
    free(seen);
    return w;
}

struct weak_dragons *strategy_find_weak(const struct classical *cl, const struct cl_position *pos)
{
    struct weak_dragons *w = calloc(1, sizeof *w);
    uint8_t *seen = malloc(BOARD_MAX_POINTS);
    struct influence *inf = malloc(sizeof *inf);
    int8_t weight[BOARD_MAX_POINTS];
    if (!w || !seen || !inf) {
        free(w);
        free(seen);
        free(inf);
        return NULL;
    }
    w->danger_hi = strategy_opening_share(&pos->b) < 1.0f ? DANGER_HI_OPENING : DANGER_HI;
    territory_stone_weights(pos, weight);
    float alive[2] = {valued_eval(cl, pos, &pos->inf, BLACK), valued_eval(cl, pos, &pos->inf, WHITE)};
    const struct dragon_analysis *a = &pos->dragons;
    bool dies[BOARD_MAX_POINTS];  /* by dragon index: at most one per point */
    for (int d = 0; d < a->ndragons && w->n < STRATEGY_MAX_DRAGONS; d++) {
        if (!may_be_weak(pos, d))
            continue;
        struct weak_dragon *wd = &w->d[w->n];
        wd->origin = a->dragon[d].origin;
        wd->color = a->dragon[d].color;
        collect_around(&pos->b, a, d, wd, seen);
        if (wd->n == 0)
            continue;
        wd->dragon = d;
        judge(pos, d, wd);
        if (weakness_at(wd, safety(wd, &pos->inf)) * 100.0f < WEAK_FROM)
            continue;
        memset(dies, 0, sizeof dies);
        dies[d] = true;
        wd->stake = stake_of(cl, pos, dies, wd->color, weight, inf, alive[wd->color == WHITE]);
        w->n++;
    }
    share_cluster_stakes(cl, pos, w, weight, inf, alive, seen);
    free(seen);
    free(inf);
    return w;
}

float strategy_stake(const struct classical *cl, const struct cl_position *pos, const bool *dies,
                     int color)
{
    struct influence *inf = malloc(sizeof *inf);
    int8_t weight[BOARD_MAX_POINTS];
    float stake = 0;
    if (inf) {
        territory_stone_weights(pos, weight);
        stake = stake_of(cl, pos, dies, color, weight, inf, valued_eval(cl, pos, &pos->inf, color));
    }
    free(inf);
    return stake;
}

void strategy_measure(const struct weak_dragons *w, const struct influence *inf, float *out)
{
    for (int i = 0; i < w->n; i++)
        out[i] = safety(&w->d[i], inf);
}

/* A stone's influence cannot strengthen a dragon the opponent breaks
 * by capturing one of its strings: a weak dragon holding a string of
 * CAPTURABLE_MIN stones or more that the tactician takes if the
 * opponent moves first (even by a ko) and saves if its owner does is
 * helped only by a move that saves that string, or one the owl finds
 * saves the whole dragon.  Without this the liberty of a big weak group
 * "strengthened" it while its five-stone string stood to be taken
 * (match game 5 of session 14, move 45: J8 +15.4 over E6, which saves
 * the string; GNU Go's estimate 28 points).  Single stones count too:
 * leaving them out (CAPTURABLE_MIN 2) gained less in 9x9 play (paired,
 * session 16: +32.4 points against +40.1) and 13x13.tst 34 -> 33. */
bool strategy_leaves_capturable(const struct cl_position *pos, int d, coord move)
{
    const struct dragon_analysis *a = &pos->dragons;
    for (int i = 0; i < a->nworms; i++) {
        const struct worm *w = &a->worm[i];
        if (w->dragon != d || w->size < CAPTURABLE_MIN || w->attack_code == READ_FAIL
            || w->defense_code == READ_FAIL)
            continue;
        if (!reasons_move_targets(&pos->reasons, &pos->b, move, RK_DEFEND_STRING, w->origin))
            return !reasons_move_targets(&pos->reasons, &pos->b, move, RK_SAVE_DRAGON,
                                         a->dragon[d].origin);
    }
    return false;
}

/* Joining.  Our stone at a point next to a weak dragon of ours and to
 * another dragon of ours makes them one group, but the dragon analysis
 * of the position before the move keeps them two, and the weak one's
 * safety measured over its own surroundings misses what the join brings:
 * the room and eyes of the other part.  So the weak piece's safety with
 * the stone is measured over the surroundings of both dragons
 * (joined_safety) when that is higher, and its static weakness
 * is no higher than the other part's (a joined group has at least the
 * eyes and escape of its stronger part).  13x13.tst 49: K7 between
 * Black's K8 and K6 pieces, a wedge at J7 beside it.
 *
 * One connection is paid once.  Where the move already has a connection
 * reason for either dragon (an uncertain link's connect, a connection
 * pattern) that reason and the join measure value the same connection:
 * the join adds only what it measures beyond it.  A move that saves one
 * of the weak dragon's strings from capture, or the whole dragon by the
 * owl, is paid by that reason for the fall of its danger: no join.  Nor
 * is a join counted through a partner whose string next to the point
 * the tactician captures (the opponent breaks the join by taking it). */

static bool dragon_unsettled_by_tactics(const struct cl_position *pos, int d, coord move)
{
    const struct dragon_analysis *a = &pos->dragons;
    for (int i = 0; i < a->nworms; i++)
        if (a->worm[i].dragon == d
            && reasons_move_targets(&pos->reasons, &pos->b, move, RK_DEFEND_STRING,
                                    a->worm[i].origin))
            return true;
    return reasons_move_targets(&pos->reasons, &pos->b, move, RK_SAVE_DRAGON,
                                a->dragon[d].origin);
}

/* Is dragon e, next to move, a partner a join may count on: ours, not
 * dead, none of its strings next to the point capturable? */
static bool join_partner(const struct cl_position *pos, int e, coord move)
{
    const struct dragon_analysis *a = &pos->dragons;
    const struct dragon *dr = &a->dragon[e];
    if (dr->color != pos->color || dr->dead_worm || pos->status[e] == STATUS_DEAD)
        return false;
    for (int k = 0; k < 4; k++) {
        coord q = (coord)(move + pos->b.dir[k]);
        if (a->dragon_of[q] == e && a->worm[a->worm_of[q]].attack_code != READ_FAIL)
            return false;
    }
    return true;
}

/* The safety of weak dragon wd joined to dragon e: the two parts'
 * safeties weighted by the points of their surroundings (the mean
 * control from wd's side over both lists, a point near both counted for
 * each part, as it guards both).  Counting each point once instead (the
 * union) measured the same on nngs, 13x13, global, strategy and 9x9 but
 * for 13x13.tst 49, where K7 stayed 0.1 under K9.  tmp and seen are
 * scratch. */
static float joined_safety(const struct cl_position *pos, const struct weak_dragon *wd, int e,
                           const struct influence *inf, struct weak_dragon *tmp, uint8_t *seen)
{
    collect_around(&pos->b, &pos->dragons, e, tmp, seen);
    if (tmp->n == 0)
        return safety(wd, inf);
    tmp->color = wd->color;
    float n = (float)(tmp->n + wd->n);
    return (safety(tmp, inf) * (float)tmp->n + safety(wd, inf) * (float)wd->n) / n;
}

/* The connection reasons the move already has for dragon d or e, in
 * points (their weight), as one connection's price. */
static float connection_paid(const struct classical *cl, const struct cl_position *pos,
                             coord move, int d, int e)
{
    const struct dragon_analysis *a = &pos->dragons;
    float sum = 0;
    for (int i = 0; i < pos->reasons.n; i++) {
        const struct reason *r = &pos->reasons.r[i];
        if (r->move != move || r->kind != RK_CONNECT || r->target == PASS
            || pos->b.color[r->target] == EMPTY)
            continue;
        int t = a->dragon_of[r->target];
        if (t == d || t == e)
            sum += r->amount;
    }
    return sum * (float)cl->weights.w[RK_CONNECT];
}

/* Our dragons next to move, each once; returns how many (at most 4). */
static int own_dragons_next_to(const struct cl_position *pos, coord move, int *out)
{
    int n = 0;
    for (int k = 0; k < 4; k++) {
        coord q = (coord)(move + pos->b.dir[k]);
        if (pos->b.color[q] != pos->color)
            continue;
        int d = pos->dragons.dragon_of[q], seen = 0;
        for (int j = 0; j < n; j++)
            seen |= out[j] == d;
        if (!seen && d >= 0)
            out[n++] = d;
    }
    return n;
}

static void measure_one_join(const struct classical *cl, const struct cl_position *pos,
                             const struct weak_dragon *wd, const int *next, int nnext, coord move,
                             const struct influence *inf, struct strategy_joins *out, int i,
                             struct weak_dragon *tmp, uint8_t *seen)
{
    for (int j = 0; j < nnext; j++) {
        int e = next[j];
        if (e == wd->dragon || !join_partner(pos, e, move))
            continue;
        float safe = joined_safety(pos, wd, e, inf, tmp, seen);
        float base = (float)pos->dragons.dragon[e].weakness / 100.0f;
        if (out->joined[i] && safe <= out->safety[i])
            continue;
        out->joined[i] = true;
        out->safety[i] = safe;
        out->base[i] = base < wd->base ? base : wd->base;
        out->paid[i] = connection_paid(cl, pos, move, wd->dragon, e);
    }
}

void strategy_measure_joined(const struct classical *cl, const struct cl_position *pos,
                             const struct weak_dragons *w, const struct influence *inf,
                             coord move, struct strategy_joins *out)
{
    memset(out->joined, 0, sizeof out->joined);
    int next[4];
    int nnext = own_dragons_next_to(pos, move, next);
    if (nnext < 2)
        return;
    struct weak_dragon *tmp = malloc(sizeof *tmp);
    uint8_t *seen = malloc(BOARD_MAX_POINTS);
    for (int i = 0; tmp && seen && i < w->n; i++) {
        const struct weak_dragon *wd = &w->d[i];
        bool touches = false;
        for (int j = 0; j < nnext; j++)
            touches |= next[j] == wd->dragon;
        if (touches && wd->color == pos->color
            && !dragon_unsettled_by_tactics(pos, wd->dragon, move))
            measure_one_join(cl, pos, wd, next, nnext, move, inf, out, i, tmp, seen);
    }
    free(tmp);
    free(seen);
}

/* What the join adds, in points, beyond the piece's own relief (gain)
 * and the connection reasons already paid for it: ours is the piece's
 * safety with our stone at the point, theirs with the opponent's. */
static float join_gain(const struct weak_dragon *wd, float hi, const struct strategy_joins *j,
                       int i, float ours, float theirs, float gain, float strengthen_weight)
{
    float safe = j->safety[i] > ours ? j->safety[i] : ours;
    float relief = danger_upto(weakness_at(wd, theirs), hi)
                   - danger_upto(weakness_with(wd, j->base[i], safe), hi);
    float extra = relief * wd->stake - gain;
    if (strengthen_weight > 0)
        extra -= j->paid[i] / strengthen_weight;
    return extra > 0 ? extra : 0;
}

/* The share of the relief a move is paid for in the opening of a 9x9
 * board: the stones on the board over OPENING_RELIEF_FILL of its points,
 * so nothing on the empty board and all of it from 17 stones on.  There
 * every lone stone of the side a stone behind is "weak by space" (the
 * opponent controls more of the open board around it: danger 0.5-0.8
 * for White's single stone at move 4), and its stake carries the
 * opening's framework at up to five times a point, so strengthening it
 * was worth 20-25 points at every point beside it: the engine clung to
 * its own stones (D5 beside D4) where GNU Go extends on the third line,
 * attacking and defending at once, and the territory and moyo swings,
 * which price that development, were outvoted.  Measured in
 * docs/move-generation.md ("Strategy waits in the 9x9 opening"): the
 * share rising to 1 only at 40% of the board lost in moves 13-18 what
 * it gained before; the same on 13x13 cost 13x13.tst two tests
 * (answers to approaches, which the suite expects), on 19x19
 * strategy.tst three. */
#define OPENING_RELIEF_MAX_SIZE 9
#define OPENING_RELIEF_FILL 0.2

float strategy_opening_share(const struct board *b)
{
    if (b->size > OPENING_RELIEF_MAX_SIZE)
        return 1.0f;
    int area = b->size * b->size;
    double covered = (double)(area - b->nempty) / (OPENING_RELIEF_FILL * area);
    return covered >= 1.0 ? 1.0f : (float)covered;
}

/* In the first moves of a 9x9 game (fewer than OPENING_RUNNER_STONES
 * stones on the board) a dragon of the mover's that the static analysis
 * calls alive (it can run: open escape) and the owl did not read needs
 * no strengthening: its "weakness" there is only the opponent's sphere
 * around a lone stone, which the territory and moyo swings already
 * price, and a stone beside it is the slow move that GNU Go answers by
 * taking the big point.  The opponent's dragons are still weakened: an
 * approach or a pincer that also builds is the opening's best move, and
 * removing both sides (no strategy at all under 12 stones) lost
 * 9x9.tst 140 and 510, moves that keep two stones in a contact fight
 * together.  Measured in docs/move-generation.md ("No strengthening of
 * a runner in the 9x9 opening"): the paired gain by GNU Go's estimate
 * is +0.139 a move (se 0.083) over 839 positions of three samples not
 * studied, +0.555 (se 0.242) on the 200 studied. */
#define OPENING_RUNNER_STONES 12

static bool runner_in_the_opening(const struct cl_position *pos, int d)
{
    const struct board *b = &pos->b;
    return b->size <= OPENING_RELIEF_MAX_SIZE
           && b->size * b->size - b->nempty < OPENING_RUNNER_STONES
           && !pos->owl_read[d] && pos->status[d] == STATUS_ALIVE;
}

void strategy_post(struct cl_position *pos, const struct weak_dragons *w, coord move,
                   const float *ours, const float *theirs, const struct strategy_joins *joins,
                   float strengthen_weight)
{
    float share = strategy_opening_share(&pos->b);
    for (int i = 0; i < w->n; i++) {
        const struct weak_dragon *wd = &w->d[i];
        if (wd->color == pos->color && strategy_leaves_capturable(pos, wd->dragon, move))
            continue;
        if (wd->color == pos->color && runner_in_the_opening(pos, wd->dragon))
            continue;
        /* The danger the dragon's owner escapes by our stone there
         * rather than the opponent's. */
        float relief = danger_upto(weakness_at(wd, theirs[i]), w->danger_hi)
                       - danger_upto(weakness_at(wd, ours[i]), w->danger_hi);
        bool own = wd->color == pos->color;
        float gain = (own ? relief : -relief) * wd->stake;
        if (own && joins && joins->joined[i])
            gain += join_gain(wd, w->danger_hi, joins, i, ours[i], theirs[i], gain,
                              strengthen_weight);
        gain *= share;
        if (gain <= 0.1f)
            continue;
        reasons_add(&pos->reasons, own ? RK_STRENGTHEN : RK_WEAKEN, move, wd->origin, gain, 0,
                    "influence");
    }
}

/* The owl's weak-dragon rule (movegen_owl.c) prices a move at one of a
 * weak dragon's roomiest liberties at stake x weakness: the whole of the
 * dragon's weakness, as if one move settled it, whatever the move does.
 * For a dragon measured here that is a second, rougher estimate of the
 * same change, and since a second reason of one kind for one move and
 * dragon keeps the larger amount, the rough one won wherever it was
 * larger (game-0037 of the GNU Go reference, move 177: K9 "strengthens
 * the K12 dragon +11.4", a dragon of weakness 0.31 and danger 0.13).
 * The measured change replaces it: counted once, by the measure. */
void strategy_supersede(struct cl_position *pos, const struct weak_dragons *w)
{
    struct reason_list *l = &pos->reasons;
    int kept = 0;
    for (int i = 0; i < l->n; i++) {
        const struct reason *r = &l->r[i];
        bool measured = false;
        if (r->kind == RK_STRENGTHEN || r->kind == RK_WEAKEN)
            for (int k = 0; k < w->n && !measured; k++)
                measured = w->d[k].origin == r->target;
        if (!measured)
            l->r[kept++] = *r;
    }
    l->n = kept;
}

int strategy_count(const struct weak_dragons *w)
{
    return w ? w->n : 0;
}

bool strategy_dragon(const struct weak_dragons *w, int i, const struct influence *inf,
                     struct strategy_info *out)
{
    if (!w || i < 0 || i >= w->n)
        return false;
    const struct weak_dragon *wd = &w->d[i];
    out->origin = wd->origin;
    out->color = wd->color;
    out->stake = wd->stake;
    out->safety = safety(wd, inf);
    out->weakness = weakness_at(wd, out->safety);
    out->danger = danger_upto(out->weakness, w->danger_hi);
    return true;
}

void strategy_free(struct weak_dragons *w)
{
    free(w);
}
