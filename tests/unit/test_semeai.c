/* test_semeai.c — capturing races built from Go knowledge: outside
 * liberties decide a race without eyes, an eye takes the shared
 * liberties, a ring with no outside liberty dies to a sacrifice, and the
 * counting pieces (eye liberties) on their own. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "board/board.h"
#include "board/coord.h"
#include "classical/dragon/dragon.h"
#include "classical/reading/reading.h"
#include "classical/semeai/semeai.h"

/* Sets up a diagram, top row first: X black, O white, '.' empty. */
static void diagram(struct board *b, int size, const char *const *rows)
{
    board_init(b, size);
    for (int r = 0; r < size; r++)
        for (int c = 0; c < size; c++) {
            char ch = rows[r][c];
            if (ch == 'X' || ch == 'O')
                ck_assert_int_eq(board_setup_stone(b, ch == 'X' ? BLACK : WHITE,
                                                   board_point(b, r, c)),
                                 MOVE_OK);
        }
}

/* The stones of the string at each vertex of the space-separated list. */
static int stones(const struct board *b, const char *list, coord *out)
{
    char buf[256], *save = NULL;
    int n = 0;
    strncpy(buf, list, sizeof buf - 1);
    buf[sizeof buf - 1] = 0;
    for (char *v = strtok_r(buf, " ", &save); v; v = strtok_r(NULL, " ", &save)) {
        coord p;
        ck_assert_msg(parse_vertex(b, v, &p), "bad vertex %s", v);
        ck_assert(b->color[p] != EMPTY);
        n += board_stones(b, p, out + n, SEMEAI_MAX_STONES - n);
    }
    return n;
}

static struct semeai_result race(struct board *b, const char *a, const char *bb)
{
    coord sa[SEMEAI_MAX_STONES], sb[SEMEAI_MAX_STONES];
    int na = stones(b, a, sa), nb = stones(b, bb, sb);
    struct semeai *s = semeai_new();
    struct semeai_result r;
    uint64_t hash = b->hash;
    ck_assert(semeai_analyze(s, b, sa, na, sb, nb, &r));
    ck_assert(b->hash == hash && b->depth == 0);
    ck_assert(s->stats.nodes > 0 && s->stats.nodes <= s->node_cap + 1);
    semeai_free(s);
    return r;
}

static coord V(const struct board *b, const char *v)
{
    coord p;
    ck_assert(parse_vertex(b, v, &p));
    return p;
}

/* Black A5-D5 (libs C6 D6 E5) against white A4-D4 (libs D3 E4): no
 * eyes, no shared liberties, three against two. */
static const char *const OUTSIDE[] = {
    ".......",
    "OO..O..",
    "XXXX...",
    "OOOO...",
    "XXX.X..",
    ".......",
    ".......",
};

START_TEST(test_outside_liberties_more_wins)
{
    struct board b;
    diagram(&b, 7, OUTSIDE);
    struct semeai_result r = race(&b, "a5", "a4");
    ck_assert_int_eq(r.defence, READ_WIN);
    ck_assert_int_eq(r.attack, READ_WIN);
    ck_assert(r.move == V(&b, "d3") || r.move == V(&b, "e4"));
    /* White, one liberty short, loses even moving first. */
    r = race(&b, "a4", "a5");
    ck_assert_int_eq(r.defence, READ_FAIL);
    ck_assert_int_eq(r.attack, READ_FAIL);
    ck_assert(r.move == PASS);
    board_free(&b);
}
END_TEST

START_TEST(test_equal_outside_liberties_mover_wins)
{
    struct board b;
    diagram(&b, 7, OUTSIDE);
    ck_assert_int_eq(board_setup_stone(&b, WHITE, V(&b, "c6")), MOVE_OK);  /* 2 against 2 */
    struct semeai_result r = race(&b, "a4", "a5");
    ck_assert_int_eq(r.defence, READ_WIN);
    ck_assert_int_eq(r.attack, READ_WIN);
    ck_assert(r.move == V(&b, "d6") || r.move == V(&b, "e5"));
    r = race(&b, "a5", "a4");
    ck_assert_int_eq(r.attack, READ_WIN);
    ck_assert(r.move == V(&b, "d3") || r.move == V(&b, "e4"));
    board_free(&b);
}
END_TEST

