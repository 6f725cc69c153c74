/* fuzz_analyze.c — fuzz target: `moyo analyze`'s SGF path.  The input is
 * the SGF file; the target runs the command line (cli_analyze) on it, as
 * a user would, in text or JSON (chosen by the input's length, so the
 * fuzzer meets both).  Output goes to /dev/null.
 *
 * Harness caps, so one input runs in milliseconds:
 *   - --mc-playouts 8 (the default 1,000 playouts would spend a second an
 *     input under the sanitizers; the search is fuzzed by the GTP target);
 *   - every section but `status`, and no --svg picture (which draws the
 *     status): the status has no budget option and spends up to a second
 *     on a 9x9 game (0.95 s on tests/gtp/games/short9.sgf, 2026-11-23).
 *     Its parts are fuzzed through the GTP target (final_score,
 *     final_status_list, attack, defend). */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    /* Once: the reports are not what is tested, only that they are made. */
    static bool quiet;
    if (!quiet && !freopen("/dev/null", "w", stdout))
        fuzz_fail("cannot send stdout to /dev/null");
    quiet = true;
    const char *path = fuzz_scratch_file("game.sgf", data, size);
    char *argv[10];
    int argc = 0;
    argv[argc++] = "analyze";
    argv[argc++] = (char *)path;
    argv[argc++] = "--mc-playouts";
    argv[argc++] = "8";
    if (size & 1)
        argv[argc++] = "--json";
    argv[argc++] = "--sections";
    argv[argc++] = "header,board,strings,mc,patterns,influence";
    argv[argc] = NULL;
    cli_analyze(argc, argv);
    return 0;
}
