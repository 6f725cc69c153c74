/* pattern_emit.h — writing a database as C source (tools/patc). */
#ifndef MOYO_PATTERN_EMIT_H
#define MOYO_PATTERN_EMIT_H

#include <stdbool.h>
#include <stdio.h>

#include "patterns/pattern.h"

/* Writes db as C tables defining `const struct pattern_db SYMBOL`. */
bool pattern_emit_c(FILE *f, const struct pattern_db *db, const char *symbol);

#endif
