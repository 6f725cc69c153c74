/* sgf_error.c — owns the one format of SGF error messages. */
#include "sgf_error.h"

#include <stdio.h>

void sgf_verror_at(struct sgf_error *err, const char *file, int line, int col,
                   const char *fmt, va_list ap)
{
    if (!err)
        return;
    char what[400];
    vsnprintf(what, sizeof what, fmt, ap);
    if (file)
        snprintf(err->msg, sizeof err->msg, "%s:%d:%d: %s", file, line, col, what);
    else
        snprintf(err->msg, sizeof err->msg, "%s", what);
}

void sgf_error_at(struct sgf_error *err, const char *file, int line, int col,
                  const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    sgf_verror_at(err, file, line, col, fmt, ap);
    va_end(ap);
}
