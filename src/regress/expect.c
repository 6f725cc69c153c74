/* expect.c — owns parsing `#? [...]` answers and matching replies against
 * them (see expect.h for the format). */
#include "regress/expect.h"

#include <ctype.h>
#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *dup_range(const char *s, size_t n)
{
    char *d = malloc(n + 1);
    if (!d)
        abort();
    memcpy(d, s, n);
    d[n] = '\0';
    return d;
}

static bool parse_flags(const char *s, struct expect *e, char *err, size_t errlen)
{
    for (; *s; s++) {
        if (*s == '*')
            e->known_failure = true;
        else if (*s == '&')
            e->uncounted = true;
        else if (!isspace((unsigned char)*s)) {
            snprintf(err, errlen, "unexpected '%c' after the closing bracket", *s);
            return false;
        }
    }
    return true;
}

bool expect_parse(const char *text, struct expect *e, char *err, size_t errlen)
{
    memset(e, 0, sizeof *e);
    err[0] = '\0';
    while (isspace((unsigned char)*text))
        text++;
    if (*text != '[') {
        snprintf(err, errlen, "expected answer must be in brackets: #? [ANSWER]");
        return false;
    }
    text++;
    /* The last ']' closes: answers may contain brackets in their regex. */
    const char *close = strrchr(text, ']');
    size_t len;
    if (close) {
        len = (size_t)(close - text);
        if (!parse_flags(close + 1, e, err, errlen))
            return false;
    } else {
        len = strlen(text);
        while (len > 0 && isspace((unsigned char)text[len - 1]))
            len--;
        snprintf(err, errlen, "no closing bracket; the rest of the line is the answer");
    }
    e->shown = dup_range(text, len);
    if (len > 0 && text[0] == '!') {
        e->negate = true;
        text++;
        len--;
    }
    e->pattern = dup_range(text, len);
    return true;
}

void expect_free(struct expect *e)
{
    free(e->pattern);
    free(e->shown);
    memset(e, 0, sizeof *e);
}

/* Regular expressions that the C library compiles in exponential time or
 * space are refused before regcomp: the tst fuzz target found
 * "1++++++++++++++++++++ G11" taking glibc's regcomp over 40 s.  GNU Go's
 * own suites use none of these forms (their longest answer is 70
 * characters, with no bound and no stacked operator). */
#define MAX_PATTERN 512
#define MAX_BOUND 100

static const char *costly_regex(const char *re)
{
    if (strlen(re) > MAX_PATTERN)
        return "longer than 512 characters";
    bool after_repeat = false;      /* the previous item was a repetition */
    for (const char *p = re; *p; p++) {
        if (*p == '\\' && p[1]) {
            p++;
            after_repeat = false;
        } else if (*p == '[') {
            /* a bracket expression: its characters are literals */
            const char *q = p + 1;
            if (*q == '^')
                q++;
            if (*q == ']')
                q++;
            while (*q && *q != ']')
                q++;
            p = *q ? q : q - 1;
            after_repeat = false;
        } else if (strchr("*+?{", *p)) {
            if (after_repeat)
                return "a repetition of a repetition";
            if (*p == '{') {
                for (p++; *p && *p != '}'; p++)
                    if (isdigit((unsigned char)*p) && atoi(p) > MAX_BOUND)
                        return "a repetition bound above 100";
                if (!*p)
                    return NULL;    /* unbalanced: regcomp says so */
            }
            after_repeat = true;
        } else {
            after_repeat = false;
        }
    }
    return NULL;
}

int expect_match(const struct expect *e, const char *answer, char *err, size_t errlen)
{
    const char *costly = costly_regex(e->pattern);
    if (costly) {
        snprintf(err, errlen, "bad regular expression '%.80s': %s", e->pattern, costly);
        return -1;
    }
    size_t n = strlen(e->pattern);
    char *anchored = malloc(n + 3);
    if (!anchored)
        abort();
    /* No grouping on purpose: ^ binds to the first alternative and $ to
     * the last, exactly as GNU Go's regression scorer builds it. */
    anchored[0] = '^';
    memcpy(anchored + 1, e->pattern, n);
    anchored[n + 1] = '$';
    anchored[n + 2] = '\0';

    regex_t re;
    int rc = regcomp(&re, anchored, REG_EXTENDED | REG_NOSUB);
    free(anchored);
    if (rc != 0) {
        char msg[128];
        regerror(rc, &re, msg, sizeof msg);
        snprintf(err, errlen, "bad regular expression '%s': %s", e->pattern, msg);
        return -1;
    }
    bool matched = regexec(&re, answer, 0, NULL, 0) == 0;
    regfree(&re);
    return matched != e->negate;
}

void expect_answer_line(const char *reply, char *buf, size_t buflen)
{
    size_t n = strcspn(reply, "\r\n");
    while (n > 0 && isspace((unsigned char)reply[n - 1]))
        n--;
    if (buflen == 0)
        return;
    if (n >= buflen)
        n = buflen - 1;
    memcpy(buf, reply, n);
    buf[n] = '\0';
}
