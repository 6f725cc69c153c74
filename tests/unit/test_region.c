/* test_region.c — the primitives every layer shares: the flood fill of
 * board/region.h, the generator of util/rng.h and the board copy (one
 * routine for the scalar state: board_copy, trymove/popmove). */
#include <check.h>
#include <stdio.h>
#include <string.h>

#include "board/board.h"
#include "board/coord.h"
#include "board/reach.h"
#include "board/region.h"
#include "util/rng.h"
#include "diagram.h"

static void put(struct board *b, int color, const char *vertices)
{
    char buf[256];
    snprintf(buf, sizeof buf, "%s", vertices);
    for (char *t = strtok(buf, " "); t; t = strtok(NULL, " "))
        ck_assert_int_eq(board_setup_stone(b, color, V(b, t)), MOVE_OK);
}

/* 5x5 with a black wall on column C: the empty points split into the
 * ten of columns A-B and the ten of columns D-E. */
static void walled(struct board *b)
{
    board_init(b, 5);
    put(b, BLACK, "C1 C2 C3 C4 C5");
}

START_TEST(test_flood_counts_marks_and_lists)
{
    struct board b;
    walled(&b);
    uint16_t mark[BOARD_MAX_POINTS] = {0};
    coord out[BOARD_MAX_POINTS];
    unsigned touch;
    int n = region_flood(&b, b.color, V(&b, "A1"), REGION_EMPTY, mark, 7, out, &touch);
    ck_assert_int_eq(n, 10);
    ck_assert_int_eq(out[0], V(&b, "A1"));
    int marked = 0;
    FOR_EACH_POINT(&b, p)
        marked += mark[p] == 7;
    ck_assert_int_eq(marked, 10);
    for (int i = 0; i < n; i++) {
        ck_assert_int_eq(mark[out[i]], 7);
        ck_assert_int_le(board_col(&b, out[i]), 1);
    }
    ck_assert_uint_eq(touch, REGION_BIT(BLACK) | REGION_BIT(OFFBOARD));
    ck_assert_int_eq(region_sole_color(touch), BLACK);
    /* Marked points are never entered again. */
    ck_assert_int_eq(region_flood(&b, b.color, V(&b, "B3"), REGION_EMPTY, mark, 8, NULL, &touch),
                     0);
    ck_assert_uint_eq(touch, 0);
    ck_assert_int_eq(mark[V(&b, "B3")], 7);
    board_free(&b);
}
END_TEST

START_TEST(test_flood_start_outside_mask)
{
    struct board b;
    walled(&b);
    uint16_t mark[BOARD_MAX_POINTS] = {0};
    ck_assert_int_eq(region_flood(&b, b.color, V(&b, "C3"), REGION_EMPTY, mark, 1, NULL, NULL),
                     0);
    ck_assert_int_eq(mark[V(&b, "C3")], 0);
    board_free(&b);
}
END_TEST

START_TEST(test_flood_not_colour_crosses_stones)
{
    struct board b;
    walled(&b);
    put(&b, WHITE, "E5");
    uint16_t mark[BOARD_MAX_POINTS] = {0};
    unsigned touch;
    /* Everything but black: the white stone joins the right-hand region. */
    int n = region_flood(&b, b.color, V(&b, "D1"), REGION_NOT(BLACK), mark, 1, NULL, &touch);
    ck_assert_int_eq(n, 10);
    ck_assert_int_eq(mark[V(&b, "E5")], 1);
    ck_assert_uint_eq(touch & REGION_BIT(WHITE), 0);
    ck_assert_int_eq(region_sole_color(touch), BLACK);
    /* Empty only: the white stone is a wall, so both colours touch. */
    memset(mark, 0, sizeof mark);
    n = region_flood(&b, b.color, V(&b, "D1"), REGION_EMPTY, mark, 1, NULL, &touch);
    ck_assert_int_eq(n, 9);
    ck_assert_int_eq(region_sole_color(touch), EMPTY);
    board_free(&b);
}
END_TEST

