/* test_tune.c — the weight fit: on data made from known weights plus
 * noise the fit recovers them and the residual falls; a per-position
 * constant in the reference changes nothing (values are compared within
 * a position); malformed data is refused with its line. */
#include <check.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tune/tune.h"
#include "util/rng.h"

static double noise(uint64_t *rng)
{
    return ((double)rng_below(rng, 2001) - 1000.0) / 1000.0;    /* -1..1 */
}

/* 200 positions of 10 moves; features territory, shape and attack_string
 * random; reference = truth . f + offset(position) + noise. */
static void synthetic(struct tune_data *d, const double *truth)
{
    memset(d, 0, sizeof *d);
    d->cap = 2000;
    d->s = calloc((size_t)d->cap, sizeof *d->s);
    ck_assert(d->s);
    uint64_t rng = rng_seed(5);
    const int kinds[3] = {RK_TERRITORY, RK_SHAPE, RK_ATTACK_STRING};
    for (int p = 0; p < 200; p++) {
        double offset = 20 * noise(&rng);
        for (int i = 0; i < 10; i++) {
            struct tune_sample *s = &d->s[d->n++];
            s->position = p;
            s->ref = offset + 0.3 * noise(&rng);
            for (int k = 0; k < 3; k++) {
                s->f[kinds[k]] = 10 * noise(&rng);
                s->ref += truth[kinds[k]] * s->f[kinds[k]];
            }
        }
    }
}

START_TEST(fit_recovers_known_weights)
{
    double truth[RK_NKINDS] = {0};
    truth[RK_TERRITORY] = 0.8;
    truth[RK_SHAPE] = 0.05;
    truth[RK_ATTACK_STRING] = 3.0;
    struct tune_data d;
    synthetic(&d, truth);
    struct value_weights w0, w;
    value_weights_default(&w0);
    struct tune_report rep;
    char err[200];
    ck_assert_msg(tune_fit(&d, &w0, 1e-3, &w, &rep, err, sizeof err), "%s", err);
    ck_assert(fabs(w.w[RK_TERRITORY] - 0.8) < 0.02);
    ck_assert(fabs(w.w[RK_SHAPE] - 0.05) < 0.02);
    ck_assert(fabs(w.w[RK_ATTACK_STRING] - 3.0) < 0.02);
    /* Kinds absent from the data keep their starting weight. */
    ck_assert(fabs(w.w[RK_BLUNDER] - w0.w[RK_BLUNDER]) < 1e-9);
    ck_assert_int_eq(rep.positions, 200);
    ck_assert_int_eq(rep.test_positions, 100);
    ck_assert(rep.rms_after_test < rep.rms_before_test);
    ck_assert(rep.rms_after_test < 0.3);
    ck_assert(rep.top1_after_test >= rep.top1_before_test);
    tune_data_free(&d);
}
END_TEST

START_TEST(fit_keeps_weights_to_their_sign)
{
    /* Data saying that territory is worth less than nothing: the fit
     * pins it at zero instead of asking the engine to lose points. */
    double truth[RK_NKINDS] = {0};
    truth[RK_TERRITORY] = -0.5;
    truth[RK_SHAPE] = 0.1;
    truth[RK_ATTACK_STRING] = 1.0;
    struct tune_data d;
    synthetic(&d, truth);
    struct value_weights w0, w;
    value_weights_default(&w0);
    struct tune_report rep;
    char err[200];
    ck_assert_msg(tune_fit(&d, &w0, 1e-3, &w, &rep, err, sizeof err), "%s", err);
    ck_assert(w.w[RK_TERRITORY] == 0);
    ck_assert(fabs(w.w[RK_ATTACK_STRING] - 1.0) < 0.05);
    ck_assert(w.w[RK_BLUNDER] < 0);
    tune_data_free(&d);
}
END_TEST

static bool read_text(const char *text, struct tune_data *d, char *err, int errlen)
{
    FILE *f = fmemopen((void *)text, strlen(text), "r");
    ck_assert(f);
    bool ok = tune_data_read(f, "t.tsv", d, err, errlen);
    fclose(f);
    return ok;
}

START_TEST(bad_data_is_refused)
{
    struct tune_data d;
    char err[200];
    ck_assert(!read_text("# header\n0\tD4\t1.5\t1\t2\n", &d, err, sizeof err));
    ck_assert_msg(strstr(err, "t.tsv:2:") != NULL, "%s", err);
    char row[1024] = "0\tD4\tnan";
    for (int k = 0; k < RK_NKINDS; k++)
        strcat(row, "\t0");
    strcat(row, "\n");
    ck_assert(!read_text(row, &d, err, sizeof err));
    char good[1024] = "3\tD4\t1.5";
    for (int k = 0; k < RK_NKINDS; k++)
        strcat(good, "\t0.5");
    strcat(good, "\n");
    ck_assert_msg(read_text(good, &d, err, sizeof err), "%s", err);
    ck_assert_int_eq(d.n, 1);
    ck_assert_int_eq(d.s[0].position, 3);
    tune_data_free(&d);
    struct value_weights w0, w;
    value_weights_default(&w0);
    struct tune_report rep;
    struct tune_data empty = {0};
    ck_assert(!tune_fit(&empty, &w0, 0, &w, &rep, err, sizeof err));
}
END_TEST

Suite *tune_suite(void)
{
    Suite *s = suite_create("tune");
    TCase *tc = tcase_create("fit");
    tcase_add_test(tc, fit_recovers_known_weights);
    tcase_add_test(tc, bad_data_is_refused);
    tcase_add_test(tc, fit_keeps_weights_to_their_sign);
    suite_add_tcase(s, tc);
    return s;
}
