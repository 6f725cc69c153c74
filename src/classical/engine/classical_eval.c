/* classical_eval.c — owns the static evaluation of a position from one
 * side: the influence map's regions counted under the game's rules.
 * Territory (secure regions, dead stones' points, and under area rules
 * the live stones) and moyo (frameworks at half, spheres of influence at
 * a fifth: potential, not points; more in the opening of a small board)
 * are kept apart so the move generator
 * can post them as two reasons, and the global search reads the sum.
 * Under territory rules prisoners count, so that taking a dead string
 * off the board changes nothing and capturing a live one gains what it
 * should. */
#include <stdlib.h>

#include "classical/engine/classical.h"

#define MOYO_SHARE 0.5
#define AREA_SHARE 0.2

/* A framework on a small board in the opening is nearly territory: the
 * opponent has neither the room to live inside it nor the time, since
 * every move of the opening is a big point.  So in the opening a moyo or
 * area point counts up to 1 + OPENING_MOYO_BONUS times its share on 9x9
 * (at the empty board a framework point then weighs as much as a point
 * of territory: 0.5 x 5 x the moyo weight 0.4; never more), 1 + 0.6 x
 * the bonus on 13x13 and its plain share on 19x19 (where a framework is
 * invaded or reduced), falling linearly to the plain share as the stones
 * cover OPENING_FILL of the board.  This is also what makes a wall worth
 * its thickness early: the wall's moyo, not only the crawler's
 * second-line points.  Measured in docs/move-generation.md ("Moyo in the
 * opening of small boards"); the same bonus on 19x19 cost nngs.tst 3
 * tests (centre moves over corner answers at moves 10-22). */
#define OPENING_MOYO_BONUS 4.0
#define OPENING_FILL 0.4

double cl_opening_stage(const struct board *b)
{
    int area = b->size * b->size;
    double s = 1.0 - (double)(area - b->nempty) / (OPENING_FILL * area);
    return s < 0 ? 0 : s;
}

double cl_small_board_opening(const struct board *b)
{
    double small = (19.0 - b->size) / 10.0;
    small = small < 0 ? 0 : small > 1 ? 1 : small;
    return small * cl_opening_stage(b);
}

double cl_moyo_multiplier(const struct board *b)
{
    return 1.0 + OPENING_MOYO_BONUS * cl_small_board_opening(b);
}

static int sign_for(int color, int region)
{
    int owner = region > 0 ? 1 : -1;
    return color == BLACK ? owner : -owner;
}

/* A stone's point: under area rules a live stone is a point of area;
 * a dead stone's point goes to the other side, and under territory
 * rules it is a prisoner as well. */
static int stone_points(const struct board *b, coord p, int r, int color, enum rules rules)
{
    if (r == 0)
        return rules == RULES_CHINESE ? (b->color[p] == color ? 1 : -1) : 0;
    return sign_for(color, r) * (rules == RULES_CHINESE ? 1 : 2);
}

int cl_point_territory(const struct influence *inf, const struct board *b, int color,
                       enum rules rules, coord p)
{
    int r = inf->region[p];
    if (b->color[p] != EMPTY)
        return stone_points(b, p, r, color, rules);
    return abs(r) == REGION_TERRITORY ? sign_for(color, r) : 0;
}

static double evaluate(const struct influence *inf, const struct board *b, int color,
                       enum rules rules, double komi, double more, struct cl_eval *out)
{
    struct cl_eval e = {0, 0};
    double moyo_share = MOYO_SHARE * more, area_share = AREA_SHARE * more;
    FOR_EACH_POINT(b, p) {
        int r = inf->region[p];
        e.territory += cl_point_territory(inf, b, color, rules, p);
        if (b->color[p] != EMPTY)
            continue;
        switch (abs(r)) {
        case REGION_MOYO: e.moyo += moyo_share * sign_for(color, r); break;
        case REGION_AREA: e.moyo += area_share * sign_for(color, r); break;
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

double cl_evaluate(const struct influence *inf, const struct board *b, int color,
                   enum rules rules, double komi, struct cl_eval *out)
{
    return evaluate(inf, b, color, rules, komi, cl_moyo_multiplier(b), out);
}

/* A forecast of the final count is in points: a framework point will be
 * at most one, so the estimate leaves the opening multiplier out. */
double cl_estimate(const struct influence *inf, const struct board *b, int color,
                   enum rules rules, double komi, struct cl_eval *out)
{
    return evaluate(inf, b, color, rules, komi, 1.0, out);
}