START_TEST(test_flood_reads_the_callers_colours)
{
    struct board b;
    walled(&b);
    uint8_t col[BOARD_MAX_POINTS];
    memcpy(col, b.color, (size_t)b.npoints);
    col[V(&b, "C3")] = EMPTY;   /* as if that stone were dead and removed */
    uint16_t mark[BOARD_MAX_POINTS] = {0};
    ck_assert_int_eq(region_flood(&b, col, V(&b, "A1"), REGION_EMPTY, mark, 1, NULL, NULL), 21);
    board_free(&b);
}
END_TEST

/* A 5x5 board: a black wall on column C and row 3 of columns D-E, so
 * the empty points are the ten of columns A-B, the four of D1-E2 and
 * the four of D4-E5. */
static void walled_corners(struct board *b)
{
    walled(b);
    put(b, BLACK, "D3 E3");
}

START_TEST(test_flood_max_floods_small_regions_as_flood_does)
{
    struct board b;
    walled_corners(&b);
    uint16_t mark[BOARD_MAX_POINTS] = {0}, mark2[BOARD_MAX_POINTS] = {0};
    coord out[BOARD_MAX_POINTS], out2[BOARD_MAX_POINTS];
    unsigned touch, touch2;
    int n = region_flood(&b, b.color, V(&b, "E1"), REGION_EMPTY, mark, 3, out, &touch);
    int n2 = region_flood_max(&b, b.color, V(&b, "E1"), REGION_EMPTY, mark2, 3, out2, &touch2, 4);
    ck_assert_int_eq(n, 4);
    ck_assert_int_eq(n2, 4);
    ck_assert_uint_eq(touch2, touch);
    ck_assert_mem_eq(out2, out, 4 * sizeof out[0]);
    ck_assert_mem_eq(mark2, mark, sizeof mark);
    board_free(&b);
}
END_TEST

START_TEST(test_flood_max_stops_on_big_regions)
{
    struct board b;
    walled_corners(&b);
    uint16_t mark[BOARD_MAX_POINTS] = {0};
    /* The ten points of columns A-B are more than 6: stopped. */
    ck_assert_int_eq(region_flood_max(&b, b.color, V(&b, "A1"), REGION_EMPTY, mark, 1, NULL,
                                      NULL, 6), 7);
    int marked = 0;
    FOR_EACH_POINT(&b, p)
        marked += mark[p] == 1;
    ck_assert_int_lt(marked, 10);
    /* Flooded again from a point the stopped flood did not mark, with
     * another id: it meets the first flood's marks, so it is big too,
     * though fewer than 7 points are left unmarked. */
    coord fresh = PASS;
    FOR_EACH_POINT(&b, p)
        if (b.color[p] == EMPTY && board_col(&b, p) <= 1 && !mark[p])
            fresh = p;
    ck_assert_int_ne(fresh, PASS);
    ck_assert_int_eq(region_flood_max(&b, b.color, fresh, REGION_EMPTY, mark, 2, NULL, NULL, 6),
                     7);
    /* The corner regions of four points stay small with the same marks. */
    ck_assert_int_eq(region_flood_max(&b, b.color, V(&b, "E5"), REGION_EMPTY, mark, 3, NULL, NULL,
                                      6), 4);
    ck_assert_int_eq(mark[V(&b, "D4")], 3);
    board_free(&b);
}
END_TEST

START_TEST(test_label_all_in_board_order)
{
    struct board b;
    walled(&b);
    put(&b, WHITE, "E5");
    uint16_t mark[BOARD_MAX_POINTS];
    memset(mark, 0xff, sizeof mark);
    ck_assert_int_eq(region_label_all(&b, b.color, REGION_EMPTY, mark), 2);
    ck_assert_int_eq(mark[V(&b, "A1")], 1);
    ck_assert_int_eq(mark[V(&b, "E4")], 2);
    ck_assert_int_eq(mark[V(&b, "C1")], 0);
    ck_assert_int_eq(mark[V(&b, "E5")], 0);
    ck_assert_int_eq(region_label_all(&b, b.color, REGION_BIT(WHITE), mark), 1);
    ck_assert_int_eq(mark[V(&b, "E5")], 1);
    ck_assert_int_eq(region_label_all(&b, b.color, REGION_NOT(EMPTY), mark), 2);
    board_free(&b);
}
END_TEST

