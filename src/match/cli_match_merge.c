/* cli_match_merge.c — owns `moyo match-merge`: combining the JSONL files of
 * match shards (or of several runs) into one, checking that they belong to
 * the same match, then the summary and optionally the HTML report. */
#include "match/match.h"

#include <stdlib.h>
#include <string.h>

#include "cli.h"

static void usage(FILE *f)
{
    fprintf(f,
        "usage: moyo match-merge [-o MERGED.jsonl] [--report FILE.html] [--sgf-dir DIR]\n"
        "                        [--sprt PARAMS] FILE.jsonl...\n"
        "Combines the results files of `moyo match --shard K/N` runs (or any\n"
        "results of the same match), prints the summary and, with --report,\n"
        "writes the HTML report (SGF links point into --sgf-dir, by default the\n"
        "folder of the first file).\n");
}

/* Adds the games of one file; a game already present with another result
 * is reported and the first one kept. */
static bool merge_file(const char *path, struct result_set *all, int *conflicts)
{
    struct result_set one = {0};
    char err[300];
    if (!results_load(path, &one, err, sizeof err)) {
        fprintf(stderr, "moyo match-merge: %s\n", err);
        return false;
    }
    if (!one.have_header) {
        fprintf(stderr, "moyo match-merge: %s has no match header line%s\n", path,
                one.n ? "" : " (missing or empty file?)");
        results_free(&one);
        return false;
    }
    if (!all->have_header) {
        all->header = one.header;
        all->have_header = true;
    } else if (!headers_compatible(&all->header, &one.header)) {
        fprintf(stderr, "moyo match-merge: %s is another match (%s vs %s) than the first "
                        "file (%s vs %s)\n", path, one.header.a, one.header.b, all->header.a,
                all->header.b);
        results_free(&one);
        return false;
    }
    if (one.header.games > all->header.games)
        all->header.games = one.header.games;
    for (int i = 0; i < one.n; i++) {
        const struct game_result *r = &one.r[i];
        bool seen = false;
        for (int j = 0; j < all->n && !seen; j++)
            if (all->r[j].index == r->index) {
                seen = true;
                if (strcmp(all->r[j].result, r->result) != 0 || all->r[j].winner != r->winner) {
                    fprintf(stderr, "moyo match-merge: game %d appears twice with different "
                                    "results (%s, %s); keeping the first\n", r->index + 1,
                            all->r[j].result, r->result);
                    (*conflicts)++;
                }
            }
        if (!seen)
            results_add(all, r);
    }
    results_free(&one);
    return true;
}

static bool write_merged(const char *path, const struct result_set *all)
{
    FILE *f = strcmp(path, "-") == 0 ? stdout : fopen(path, "w");
    if (!f) {
        perror(path);
        return false;
    }
    struct strbuf line;
    sb_init(&line);
    results_header_json(&all->header, &line);
    fprintf(f, "%s\n", sb_str(&line));
    for (int i = 0; i < all->n; i++) {
        sb_clear(&line);
        results_game_json(&all->r[i], &line);
        fprintf(f, "%s\n", sb_str(&line));
    }
    sb_free(&line);
    bool ok = !ferror(f);
    if (f != stdout && fclose(f) != 0)
        ok = false;
    return ok;
}

static void dir_of(const char *path, char *out, size_t len)
{
    snprintf(out, len, "%s", path);
    char *slash = strrchr(out, '/');
    if (slash)
        *slash = '\0';
    else
        snprintf(out, len, ".");
}

int cli_match_merge(int argc, char **argv)
{
    const char *out = NULL, *report = NULL, *sgf_dir = NULL;
    struct sprt sprt;
    bool use_sprt = false;
    const char *files[1024];
    int nfiles = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            usage(stdout);
            return 0;
        }
        bool takes_value = strcmp(a, "-o") == 0 || strcmp(a, "--report") == 0 ||
                           strcmp(a, "--sgf-dir") == 0 || strcmp(a, "--sprt") == 0;
        if (takes_value && i + 1 >= argc) {
            fprintf(stderr, "moyo match-merge: %s needs a value\n", a);
            return 2;
        }
        char err[160];
        if (strcmp(a, "-o") == 0) {
            out = argv[++i];
        } else if (strcmp(a, "--report") == 0) {
            report = argv[++i];
        } else if (strcmp(a, "--sgf-dir") == 0) {
            sgf_dir = argv[++i];
        } else if (strcmp(a, "--sprt") == 0) {
            use_sprt = true;
            if (!sprt_parse(argv[++i], &sprt, err, sizeof err)) {
                fprintf(stderr, "moyo match-merge: --sprt: %s\n", err);
                return 2;
            }
        } else if (a[0] == '-' && a[1]) {
            fprintf(stderr, "moyo match-merge: unknown option '%s'\n", a);
            return 2;
        } else if (nfiles < 1024) {
            files[nfiles++] = a;
        }
    }
    if (nfiles == 0) {
        usage(stderr);
        return 2;
    }
    struct result_set all = {0};
    int conflicts = 0, status = 0;
    for (int i = 0; i < nfiles && status == 0; i++)
        if (!merge_file(files[i], &all, &conflicts))
            status = 2;
    if (status == 0) {
        results_sort(&all);
        if (out && !write_merged(out, &all))
            status = 1;
        struct match_summary s;
        summary_compute(&all, &s);
        FILE *sf = out && strcmp(out, "-") == 0 ? stderr : stdout;
        fprintf(sf, "== merged %d file%s: %d game%s (of %d)%s\n", nfiles, nfiles == 1 ? "" : "s",
                all.n, all.n == 1 ? "" : "s", all.header.games,
                conflicts ? ", with conflicts" : "");
        summary_print(sf, &all.header, &s, use_sprt ? &sprt : NULL);
    }
    if (status == 0 && report) {
        char dir[1024], err[300];
        dir_of(files[0], dir, sizeof dir);
        if (!report_write(report, &all.header, &all, sgf_dir ? sgf_dir : dir,
                          use_sprt ? &sprt : NULL, err, sizeof err)) {
            fprintf(stderr, "moyo match-merge: %s\n", err);
            status = 1;
        }
    }
    results_free(&all);
    return status;
}
