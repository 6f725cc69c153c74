/* parse.c — runs the pattern lexer/parser over a text and owns the arena
 * the AST lives in.  Only the first error is kept: it is the one the
 * author must fix, later ones are usually its echoes. */
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "patterns/pattern_ast.h"
#include "patterns/pattern_lex.h"

struct arena_block {
    struct arena_block *next;
    max_align_t data[];
};

void *pat_alloc(struct pat_parse *pp, unsigned long size)
{
    struct arena_block *b = calloc(1, sizeof *b + size);
    if (!b) {
        fprintf(stderr, "moyo: out of memory parsing patterns\n");
        abort();
    }
    b->next = pp->arena;
    pp->arena = b;
    return b->data;
}

char *pat_strndup(struct pat_parse *pp, const char *s, unsigned long n)
{
    char *d = pat_alloc(pp, n + 1);
    memcpy(d, s, n);
    d[n] = '\0';
    return d;
}

void pat_error_at(struct pat_parse *pp, struct pat_loc loc, const char *fmt, ...)
{
    if (pp->failed)
        return;
    pp->failed = true;
    int n = snprintf(pp->err, sizeof pp->err, "%s:%d:%d: ", pp->filename, loc.line, loc.col);
    if (n < 0 || n >= (int)sizeof pp->err)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(pp->err + n, sizeof pp->err - (size_t)n, fmt, ap);
    va_end(ap);
}

bool pat_parse_text(struct pat_parse *pp, const char *text, const char *filename)
{
    memset(pp, 0, sizeof *pp);
    pp->filename = filename;
    pp->text = text;
    if (text[0] == '\0')
        return true;                   /* an empty file holds no patterns */
    return pat_lex_run(pp, text);
}

void pat_parse_free(struct pat_parse *pp)
{
    struct arena_block *b = pp->arena;
    while (b) {
        struct arena_block *next = b->next;
        free(b);
        b = next;
    }
    pp->arena = NULL;
    pp->patterns = pp->last = NULL;
}
