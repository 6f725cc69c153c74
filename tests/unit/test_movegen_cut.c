/* test_movegen_cut.c — a cutting stone with two liberties wedged
 * between two of our stones, one of them in danger: the atari from the
 * outside (the hane at the head of the cutting stone) saves the cut-off
 * stone as the connection does, forces the opponent to connect, and
 * blocks the cutting stone's way out.  The counter-atari defence of the
 * tactician and the owl (movegen_tactics.c, movegen_owl.c), its swing
 * measured against the capture it forestalls (movegen_territory.c) and
 * the shape pattern shape_atari_cutting_stone_from_outside; no such
 * shape in a crosscut. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "board/coord.h"
#include "board/game.h"
#include "classical/engine/classical.h"
#include "diagram.h"
#include "fixture.h"

/* The upper left corner of a 19x19 opening (X Black, O White; Black to
 * play).  White's 4-4 stone D16 and its diagonal C15; Black's C14 and
 * D13 with White's D14 wedged between them.  D14 has two liberties,
 * D15 and E14; C14 has two, B14 and C13, and White's C13 would capture
 * it.  Black's E14 ataris D14 from the outside: White must connect at
 * D15 (if White plays C13 instead, D15 takes D14 and C14 is free), and
 * E14 then stands in front of White's stones.  Black's connection at
 * C13 saves C14 too but lets White extend D14 to E14, out between
 * Black's stones.  A black stone at Q16 keeps the board from being one
 * corner. */
static const char *CUT_CORNER[] = {
    "...................",
    "...................",
    "...................",
    "...O...........X...",
    "..O................",
    "..XO...............",
    "...X...............",
    "...................",
    "...................",
    "...................",
    "...................",
    "...................",
    "...................",
    "...................",
    "...................",
    "...................",
    "...................",
    "...................",
    "...................",
};

/* The same corner mirrored to the upper right, colours swapped: White
 * to play at P14. */
static const char *CUT_CORNER_MIRRORED[] = {
    "...................",
    "...................",
    "...................",
    "...O...........X...",
    "................X..",
    "...............XO..",
    "...............O...",
    "...................",
    "...................",
    "...................",
    "...................",
    "...................",
    "...................",
    "...................",
    "...................",
    "...................",
    "...................",
    "...................",
    "...................",
};

#define SHAPE_NAME "shape_atari_cutting_stone_from_outside"

/* Is the shape pattern among the reasons posted at v? */
static bool has_the_shape(const struct cl_position *pos, const char *v)
{
    coord p = V(&pos->b, v);
    for (int i = 0; i < pos->reasons.n; i++) {
        const struct reason *r = &pos->reasons.r[i];
        if (r->move == p && r->kind == RK_SHAPE && r->source && !strcmp(r->source, SHAPE_NAME))
            return true;
    }
    return false;
}

START_TEST(counter_atari_saves_the_cut_off_stone)
{
    struct fixture_analysed a;
    fixture_analyse_diagram(&a, 19, CUT_CORNER, BLACK);
    struct cl_position *pos = a.pos;
    ck_assert_msg(fixture_reason_sum(pos, "E14", RK_DEFEND_STRING) > 0,
                  "the atari on the cutting stone saves C14");
    ck_assert_msg(fixture_reason_sum(pos, "C13", RK_DEFEND_STRING) > 0,
                  "the connection saves C14");
    /* D15, the atari from inside, is a self-atari: no defence. */
    ck_assert(fixture_reason_sum(pos, "D15", RK_DEFEND_STRING) == 0);
    fixture_analysed_release(&a);
}
END_TEST

START_TEST(atari_from_outside_is_good_shape)
{
    struct fixture_analysed a;
    fixture_analyse_diagram(&a, 19, CUT_CORNER, BLACK);
    struct cl_position *pos = a.pos;
    ck_assert(has_the_shape(pos, "E14"));
    ck_assert(!has_the_shape(pos, "D15"));
    fixture_analysed_release(&a);
}
END_TEST