/* Black D2 E2 inside the white ring, both with only D1 and E1.  It looks
 * like seki, but the ring has no outside liberty: Black fills D1 (or
 * E1), putting both in atari; White must take the three stones and is
 * left with a bent three, whose vital point kills it.  (GNU Go 3.8 agrees:
 * analyze_semeai D2 C1 gives 1 1 E1.)  White moving first can do nothing. */
static const char *const FALSE_SEKI[] = {
    ".......",
    ".......",
    ".......",
    ".XXXXXX",
    ".XOOOOX",
    ".XOXXOX",
    ".XO..OX",
};

START_TEST(test_sacrifice_kills_ring_without_outside_liberty)
{
    struct board b;
    diagram(&b, 7, FALSE_SEKI);
    struct semeai_result r = race(&b, "d2", "c1");
    ck_assert_int_eq(r.defence, READ_WIN);
    ck_assert_int_eq(r.attack, READ_WIN);
    ck_assert(r.move == V(&b, "d1") || r.move == V(&b, "e1"));
    r = race(&b, "c1", "d2");
    ck_assert_int_eq(r.defence, READ_FAIL);
    ck_assert_int_eq(r.attack, READ_FAIL);
    ck_assert(r.move == PASS);
    board_free(&b);
}
END_TEST

/* Black inside the white ring has a one-point eye at E1 and the shared
 * liberties C1 and G1; white has two outside liberties (B3, H3) and the
 * same two shared ones.  White's four liberties against black's three
 * look ahead, but white cannot fill the last shared liberty: the eye
 * takes them, 3 against 2, and black wins whoever starts. */
static const char *const EYE_VS_NO_EYE[] = {
    ".........",
    ".........",
    ".........",
    ".........",
    ".........",
    ".XXXXXXX.",
    "..OOOOO..",
    ".XOXXXOX.",
    ".X.X.X.X.",
};

START_TEST(test_eye_takes_shared_liberties)
{
    struct board b;
    diagram(&b, 9, EYE_VS_NO_EYE);
    struct semeai_result r = race(&b, "d1", "c2");
    ck_assert_int_eq(r.defence, READ_WIN);
    ck_assert_int_eq(r.attack, READ_WIN);
    r = race(&b, "c2", "d1");
    ck_assert_int_eq(r.defence, READ_FAIL);
    ck_assert_int_eq(r.attack, READ_FAIL);
    board_free(&b);
}
END_TEST

/* Black's straight three A1 B1 C1, no outside liberty, against White's
 * three outside liberties G4 H4 J4, no eye.  White moving first wins
 * only at the vital point B1: Black's reply A1 or C1 is answered by the
 * other, a two-stone throw-in Black must take, and White is then a move
 * ahead.  White A1 or C1 is met by B1 and two eyes. */
static const char *const STRAIGHT_THREE[] = {
    ".........",
    ".........",
    ".........",
    ".........",
    "OOOOOXXXX",
    "OOOOOX...",
    "XXXXXOOOO",
    "XXXXOOOOO",
    "...XOOOOO",
};

START_TEST(test_vital_point_of_a_straight_three)
{
    struct board b;
    diagram(&b, 9, STRAIGHT_THREE);
    struct semeai_result r = race(&b, "f3", "a3");
    ck_assert_int_eq(r.defence, READ_WIN);
    ck_assert_int_eq(r.attack, READ_WIN);
    ck_assert(r.move == V(&b, "b1"));
    board_free(&b);
}
END_TEST

/* Black's straight three against White's one-point eye J1, with the
 * shared liberties E1 E2.  White moving first at the vital point B1
 * gets a seki: after Black E2, White A1, Black takes at C1 and White
 * B1 again, Black's three-point eye is down to one point, and small eyes
 * are alike: neither takes the shared liberty E1. */
