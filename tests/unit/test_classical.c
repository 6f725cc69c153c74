/* test_classical.c — the classical engine: the reason list, the weights
 * table and its files, and move choices on positions drawn as diagrams
 * (capture a big string in atari, save an own one, open on the third or
 * fourth line, pass on a finished board, never fill an own eye). */
#include <check.h>
#include <stdio.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "board/coord.h"
#include "board/game.h"
#include "classical/engine/classical.h"
#include "engine.h"
#include "diagram.h"

static coord genmove(struct game *g, int color)
{
    char err[128];
    struct engine *e = engine_create("classical", err, sizeof err);
    ck_assert_msg(e != NULL, "%s", err);
    coord m = engine_reg_genmove(e, g, color);
    engine_free(e);
    return m;
}

START_TEST(reasons_merge_keeps_larger)
{
    struct reason_list l;
    reasons_init(&l);
    ck_assert(reasons_add(&l, RK_ATTACK_STRING, 10, 20, 3, 1, "a"));
    ck_assert(reasons_add(&l, RK_ATTACK_STRING, 10, 20, 5, 1, "b"));
    ck_assert(reasons_add(&l, RK_ATTACK_STRING, 10, 21, 1, 1, "c"));
    ck_assert(reasons_add(&l, RK_SHAPE, 11, PASS, 7, 0, "d"));
    const struct reason *r[4];
    ck_assert_int_eq(reasons_of(&l, 10, r, 4), 2);
    ck_assert_float_eq(r[0]->amount, 5);
    ck_assert_str_eq(r[0]->source, "b");
    ck_assert_int_eq(reasons_of(&l, 11, r, 4), 1);
    ck_assert_int_eq(reasons_of(&l, 12, r, 4), 0);
    reasons_free(&l);
}
END_TEST

/* reasons_move_targets names a string by any of its stones;
 * reasons_move_is_ko is true only for a fight's reason read as a ko. */
START_TEST(reasons_targets_and_ko)
{
    static const char *ROWS[] = {
        ".........", ".........", ".........", ".........", "...XX....",
        ".........", ".........", ".........", "........O",
    };
    struct game g;
    diagram(&g, 9, ROWS, BLACK);
    const struct board *b = &g.board;
    coord d5 = V(b, "D5"), e5 = V(b, "E5"), j1 = V(b, "J1"), c5 = V(b, "C5"), h1 = V(b, "H1");
    struct reason_list l;
    reasons_init(&l);
    ck_assert(reasons_add(&l, RK_DEFEND_STRING, c5, d5, 2, 1, "t"));
    ck_assert(reasons_add(&l, RK_ATTACK_STRING, h1, j1, 0.5f, 2, "t"));
    ck_assert(reasons_add(&l, RK_SHAPE, c5, PASS, 3, 2, "p"));
    ck_assert(reasons_move_targets(&l, b, c5, RK_DEFEND_STRING, e5));
    ck_assert(!reasons_move_targets(&l, b, c5, RK_ATTACK_STRING, e5));
    ck_assert(!reasons_move_targets(&l, b, h1, RK_DEFEND_STRING, e5));
    ck_assert(!reasons_move_targets(&l, b, c5, RK_DEFEND_STRING, V(b, "A1")));
    ck_assert(reasons_move_is_ko(&l, h1));
    ck_assert(!reasons_move_is_ko(&l, c5));
    reasons_free(&l);
    game_free(&g);
}
END_TEST

START_TEST(kind_names_round_trip)
{
    for (int k = 0; k < RK_NKINDS; k++)
        ck_assert_int_eq(reason_kind_parse(reason_kind_name(k)), k);
    ck_assert_int_eq(reason_kind_parse("no_such_kind"), -1);
}
END_TEST

