/* run.c — owns running one regression file (working directory at its
 * folder, one fresh GTP session) and scoring and printing its results:
 * each unexpected result, then "passed/total, unexpected passes,
 * unexpected failures, seconds". */
#include "regress/run.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "regress/exec.h"
#include "regress/tst.h"

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* What the engine said, as shown in messages: the compared line, "? ..."
 * for an error, or what killed the command. */
static void shown_answer(const struct item_result *r, char *buf, size_t len)
{
    char line[1024];
    if (r->state == RES_NOT_RUN) {
        snprintf(buf, len, "(not run)");
        return;
    }
    expect_answer_line(r->reply ? r->reply : "", line, sizeof line);
    if (r->state == RES_CRASHED)
        snprintf(buf, len, "(%s)", line);
    else if (!r->ok)
        snprintf(buf, len, "? %s", line);
    else
        snprintf(buf, len, "%s", line);
}

/* Scores one test.  An error reply ("? unknown command" included), a
 * crash or a command never run fails whatever the expected answer. */
static bool test_passed(const struct tst_item *it, const struct item_result *r, char *why,
                        size_t whylen)
{
    why[0] = '\0';
    if (r->state != RES_DONE || !r->ok)
        return false;
    char line[1024];
    expect_answer_line(r->reply, line, sizeof line);
    return expect_match(&it->expect, line, why, whylen) == 1;
}

static void report_setup(FILE *out, const char *path, const struct tst_item *it,
                         const struct item_result *r)
{
    if (r->state == RES_DONE && r->ok)
        return;
    char got[1100];
    shown_answer(r, got, sizeof got);
    if (r->state != RES_NOT_RUN)
        fprintf(out, "%s: line %d: setup command '%s' failed: %s\n", path, it->line, it->command,
                got);
}

static void report_test(FILE *out, const char *path, const struct tst_item *it,
                        const struct item_result *r, bool verbose, struct regress_totals *t)
{
    char got[1100], why[256];
    shown_answer(r, got, sizeof got);
    if (!it->has_expect) {
        if (verbose || r->state == RES_CRASHED)
            fprintf(out, "%s:%d: no expected answer; got '%s'\n", path, it->number, got);
        return;
    }
    const struct expect *e = &it->expect;
    bool passed = test_passed(it, r, why, sizeof why);
    bool unexpected = passed == e->known_failure;
    if (r->state == RES_CRASHED)
        t->crashed++;
    if (why[0])
        fprintf(out, "%s:%d: %s\n", path, it->number, why);
    if (!e->uncounted) {
        t->counted++;
        t->passed += passed;
        if (unexpected && passed)
            t->unexpected_pass++;
        else if (unexpected)
            t->unexpected_fail++;
    }
    if (!verbose && (e->uncounted || !unexpected))
        return;
    const char *verdict = passed ? "PASS" : "FAIL";
    const char *prefix = e->uncounted ? "" : unexpected ? "unexpected " : "";
    fprintf(out, "%s:%d: %s%s: got '%s', expected '%s'%s%s (%.2f s)\n", path, it->number,
            prefix, verdict, got, e->shown, e->known_failure ? " (known GNU Go failure)" : "",
            e->uncounted ? " (not counted)" : "", r->seconds);
}

static void report(FILE *out, const struct tst_file *f, const struct item_result *res,
                   bool verbose, struct regress_totals *t)
{
    for (int i = 0; i < f->n; i++) {
        const struct tst_item *it = &f->items[i];
        if (it->number < 0)
            report_setup(out, f->path, it, &res[i]);
        else
            report_test(out, f->path, it, &res[i], verbose, t);
    }
}

void regress_print_summary(FILE *out, const char *label, const struct regress_totals *t)
{
    fprintf(out, "%s: %d/%d passed, %d unexpected pass%s, %d unexpected failure%s", label,
            t->passed, t->counted, t->unexpected_pass, t->unexpected_pass == 1 ? "" : "es",
            t->unexpected_fail, t->unexpected_fail == 1 ? "" : "s");
    if (t->crashed)
        fprintf(out, ", %d crashed or timed out", t->crashed);
    fprintf(out, ", %.2f s (cpu %.2f s)\n", t->wall, t->cpu);
}

static void add_totals(struct regress_totals *t, const struct regress_totals *f)
{
    t->files += f->files;
    t->unreadable += f->unreadable;
    t->passed += f->passed;
    t->counted += f->counted;
    t->unexpected_pass += f->unexpected_pass;
    t->unexpected_fail += f->unexpected_fail;
    t->crashed += f->crashed;
    t->wall += f->wall;
    t->cpu += f->cpu;
}

/* The folder part of path ("." when there is none). */
static void folder_of(const char *path, char *buf, size_t len)
{
    const char *slash = strrchr(path, '/');
    if (!slash)
        snprintf(buf, len, ".");
    else if (slash == path)
        snprintf(buf, len, "/");
    else
        snprintf(buf, len, "%.*s", (int)(slash - path), path);
}

static bool run_in_folder(const struct tst_file *f, const struct regress_opts *o,
                          struct item_result *res, struct regress_totals *ft)
{
    char dir[4096], err[512];
    folder_of(f->path, dir, sizeof dir);
    int here = open(".", O_RDONLY | O_DIRECTORY);
    if (here < 0 || chdir(dir) != 0) {
        fprintf(o->out, "%s: cannot enter folder '%s': %s\n", f->path, dir, strerror(errno));
        if (here >= 0)
            close(here);
        return false;
    }
    double t0 = now();
    bool ok = exec_file(f, o, res, &ft->cpu, err, sizeof err);
    ft->wall = now() - t0;
    if (fchdir(here) != 0)
        fprintf(o->out, "moyo regress: cannot return to the starting folder: %s\n",
                strerror(errno));
    close(here);
    if (err[0])
        fprintf(o->out, "%s: %s\n", f->path, err);
    return ok;
}

bool regress_run_file(const char *path, const struct regress_opts *o, struct regress_totals *t)
{
    struct regress_totals ft = {0};
    struct tst_file f;
    char err[512];
    if (!tst_load(path, &f, o->out, err, sizeof err)) {
        fprintf(o->out, "moyo regress: cannot read %s\n", err);
        t->unreadable++;
        return false;
    }
    struct item_result *res = calloc((size_t)f.n + 1, sizeof *res);
    if (!res)
        abort();
    bool ok = run_in_folder(&f, o, res, &ft);
    if (ok) {
        ft.files = 1;
        report(o->out, &f, res, o->verbose, &ft);
        regress_print_summary(o->out, path, &ft);
    } else {
        ft.unreadable = 1;
    }
    add_totals(t, &ft);
    exec_results_free(res, f.n);
    free(res);
    tst_free(&f);
    fflush(o->out);
    return ok;
}
