/* tune_fit.c — owns reading the data set and the least-squares fit of
 * the weights: ridge regression towards the current table on features
 * and references centred per position, solved by the normal equations
 * (RK_NKINDS unknowns: Gaussian elimination with partial pivoting), with
 * each weight kept to its sign (gains positive, blunders negative). */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "tune/tune.h"

#define N RK_NKINDS

static bool add_sample(struct tune_data *d, const struct tune_sample *s)
{
    if (d->n == d->cap) {
        int cap = d->cap ? 2 * d->cap : 1024;
        struct tune_sample *p = realloc(d->s, (size_t)cap * sizeof *p);
        if (!p)
            return false;
        d->s = p;
        d->cap = cap;
    }
    d->s[d->n++] = *s;
    return true;
}

static bool parse_row(char *line, struct tune_sample *s)
{
    char *save = NULL;
    char *tok = strtok_r(line, "\t\n", &save);
    if (!tok)
        return false;
    char *end;
    s->position = (int)strtol(tok, &end, 10);
    if (*end || s->position < 0)
        return false;
    if (!strtok_r(NULL, "\t\n", &save))         /* the move, for readers */
        return false;
    tok = strtok_r(NULL, "\t\n", &save);
    if (!tok)
        return false;
    s->ref = strtod(tok, &end);
    if (*end || !isfinite(s->ref))
        return false;
    for (int k = 0; k < N; k++) {
        tok = strtok_r(NULL, "\t\n", &save);
        if (!tok)
            return false;
        s->f[k] = strtod(tok, &end);
        if (*end || !isfinite(s->f[k]))
            return false;
    }
    return strtok_r(NULL, "\t\n", &save) == NULL;
}

bool tune_data_read(FILE *in, const char *name, struct tune_data *d, char *err, int errlen)
{
    memset(d, 0, sizeof *d);
    char line[4096];
    int lineno = 0;
    while (fgets(line, sizeof line, in)) {
        lineno++;
        if (line[0] == '#' || line[0] == '\n')
            continue;
        struct tune_sample s;
        if (!parse_row(line, &s)) {
            snprintf(err, (size_t)errlen,
                     "%s:%d: expected position, move, reference and %d features", name,
                     lineno, N);
            tune_data_free(d);
            return false;
        }
        if (!add_sample(d, &s)) {
            snprintf(err, (size_t)errlen, "out of memory");
            tune_data_free(d);
            return false;
        }
    }
    return true;
}

void tune_data_free(struct tune_data *d)
{
    free(d->s);
    memset(d, 0, sizeof *d);
}

/* Samples of one position are consecutive: [start, end). */
static int position_end(const struct tune_data *d, int start)
{
    int e = start;
    while (e < d->n && d->s[e].position == d->s[start].position)
        e++;
    return e;
}

static bool in_set(int position, int which)
{
    return which < 0 || position % 2 == which;     /* -1: all */
}

/* Centred copies of one position's samples. */
static void centre(const struct tune_data *d, int a, int e, double *ref, double (*f)[N])
{
    double mr = 0, mf[N] = {0};
    for (int i = a; i < e; i++) {
        mr += d->s[i].ref;
        for (int k = 0; k < N; k++)
            mf[k] += d->s[i].f[k];
    }
    int n = e - a;
    for (int i = a; i < e; i++) {
        ref[i - a] = d->s[i].ref - mr / n;
        for (int k = 0; k < N; k++)
            f[i - a][k] = d->s[i].f[k] - mf[k] / n;
    }
}

static double dot(const double *w, const double *f)
{
    double v = 0;
    for (int k = 0; k < N; k++)
        v += w[k] * f[k];
    return v;
}

struct measure {
    double sq;
    int samples, positions, top1;
};

static void measure_position(const double *w, const struct tune_data *d, int a, int e,
                             struct measure *m)
{
    double ref[256], f[256][N];
    int n = e - a > 256 ? 256 : e - a;
    centre(d, a, a + n, ref, f);
    int best_ref = 0, best_val = 0;
    for (int i = 0; i < n; i++) {
        double r = ref[i] - dot(w, f[i]);
        m->sq += r * r;
        if (ref[i] > ref[best_ref])
            best_ref = i;
        if (dot(w, f[i]) > dot(w, f[best_val]))
            best_val = i;
    }
    m->samples += n;
    m->positions++;
    m->top1 += best_ref == best_val;
}

static struct measure measure(const double *w, const struct tune_data *d, int which)
{
    struct measure m = {0};
    for (int a = 0; a < d->n;) {
        int e = position_end(d, a);
        if (in_set(d->s[a].position, which) && e - a >= 2)
            measure_position(w, d, a, e, &m);
        a = e;
    }
    return m;
}

static double rms(const struct measure *m)
{
    return m->samples ? sqrt(m->sq / m->samples) : 0;
}

