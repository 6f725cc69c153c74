/* json.h — writing JSON text: string literals and numbers (null when not
 * finite).  Used by the match results files and `moyo analyze --json`. */
#ifndef MOYO_JSON_H
#define MOYO_JSON_H

#include "util/strbuf.h"

/* Appends text as a JSON string literal (quotes included). */
void json_string(struct strbuf *b, const char *text);
/* Appends a number, or null when it is not finite. */
void json_number(struct strbuf *b, double v);

#endif
