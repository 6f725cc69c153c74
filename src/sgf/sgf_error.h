/* sgf_error.h — internal to src/sgf: filling a struct sgf_error. */
#ifndef MOYO_SGF_ERROR_H
#define MOYO_SGF_ERROR_H

#include <stdarg.h>

#include "sgf.h"

/* "file:line:col: message", or just the message when file is NULL.
 * err may be NULL (the caller does not want the text). */
void sgf_error_at(struct sgf_error *err, const char *file, int line, int col,
                  const char *fmt, ...) __attribute__((format(printf, 5, 6)));
void sgf_verror_at(struct sgf_error *err, const char *file, int line, int col,
                   const char *fmt, va_list ap);

#endif
