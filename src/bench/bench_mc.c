/* bench_mc.c — `moyo bench mc`: whole-search speed of the MC engine from
 * the empty board (tree, priors, playouts, backup all counted). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench/bench.h"
#include "mc/mc.h"

static void usage(FILE *f)
{
    fprintf(f, "usage: moyo bench mc [--size N] [--playout light|heavy] [--seconds S]\n"
               "                     [--threads N] [--komi K] [--set OPTION VALUE]...\n"
               "                     [--sims N] [--seed N]\n"
               "Runs one MC search on the empty board for S seconds (default 5) and\n"
               "prints simulations per second (wall clock) and per CPU second.\n"
               "--sims stops after N simulations instead; with --seed and one thread\n"
               "the run repeats exactly, so instruction counts (valgrind --tool=callgrind)\n"
               "compare two builds on a loaded machine.\n");
}

static bool set_all(struct mc_params *p, const char **name, const char **value, int n,
                    char *err, int errlen)
{
    for (int i = 0; i < n; i++)
        if (!mc_params_set(p, name[i], value[i], err, errlen))
            return false;
    return true;
}

int bench_mc(int argc, char **argv)
{
    int size = 9, threads = 1;
    long sims = 0;
    const char *seed = NULL;
    double seconds = 5, komi = 7.5;
    const char *policy = "light";
    const char *set_name[8], *set_value[8];
    int nset = 0;
    for (int i = 1; i < argc; i++) {
        bool more = i + 1 < argc;
        if (!strcmp(argv[i], "--help")) {
            usage(stdout);
            return 0;
        } else if (!strcmp(argv[i], "--size") && more) {
            size = atoi(argv[++i]);
        } else if (!strcmp(argv[i], "--playout") && more) {
            policy = argv[++i];
        } else if (!strcmp(argv[i], "--seconds") && more) {
            seconds = atof(argv[++i]);
        } else if (!strcmp(argv[i], "--threads") && more) {
            threads = atoi(argv[++i]);
        } else if (!strcmp(argv[i], "--sims") && more) {
            sims = atol(argv[++i]);
        } else if (!strcmp(argv[i], "--seed") && more) {
            seed = argv[++i];
        } else if (!strcmp(argv[i], "--komi") && more) {
            komi = atof(argv[++i]);
        } else if (!strcmp(argv[i], "--set") && i + 2 < argc) {
            if (nset < 8) {
                set_name[nset] = argv[i + 1];
                set_value[nset++] = argv[i + 2];
            }
            i += 2;
        } else {
            fprintf(stderr, "moyo bench mc: bad argument '%s'\n", argv[i]);
            usage(stderr);
            return 2;
        }
    }
    if (size < 2 || size > BOARD_MAX_SIZE || seconds <= 0 || threads < 1
        || threads > MC_MAX_THREADS || sims < 0) {
        fprintf(stderr, "moyo bench mc: size 2..25, seconds > 0, threads 1..%d, sims >= 0\n",
                MC_MAX_THREADS);
        return 2;
    }
    struct mc_search *s = mc_search_new();
    struct game *g = malloc(sizeof *g);
    if (!s || !g) {
        fprintf(stderr, "moyo bench mc: out of memory\n");
        mc_search_free(s);
        free(g);
        return 1;
    }
    char err[160], nthreads[16];
    snprintf(nthreads, sizeof nthreads, "%d", threads);
    if (!mc_params_set(&s->par, "playout", policy, err, sizeof err)
        || !mc_params_set(&s->par, "threads", nthreads, err, sizeof err)
        || !set_all(&s->par, set_name, set_value, nset, err, sizeof err)
        || (seed && !mc_params_set(&s->par, "seed", seed, err, sizeof err))) {
        fprintf(stderr, "moyo bench mc: %s\n", err);
        mc_search_free(s);
        free(g);
        return 2;
    }
    if (seed)
        s->rng_state = s->par.seed;
    game_init(g, size, komi);
    s->early_stop = false;
    double cpu0 = bench_cpu_now();
    mc_search_run(s, g, BLACK, sims, sims > 0 ? 0 : seconds);
    double cpu = bench_cpu_now() - cpu0;
    printf("mc %dx%d %s: %ld simulations in %.2f s: %.0f sims/s wall, %.0f sims/CPU-s "
           "(%d thread%s), tree %u nodes%s\n",
           size, size, policy, s->last_sims, s->last_seconds, s->last_sims / s->last_seconds,
           cpu > 0 ? s->last_sims / cpu : 0, threads, threads > 1 ? "s" : "", s->tree.used,
           s->tree.full ? " (pool full)" : "");
    game_free(g);
    free(g);
    mc_search_free(s);
    return 0;
}
