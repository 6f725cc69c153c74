/* tst.h — a GNU Go-format regression file read into memory: the GTP
 * commands in order, the numbered ones (tests) with their expected answer.
 * Running them is run.c's job. */
#ifndef MOYO_REGRESS_TST_H
#define MOYO_REGRESS_TST_H

#include <stdbool.h>
#include <stdio.h>

#include "regress/expect.h"

struct tst_item {
    int line;               /* 1-based line of the command in the file */
    int number;             /* test number, or -1 for a setup command */
    char *command;          /* without the number and any # comment */
    bool has_expect;
    struct expect expect;
};

struct tst_file {
    char *path;
    int n, cap;
    struct tst_item *items;
    int pending;            /* while reading: the test a "#?" line belongs to, or -1 */
};

/* Reads path.  Malformed lines are reported on warn as "path:line: why"
 * and skipped; the rest of the file still loads.  Returns false (with the
 * reason in err) only when the file cannot be read. */
bool tst_load(const char *path, struct tst_file *f, FILE *warn, char *err, size_t errlen);
/* Same, from a string (for tests); name is used in messages. */
bool tst_parse_string(const char *text, const char *name, struct tst_file *f, FILE *warn);
void tst_free(struct tst_file *f);

/* Tests counted in the totals (have an expected answer, not marked &). */
int tst_counted(const struct tst_file *f);

#endif
