/* test_connect.c — connection reading on positions set up move by move:
 * solid and bamboo links, one-point jumps with and without a cut, the
 * diagonal, cuts whose stones die in a ladder or live by a breaker,
 * connection by capturing a cutting stone, a false connection (the
 * shared point is suicide for the connector), a ko link, a root win
 * read one candidate wide replaced by one read at full width, a net
 * on four-liberty cutting stones for both sides, the
 * static link kinds and worm cutstone, and board integrity. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "board/board.h"
#include "board/coord.h"
#include "classical/connect/connect.h"
#include "diagram.h"

/* Plays "b e5 w d5 ..." pairs of color and vertex. */
static void setup(struct board *b, int size, const char *moves)
{
    board_init(b, size);
    char buf[512], *save = NULL;
    strncpy(buf, moves, sizeof buf - 1);
    buf[sizeof buf - 1] = 0;
    for (char *c = strtok_r(buf, " ", &save); c; c = strtok_r(NULL, " ", &save)) {
        char *v = strtok_r(NULL, " ", &save);
        ck_assert(v != NULL);
        int color;
        ck_assert(parse_color(c, &color));
        enum move_error e = board_play(b, color, V(b, v));
        ck_assert_msg(e == MOVE_OK, "%s %s: %s", c, v, move_error_text(e));
    }
}

static int conn(struct connection *c, struct board *b, const char *x, const char *y, coord *m)
{
    return connect_strings(c, b, V(b, x), V(b, y), m);
}

static int disc(struct connection *c, struct board *b, const char *x, const char *y, coord *m)
{
    return disconnect_strings(c, b, V(b, x), V(b, y), m);
}

START_TEST(test_solid)
{
    struct board b;
    struct connection *c = connection_new(NULL);
    setup(&b, 9, "b d4 b d5");
    coord m;
    ck_assert_int_eq(conn(c, &b, "d4", "d5", &m), READ_WIN);
    ck_assert(m == PASS);
    ck_assert_int_eq(disc(c, &b, "d4", "d5", &m), READ_FAIL);
    ck_assert_int_eq(connect_link_kind(&b, V(&b, "d4"), V(&b, "d5")), LINK_SOLID);
    connection_free(c);
    board_free(&b);
}
END_TEST

START_TEST(test_bamboo_and_diagonal)
{
    struct board b;
    struct connection *c = connection_new(NULL);
    setup(&b, 9, "b c4 b d4 b c6 b d6 b g4 b h5");
    coord m;
    ck_assert_int_eq(disc(c, &b, "c4", "d6", &m), READ_FAIL);
    ck_assert_int_eq(conn(c, &b, "c4", "d6", &m), READ_WIN);
    ck_assert(m == V(&b, "c5") || m == V(&b, "d5"));
    ck_assert_int_eq(connect_link_kind(&b, V(&b, "c4"), V(&b, "c6")), LINK_BAMBOO);
    /* Diagonal g4-h5 with both points empty. */
    ck_assert_int_eq(disc(c, &b, "g4", "h5", &m), READ_FAIL);
    ck_assert_int_eq(connect_link_kind(&b, V(&b, "g4"), V(&b, "h5")), LINK_DIAGONAL);
    connection_free(c);
    board_free(&b);
}
END_TEST

START_TEST(test_one_point_jump)
{
    struct board b;
    struct connection *c = connection_new(NULL);
    coord m;
    /* Black c5 makes the wedge at d5 a self-atari: no cut. */
    setup(&b, 9, "b d4 b d6 b c5");
    ck_assert_int_eq(disc(c, &b, "d4", "d6", &m), READ_FAIL);
    ck_assert_int_eq(connect_link_kind(&b, V(&b, "d4"), V(&b, "d6")), LINK_ONE_POINT);
    board_free(&b);
    /* White stones on both sides of the gap: the wedge at d5 cannot be
     * captured and cuts. */
    setup(&b, 9, "b d4 b d6 w c5 w e5");
    ck_assert_int_eq(disc(c, &b, "d4", "d6", &m), READ_WIN);
    ck_assert(m == V(&b, "d5"));
    ck_assert_int_eq(conn(c, &b, "d4", "d6", &m), READ_WIN);
    ck_assert(m == V(&b, "d5"));
    connection_free(c);
    board_free(&b);
}
END_TEST

