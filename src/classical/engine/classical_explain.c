/* classical_explain.c — owns what the classical engine tells a player
 * about one analysis (struct cl_position): each candidate's reasons with
 * the points the weights give them, most valuable first, in words; the
 * ownership map and score lead the GUIs draw (kata-analyze).  GTP
 * moyo-explain, `moyo analyze --candidates` (text, JSON, SVG) and the
 * live analysis all read these, so they agree word for word. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "classical/engine/classical.h"

/* The shares of the static evaluation (classical_eval.c): a framework
 * counts half a point, a sphere of influence a fifth. */
#define OWN_MOYO 0.5
#define OWN_AREA 0.2

static int by_contribution(const void *x, const void *y)
{
    const struct cl_reason_value *a = x, *b = y;
    if (a->value != b->value)
        return a->value > b->value ? -1 : 1;
    return a->r->kind - b->r->kind;
}

int cl_move_reasons(const struct classical *cl, const struct cl_position *pos, coord move,
                    struct cl_reason_value *out, int max)
{
    const struct reason *r[CL_MAX_REASONS];
    int n = reasons_of(&pos->reasons, move, r, CL_MAX_REASONS);
    if (n > CL_MAX_REASONS)
        n = CL_MAX_REASONS;
    if (n > max)
        n = max;
    for (int i = 0; i < n; i++)
        out[i] = (struct cl_reason_value){r[i], cl->weights.w[r[i]->kind] * r[i]->amount};
    qsort(out, (size_t)n, sizeof *out, by_contribution);
    return n;
}

void cl_reason_words(const struct cl_position *pos, const struct cl_reason_value *rv, char *buf,
                     int len)
{
    reason_describe(rv->r, &pos->b, buf, len);
}

void cl_move_explain(const struct classical *cl, const struct cl_position *pos, coord move,
                     char *buf, int len)
{
    struct cl_reason_value rv[CL_MAX_REASONS];
    int n = cl_move_reasons(cl, pos, move, rv, CL_MAX_REASONS);
    int used = 0;
    buf[0] = '\0';
    for (int i = 0; i < n && used < len - 1; i++) {
        char words[128];
        cl_reason_words(pos, &rv[i], words, sizeof words);
        int w = snprintf(buf + used, (size_t)(len - used), "%s%s %+.1f", used ? "; " : "",
                         words, rv[i].value);
        if (w < 0)
            break;
        used += w;
    }
    /* A line cut by the buffer ends with "..." rather than half a word. */
    if (used >= len - 1 && len > 4)
        strcpy(buf + len - 4, "...");
}

/* One point's owner by the influence map's regions, with the shares the
 * evaluation counts them at; live stones own their point, dead ones give
 * it to the other side. */
static double point_owner(const struct cl_position *pos, coord p)
{
    int r = pos->inf.region[p];
    double sign = r > 0 ? 1.0 : -1.0;
    if (pos->b.color[p] != EMPTY) {
        if (r != 0)
            return sign;
        return pos->b.color[p] == BLACK ? 1.0 : -1.0;
    }
    switch (abs(r)) {
    case REGION_TERRITORY: return sign;
    case REGION_MOYO: return OWN_MOYO * sign;
    case REGION_AREA: return OWN_AREA * sign;
    default: return 0;
    }
}

void cl_position_ownership(const struct cl_position *pos, float *own)
{
    const struct board *b = &pos->b;
    memset(own, 0, BOARD_MAX_POINTS * sizeof *own);
    FOR_EACH_POINT(b, p) {
        own[p] = (float)point_owner(pos, p);
    }
}

double cl_winrate_of_lead(double lead, int size)
{
    /* Not a measured rate: a logistic of the score lead whose scale grows
     * with the board (a 10-point lead on 19x19 is about 73%), so GUIs that
     * need a win rate have one that orders moves like the lead does. */
    double scale = 10.0 * size / 19.0;
    return 1.0 / (1.0 + exp(-lead / scale));
}
