/* movegen_territory.c — territory and moyo reasons: for every move worth
 * considering, the influence map is recomputed with the stone on the
 * board and the change in the static evaluation (classical_eval.c) is
 * posted, territory and moyo apart.  This is what values openings,
 * extensions, reductions, invasions and boundary moves.
 *
 * The new stone's strength is a guess the dragons cannot give yet: full
 * when it joins an own string or stands in friendly or open space, less
 * in the opponent's sphere (an invasion stone is not yet alive), dead
 * inside the opponent's secure territory or in atari. */
#include <string.h>

#include "classical/movegen/movegen.h"

#define DEAD_WEIGHT (-70)

int8_t territory_new_stone_weight(const struct cl_position *pos, int color,
                                  const int8_t *weight, coord p)
{
    const struct board *b = &pos->b;
    int side = color == BLACK ? 1 : -1;
    int libs = board_libs_after(b, color, p);
    if (libs <= 1)
        return board_would_capture(b, color, p) > 0 ? 15 : DEAD_WEIGHT;
    int8_t best = 0;
    for (int i = 0; i < 4; i++) {
        coord q = (coord)(p + b->dir[i]);
        if (b->color[q] == color && weight[q] > best)
            best = weight[q];
    }
    if (best > 0)
        return best;
    /* A lone stone inside the opponent's secure territory cannot live
     * there by itself: it counts as dead, as it will be. */
    if (pos->inf.region[p] * side == -REGION_TERRITORY)
        return DEAD_WEIGHT;
    int control = pos->inf.control[p] * side;
    int8_t w = control <= -32 ? 35 : control < 0 ? 65 : 100;
    return libs == 2 && w > 60 ? 60 : w;
}

void territory_stone_weights(const struct cl_position *pos, int8_t *weight)
{
    const struct board *b = &pos->b;
    memset(weight, 0, (size_t)b->npoints);
    FOR_EACH_POINT(b, p) {
        if (b->color[p] == EMPTY || b->str[p] != p)
            continue;
        int8_t w = influence_status_weight(b, p, cl_position_status(pos, p));
        FOR_EACH_STONE(b, p, q) {
            weight[q] = w;
        }
    }
}

bool territory_eval_with_stone(struct classical *cl, struct cl_position *pos, int8_t *weight,
                            struct influence *inf, int color, coord p, struct cl_eval *out)
{
    struct board *b = &pos->b;
    int8_t w = territory_new_stone_weight(pos, color, weight, p);
    if (!board_trymove(b, color, p))
        return false;
    weight[p] = w;
    influence_compute_weighted(inf, b, cl->par.influence, weight);
    cl_evaluate(inf, b, pos->color, pos->rules, pos->komi, out);
    board_popmove(b);
    weight[p] = 0;
    return true;
}

/* Stones of live (not already dead) strings a stone of color at p
 * captures.  The evaluation counts each of them twice (a prisoner and a
 * point, or under area rules a point taken from the opponent's area), as
 * the tactical reason for the capture does: the territory reason leaves
 * them out, so a capture is not paid for twice. */
static int live_stones_captured(const struct board *b, const int8_t *weight, int color, coord p)
{
    coord seen[4];
    int ns = 0, n = 0;
    for (int k = 0; k < 4; k++) {
        coord a = (coord)(p + b->dir[k]);
        if (b->color[a] != other_color(color) || b->strings[b->str[a]].libs != 1
            || weight[a] < 0)
            continue;
        bool dup = false;
        for (int j = 0; j < ns; j++)
            dup |= seen[j] == b->str[a];
        if (!dup) {
            seen[ns++] = b->str[a];
            n += b->strings[b->str[a]].size;
        }
    }
    return n;
}

/* A point is worth what it changes between the two sides playing it: our
 * stone there against the opponent's (deiri counting, as an endgame
 * value is counted: the swing).  This also makes a big point big for
 * both sides, and a boundary move counts what it prevents as well as
 * what it gains.  When the opponent cannot play there (ko, suicide) the
 * swing is measured against the position as it stands.  Stones either
 * stone there would capture are left out of the count: taking or saving
 * them is the tactical generator's reason, counted there; what the
 * capture does to the position around (the wall it breaks, the centre it
 * opens) stays in. */
void movegen_territory(struct classical *cl, struct cl_position *pos)
{
    int8_t weight[BOARD_MAX_POINTS];
    territory_stone_weights(pos, weight);
    struct cl_eval before, ours, theirs;
    cl_evaluate(&pos->inf, &pos->b, pos->color, pos->rules, pos->komi, &before);
    struct influence *inf = &(struct influence){0};
    int opp = other_color(pos->color);
    struct weak_dragons *weak = strategy_find_weak(pos);
    float safe_ours[STRATEGY_MAX_DRAGONS], safe_theirs[STRATEGY_MAX_DRAGONS];
    float safe_before[STRATEGY_MAX_DRAGONS];
    if (weak)
        strategy_measure(weak, &pos->inf, safe_before);
    FOR_EACH_POINT(&pos->b, p) {
        if (!cl_move_considered(pos, pos->color, p))
            continue;
        if (!territory_eval_with_stone(cl, pos, weight, inf, pos->color, p, &ours))
            continue;
        if (weak)
            strategy_measure(weak, inf, safe_ours);
        bool swing = false;
        if (!territory_eval_with_stone(cl, pos, weight, inf, opp, p, &theirs))
            theirs = before;
        else
            swing = true;
        if (weak) {
            if (swing)
                strategy_measure(weak, inf, safe_theirs);
            strategy_post(pos, weak, p, safe_ours, swing ? safe_theirs : safe_before);
        }
        float terr = (float)(ours.territory - theirs.territory)
                     - 2.0f * (float)live_stones_captured(&pos->b, weight, pos->color, p)
                     - 2.0f * (float)live_stones_captured(&pos->b, weight, opp, p);
        float moyo = (float)(ours.moyo - theirs.moyo);
        reasons_add(&pos->reasons, RK_TERRITORY, p, PASS, terr, 0, "influence");
        if (moyo != 0)
            reasons_add(&pos->reasons, RK_MOYO, p, PASS, moyo, 0, "influence");
    }
    strategy_free(weak);
}
