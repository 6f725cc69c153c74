/* test_movegen_contact.c — answers to the opponent's contact move
 * (movegen_contact.c): the liberty pressure in the local fight, our
 * stone against the opponent's at each liberty near the contact stone.
 * Positions drawn as diagrams, each answer a plain piece of Go
 * knowledge. */
#include <check.h>
#include <stdlib.h>

#include "board/coord.h"
#include "board/game.h"
#include "classical/engine/classical.h"
#include "diagram.h"
#include "fixture.h"

static int contact_reasons(const struct cl_position *pos)
{
    int n = 0;
    for (int i = 0; i < pos->reasons.n; i++)
        n += pos->reasons.r[i].kind == RK_CONTACT;
    return n;
}

/* The position, then White's move at v: the last move of the game. */
static void after_white(struct game *g, const char *rows[], const char *v)
{
    diagram(g, 9, rows, WHITE);
    coord m;
    ck_assert(parse_vertex(&g->board, v, &m));
    ck_assert(game_play(g, WHITE, m) == MOVE_OK);
}

/* White has attached under Black's E5 (E4) and now hanes at D5: the
 * black stone is down to two liberties (E6, F5).  Black must give it
 * room: the extension E6 (or F5) takes it to four liberties, where
 * White's stone at E6 would put it in atari.  The hane back at D6 only
 * trades a liberty of White's hane for a new black stone of three; a
 * point away from the stones (C8) is no answer to the contact at all. */
static const char *HANED[] = {
    ".........",
    ".........",
    ".........",
    ".........",
    "....X....",
    "....O....",
    ".........",
    ".........",
    ".........",
};

START_TEST(haned_stone_extends)
{
    struct game g;
    after_white(&g, HANED, "D5");
    struct classical *cl = classical_new();
    ck_assert(cl);
    struct cl_position *pos = fixture_analyse(cl, &g, BLACK);
    float e6 = fixture_reason_sum(pos, "E6", RK_CONTACT), f5 = fixture_reason_sum(pos, "F5", RK_CONTACT), d6 = fixture_reason_sum(pos, "D6", RK_CONTACT);
    ck_assert_msg(e6 > 0 && f5 > 0, "the extensions answer the hane (E6 %.2f, F5 %.2f)", e6,
                  f5);
    ck_assert_msg(e6 > d6 && f5 > d6, "extending beats the hane back (D6 %.2f)", d6);
    ck_assert_msg(fixture_reason_sum(pos, "C8", RK_CONTACT) == 0, "C8 is away from the fight");
    fixture_release(pos);
    classical_free(cl);
    game_free(&g);
}
END_TEST

/* White's shoulder hit at E5 on Black's lone D4: the pushes D5 and E4
 * keep the white stone short of liberties and give Black's room, where
 * White's stone on either point would press D4 down to three liberties;
 * the hane on the far side (E6) presses White's stone no more than it
 * exposes Black's new stone, and a point away from the stones (B8) is no
 * answer. */
static const char *SHOULDER[] = {
    ".........",
    ".........",
    ".........",
    ".........",
    ".........",
    "...X.....",
    ".........",
    ".........",
    ".........",
};

START_TEST(shoulder_hit_is_answered_by_the_push)
{
    struct game g;
    after_white(&g, SHOULDER, "E5");
    struct classical *cl = classical_new();
    ck_assert(cl);
    struct cl_position *pos = fixture_analyse(cl, &g, BLACK);
    float d5 = fixture_reason_sum(pos, "D5", RK_CONTACT), e4 = fixture_reason_sum(pos, "E4", RK_CONTACT);
    ck_assert_msg(d5 > 0 && e4 > 0, "the pushes answer the shoulder hit (D5 %.2f, E4 %.2f)", d5,
                  e4);
    ck_assert_msg(d5 == e4, "the two pushes are symmetric");
    ck_assert_msg(fixture_reason_sum(pos, "E6", RK_CONTACT) < d5, "the far hane is no better than the push");
    ck_assert_msg(fixture_reason_sum(pos, "B8", RK_CONTACT) == 0, "B8 is away from the fight");
    fixture_release(pos);
    classical_free(cl);
    game_free(&g);
}
END_TEST

