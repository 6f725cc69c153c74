/* movegen_owl.c — move reasons from the life-and-death searcher: kill an
 * opposing dragon or save an own one when the owl finds it critical
 * (whoever moves first decides).  The stake is the dragon's stones plus
 * the space it would own alive. */
#include "classical/movegen.h"

static float ko_factor(const struct cl_position *pos, int d)
{
    (void)pos;
    (void)d;
    return 1.0f;
}

void movegen_owl(struct classical *cl, struct cl_position *pos)
{
    (void)cl;
    const struct dragon_analysis *a = &pos->dragons;
    for (int d = 0; d < a->ndragons; d++) {
        if (pos->status[d] != STATUS_CRITICAL)
            continue;
        const struct dragon *dr = &a->dragon[d];
        float stake = cl_dragon_stake(pos, dr->origin) * ko_factor(pos, d);
        if (dr->color == pos->color) {
            if (pos->defence[d] != PASS)
                reasons_add(&pos->reasons, RK_SAVE_DRAGON, pos->defence[d], dr->origin, stake,
                            1, pos->owl_read[d] ? "owl" : "static");
        } else if (pos->attack[d] != PASS) {
            reasons_add(&pos->reasons, RK_KILL_DRAGON, pos->attack[d], dr->origin, stake, 1,
                        pos->owl_read[d] ? "owl" : "static");
        }
    }
}
