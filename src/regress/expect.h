/* expect.h — the expected answer of a regression test (`#? [...]` lines of
 * GNU Go's .tst format) and matching an engine's answer against it.
 *
 * The text inside the brackets is a POSIX extended regular expression
 * matched the way GNU Go's own scorer does: `^` is put in front and `$` at
 * the end WITHOUT grouping, so `[1 T15|O13|P12]` means "^1 T15" or "O13"
 * anywhere or "P12$".  A leading `!` negates; after the closing bracket a
 * `*` marks a test GNU Go 3.8 fails (still counted) and `&` a test that is
 * not counted.
 */
#ifndef MOYO_REGRESS_EXPECT_H
#define MOYO_REGRESS_EXPECT_H

#include <stdbool.h>
#include <stddef.h>

struct expect {
    char *pattern;          /* the regular expression, without `!` */
    char *shown;            /* what the file said, e.g. "!1 G1", for messages */
    bool negate;            /* [!...] */
    bool known_failure;     /* trailing * */
    bool uncounted;         /* trailing & */
};

/* Parses the text after "#?".  Returns false with a message in err when
 * the line holds no bracketed answer.  A missing closing bracket is
 * accepted (the rest of the line is the pattern, as GNU Go's scorer reads
 * it) and reported as a warning in err with a true result. */
bool expect_parse(const char *text, struct expect *e, char *err, size_t errlen);
void expect_free(struct expect *e);

/* 1: the answer passes, 0: it fails, -1: the pattern is not a valid
 * regular expression (err says why; the test counts as failed). */
int expect_match(const struct expect *e, const char *answer, char *err, size_t errlen);

/* The part of a reply that is compared: its first line without trailing
 * white space (GNU Go's scorer reads the reply's first line), into buf. */
void expect_answer_line(const char *reply, char *buf, size_t buflen);

#endif