/* Both groups are unconditionally alive (two one-point eyes each) and
 * White's E5 touches Black's wall: the liberties there decide nothing,
 * the boundary is the territory count's business. */
static const char *SETTLED[] = {
    "XXXX.OOOO",
    "X.XX.OO.O",
    "XXXX.OOOO",
    "XXXX.OOOO",
    "XXXX.OOOO",
    "XXXX.OOOO",
    "XXXX.OOOO",
    "X.XX.OO.O",
    "XXXX.OOOO",
};

START_TEST(settled_groups_have_no_contact_fight)
{
    struct game g;
    after_white(&g, SETTLED, "E5");
    struct classical *cl = classical_new();
    ck_assert(cl);
    struct cl_position *pos = fixture_analyse(cl, &g, BLACK);
    ck_assert_msg(contact_reasons(pos) == 0, "no contact reason between settled groups");
    fixture_release(pos);
    classical_free(cl);
    game_free(&g);
}
END_TEST

/* White's G7 touches no black stone: there is no contact to answer. */
static const char *LONE[] = {
    ".........",
    ".........",
    ".........",
    ".........",
    ".........",
    ".........",
    "..X......",
    ".........",
    ".........",
};

START_TEST(distant_move_is_no_contact)
{
    struct game g;
    after_white(&g, LONE, "G7");
    struct classical *cl = classical_new();
    ck_assert(cl);
    struct cl_position *pos = fixture_analyse(cl, &g, BLACK);
    ck_assert_int_eq(contact_reasons(pos), 0);
    fixture_release(pos);
    classical_free(cl);
    game_free(&g);
}
END_TEST

/* The same hane (White D5 after E4) against Black's E5 when E5 is the
 * head of a five-stone group without eyes in the open (F4 G4 G3 F3 G5,
 * linked to E5 across F5): the fight decides more than a lone stone's
 * fate, so the extension E6 weighs more than it does for the lone
 * stone of HANED. */
static const char *HANED_GROUP[] = {
    ".........",
    ".........",
    ".........",
    ".........",
    "....X.X..",
    "....OXX..",
    ".....XX..",
    ".........",
    ".........",
};

START_TEST(fight_of_a_bigger_group_weighs_more)
{
    struct game lone, big;
    after_white(&lone, HANED, "D5");
    after_white(&big, HANED_GROUP, "D5");
    struct classical *cl = classical_new();
    ck_assert(cl);
    struct cl_position *pl = fixture_analyse(cl, &lone, BLACK);
    struct cl_position *pb = fixture_analyse(cl, &big, BLACK);
    float e6_lone = fixture_reason_sum(pl, "E6", RK_CONTACT), e6_big = fixture_reason_sum(pb, "E6", RK_CONTACT);
    ck_assert_msg(e6_lone > 0, "the lone stone extends (E6 %.2f)", e6_lone);
    ck_assert_msg(e6_big > e6_lone, "the group's fight weighs more (E6 %.2f, lone %.2f)", e6_big,
                  e6_lone);
    fixture_release(pl);
    fixture_release(pb);
    classical_free(cl);
    game_free(&lone);
    game_free(&big);
}
END_TEST

Suite *movegen_contact_suite(void)
{
    Suite *s = suite_create("movegen_contact");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, haned_stone_extends);
    tcase_add_test(tc, shoulder_hit_is_answered_by_the_push);
    tcase_add_test(tc, settled_groups_have_no_contact_fight);
    tcase_add_test(tc, distant_move_is_no_contact);
    tcase_add_test(tc, fight_of_a_bigger_group_weighs_more);
    suite_add_tcase(s, tc);
    return s;
}
