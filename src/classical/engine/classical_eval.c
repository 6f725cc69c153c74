/* classical_eval.c — owns the static evaluation of a position from one
 * side: the influence map's regions counted under the game's rules.
 * Territory (secure regions, dead stones' points, and under area rules
 * the live stones) and moyo (frameworks at half, spheres of influence at
 * a fifth: potential, not points) are kept apart so the move generator
 * can post them as two reasons, and the global search reads the sum.
 * Under territory rules prisoners count, so that taking a dead string
 * off the board changes nothing and capturing a live one gains what it
 * should. */
#include <stdlib.h>

#include "classical/engine/classical.h"

#define MOYO_SHARE 0.5
#define AREA_SHARE 0.2

static int sign_for(int color, int region)
{
    int owner = region > 0 ? 1 : -1;
    return color == BLACK ? owner : -owner;
}

static void count_stone(const struct board *b, coord p, int r, int color, enum rules rules,
                        struct cl_eval *e)
{
    int own = b->color[p] == color ? 1 : -1;
    if (r == 0) {
        if (rules == RULES_CHINESE)
            e->territory += own;       /* a live stone is a point of area */
        return;
    }
    /* A dead stone's point goes to the other side; under territory
     * rules it is a prisoner as well. */
    e->territory += sign_for(color, r) * (rules == RULES_CHINESE ? 1 : 2);
}

double cl_evaluate(const struct influence *inf, const struct board *b, int color,
                   enum rules rules, double komi, struct cl_eval *out)
{
    struct cl_eval e = {0, 0};
    FOR_EACH_POINT(b, p) {
        int r = inf->region[p];
        if (b->color[p] != EMPTY) {
            count_stone(b, p, r, color, rules, &e);
            continue;
        }
        switch (abs(r)) {
        case REGION_TERRITORY: e.territory += sign_for(color, r); break;
        case REGION_MOYO: e.moyo += MOYO_SHARE * sign_for(color, r); break;
        case REGION_AREA: e.moyo += AREA_SHARE * sign_for(color, r); break;
        default: break;
        }
    }
    if (rules != RULES_CHINESE)
        e.territory += color == BLACK ? b->captures[BLACK] - b->captures[WHITE]
                                      : b->captures[WHITE] - b->captures[BLACK];
    if (out)
        *out = e;
    return e.territory + e.moyo + (color == WHITE ? komi : -komi);
}
