/* test_patterns_db.c — the knowledge base and the matcher as a whole:
 *  - every pattern of the built-in database (patterns/ *.pat and the joseki
 *    trees) matches a position made from its own diagram, in each of its
 *    orientations and colourings;
 *  - the database compiles from source with no duplicate;
 *  - the indexed matcher finds exactly what a naive cell-by-cell matcher
 *    finds, on random positions;
 *  - every malformed file of tests/patterns/bad is rejected with the
 *    message its first line announces ("# expect: LINE:COL: message"). */
#include <check.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/rng.h"
#include "board/board.h"
#include "board/coord.h"
#include "patterns/pattern.h"
#include "patterns/pattern_build.h"
#include "patterns/pattern_eval.h"
#include "patterns/pattern_match.h"
#include "patterns/pattern_place.h"

#define MAXM 20000

START_TEST(test_builtin_self_match)
{
    const struct pattern_db *db = &pattern_builtin_db;
    struct pattern_set *set = pattern_set_new_builtin();
    struct board b;
    board_init(&b, 19);
    struct pattern_match *m = malloc(sizeof *m * MAXM);
    struct pattern_env env = {.board = &b, .ignore_constraints = true};
    for (uint32_t i = 0; i < db->nvariants; i++) {
        const struct pat_variant *v = &db->variants[i];
        const struct pattern *p = &db->patterns[v->pattern];
        for (int color = BLACK; color <= WHITE; color++) {
            coord move;
            ck_assert_msg(pattern_place_variant(&b, db, v, color, &move),
                          "%s (%s:%d) %s%s: its diagram cannot be set up", p->name, p->file,
                          p->line, pattern_sym_name(v->sym), v->swap ? "/swap" : "");
            int n = pattern_match_point(set, &env, color, move, PCLASS_ALL, m, MAXM);
            bool found = false;
            for (int k = 0; k < n && k < MAXM; k++)
                found |= m[k].variant == v;
            ck_assert_msg(found, "%s (%s:%d) %s%s does not match its own diagram", p->name,
                          p->file, p->line, pattern_sym_name(v->sym), v->swap ? "/swap" : "");
        }
    }
    free(m);
    board_free(&b);
    pattern_set_free(set);
}
END_TEST

/* Every orientation of the group is present: a pattern with symmetry all
 * has a variant for each of the 8 transforms unless two coincide, and the
 * position made from any transform matches some variant of that pattern. */
START_TEST(test_builtin_all_orientations)
{
    const struct pattern_db *db = &pattern_builtin_db;
    for (uint32_t i = 0; i < db->nvariants; i++) {
        const struct pat_variant *v = &db->variants[i];
        ck_assert(v->pattern < db->npatterns);
        ck_assert(v->sym < PAT_NSYM);
        ck_assert(v->outer + v->nouter <= db->ncells);
        ck_assert(v->labels + 2u * db->patterns[v->pattern].nlabels <= db->nlabel_off);
    }
    for (uint32_t i = 0; i < db->npatterns; i++) {
        const struct pattern *p = &db->patterns[i];
        ck_assert(p->code + p->ncode <= db->ncode);
        ck_assert_msg(p->klass < PC_NCLASSES, "%s", p->name);
    }
}
END_TEST

/* ---- naive matcher -------------------------------------------------------- */

static int state_of(const struct board *b, int color, int r, int c)
{
    if (r < 0 || c < 0 || r >= b->size || c >= b->size)
        return PS_OFF;
    int k = b->color[board_point(b, r, c)];
    return k == EMPTY ? PS_EMPTY : k == color ? PS_OWN : PS_OPP;
}

static bool naive_match(const struct pattern_db *db, const struct pat_variant *v,
                        const struct board *b, int color, int r, int c)
{
    const struct pattern *p = &db->patterns[v->pattern];
    for (uint32_t i = 0; i < p->ncells; i++) {
        const struct pat_cell *cell = &db->cells[p->cells + i];
        int dr, dc;
        pattern_transform(v->sym, cell->dr, cell->dc, &dr, &dc);
        int s = state_of(b, color, r + dr, c + dc);
        if (v->swap && (s == PS_OWN || s == PS_OPP))
            s = PS_OWN + PS_OPP - s;
        if (s == PS_OFF || !(cell->want & (1u << s)))
            return false;
    }
    static const int DIR[4][2] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
    for (int side = 0; side < 4; side++) {
        if (!p->edge[side])
            continue;
        int dr, dc, k = p->edge[side];
        pattern_transform(v->sym, DIR[side][0], DIR[side][1], &dr, &dc);
        if (state_of(b, color, r + k * dr, c + k * dc) != PS_OFF
            || state_of(b, color, r + (k - 1) * dr, c + (k - 1) * dc) == PS_OFF)
            return false;
    }
    return true;
}

