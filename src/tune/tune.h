/* tune.h — fitting the classical engine's weights (value_weights.def) by
 * least squares against a reference that is not the regression suites:
 * the Monte Carlo engine's evaluation of each candidate move.
 *
 * collect: for positions taken from game records, the classical engine's
 *   candidates (its best ones and a sample of the rest) with their
 *   features, and for each the MC engine's expected score after the
 *   move (ownership after a search of N playouts, from the mover's side);
 * fit: minimises  E(w) = sum_i (r_i - w . f_i)^2 + lambda |w - w0|^2
 *   where r_i and f_i are centred per position (a move's value only
 *   matters against the other moves of its position) and w0 is the
 *   current table; reports the residual before and after, on the fitted
 *   positions and on held-out ones, and writes the new table.
 * See docs/move-generation.md ("Fitting the weights"). */
#ifndef MOYO_TUNE_H
#define MOYO_TUNE_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "classical/value/reasons.h"
#include "classical/value/value.h"

struct tune_collect_opts {
    const char *const *files;   /* SGF game records */
    int nfiles;
    int per_game;               /* positions per game */
    int top;                    /* best candidates taken */
    int sampled;                /* further candidates drawn from the rest */
    long playouts;              /* MC playouts per candidate */
    uint64_t seed;
    const char *weights;        /* weights file for the classical side, or NULL */
};

/* Writes the data set (TSV: position, move, reference, features). */
bool tune_collect(const struct tune_collect_opts *o, FILE *out, char *err, int errlen);

struct tune_sample {
    int position;
    double ref;
    double f[RK_NKINDS];
};

struct tune_data {
    int n, cap;
    struct tune_sample *s;
};

bool tune_data_read(FILE *in, const char *name, struct tune_data *d, char *err, int errlen);
void tune_data_free(struct tune_data *d);

struct tune_report {
    int positions, samples;
    int train_positions, test_positions;
    double rms_before_train, rms_after_train;
    double rms_before_test, rms_after_test;
    double top1_before_test, top1_after_test;   /* share of held-out positions whose best
                                                   move by value is the reference's best */
};

/* Fits on the even positions, measures on the odd ones, then refits on
 * all of them for the table written to *w. */
bool tune_fit(const struct tune_data *d, const struct value_weights *w0, double lambda,
              struct value_weights *w, struct tune_report *rep, char *err, int errlen);

#endif
