/* client.c — owns the GTP client side: framing of commands and replies,
 * timeouts, and noticing an engine that died. */
#include "gtp/client.h"

#include <errno.h>
#include <poll.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

bool gtp_client_start_logged(struct gtp_client *c, const char *cmd, const char *log_path)
{
    memset(c, 0, sizeof *c);
    snprintf(c->name, sizeof c->name, "%s", cmd);
    bool ok = log_path ? subproc_start_logged(&c->proc, cmd, log_path)
                       : subproc_start(&c->proc, cmd, true);
    c->dead = !ok;
    return ok;
}

bool gtp_client_start(struct gtp_client *c, const char *cmd)
{
    return gtp_client_start_logged(c, cmd, NULL);
}

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

/* Reads one line from our own buffer (not stdio's, so that poll() sees
 * exactly what is pending); false on EOF or when the deadline (ms on the
 * monotonic clock, <= 0: none) passes.  The deadline covers the whole
 * reply, so an engine that keeps writing noise still times out. */
static bool read_line(struct gtp_client *c, struct strbuf *line, double deadline)
{
    sb_clear(line);
    int fd = fileno(c->proc.from);
    for (;;) {
        while (c->bufpos < c->buflen) {
            char ch = c->buf[c->bufpos++];
            if (ch == '\n')
                return true;
            if (ch != '\r')
                sb_addc(line, ch);
        }
        if (deadline > 0) {
            double left = deadline - now_ms();
            if (left <= 0)
                return false;
            struct pollfd pfd = {fd, POLLIN, 0};
            int r = poll(&pfd, 1, (int)left + 1);
            if (r == 0)
                return false;
            if (r < 0) {
                if (errno == EINTR)
                    continue;
                return false;
            }
        }
        ssize_t n = read(fd, c->buf, sizeof c->buf);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        c->bufpos = 0;
        c->buflen = (int)n;
    }
}

bool gtp_client_send(struct gtp_client *c, const char *cmd, struct strbuf *reply,
                     int timeout_ms)
{
    sb_clear(reply);
    if (c->dead)
        return false;
    if (fprintf(c->proc.to, "%s\n", cmd) < 0 || fflush(c->proc.to) != 0) {
        c->dead = true;
        return false;
    }
    struct strbuf line;
    sb_init(&line);
    bool ok = false, started = false;
    double deadline = timeout_ms > 0 ? now_ms() + timeout_ms : 0;
    for (;;) {
        if (!read_line(c, &line, deadline)) {
            c->dead = true;
            ok = false;
            break;
        }
        if (!started) {
            if (line.len == 0)
                continue;               /* stray blank lines */
            if (line.s[0] != '=' && line.s[0] != '?') {
                continue;               /* noise before a reply */
            }
            ok = line.s[0] == '=';
            const char *t = line.s + 1;
            while (*t >= '0' && *t <= '9')
                t++;                    /* an id, if any */
            if (*t == ' ')
                t++;
            sb_add(reply, t);
            started = true;
            continue;
        }
        if (line.len == 0)
            break;
        sb_addc(reply, '\n');
        sb_add(reply, line.s);
    }
    sb_free(&line);
    return ok;
}

bool gtp_client_sendf(struct gtp_client *c, struct strbuf *reply, int timeout_ms,
                      const char *fmt, ...)
{
    char cmd[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(cmd, sizeof cmd, fmt, ap);
    va_end(ap);
    return gtp_client_send(c, cmd, reply, timeout_ms);
}

void gtp_client_stop(struct gtp_client *c)
{
    /* Waits for quit's answer (a second at most) before closing the
     * pipes: closing first makes the engine's answer fail with a broken
     * pipe, which it may complain about on stderr (its match log). */
    if (!c->dead && c->proc.to) {
        struct strbuf reply;
        sb_init(&reply);
        gtp_client_send(c, "quit", &reply, 1000);
        sb_free(&reply);
    }
    subproc_stop(&c->proc, 2000);
    c->dead = true;
}