/* Solves A x = b in place (A is N x N); false when singular. */
static bool solve(double A[N][N], double *b, double *x)
{
    for (int c = 0; c < N; c++) {
        int piv = c;
        for (int r = c + 1; r < N; r++)
            if (fabs(A[r][c]) > fabs(A[piv][c]))
                piv = r;
        if (fabs(A[piv][c]) < 1e-12)
            return false;
        for (int k = 0; k < N; k++) {
            double t = A[c][k];
            A[c][k] = A[piv][k];
            A[piv][k] = t;
        }
        double t = b[c];
        b[c] = b[piv];
        b[piv] = t;
        for (int r = c + 1; r < N; r++) {
            double q = A[r][c] / A[c][c];
            for (int k = c; k < N; k++)
                A[r][k] -= q * A[c][k];
            b[r] -= q * b[c];
        }
    }
    for (int c = N - 1; c >= 0; c--) {
        double s = b[c];
        for (int k = c + 1; k < N; k++)
            s -= A[c][k] * x[k];
        x[c] = s / A[c][c];
    }
    return true;
}

/* The sign a kind's weight must keep: every amount is something gained,
 * except a blunder's, which is something lost.  A fitted weight of the
 * wrong sign would tell the engine to seek losses: noise, not knowledge. */
static int required_sign(int k)
{
    return k == RK_BLUNDER ? -1 : 1;
}

/* Normal equations (F'F + lambda I) w = F'r + lambda w0 over one set. */
static void normal_equations(const struct tune_data *d, int which, double A[N][N], double *b)
{
    memset(A, 0, sizeof(double) * N * N);
    memset(b, 0, sizeof(double) * N);
    for (int a = 0; a < d->n;) {
        int e = position_end(d, a);
        if (in_set(d->s[a].position, which) && e - a >= 2) {
            double ref[256], f[256][N];
            int n = e - a > 256 ? 256 : e - a;
            centre(d, a, a + n, ref, f);
            for (int i = 0; i < n; i++)
                for (int j = 0; j < N; j++) {
                    b[j] += f[i][j] * ref[i];
                    for (int k = 0; k < N; k++)
                        A[j][k] += f[i][j] * f[i][k];
                }
        }
        a = e;
    }
}

/* Ridge least squares with sign constraints, by an active set: solve;
 * pin every weight of the wrong sign at zero; solve again for the rest;
 * until no free weight has the wrong sign (at most N rounds). */
static bool fit_set(const struct tune_data *d, int which, const double *w0, double lambda,
                    double *w)
{
    double A0[N][N], b0[N];
    normal_equations(d, which, A0, b0);
    bool pinned[N] = {false};
    for (int round = 0; round <= N; round++) {
        double A[N][N], b[N];
        memcpy(A, A0, sizeof A);
        memcpy(b, b0, sizeof b);
        for (int j = 0; j < N; j++) {
            if (pinned[j]) {
                /* w_j = 0 exactly: its row becomes the identity. */
                for (int k = 0; k < N; k++)
                    A[j][k] = 0;
                A[j][j] = 1;
                b[j] = 0;
                for (int r = 0; r < N; r++)
                    if (r != j)
                        A[r][j] = 0;
                continue;
            }
            A[j][j] += lambda;
            b[j] += lambda * w0[j];
        }
        if (!solve(A, b, w))
            return false;
        bool changed = false;
        for (int j = 0; j < N; j++)
            if (!pinned[j] && w[j] * required_sign(j) < 0) {
                pinned[j] = true;
                changed = true;
            }
        if (!changed)
            return true;
    }
    return true;
}

bool tune_fit(const struct tune_data *d, const struct value_weights *w0, double lambda,
              struct value_weights *w, struct tune_report *rep, char *err, int errlen)
{
    memset(rep, 0, sizeof *rep);
    if (lambda <= 0) {
        snprintf(err, (size_t)errlen, "lambda must be positive");
        return false;
    }
    double train[N];
    if (!fit_set(d, 0, w0->w, lambda, train) || !fit_set(d, -1, w0->w, lambda, w->w)) {
        snprintf(err, (size_t)errlen, "the normal equations are singular");
        return false;
    }
    struct measure bt = measure(w0->w, d, 0), at = measure(train, d, 0);
    struct measure bs = measure(w0->w, d, 1), as = measure(train, d, 1);
    struct measure all = measure(w0->w, d, -1);
    rep->positions = all.positions;
    rep->samples = all.samples;
    rep->train_positions = bt.positions;
    rep->test_positions = bs.positions;
    rep->rms_before_train = rms(&bt);
    rep->rms_after_train = rms(&at);
    rep->rms_before_test = rms(&bs);
    rep->rms_after_test = rms(&as);
    rep->top1_before_test = bs.positions ? (double)bs.top1 / bs.positions : 0;
    rep->top1_after_test = as.positions ? (double)as.top1 / as.positions : 0;
    return true;
}
