/* cli_tune.c — the `moyo tune` command line: `collect` writes the data
 * set of the weight fit, `fit` fits the weights and reports the residual
 * (tune.h; docs/move-generation.md).  tools/tune runs both. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "tune/tune.h"

static void usage(FILE *f)
{
    fprintf(f,
        "usage: moyo tune collect [--per-game K] [--top T] [--sampled S] [--playouts N]\n"
        "                         [--seed S] [--weights FILE] [--out FILE] GAME.sgf...\n"
        "       moyo tune fit DATA.tsv [--lambda L] [--weights FILE] [--out FILE]\n\n"
        "collect: for K positions of each game (default 4), the classical engine's\n"
        "  T best candidates (8) and S more drawn from the rest (4), each with its\n"
        "  reason features and the MC engine's expected score after the move (N\n"
        "  playouts, 1000), as TSV on standard output or FILE.\n"
        "fit: least squares on the centred data, ridge towards the current weights\n"
        "  (lambda 1); fits on even positions, reports the residual on odd ones, then\n"
        "  fits on all and writes the weights file (`kind weight` lines) to FILE or\n"
        "  standard output.  See docs/move-generation.md.\n");
}

static bool num_arg(const char *s, double lo, double hi, double *v)
{
    char *end;
    *v = strtod(s, &end);
    return *s && !*end && *v >= lo && *v <= hi;
}

static FILE *open_out(const char *path)
{
    if (!path)
        return stdout;
    FILE *f = fopen(path, "w");
    if (!f)
        fprintf(stderr, "moyo tune: cannot write %s\n", path);
    return f;
}

static int run_collect(int argc, char **argv)
{
    struct tune_collect_opts o = {.per_game = 4, .top = 8, .sampled = 4, .playouts = 1000,
                                  .seed = 1};
    const char *out_path = NULL;
    const char **files = calloc((size_t)argc, sizeof *files);
    if (!files)
        return 1;
    for (int i = 2; i < argc; i++) {
        double v;
        bool has = i + 1 < argc;
        const char *a = argv[i];
        if (!strcmp(a, "--per-game") && has && num_arg(argv[i + 1], 1, 1000, &v))
            o.per_game = (int)v, i++;
        else if (!strcmp(a, "--top") && has && num_arg(argv[i + 1], 1, 100, &v))
            o.top = (int)v, i++;
        else if (!strcmp(a, "--sampled") && has && num_arg(argv[i + 1], 0, 100, &v))
            o.sampled = (int)v, i++;
        else if (!strcmp(a, "--playouts") && has && num_arg(argv[i + 1], 10, 1e7, &v))
            o.playouts = (long)v, i++;
        else if (!strcmp(a, "--seed") && has && num_arg(argv[i + 1], 0, 2147483647, &v))
            o.seed = (uint64_t)v, i++;
        else if (!strcmp(a, "--weights") && has)
            o.weights = argv[++i];
        else if (!strcmp(a, "--out") && has)
            out_path = argv[++i];
        else if (a[0] == '-') {
            fprintf(stderr, "moyo tune: bad option or value '%s'\n", a);
            free(files);
            return 2;
        } else
            files[o.nfiles++] = a;
    }
    if (o.nfiles == 0) {
        usage(stderr);
        free(files);
        return 2;
    }
    o.files = files;
    FILE *out = open_out(out_path);
    char err[300];
    bool ok = out && tune_collect(&o, out, err, sizeof err);
    if (out && !ok)
        fprintf(stderr, "moyo tune: %s\n", err);
    if (out && out != stdout)
        fclose(out);
    free(files);
    return ok ? 0 : 1;
}

static void print_report(const struct tune_report *r, double lambda)
{
    fprintf(stderr,
            "data: %d positions, %d candidate moves; lambda %g\n"
            "fit on %d even positions, residual RMS (points, centred per position):\n"
            "  fitted positions:   %.3f before, %.3f after\n"
            "  held-out positions: %.3f before, %.3f after (%d positions)\n"
            "  held-out best move by value = best by reference: %.1f%% before, %.1f%% after\n",
            r->positions, r->samples, lambda, r->train_positions, r->rms_before_train,
            r->rms_after_train, r->rms_before_test, r->rms_after_test, r->test_positions,
            100 * r->top1_before_test, 100 * r->top1_after_test);
}

static int run_fit(int argc, char **argv)
{
    const char *data = NULL, *out_path = NULL, *weights = NULL;
    double lambda = 1;
    for (int i = 2; i < argc; i++) {
        bool has = i + 1 < argc;
        if (!strcmp(argv[i], "--lambda") && has && num_arg(argv[i + 1], 1e-9, 1e9, &lambda))
            i++;
        else if (!strcmp(argv[i], "--out") && has)
            out_path = argv[++i];
        else if (!strcmp(argv[i], "--weights") && has)
            weights = argv[++i];
        else if (argv[i][0] == '-' || data) {
            fprintf(stderr, "moyo tune: bad option or value '%s'\n", argv[i]);
            return 2;
        } else
            data = argv[i];
    }
    if (!data) {
        usage(stderr);
        return 2;
    }
    char err[300];
    struct value_weights w0, w;
    value_weights_default(&w0);
    if (weights && !value_weights_load(&w0, weights, err, sizeof err)) {
        fprintf(stderr, "moyo tune: %s\n", err);
        return 1;
    }
    FILE *in = fopen(data, "r");
    if (!in) {
        fprintf(stderr, "moyo tune: cannot read %s\n", data);
        return 1;
    }
    struct tune_data d;
    bool ok = tune_data_read(in, data, &d, err, sizeof err);
    fclose(in);
    struct tune_report rep;
    ok = ok && tune_fit(&d, &w0, lambda, &w, &rep, err, sizeof err);
    tune_data_free(&d);
    if (!ok) {
        fprintf(stderr, "moyo tune: %s\n", err);
        return 1;
    }
    print_report(&rep, lambda);
    FILE *out = open_out(out_path);
    if (!out)
        return 1;
    value_weights_write(&w, out);
    if (out != stdout)
        fclose(out);
    return 0;
}

int cli_tune(int argc, char **argv)
{
    if (argc >= 2 && !strcmp(argv[1], "collect"))
        return run_collect(argc, argv);
    if (argc >= 2 && !strcmp(argv[1], "fit"))
        return run_fit(argc, argv);
    bool help = argc >= 2 && (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h"));
    usage(help ? stdout : stderr);
    return help ? 0 : 2;
}
