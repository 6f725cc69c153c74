/* run.h — running regression files through in-process GTP sessions and
 * reporting the results the way GNU Go's scorer does. */
#ifndef MOYO_REGRESS_RUN_H
#define MOYO_REGRESS_RUN_H

#include <stdbool.h>
#include <stdio.h>

#include "board/score.h"

struct regress_opts {
    bool verbose;           /* list every test, not only the unexpected */
    bool isolate;           /* run each file in a forked child (crash isolation) */
    const char *engine;     /* engine of the sessions; NULL: the default */
    const char *set[8];     /* engine options "NAME=VALUE" (--set), applied
                               with moyo-option in every session */
    int nset;
    enum rules rules;       /* of the sessions: GNU Go's suites assume its
                               default, Japanese (territory) rules */
    int timeout;            /* seconds per command in a child; 0: none */
    bool progress;          /* a live progress line on standard error */
    FILE *out;
};

struct regress_totals {
    int files;              /* files run */
    int unreadable;         /* files that could not be read or run */
    int passed, counted;
    int unexpected_pass, unexpected_fail;
    int crashed;            /* commands that crashed or timed out */
    double wall, cpu;       /* seconds */
};

/* Runs one file with the working directory at its folder, in one fresh
 * GTP session, prints its unexpected results and its summary line, and
 * adds to totals.  Returns false when the file could not be read or the
 * session could not run. */
bool regress_run_file(const char *path, const struct regress_opts *o, struct regress_totals *t);

/* "LABEL: P/T passed, U unexpected passes, F unexpected failures, S s (cpu C s)" */
void regress_print_summary(FILE *out, const char *label, const struct regress_totals *t);

#endif
