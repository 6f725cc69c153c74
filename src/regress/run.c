/* run.c — owns running one regression file (working directory at its
 * folder, one fresh GTP session) and scoring and printing its results as
 * they come: each unexpected result (every result with -v), then
 * "passed/total, unexpected passes, unexpected failures, seconds"; on a
 * terminal, a progress line on standard error meanwhile. */
#include "regress/run.h"

#include <errno.h>
#include <stdarg.h>
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

/* Reporting as the results come: each item is reported once its result
 * is final (results arrive in item order), and on a terminal a progress
 * line on standard error says how far the file is. */
struct live {
    const struct tst_file *f;
    const struct item_result *res;
    const struct regress_opts *o;
    struct regress_totals *t;
    int next;               /* first item not reported yet */
    int tests, tests_done;  /* numbered items: in the file, finished */
    double t0;
    bool line_shown;        /* the progress line is on the screen */
    double drawn;           /* when it was drawn last */
};

static void clear_progress(struct live *l)
{
    if (l->line_shown)
        fputs("\r\033[K", stderr);
    l->line_shown = false;
}

/* A line of the report: the progress line is taken off the screen first. */
static void say(struct live *l, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static void say(struct live *l, const char *fmt, ...)
{
    clear_progress(l);
    va_list ap;
    va_start(ap, fmt);
    vfprintf(l->o->out, fmt, ap);
    va_end(ap);
}

/* Redrawn at most every PROGRESS_EVERY seconds (and when asked), so a
 * file of quick tests does not flood the terminal. */
#define PROGRESS_EVERY 0.2

static void draw_progress(struct live *l, bool now_or_never)
{
    if (!l->o->progress)
        return;
    double t = now();
    if (!now_or_never && l->line_shown && t - l->drawn < PROGRESS_EVERY)
        return;
    l->drawn = t;
    fprintf(stderr, "\r\033[K%s: %d/%d tests done, %d passed, %.0f s elapsed", l->f->path,
            l->tests_done, l->tests, l->t->passed, now() - l->t0);
    fflush(stderr);
    l->line_shown = true;
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

static void report_setup(struct live *l, const char *path, const struct tst_item *it,
                         const struct item_result *r)
{
    if (r->state == RES_DONE && r->ok)
        return;
    char got[1100];
    shown_answer(r, got, sizeof got);
    if (r->state != RES_NOT_RUN)
        say(l, "%s: line %d: setup command '%s' failed: %s\n", path, it->line, it->command,
                got);
}

static void report_test(struct live *l, const char *path, const struct tst_item *it,
                        const struct item_result *r)
{
    bool verbose = l->o->verbose;
    struct regress_totals *t = l->t;
    char got[1100], why[256];
    shown_answer(r, got, sizeof got);
    if (!it->has_expect) {
        if (verbose || r->state == RES_CRASHED)
            say(l, "%s:%d: no expected answer; got '%s'\n", path, it->number, got);
        return;
    }
    const struct expect *e = &it->expect;
    bool passed = test_passed(it, r, why, sizeof why);
    bool unexpected = passed == e->known_failure;
    if (r->state == RES_CRASHED)
        t->crashed++;
    if (why[0])
        say(l, "%s:%d: %s\n", path, it->number, why);
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
    say(l, "%s:%d: %s%s: got '%s', expected '%s'%s%s (%.2f s)\n", path, it->number,
            prefix, verdict, got, e->shown, e->known_failure ? " (known GNU Go failure)" : "",
            e->uncounted ? " (not counted)" : "", r->seconds);
}

/* Reports the items up to idx (those not reported yet). */
static void report_through(struct live *l, int idx)
{
    for (; l->next <= idx && l->next < l->f->n; l->next++) {
        const struct tst_item *it = &l->f->items[l->next];
        if (it->number < 0) {
            report_setup(l, l->f->path, it, &l->res[l->next]);
        } else {
            report_test(l, l->f->path, it, &l->res[l->next]);
            l->tests_done++;
        }
    }
}

static void live_done(void *arg, int idx)
{
    struct live *l = arg;
    report_through(l, idx);
    fflush(l->o->out);
    draw_progress(l, false);
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
                          struct item_result *res, struct live *l, struct regress_totals *ft)
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
    l->t0 = now();
    draw_progress(l, true);
    bool ok = exec_file(f, o, res, live_done, l, &ft->cpu, err, sizeof err);
    ft->wall = now() - l->t0;
    draw_progress(l, true);     /* the final count stays until the summary */
    clear_progress(l);
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
    struct live l = {.f = &f, .res = res, .o = o, .t = &ft};
    for (int i = 0; i < f.n; i++)
        l.tests += f.items[i].number >= 0;
    bool ok = run_in_folder(&f, o, res, &l, &ft);
    if (ok) {
        ft.files = 1;
        report_through(&l, f.n - 1);    /* what never ran */
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
