/* test_patterns.c — the pattern language and compiler: diagrams, edges,
 * labels, symmetry expansion, constraints, actions, and the matcher
 * against a naive cell-by-cell matcher on random positions. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "analyze/analyze.h"
#include "board/board.h"
#include "board/coord.h"
#include "patterns/pattern.h"
#include "patterns/pattern_eval.h"
#include "patterns/pattern_match.h"
#include "patterns/pattern_place.h"
#include "diagram.h"

static struct pattern_db *compile_ok(const char *text)
{
    char err[600] = "";
    struct pattern_db *db = pattern_db_from_string(text, "t.pat", err, sizeof err);
    ck_assert_msg(db != NULL, "compile failed: %s", err);
    return db;
}

static void compile_fails(const char *text, const char *expect)
{
    char err[600] = "";
    struct pattern_db *db = pattern_db_from_string(text, "t.pat", err, sizeof err);
    ck_assert_msg(db == NULL, "compiled but should fail with %s", expect);
    ck_assert_str_eq(err, expect);
}

START_TEST(test_basic_compile)
{
    struct pattern_db *db = compile_ok(
        "# a comment\n"
        "Pattern hane\n"
        "  ?X?\n"
        "  O*.   Oa.\n"
        "  ???\n"
        "class shape\n"
        "value 12.5\n"
        "action shape +\n");
    ck_assert_int_eq(db->npatterns, 1);
    const struct pattern *p = pattern_db_find(db, "hane");
    ck_assert_ptr_nonnull(p);
    ck_assert_int_eq(p->klass, PC_SHAPE);
    ck_assert_str_eq(p->labels, "*a");
    ck_assert_int_eq(p->ncells, 8);
    ck_assert(p->value == 12.5f);
    ck_assert_int_eq(p->nactions, 1);
    ck_assert_int_eq(p->actions[0].kind, PA_SHAPE);
    ck_assert_int_eq(p->actions[0].sign, 1);
    /* No symmetry of this diagram maps onto itself: 8 variants. */
    ck_assert_int_eq(db->nvariants, 8);
    pattern_db_free(db);
}
END_TEST

START_TEST(test_symmetric_diagram_dedup)
{
    /* Fully symmetric: one variant.  Mirror-symmetric: four. */
    struct pattern_db *db = compile_ok(
        "Pattern centre\n .X.\n X*X\n .X.\nclass eye\nsymmetry all noswap\n"
        "Pattern tee\n ...\n X*X\n ???\nclass shape\n");
    ck_assert_int_eq(db->nvariants, 1 + 4);
    pattern_db_free(db);
    db = compile_ok("Pattern one\n X*\nclass cut\nsymmetry none\n"
                    "Pattern two\n X*O\nclass cut\nsymmetry lr swap\n");
    /* none: 1; lr: 2 orientations x 2 colourings.  A swapped variant is
     * kept even where its cells equal an unswapped one: its constraint and
     * actions speak for the other colour. */
    ck_assert_int_eq(db->nvariants, 1 + 4);
    pattern_db_free(db);
}
END_TEST

START_TEST(test_edges)
{
    struct pattern_db *db = compile_ok(
        "Pattern corner\n"
        "  +---\n"
        "  |.X?\n"
        "  |*O?\n"
        "class edge\n"
        "symmetry none\n");
    const struct pattern *p = &db->patterns[0];
    ck_assert_int_eq(p->edge[SIDE_TOP], 2);
    ck_assert_int_eq(p->edge[SIDE_LEFT], 1);
    const struct pat_variant *v = &db->variants[0];
    ck_assert_int_eq(v->lo[SIDE_TOP], 1);
    ck_assert_int_eq(v->hi[SIDE_TOP], 1);
    ck_assert_int_eq(v->lo[SIDE_LEFT], 0);
    ck_assert_int_eq(v->hi[SIDE_LEFT], 0);
    ck_assert_int_eq(v->hi[SIDE_RIGHT], 127);

    struct board b;
    board_init(&b, 9);
    struct pattern_set *set = pattern_set_new();
    pattern_set_add(set, db, true);
    struct pattern_env env = {.board = &b};
    struct pattern_match m[8];
    board_setup_stone(&b, WHITE, V(&b, "B9"));
    board_setup_stone(&b, BLACK, V(&b, "B8"));
    ck_assert_int_eq(pattern_match_point(set, &env, BLACK, V(&b, "A8"), PCLASS_ALL, m, 8), 1);
    ck_assert_int_eq(pattern_scan(set, &env, BLACK, PCLASS_ALL, m, 8), 1);
    ck_assert_int_eq(m[0].move, V(&b, "A8"));
    /* White to move sees the colours the other way round. */
    ck_assert_int_eq(pattern_scan(set, &env, WHITE, PCLASS_ALL, m, 8), 0);
    /* One line lower it is no longer at the edge. */
    board_clear(&b);
    board_setup_stone(&b, WHITE, V(&b, "B8"));
    board_setup_stone(&b, BLACK, V(&b, "B7"));
    ck_assert_int_eq(pattern_scan(set, &env, BLACK, PCLASS_ALL, m, 8), 0);
    pattern_set_free(set);
    board_free(&b);
}
END_TEST

