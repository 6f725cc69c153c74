/* cli_crosscheck.c — the `moyo crosscheck` command line: differential
 * tests of moyo's rules and SGF loading against another GTP engine. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "crosscheck/crosscheck.h"

static void usage(FILE *f)
{
    fprintf(f,
        "usage: moyo crosscheck games [--size N] [--games N] [--first I] [--seed S]\n"
        "                             [--handicap-every K] [--oracle CMD] [-v]\n"
        "       moyo crosscheck sgf [--oracle CMD] [-v] FILE.sgf|FOLDER...\n\n"
        "Compares moyo with another GTP engine (default: %s).\n"
        "games: random games (board_random_move, fixed seed; game I uses seed and I)\n"
        "  played on both; after every move the legal points of both colours, the\n"
        "  stones and the captures must agree, and at the end the area count.\n"
        "  Defaults: --size 9 --games 100 --first 0 --seed 1 --handicap-every 4.\n"
        "sgf: `loadsgf FILE [N|VERTEX]` for several N and vertices per game (folders\n"
        "  are searched for *.sgf) must give the same colour to play, stones,\n"
        "  captures and komi.\n"
        "Every mismatch is printed; the exit status is 1 when there was one, 2\n"
        "when the check could not run.  See docs/regress.md.\n", XC_DEFAULT_ORACLE);
}

static bool int_arg(const char *s, long lo, long hi, long *v)
{
    char *end;
    *v = strtol(s, &end, 10);
    return *s && !*end && *v >= lo && *v <= hi;
}

/* Options shared by both forms; returns the index of the first
 * non-option argument, or -1 after printing an error. */
static int parse(int argc, char **argv, struct xc_opts *o, char **files, int *nfiles)
{
    for (int i = 2; i < argc; i++) {
        const char *a = argv[i];
        long v;
        bool has = i + 1 < argc;
        if (strcmp(a, "-v") == 0 || strcmp(a, "--verbose") == 0)
            o->verbose = true;
        else if (strcmp(a, "--oracle") == 0 && has)
            o->oracle = argv[++i];
        else if (strcmp(a, "--size") == 0 && has && int_arg(argv[i + 1], 2, 19, &v))
            o->size = (int)v, i++;
        else if (strcmp(a, "--games") == 0 && has && int_arg(argv[i + 1], 0, 1000000, &v))
            o->games = (int)v, i++;
        else if (strcmp(a, "--first") == 0 && has && int_arg(argv[i + 1], 0, 1000000000, &v))
            o->first = (int)v, i++;
        else if (strcmp(a, "--seed") == 0 && has && int_arg(argv[i + 1], 0, 2147483647, &v))
            o->seed = (uint64_t)v, i++;
        else if (strcmp(a, "--handicap-every") == 0 && has
                 && int_arg(argv[i + 1], 0, 1000000, &v))
            o->handicap_every = (int)v, i++;
        else if (a[0] == '-') {
            fprintf(stderr, "moyo crosscheck: bad option or value '%s'\n", a);
            return -1;
        } else {
            files[(*nfiles)++] = argv[i];
        }
    }
    return 0;
}

int cli_crosscheck(int argc, char **argv)
{
    if (argc < 2 || strcmp(argv[1], "-h") == 0 || strcmp(argv[1], "--help") == 0) {
        usage(argc < 2 ? stderr : stdout);
        return argc < 2 ? 2 : 0;
    }
    for (int i = 2; i < argc; i++)
        if (strcmp(argv[i], "-h") == 0 || strcmp(argv[i], "--help") == 0) {
            usage(stdout);
            return 0;
        }
    struct xc_opts o = {.oracle = XC_DEFAULT_ORACLE, .seed = 1, .size = 9, .games = 100,
                        .first = 0, .handicap_every = 4};
    char **files = calloc((size_t)argc, sizeof *files);
    int nfiles = 0, rc;
    if (!files)
        abort();
    if (parse(argc, argv, &o, files, &nfiles) < 0) {
        rc = -2;
    } else if (strcmp(argv[1], "games") == 0 && nfiles == 0) {
        rc = crosscheck_games(&o);
    } else if (strcmp(argv[1], "sgf") == 0 && nfiles > 0) {
        rc = crosscheck_sgf(&o, files, nfiles);
    } else {
        fprintf(stderr, "moyo crosscheck: want `games` (no files) or `sgf FILE...`\n");
        rc = -2;
    }
    free(files);
    if (rc == -2)
        usage(stderr);
    return rc < 0 ? 2 : rc > 0 ? 1 : 0;
}
