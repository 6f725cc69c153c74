/* bench_board.c — `moyo bench board`: random legal games without eye
 * filling, the raw speed of the board code that MC playouts stand on.
 * Each game ends as a playout does: its final position is counted
 * (playout_score, the area count of src/mc/playout.c), so playouts/s is
 * what a light playout costs, count included. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench/bench.h"
#include "board/board.h"
#include "mc/playout.h"

static void usage(FILE *f)
{
    fprintf(f, "usage: moyo bench board [--size N] [--seconds S | --playouts N] [--seed N]\n"
               "Plays random legal games (no filling of own eyes, two passes end\n"
               "a game; the final position is counted as an MC playout counts it)\n"
               "on one thread and prints playouts/s and moves/s.\n");
}

int bench_board(int argc, char **argv)
{
    int size = 9;
    double seconds = 3.0;
    long limit = 0;     /* fixed playout count: repeatable under callgrind */
    uint64_t seed = 0x12345678u;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--help") == 0) {
            usage(stdout);
            return 0;
        } else if (strcmp(argv[i], "--size") == 0 && i + 1 < argc) {
            size = atoi(argv[++i]);
        } else if (strcmp(argv[i], "--seconds") == 0 && i + 1 < argc) {
            seconds = atof(argv[++i]);
        } else if (strcmp(argv[i], "--playouts") == 0 && i + 1 < argc) {
            limit = atol(argv[++i]);
        } else if (strcmp(argv[i], "--seed") == 0 && i + 1 < argc) {
            seed = strtoull(argv[++i], NULL, 10) | 1;
        } else {
            fprintf(stderr, "moyo bench board: bad argument '%s'\n", argv[i]);
            usage(stderr);
            return 2;
        }
    }
    if (size < BOARD_MIN_SIZE || size > BOARD_MAX_SIZE || seconds <= 0) {
        fprintf(stderr, "moyo bench board: size must be 1..25, seconds > 0\n");
        return 2;
    }
    struct board *empty = malloc(sizeof *empty), *b = malloc(sizeof *b);
    if (!empty || !b) {
        fprintf(stderr, "moyo bench board: out of memory\n");
        return 1;
    }
    board_init(empty, size);
    long playouts = 0, moves = 0;
    double score_sum = 0;   /* printed, so the count cannot be optimised away */
    int max_moves = 3 * size * size;
    double start = bench_now(), now = start;
    while (limit ? playouts < limit : now - start < seconds) {
        for (int k = 0; k < 100; k++) {
            board_copy(b, empty);
            int color = BLACK, passes = 0;
            for (int m = 0; m < max_moves && passes < 2; m++) {
                coord p = board_random_move(b, color, &seed);
                board_play_unchecked(b, color, p);
                passes = p == PASS ? passes + 1 : 0;
                color = other_color(color);
                moves++;
            }
            score_sum += playout_score(b, 7.5, NULL);
            playouts++;
        }
        now = bench_now();
    }
    double t = now - start;
    printf("board %dx%d: %ld playouts in %.2f s: %.0f playouts/s, %.0f moves/s, "
           "%.1f moves/playout, each final position counted (mean B-W-7.5: %+.1f; "
           "1 thread)\n",
           size, size, playouts, t, playouts / t, moves / t, (double)moves / playouts,
           score_sum / playouts);
    board_free(empty);
    free(empty);
    free(b);
    return 0;
}
