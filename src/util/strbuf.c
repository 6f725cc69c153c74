/* strbuf.c — owns the growable string buffer. */
#include "util/strbuf.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void sb_init(struct strbuf *b)
{
    b->s = NULL;
    b->len = 0;
    b->cap = 0;
}

void sb_free(struct strbuf *b)
{
    free(b->s);
    sb_init(b);
}

void sb_clear(struct strbuf *b)
{
    b->len = 0;
    if (b->s)
        b->s[0] = '\0';
}

static void reserve(struct strbuf *b, size_t extra)
{
    if (b->len + extra + 1 <= b->cap)
        return;
    size_t cap = b->cap ? b->cap : 64;
    while (cap < b->len + extra + 1)
        cap *= 2;
    char *n = realloc(b->s, cap);
    if (!n) {
        fprintf(stderr, "moyo: out of memory\n");
        abort();
    }
    b->s = n;
    b->cap = cap;
}

void sb_addn(struct strbuf *b, const char *s, size_t n)
{
    reserve(b, n);
    memcpy(b->s + b->len, s, n);
    b->len += n;
    b->s[b->len] = '\0';
}

void sb_add(struct strbuf *b, const char *s)
{
    sb_addn(b, s, strlen(s));
}

void sb_addc(struct strbuf *b, char c)
{
    sb_addn(b, &c, 1);
}

void sb_printf(struct strbuf *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n <= 0)
        return;
    reserve(b, (size_t)n);
    va_start(ap, fmt);
    vsnprintf(b->s + b->len, (size_t)n + 1, fmt, ap);
    va_end(ap);
    b->len += (size_t)n;
}

const char *sb_str(const struct strbuf *b)
{
    return b->s ? b->s : "";
}