START_TEST(weights_file_loads_and_rejects)
{
    struct value_weights w;
    value_weights_default(&w);
    ck_assert(w.w[RK_BLUNDER] < 0);
    ck_assert(w.w[RK_TERRITORY] > 0);
    char path[] = "/tmp/moyo-weights-XXXXXX";
    int fd = mkstemp(path);
    ck_assert(fd >= 0);
    FILE *f = fdopen(fd, "w");
    fprintf(f, "# comment\nterritory 1.5\n\nshape 0.25  # trailing\n");
    fclose(f);
    char err[256];
    ck_assert_msg(value_weights_load(&w, path, err, sizeof err), "%s", err);
    ck_assert(w.w[RK_TERRITORY] == 1.5);
    ck_assert(w.w[RK_SHAPE] == 0.25);
    f = fopen(path, "w");
    fprintf(f, "territory 2\nbogus 1\n");
    fclose(f);
    ck_assert(!value_weights_load(&w, path, err, sizeof err));
    ck_assert_msg(strstr(err, ":2:") != NULL, "%s", err);
    ck_assert(w.w[RK_TERRITORY] == 1.5);     /* unchanged on error */
    f = fopen(path, "w");
    fprintf(f, "territory nan\n");
    fclose(f);
    ck_assert(!value_weights_load(&w, path, err, sizeof err));
    unlink(path);
    ck_assert(!value_weights_load(&w, "/nonexistent/w", err, sizeof err));
}
END_TEST

START_TEST(value_is_weighted_sum)
{
    struct value_weights w;
    value_weights_default(&w);
    struct reason a = {.kind = RK_TERRITORY, .amount = 4};
    struct reason c = {.kind = RK_TERRITORY, .amount = 1};
    struct reason s = {.kind = RK_BLUNDER, .amount = 2};
    const struct reason *r[3] = {&a, &c, &s};
    float f[RK_NKINDS];
    value_features(r, 3, f);
    ck_assert_float_eq(f[RK_TERRITORY], 5);
    ck_assert_float_eq(f[RK_BLUNDER], 2);
    ck_assert(fabs(value_of(&w, f) - (5 * w.w[RK_TERRITORY] + 2 * w.w[RK_BLUNDER])) < 1e-9);
}
END_TEST

/* White's five stones in the middle are in atari: capture them.  The
 * lower board is settled (Black's third-line wall, White's second-line
 * wall), so the capture is the move left; with the lower board open
 * Black may as well play there first, since the stones cannot escape
 * (White E6 leaves them in atari at E5). */
static const char *BIG_ATARI[] = {
    ".........",
    "...XXX...",
    "..XOOOX..",
    "..XO.OX..",
    "...X.X...",
    ".........",
    "XXXXXXXXX",
    "OOOOOOOOO",
    ".........",
};

START_TEST(captures_big_string_in_atari)
{
    struct game g;
    diagram(&g, 9, BIG_ATARI, BLACK);
    coord m = genmove(&g, BLACK);
    ck_assert_int_eq(m, V(&g.board, "E6"));
    game_free(&g);
}
END_TEST

/* White C7-C6 and Black D7 are both in atari at D6: whoever moves
 * first takes D6 and captures. */
static const char *MUTUAL_ATARI[] = {
    ".........",
    "..XO.....",
    ".XOXO....",
    ".XO.O....",
    "..X......",
    ".........",
    ".........",
    ".........",
    ".........",
};

START_TEST(saves_own_string_in_atari)
{
    struct game g;
    diagram(&g, 9, MUTUAL_ATARI, WHITE);
    ck_assert_int_eq(genmove(&g, WHITE), V(&g.board, "D6"));
    ck_assert_int_eq(genmove(&g, BLACK), V(&g.board, "D6"));
    game_free(&g);
}
END_TEST

