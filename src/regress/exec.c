/* exec.c — owns executing a regression file's commands through
 * gtp_execute, either in this process or in a forked child that reports
 * back over a pipe, so that a crashing command costs one test, not the run.
 *
 * Child-to-parent protocol, one line per event:
 *   S IDX                      item IDX starts
 *   R IDX OK SECONDS REPLY     item IDX finished (REPLY escaped: \\ \n \r)
 * A child that dies after "S IDX" without "R IDX" crashed on item IDX.
 */
#include "regress/exec.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "gtp/gtp.h"
#include "util/strbuf.h"

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static double cpu_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static char *dup_str(const char *s)
{
    char *d = strdup(s);
    if (!d)
        abort();
    return d;
}

/* Where the executor's events go: straight into res[], or into a pipe. */
struct sink {
    struct item_result *res;    /* in-process */
    FILE *pipe;                 /* child */
    int timeout;
    exec_done_fn done;          /* in-process: told of each result */
    void *arg;
};

static void sink_start(struct sink *k, int idx)
{
    if (k->pipe) {
        fprintf(k->pipe, "S %d\n", idx);
        fflush(k->pipe);
        if (k->timeout > 0)
            alarm((unsigned)k->timeout);
    }
}

static void write_escaped(FILE *f, const char *s)
{
    for (; *s; s++) {
        if (*s == '\\')
            fputs("\\\\", f);
        else if (*s == '\n')
            fputs("\\n", f);
        else if (*s == '\r')
            fputs("\\r", f);
        else
            fputc(*s, f);
    }
}

static void sink_done(struct sink *k, int idx, bool ok, double secs, const char *reply)
{
    if (k->pipe) {
        if (k->timeout > 0)
            alarm(0);
        fprintf(k->pipe, "R %d %d %.6f ", idx, ok ? 1 : 0, secs);
        write_escaped(k->pipe, reply);
        fputc('\n', k->pipe);
        fflush(k->pipe);
        return;
    }
    struct item_result *r = &k->res[idx];
    r->state = RES_DONE;
    r->ok = ok;
    r->seconds = secs;
    free(r->reply);
    r->reply = dup_str(reply);
    if (k->done)
        k->done(k->arg, idx);
}

/* The --set options, each as "moyo-option NAME VALUE". */
bool regress_apply_settings(struct gtp *s, const struct regress_opts *o, struct strbuf *out,
                            char *err, size_t errlen)
{
    for (int i = 0; i < o->nset; i++) {
        const char *eq = strchr(o->set[i], '=');
        char line[256];
        snprintf(line, sizeof line, "moyo-option %.*s %s", eq ? (int)(eq - o->set[i]) : 0,
                 o->set[i], eq ? eq + 1 : "");
        sb_clear(out);
        if (!eq || !gtp_execute(s, line, out)) {
            snprintf(err, errlen, "--set %s: %s", o->set[i], eq ? sb_str(out) : "want NAME=VALUE");
            return false;
        }
    }
    return true;
}

/* Runs the items in one session.  Items before `start` are a replay after
 * a crash: only their setup commands run (silently), and items marked
 * crashed are never run again. */
static bool execute(const struct tst_file *f, const struct item_result *prev, int start,
                    const struct regress_opts *o, struct sink *k, char *err, size_t errlen)
{
    struct gtp *s = gtp_new(o->engine, err, (int)errlen);
    if (!s)
        return false;
    s->game->rules = o->rules;
    struct strbuf out;
    sb_init(&out);
    if (!regress_apply_settings(s, o, &out, err, errlen)) {
        sb_free(&out);
        gtp_free(s);
        return false;
    }
    for (int i = 0; i < f->n && !s->quit; i++) {
        const struct tst_item *it = &f->items[i];
        if (prev && prev[i].state == RES_CRASHED)
            continue;
        if (i < start) {
            if (it->number < 0) {
                sb_clear(&out);
                gtp_execute(s, it->command, &out);
            }
            continue;
        }
        sink_start(k, i);
        sb_clear(&out);
        double t0 = now();
        bool ok = gtp_execute(s, it->command, &out);
        sink_done(k, i, ok, now() - t0, sb_str(&out));
    }
    sb_free(&out);
    gtp_free(s);
    return true;
}

static void unescape(char *s)
{
    char *d = s;
    for (; *s; s++) {
        if (*s == '\\' && s[1]) {
            s++;
            *d++ = *s == 'n' ? '\n' : *s == 'r' ? '\r' : *s;
        } else {
            *d++ = *s;
        }
    }
    *d = '\0';
}

/* The parent's side: where results go and who is told. */
struct collector {
    struct item_result *res;
    int n;
    exec_done_fn done;
    void *arg;
};

/* Reads the child's events into res, telling c->done of each result as it
 * arrives; returns the item started last and not finished, or -1. */
