/* bench_patterns.c — `moyo bench patterns`: full-board scans of the whole
 * pattern database (built-in, plus --patterns FILE), constraints included,
 * measured two ways, because they differ by an order of magnitude and a
 * figure must say which it is:
 *   cold  each scan meets a position for the first time, with a fresh
 *         reader (no cached reads) and a fresh pattern environment: what a
 *         move generator pays on a new position.  The positions are the
 *         bench game after each of its moves 20..120 (101 positions, the
 *         side to move of each), every one scanned once per round;
 *   warm  one position (after move 120, black to move) rescanned with the
 *         same reader, whose reads are then all cached: the matcher's own
 *         cost plus cache lookups.
 * Times are CPU time of the scans alone (creating and freeing the reader
 * is outside the clock). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench/bench.h"
#include "board/coord.h"
#include "classical/reading/reading.h"
#include "patterns/pattern_match.h"

/* 120 moves of a game GNU Go 3.8 played against itself at level 1. */
static const char *const MIDDLE_GAME =
    "Q16 D17 Q3 C3 F4 D6 C15 F16 C17 C18 D16 B17 E17 D18 E16 F15 F17 R5 O4 R8 R4 Q5 M4 O16 Q14 Q17 R17 P17 R18 K17 R10 P8 C8 E8 C11 E2 O19 G3 G5 D4 C13 F6 B6 Q4 S4 S5 P3 J2 P10 N8 N10 J15 O14 M16 B16 C16 T5 C17 E14 B15 B14 A16 M14 H17 J13 G13 T6 G11 K10 H13 J12 M7 J5 L2 K7 S10 S9 S8 S11 S6 N2 T7 H10 T4 S3 T3 T2 T5 S2 O18 P19 B4 N18 N17 M18 E12 N15 D10 C10 D9 C9 K14 L13 N5 N4 G10 O5 M5 L4 H9 L5 L6 K6 O6 P6 N6 P5 H11 E15 B5 ";

#define GAME_MOVES 120
#define FIRST_COLD 20       /* cold positions: after moves 20..GAME_MOVES */
#define NCOLD (GAME_MOVES - FIRST_COLD + 1)

static void usage(FILE *f)
{
    fprintf(f, "usage: moyo bench patterns [--scans N] [--rounds R] [--patterns FILE]\n"
               "                           [--diagrams-only]\n"
               "Scans every empty point of 19x19 middle-game positions against the\n"
               "whole pattern database (constraints evaluated unless --diagrams-only):\n"
               "  cold: the %d positions of a game after its moves %d..%d, each with a\n"
               "        fresh reader (no cached reads), R rounds (default 3);\n"
               "        median, mean and slowest scan\n"
               "  warm: the position after move %d rescanned N times (default 2000)\n"
               "        with one reader, its reads cached (and, to compare, that\n"
               "        position cold 31 times)\n"
               "CPU time per scan, matches per scan.\n",
            NCOLD, FIRST_COLD, GAME_MOVES, GAME_MOVES);
}

/* The first n moves of the bench game on an empty 19x19 board. */
static bool setup_position(struct board *b, int n)
{
    char buf[1024];
    snprintf(buf, sizeof buf, "%s", MIDDLE_GAME);
    board_init(b, 19);
    int color = BLACK, played = 0;
    for (char *tok = strtok(buf, " "); tok && played < n; tok = strtok(NULL, " ")) {
        coord p;
        if (!parse_vertex(b, tok, &p) || board_play(b, color, p) != MOVE_OK)
            return false;
        color = other_color(color);
        played++;
    }
    return played == n;
}

/* One scan with a reader of its own; returns its CPU seconds. */
static double cold_scan(const struct pattern_set *set, struct board *b, int color,
                        bool diagrams_only, long *matches)
{
    struct pattern_env env = {.board = b, .ignore_constraints = diagrams_only};
    env.data[PENV_READING] = reading_new();
    double c0 = bench_cpu_now();
    *matches += pattern_scan(set, &env, color, PCLASS_ALL, NULL, 0);
    double t = bench_cpu_now() - c0;
    pattern_env_release(&env);
    reading_free(env.data[PENV_READING]);
    return t;
}

static int by_value(const void *x, const void *y)
{
    double a = *(const double *)x, b = *(const double *)y;
    return (a > b) - (a < b);
}

