/* tst.c — owns reading GNU Go-format regression files (.tst): comments,
 * setup commands, numbered tests and their `#? [...]` answers. */
#include "regress/tst.h"

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

static char *dup_str(const char *s)
{
    size_t n = strlen(s);
    char *d = malloc(n + 1);
    if (!d)
        abort();
    memcpy(d, s, n + 1);
    return d;
}

static void strip(char *s)
{
    size_t n = strlen(s);
    while (n > 0 && isspace((unsigned char)s[n - 1]))
        s[--n] = '\0';
}

static struct tst_item *add_item(struct tst_file *f)
{
    if (f->n == f->cap) {
        f->cap = f->cap ? 2 * f->cap : 64;
        f->items = realloc(f->items, (size_t)f->cap * sizeof *f->items);
        if (!f->items)
            abort();
    }
    struct tst_item *it = &f->items[f->n++];
    memset(it, 0, sizeof *it);
    return it;
}

/* "#? [...]" belongs to the numbered command just before it (comments and
 * blank lines may come between, other commands and bad lines may not). */
static void read_expect(struct tst_file *f, const char *text, int line, FILE *warn)
{
    struct tst_item *last = f->pending >= 0 ? &f->items[f->pending] : NULL;
    f->pending = -1;
    if (!last) {
        fprintf(warn, "%s:%d: expected answer without a numbered command before it; ignored\n",
                f->path, line);
        return;
    }
    char err[160];
    struct expect e;
    if (!expect_parse(text, &e, err, sizeof err)) {
        fprintf(warn, "%s:%d: %s; test %d has no expected answer\n", f->path, line, err,
                last->number);
        return;
    }
    if (err[0])
        fprintf(warn, "%s:%d: %s\n", f->path, line, err);
    last->expect = e;
    last->has_expect = true;
}

/* A command line: "[NUMBER] command args [# comment]". */
static void read_command(struct tst_file *f, char *s, int line, FILE *warn)
{
    char *hash = strchr(s, '#');
    if (hash)
        *hash = '\0';
    strip(s);
    if (!*s)
        return;
    f->pending = -1;
    int number = -1;
    if (isdigit((unsigned char)*s)) {
        char *end;
        errno = 0;
        long v = strtol(s, &end, 10);
        if (errno || v > 1000000000L || (*end && !isspace((unsigned char)*end))) {
            fprintf(warn, "%s:%d: bad test number in '%s'; line ignored\n", f->path, line, s);
            return;
        }
        while (isspace((unsigned char)*end))
            end++;
        if (!*end) {
            fprintf(warn, "%s:%d: test %ld has no command; line ignored\n", f->path, line, v);
            return;
        }
        number = (int)v;
        s = end;
    }
    struct tst_item *it = add_item(f);
    it->line = line;
    it->number = number;
    it->command = dup_str(s);
    if (number >= 0)
        f->pending = f->n - 1;
}

static void read_line(struct tst_file *f, char *s, int line, FILE *warn)
{
    strip(s);
    while (isspace((unsigned char)*s))
        s++;
    if (s[0] == '#' && s[1] == '?')
        read_expect(f, s + 2, line, warn);
    else if (s[0] != '#')
        read_command(f, s, line, warn);
}

static void init_file(struct tst_file *f, const char *name)
{
    memset(f, 0, sizeof *f);
    f->path = dup_str(name);
    f->pending = -1;
}

bool tst_parse_string(const char *text, const char *name, struct tst_file *f, FILE *warn)
{
    init_file(f, name);
    int line = 0;
    while (*text) {
        size_t n = strcspn(text, "\n");
        char *s = malloc(n + 1);
        if (!s)
            abort();
        memcpy(s, text, n);
        s[n] = '\0';
        read_line(f, s, ++line, warn);
        free(s);
        text += n;
        if (*text == '\n')
            text++;
    }
    return true;
}

bool tst_load(const char *path, struct tst_file *f, FILE *warn, char *err, size_t errlen)
{
    FILE *in = fopen(path, "r");
    if (!in) {
        snprintf(err, errlen, "%s: %s", path, strerror(errno));
        return false;
    }
    init_file(f, path);
    char *buf = NULL;
    size_t cap = 0;
    int line = 0;
    while (getline(&buf, &cap, in) >= 0) {
        read_line(f, buf, ++line, warn);
    }
    bool bad = ferror(in);
    free(buf);
    fclose(in);
    if (bad) {
        snprintf(err, errlen, "%s: read error", path);
        tst_free(f);
        return false;
    }
    return true;
}

void tst_free(struct tst_file *f)
{
    for (int i = 0; i < f->n; i++) {
        free(f->items[i].command);
        if (f->items[i].has_expect)
            expect_free(&f->items[i].expect);
    }
    free(f->items);
    free(f->path);
    memset(f, 0, sizeof *f);
}

int tst_counted(const struct tst_file *f)
{
    int n = 0;
    for (int i = 0; i < f->n; i++)
        n += f->items[i].has_expect && !f->items[i].expect.uncounted;
    return n;
}
