/* xc_sgf.c — owns `moyo crosscheck sgf`: `loadsgf FILE [N|VERTEX]` on moyo
 * and on the other engine, for several N and vertices per game, must give
 * the same colour to play, stones, captures and komi.
 *
 * One difference is deliberate and documented in docs/sgf.md: moyo honours
 * `AE` (FF[4]) where GNU Go 3.8 ignores it, so loads that pass an `AE`
 * node are counted apart, not compared. */
#include <ctype.h>
#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "crosscheck/crosscheck.h"
#include "sgf/sgf.h"

/* Queries after each load, compared between the engines. */
static const char *const QUERIES[] = {
    "list_stones black", "list_stones white", "captures black", "captures white", "get_komi",
};
#define NQUERIES (int)(sizeof QUERIES / sizeof QUERIES[0])
#define GROUP (1 + NQUERIES)

/* What a file's main line holds: its moves (as GTP vertices) and the
 * number of the first move after an AE node (INT_MAX-like when none). */
struct main_line {
    int size;
    int nmoves;
    char (*vertex)[16];          /* vertex of each move, "pass" for passes */
    int ae_before_move;         /* loads stopping after this move pass an AE */
};

struct sgf_run {
    const struct xc_opts *o;
    struct gtp *s;
    struct oracle *other;
    struct batch *b;
    int files, loads, skipped_ae, mismatches;
};

static bool sgf_vertex(const char *v, int size, char *out)
{
    static const char LETTERS[] = "ABCDEFGHJKLMNOPQRSTUVWXYZ";
    if (v[0] == '\0' || (size <= 19 && strcmp(v, "tt") == 0)) {
        strcpy(out, "pass");
        return true;
    }
    if (!islower((unsigned char)v[0]) || !islower((unsigned char)v[1]) || v[2])
        return false;
    int c = v[0] - 'a', r = v[1] - 'a';
    if (c >= size || r >= size)
        return false;
    snprintf(out, 16, "%c%d", LETTERS[c], size - r);
    return true;
}

static bool read_main_line(const char *path, struct main_line *m, char *err, size_t errlen)
{
    struct sgf_tree tree;
    struct sgf_error e;
    memset(m, 0, sizeof *m);
    if (!sgf_parse_file(path, &tree, &e)) {
        snprintf(err, errlen, "%s", e.msg);
        return false;
    }
    const char *sz = sgf_get(tree.root, "SZ");
    m->size = sz ? atoi(sz) : 19;
    m->ae_before_move = 1 << 30;
    int cap = 0;
    for (const struct sgf_node *n = tree.root; n; n = n->child) {
        if (sgf_get(n, "AE") && m->ae_before_move > m->nmoves + 1)
            m->ae_before_move = m->nmoves + 1;
        for (const struct sgf_prop *p = n->props; p; p = p->next) {
            if (strcmp(p->ident, "B") != 0 && strcmp(p->ident, "W") != 0)
                continue;
            if (m->nmoves == cap) {
                cap = cap ? 2 * cap : 256;
                m->vertex = realloc(m->vertex, (size_t)cap * sizeof *m->vertex);
                if (!m->vertex)
                    abort();
            }
            const char *v = p->nvalues ? p->values[0] : "";
            if (!sgf_vertex(v, m->size, m->vertex[m->nmoves]))
                strcpy(m->vertex[m->nmoves], "?");
            m->nmoves++;
        }
    }
    sgf_tree_free(&tree);
    return true;
}

static void mismatch(struct sgf_run *r, const char *cmd, const char *what)
{
    r->mismatches++;
    printf("MISMATCH %s: %s\n", cmd, what);
}

/* Compares one load and its queries, at b->cmd[first ...]. */
static void compare_load(struct sgf_run *r, int first)
{
    struct batch *b = r->b;
    const char *cmd = b->cmd[first];
    char d[1200];
    if (b->ok[MOYO][first] != b->ok[OTHER][first]) {
        snprintf(d, sizeof d, "moyo %s '%s', the other engine %s '%s'",
                 b->ok[MOYO][first] ? "loads" : "refuses", sb_str(&b->reply[MOYO][first]),
                 b->ok[OTHER][first] ? "loads" : "refuses", sb_str(&b->reply[OTHER][first]));
        mismatch(r, cmd, d);
        return;
    }
    if (!b->ok[MOYO][first])
        return;     /* both refuse: agreed */
    if (strcasecmp(sb_str(&b->reply[MOYO][first]), sb_str(&b->reply[OTHER][first])) != 0) {
        snprintf(d, sizeof d, "colour to play: moyo '%s', the other engine '%s'",
                 sb_str(&b->reply[MOYO][first]), sb_str(&b->reply[OTHER][first]));
        mismatch(r, cmd, d);
        return;
    }
    struct strbuf diff;
    sb_init(&diff);
    for (int q = 0; q < NQUERIES; q++) {
        int i = first + 1 + q;
        const char *a = sb_str(&b->reply[MOYO][i]), *o = sb_str(&b->reply[OTHER][i]);
        bool same = q < 2 ? same_vertex_sets(a, o, &diff) : strtod(a, NULL) == strtod(o, NULL);
        if (!same) {
            snprintf(d, sizeof d, "%s: %s", QUERIES[q],
                     q < 2 ? diff.s : "values differ");
            if (q >= 2)
                snprintf(d + strlen(d), sizeof d - strlen(d), " (moyo %s, the other %s)", a, o);
            mismatch(r, cmd, d);
            break;
        }
    }
    sb_free(&diff);
}

