/* bench.c — dispatches `moyo bench TARGET` and provides the clocks. */
#include "bench/bench.h"

#include <stdio.h>
#include <string.h>
#include <time.h>

#include "cli.h"

static const struct bench_target TARGETS[] = {
    {"board", bench_board, "random legal games: playouts/s and moves/s"},
    {"mc", bench_mc, "MC search from the empty board: simulations/s"},
    {"reading", bench_reading, "tactical reading: nodes/s and time per read"},
    {"connect", bench_connect, "connection reading: reads/s and nodes/s"},
    {"owl", bench_owl, "life-and-death searcher: nodes/s and reads/s, cold and warm cache"},
    {"influence", bench_influence, "full 19x19 influence map, both modes: us/map"},
    {"dragons", bench_dragons, "full dragon analysis of 19x19 middle games: ms each"},
    {"patterns", bench_patterns, "full-board pattern scans: scans/s and matches/scan"},
};
#define NTARGETS (sizeof TARGETS / sizeof TARGETS[0])

double bench_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

double bench_cpu_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static void usage(FILE *f)
{
    fprintf(f, "usage: moyo bench TARGET [OPTIONS]\n\ntargets:\n");
    for (size_t i = 0; i < NTARGETS; i++)
        fprintf(f, "  %-10s %s\n", TARGETS[i].name, TARGETS[i].summary);
    fprintf(f, "\n`moyo bench TARGET --help` lists a target's options.\n");
}

int cli_bench(int argc, char **argv)
{
    if (argc < 2 || strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0) {
        usage(argc < 2 ? stderr : stdout);
        return argc < 2 ? 2 : 0;
    }
    for (size_t i = 0; i < NTARGETS; i++)
        if (strcmp(argv[1], TARGETS[i].name) == 0)
            return TARGETS[i].run(argc - 1, argv + 1);
    fprintf(stderr, "moyo bench: unknown target '%s'\n", argv[1]);
    usage(stderr);
    return 2;
}
