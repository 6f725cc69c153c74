/* bench_connect.c — `moyo bench connect`: connection reading's speed on a
 * fixed set of positions.  Positions come from seeded random games (the
 * same on every run), stopped every 20 moves; every pair of same-colour
 * strings that share a liberty or have liberties next to each other is
 * read both ways (connect and disconnect), with fresh caches per
 * position, so the numbers measure reading, not cache reuse. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench/bench.h"
#include "board/board.h"
#include "classical/connect/connect.h"
#include "classical/reading/reading.h"

#define MAX_PAIRS 64

static void usage(FILE *f)
{
    fprintf(f, "usage: moyo bench connect [--size N] [--games N] [--seed N]\n"
               "Reads connect and disconnect of every pair of nearby same-colour\n"
               "strings in positions taken from seeded random games; prints reads,\n"
               "connection and tactical nodes, reads/s and nodes/s.\n");
}

struct totals {
    long reads, nodes, tactical_nodes, wins;
};

/* Same-colour strings whose liberties touch (shared liberty, or a
 * liberty next to a liberty of the other): the pairs worth reading. */
static int nearby_pairs(const struct board *b, coord (*pairs)[2], int max)
{
    int n = 0;
    FOR_EACH_POINT(b, s) {
        if (b->color[s] == EMPTY || b->str[s] != s)
            continue;
        coord libs[64];
        int nl = board_liberties(b, s, libs, 64);
        for (int i = 0; i < nl; i++)
            for (int k = 0; k <= 4; k++) {
                coord l = k < 4 ? (coord)(libs[i] + b->dir[k]) : libs[i];
                if (b->color[l] != EMPTY)
                    continue;
                for (int j = 0; j < 4; j++) {
                    coord q = (coord)(l + b->dir[j]);
                    if (b->color[q] != b->color[s] || b->str[q] <= s)
                        continue;
                    bool dup = false;
                    for (int m = 0; m < n && !dup; m++)
                        dup = pairs[m][0] == s && pairs[m][1] == b->str[q];
                    if (!dup && n < max) {
                        pairs[n][0] = s;
                        pairs[n][1] = b->str[q];
                        n++;
                    }
                }
            }
    }
    return n;
}

static void read_position(struct connection *c, struct board *b, struct totals *t)
{
    coord pairs[MAX_PAIRS][2];
    int n = nearby_pairs(b, pairs, MAX_PAIRS);
    connection_clear_cache(c);
    reading_clear_cache(c->tactics);
    for (int i = 0; i < n; i++) {
        coord m;
        long before = c->stats.nodes, tbefore = c->tactics->stats.nodes;
        t->wins += connect_strings(c, b, pairs[i][0], pairs[i][1], &m) != READ_FAIL;
        t->wins += disconnect_strings(c, b, pairs[i][0], pairs[i][1], &m) != READ_FAIL;
        t->nodes += c->stats.nodes - before;
        t->tactical_nodes += c->tactics->stats.nodes - tbefore;
        t->reads += 2;
    }
}

static int parse(int argc, char **argv, int *size, int *games, uint64_t *seed)
{
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--help") == 0) {
            usage(stdout);
            return 0;
        } else if (strcmp(argv[i], "--size") == 0 && i + 1 < argc) {
            *size = atoi(argv[++i]);
        } else if (strcmp(argv[i], "--games") == 0 && i + 1 < argc) {
            *games = atoi(argv[++i]);
        } else if (strcmp(argv[i], "--seed") == 0 && i + 1 < argc) {
            *seed = strtoull(argv[++i], NULL, 10) | 1;
        } else {
            fprintf(stderr, "moyo bench connect: bad argument '%s'\n", argv[i]);
            usage(stderr);
            return 2;
        }
    }
    if (*size < 5 || *size > BOARD_MAX_SIZE || *games < 1) {
        fprintf(stderr, "moyo bench connect: size must be 5..25, games >= 1\n");
        return 2;
    }
    return -1;
}

int bench_connect(int argc, char **argv)
{
    int size = 19, games = 10;
    uint64_t seed = 0x2545F491u;
    int rc = parse(argc, argv, &size, &games, &seed);
    if (rc >= 0)
        return rc;
    struct board *b = malloc(sizeof *b);
    struct connection *c = connection_new(NULL);
    if (!b || !c) {
        fprintf(stderr, "moyo bench connect: out of memory\n");
        free(b);
        connection_free(c);
        return 1;
    }
    struct totals t = {0, 0, 0, 0};
    long positions = 0;
    double t0 = bench_cpu_now();
    int stop = size * size / 2;
    for (int g = 0; g < games; g++) {
        board_init(b, size);
        for (int m = 1; m <= stop; m++) {
            int color = m % 2 ? BLACK : WHITE;
            board_play(b, color, board_random_move(b, color, &seed));
            if (m % 20 == 0) {
                read_position(c, b, &t);
                positions++;
            }
        }
        board_free(b);
    }
    double secs = bench_cpu_now() - t0;
    if (secs <= 0)
        secs = 1e-9;
    long reads = t.reads ? t.reads : 1;
    printf("connect: %ld positions (%dx%d), %ld reads, %ld successful\n",
           positions, size, size, t.reads, t.wins);
    printf("%.2f s CPU: %.0f reads/s, %.1f us/read\n", secs, t.reads / secs, 1e6 * secs / reads);
    printf("connection nodes %ld (%.1f/read, %.0f/s); tactical nodes %ld (%.1f/read)\n",
           t.nodes, (double)t.nodes / reads, t.nodes / secs, t.tactical_nodes,
           (double)t.tactical_nodes / reads);
    printf("budget exhausted %ld, hard cap hits %ld, root wins read one wide replaced %ld\n",
           c->stats.budget_exhausted, c->stats.cap_hits, c->stats.starved_wins_replaced);
    connection_free(c);
    free(b);
    return 0;
}