static bool run_cold(const struct pattern_set *set, int rounds, bool diagrams_only)
{
    struct board *pos = malloc(NCOLD * sizeof *pos);
    double *t = malloc((size_t)rounds * NCOLD * sizeof *t);
    bool ok = pos && t;
    for (int i = 0; ok && i < NCOLD; i++)
        ok = setup_position(&pos[i], FIRST_COLD + i);
    long matches = 0;
    int n = 0;
    double sum = 0;
    for (int r = 0; ok && r < rounds; r++)
        for (int i = 0; i < NCOLD; i++) {
            int color = (FIRST_COLD + i) % 2 == 0 ? BLACK : WHITE;
            t[n] = cold_scan(set, &pos[i], color, diagrams_only, &matches);
            sum += t[n++];
        }
    if (ok) {
        qsort(t, (size_t)n, sizeof *t, by_value);
        printf("cold: %d scans (%d positions x %d rounds), fresh reader each: "
               "median %.1f us, mean %.1f us, slowest %.1f us; %.1f matches/scan\n",
               n, NCOLD, rounds, 1e6 * t[n / 2], 1e6 * sum / n, 1e6 * t[n - 1],
               (double)matches / n);
    }
    for (int i = 0; pos && i < NCOLD; i++)
        board_free(&pos[i]);
    free(pos);
    free(t);
    return ok;
}

static bool run_warm(const struct pattern_set *set, long scans, bool diagrams_only)
{
    struct board b;
    if (!setup_position(&b, GAME_MOVES))
        return false;
    /* The same position cold, for a like-for-like comparison. */
    enum { SAME_COLD = 31 };
    double t[SAME_COLD];
    long cold_matches = 0;
    for (int i = 0; i < SAME_COLD; i++)
        t[i] = cold_scan(set, &b, BLACK, diagrams_only, &cold_matches);
    qsort(t, SAME_COLD, sizeof *t, by_value);
    printf("cold, position after move %d: median %.1f us over %d scans, fresh reader each\n",
           GAME_MOVES, 1e6 * t[SAME_COLD / 2], SAME_COLD);
    struct pattern_env env = {.board = &b, .ignore_constraints = diagrams_only};
    env.data[PENV_READING] = reading_new();
    long matches = 0;
    pattern_scan(set, &env, BLACK, PCLASS_ALL, NULL, 0);        /* fills the caches */
    double t0 = bench_now(), c0 = bench_cpu_now();
    for (long i = 0; i < scans; i++)
        matches += pattern_scan(set, &env, BLACK, PCLASS_ALL, NULL, 0);
    double wall = bench_now() - t0, cpu = bench_cpu_now() - c0;
    printf("warm: position after move %d (%d empty points, black to move) rescanned %ld "
           "times, one reader: %.1f us/scan (%.0f scans/s; wall %.3f s, cpu %.3f s); "
           "%.1f matches/scan\n",
           GAME_MOVES, b.nempty, scans, 1e6 * cpu / scans, scans / (cpu > 0 ? cpu : 1e-9),
           wall, cpu, (double)matches / scans);
    pattern_env_release(&env);
    reading_free(env.data[PENV_READING]);
    board_free(&b);
    return true;
}

int bench_patterns(int argc, char **argv)
{
    long scans = 2000;
    int rounds = 3;
    const char *extra = NULL;
    bool diagrams_only = false;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--help") == 0) {
            usage(stdout);
            return 0;
        } else if (strcmp(argv[i], "--scans") == 0 && i + 1 < argc) {
            scans = atol(argv[++i]);
        } else if (strcmp(argv[i], "--rounds") == 0 && i + 1 < argc) {
            rounds = atoi(argv[++i]);
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
    if (rounds < 1 || rounds > 1000)
        rounds = rounds < 1 ? 1 : 1000;
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
    uint32_t nvariants = 0;
    for (int i = 0; i < set->ndb; i++)
        nvariants += set->db[i]->nvariants;
    printf("database: %d patterns, %u variants, %u index entries%s\n", pattern_set_count(set),
           nvariants, set->nentries, diagrams_only ? "; diagrams only" : "");
    bool ok = run_cold(set, rounds, diagrams_only) && run_warm(set, scans, diagrams_only);
    if (!ok)
        fprintf(stderr, "moyo bench patterns: bad built-in position\n");
    pattern_set_free(set);
    return ok ? 0 : 1;
}