static void random_position(struct board *b, uint64_t *rng, int nmoves)
{
    board_clear(b);
    int color = BLACK;
    for (int i = 0; i < nmoves; i++) {
        coord p = board_random_move(b, color, rng);
        board_play(b, color, p);
        color = other_color(color);
    }
}

static void cross_check(const struct pattern_set *set, int size, int positions, uint64_t seed)
{
    struct board b;
    board_init(&b, size);
    uint64_t rng = seed;
    struct pattern_match *m = malloc(sizeof *m * MAXM);
    struct pattern_env env = {.board = &b, .ignore_constraints = true};
    for (int pos = 0; pos < positions; pos++) {
        random_position(&b, &rng, (int)(rng % (unsigned)(size * size)));
        for (int color = BLACK; color <= WHITE; color++) {
            int n = pattern_scan(set, &env, color, PCLASS_ALL, m, MAXM);
            ck_assert(n < MAXM);
            int expected = 0;
            for (int d = 0; d < set->ndb; d++)
                for (uint32_t i = 0; i < set->db[d]->nvariants; i++)
                    FOR_EACH_POINT(&b, p) {
                        if (b.color[p] != EMPTY
                            || !naive_match(set->db[d], &set->db[d]->variants[i], &b, color,
                                            board_row(&b, p), board_col(&b, p)))
                            continue;
                        expected++;
                        bool found = false;
                        for (int k = 0; k < n && !found; k++)
                            found = m[k].move == p && m[k].variant == &set->db[d]->variants[i];
                        char v[8];
                        ck_assert_msg(found, "%s at %s missed",
                                      set->db[d]->patterns[set->db[d]->variants[i].pattern].name,
                                      format_vertex(&b, p, v));
                    }
            ck_assert_int_eq(n, expected);
        }
    }
    free(m);
    board_free(&b);
}

static const char *MIXED =
    "Pattern a1\n  ?X?\n  x*o\n  ?O?\nclass shape\n"
    "Pattern a2\n  +---\n  |*.X\n  |.O?\nclass edge\n"
    "Pattern a3\n  ......\n  ..*..X\n  ......\n  O....?\nclass fuseki\n"
    "Pattern a4\n  XO\n  O*\nclass cut\nsymmetry all swap\n"
    "Pattern a5\n  ---+\n  .*.|\n  xxx|\n  ooo|\nclass edge\nsymmetry ud\n"
    "Pattern a6\n  *\nclass shape\nsymmetry none\n"
    "Pattern a7\n  ..?..\n  .?X?.\n  ?X*O?\n  .?O?.\n  ..?..\nclass shape\n";

START_TEST(test_matcher_vs_naive)
{
    char err[600];
    struct pattern_db *db = pattern_db_from_string(MIXED, "mixed.pat", err, sizeof err);
    ck_assert_msg(db != NULL, "%s", err);
    struct pattern_set *set = pattern_set_new();
    pattern_set_add(set, db, true);
    cross_check(set, 9, 12, 0x1234567u);
    cross_check(set, 13, 6, 0x89abcdefu);
    cross_check(set, 5, 10, 0x5555u);
    pattern_set_free(set);
}
END_TEST

START_TEST(test_builtin_vs_naive)
{
    struct pattern_set *set = pattern_set_new_builtin();
    cross_check(set, 19, 3, 0x2468aceu);
    cross_check(set, 9, 4, 0x13579bdu);
    pattern_set_free(set);
}
END_TEST

/* A scan of some classes finds what the scan of every class finds in
 * those classes, in the same order: the class bits of the buckets skip
 * only buckets without a variant of a wanted class (one class, the owl's
 * life; two, the dragon links' cut and connection; all but one, the
 * move generator's). */
