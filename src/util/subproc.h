/* subproc.h — a child process with pipes to its stdin and stdout, used to
 * talk GTP to other engines (GNU Go as opponent, referee and oracle). */
#ifndef MOYO_SUBPROC_H
#define MOYO_SUBPROC_H

#include <stdbool.h>
#include <stdio.h>
#include <sys/types.h>

struct subproc {
    pid_t pid;
    FILE *to;       /* child's stdin */
    FILE *from;     /* child's stdout */
};

/* Runs `sh -c cmd` with stdin/stdout piped (stderr inherited, or sent to
 * /dev/null when quiet).  Returns false (errno set) when it cannot start. */
bool subproc_start(struct subproc *p, const char *cmd, bool quiet);
/* The same with the child's stderr appended to the file at log_path
 * (created 0666 if need be; /dev/null when it cannot be opened). */
bool subproc_start_logged(struct subproc *p, const char *cmd, const char *log_path);
/* Closes the pipes, waits up to grace_ms, then kills.  Returns the exit
 * status as waitpid gives it, or -1. */
int subproc_stop(struct subproc *p, int grace_ms);
/* Resident memory (VmRSS of /proc/PID/status) of the program the child
 * runs, in kB: through a `sh -c` wrapper that did not exec, its only
 * child.  -1 when it cannot be read (no /proc, the child is gone). */
long subproc_rss_kb(const struct subproc *p);

#endif
