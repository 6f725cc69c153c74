/* stats.h — the statistics of a match: win rate with its Wilson interval,
 * Elo difference with its interval, and the SPRT log-likelihood ratio.
 * Pure functions of the counts, so they are tested against hand-computed
 * values. */
#ifndef MOYO_MATCH_STATS_H
#define MOYO_MATCH_STATS_H

#include <stdbool.h>

/* z for a two-sided 95% interval. */
#define STATS_Z95 1.959963984540054

/* Wins, losses and draws of player A; a draw counts as half a win. */
struct wdl {
    int wins, losses, draws;
};

struct interval {
    double lo, mid, hi;
};

/* Score of A in [0, 1]: (wins + draws/2) / games; 0.5 with no games. */
double stats_score(const struct wdl *r);
/* Wilson score interval for a proportion p observed in n trials. */
struct interval stats_wilson(double p, int n, double z);
/* Elo difference that gives an expected score s (logistic model):
 * -400 log10(1/s - 1).  +-INFINITY at s = 1 / 0. */
double stats_elo_from_score(double s);
double stats_score_from_elo(double elo);
/* Elo difference of A over B with its 95% interval: the Wilson interval
 * of the score mapped through the logistic model. */
struct interval stats_elo(const struct wdl *r);

/* Sequential probability ratio test between H0: elo = elo0 and
 * H1: elo = elo1 (see docs/matches.md for the model). */
struct sprt {
    double elo0, elo1, alpha, beta;
};
enum sprt_verdict { SPRT_CONTINUE = 0, SPRT_ACCEPT_H1, SPRT_ACCEPT_H0 };

/* Parses "elo0=0,elo1=10,alpha=0.05,beta=0.05" (any subset; the rest keep
 * those defaults).  Returns false and writes why into err. */
bool sprt_parse(const char *text, struct sprt *s, char *err, int errlen);
void sprt_bounds(const struct sprt *s, double *lower, double *upper);
double sprt_llr(const struct sprt *s, const struct wdl *r);
enum sprt_verdict sprt_verdict(const struct sprt *s, const struct wdl *r, double *llr);
const char *sprt_verdict_name(enum sprt_verdict v);

#endif
