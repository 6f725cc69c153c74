/* fuzz_results.c — fuzz target: the reader of a match's results file
 * (JSONL, src/match/results.c over json_flat.c), which `moyo match`
 * resumes from and `moyo match-merge` merges.  The input is the file.
 * The target loads it (results_load: malformed lines skipped with a
 * warning, a second different header refused), sorts it, summarises it,
 * and checks that every game read writes back (results_game_json) to a
 * line that reads again to the same game. */
#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "match/match.h"

static bool same_number(double x, double y)
{
    return (isnan(x) && isnan(y)) || x == y || fabs(x - y) <= 1e-9 * fabs(x);
}

static void check_round_trip(const struct game_result *r)
{
    struct strbuf line;
    sb_init(&line);
    results_game_json(r, &line);
    struct game_result again;
    struct match_header h;
    char err[160];
    if (results_parse_line(sb_str(&line), &again, &h, err, sizeof err) != 1)
        fuzz_fail("a game written back does not read (%s): %s", err, sb_str(&line));
    if (again.index != r->index || again.winner != r->winner || again.a_color != r->a_color
        || strcmp(again.result, r->result) != 0 || again.moves != r->moves
        || again.end != r->end || strcmp(again.detail, r->detail) != 0
        || !same_number(again.margin, r->margin))
        fuzz_fail("a game written back reads differently: %s", sb_str(&line));
    sb_free(&line);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *path = fuzz_scratch_file("results.jsonl", data, size);
    struct result_set set;
    memset(&set, 0, sizeof set);
    char err[600];
    if (results_load(path, &set, err, sizeof err)) {
        results_sort(&set);
        for (int i = 1; i < set.n; i++)
            if (set.r[i - 1].index >= set.r[i].index)
                fuzz_fail("results not sorted and unique after results_sort");
        for (int i = 0; i < set.n; i++)
            check_round_trip(&set.r[i]);
        struct match_summary sum;
        summary_compute(&set, &sum);
    }
    results_free(&set);
    return 0;
}