static void class_scans_agree(const struct pattern_set *set, int size, int positions,
                              uint64_t seed)
{
    static const unsigned MASKS[] = {
        1u << PC_LIFE, 1u << PC_SHAPE, 1u << PC_JOSEKI, (1u << PC_CUT) | (1u << PC_CONNECTION),
        PCLASS_ALL & ~(1u << PC_TACTICAL),
    };
    struct board b;
    board_init(&b, size);
    uint64_t rng = seed;
    struct pattern_match *all = malloc(sizeof *all * MAXM), *some = malloc(sizeof *some * MAXM);
    struct pattern_env env = {.board = &b, .ignore_constraints = true};
    for (int pos = 0; pos < positions; pos++) {
        random_position(&b, &rng, (int)(rng % (unsigned)(size * size)));
        for (int color = BLACK; color <= WHITE; color++) {
            int n = pattern_scan(set, &env, color, PCLASS_ALL, all, MAXM);
            ck_assert(n < MAXM);
            for (size_t k = 0; k < sizeof MASKS / sizeof MASKS[0]; k++) {
                int ns = pattern_scan(set, &env, color, MASKS[k], some, MAXM), j = 0;
                for (int i = 0; i < n; i++) {
                    if (!(MASKS[k] & (1u << all[i].variant->klass)))
                        continue;
                    ck_assert_int_lt(j, ns);
                    ck_assert(some[j].variant == all[i].variant && some[j].move == all[i].move);
                    j++;
                }
                ck_assert_int_eq(j, ns);
                FOR_EACH_POINT(&b, p) {
                    int np = pattern_match_point(set, &env, color, p, MASKS[k], some, MAXM);
                    int expected = 0;
                    for (int i = 0; i < n; i++)
                        expected += all[i].move == p && (MASKS[k] & (1u << all[i].variant->klass));
                    ck_assert_int_eq(np, expected);
                }
            }
        }
    }
    free(all);
    free(some);
    board_free(&b);
}

START_TEST(test_class_scans_agree_with_the_whole_scan)
{
    struct pattern_set *set = pattern_set_new_builtin();
    class_scans_agree(set, 19, 3, 0x7531u);
    class_scans_agree(set, 9, 6, 0xfdb97u);
    pattern_set_free(set);
}
END_TEST

/* The sources of the database compile again, together, with the
 * duplicate check of the compiler, and give the same counts. */
START_TEST(test_sources_compile_without_duplicates)
{
    struct pattern_builder pb;
    pb_init(&pb);
    char err[600];
    DIR *d = opendir("../patterns");
    ck_assert_ptr_nonnull(d);
    struct dirent *e;
    char *names[256];
    int n = 0;
    while ((e = readdir(d)) && n < 256) {
        size_t len = strlen(e->d_name);
        if (len > 4 && strcmp(e->d_name + len - 4, ".pat") == 0)
            names[n++] = strdup(e->d_name);
    }
    closedir(d);
    uint32_t builtin_pat = 0;
    for (uint32_t i = 0; i < pattern_builtin_db.npatterns; i++)
        builtin_pat += pattern_builtin_db.patterns[i].klass != PC_JOSEKI;
    for (int i = 0; i < n; i++) {
        char path[512];
        snprintf(path, sizeof path, "../patterns/%s", names[i]);
        ck_assert_msg(pb_add_file(&pb, path, err, sizeof err), "%s", err);
        free(names[i]);
    }
    uint32_t own = 0;
    for (uint32_t i = 0; i < pb.npatterns; i++)
        own += pb.patterns[i].klass != PC_JOSEKI;
    ck_assert_uint_eq(own, builtin_pat);
    /* Adding a file a second time is refused (its names are taken). */
    if (pb.npatterns > 0) {
        char path[512];
        snprintf(path, sizeof path, "%s", pb.patterns[0].file);
        ck_assert(!pb_add_file(&pb, path, err, sizeof err));
        ck_assert_msg(strstr(err, "already defined") != NULL, "%s", err);
    }
    pb_free(&pb);
}
END_TEST

/* ---- malformed files --------------------------------------------------------- */

START_TEST(test_bad_files)
{
    DIR *d = opendir("patterns/bad");
    ck_assert_ptr_nonnull(d);
    struct dirent *e;
    int checked = 0;
    while ((e = readdir(d))) {
        size_t len = strlen(e->d_name);
        if (len < 5 || strcmp(e->d_name + len - 4, ".pat") != 0)
            continue;
        char path[512], line[600], expect[1200], err[600];
        snprintf(path, sizeof path, "patterns/bad/%s", e->d_name);
        FILE *f = fopen(path, "r");
        ck_assert_ptr_nonnull(f);
        ck_assert_msg(fgets(line, sizeof line, f) && strncmp(line, "# expect: ", 10) == 0,
                      "%s: first line must be '# expect: LINE:COL: message'", path);
        fclose(f);
        line[strcspn(line, "\r\n")] = '\0';
        snprintf(expect, sizeof expect, "%s:%s", path, line + 10);
        struct pattern_db *db = pattern_db_load(path, err, sizeof err);
        ck_assert_msg(db == NULL, "%s loaded but is malformed", path);
        ck_assert_str_eq(err, expect);
        checked++;
    }
    closedir(d);
    ck_assert_int_ge(checked, 20);
}
END_TEST

