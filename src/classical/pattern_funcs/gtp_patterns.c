/* gtp_patterns.c — GTP commands of the pattern module:
 *   load_patterns FILE      compile FILE and use it beside the built-in
 *                           database (a file loaded again replaces itself)
 *   match_patterns [CLASS]  every match for the colour to move: one line
 *                           "NAME VERTEX SYM" per match, sorted
 *   pattern_functions       the registered constraint functions
 * The session's pattern set lives in its SLOT_PATTERNS slot. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/coord.h"
#include "classical/reading/reading.h"
#include "gtp/gtp.h"
#include "classical/pattern_funcs/pattern_gtp.h"
#include "patterns/pattern_match.h"

static void *make_set(void) { return pattern_set_new_builtin(); }
static void free_set(void *set) { pattern_set_free(set); }
static void *make_reader(void) { return reading_new(); }
static void free_reader(void *r) { reading_free(r); }

struct pattern_set *gtp_pattern_set(struct gtp *s)
{
    return gtp_slot(s, SLOT_PATTERNS, make_set, free_set);
}

static bool cmd_load_patterns(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    if (argc != 2) {
        sb_add(out, "usage: load_patterns FILE");
        return false;
    }
    char err[600];
    struct pattern_db *db = pattern_db_load(argv[1], err, sizeof err);
    if (!db) {
        sb_add(out, err);
        return false;
    }
    uint32_t n = db->npatterns;
    if (!pattern_set_add(gtp_pattern_set(s), db, true)) {
        pattern_db_free(db);
        sb_printf(out, "too many pattern files loaded (at most %d)", PSET_MAX_DBS);
        return false;
    }
    sb_printf(out, "%u", n);
    return true;
}

static int cmp_match(const void *a, const void *b)
{
    const struct pattern_match *x = a, *y = b;
    if (x->move != y->move)
        return x->move < y->move ? -1 : 1;
    int c = strcmp(x->pattern->name, y->pattern->name);
    if (c)
        return c;
    if (x->variant->swap != y->variant->swap)
        return x->variant->swap - y->variant->swap;
    return x->variant->sym - y->variant->sym;
}

void pattern_format_matches(const struct board *b, struct pattern_match *m, int n,
                            struct strbuf *out)
{
    qsort(m, (size_t)n, sizeof *m, cmp_match);
    for (int i = 0; i < n; i++) {
        char v[8];
        if (i)
            sb_addc(out, '\n');
        sb_printf(out, "%s %s %s%s", m[i].pattern->name, format_vertex(b, m[i].move, v),
                  pattern_sym_name(m[i].variant->sym), m[i].variant->swap ? "/swap" : "");
    }
}

static bool cmd_match_patterns(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    unsigned mask = PCLASS_ALL;
    if (argc > 2) {
        sb_add(out, "usage: match_patterns [CLASS]");
        return false;
    }
    if (argc == 2) {
        int k = pattern_class_lookup(argv[1]);
        if (k < 0) {
            sb_printf(out, "unknown pattern class '%s'", argv[1]);
            return false;
        }
        mask = 1u << k;
    }
    struct pattern_set *set = gtp_pattern_set(s);
    struct pattern_env env = {.board = &s->game->board};
    /* Constraints that read share the session's reader (its cache and
     * depth settings), as the tactical GTP commands do. */
    env.data[PENV_READING] = gtp_slot(s, SLOT_READING, make_reader, free_reader);
    int max = 4096;
    struct pattern_match *m = malloc(sizeof *m * (size_t)max);
    if (!m) {
        sb_add(out, "out of memory");
        return false;
    }
    int n = pattern_scan(set, &env, s->game->to_move, mask, m, max);
    pattern_env_release(&env);
    pattern_format_matches(&s->game->board, m, n < max ? n : max, out);
    free(m);
    return true;
}

static bool cmd_pattern_functions(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    (void)s;
    (void)argc;
    (void)argv;
    for (int i = 0; i < pattern_function_count(); i++) {
        const struct pattern_function *f = pattern_function_get(i);
        sb_printf(out, "%s%s/%d %s", i ? "\n" : "", f->name, f->nargs, f->help);
    }
    return true;
}

const struct gtp_command gtp_pattern_commands[] = {
    {"load_patterns", cmd_load_patterns},
    {"match_patterns", cmd_match_patterns},
    {"pattern_functions", cmd_pattern_functions},
    {NULL, NULL},
};
