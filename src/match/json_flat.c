/* json_flat.c — owns the flat-object JSON reader behind the JSONL results
 * files (the writer is util/json.c). */
#include "match/json_flat.h"

#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct cursor {
    const char *s;
    char *err;
    int errlen;
};

static void skip_space(struct cursor *c)
{
    while (isspace((unsigned char)*c->s))
        c->s++;
}

static bool fail(struct cursor *c, const char *start, const char *what)
{
    snprintf(c->err, c->errlen, "column %d: %s", (int)(c->s - start) + 1, what);
    return false;
}

static void add_utf8(struct strbuf *b, unsigned cp)
{
    if (cp < 0x80) {
        sb_addc(b, (char)cp);
    } else if (cp < 0x800) {
        sb_addc(b, (char)(0xc0 | (cp >> 6)));
        sb_addc(b, (char)(0x80 | (cp & 0x3f)));
    } else {
        sb_addc(b, (char)(0xe0 | (cp >> 12)));
        sb_addc(b, (char)(0x80 | ((cp >> 6) & 0x3f)));
        sb_addc(b, (char)(0x80 | (cp & 0x3f)));
    }
}

/* Reads a string literal at c->s (which is at the opening quote). */
static bool read_string(struct cursor *c, const char *start, struct strbuf *out)
{
    sb_clear(out);
    sb_add(out, "");
    c->s++;
    while (*c->s != '"') {
        unsigned char ch = (unsigned char)*c->s;
        if (ch == '\0' || ch < 0x20)
            return fail(c, start, "unterminated string");
        if (ch != '\\') {
            sb_addc(out, (char)ch);
            c->s++;
            continue;
        }
        char e = c->s[1];
        const char *plain = strchr("\"\\/bfnrt", e);
        if (e && plain) {
            static const char MAP[] = "\"\\/\b\f\n\r\t";
            sb_addc(out, MAP[plain - "\"\\/bfnrt"]);
            c->s += 2;
        } else if (e == 'u') {
            unsigned cp = 0;
            for (int i = 2; i < 6; i++) {
                if (!isxdigit((unsigned char)c->s[i]))
                    return fail(c, start, "bad \\u escape");
                cp = cp * 16 + (unsigned)(isdigit((unsigned char)c->s[i])
                                              ? c->s[i] - '0'
                                              : (tolower((unsigned char)c->s[i]) - 'a' + 10));
            }
            add_utf8(out, cp);
            c->s += 6;
        } else {
            return fail(c, start, "bad escape");
        }
    }
    c->s++;
    return true;
}

static bool read_value(struct cursor *c, const char *start, struct strbuf *sbuf,
                       struct json_value *v)
{
    if (*c->s == '"') {
        v->type = JSON_STRING;
        if (!read_string(c, start, sbuf))
            return false;
        v->str = sb_str(sbuf);
        return true;
    }
    static const struct { const char *word; enum json_type t; double n; } WORDS[] = {
        {"true", JSON_BOOL, 1}, {"false", JSON_BOOL, 0}, {"null", JSON_NULL, NAN},
    };
    for (size_t i = 0; i < 3; i++)
        if (strncmp(c->s, WORDS[i].word, strlen(WORDS[i].word)) == 0) {
            v->type = WORDS[i].t;
            v->num = WORDS[i].n;
            c->s += strlen(WORDS[i].word);
            return true;
        }
    char *end;
    v->num = strtod(c->s, &end);
    if (end == c->s || !(*c->s == '-' || isdigit((unsigned char)*c->s)))
        return fail(c, start, "expected a value (nested values are not used here)");
    v->type = JSON_NUMBER;
    c->s = end;
    return true;
}

bool json_parse_flat(const char *text,
                     bool (*field)(void *ctx, const char *key, const struct json_value *v),
                     void *ctx, char *err, int errlen)
{
    struct cursor c = {text, err, errlen};
    struct strbuf key, val;
    sb_init(&key);
    sb_init(&val);
    bool ok = false;
    skip_space(&c);
    if (*c.s != '{') {
        fail(&c, text, "expected '{'");
        goto done;
    }
    c.s++;
    skip_space(&c);
    if (*c.s == '}') {
        c.s++;
        ok = true;
    }
    while (!ok) {
        struct json_value v;
        if (*c.s != '"') {
            fail(&c, text, "expected a key");
            goto done;
        }
        if (!read_string(&c, text, &key))
            goto done;
        skip_space(&c);
        if (*c.s++ != ':') {
            fail(&c, text, "expected ':'");
            goto done;
        }
        skip_space(&c);
        if (!read_value(&c, text, &val, &v))
            goto done;
        if (!field(ctx, sb_str(&key), &v)) {
            fail(&c, text, "bad value for this key");
            goto done;
        }
        skip_space(&c);
        if (*c.s == '}') {
            c.s++;
            ok = true;
        } else if (*c.s++ != ',') {
            fail(&c, text, "expected ',' or '}'");
            goto done;
        } else {
            skip_space(&c);
        }
    }
    skip_space(&c);
    if (*c.s) {
        ok = fail(&c, text, "text after the object");
    }
done:
    sb_free(&key);
    sb_free(&val);
    return ok;
}