START_TEST(opens_on_third_or_fourth_line)
{
    struct game g;
    game_init(&g, 19, 6.5);
    coord m = genmove(&g, BLACK);
    ck_assert(m != PASS && m != RESIGN);
    int r = board_row(&g.board, m), c = board_col(&g.board, m);
    int line_r = r < 9 ? r + 1 : 19 - r, line_c = c < 9 ? c + 1 : 19 - c;
    int lo = line_r < line_c ? line_r : line_c, hi = line_r < line_c ? line_c : line_r;
    ck_assert_msg(lo >= 3 && lo <= 4 && hi <= 5, "opening move on lines %d/%d", lo, hi);
    game_free(&g);
}
END_TEST

/* The opening on small boards: a framework point counts up to five times
 * its plain share on the empty 9x9 board, less on 13x13, its plain share
 * on 19x19 and once 40% of the board is covered. */
START_TEST(moyo_counts_more_in_small_board_openings)
{
    struct board b;
    board_init(&b, 9);
    ck_assert(fabs(cl_opening_stage(&b) - 1.0) < 1e-9);
    ck_assert(fabs(cl_moyo_multiplier(&b) - 5.0) < 1e-9);
    board_free(&b);
    board_init(&b, 13);
    ck_assert(fabs(cl_moyo_multiplier(&b) - 3.4) < 1e-9);
    board_free(&b);
    board_init(&b, 19);
    ck_assert(fabs(cl_moyo_multiplier(&b) - 1.0) < 1e-9);
    board_free(&b);

    /* 9x9 with 33 stones (more than 40% of 81): the opening is over. */
    struct game g;
    game_init(&g, 9, 6.5);
    int placed = 0;
    FOR_EACH_POINT(&g.board, p) {
        if (placed < 33 && board_row(&g.board, p) % 2 == 0) {
            ck_assert(board_play(&g.board, placed % 2 ? WHITE : BLACK, p) == MOVE_OK);
            placed++;
        }
    }
    ck_assert_int_eq(placed, 33);
    ck_assert(cl_opening_stage(&g.board) == 0.0);
    ck_assert(fabs(cl_moyo_multiplier(&g.board) - 1.0) < 1e-9);
    game_free(&g);
}
END_TEST

/* The evaluation counts moyo with that multiplier: on a 9x9 opening
 * position (four stones) the moyo part is the plain shares times it. */
static const char *OPENING_9[] = {
    ".........",
    ".........",
    "......O..",
    ".........",
    "....X....",
    ".........",
    "..X......",
    "......O..",
    ".........",
};

START_TEST(evaluation_counts_opening_moyo_with_the_multiplier)
{
    struct game g;
    diagram(&g, 9, OPENING_9, BLACK);
    struct influence *inf = malloc(sizeof *inf);
    ck_assert(inf != NULL);
    influence_compute(inf, &g.board, INFLUENCE_INV_D, NULL);
    struct cl_eval e;
    cl_evaluate(inf, &g.board, BLACK, RULES_JAPANESE, 6.5, &e);
    double plain = 0;
    FOR_EACH_POINT(&g.board, p) {
        if (g.board.color[p] != EMPTY)
            continue;
        int r = inf->region[p], sign = r > 0 ? 1 : -1;
        if (abs(r) == REGION_MOYO)
            plain += 0.5 * sign;
        else if (abs(r) == REGION_AREA)
            plain += 0.2 * sign;
    }
    double mult = cl_moyo_multiplier(&g.board);
    ck_assert(mult > 4.0 && mult < 5.0);
    ck_assert(plain != 0);
    ck_assert_msg(fabs(e.moyo - mult * plain) < 1e-6, "moyo %.2f, plain %.2f x %.2f", e.moyo,
                  plain, mult);
    /* The estimate of the final count keeps the plain shares. */
    struct cl_eval est;
    cl_estimate(inf, &g.board, BLACK, RULES_JAPANESE, 6.5, &est);
    ck_assert(fabs(est.moyo - plain) < 1e-6 && fabs(est.territory - e.territory) < 1e-9);
    free(inf);
    game_free(&g);
}
END_TEST

/* Black has filled the bottom four rows: its wall on the fourth line
 * walls in the five rows above, but the third line from the top is
 * three points from it, room enough for White to live (and the wall
 * has no eyes).  White must play there, not pass as if the region
 * were Black's territory. */
