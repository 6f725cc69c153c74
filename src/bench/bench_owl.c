/* bench_owl.c — `moyo bench owl`: the life-and-death searcher's speed on a
 * fixed set of positions.  Positions come from seeded random games (the
 * same on every run), stopped every few moves; every string of at least
 * two stones with at most six liberties is attacked and defended (goal:
 * the string and its sure links).  Each position is read twice: cold
 * (cache cleared) and warm (same reads again), reported apart, so the
 * cold numbers measure the search and the warm ones the cache. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench/bench.h"
#include "board/board.h"
#include "classical/owl/owl.h"

static void usage(FILE *f)
{
    fprintf(f, "usage: moyo bench owl [--size N] [--games N] [--seed N] [--level N]\n"
               "Owl attack and defence of every string of 2+ stones with at most six\n"
               "liberties in positions from seeded random games; prints reads, nodes,\n"
               "nodes/s and reads/s, cold cache and warm cache apart.\n");
}

struct totals {
    long reads, nodes, wins;
    double secs;
};

static void read_all(struct owl *o, struct board *b, struct totals *t)
{
    long before = o->stats.nodes;
    double t0 = bench_cpu_now();
    FOR_EACH_POINT(b, p) {
        if (b->color[p] == EMPTY || b->str[p] != p || board_string_size(b, p) < 2
            || board_countlib(b, p) > 6)
            continue;
        coord m;
        t->wins += owl_attack(o, b, NULL, p, &m) != READ_FAIL;
        t->wins += owl_defend(o, b, NULL, p, &m) != READ_FAIL;
        t->reads += 2;
    }
    t->secs += bench_cpu_now() - t0;
    t->nodes += o->stats.nodes - before;
}

static void report(const char *what, const struct totals *t)
{
    double secs = t->secs > 0 ? t->secs : 1e-9;
    printf("%s: %ld reads (%ld successful), %ld nodes in %.2f s CPU: %.0f nodes/s, "
           "%.0f reads/s, %.1f nodes/read\n",
           what, t->reads, t->wins, t->nodes, t->secs, t->nodes / secs, t->reads / secs,
           (double)t->nodes / (t->reads ? t->reads : 1));
}

int bench_owl(int argc, char **argv)
{
    int size = 19, games = 1, level = 10;
    uint64_t seed = 0x2545F491u;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--help") == 0) {
            usage(stdout);
            return 0;
        } else if (strcmp(argv[i], "--size") == 0 && i + 1 < argc) {
            size = atoi(argv[++i]);
        } else if (strcmp(argv[i], "--games") == 0 && i + 1 < argc) {
            games = atoi(argv[++i]);
        } else if (strcmp(argv[i], "--level") == 0 && i + 1 < argc) {
            level = atoi(argv[++i]);
        } else if (strcmp(argv[i], "--seed") == 0 && i + 1 < argc) {
            seed = strtoull(argv[++i], NULL, 10) | 1;
        } else {
            fprintf(stderr, "moyo bench owl: bad argument '%s'\n", argv[i]);
            usage(stderr);
            return 2;
        }
    }
    if (size < 5 || size > BOARD_MAX_SIZE || games < 1 || level < 1 || level > 20) {
        fprintf(stderr, "moyo bench owl: size must be 5..25, games >= 1, level 1..20\n");
        return 2;
    }
    struct board *b = malloc(sizeof *b);
    struct owl *o = owl_new(NULL);
    if (!b || !o) {
        fprintf(stderr, "moyo bench owl: out of memory\n");
        free(b);
        owl_free(o);
        return 1;
    }
    owl_set_level(o, level);
    struct totals cold = {0, 0, 0, 0}, warm = {0, 0, 0, 0};
    long positions = 0;
    int stop = size * size / 2;
    for (int g = 0; g < games; g++) {
        board_init(b, size);
        for (int m = 1; m <= stop; m++) {
            int color = m % 2 ? BLACK : WHITE;
            board_play(b, color, board_random_move(b, color, &seed));
            if (m % 45 == 0) {
                owl_clear_cache(o);
                read_all(o, b, &cold);
                read_all(o, b, &warm);
                positions++;
            }
        }
        board_free(b);
    }
    printf("owl: %ld positions (%dx%d), level %d\n", positions, size, size, level);
    report("cold cache", &cold);
    report("warm cache", &warm);
    printf("budget exhausted %ld, hard cap hits %ld\n", o->stats.budget_exhausted,
           o->stats.cap_hits);
    owl_free(o);
    free(b);
    return 0;
}
