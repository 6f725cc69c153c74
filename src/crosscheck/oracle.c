/* oracle.c — owns the batched GTP exchange with the reference engine and
 * the same batch run through moyo's session, plus comparing vertex lists. */
#include <ctype.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "crosscheck/crosscheck.h"

bool oracle_start(struct oracle *o, const char *cmd)
{
    o->dead = !subproc_start(&o->proc, cmd, true);
    return !o->dead;
}

void oracle_stop(struct oracle *o)
{
    if (!o->dead) {
        fputs("quit\n", o->proc.to);
        fflush(o->proc.to);
    }
    subproc_stop(&o->proc, 2000);
    o->dead = true;
}

/* One reply: "=[id] text" or "?[id] text", more lines, a blank line. */
static bool read_reply(FILE *in, bool *ok, struct strbuf *reply)
{
    char *line = NULL;
    size_t cap = 0;
    ssize_t len;
    bool started = false;
    sb_clear(reply);
    while ((len = getline(&line, &cap, in)) >= 0) {
        while (len > 0 && (line[len - 1] == '\n' || line[len - 1] == '\r'))
            line[--len] = '\0';
        if (!started) {
            if (line[0] != '=' && line[0] != '?')
                continue;
            *ok = line[0] == '=';
            const char *t = line + 1;
            while (isdigit((unsigned char)*t))
                t++;
            if (*t == ' ')
                t++;
            sb_add(reply, t);
            started = true;
        } else if (len == 0) {
            break;
        } else {
            sb_addc(reply, '\n');
            sb_add(reply, line);
        }
    }
    free(line);
    return started && len >= 0;
}

bool oracle_run(struct oracle *o, struct batch *b)
{
    if (o->dead)
        return false;
    for (int i = 0; i < b->n; i++)
        fprintf(o->proc.to, "%s\n", b->cmd[i]);
    if (fflush(o->proc.to) != 0) {
        o->dead = true;
        return false;
    }
    for (int i = 0; i < b->n; i++)
        if (!read_reply(o->proc.from, &b->ok[OTHER][i], &b->reply[OTHER][i])) {
            o->dead = true;
            return false;
        }
    return true;
}

void moyo_run(struct gtp *s, struct batch *b)
{
    for (int i = 0; i < b->n; i++) {
        sb_clear(&b->reply[MOYO][i]);
        b->ok[MOYO][i] = gtp_execute(s, b->cmd[i], &b->reply[MOYO][i]);
    }
}

bool batch_run_both(struct gtp *s, struct oracle *o, struct batch *b)
{
    moyo_run(s, b);
    return oracle_run(o, b);
}

bool xc_pair_open(struct xc_pair *p, const char *oracle_cmd)
{
    char err[256];
    p->s = gtp_new(NULL, err, sizeof err);
    if (!p->s) {
        fprintf(stderr, "moyo crosscheck: %s\n", err);
        return false;
    }
    if (!oracle_start(&p->other, oracle_cmd)) {
        fprintf(stderr, "moyo crosscheck: cannot start '%s'\n", oracle_cmd);
        gtp_free(p->s);
        return false;
    }
    p->b = malloc(sizeof *p->b);
    if (!p->b)
        abort();
    batch_init(p->b);
    return true;
}

void xc_pair_close(struct xc_pair *p)
{
    batch_free(p->b);
    free(p->b);
    oracle_stop(&p->other);
    gtp_free(p->s);
}

void batch_init(struct batch *b)
{
    b->n = 0;
    for (int i = 0; i < XC_MAX_BATCH; i++) {
        b->cmd[i] = NULL;
        sb_init(&b->reply[MOYO][i]);
        sb_init(&b->reply[OTHER][i]);
    }
}

void batch_clear(struct batch *b)
{
    for (int i = 0; i < b->n; i++) {
        free(b->cmd[i]);
        b->cmd[i] = NULL;
    }
    b->n = 0;
}

void batch_free(struct batch *b)
{
    batch_clear(b);
    for (int i = 0; i < XC_MAX_BATCH; i++) {
        sb_free(&b->reply[MOYO][i]);
        sb_free(&b->reply[OTHER][i]);
    }
}

void batch_add(struct batch *b, const char *fmt, ...)
{
    if (b->n == XC_MAX_BATCH)
        abort();        /* a programming error: batches are sized by the caller */
    va_list ap, ap2;
    va_start(ap, fmt);
    va_copy(ap2, ap);
    int len = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    char *cmd = len < 0 ? NULL : malloc((size_t)len + 1);
    if (!cmd)
        abort();
    vsnprintf(cmd, (size_t)len + 1, fmt, ap2);
    va_end(ap2);
    b->cmd[b->n++] = cmd;
}

/* Splits a vertex list into upper-case words, sorted. */
static int vertex_words(const char *s, char words[][8], int max)
{
    int n = 0;
    while (*s && n < max) {
        while (isspace((unsigned char)*s))
            s++;
        if (!*s)
            break;
        int k = 0;
        while (*s && !isspace((unsigned char)*s)) {
            if (k < 7)
                words[n][k++] = (char)toupper((unsigned char)*s);
            s++;
        }
        words[n++][k] = '\0';
    }
    qsort(words, (size_t)n, sizeof words[0], (int (*)(const void *, const void *))strcmp);
    return n;
}

#define MAX_WORDS (BOARD_MAX_SIZE * BOARD_MAX_SIZE + 1)

bool same_vertex_sets(const char *a, const char *b, struct strbuf *diff)
{
    static const int max = MAX_WORDS;
    char (*wa)[8] = malloc(sizeof(char[8]) * MAX_WORDS * 2);
    if (!wa)
        abort();
    char (*wb)[8] = wa + MAX_WORDS;
    int na = vertex_words(a, wa, max), nb = vertex_words(b, wb, max);
    struct strbuf only_a, only_b;
    sb_init(&only_a);
    sb_init(&only_b);
    int i = 0, j = 0;
    while (i < na || j < nb) {
        int c = i == na ? 1 : j == nb ? -1 : strcmp(wa[i], wb[j]);
        if (c < 0)
            sb_printf(&only_a, " %s", wa[i++]);
        else if (c > 0)
            sb_printf(&only_b, " %s", wb[j++]);
        else
            i++, j++;
    }
    bool same = only_a.len == 0 && only_b.len == 0;
    if (!same && diff)
        sb_printf(diff, "only moyo:%s; only the other engine:%s",
                  only_a.len ? only_a.s : " -", only_b.len ? only_b.s : " -");
    sb_free(&only_a);
    sb_free(&only_b);
    free(wa);
    return same;
}