static const char *const BIG_EYE_VS_SMALL[] = {
    ".........",
    ".........",
    ".........",
    ".........",
    "OOOOOXXXX",
    "OOOOOXXXX",
    "XXXXXOOOO",
    "XXXX.OOOO",
    "...X.OOO.",
};

START_TEST(test_small_eyes_are_alike)
{
    struct board b;
    diagram(&b, 9, BIG_EYE_VS_SMALL);
    struct semeai_result r = race(&b, "f3", "a3");
    ck_assert_int_eq(r.defence, READ_WIN);
    ck_assert_int_eq(r.attack, READ_FAIL);
    ck_assert(r.move == V(&b, "b1"));
    /* Black moving first wins by B1: two eyes. */
    r = race(&b, "a3", "f3");
    ck_assert_int_eq(r.attack, READ_WIN);
    board_free(&b);
}
END_TEST

/* White's lone B1 inside Black's corner, Black's A3 string with the
 * liberties A2 and C2 (seki08 of GNU Go's seki.tst after White B1 and
 * Black B2).  White throws in at A2, a single stone in atari that
 * leaves Black's string in atari too: Black takes at A1 and White
 * retakes, a ko in which White needs the first threat (GNU Go 3.8 also
 * answers 3 3). */
static const char *const THROW_IN_KO[] = {
    "XX.X.....",
    "XOOX.XXXX",
    "OOXXXX...",
    "O.OXOX...",
    "O.OOOOXXX",
    "OOO.O.OOX",
    "XXXOOOO.O",
    ".X.XXXOOO",
    ".O...XO..",
};

START_TEST(test_throw_in_that_makes_a_ko)
{
    struct board b;
    diagram(&b, 9, THROW_IN_KO);
    struct semeai_result r = race(&b, "b1", "a3");
    ck_assert_int_eq(r.defence, READ_KO_B);
    board_free(&b);
}
END_TEST

/* Black's corner group lives with two eyes (B4, C3), and so does
 * White's wall around it (B7, D7).  White's lone A2 stands in atari;
 * White's A1 would join it to the wall, and Black's A1 takes it as a ko:
 * Black's stone at A1 is in atari at once (B1 is the wall's).  Taking a
 * stone that the opponent may retake is a ko won first, not a race won:
 * the capture counted as a kill made a one-stone ko worth the whole
 * race (global.tst 37 in GNU Go's suites). */
static const char *const KO_CAPTURE[] = {
    ".........",
    "OOOOOO...",
    "O.O.OO...",
    "OOOOOO...",
    "XXXXXO...",
    "X.XXXO...",
    "XX.XXO...",
    "OXXXXO...",
    ".OOOOO...",
};

START_TEST(test_a_ko_capture_does_not_end_the_race)
{
    struct board b;
    diagram(&b, 9, KO_CAPTURE);
    struct semeai_result r = race(&b, "a5", "a2");
    ck_assert_int_eq(r.attack, READ_KO_A);
    board_free(&b);
}
END_TEST

/* Black A4's corner group against White's E3 string (three liberties F1
 * F2 F3... after Black's D1 took a White stone at C1: White may not
 * retake at C1 at once).  Black moving first: a Black pass is a move,
 * so White may then retake the ko; the race is a ko Black needs the
 * first threat for (code 3, as GNU Go 3.8 answers), not a ko won by
 * passing (the ban left standing after the pass gave 2 2 PASS). */
static const char *const KO_BAN[] = {
    "..O......",
    "..O......",
    "..O......",
    "..O......",
    "OOO......",
    "XXOXXXXXX",
    "XXOXO.X..",
    ".XXOOXX..",
    "OXO.O.X..",
};

START_TEST(test_a_pass_lifts_the_ko_ban)
{
    struct board b;
    diagram(&b, 9, KO_BAN);
    ck_assert_int_eq(board_play(&b, BLACK, V(&b, "d1")), MOVE_OK);
    ck_assert(b.ko == V(&b, "c1") && b.color[V(&b, "c1")] == EMPTY);
    struct semeai_result r = race(&b, "a4", "e3");
    ck_assert_int_eq(r.defence, READ_KO_B);
    ck_assert_int_eq(r.attack, READ_KO_B);
    board_free(&b);
}
END_TEST

