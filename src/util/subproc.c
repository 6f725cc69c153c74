/* subproc.c — owns spawning and reaping child processes with pipes. */
#define _GNU_SOURCE     /* pipe2 */
#include "util/subproc.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

/* stderr of the child: log_path if given, else /dev/null when quiet, else
 * inherited. */
static bool start(struct subproc *p, const char *cmd, bool quiet, const char *log_path)
{
    /* Close-on-exec from birth: a child started from another thread between
     * pipe() and fork() must not inherit these ends, or it would keep this
     * engine's pipes open and hide its death. */
    int in[2], out[2];
    if (pipe2(in, O_CLOEXEC) < 0)
        return false;
    if (pipe2(out, O_CLOEXEC) < 0) {
        close(in[0]);
        close(in[1]);
        return false;
    }
    pid_t pid = fork();
    if (pid < 0) {
        int e = errno;
        close(in[0]); close(in[1]); close(out[0]); close(out[1]);
        errno = e;
        return false;
    }
    if (pid == 0) {
        /* dup2 clears close-on-exec on the copies the child keeps. */
        dup2(in[0], 0);
        dup2(out[1], 1);
        int err_fd = log_path ? open(log_path, O_WRONLY | O_CREAT | O_APPEND, 0666) : -1;
        if (err_fd < 0 && (quiet || log_path))
            err_fd = open("/dev/null", O_WRONLY);
        if (err_fd >= 0 && err_fd != 2) {
            dup2(err_fd, 2);
            close(err_fd);
        }
        close(in[0]); close(in[1]); close(out[0]); close(out[1]);
        execl("/bin/sh", "sh", "-c", cmd, (char *)NULL);
        _exit(127);
    }
    close(in[0]);
    close(out[1]);
    p->pid = pid;
    p->to = fdopen(in[1], "w");
    p->from = fdopen(out[0], "r");
    if (!p->to || !p->from) {
        subproc_stop(p, 0);
        return false;
    }
    /* A child that dies must not kill us with SIGPIPE on the next write. */
    signal(SIGPIPE, SIG_IGN);
    return true;
}

bool subproc_start(struct subproc *p, const char *cmd, bool quiet)
{
    return start(p, cmd, quiet, NULL);
}

bool subproc_start_logged(struct subproc *p, const char *cmd, const char *log_path)
{
    return start(p, cmd, true, log_path);
}

int subproc_stop(struct subproc *p, int grace_ms)
{
    if (p->to)
        fclose(p->to);
    if (p->from)
        fclose(p->from);
    p->to = p->from = NULL;
    if (p->pid <= 0)
        return -1;
    int status = -1;
    for (int waited = 0; waited <= grace_ms; waited += 10) {
        pid_t r = waitpid(p->pid, &status, WNOHANG);
        if (r == p->pid) {
            p->pid = 0;
            return status;
        }
        struct timespec ts = {0, 10 * 1000000L};
        nanosleep(&ts, NULL);
    }
    kill(p->pid, SIGKILL);
    waitpid(p->pid, &status, 0);
    p->pid = 0;
    return status;
}

/* The "Name:"-like line of /proc/PID/status as a number (kB), or -1. */
static long status_field_kb(pid_t pid, const char *field)
{
    char path[64], line[256];
    snprintf(path, sizeof path, "/proc/%d/status", (int)pid);
    FILE *f = fopen(path, "r");
    if (!f)
        return -1;
    long kb = -1;
    size_t n = strlen(field);
    while (fgets(line, sizeof line, f))
        if (strncmp(line, field, n) == 0 && line[n] == ':') {
            kb = strtol(line + n + 1, NULL, 10);
            break;
        }
    fclose(f);
    return kb;
}

/* The single child of pid when pid is a shell that did not exec its
 * command (dash keeps `sh -c CMD` as a parent); else pid itself. */
static pid_t program_pid(pid_t pid)
{
    for (int depth = 0; depth < 4; depth++) {
        char path[64], comm[32] = "";
        snprintf(path, sizeof path, "/proc/%d/comm", (int)pid);
        FILE *f = fopen(path, "r");
        if (!f)
            return pid;
        bool shell = fgets(comm, sizeof comm, f) && strcmp(comm, "sh\n") == 0;
        fclose(f);
        if (!shell)
            return pid;
        snprintf(path, sizeof path, "/proc/%d/task/%d/children", (int)pid, (int)pid);
        f = fopen(path, "r");
        if (!f)
            return pid;
        long child = 0, extra = 0;
        int got = fscanf(f, "%ld %ld", &child, &extra);
        fclose(f);
        if (got != 1 || child <= 0)
            return pid;         /* none, or several: the shell is the program */
        pid = (pid_t)child;
    }
    return pid;
}

long subproc_rss_kb(const struct subproc *p)
{
    if (p->pid <= 0)
        return -1;
    return status_field_kb(program_pid(p->pid), "VmRSS");
}
