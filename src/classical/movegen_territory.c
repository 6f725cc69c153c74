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

#include "classical/movegen.h"

#define DEAD_WEIGHT (-70)

static int8_t new_stone_weight(const struct cl_position *pos, const int8_t *weight, coord p)
{
    const struct board *b = &pos->b;
    int side = pos->color == BLACK ? 1 : -1;
    int libs = board_libs_after(b, pos->color, p);
    if (libs <= 1)
        return board_would_capture(b, pos->color, p) > 0 ? 15 : DEAD_WEIGHT;
    int8_t best = 0;
    for (int i = 0; i < 4; i++) {
        coord q = (coord)(p + b->dir[i]);
        if (b->color[q] == pos->color && weight[q] > best)
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

static void stone_weights(const struct cl_position *pos, int8_t *weight)
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

void movegen_territory(struct classical *cl, struct cl_position *pos)
{
    int8_t weight[BOARD_MAX_POINTS];
    stone_weights(pos, weight);
    struct cl_eval before, after;
    cl_evaluate(&pos->inf, &pos->b, pos->color, pos->rules, pos->komi, &before);
    struct influence *inf = &(struct influence){0};
    struct board *b = &pos->b;
    FOR_EACH_POINT(b, p) {
        if (!cl_move_considered(pos, pos->color, p))
            continue;
        int8_t w = new_stone_weight(pos, weight, p);
        if (!board_trymove(b, pos->color, p))
            continue;
        weight[p] = w;
        influence_compute_weighted(inf, b, cl->par.influence, weight);
        cl_evaluate(inf, b, pos->color, pos->rules, pos->komi, &after);
        board_popmove(b);
        weight[p] = 0;
        float terr = (float)(after.territory - before.territory);
        float moyo = (float)(after.moyo - before.moyo);
        reasons_add(&pos->reasons, RK_TERRITORY, p, PASS, terr, 0, "influence");
        if (moyo != 0)
            reasons_add(&pos->reasons, RK_MOYO, p, PASS, moyo, 0, "influence");
    }
}
