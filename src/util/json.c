/* json.c — owns writing JSON string literals and numbers. */
#include "util/json.h"

#include <math.h>
#include <stdio.h>

void json_string(struct strbuf *b, const char *text)
{
    sb_addc(b, '"');
    for (const unsigned char *t = (const unsigned char *)text; *t; t++) {
        if (*t == '"' || *t == '\\') {
            sb_addc(b, '\\');
            sb_addc(b, (char)*t);
        } else if (*t == '\n') {
            sb_add(b, "\\n");
        } else if (*t == '\t') {
            sb_add(b, "\\t");
        } else if (*t < 0x20) {
            sb_printf(b, "\\u%04x", *t);
        } else {
            sb_addc(b, (char)*t);
        }
    }
    sb_addc(b, '"');
}

void json_number(struct strbuf *b, double v)
{
    if (!isfinite(v))
        sb_add(b, "null");
    else if (v == floor(v) && fabs(v) < 1e15)
        sb_printf(b, "%.0f", v);
    else
        sb_printf(b, "%.6g", v);
}
