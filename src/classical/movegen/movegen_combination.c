/* movegen_combination.c — move reasons from the combination reader
 * (combination.h): a move that makes two threats at once, or a short
 * series of forcing ataris ending in one, wins the smaller string
 * threatened (RK_COMBINATION, amount its stones); when the opponent has
 * such a combination, the moves that leave him none get the same amount
 * (source "stops a combination").  Targets are strings the tactician
 * finds safe one at a time in dragons the owl does not call dead, so
 * what the tactical and owl generators already post is not counted
 * again. */
#include <stdlib.h>

#include "classical/movegen/combination.h"
#include "classical/movegen/movegen.h"

static void post_attacks(struct cl_position *pos, const struct combination_move *m, int n)
{
    for (int i = 0; i < n; i++)
        reasons_add(&pos->reasons, RK_COMBINATION, m[i].move, m[i].target, (float)m[i].size, 1,
                    "combination");
}

/* The opponent's combinations: every move that stops all of them is
 * worth the largest one. */
static void post_defences(struct combination *c, struct cl_position *pos)
{
    struct combination_move m[COMBINATION_MAX];
    int nm = combination_attacks(c, m, COMBINATION_MAX);
    if (nm == 0)
        return;
    coord d[COMBINATION_MAX * 4];
    int nd = combination_defences(c, d, COMBINATION_MAX * 4);
    for (int i = 0; i < nd; i++)
        reasons_add(&pos->reasons, RK_COMBINATION, d[i], m[0].target, (float)m[0].size, 1,
                    COMBINATION_DEFENCE);
}

void movegen_combination(struct classical *cl, struct cl_position *pos)
{
    struct combination *c = malloc(sizeof *c);
    if (!c)
        return;
    combination_init(c, cl->reading, &pos->b, &pos->dragons, pos->status, pos->color);
    struct combination_move m[COMBINATION_MAX];
    int n = combination_attacks(c, m, COMBINATION_MAX);
    post_attacks(pos, m, n);
    combination_init(c, cl->reading, &pos->b, &pos->dragons, pos->status,
                     other_color(pos->color));
    post_defences(c, pos);
    free(c);
}