START_TEST(test_empty_board_is_one_region)
{
    struct board b;
    board_init(&b, 19);
    uint16_t mark[BOARD_MAX_POINTS];
    ck_assert_int_eq(region_label_all(&b, b.color, REGION_EMPTY, mark), 1);
    unsigned touch;
    memset(mark, 0, sizeof mark);
    ck_assert_int_eq(region_flood(&b, b.color, V(&b, "K10"), REGION_EMPTY, mark, 1, NULL, &touch),
                     361);
    ck_assert_uint_eq(touch, REGION_BIT(OFFBOARD));
    ck_assert_int_eq(region_sole_color(touch), EMPTY);
    board_free(&b);
}
END_TEST

START_TEST(test_rng_is_xorshift64_13_7_17)
{
    uint64_t s = 1, x = 1;
    for (int i = 0; i < 1000; i++) {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        ck_assert_uint_eq(rng_next(&s), x);
    }
    ck_assert_uint_eq(s, x);
}
END_TEST

START_TEST(test_rng_below_range_and_spread)
{
    uint64_t s = rng_seed(42);
    int count[10] = {0};
    for (int i = 0; i < 10000; i++) {
        uint32_t r = rng_below(&s, 10);
        ck_assert_uint_lt(r, 10);
        count[r]++;
    }
    /* Each bucket expects 1000, standard deviation 30. */
    for (int i = 0; i < 10; i++)
        ck_assert_msg(count[i] > 850 && count[i] < 1150, "bucket %d: %d", i, count[i]);
    ck_assert_uint_eq(rng_below(&s, 1), 0);
}
END_TEST

START_TEST(test_rng_seed_never_zero)
{
    ck_assert_uint_ne(rng_seed(0), 0);
    ck_assert_uint_ne(rng_seed(0x9e3779b97f4a7c15ULL), 0);
    ck_assert_uint_ne(rng_seed(1), rng_seed(2));
}
END_TEST

static void assert_same_state(const struct board *a, const struct board *b)
{
    ck_assert_uint_eq(a->hash, b->hash);
    ck_assert_int_eq(a->ko, b->ko);
    ck_assert_int_eq(a->ko_color, b->ko_color);
    ck_assert_int_eq(a->last_move, b->last_move);
    ck_assert_int_eq(a->last_color, b->last_color);
    for (int c = 0; c < 3; c++)
        ck_assert_int_eq(a->captures[c], b->captures[c]);
    ck_assert_int_eq(a->moves, b->moves);
    ck_assert_int_eq(a->nhashes, b->nhashes);
    ck_assert_int_eq(a->nempty, b->nempty);
    ck_assert_int_eq(memcmp(a->color, b->color, (size_t)a->npoints), 0);
}

/* A 5x5 ko: black takes at C3, so white may not retake at B3 at once. */
static void ko_position(struct board *b)
{
    board_init(b, 5);
    put(b, BLACK, "B2 A3 B4");
    put(b, WHITE, "C2 B3 C4 D3");
    ck_assert_int_eq(board_play(b, BLACK, V(b, "C3")), MOVE_OK);
}

