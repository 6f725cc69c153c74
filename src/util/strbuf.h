/* strbuf.h — a growable string buffer for building command replies. */
#ifndef MOYO_STRBUF_H
#define MOYO_STRBUF_H

#include <stddef.h>

struct strbuf {
    char *s;        /* always NUL-terminated once anything was written */
    size_t len;
    size_t cap;
};

void sb_init(struct strbuf *b);
void sb_free(struct strbuf *b);
void sb_clear(struct strbuf *b);
void sb_add(struct strbuf *b, const char *s);
void sb_addn(struct strbuf *b, const char *s, size_t n);
void sb_addc(struct strbuf *b, char c);
void sb_printf(struct strbuf *b, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
const char *sb_str(const struct strbuf *b);   /* "" when empty */

#endif
