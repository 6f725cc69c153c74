/* main.c — the `moyo` command line: picks a subcommand and hands over. */
#include <stdio.h>
#include <string.h>

#include "cli.h"

struct subcommand {
    const char *name;
    int (*run)(int argc, char **argv);
    const char *summary;
};

static const struct subcommand SUBCOMMANDS[] = {
    {"gtp", cli_gtp, "speak GTP on stdin/stdout (the default)"},
    {"bench", cli_bench, "measure speed (board, ...)"},
    {"match", cli_match, "play a match between two engines, with statistics"},
    {"match-merge", cli_match_merge, "combine the results files of match shards"},
    {"analyze", cli_analyze, "explain a position of an SGF game"},
    {"regress", cli_regress, "run GNU Go-format regression files (.tst)"},
    {"tune", cli_tune, "fit the classical engine's weights against the MC engine"},
    {"crosscheck", cli_crosscheck, "compare moyo's rules with another GTP engine (GNU Go)"},
};
#define NSUB (sizeof SUBCOMMANDS / sizeof SUBCOMMANDS[0])

static void usage(FILE *f)
{
    fprintf(f, "usage: moyo [SUBCOMMAND] [OPTIONS]\n\nsubcommands:\n");
    for (size_t i = 0; i < NSUB; i++)
        fprintf(f, "  %-10s %s\n", SUBCOMMANDS[i].name, SUBCOMMANDS[i].summary);
    fprintf(f, "\n`moyo SUBCOMMAND --help` describes each.  With no subcommand, or with\n"
               "GNU Go's `--mode gtp`, moyo speaks GTP.\n");
}

int main(int argc, char **argv)
{
    if (argc >= 2 && (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0)) {
        usage(stdout);
        return 0;
    }
    if (argc >= 2 && strcmp(argv[1], "--version") == 0) {
        printf("moyo %s\n", MOYO_VERSION);
        return 0;
    }
    if (argc >= 2 && argv[1][0] != '-') {
        for (size_t i = 0; i < NSUB; i++)
            if (strcmp(argv[1], SUBCOMMANDS[i].name) == 0)
                return SUBCOMMANDS[i].run(argc - 1, argv + 1);
        fprintf(stderr, "moyo: unknown subcommand '%s'\n", argv[1]);
        usage(stderr);
        return 2;
    }
    /* `moyo`, `moyo --engine mc`, `moyo --mode gtp ...`: GTP with options. */
    return cli_gtp(argc, argv);
}