START_TEST(test_copy_carries_the_whole_state)
{
    struct board b, c;
    ko_position(&b);
    ck_assert_int_eq(b.captures[BLACK], 1);
    ck_assert_int_eq(b.ko, V(&b, "B3"));
    board_copy(&c, &b);
    assert_same_state(&b, &c);
    /* Both play on alike: the copy is a position of its own. */
    ck_assert_int_eq(board_play(&c, WHITE, V(&c, "B3")), MOVE_KO);
    ck_assert_int_eq(board_play(&c, WHITE, V(&c, "E5")), MOVE_OK);
    ck_assert_int_eq(board_play(&b, WHITE, V(&b, "E5")), MOVE_OK);
    assert_same_state(&b, &c);
    /* board_assign keeps the destination's undo log buffer. */
    ck_assert(board_trymove(&c, BLACK, V(&c, "A1")));
    board_popmove(&c);
    struct undo_entry *log = c.log;
    ck_assert_ptr_nonnull(log);
    board_assign(&c, &b);
    ck_assert_ptr_eq(c.log, log);
    assert_same_state(&b, &c);
    board_free(&b);
    board_free(&c);
}
END_TEST

START_TEST(test_popmove_restores_the_whole_state)
{
    struct board b, saved;
    ko_position(&b);
    board_copy(&saved, &b);
    ck_assert(board_trymove(&b, WHITE, V(&b, "E5")));
    ck_assert(board_trymove(&b, BLACK, V(&b, "B3")));   /* captures nothing: fills the ko */
    ck_assert(board_trymove(&b, WHITE, V(&b, "A2")));
    board_popmove(&b);
    board_popmove(&b);
    board_popmove(&b);
    assert_same_state(&b, &saved);
    /* tryko on the ko point itself, then back. */
    ck_assert(board_tryko(&b, WHITE, V(&b, "B3")));
    ck_assert_int_eq(b.captures[WHITE], 1);
    board_popmove(&b);
    assert_same_state(&b, &saved);
    board_free(&b);
}
END_TEST

/* The escape walk (board/reach.h) from a lone black E5 on an empty 9x9:
 * one step reaches its four liberties, two steps the twelve points of
 * the diamond around it, all open ground; max stops the count. */
START_TEST(test_walk_counts_open_ground_within_its_steps)
{
    struct board b;
    board_init(&b, 9);
    put(&b, BLACK, "E5");
    uint8_t group[BOARD_MAX_POINTS] = {0};
    group[V(&b, "E5")] = 1;
    struct reach_walk w = {BLACK, group, NULL, 1, 3};
    ck_assert_int_eq(reach_walk_count(&b, &w, 100), 4);
    w.steps = 2;
    ck_assert_int_eq(reach_walk_count(&b, &w, 100), 12);
    ck_assert_int_eq(reach_walk_count(&b, &w, 5), 5);
    /* Closed liberties: nowhere to go. */
    uint8_t closed[BOARD_MAX_POINTS] = {0};
    closed[V(&b, "D5")] = closed[V(&b, "F5")] = closed[V(&b, "E4")] = closed[V(&b, "E6")] = 1;
    w.closed = closed;
    ck_assert_int_eq(reach_walk_count(&b, &w, 100), 0);
    board_free(&b);
}
END_TEST

/* Open ground weighs the stones near a point, the group's own left out:
 * with a white stone at E7, E5's liberty E6 is White's ground (a stone
 * of the group beside it does not make it Black's), E2 beyond the radius
 * is open; a black stone of another group at D6 outweighs E7 at E6. */
START_TEST(test_open_ground_leaves_the_group_out)
{
    struct board b;
    board_init(&b, 9);
    put(&b, BLACK, "E5");
    put(&b, WHITE, "E7");
    uint8_t group[BOARD_MAX_POINTS] = {0};
    group[V(&b, "E5")] = 1;
    struct reach_walk w = {BLACK, group, NULL, 4, 3};
    ck_assert(!reach_open_ground(&b, &w, V(&b, "E6")));
    ck_assert(reach_open_ground(&b, &w, V(&b, "E2")));
    put(&b, BLACK, "D6");
    ck_assert(reach_open_ground(&b, &w, V(&b, "E6")));
    board_free(&b);
}
END_TEST

