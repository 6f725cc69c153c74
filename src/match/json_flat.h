/* json_flat.h — writing and reading the flat JSON objects of a results
 * file: one object per line, values are strings, numbers, booleans or
 * null (no nesting), which is all a JSONL record of a game needs. */
#ifndef MOYO_JSON_FLAT_H
#define MOYO_JSON_FLAT_H

#include <stdbool.h>

#include "util/json.h"
#include "util/strbuf.h"

enum json_type { JSON_STRING, JSON_NUMBER, JSON_BOOL, JSON_NULL };

struct json_value {
    enum json_type type;
    const char *str;        /* JSON_STRING: unescaped text */
    double num;             /* JSON_NUMBER, JSON_BOOL (0/1) */
};

/* Calls field() for each member of the object in text.  Returns false
 * (err says where) on malformed JSON or when field() returns false. */
bool json_parse_flat(const char *text,
                     bool (*field)(void *ctx, const char *key, const struct json_value *v),
                     void *ctx, char *err, int errlen);

#endif
