/* deadline.c — the shared wall-clock deadline (deadline.h). */
#include "util/deadline.h"

#include <time.h>

double deadline_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

void deadline_set(struct deadline *d, double at)
{
    d->at = at;
    d->calls = 0;
    d->passed = false;
}

bool deadline_check(struct deadline *d)
{
    d->calls = 0;
    if (d->at > 0 && deadline_now() >= d->at)
        d->passed = true;
    return d->passed;
}
