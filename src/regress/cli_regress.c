/* cli_regress.c — `moyo regress [OPTIONS] FILE.tst...`: the command line
 * of the regression runner (run.c does the work). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "gtp/gtp.h"
#include "regress/exec.h"
#include "regress/run.h"

static void usage(FILE *f)
{
    fprintf(f,
        "usage: moyo regress [OPTIONS] FILE.tst...\n"
        "Runs GNU Go-format regression files in-process, each in a fresh GTP\n"
        "session with the working directory at the file's folder.  Prints each\n"
        "unexpected result as soon as it is known, a line per file (passed/total,\n"
        "unexpected passes, unexpected failures, seconds) and a total.  On a\n"
        "terminal a progress line on standard error shows the tests done, the\n"
        "passes so far and the time elapsed.\n\n"
        "  -v, --verbose    list every test as it completes, not only the\n"
        "                   unexpected results\n"
        "  --strict         exit status 1 unless every counted test passed\n"
        "  --engine NAME    engine of the sessions (default: moyo's default)\n"
        "  --set NAME=VALUE an engine option in every session (moyo-option;\n"
        "                   up to 8)\n"
        "  --rules R        japanese (default: GNU Go's default, which its\n"
        "                   regression files assume) or chinese\n"
        "  --timeout S      a command running over S seconds fails (0: no limit)\n"
        "  --no-fork        run in this process: no crash isolation (for debuggers)\n"
        "  -h, --help       this text\n\n"
        "Exit status: 0, or 1 when a file could not be run (or, with --strict,\n"
        "a counted test failed), 2 for a usage error.  See docs/regress.md.\n");
}

/* Fails early, once, on an engine name or a --set option no session
 * accepts. */
static bool engine_ok(const struct regress_opts *o)
{
    char err[256];
    struct gtp *s = gtp_new(o->engine, err, sizeof err);
    if (!s) {
        fprintf(stderr, "moyo regress: %s\n", err);
        return false;
    }
    struct strbuf out;
    sb_init(&out);
    bool ok = regress_apply_settings(s, o, &out, err, sizeof err);
    if (!ok)
        fprintf(stderr, "moyo regress: %s\n", err);
    sb_free(&out);
    gtp_free(s);
    return ok;
}

static bool parse_timeout(const char *s, int *out)
{
    char *end;
    long v = strtol(s, &end, 10);
    if (*s == '\0' || *end != '\0' || v < 0 || v > 86400)
        return false;
    *out = (int)v;
    return true;
}

int cli_regress(int argc, char **argv)
{
    struct regress_opts o = {.verbose = false, .isolate = true, .engine = NULL,
                             .rules = RULES_JAPANESE, .timeout = 0, .out = stdout};
    bool strict = false;
    /* Options may come before or after the files; "--" ends them. */
    char **files = calloc((size_t)argc + 1, sizeof *files);
    int nfiles = 0;
    bool options_done = false;
    if (!files)
        abort();
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (options_done || a[0] != '-' || a[1] == '\0') {
            files[nfiles++] = argv[i];
        } else if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
            usage(stdout);
            free(files);
            return 0;
        } else if (strcmp(a, "-v") == 0 || strcmp(a, "--verbose") == 0) {
            o.verbose = true;
        } else if (strcmp(a, "--strict") == 0) {
            strict = true;
        } else if (strcmp(a, "--no-fork") == 0) {
            o.isolate = false;
        } else if (strcmp(a, "--engine") == 0 && i + 1 < argc) {
            o.engine = argv[++i];
        } else if (strcmp(a, "--set") == 0 && i + 1 < argc && o.nset < 8) {
            o.set[o.nset++] = argv[++i];
        } else if (strcmp(a, "--rules") == 0 && i + 1 < argc) {
            if (!parse_rules(argv[++i], &o.rules)) {
                fprintf(stderr, "moyo regress: --rules wants chinese or japanese, not '%s'\n",
                        argv[i]);
                free(files);
                return 2;
            }
        } else if (strcmp(a, "--timeout") == 0 && i + 1 < argc) {
            if (!parse_timeout(argv[++i], &o.timeout)) {
                fprintf(stderr, "moyo regress: --timeout wants whole seconds, not '%s'\n",
                        argv[i]);
                free(files);
                return 2;
            }
        } else if (strcmp(a, "--") == 0) {
            options_done = true;
        } else {
            fprintf(stderr, "moyo regress: unknown option '%s'\n", a);
            usage(stderr);
            free(files);
            return 2;
        }
    }
    if (nfiles == 0) {
        fprintf(stderr, "moyo regress: no .tst file given\n");
        usage(stderr);
        free(files);
        return 2;
    }
    if (o.timeout > 0 && !o.isolate)
        fprintf(stderr, "moyo regress: --timeout needs a child process; ignored with --no-fork\n");
    if (!engine_ok(&o)) {
        free(files);
        return 2;
    }

    /* The progress line is for a person watching: only on a terminal. */
    o.progress = isatty(STDERR_FILENO);
    struct regress_totals total = {0};
    for (int i = 0; i < nfiles; i++)
        regress_run_file(files[i], &o, &total);
    free(files);
    regress_print_summary(stdout, "total", &total);
    if (total.unreadable)
        printf("%d file%s could not be run\n", total.unreadable, total.unreadable == 1 ? "" : "s");
    bool all_passed = total.passed == total.counted;
    return total.unreadable || (strict && !all_passed) ? 1 : 0;
}
