/* test_ttable.c — the searchers' shared transposition table. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "classical/reading/ttable.h"

START_TEST(test_store_and_lookup)
{
    struct ttable *t = ttable_new(4);
    ck_assert_ptr_nonnull(t);
    int res = -1;
    coord move = NO_POINT;
    ck_assert(!ttable_lookup(t, 0x1234, &res, &move));
    ttable_store(t, 0x1234, 3, 77);
    ck_assert(ttable_lookup(t, 0x1234, &res, &move));
    ck_assert_int_eq(res, 3);
    ck_assert_int_eq(move, 77);
    /* Same slot (low bits), other key: not an answer, and it replaces. */
    ck_assert(!ttable_lookup(t, 0x1234 + 16, &res, &move));
    ttable_store(t, 0x1234 + 16, 1, 5);
    ck_assert(!ttable_lookup(t, 0x1234, &res, &move));
    ck_assert(ttable_lookup(t, 0x1234 + 16, &res, &move));
    ck_assert_int_eq(res, 1);
    ttable_clear(t);
    ck_assert(!ttable_lookup(t, 0x1234 + 16, &res, &move));
    ttable_free(t);
    ttable_free(NULL);
    ttable_clear(NULL);
}
END_TEST

START_TEST(test_mix_spreads_bits)
{
    /* Neighbouring inputs land far apart, so small key parts (a point, a
     * depth) do not collide in the low bits that pick the slot. */
    ck_assert(ttable_mix(1) != ttable_mix(2));
    ck_assert((ttable_mix(1) & 0xffff) != (ttable_mix(2) & 0xffff));
    ck_assert_uint_eq(ttable_mix(0), 0);
}
END_TEST

static long self_rss_kb(void)
{
    FILE *f = fopen("/proc/self/status", "r");
    if (!f)
        return -1;
    char line[256];
    long kb = -1;
    while (fgets(line, sizeof line, f))
        if (strncmp(line, "VmRSS:", 6) == 0)
            kb = atol(line + 6);
    fclose(f);
    return kb;
}

/* A table's memory is committed when it is made, so a long session's
 * resident memory is flat instead of creeping page by page towards the
 * tables' size (what the soak run saw; docs/reliability.md). */
START_TEST(test_table_memory_committed)
{
    long before = self_rss_kb();
    if (before < 0)
        return;             /* no /proc: nothing to measure */
    struct ttable *t = ttable_new(20);      /* 8 MB: 8-byte entries */
    ck_assert_ptr_nonnull(t);
    long after = self_rss_kb();
    ck_assert_msg(after - before >= 7 * 1024, "RSS %ld -> %ld kB", before, after);
    ttable_free(t);
}
END_TEST

Suite *ttable_suite(void)
{
    Suite *s = suite_create("ttable");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, test_store_and_lookup);
    tcase_add_test(tc, test_mix_spreads_bits);
    tcase_add_test(tc, test_table_memory_committed);
    suite_add_tcase(s, tc);
    return s;
}