START_TEST(test_cut_and_ladder)
{
    struct board b;
    struct connection *c = connection_new(NULL);
    coord m;
    /* Black c3-d4 with white d3 and e4: the cut at c4 is self-atari. */
    setup(&b, 9, "b c3 b d4 b c5 w d3 w e4");
    ck_assert_int_eq(disc(c, &b, "c3", "d4", &m), READ_FAIL);
    ck_assert_int_eq(conn(c, &b, "c3", "d4", &m), READ_WIN);
    ck_assert(m == V(&b, "c4"));
    /* White d5 takes d4's last outside liberty: c4 now captures d4. */
    ck_assert_int_eq(board_play(&b, WHITE, V(&b, "d5")), MOVE_OK);
    ck_assert_int_eq(disc(c, &b, "c3", "d4", &m), READ_WIN);
    ck_assert(m == V(&b, "c4"));
    connection_free(c);
    board_free(&b);
}
END_TEST

START_TEST(test_ladder_cut)
{
    struct board b;
    struct connection *c = connection_new(NULL);
    coord m;
    /* Black c3-d4 with white d3-e3: the cut at c4 has two liberties and
     * dies in a ladder (b4, c5, ... toward black c6): no cut. */
    setup(&b, 9, "b c3 b d4 b c6 w d3 w e3");
    ck_assert_int_eq(disc(c, &b, "c3", "d4", &m), READ_FAIL);
    board_free(&b);
    /* The same with a white ladder breaker at b6: the cut works. */
    setup(&b, 9, "b c3 b d4 b c6 w d3 w e3 w b6");
    ck_assert_int_eq(disc(c, &b, "c3", "d4", &m), READ_WIN);
    ck_assert(m == V(&b, "c4"));
    ck_assert_int_eq(conn(c, &b, "c3", "d4", &m), READ_WIN);
    ck_assert(m == V(&b, "c4"));
    connection_free(c);
    board_free(&b);
}
END_TEST

START_TEST(test_capture_cutting_stone)
{
    struct board b;
    struct connection *c = connection_new(NULL);
    coord m;
    /* White's wedge d5 has one liberty: black connects by taking it.
     * White moving first extends to e5, but black c6 then links c5 to
     * d6, and the new cut at c4 dies (c3), so the cut still fails. */
    setup(&b, 9, "b d4 b d6 b c5 w d5");
    ck_assert_int_eq(conn(c, &b, "d4", "d6", &m), READ_WIN);
    ck_assert(m == V(&b, "e5"));
    ck_assert_int_eq(disc(c, &b, "d4", "d6", &m), READ_FAIL);
    connection_free(c);
    board_free(&b);
}
END_TEST

START_TEST(test_ko_link)
{
    struct board b;
    struct connection *c = connection_new(NULL);
    coord m;
    /* Black e4 has just taken white d4 in a ko: black d5, c4 and d3 share
     * the ko point.  Black to move fills it; white may retake only after a
     * threat, so he cannot cut unconditionally. */
    setup(&b, 9, "w d4 b d5 b d3 b c4 w e5 w e3 w f4 b e4");
    ck_assert(b.ko == V(&b, "d4"));
    ck_assert_int_eq(conn(c, &b, "d5", "d3", &m), READ_WIN);
    ck_assert(m == V(&b, "d4"));
    ck_assert_int_ne(disc(c, &b, "d5", "d3", &m), READ_WIN);
    connection_free(c);
    board_free(&b);
}
END_TEST

