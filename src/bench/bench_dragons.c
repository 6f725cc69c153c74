/* bench_dragons.c — `moyo bench dragons`: the full dragon analysis (worms
 * with the tactician, links with patterns and connection reading, eyes,
 * escape, static status) of middle-game 19x19 positions from real games.
 *
 * Positions: the 19x19 SGF files of a folder (default GNU Go's regression
 * games, ../shared/regress/games), in name order, each at one move between
 * 120 and 180 (fixed per file, so every run sees the same positions).  Each
 * analysis starts from a fresh reader, so no cache carries over from one
 * position (or one repetition) to the next; the pattern database is built
 * once, as it is knowledge, not state.  Reports the median with the spread
 * (min, quartiles, max) of CPU milliseconds per analysis (the process's
 * CPU clock: the analysis is single-threaded, and the machine is shared),
 * and the wall-clock median beside it. */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench/bench.h"
#include "board/game.h"
#include "classical/dragon/dragon.h"
#include "classical/reading/reading.h"
#include "patterns/pattern_match.h"
#include "sgf/sgf.h"

#define MAX_POSITIONS 200

static void usage(FILE *f)
{
    fprintf(f, "usage: moyo bench dragons [--dir DIR] [--positions N] [--repeat N]\n"
               "Full dragon analysis of N (default 24) middle-game 19x19 positions:\n"
               "each SGF of DIR (default ../shared/regress/games) with at least 180\n"
               "moves, at a move from 120 to 180.  Each analysis uses a fresh reader.\n"
               "Prints ms per analysis: median, min, quartiles, max; nodes; dragons.\n");
}

static int cmp_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* Sorted names of the .sgf files of dir (caller frees). */
static int list_sgf(const char *dir, char ***out)
{
    DIR *d = opendir(dir);
    if (!d)
        return -1;
    int n = 0, cap = 64;
    char **names = malloc(sizeof *names * (size_t)cap);
    struct dirent *e;
    while (names && (e = readdir(d))) {
        size_t len = strlen(e->d_name);
        if (len < 5 || strcmp(e->d_name + len - 4, ".sgf") != 0)
            continue;
        if (n == cap) {
            char **more = realloc(names, sizeof *names * (size_t)(cap *= 2));
            if (!more)
                break;
            names = more;
        }
        names[n++] = strdup(e->d_name);
    }
    closedir(d);
    if (names)
        qsort(names, (size_t)n, sizeof *names, cmp_name);
    *out = names;
    return names ? n : -1;
}

/* The move (120..180) a file is stopped at: fixed by its name. */
static int stop_move(const char *name)
{
    unsigned h = 2166136261u;
    for (const char *c = name; *c; c++)
        h = (h ^ (unsigned char)*c) * 16777619u;
    return 120 + (int)(h % 61);
}

/* Loads the middle-game positions into games[]; returns how many. */
static int load_positions(const char *dir, int want, struct game *games, char names[][64])
{
    char **files;
    int nf = list_sgf(dir, &files);
    if (nf < 0)
        return -1;
    int n = 0;
    char path[1024];
    for (int i = 0; i < nf && n < want; i++) {
        snprintf(path, sizeof path, "%s/%s", dir, files[i]);
        struct sgf_info info;
        struct sgf_error err;
        game_init(&games[n], 19, 0);
        if (!sgf_load_game(path, 0, NULL, &games[n], &info, &err) || info.size != 19
            || info.moves < 180) {
            game_free(&games[n]);
            continue;
        }
        game_free(&games[n]);
        game_init(&games[n], 19, 0);
        if (!sgf_load_game(path, stop_move(files[i]), NULL, &games[n], &info, &err)) {
            game_free(&games[n]);
            continue;
        }
        snprintf(names[n], 64, "%s", files[i]);
        n++;
    }
    for (int i = 0; i < nf; i++)
        free(files[i]);
    free(files);
    return n;
}

static double quantile(const double *sorted, int n, double q)
{
    double at = q * (n - 1);
    int lo = (int)at;
    double frac = at - lo;
    return lo + 1 < n ? sorted[lo] * (1 - frac) + sorted[lo + 1] * frac : sorted[lo];
}

int bench_dragons(int argc, char **argv)
{
    const char *dir = "../shared/regress/games";
    int want = 24, repeat = 1;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--help") == 0) {
            usage(stdout);
            return 0;
        } else if (strcmp(argv[i], "--dir") == 0 && i + 1 < argc) {
            dir = argv[++i];
        } else if (strcmp(argv[i], "--positions") == 0 && i + 1 < argc) {
            want = atoi(argv[++i]);
        } else if (strcmp(argv[i], "--repeat") == 0 && i + 1 < argc) {
            repeat = atoi(argv[++i]);
        } else {
            fprintf(stderr, "moyo bench dragons: bad argument '%s'\n", argv[i]);
            usage(stderr);
            return 2;
        }
    }
    if (want < 1 || want > MAX_POSITIONS || repeat < 1 || repeat > 100) {
        fprintf(stderr, "moyo bench dragons: --positions 1..%d, --repeat 1..100\n",
                MAX_POSITIONS);
        return 2;
    }
    struct game *games = calloc((size_t)want, sizeof *games);
    char (*names)[64] = calloc((size_t)want, 64);
    double *ms = calloc((size_t)(want * repeat), sizeof *ms);
    double *wall = calloc((size_t)(want * repeat), sizeof *wall);
    struct pattern_set *ps = pattern_set_new_builtin();
    int n = games && names && ms && wall && ps ? load_positions(dir, want, games, names) : -2;
    if (n <= 0) {
        fprintf(stderr, "moyo bench dragons: %s %s\n",
                n == -1 ? "cannot read folder" : "no 19x19 game of 180+ moves in", dir);
        free(games), free(names), free(ms), free(wall), pattern_set_free(ps);
        return 1;
    }
    long nodes = 0, dragons = 0;
    int runs = 0;
    for (int k = 0; k < repeat; k++)
        for (int i = 0; i < n; i++) {
            struct board *b = &games[i].board;
            double t0 = bench_cpu_now(), w0 = bench_now();
            struct reading *r = reading_new();
            struct dragon_analysis a;
            bool ok = r && dragon_analyze(&a, b, r, ps, NULL);
            reading_free(r);
            wall[runs] = (bench_now() - w0) * 1e3;
            ms[runs++] = (bench_cpu_now() - t0) * 1e3;
            if (ok) {
                nodes += a.nodes;
                dragons += a.ndragons;
                dragon_analysis_free(&a);
            }
        }
    qsort(ms, (size_t)runs, sizeof *ms, cmp_double);
    qsort(wall, (size_t)runs, sizeof *wall, cmp_double);
    printf("dragons: %d positions (19x19, moves 120-180 of games in %s), %d run%s each, "
           "fresh reader per analysis\n", n, dir, repeat, repeat > 1 ? "s" : "");
    printf("CPU ms per analysis: median %.2f  min %.2f  q1 %.2f  q3 %.2f  max %.2f\n",
           quantile(ms, runs, 0.5), ms[0], quantile(ms, runs, 0.25), quantile(ms, runs, 0.75),
           ms[runs - 1]);
    printf("wall ms per analysis: median %.2f  max %.2f (other processes share the cores)\n",
           quantile(wall, runs, 0.5), wall[runs - 1]);
    printf("mean per analysis: %.0f reading nodes, %.1f dragons\n", (double)nodes / runs,
           (double)dragons / runs);
    for (int i = 0; i < n; i++)
        game_free(&games[i]);
    free(games), free(names), free(ms), free(wall);
    pattern_set_free(ps);
    return 0;
}