static int count_matches(const char *text, struct board *b, int color)
{
    struct pattern_db *db = compile_ok(text);
    struct pattern_set *set = pattern_set_new();
    pattern_set_add(set, db, true);
    struct pattern_env env = {.board = b};
    int n = pattern_scan(set, &env, color, PCLASS_ALL, NULL, 0);
    pattern_env_release(&env); /* the reader and maps status()/influence() made */
    pattern_set_free(set);
    return n;
}

START_TEST(test_constraints_and_labels)
{
    const char *atari =
        "Pattern atari_it\n"
        "  ?X?   ?a?\n"
        "  .*.\n"
        "class tactical\n"
        "symmetry none\n"
        "action attack a\n"
        "constraint lib(a) == 2 && libs_after(*) >= 3\n";
    struct board b;
    board_init(&b, 9);
    board_setup_stone(&b, WHITE, V(&b, "D5"));
    board_setup_stone(&b, BLACK, V(&b, "C5"));
    board_setup_stone(&b, BLACK, V(&b, "E5"));
    ck_assert_int_eq(count_matches(atari, &b, BLACK), 1);
    board_setup_stone(&b, EMPTY, V(&b, "C5"));
    ck_assert_int_eq(count_matches(atari, &b, BLACK), 0);

    /* The label points where the action says. */
    board_setup_stone(&b, BLACK, V(&b, "C5"));
    struct pattern_db *db = compile_ok(atari);
    struct pattern_set *set = pattern_set_new();
    pattern_set_add(set, db, true);
    struct pattern_env env = {.board = &b};
    struct pattern_match m[4];
    ck_assert_int_eq(pattern_scan(set, &env, BLACK, PCLASS_ALL, m, 4), 1);
    ck_assert_int_eq(m[0].move, V(&b, "D4"));
    ck_assert_int_eq(m[0].label[m[0].pattern->actions[0].arg[0]], V(&b, "D5"));
    ck_assert_int_eq(pattern_match_action(&m[0], 0), PA_ATTACK);
    env.ignore_constraints = true;
    board_setup_stone(&b, EMPTY, V(&b, "C5"));
    ck_assert_int_eq(pattern_scan(set, &env, BLACK, PCLASS_ALL, m, 4), 1);
    pattern_set_free(set);

    /* Arithmetic, precedence, unary operators, several lines = and. */
    board_clear(&b);
    const char *arith =
        "Pattern arith\n  *\nclass shape\nsymmetry none\n"
        "constraint 1 + 2 * 3 == 7 && !(2 > 3) && -4 / 2 == -2 && 7 % 3 == 1 || 0\n"
        "constraint (1 < 2) + (2 <= 2) + (3 >= 4) + (5 != 5) == 2\n"
        "constraint boardsize() == 9 && 5 / 0 == 0\n";
    ck_assert_int_eq(count_matches(arith, &b, BLACK), 81);
    const char *never = "Pattern never\n  *\nclass shape\nsymmetry none\n"
                        "constraint 1\nconstraint 0 && lib(*) == 0\n";
    ck_assert_int_eq(count_matches(never, &b, BLACK), 0);
    /* status(): a lone stone in atari is critical, an open one alive. */
    board_setup_stone(&b, WHITE, V(&b, "D5"));
    board_setup_stone(&b, BLACK, V(&b, "C5"));
    board_setup_stone(&b, BLACK, V(&b, "E5"));
    board_setup_stone(&b, BLACK, V(&b, "D6"));
    const char *crit = "Pattern crit\n  ?X?   ?a?\n  .*.\nclass tactical\nsymmetry none\n"
                       "constraint status(a) == 4 && influence(*) >= -64 && territory(*) <= 3\n";
    ck_assert_int_eq(count_matches(crit, &b, BLACK), 1);
    board_setup_stone(&b, EMPTY, V(&b, "D6"));
    const char *alive = "Pattern alive\n  ?X?   ?a?\n  .*.\nclass tactical\nsymmetry none\n"
                        "constraint status(a) == 1\n";
    ck_assert_int_eq(count_matches(alive, &b, BLACK), 1);
    board_clear(&b);
    const char *edge2 = "Pattern second_line\n  *\nclass edge\nsymmetry none\n"
                        "constraint line(*) == 2\n";
    ck_assert_int_eq(count_matches(edge2, &b, WHITE), 4 * 6);
    board_free(&b);
}
END_TEST