START_TEST(test_false_connection)
{
    struct board b;
    struct connection *c = connection_new(NULL);
    coord m;
    /* Black d4 and f4 share e4 like a one-point jump, but white stands on
     * e5 and e3: black e4 would be suicide, and white e4 takes both. */
    setup(&b, 9, "b d4 b f4 w d5 w d3 w c4 w f5 w f3 w g4 w e5 w e3");
    ck_assert_int_eq(conn(c, &b, "d4", "f4", &m), READ_FAIL);
    ck_assert(m == PASS);
    ck_assert_int_eq(disc(c, &b, "d4", "f4", &m), READ_WIN);
    ck_assert(m == V(&b, "e4"));
    /* White can fill the shared liberty (it captures): no static link. */
    ck_assert_int_eq(connect_link_kind(&b, V(&b, "d4"), V(&b, "f4")), LINK_NONE);
    connection_free(c);
    board_free(&b);
}
END_TEST

START_TEST(test_double_cut)
{
    struct board b;
    struct connection *c = connection_new(NULL);
    coord m;
    /* White d5-e4 and e4-f3 are diagonal links whose open points (d4,
     * e3) are self-atari for black, so each holds alone; black d3 gives
     * both points a liberty and white can mend only one. */
    setup(&b, 9, "w d5 w e4 w f3 w c4 w e2 b e5 b f4 b c2 b c3 b g4");
    ck_assert_int_eq(connect_link_kind(&b, V(&b, "d5"), V(&b, "e4")), LINK_SAFE_LIB);
    ck_assert_int_eq(disc(c, &b, "d5", "f3", &m), READ_WIN);
    ck_assert(m == V(&b, "d3"));
    ck_assert_int_eq(conn(c, &b, "d5", "f3", &m), READ_WIN);
    connection_free(c);
    board_free(&b);
}
END_TEST

START_TEST(test_wall_between)
{
    struct board b;
    struct connection *c = connection_new(NULL);
    coord m;
    /* A solid white wall on the e line splits black c5 from g5: the cutter
     * has no move to try (no shared or second-order liberty, no route, no
     * string short of liberties), so he passes and the strings stay apart.
     * Both questions must agree: no connection, and no move needed to cut. */
    setup(&b, 9, "w e1 w e2 w e3 w e4 w e5 w e6 w e7 w e8 w e9 b c5 b g5");
    ck_assert_int_eq(conn(c, &b, "c5", "g5", &m), READ_FAIL);
    ck_assert_int_eq(disc(c, &b, "c5", "g5", &m), READ_WIN);
    ck_assert(m == PASS);
    connection_free(c);
    board_free(&b);
}
END_TEST

START_TEST(test_starved_root_win_replaced)
{
    struct board b;
    struct connection *c = connection_new(NULL);
    coord m;
    /* White d3 and g3 on the third line, black g4 and j3 beside g3.  Black
     * e3 and f3 both cut, but e3's proof runs past its share of the budget
     * (its tail read one candidate wide), while f3, the hane against g3,
     * is proved at full width: the answer is the surer f3. */
    setup(&b, 19, "w d3 w g3 w c5 w j5 w j2 w k2 w d7 b g4 b f5 b h5 b j3 b k5 b k4 b j6");
    ck_assert_int_eq(disc(c, &b, "d3", "g3", &m), READ_WIN);
    ck_assert(m == V(&b, "f3"));
    ck_assert_int_eq(c->stats.starved_wins_replaced, 1);
    /* A win proved at full width is not replaced: the plain cut at a
     * shared liberty of two stones a knight's move apart. */
    board_free(&b);
    setup(&b, 9, "w c3 w d5 b e4 b b4");
    connection_clear_cache(c);
    ck_assert_int_eq(disc(c, &b, "c3", "d5", &m), READ_WIN);
    ck_assert_int_eq(c->stats.starved_wins_replaced, 1);
    connection_free(c);
    board_free(&b);
}
END_TEST