static int read_events(FILE *in, const struct collector *c)
{
    struct item_result *res = c->res;
    int n = c->n;
    char *line = NULL;
    size_t cap = 0;
    ssize_t len;
    int open_item = -1;
    while ((len = getline(&line, &cap, in)) > 0) {
        if (line[len - 1] == '\n')
            line[len - 1] = '\0';
        int idx, ok, used = 0;
        double secs;
        if (sscanf(line, "S %d", &idx) == 1 && idx >= 0 && idx < n) {
            open_item = idx;
        } else if (sscanf(line, "R %d %d %lf %n", &idx, &ok, &secs, &used) == 3 && used > 0
                   && idx >= 0 && idx < n) {
            unescape(line + used);
            res[idx].state = RES_DONE;
            res[idx].ok = ok != 0;
            res[idx].seconds = secs;
            free(res[idx].reply);
            res[idx].reply = dup_str(line + used);
            if (idx == open_item)
                open_item = -1;
            if (c->done)
                c->done(c->arg, idx);
        }
    }
    free(line);
    return open_item;
}

static void describe_death(int status, int timeout, char *buf, size_t len)
{
    if (WIFSIGNALED(status) && WTERMSIG(status) == SIGALRM && timeout > 0)
        snprintf(buf, len, "timed out after %d s", timeout);
    else if (WIFSIGNALED(status))
        snprintf(buf, len, "crashed: %s (signal %d)", strsignal(WTERMSIG(status)),
                 WTERMSIG(status));
    else
        snprintf(buf, len, "the session exited with status %d", WEXITSTATUS(status));
}

enum { CHILD_OK = 0, CHILD_NO_SESSION = 3 };

static void run_child(const struct tst_file *f, const struct item_result *res, int start,
                      const struct regress_opts *o, int fd)
{
    FILE *pipe = fdopen(fd, "w");
    if (!pipe)
        _exit(CHILD_NO_SESSION);
    signal(SIGPIPE, SIG_DFL);
    struct sink k = {.res = NULL, .pipe = pipe, .timeout = o->timeout};
    char err[256];
    bool ok = execute(f, res, start, o, &k, err, sizeof err);
    fflush(pipe);
    /* _exit: the parent's stdio buffers must not be flushed twice. */
    _exit(ok ? CHILD_OK : CHILD_NO_SESSION);
}

/* One child from item `start` on.  Returns the wait status (-1 when no
 * child could be made) and the item it died on in *open_item. */
static int run_one_child(const struct tst_file *f, const struct collector *c, int start,
                         const struct regress_opts *o, double *cpu, int *open_item)
{
    struct item_result *res = c->res;
    int fds[2];
    if (pipe(fds) != 0)
        return -1;
    fflush(NULL);
    pid_t pid = fork();
    if (pid < 0) {
        close(fds[0]);
        close(fds[1]);
        return -1;
    }
    if (pid == 0) {
        close(fds[0]);
        run_child(f, res, start, o, fds[1]);
    }
    close(fds[1]);
    FILE *in = fdopen(fds[0], "r");
    *open_item = in ? read_events(in, c) : -1;
    if (in)
        fclose(in);
    else
        close(fds[0]);
    int status;
    struct rusage ru;
    while (wait4(pid, &status, 0, &ru) < 0)
        if (errno != EINTR)
            return -1;
    *cpu += (double)ru.ru_utime.tv_sec + (double)ru.ru_utime.tv_usec * 1e-6
          + (double)ru.ru_stime.tv_sec + (double)ru.ru_stime.tv_usec * 1e-6;
    return status;
}

static bool exec_isolated(const struct tst_file *f, const struct regress_opts *o,
                          const struct collector *c, double *cpu, char *err, size_t errlen)
{
    struct item_result *res = c->res;
    int start = 0;
    for (;;) {
        int open_item;
        int status = run_one_child(f, c, start, o, cpu, &open_item);
        if (status < 0) {
            snprintf(err, errlen, "cannot start a child process: %s", strerror(errno));
            return false;
        }
        if (WIFEXITED(status) && WEXITSTATUS(status) == CHILD_NO_SESSION && open_item < 0
            && start == 0) {
            snprintf(err, errlen, "cannot start a GTP session (engine '%s')",
                     o->engine ? o->engine : "default");
            return false;
        }
        if (WIFEXITED(status) && WEXITSTATUS(status) == CHILD_OK)
            return true;
        char why[160];
        describe_death(status, o->timeout, why, sizeof why);
        if (open_item < 0) {
            /* Died outside any command (during the replay): going on could
             * loop, so the rest of the file stays unrun. */
            snprintf(err, errlen, "%s outside any command; the rest of the file was not run",
                     why);
            return true;
        }
        res[open_item].state = RES_CRASHED;
        res[open_item].ok = false;
        free(res[open_item].reply);
        res[open_item].reply = dup_str(why);
        if (c->done)
            c->done(c->arg, open_item);
        start = open_item + 1;
    }
}

bool exec_file(const struct tst_file *f, const struct regress_opts *o,
               struct item_result *res, exec_done_fn done, void *arg, double *cpu, char *err,
               size_t errlen)
{
    err[0] = '\0';
    *cpu = 0;
    if (o->isolate) {
        struct collector c = {res, f->n, done, arg};
        return exec_isolated(f, o, &c, cpu, err, errlen);
    }
    struct sink k = {.res = res, .pipe = NULL, .timeout = 0, .done = done, .arg = arg};
    double c0 = cpu_now();
    bool ok = execute(f, NULL, 0, o, &k, err, errlen);
    *cpu = cpu_now() - c0;
    return ok;
}

void exec_results_free(struct item_result *res, int n)
{
    for (int i = 0; i < n; i++)
        free(res[i].reply);
}