START_TEST(test_colour_swap)
{
    /* An eye-class pattern matches for both colours by default. */
    const char *eye = "Pattern eye_point\n  .O.\n  O*O\n  .O.\nclass eye\nvalue 5\n";
    struct board b;
    board_init(&b, 9);
    board_setup_stone(&b, BLACK, V(&b, "E6"));
    board_setup_stone(&b, BLACK, V(&b, "D5"));
    board_setup_stone(&b, BLACK, V(&b, "F5"));
    board_setup_stone(&b, BLACK, V(&b, "E4"));
    ck_assert_int_eq(count_matches(eye, &b, BLACK), 1);
    ck_assert_int_eq(count_matches(eye, &b, WHITE), 1);
    const char *own = "Pattern eye_point\n  .O.\n  O*O\n  .O.\nclass eye\nsymmetry all noswap\n";
    ck_assert_int_eq(count_matches(own, &b, WHITE), 0);
    board_free(&b);
}
END_TEST

START_TEST(test_inline_errors)
{
    compile_fails("Pattern p\n  .*.\nclass nonsense\n", "t.pat:3:7: unknown class 'nonsense'");
    compile_fails("Pattern p\n  .*.\nclass shape\nconstraint foo(*) > 1\n",
                  "t.pat:4:12: unknown function 'foo'");
    compile_fails("Pattern p\n  .*.\n  ..\nclass shape\n",
                  "t.pat:3:3: diagram row is 2 cells wide, the first row 3");
    compile_fails("garbage\n", "t.pat:1:1: syntax error, unexpected diagram row, expecting end of file or Pattern");
    /* One bad pattern: nothing of the file loads. */
    compile_fails("Pattern good\n  .*.\nclass shape\nPattern bad\n  .*Q\nclass shape\n",
                  "t.pat:5:5: unknown diagram character 'Q'");
}
END_TEST

/* The patterns section of `moyo analyze`: black D5 is in atari. */
START_TEST(test_analyze_section)
{
    static const char GAME[] = "(;GM[1]FF[4]SZ[9];B[de];W[ce];B[ai];W[ee];B[ia];W[dd])\n";
    char path[] = "/tmp/moyo-patterns-XXXXXX.sgf";
    int fd = mkstemps(path, 4);
    ck_assert(fd >= 0);
    FILE *f = fdopen(fd, "w");
    fputs(GAME, f);
    fclose(f);
    struct analysis a;
    char err[600];
    ck_assert_msg(analysis_load(&a, path, 0, err, sizeof err), "%s", err);
    char *text = NULL;
    size_t len = 0;
    FILE *out = open_memstream(&text, &len);
    analyze_patterns_text(&a, out);
    fclose(out);
    ck_assert_msg(strstr(text, "for black (to move)") != NULL, "%s", text);
    ck_assert_msg(strstr(text, "D4   extend_out_of_atari") != NULL, "%s", text);
    ck_assert_msg(strstr(text, "defend D5") != NULL, "%s", text);
    free(text);
    analysis_free(&a);
    remove(path);
}
END_TEST

Suite *patterns_language_suite(void)
{
    Suite *s = suite_create("patterns_language");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, test_basic_compile);
    tcase_add_test(tc, test_symmetric_diagram_dedup);
    tcase_add_test(tc, test_edges);
    tcase_add_test(tc, test_constraints_and_labels);
    tcase_add_test(tc, test_colour_swap);
    tcase_add_test(tc, test_inline_errors);
    tcase_add_test(tc, test_analyze_section);
    suite_add_tcase(s, tc);
    return s;
}