START_TEST(test_net_on_cutting_stones)
{
    struct board b;
    struct connection *c = connection_new(NULL);
    coord m;
    /* Black o8-o7 cuts white p8 from o9 and has four liberties (n8, n7,
     * p7, o6); white o6 nets it.  So white connects by o6, and black's
     * cut is o6 as well, the point that keeps the cutting stones out of
     * the net (the tactician is asked about four-liberty cutting strings
     * in the first two plies).  GNU Go 3.8 answers the same. */
    setup(&b, 19, "w m11 b o11 b q11 b r11 b s11 w n10 b o10 b p10 b q10 w l9 w n9 w o9 "
                  "b p9 w q9 b r9 b s9 b o8 w p8 w q8 w r8 w s8 w l7 b o7 b n6 w q6 w m5 "
                  "w n5 w p5 w q5 b r5 b s5 w l4 w m4 b n4 b o4 w p4 b q4 w r4");
    ck_assert_int_eq(conn(c, &b, "p8", "o9", &m), READ_WIN);
    ck_assert(m == V(&b, "o6"));
    ck_assert_int_eq(disc(c, &b, "p8", "o9", &m), READ_WIN);
    ck_assert(m == V(&b, "o6"));
    connection_free(c);
    board_free(&b);
}
END_TEST

START_TEST(test_cutstone)
{
    struct board b;
    /* White d4 touches black c4, d5 and e4; c4 and d5 share c5 (a
     * potential cut), d5 and e4 share nothing (e5 is white): a cut. */
    setup(&b, 9, "b c4 b d5 w d4 w e5 b e4");
    ck_assert_int_eq(connect_cutstone(&b, V(&b, "d4")), 2);
    board_free(&b);
    setup(&b, 9, "b c4 b d5 w d4");
    ck_assert_int_eq(connect_cutstone(&b, V(&b, "d4")), 1);
    ck_assert_int_eq(connect_cutstone(&b, V(&b, "c4")), 0);
    board_free(&b);
}
END_TEST

START_TEST(test_board_intact_and_counters)
{
    struct board b;
    struct connection *c = connection_new(NULL);
    setup(&b, 9, "b c3 b e3 w d3 w d4 b f4 w e4 b c5 w g3");
    uint64_t h = b.hash;
    coord m;
    connection_reset_counter(c);
    conn(c, &b, "c3", "e3", &m);
    disc(c, &b, "c3", "e3", &m);
    ck_assert(b.hash == h);
    ck_assert_int_eq(b.depth, 0);
    char why[128];
    ck_assert_msg(board_consistent(&b, why, sizeof why), "%s", why);
    ck_assert(c->stats.nodes > 0);
    ck_assert_int_eq(c->stats.reads, 2);
    connection_reset_counter(c);
    ck_assert_int_eq(c->stats.nodes, 0);
    /* Different colours: no read. */
    ck_assert_int_eq(disconnect_strings(c, &b, V(&b, "c3"), V(&b, "d3"), &m), READ_FAIL);
    connection_free(c);
    board_free(&b);
}
END_TEST

Suite *connect_suite(void)
{
    Suite *s = suite_create("connect");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, test_solid);
    tcase_add_test(tc, test_bamboo_and_diagonal);
    tcase_add_test(tc, test_one_point_jump);
    tcase_add_test(tc, test_cut_and_ladder);
    tcase_add_test(tc, test_ladder_cut);
    tcase_add_test(tc, test_capture_cutting_stone);
    tcase_add_test(tc, test_ko_link);
    tcase_add_test(tc, test_false_connection);
    tcase_add_test(tc, test_double_cut);
    tcase_add_test(tc, test_wall_between);
    tcase_add_test(tc, test_starved_root_win_replaced);
    tcase_add_test(tc, test_net_on_cutting_stones);
    tcase_add_test(tc, test_cutstone);
    tcase_add_test(tc, test_board_intact_and_counters);
    suite_add_tcase(s, tc);
    return s;
}