/* Past its node cap the read counts; when even a pass kills, the kill
 * is still shown with a move: the candidate the count likes best. */
START_TEST(test_kill_beyond_the_cap_shows_a_move)
{
    struct board b;
    diagram(&b, 7, OUTSIDE);
    coord sa[SEMEAI_MAX_STONES], sb[SEMEAI_MAX_STONES];
    int na = stones(&b, "a5", sa), nb = stones(&b, "a4", sb);
    struct semeai *s = semeai_new();
    s->node_cap = 1;
    struct semeai_result r;
    ck_assert(semeai_analyze(s, &b, sa, na, sb, nb, &r));
    ck_assert_int_eq(s->stats.cap_hits, 1);
    ck_assert_int_eq(r.attack, READ_WIN);
    ck_assert(r.move == V(&b, "d3") || r.move == V(&b, "e4"));
    semeai_free(s);
    board_free(&b);
}
END_TEST

/* The count of a side with two racing strings, one of them longer than
 * the board keeps liberties for (its liberties a scan of its stones):
 * black B7-M7 (23 liberties, B8 and D8 shared with white C8) and the
 * lone A1 (A2, B1).  Every liberty once, each string's counted. */
static const char *const LONG_STRING[] = {
    ".............",
    ".............",
    ".............",
    ".............",
    ".............",
    "..O..........",
    ".XXXXXXXXXXX.",
    ".............",
    ".............",
    ".............",
    ".............",
    ".............",
    "X............",
};

START_TEST(test_count_long_string_and_lone_stone)
{
    struct board b;
    diagram(&b, 13, LONG_STRING);
    struct semeai *s = semeai_new();
    s->b = &b;
    s->color[0] = BLACK;
    s->color[1] = WHITE;
    s->nstones[0] = stones(&b, "b7 a1", s->stones[0]);
    s->nstones[1] = stones(&b, "c8", s->stones[1]);
    ck_assert_int_eq(s->nstones[0], 12);
    ck_assert_int_gt(board_countlib(&b, V(&b, "b7")), LIBS_KEPT);
    struct semeai_count c;
    semeai_count_side(s, 0, &c);
    ck_assert_int_eq(c.shared, 2);
    ck_assert_int_eq(c.outside, 21 + 2);
    ck_assert_int_eq(c.eyes, 0);
    semeai_count_side(s, 1, &c);
    ck_assert_int_eq(c.shared, 2);
    ck_assert_int_eq(c.outside, 1);    /* C9 */
    s->b = NULL;
    semeai_free(s);
    board_free(&b);
}
END_TEST

START_TEST(test_eye_liberties)
{
    /* Moves the opponent needs in an eye of 1..6 points. */
    static const int libs[] = {1, 2, 3, 5, 8, 12};
    for (int n = 1; n <= 6; n++)
        ck_assert_int_eq(semeai_eye_liberties(n, 0), libs[n - 1]);
    /* Stones already inside are moves already made. */
    ck_assert_int_eq(semeai_eye_liberties(4, 1), 4);
}
END_TEST

/* White's string has a one-point eye (C1) and a liberty (E1) that black
 * can fill only after connecting its lone edge stone F1 at G1 (filling
 * E1 at once is self-atari: white takes two stones and a second eye).
 * One eye against a wall with room: white dies whoever starts. */
static const char *const APPROACH[] = {
    ".........",
    ".........",
    ".........",
    ".........",
    ".........",
    "XXXXXXX..",
    "XXXXXXX..",
    "XOOOOOX..",
    ".O.O.X...",
};

