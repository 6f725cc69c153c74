/* channel.c — owns the two ends of the protocol loop: reading command
 * lines, and writing answers that stream.
 *
 * Lines are read from the file descriptor with a buffer of our own rather
 * than through stdio, because a streaming command (lz-analyze) must be
 * able to ask "has the next command arrived?" while it works: stdio may
 * already hold that command in its buffer, where poll() cannot see it.
 * Input without a descriptor (fmemopen in tests) is read with getline, and
 * commands then cannot stream: they answer in one piece. */
#include "gtp/channel.h"

#include <errno.h>
#include <poll.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "gtp/gtp.h"

#define READ_CHUNK 4096
/* A longer "line" is cut here (and answered with an error, the rest of it
 * dropped), so endless input without a newline cannot take all memory. */
#define MAX_LINE (1 << 20)

void channel_init(struct gtp_channel *c, FILE *in, FILE *out)
{
    memset(c, 0, sizeof *c);
    c->in = in;
    c->out = out;
    c->fd = fileno(in);
}

void channel_free(struct gtp_channel *c)
{
    free(c->buf);
    c->buf = NULL;
}

/* Moves the unread part to the front and makes room for a chunk. */
static bool make_room(struct gtp_channel *c)
{
    if (c->start > 0) {
        memmove(c->buf, c->buf + c->start, c->len - c->start);
        c->len -= c->start;
        c->start = 0;
    }
    if (c->cap - c->len > READ_CHUNK)
        return true;
    size_t cap = c->cap ? c->cap * 2 : 2 * READ_CHUNK;
    char *b = realloc(c->buf, cap);
    if (!b)
        return false;
    c->buf = b;
    c->cap = cap;
    return true;
}

/* One read(); false at end of input or on an error. */
static bool fill(struct gtp_channel *c)
{
    if (c->eof || !make_room(c))
        return false;
    for (;;) {
        ssize_t n = read(c->fd, c->buf + c->len, c->cap - c->len - 1);
        if (n > 0) {
            c->len += (size_t)n;
            return true;
        }
        if (n < 0 && errno == EINTR)
            continue;
        c->eof = true;
        return false;
    }
}

/* NUL is a control character like the others, which GTP drops; left in,
 * it would end the C string early and hide the rest of the line. */
static char *drop_nuls(char *line, size_t n)
{
    size_t w = 0;
    for (size_t r = 0; r < n; r++)
        if (line[r] != '\0')
            line[w++] = line[r];
    line[w] = '\0';
    return line;
}

char *channel_read_line(struct gtp_channel *c)
{
    if (c->fd < 0) {
        size_t cap = c->cap;
        ssize_t n = getline(&c->buf, &cap, c->in);
        c->cap = cap;
        return n < 0 ? NULL : drop_nuls(c->buf, (size_t)n);
    }
    c->overlong = false;
    for (;;) {
        char *from = c->buf + c->start;
        char *nl = c->len > c->start ? memchr(from, '\n', c->len - c->start) : NULL;
        if (c->skipping) {
            /* the rest of a line already answered as too long */
            c->start = nl ? (size_t)(nl - c->buf) + 1 : c->len;
            c->skipping = !nl;
            if (!nl && !fill(c))
                return NULL;
            continue;
        }
        if (nl) {
            c->start = (size_t)(nl - c->buf) + 1;
            return drop_nuls(from, (size_t)(nl - from));
        }
        if (c->len - c->start >= MAX_LINE) {
            size_t n = c->len - c->start;
            c->start = c->len;
            c->overlong = true;
            c->skipping = true;
            return drop_nuls(from, n);
        }
        if (!fill(c)) {
            if (c->len == c->start || c->len >= c->cap)
                return NULL;
            /* A last line without its newline. */
            char *line = c->buf + c->start;
            size_t n = c->len - c->start;
            c->start = c->len;
            return drop_nuls(line, n);
        }
    }
}

bool channel_input_within(struct gtp_channel *c, int ms)
{
    if (c->fd < 0)
        return true;
    if (c->eof || c->len > c->start)
        return true;
    struct pollfd p = {.fd = c->fd, .events = POLLIN};
    return poll(&p, 1, ms) != 0;    /* an error counts as input: never wait forever */
}

bool channel_input_waiting(struct gtp_channel *c)
{
    return channel_input_within(c, 0);
}

/* ---- streamed answers (the calls handlers use, declared in gtp.h) ---- */

bool gtp_stream_begin(struct gtp *s)
{
    struct gtp_channel *c = s->channel;
    if (!c || c->fd < 0 || c->streamed)
        return false;
    fprintf(c->out, "=%s\n", c->id);
    fflush(c->out);
    c->streamed = true;
    return true;
}

void gtp_stream_line(struct gtp *s, const char *text)
{
    struct gtp_channel *c = s->channel;
    if (!c || !c->streamed)
        return;
    /* A blank line would end the answer: drop empty lines. */
    for (const char *p = text; *p;) {
        const char *e = strchr(p, '\n');
        size_t n = e ? (size_t)(e - p) : strlen(p);
        if (n > 0) {
            fwrite(p, 1, n, c->out);
            fputc('\n', c->out);
        }
        p += n + (e != NULL);
    }
    fflush(c->out);
}

bool gtp_input_waiting(struct gtp *s)
{
    return !s->channel || channel_input_waiting(s->channel);
}

bool gtp_input_wait(struct gtp *s, int ms)
{
    return !s->channel || channel_input_within(s->channel, ms);
}