static const char *FOUR_ROWS[] = {
    ".........",
    ".........",
    ".........",
    ".........",
    ".........",
    "XXXXXXXXX",
    "XXXXXXXXX",
    "XXXXXXXXX",
    "XXXXXXXXX",
};

START_TEST(invades_a_walled_region_with_room_to_live)
{
    struct game g;
    diagram(&g, 9, FOUR_ROWS, WHITE);
    coord m = genmove(&g, WHITE);
    ck_assert(m != PASS && m != RESIGN);
    ck_assert_msg(board_row(&g.board, m) <= 4, "White plays %d", m);
    game_free(&g);
}
END_TEST

/* A finished 9x9 game: both sides alive with two eyes, every boundary
 * closed.  Nothing is worth a point: pass. */
static const char *FINISHED[] = {
    ".X.XOO.O.",
    "XXXXO.OOO",
    "...XOOO..",
    "...XXXO..",
    "XX..XOO..",
    ".X..XO...",
    "XXX.XOOOO",
    "..XXXO.O.",
    "..X.XOOO.",
};

START_TEST(passes_when_nothing_is_left)
{
    struct game g;
    diagram(&g, 9, FINISHED, BLACK);
    ck_assert_int_eq(genmove(&g, BLACK), PASS);
    ck_assert_int_eq(genmove(&g, WHITE), PASS);
    game_free(&g);
}
END_TEST

START_TEST(never_fills_own_eye)
{
    struct game g;
    diagram(&g, 9, FINISHED, BLACK);
    char err[128];
    struct engine *e = engine_create("classical", err, sizeof err);
    ck_assert(e);
    struct candidate c[64];
    int n = e->candidates(e, &g, BLACK, c, 64);
    for (int i = 0; i < n; i++)
        ck_assert_msg(!board_is_true_eye(&g.board, c[i].move, BLACK) || c[i].value < 0,
                      "candidate fills an own eye");
    engine_free(e);
    game_free(&g);
}
END_TEST

START_TEST(bad_options_are_refused)
{
    char err[256];
    struct engine *e = engine_create("classical", err, sizeof err);
    ck_assert(e);
    ck_assert(!e->set_option(e, "level", "zero", err, sizeof err));
    ck_assert(!e->set_option(e, "level", "0", err, sizeof err));
    ck_assert(!e->set_option(e, "nonsense", "1", err, sizeof err));
    ck_assert(!e->set_option(e, "influence", "cubic", err, sizeof err));
    ck_assert(!e->set_option(e, "weights", "/nonexistent", err, sizeof err));
    ck_assert(e->set_option(e, "level", "5", err, sizeof err));
    ck_assert(e->set_option(e, "influence", "1/2^d", err, sizeof err));
    engine_free(e);
}
END_TEST

Suite *classical_suite(void)
{
    Suite *s = suite_create("classical");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, reasons_merge_keeps_larger);
    tcase_add_test(tc, kind_names_round_trip);
    tcase_add_test(tc, reasons_targets_and_ko);
    tcase_add_test(tc, weights_file_loads_and_rejects);
    tcase_add_test(tc, value_is_weighted_sum);
    tcase_add_test(tc, captures_big_string_in_atari);
    tcase_add_test(tc, saves_own_string_in_atari);
    tcase_add_test(tc, opens_on_third_or_fourth_line);
    tcase_add_test(tc, moyo_counts_more_in_small_board_openings);
    tcase_add_test(tc, evaluation_counts_opening_moyo_with_the_multiplier);
    tcase_add_test(tc, passes_when_nothing_is_left);
    tcase_add_test(tc, invades_a_walled_region_with_room_to_live);
    tcase_add_test(tc, never_fills_own_eye);
    tcase_add_test(tc, bad_options_are_refused);
    suite_add_tcase(s, tc);
    return s;
}
