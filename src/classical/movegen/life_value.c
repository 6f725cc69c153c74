/* life_value.c — owns the measure of what a dragon's life or death
 * changes on the board: the owner's territory and moyo on the influence
 * map with the dragon alive, less the same with its stones dead (taken
 * off: their points and prisoners the opponent's, radiating nothing, as
 * the territory generator counts a string a move kills).  The rest of
 * the board keeps the statuses of the analysis.
 *
 * Session 23 asked whether saving or killing a small critical dragon is
 * undervalued because its stake (stones plus its share of eye space)
 * leaves out the space its life keeps.  On the influence map it does
 * not, by much: the life value of the small dragons of 13x13.tst 30, 65
 * and 80 is 0.9-2.0 times twice their stake, and the territory swing at
 * the key move already counts it, since the territory generator applies
 * the kill or save there (movegen_territory.c, fates).  Valuing the
 * save or kill by this measure instead of the stake was a net loss
 * (docs/move-generation.md, "What a small dragon's life changes"); the
 * measure stays for analysis (GTP moyo-life_value). */
#include <stdlib.h>
#include <string.h>

#include "classical/movegen/movegen.h"

/* A dead string's weight on the map: negative (its points the
 * opponent's) but radiating next to nothing for the captor. */
#define TAKEN_OFF (-1)

static bool evaluate_with(struct classical *cl, const struct cl_position *pos,
                          const int8_t *weight, int color, struct cl_eval *out)
{
    struct influence *inf = calloc(1, sizeof *inf);
    if (!inf)
        return false;
    influence_compute_weighted(inf, &pos->b, cl->par.influence, weight);
    cl_evaluate(inf, &pos->b, color, pos->rules, pos->komi, out);
    free(inf);
    return true;
}

static void set_dragon_weight(const struct cl_position *pos, int d, int8_t w, int8_t *weight)
{
    FOR_EACH_POINT(&pos->b, p) {
        if (pos->b.color[p] != EMPTY && pos->dragons.dragon_of[p] == d)
            weight[p] = w;
    }
}

bool life_value_of(struct classical *cl, const struct cl_position *pos, int d,
                   struct life_value *out)
{
    if (d < 0 || d >= pos->dragons.ndragons)
        return false;
    int color = pos->dragons.dragon[d].color;
    int8_t weight[BOARD_MAX_POINTS];
    territory_stone_weights(pos, weight);
    struct cl_eval alive, dead;
    set_dragon_weight(pos, d, 100, weight);
    if (!evaluate_with(cl, pos, weight, color, &alive))
        return false;
    set_dragon_weight(pos, d, TAKEN_OFF, weight);
    if (!evaluate_with(cl, pos, weight, color, &dead))
        return false;
    out->territory = (float)(alive.territory - dead.territory);
    out->moyo = (float)(alive.moyo - dead.moyo);
    out->points = out->territory * (float)cl->weights.w[RK_TERRITORY]
                  + out->moyo * (float)cl->weights.w[RK_MOYO];
    out->stake = cl_dragon_stake(pos, pos->dragons.dragon[d].origin);
    return true;
}
