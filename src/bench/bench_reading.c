/* bench_reading.c — `moyo bench reading`: the tactician's speed on a fixed
 * set of positions.  Positions come from seeded random games (the same
 * on every run), stopped every few moves; every string with 1-3
 * liberties is attacked and defended with a fresh cache per position, so
 * the numbers measure reading, not cache reuse. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench/bench.h"
#include "board/board.h"
#include "classical/reading/reading.h"

static void usage(FILE *f)
{
    fprintf(f, "usage: moyo bench reading [--size N] [--games N] [--seed N]\n"
               "Reads attack and defence of every string with 1-3 liberties in\n"
               "positions taken from seeded random games; prints reads, nodes,\n"
               "nodes/s and microseconds per read.\n");
}

struct totals {
    long reads, nodes, wins;
};

static void read_position(struct reading *r, struct board *b, struct totals *t)
{
    reading_clear_cache(r);
    FOR_EACH_POINT(b, p) {
        if (b->color[p] == EMPTY || b->str[p] != p)
            continue;
        int libs = board_countlib(b, p);
        if (libs > 3)
            continue;
        coord m;
        long before = r->stats.nodes;
        t->wins += reading_attack(r, b, p, &m) != READ_FAIL;
        t->wins += reading_defend(r, b, p, &m) != READ_FAIL;
        t->nodes += r->stats.nodes - before;
        t->reads += 2;
    }
}

int bench_reading(int argc, char **argv)
{
    int size = 19, games = 20;
    uint64_t seed = 0x2545F491u;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--help") == 0) {
            usage(stdout);
            return 0;
        } else if (strcmp(argv[i], "--size") == 0 && i + 1 < argc) {
            size = atoi(argv[++i]);
        } else if (strcmp(argv[i], "--games") == 0 && i + 1 < argc) {
            games = atoi(argv[++i]);
        } else if (strcmp(argv[i], "--seed") == 0 && i + 1 < argc) {
            seed = strtoull(argv[++i], NULL, 10) | 1;
        } else {
            fprintf(stderr, "moyo bench reading: bad argument '%s'\n", argv[i]);
            usage(stderr);
            return 2;
        }
    }
    if (size < 5 || size > BOARD_MAX_SIZE || games < 1) {
        fprintf(stderr, "moyo bench reading: size must be 5..25, games >= 1\n");
        return 2;
    }
    struct board *b = malloc(sizeof *b);
    struct reading *r = reading_new();
    if (!b || !r) {
        fprintf(stderr, "moyo bench reading: out of memory\n");
        free(b);
        reading_free(r);
        return 1;
    }
    struct totals t = {0, 0, 0};
    long positions = 0;
    double t0 = bench_cpu_now();
    int stop = size * size / 2;
    for (int g = 0; g < games; g++) {
        board_init(b, size);
        for (int m = 1; m <= stop; m++) {
            int color = m % 2 ? BLACK : WHITE;
            board_play(b, color, board_random_move(b, color, &seed));
            if (m % 20 == 0) {
                read_position(r, b, &t);
                positions++;
            }
        }
        board_free(b);
    }
    double secs = bench_cpu_now() - t0;
    if (secs <= 0)
        secs = 1e-9;
    printf("reading: %ld positions (%dx%d), %ld reads, %ld successful\n",
           positions, size, size, t.reads, t.wins);
    printf("nodes %ld in %.2f s CPU: %.0f nodes/s, %.1f us/read, %.1f nodes/read\n",
           t.nodes, secs, t.nodes / secs, 1e6 * secs / (t.reads ? t.reads : 1),
           (double)t.nodes / (t.reads ? t.reads : 1));
    printf("budget exhausted %ld, hard cap hits %ld\n", r->stats.budget_exhausted,
           r->stats.cap_hits);
    reading_free(r);
    free(b);
    return 0;
}