/* Where loads stop: none (whole game), several move numbers, and the
 * vertices of two moves.  Returns how many targets were written. */
static int targets(const struct main_line *m, char out[][16], int max)
{
    int k = m->nmoves, n = 0;
    int nums[] = {1, 2, k / 4, k / 2, 3 * k / 4, k, k + 1};
    out[n++][0] = '\0';
    for (size_t i = 0; i < sizeof nums / sizeof nums[0] && n < max; i++) {
        bool dup = nums[i] < 1;
        for (size_t j = 0; j < i; j++)
            dup |= nums[j] == nums[i];
        if (!dup)
            snprintf(out[n++], 16, "%d", nums[i]);
    }
    for (int f = 1; f <= 2 && k > 0 && n < max; f++) {
        const char *v = m->vertex[(k * f) / 3];
        if (strcmp(v, "pass") != 0 && strcmp(v, "?") != 0)
            snprintf(out[n++], 16, "%s", v);
    }
    return n;
}

/* Does a load stopping at target t pass an AE node?  Loading stops just
 * before move N (or the first move at a vertex) and has processed every
 * node before it; the whole line when there is no such move. */
static bool passes_ae(const struct main_line *m, const char *t)
{
    int stop = m->nmoves + 1;
    if (isdigit((unsigned char)t[0])) {
        stop = atoi(t);
    } else if (t[0]) {
        for (int i = 0; i < m->nmoves; i++)
            if (strcasecmp(m->vertex[i], t) == 0) {
                stop = i + 1;
                break;
            }
    }
    if (stop > m->nmoves + 1)
        stop = m->nmoves + 1;
    return m->ae_before_move <= stop;
}

static void check_file(struct sgf_run *r, const char *path)
{
    struct main_line m;
    char err[600];
    if (strpbrk(path, " \t\n")) {
        printf("note: %s: a path with white space cannot go through GTP; skipped\n", path);
        return;
    }
    if (!read_main_line(path, &m, err, sizeof err)) {
        /* moyo cannot parse it: the other engine must refuse it too. */
        m.size = 19;
        m.nmoves = 0;
    }
    if (m.size > 19) {
        printf("note: %s: %dx%d is beyond GNU Go's 19x19; skipped\n", path, m.size, m.size);
        free(m.vertex);
        return;
    }
    char t[16][16];
    int nt = targets(&m, t, 16);
    r->files++;
    batch_clear(r->b);
    int compared[16], nc = 0;
    for (int i = 0; i < nt; i++) {
        if (passes_ae(&m, t[i])) {
            r->skipped_ae++;
            continue;
        }
        compared[nc++] = r->b->n;
        batch_add(r->b, "loadsgf %s%s%s", path, t[i][0] ? " " : "", t[i]);
        for (int q = 0; q < NQUERIES; q++)
            batch_add(r->b, "%s", QUERIES[q]);
    }
    if (!batch_run_both(r->s, r->other, r->b)) {
        mismatch(r, path, "the other engine died");
    } else {
        for (int i = 0; i < nc; i++)
            compare_load(r, compared[i]);
        r->loads += nc;
    }
    if (r->o->verbose)
        printf("%s: %d moves, %d loads compared\n", path, m.nmoves, nc);
    free(m.vertex);
}

static bool is_sgf_name(const char *name)
{
    size_t n = strlen(name);
    return n > 4 && strcasecmp(name + n - 4, ".sgf") == 0;
}

/* Files in sorted order; folders are walked for *.sgf. */
static void check_path(struct sgf_run *r, const char *path)
{
    struct stat st;
    if (stat(path, &st) != 0) {
        printf("MISMATCH %s: cannot read it\n", path);
        r->mismatches++;
        return;
    }
    if (!S_ISDIR(st.st_mode)) {
        check_file(r, path);
        return;
    }
    struct dirent **names;
    int n = scandir(path, &names, NULL, alphasort);
    for (int i = 0; i < n; i++) {
        const char *name = names[i]->d_name;
        if (name[0] != '.') {
            size_t len = strlen(path) + strlen(name) + 2;
            char *sub = malloc(len);
            if (!sub)
                abort();
            snprintf(sub, len, "%s/%s", path, name);
            struct stat sst;
            if (stat(sub, &sst) == 0 && (S_ISDIR(sst.st_mode) || is_sgf_name(name)))
                check_path(r, sub);
            free(sub);
        }
        free(names[i]);
    }
    if (n >= 0)
        free(names);
}

int crosscheck_sgf(const struct xc_opts *o, char **paths, int npaths)
{
    struct xc_pair pair;
    if (!xc_pair_open(&pair, o->oracle))
        return -1;
    struct sgf_run r = {.o = o, .s = pair.s, .other = &pair.other, .b = pair.b};
    for (int i = 0; i < npaths && !pair.other.dead; i++)
        check_path(&r, paths[i]);
    printf("crosscheck sgf: %d files, %d loads compared, %d mismatches; %d loads past an AE "
           "node not compared (moyo honours AE, GNU Go ignores it: docs/sgf.md)\n",
           r.files, r.loads, r.mismatches, r.skipped_ae);
    bool died = pair.other.dead;
    xc_pair_close(&pair);
    return died && r.mismatches == 0 ? -1 : r.mismatches;
}
