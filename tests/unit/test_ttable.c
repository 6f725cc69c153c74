/* test_ttable.c — the searchers' shared transposition table. */
#include <check.h>

#include "classical/ttable.h"

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

Suite *ttable_suite(void)
{
    Suite *s = suite_create("ttable");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, test_store_and_lookup);
    tcase_add_test(tc, test_mix_spreads_bits);
    suite_add_tcase(s, tc);
    return s;
}