/* The walled room (board/reach.h) tells a group's own corner from the
 * opponent's framework by whose stones wall it.  White's 12 stones from
 * C4 to F7 (the GNU Go reference's game 22 of s22, after Black's B6 and
 * White's B7): the open upper left, 13 points touching no black stone,
 * is walled by seven white stones; A7 and C6, next to Black's A6, B6 but
 * also to White's B7, C7, C5, are contested; only F8, beside E8 and F9,
 * walls it for Black.  It all counts. */
static const char *OWN_CORNER[] = {
    ".........", ".....X...", ".OO..OX..", "XX..OOX..", "..O.OX...",
    "..OOOX...", ".XXOX....", "...XX....", ".........",
};

/* White's 13 stones of global.tst 46 after C4 D5: the empty top of the
 * board, entered at A7 beside A6 alone, is walled by Black's B6, C7,
 * E7, G7, G5 and H4: not White's room.  The corner eye (A1-A3, B1-B2,
 * C1), closed as the owl closes the goal's credited spaces, walls for
 * White and is not counted again; J3 (H3 against H2, H4) is Black's. */
static const char *FRAMEWORK_TOP[] = {
    ".........", ".........", "..X.X.X..", "OX.......", "OX.X..X..",
    "OXO.OO.X.", ".OOOO.OO.", "..OXXXXX.", ".........",
};

static int walled_room_of(const char *rows[], int color, const char *closed_points)
{
    struct board b;
    board_diagram(&b, 9, rows);
    uint8_t group[BOARD_MAX_POINTS] = {0}, closed[BOARD_MAX_POINTS] = {0};
    FOR_EACH_POINT(&b, p)
        group[p] = b.color[p] == color;
    char buf[128];
    snprintf(buf, sizeof buf, "%s", closed_points);
    for (char *t = strtok(buf, " "); t; t = strtok(NULL, " "))
        closed[V(&b, t)] = 1;
    struct reach_walk w = {color, group, closed, 0, 0};
    int room = reach_walled_room(&b, &w);
    board_free(&b);
    return room;
}

START_TEST(test_walled_room_is_the_groups_own_corner)
{
    ck_assert_int_eq(walled_room_of(OWN_CORNER, WHITE, ""), 13);
    ck_assert_int_eq(walled_room_of(FRAMEWORK_TOP, WHITE, "A1 A2 A3 B1 B2 C1"), 0);
    /* Unclosed, the corner eye is room walled by White (A4, B3, C2
     * against D2 beside D1). */
    ck_assert_int_eq(walled_room_of(FRAMEWORK_TOP, WHITE, ""), 6);
}
END_TEST

Suite *region_suite(void)
{
    Suite *s = suite_create("region");
    TCase *t = tcase_create("core");
    tcase_add_test(t, test_flood_counts_marks_and_lists);
    tcase_add_test(t, test_flood_start_outside_mask);
    tcase_add_test(t, test_flood_not_colour_crosses_stones);
    tcase_add_test(t, test_flood_reads_the_callers_colours);
    tcase_add_test(t, test_flood_max_floods_small_regions_as_flood_does);
    tcase_add_test(t, test_flood_max_stops_on_big_regions);
    tcase_add_test(t, test_label_all_in_board_order);
    tcase_add_test(t, test_walk_counts_open_ground_within_its_steps);
    tcase_add_test(t, test_open_ground_leaves_the_group_out);
    tcase_add_test(t, test_walled_room_is_the_groups_own_corner);
    tcase_add_test(t, test_empty_board_is_one_region);
    tcase_add_test(t, test_rng_is_xorshift64_13_7_17);
    tcase_add_test(t, test_rng_below_range_and_spread);
    tcase_add_test(t, test_rng_seed_never_zero);
    tcase_add_test(t, test_copy_carries_the_whole_state);
    tcase_add_test(t, test_popmove_restores_the_whole_state);
    suite_add_tcase(s, t);
    return s;
}