START_TEST(test_approach_by_connecting_an_edge_stone)
{
    struct board b;
    diagram(&b, 9, APPROACH);
    struct semeai_result r = race(&b, "a4", "b2");
    ck_assert_int_eq(r.attack, READ_WIN);
    ck_assert(r.move == PASS || r.move == V(&b, "a1") || r.move == V(&b, "g1"));
    r = race(&b, "b2", "a4");
    ck_assert_int_eq(r.defence, READ_FAIL);
    ck_assert_int_eq(r.attack, READ_FAIL);
    board_free(&b);
}
END_TEST

/* Black E1-E5 and white C1-C5 D5 share D1-D4, black has five outside
 * liberties (F1-F5), white three (B3-B5), no eyes.  Neither can fill a
 * shared liberty without putting itself in atari once the outside ones
 * are gone, and five is not enough to fill three plus the four shared:
 * seki whoever starts (GNU Go's semeai6 in small).  The liberty fills
 * transpose in many orders: without the table of positions read the
 * analysis ran into its cap and answered a kill. */
static const char *const SHARED_SEKI[] = {
    ".........",
    ".........",
    ".........",
    "XXXXOOOO.",
    "X.OOX.O..",
    "X.O.X.O..",
    "X.O.X.O..",
    "XXO.X.O..",
    "XXO.X.O..",
};

START_TEST(test_shared_liberty_seki_within_the_cap)
{
    struct board b;
    diagram(&b, 9, SHARED_SEKI);
    coord sa[SEMEAI_MAX_STONES], sb[SEMEAI_MAX_STONES];
    int na = stones(&b, "e1", sa), nb = stones(&b, "c1", sb);
    struct semeai *s = semeai_new();
    struct semeai_result r;
    ck_assert(semeai_analyze(s, &b, sa, na, sb, nb, &r));
    ck_assert_int_eq(r.defence, READ_WIN);
    ck_assert_int_eq(r.attack, READ_FAIL);
    ck_assert_int_eq(s->stats.cap_hits, 0);
    ck_assert(semeai_analyze(s, &b, sb, nb, sa, na, &r));
    ck_assert_int_eq(r.defence, READ_WIN);
    ck_assert_int_eq(r.attack, READ_FAIL);
    ck_assert_int_eq(s->stats.cap_hits, 0);
    semeai_free(s);
    board_free(&b);
}
END_TEST

/* White's G2 G1 H1 inside Black's eyeless group, sharing F2 and J1 with
 * it; Black also has the outside liberties D2 and J3 (White's wall fills
 * them safely).  Black is ahead by count, but taking the three stones
 * leaves a bent three whose vital point White then takes: Black never
 * takes, and it is a seki whoever starts.  White needs no move (the
 * count at the end of the read, both sides passing, is checked by
 * playing the capture out). */
static const char *const BENT_THREE_SEKI[] = {
    ".........",
    ".........",
    ".........",
    ".........",
    ".........",
    "...OOOOOO",
    "...OXXXX.",
    "..O.X.OXX",
    "..OOXXOO.",
};

START_TEST(test_capture_into_bent_three_is_seki)
{
    struct board b;
    diagram(&b, 9, BENT_THREE_SEKI);
    struct semeai_result r = race(&b, "g2", "e3");
    ck_assert_int_eq(r.defence, READ_WIN);
    ck_assert_int_eq(r.attack, READ_FAIL);
    ck_assert(r.move == PASS);
    r = race(&b, "e3", "g2");
    ck_assert_int_eq(r.defence, READ_WIN);
    ck_assert_int_eq(r.attack, READ_FAIL);
    board_free(&b);
}
END_TEST

/* Black's C3-C2-D2-E2-E1 against White's B3-B2 (liberties A3, A2, B1)
 * in the lower left.  Black C1 makes D1 an eye (D1's neighbours C1, D2,
 * E1 all Black): an eye against none, and Black, moving first, wins the
 * race by it (the most robust kill: a fill at A3 also wins, by one
 * liberty).  The reader must try the eye-making move: it fills no White
 * liberty and is no vital point of an enclosed space. */
static const char *const MAKE_AN_EYE[] = {
    ".........",
    ".........",
    ".........",
    "OOO......",
    "XXOO.....",
    ".XXO.....",
    ".OXOOO...",
    ".OXXXO...",
    "....XO...",
};