/* ---- fuzz ------------------------------------------------------------------ */

static char *slurp(const char *path)
{
    char err[600];
    char *text = pattern_read_file(path, err, sizeof err);
    ck_assert_msg(text != NULL, "%s", err);
    return text;
}

/* One random edit: overwrite, insert or delete a byte, or duplicate or
 * drop a line.  Bytes come from the language's own alphabet mostly. */
static void mutate(char *buf, size_t *len, size_t cap, uint64_t *rng)
{
    static const char ALPHABET[] = ".XOxo?*|-+abcz #()&|!<>=,\n\t\r0123456789_"
                                   "Patternclasvuymoi\x01\xff";
    size_t at = *len ? rng_next(rng) % *len : 0;
    char c = ALPHABET[rng_next(rng) % (sizeof ALPHABET - 1)];
    switch (rng_next(rng) % 5) {
    case 0:
        if (*len)
            buf[at] = c;
        break;
    case 1:
        if (*len + 1 < cap) {
            memmove(buf + at + 1, buf + at, *len - at);
            buf[at] = c;
            (*len)++;
        }
        break;
    case 2:
        if (*len) {
            memmove(buf + at, buf + at + 1, *len - at - 1);
            (*len)--;
        }
        break;
    default: {
        size_t start = at, end = at;
        while (start > 0 && buf[start - 1] != '\n')
            start--;
        while (end < *len && buf[end] != '\n')
            end++;
        size_t n = end - start + (end < *len);
        if (rng_next(rng) & 1) {
            memmove(buf + start, buf + start + n, *len - start - n);
            *len -= n;
        } else if (*len + n < cap) {
            memmove(buf + start + n, buf + start, *len - start);
            *len += n;
        }
    }
    }
    buf[*len] = '\0';
}

/* Mutated windows of the real pattern files either compile or fail with
 * "name:line:col: message" -- never crash, never loop. */
START_TEST(test_fuzz_mutations)
{
    const char *files[] = {"../patterns/shape.pat", "../patterns/edge.pat", "../patterns/eye.pat",
                           "../patterns/connection.pat", "../patterns/fuseki.pat"};
    uint64_t rng = 0x9e3779b97f4a7c15ull;
    int failed = 0, loaded = 0;
    for (int iter = 0; iter < 3000; iter++) {
        char *text = slurp(files[iter % 5]);
        size_t len = strlen(text), cap = len + 64;
        size_t from = rng_next(&rng) % (len / 2 + 1), n = 200 + rng_next(&rng) % 1200;
        while (from > 0 && text[from - 1] != '\n')
            from--;
        if (from + n > len)
            n = len - from;
        char *buf = malloc(cap);
        memcpy(buf, text + from, n);
        buf[n] = '\0';
        size_t blen = n;
        for (int k = 1 + (int)(rng_next(&rng) % 4); k > 0; k--)
            mutate(buf, &blen, cap, &rng);
        char err[600] = "";
        struct pattern_db *db = pattern_db_from_string(buf, "fuzz.pat", err, sizeof err);
        if (db) {
            loaded++;
            pattern_db_free(db);
        } else {
            int line, col;
            ck_assert_msg(sscanf(err, "fuzz.pat:%d:%d: ", &line, &col) == 2 && line >= 1
                          && col >= 1, "bad message '%s'", err);
            failed++;
        }
        free(buf);
        free(text);
    }
    ck_assert_int_gt(failed, 100);
    ck_assert_int_gt(loaded, 10);
}
END_TEST

Suite *patterns_db_suite(void)
{
    Suite *s = suite_create("patterns_db");
    TCase *tc = tcase_create("db");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, test_builtin_self_match);
    tcase_add_test(tc, test_builtin_all_orientations);
    tcase_add_test(tc, test_matcher_vs_naive);
    tcase_add_test(tc, test_builtin_vs_naive);
    tcase_add_test(tc, test_class_scans_agree_with_the_whole_scan);
    tcase_add_test(tc, test_sources_compile_without_duplicates);
    tcase_add_test(tc, test_bad_files);
    tcase_add_test(tc, test_fuzz_mutations);
    suite_add_tcase(s, tc);
    return s;
}
