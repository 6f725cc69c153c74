/* stats.c — owns the match statistics: Wilson interval, logistic Elo and
 * the normal-approximation SPRT (model described in docs/matches.md). */
#include "match/stats.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

double stats_score(const struct wdl *r)
{
    int n = r->wins + r->losses + r->draws;
    if (n == 0)
        return 0.5;
    return (r->wins + 0.5 * r->draws) / n;
}

struct interval stats_wilson(double p, int n, double z)
{
    struct interval iv = {0.0, p, 1.0};
    if (n <= 0)
        return iv;
    double z2n = z * z / n;
    double denom = 1.0 + z2n;
    double center = (p + z2n / 2.0) / denom;
    double half = z * sqrt(p * (1.0 - p) / n + z2n / (4.0 * n)) / denom;
    iv.lo = center - half < 0.0 ? 0.0 : center - half;
    iv.hi = center + half > 1.0 ? 1.0 : center + half;
    return iv;
}

double stats_elo_from_score(double s)
{
    if (s <= 0.0)
        return -INFINITY;
    if (s >= 1.0)
        return INFINITY;
    return -400.0 * log10(1.0 / s - 1.0);
}

double stats_score_from_elo(double elo)
{
    return 1.0 / (1.0 + pow(10.0, -elo / 400.0));
}

struct interval stats_elo(const struct wdl *r)
{
    int n = r->wins + r->losses + r->draws;
    double s = stats_score(r);
    struct interval w = stats_wilson(s, n, STATS_Z95);
    struct interval e;
    e.lo = stats_elo_from_score(w.lo);
    e.mid = stats_elo_from_score(s);
    e.hi = stats_elo_from_score(w.hi);
    return e;
}

/* ---- SPRT -------------------------------------------------------------- */

static bool parse_param(const char *key, const char *val, struct sprt *s)
{
    char *end;
    double v = strtod(val, &end);
    if (end == val || *end)
        return false;
    if (strcmp(key, "elo0") == 0)
        s->elo0 = v;
    else if (strcmp(key, "elo1") == 0)
        s->elo1 = v;
    else if (strcmp(key, "alpha") == 0)
        s->alpha = v;
    else if (strcmp(key, "beta") == 0)
        s->beta = v;
    else
        return false;
    return true;
}

bool sprt_parse(const char *text, struct sprt *s, char *err, int errlen)
{
    s->elo0 = 0.0;
    s->elo1 = 10.0;
    s->alpha = 0.05;
    s->beta = 0.05;
    char buf[256];
    snprintf(buf, sizeof buf, "%s", text ? text : "");
    for (char *save = NULL, *tok = strtok_r(buf, ",", &save); tok;
         tok = strtok_r(NULL, ",", &save)) {
        char *eq = strchr(tok, '=');
        if (!eq) {
            snprintf(err, errlen, "SPRT parameter '%s' is not KEY=VALUE", tok);
            return false;
        }
        *eq = '\0';
        if (!parse_param(tok, eq + 1, s)) {
            snprintf(err, errlen, "bad SPRT parameter '%s=%s' (keys: elo0 elo1 alpha beta)",
                     tok, eq + 1);
            return false;
        }
    }
    if (!(s->alpha > 0 && s->alpha < 0.5 && s->beta > 0 && s->beta < 0.5)) {
        snprintf(err, errlen, "SPRT alpha and beta must lie in (0, 0.5)");
        return false;
    }
    if (!(s->elo1 > s->elo0)) {
        snprintf(err, errlen, "SPRT needs elo1 > elo0");
        return false;
    }
    return true;
}

void sprt_bounds(const struct sprt *s, double *lower, double *upper)
{
    *lower = log(s->beta / (1.0 - s->alpha));
    *upper = log((1.0 - s->beta) / s->alpha);
}

/* Per-game variance of the score (win 1, draw 1/2, loss 0) around its mean. */
static double score_variance(double w, double d, double l)
{
    double n = w + d + l;
    double s = (w + 0.5 * d) / n;
    return (w * (1 - s) * (1 - s) + d * (0.5 - s) * (0.5 - s) + l * s * s) / n;
}

double sprt_llr(const struct sprt *s, const struct wdl *r)
{
    double w = r->wins, d = r->draws, l = r->losses;
    double n = w + d + l;
    if (n == 0)
        return 0.0;
    double var = score_variance(w, d, l);
    if (var <= 0.0)     /* all results equal: half a win and half a loss of prior */
        var = score_variance(w + 0.5, d, l + 0.5);
    double score = (w + 0.5 * d) / n;
    double s0 = stats_score_from_elo(s->elo0);
    double s1 = stats_score_from_elo(s->elo1);
    return n * (s1 - s0) * (2.0 * score - s0 - s1) / (2.0 * var);
}

enum sprt_verdict sprt_verdict(const struct sprt *s, const struct wdl *r, double *llr)
{
    double lo, hi;
    sprt_bounds(s, &lo, &hi);
    double v = sprt_llr(s, r);
    if (llr)
        *llr = v;
    if (v >= hi)
        return SPRT_ACCEPT_H1;
    if (v <= lo)
        return SPRT_ACCEPT_H0;
    return SPRT_CONTINUE;
}

const char *sprt_verdict_name(enum sprt_verdict v)
{
    switch (v) {
    case SPRT_ACCEPT_H1: return "H1 accepted (elo >= elo1)";
    case SPRT_ACCEPT_H0: return "H0 accepted (elo <= elo0)";
    default: return "continue";
    }
}
