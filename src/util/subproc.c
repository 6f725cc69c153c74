/* subproc.c — owns spawning and reaping child processes with pipes. */
#define _GNU_SOURCE     /* pipe2 */
#include "util/subproc.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
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
