/* deadline.h — a wall-clock deadline that long searches share.
 *
 * Under a game clock every reader of one move (tactician, owl, connection
 * reader, semeai, eye solver, MC) stops at the same moment: each holds a
 * pointer to the move's struct deadline (NULL: no deadline) and asks
 * deadline_passed() once per node.  That reads the monotonic clock only
 * every DEADLINE_STRIDE calls, so a check costs an increment; once the time
 * has passed it stays passed (every reader then stops at its next node as
 * it stops at its node cap, with its best answer so far).
 *
 * Wall time, not CPU time: the clock the user plays under is a wall
 * clock, and on a loaded machine wall time runs several times CPU. */
#ifndef MOYO_DEADLINE_H
#define MOYO_DEADLINE_H

#include <stdbool.h>

#define DEADLINE_STRIDE 32

struct deadline {
    double at;              /* deadline_now() seconds; <= 0: none */
    unsigned calls;         /* checks since the clock was last read */
    bool passed;
};

/* Monotonic seconds. */
double deadline_now(void);
/* Starts (at > 0) or clears (at <= 0) the deadline. */
void deadline_set(struct deadline *d, double at);
/* Reads the clock now. */
bool deadline_check(struct deadline *d);

static inline bool deadline_passed(struct deadline *d)
{
    if (!d || d->at <= 0)
        return false;
    if (d->passed)
        return true;
    if (++d->calls < DEADLINE_STRIDE)
        return false;
    return deadline_check(d);
}

#endif
