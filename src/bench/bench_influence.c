/* bench_influence.c — `moyo bench influence`: time of one full influence
 * map (sources, propagation, control, regions) on 19x19 positions taken
 * from random games at several move numbers, in both decay modes. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench/bench.h"
#include "board/board.h"
#include "classical/influence/influence.h"

#define NPOSITIONS 16

static void usage(FILE *f)
{
    fprintf(f, "usage: moyo bench influence [--size N] [--seconds S]\n"
               "Times influence_compute on positions of random games after\n"
               "30..240 moves, in the 1/d and 1/2^d modes; prints microseconds\n"
               "per full map.\n");
}

/* Positions of random games, spread over the game's length. */
static void make_positions(struct board *pos, int size)
{
    uint64_t rng = 0x2545f4914f6cdd1dull;
    for (int i = 0; i < NPOSITIONS; i++) {
        board_init(&pos[i], size);
        pos[i].superko = false;
        int moves = 30 + i * 14 * size * size / 361;
        int color = BLACK;
        for (int m = 0; m < moves; m++) {
            coord p = board_random_move(&pos[i], color, &rng);
            board_play_unchecked(&pos[i], color, p);
            color = other_color(color);
        }
    }
}

static double time_mode(const struct board *pos, enum influence_mode mode, double seconds,
                        struct influence *inf)
{
    long maps = 0;
    double start = bench_cpu_now(), now = start;
    while (now - start < seconds) {
        for (int i = 0; i < NPOSITIONS; i++)
            influence_compute(inf, &pos[i], mode, NULL);
        maps += NPOSITIONS;
        now = bench_cpu_now();
    }
    return (now - start) / (double)maps * 1e6;
}

int bench_influence(int argc, char **argv)
{
    int size = 19;
    double seconds = 2.0;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--help") == 0) {
            usage(stdout);
            return 0;
        } else if (strcmp(argv[i], "--size") == 0 && i + 1 < argc) {
            size = atoi(argv[++i]);
        } else if (strcmp(argv[i], "--seconds") == 0 && i + 1 < argc) {
            seconds = atof(argv[++i]);
        } else {
            fprintf(stderr, "moyo bench influence: bad argument '%s'\n", argv[i]);
            usage(stderr);
            return 2;
        }
    }
    if (size < 5 || size > BOARD_MAX_SIZE || seconds <= 0) {
        fprintf(stderr, "moyo bench influence: size must be 5..25, seconds > 0\n");
        return 2;
    }
    struct board *pos = calloc(NPOSITIONS, sizeof *pos);
    struct influence *inf = malloc(sizeof *inf);
    if (!pos || !inf) {
        fprintf(stderr, "moyo bench influence: out of memory\n");
        free(pos);
        free(inf);
        return 1;
    }
    make_positions(pos, size);
    for (int m = INFLUENCE_INV_D; m <= INFLUENCE_INV_2D; m++) {
        double us = time_mode(pos, (enum influence_mode)m, seconds / 2, inf);
        printf("influence %dx%d %-5s: %.1f us per full map (CPU time, %d positions "
               "after 30..%d random moves)\n", size, size,
               influence_mode_name((enum influence_mode)m), us, NPOSITIONS,
               30 + (NPOSITIONS - 1) * 14 * size * size / 361);
    }
    for (int i = 0; i < NPOSITIONS; i++)
        board_free(&pos[i]);
    free(pos);
    free(inf);
    return 0;
}