/* A crosscut (9x9, White to play): White's C3 and D4, Black's D3 wedged
 * between them and Black's C4 on the other diagonal point.  White's E3
 * ataris D3, but Black's connection D2 runs under White's C3 into open
 * ground; in a crosscut the extension (C2 here) is the move, and the
 * atari from outside is no good shape. */
static const char *CROSSCUT[] = {
    ".........",
    ".........",
    ".........",
    ".........",
    "..X......",
    "..XOO....",
    "..OX.....",
    ".........",
    ".........",
};

START_TEST(no_atari_from_outside_in_a_crosscut)
{
    struct fixture_analysed a;
    fixture_analyse_diagram(&a, 9, CROSSCUT, WHITE);
    struct cl_position *pos = a.pos;
    ck_assert(!has_the_shape(pos, "E3"));
    fixture_analysed_release(&a);
}
END_TEST

/* Both moves settle C14, so both forestall White's capture at C13: the
 * atari's swing is not counted against White's stone at E14 alone,
 * where White would not capture anything. */
START_TEST(forestalled_capture_counts_for_the_atari)
{
    struct fixture_analysed a;
    fixture_analyse_diagram(&a, 19, CUT_CORNER, BLACK);
    struct cl_position *pos = a.pos;
    float e14 = fixture_reason_sum(pos, "E14", RK_TERRITORY);
    float c13 = fixture_reason_sum(pos, "C13", RK_TERRITORY);
    ck_assert_msg(e14 >= c13, "E14 %.1f points, C13 %.1f", e14, c13);
    fixture_analysed_release(&a);
}
END_TEST

START_TEST(hane_at_the_head_is_played)
{
    struct fixture_analysed a;
    fixture_analyse_diagram(&a, 19, CUT_CORNER, BLACK);
    ck_assert(a.pos->ncand > 0);
    ck_assert_int_eq(a.pos->cand[0].move, V(&a.g.board, "E14"));
    fixture_analysed_release(&a);
    fixture_analyse_diagram(&a, 19, CUT_CORNER_MIRRORED, WHITE);
    ck_assert(a.pos->ncand > 0);
    ck_assert_int_eq(a.pos->cand[0].move, V(&a.g.board, "P14"));
    fixture_analysed_release(&a);
}
END_TEST

/* 13x13, Black to play; the upper left corner of a game (13x13.tst
 * 68).  Black's A10 is in atari (its liberty A11), White's A9 below it
 * too (its liberty A8).  The tactician's key defence is A11, joining
 * A10 to the A12-D12 wall; taking A9 at A8 saves A10 as surely (A10
 * gains A9 as a liberty and joins B9 through it), and it lies beyond
 * the reach of A10's liberties and their neighbours. */
static const char *CAPTURE_SAVES[] = {
    ".............",
    "XXXX.........",
    ".XOOXX.......",
    "XOO.OX.......",
    "OX..OXX......",
    ".O...OOO.....",
    ".............",
    ".............",
    ".............",
    ".............",
    ".............",
    ".............",
    ".............",
};

START_TEST(capturing_the_attacker_in_atari_saves)
{
    struct fixture_analysed a;
    fixture_analyse_diagram(&a, 13, CAPTURE_SAVES, BLACK);
    struct cl_position *pos = a.pos;
    ck_assert(reasons_move_targets(&pos->reasons, &pos->b, V(&pos->b, "A8"),
                                   RK_DEFEND_STRING, V(&pos->b, "A10")));
    fixture_analysed_release(&a);
}
END_TEST

Suite *movegen_cut_suite(void)
{
    Suite *s = suite_create("movegen_cut");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, counter_atari_saves_the_cut_off_stone);
    tcase_add_test(tc, atari_from_outside_is_good_shape);
    tcase_add_test(tc, no_atari_from_outside_in_a_crosscut);
    tcase_add_test(tc, forestalled_capture_counts_for_the_atari);
    tcase_add_test(tc, hane_at_the_head_is_played);
    tcase_add_test(tc, capturing_the_attacker_in_atari_saves);
    suite_add_tcase(s, tc);
    return s;
}
