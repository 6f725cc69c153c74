/* channel.h — the protocol loop's input and output (channel.c): command
 * lines read from a descriptor with our own buffer, so a streaming answer
 * can see whether the next command has arrived. */
#ifndef MOYO_GTP_CHANNEL_H
#define MOYO_GTP_CHANNEL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

struct gtp_channel {
    FILE *in;
    int fd;                 /* < 0: read with getline, no streaming */
    char *buf;
    size_t start, len, cap; /* unread input is buf[start..len) */
    bool eof;
    bool overlong;          /* the line just read was cut at MAX_LINE */
    bool skipping;          /* dropping the rest of a cut line */
    FILE *out;
    char id[32];            /* id of the command being answered */
    bool streamed;          /* its answer was begun by gtp_stream_begin */
};

void channel_init(struct gtp_channel *c, FILE *in, FILE *out);
void channel_free(struct gtp_channel *c);
/* The next line without its newline (valid until the next call), or NULL
 * at the end of input.  A line longer than 1 MB comes back cut, with
 * overlong set, and the rest of it up to its newline is dropped: one
 * line, one answer. */
char *channel_read_line(struct gtp_channel *c);
/* Is there input not read yet (or the end of input)? */
bool channel_input_waiting(struct gtp_channel *c);
/* The same, waiting up to ms milliseconds for it. */
bool channel_input_within(struct gtp_channel *c, int ms);

#endif
