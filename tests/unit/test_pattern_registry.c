/* test_pattern_registry.c — the pattern function registry after the layer
 * split: the board's functions come from patterns/, those of the reader,
 * the influence map and life status from classical/, all in one list
 * numbered the same way for the compiler and the matcher. */
#include <check.h>
#include <string.h>

#include "classical/pattern_funcs/pattern_funcs.h"
#include "patterns/pattern_funcs.h"

START_TEST(test_every_name_once_and_numbered_in_order)
{
    int n = pattern_function_count(), i = 0;
    ck_assert_int_gt(n, 0);
    for (int t = 0; pattern_function_tables[t]; t++)
        for (const struct pattern_function *f = pattern_function_tables[t]; f->name; f++, i++) {
            ck_assert_ptr_eq(pattern_function_get(i), f);
            ck_assert_int_eq(pattern_function_lookup(f->name), i);
            ck_assert_ptr_nonnull(f->fn);
            ck_assert_ptr_nonnull(f->help);
        }
    ck_assert_int_eq(i, n);
    ck_assert_ptr_null(pattern_function_get(n));
    ck_assert_ptr_null(pattern_function_get(-1));
    ck_assert_int_eq(pattern_function_lookup("no_such_function"), -1);
}
END_TEST

START_TEST(test_board_first_then_classical)
{
    ck_assert_ptr_eq(pattern_function_tables[0], pattern_board_functions);
    const struct pattern_function *const mine[] = {
        pattern_reading_functions, pattern_influence_functions, pattern_status_functions};
    for (int k = 0; k < 3; k++) {
        bool found = false;
        for (int t = 1; pattern_function_tables[t]; t++)
            found |= pattern_function_tables[t] == mine[k];
        ck_assert_msg(found, "classical table %d is not registered", k);
    }
    ck_assert_int_ge(pattern_function_lookup("attack"), 0);
    ck_assert_int_ge(pattern_function_lookup("influence"), 0);
    ck_assert_int_ge(pattern_function_lookup("status"), 0);
    /* The board's cut table comes after the classical ones, so their
     * numbers stayed when it was added. */
    int last = 0;
    while (pattern_function_tables[last + 1])
        last++;
    ck_assert_ptr_eq(pattern_function_tables[last], pattern_cut_functions);
    ck_assert_int_ge(pattern_function_lookup("ocut_support"), 0);
}
END_TEST

Suite *pattern_registry_suite(void)
{
    Suite *s = suite_create("pattern_registry");
    TCase *t = tcase_create("core");
    tcase_add_test(t, test_every_name_once_and_numbered_in_order);
    tcase_add_test(t, test_board_first_then_classical);
    suite_add_tcase(s, t);
    return s;
}