START_TEST(test_eye_making_move_read)
{
    struct board b;
    diagram(&b, 9, MAKE_AN_EYE);
    struct semeai_result r = race(&b, "c3", "b3");
    ck_assert_int_eq(r.defence, READ_WIN);
    ck_assert_int_eq(r.attack, READ_WIN);
    ck_assert(r.move == V(&b, "c1"));
    board_free(&b);
}
END_TEST

/* White A4-D4 loses the race of OUTSIDE even moving first.  With the
 * owl's verdict off (the move generator's reader) the dragons' answer is
 * the pure race; with it on, the owl is asked once more: whether white
 * lives away from the race. */
START_TEST(test_owl_verdict_switch)
{
    struct board b;
    diagram(&b, 7, OUTSIDE);
    struct reading *rd = reading_new();
    struct dragon_analysis *an = malloc(sizeof *an);
    ck_assert(dragon_analyze(an, &b, rd, NULL, NULL));
    struct semeai *s = semeai_new();
    ck_assert(s->owl_verdict);
    s->owl_verdict = false;
    struct semeai_result r;
    ck_assert(semeai_analyze_dragons(s, &b, an, V(&b, "a4"), V(&b, "a5"), &r));
    ck_assert_int_eq(r.defence, READ_FAIL);
    ck_assert_int_eq(r.attack, READ_FAIL);
    ck_assert(r.move == PASS);
    long race_owl_calls = s->owl_calls;    /* the race's own, after captures */
    s->owl_verdict = true;
    semeai_reset_counter(s);
    ck_assert(semeai_analyze_dragons(s, &b, an, V(&b, "a4"), V(&b, "a5"), &r));
    ck_assert_int_eq(s->owl_calls, race_owl_calls + 1);
    semeai_free(s);
    dragon_analysis_free(an);
    free(an);
    reading_free(rd);
    board_free(&b);
}
END_TEST

START_TEST(test_bad_input)
{
    struct board b;
    diagram(&b, 7, OUTSIDE);
    struct semeai *s = semeai_new();
    struct semeai_result r;
    coord a = V(&b, "a5"), same = V(&b, "b5"), empty = V(&b, "g7");
    ck_assert(!semeai_analyze(s, &b, &a, 1, &same, 1, &r));
    ck_assert(!semeai_analyze(s, &b, &a, 1, &empty, 1, &r));
    ck_assert(!semeai_analyze(s, &b, &a, 0, &same, 1, &r));
    semeai_free(s);
    board_free(&b);
}
END_TEST

Suite *semeai_suite(void)
{
    Suite *s = suite_create("semeai");
    TCase *tc = tcase_create("races");
    tcase_add_test(tc, test_outside_liberties_more_wins);
    tcase_add_test(tc, test_equal_outside_liberties_mover_wins);
    tcase_add_test(tc, test_sacrifice_kills_ring_without_outside_liberty);
    tcase_add_test(tc, test_eye_takes_shared_liberties);
    tcase_add_test(tc, test_eye_liberties);
    tcase_add_test(tc, test_count_long_string_and_lone_stone);
    tcase_add_test(tc, test_vital_point_of_a_straight_three);
    tcase_add_test(tc, test_small_eyes_are_alike);
    tcase_add_test(tc, test_throw_in_that_makes_a_ko);
    tcase_add_test(tc, test_a_pass_lifts_the_ko_ban);
    tcase_add_test(tc, test_a_ko_capture_does_not_end_the_race);
    tcase_add_test(tc, test_kill_beyond_the_cap_shows_a_move);
    tcase_add_test(tc, test_approach_by_connecting_an_edge_stone);
    tcase_add_test(tc, test_shared_liberty_seki_within_the_cap);
    tcase_add_test(tc, test_owl_verdict_switch);
    tcase_add_test(tc, test_capture_into_bent_three_is_seki);
    tcase_add_test(tc, test_eye_making_move_read);
    tcase_add_test(tc, test_bad_input);
    suite_add_tcase(s, tc);
    return s;
}
