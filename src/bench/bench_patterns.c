/* bench_patterns.c — `moyo bench patterns`: full-board scans of the whole
 * pattern database (built-in, plus --patterns FILE) on a fixed 19x19
 * middle-game position, constraints included.  Reports scans/s, the time
 * of one scan, and matches per scan. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench/bench.h"
#include "board/coord.h"
#include "classical/reading.h"
#include "patterns/pattern_match.h"

/* 120 moves of a game GNU Go 3.8 played against itself at level 1. */
static const char *const MIDDLE_GAME =
    "Q16 D17 Q3 C3 F4 D6 C15 F16 C17 C18 D16 B17 E17 D18 E16 F15 F17 R5 O4 R8 R4 Q5 M4 O16 Q14 Q17 R17 P17 R18 K17 R10 P8 C8 E8 C11 E2 O19 G3 G5 D4 C13 F6 B6 Q4 S4 S5 P3 J2 P10 N8 N10 J15 O14 M16 B16 C16 T5 C17 E14 B15 B14 A16 M14 H17 J13 G13 T6 G11 K10 H13 J12 M7 J5 L2 K7 S10 S9 S8 S11 S6 N2 T7 H10 T4 S3 T3 T2 T5 S2 O18 P19 B4 N18 N17 M18 E12 N15 D10 C10 D9 C9 K14 L13 N5 N4 G10 O5 M5 L4 H9 L5 L6 K6 O6 P6 N6 P5 H11 E15 B5 ";

static void usage(FILE *f)
{
    fprintf(f, "usage: moyo bench patterns [--scans N] [--patterns FILE] [--diagrams-only]\n"
               "Scans every empty point of a fixed 19x19 middle-game position\n"
               "against the whole pattern database (black to move, constraints\n"
               "evaluated unless --diagrams-only); prints scans/s, microseconds\n"
               "per scan, matches/scan.\n");
}

static bool setup_position(struct board *b)
{
    char buf[1024];
    snprintf(buf, sizeof buf, "%s", MIDDLE_GAME);
    int color = BLACK;
    for (char *tok = strtok(buf, " "); tok; tok = strtok(NULL, " ")) {
        coord p;
        if (!parse_vertex(b, tok, &p) || board_play(b, color, p) != MOVE_OK)
            return false;
        color = other_color(color);
    }
    return true;
}

int bench_patterns(int argc, char **argv)
{
    long scans = 2000;
    const char *extra = NULL;
    bool diagrams_only = false;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--help") == 0) {
            usage(stdout);
            return 0;
        } else if (strcmp(argv[i], "--scans") == 0 && i + 1 < argc) {
            scans = atol(argv[++i]);
        } else if (strcmp(argv[i], "--diagrams-only") == 0) {
            diagrams_only = true;
        } else if (strcmp(argv[i], "--patterns") == 0 && i + 1 < argc) {
            extra = argv[++i];
        } else {
            fprintf(stderr, "moyo bench patterns: bad argument '%s'\n", argv[i]);
            usage(stderr);
            return 2;
        }
    }
    if (scans < 1)
        scans = 1;
    struct pattern_set *set = pattern_set_new_builtin();
    if (extra) {
        char err[600];
        struct pattern_db *db = pattern_db_load(extra, err, sizeof err);
        if (!db) {
            fprintf(stderr, "moyo bench patterns: %s\n", err);
            pattern_set_free(set);
            return 1;
        }
        pattern_set_add(set, db, true);
    }
    struct board b;
    board_init(&b, 19);
    if (!setup_position(&b)) {
        fprintf(stderr, "moyo bench patterns: bad built-in position\n");
        return 1;
    }
    uint32_t nvariants = 0;
    for (int i = 0; i < set->ndb; i++)
        nvariants += set->db[i]->nvariants;
    printf("database: %d patterns, %u variants, %u index entries\n", pattern_set_count(set),
           nvariants, set->nentries);
    printf("position: 19x19 after 120 moves, %d empty points, black to move%s\n", b.nempty,
           diagrams_only ? ", diagrams only" : "");
    struct pattern_env env = {.board = &b, .ignore_constraints = diagrams_only};
    env.data[PENV_READING] = reading_new();
    long matches = 0;
    pattern_scan(set, &env, BLACK, PCLASS_ALL, NULL, 0);        /* warm up caches */
    double t0 = bench_now(), c0 = bench_cpu_now();
    for (long i = 0; i < scans; i++)
        matches += pattern_scan(set, &env, BLACK, PCLASS_ALL, NULL, 0);
    double wall = bench_now() - t0, cpu = bench_cpu_now() - c0;
    printf("scans: %ld in %.3f s (cpu %.3f s): %.0f scans/s, %.1f us/scan, %.1f matches/scan\n",
           scans, wall, cpu, scans / (cpu > 0 ? cpu : 1e-9), 1e6 * cpu / scans,
           (double)matches / scans);
    pattern_env_release(&env);
    reading_free(env.data[PENV_READING]);
    board_free(&b);
    pattern_set_free(set);
    return 0;
}
