/* engine_time.c — owns the time budget of one move under GTP time control,
 * for every engine (classical and mc both ask it):
 * absolute (sudden death) main time, main time followed by Canadian
 * byo-yomi, and byo-yomi alone.  The estimate of moves still to play
 * shrinks with the empty points, so the opening gets less per move than
 * the middle game would under an even split, and the budget keeps a
 * safety margin for the transmission delay of GUIs and servers. */
#include "engine.h"

#include <time.h>

#define SAFETY 0.5          /* seconds kept back per move */
#define MIN_BUDGET 0.05

/* Own moves likely left in the game. */
static double moves_left(const struct board *b)
{
    return 6 + b->nempty / 3.0;
}

static double clamp_budget(double budget, double left)
{
    double cap = left * 0.5;
    if (budget > cap)
        budget = cap;
    return budget < MIN_BUDGET ? MIN_BUDGET : budget;
}

double engine_time_budget(const struct time_info *t, int color, const struct board *b)
{
    if (color != BLACK && color != WHITE)
        return 0;
    /* GTP: byo-yomi time with zero stones means no time limit; all
     * zeros is read the same way (no clock was set). */
    if (t->byo_time > 0 && t->byo_stones == 0)
        return 0;
    if (t->main_time <= 0 && t->byo_time <= 0)
        return 0;
    double left = t->left[color] >= 0 ? t->left[color] : t->main_time;
    int stones = t->stones_left[color];
    if (stones > 0) {
        /* In byo-yomi: an even share of the period for its stones. */
        return clamp_budget(left / stones - SAFETY, left);
    }
    if (left <= 0 && t->byo_time > 0) {
        /* Main time just ran out; the first period starts now. */
        return clamp_budget(t->byo_time / (t->byo_stones > 0 ? t->byo_stones : 1) - SAFETY,
                            t->byo_time);
    }
    double budget = left / moves_left(b) - SAFETY;
    if (t->byo_time > 0 && t->byo_stones > 0)
        budget += 0.8 * t->byo_time / t->byo_stones;
    return clamp_budget(budget, left + (t->byo_time > 0 ? t->byo_time : 0));
}

double engine_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}
