/* fixture.c — helpers shared by the unit tests of the classical engine's
 * analysis (fixture.h).  Not a suite: the runner finds none here. */
#include <check.h>
#include <stdlib.h>

#include "board/coord.h"
#include "board/game.h"
#include "diagram.h"
#include "fixture.h"

struct cl_position *fixture_analyse(struct classical *cl, struct game *g, int color)
{
    struct cl_position *pos = calloc(1, sizeof *pos);
    ck_assert(pos && classical_analyze(cl, g, color, pos));
    return pos;
}

void fixture_release(struct cl_position *pos)
{
    cl_position_free(pos);
    free(pos);
}

float fixture_reason_sum(const struct cl_position *pos, const char *v, enum reason_kind k)
{
    coord m;
    ck_assert(parse_vertex(&pos->b, v, &m));
    const struct reason *r[64];
    int n = reasons_of(&pos->reasons, m, r, 64);
    float sum = 0;
    for (int i = 0; i < n && i < 64; i++)
        if (r[i]->kind == k)
            sum += r[i]->amount;
    return sum;
}

void fixture_analyse_diagram(struct fixture_analysed *a, int size, const char **rows, int color)
{
    diagram(&a->g, size, rows, color);
    a->cl = classical_new();
    ck_assert(a->cl);
    a->pos = fixture_analyse(a->cl, &a->g, color);
}

void fixture_analysed_release(struct fixture_analysed *a)
{
    fixture_release(a->pos);
    classical_free(a->cl);
    game_free(&a->g);
}
