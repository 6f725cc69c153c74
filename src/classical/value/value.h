/* value.h — valuation: a move's reasons become one value in points.
 *
 * The features of a move are its reasons' amounts summed per kind
 * (reasons.h lists the kinds and their units); its value is the weighted
 * sum  value = sum_k w_k * f_k  with the weights of one table
 * (value_weights.def, compiled in; `weights FILE` replaces it at run
 * time).  Being linear in the weights is what lets tools/tune fit them
 * by least squares against a reference evaluation (docs/move-generation.md).
 */
#ifndef MOYO_VALUE_H
#define MOYO_VALUE_H

#include <stdbool.h>
#include <stdio.h>

#include "classical/value/reasons.h"

struct value_weights {
    double w[RK_NKINDS];
};

/* The compiled-in table. */
void value_weights_default(struct value_weights *w);
/* Reads "name weight" lines ('#' comments); kinds not named keep their
 * value.  False with a message on a bad file (w unchanged). */
bool value_weights_load(struct value_weights *w, const char *path, char *err, int errlen);
void value_weights_write(const struct value_weights *w, FILE *out);

/* Features of one move from its reasons. */
void value_features(const struct reason *const *r, int n, float *feature);
double value_of(const struct value_weights *w, const float *feature);

#endif
