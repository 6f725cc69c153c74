/* test_movegen_positional.c — the positional move generators of the
 * classical engine (movegen_territory.c, movegen_patterns.c, the
 * connection stakes): move choices on positions drawn as diagrams, each
 * answer a plain piece of Go knowledge. */
#include <check.h>
#include <stdlib.h>

#include "board/coord.h"
#include "board/game.h"
#include "classical/engine/classical.h"
#include "classical/movegen/movegen.h"
#include "engine.h"
#include "diagram.h"
#include "fixture.h"

static coord genmove(struct game *g, int color)
{
    char err[128];
    struct engine *e = engine_create("classical", err, sizeof err);
    ck_assert_msg(e != NULL, "%s", err);
    coord m = engine_reg_genmove(e, g, color);
    engine_free(e);
    return m;
}

static bool in_box(const struct board *b, coord m, const char *lo, const char *hi)
{
    coord p, q;
    ck_assert(parse_vertex(b, lo, &p) && parse_vertex(b, hi, &q));
    if (m == PASS || m == RESIGN)
        return false;
    int r = board_row(b, m), c = board_col(b, m);
    int r1 = board_row(b, p), r2 = board_row(b, q), c1 = board_col(b, p), c2 = board_col(b, q);
    return r >= (r1 < r2 ? r1 : r2) && r <= (r1 < r2 ? r2 : r1) && c >= (c1 < c2 ? c1 : c2)
        && c <= (c1 < c2 ? c2 : c1);
}

/* Two walls, every boundary closed except the bottom two lines between
 * them: the only points that change the count are there (D1-F2); a move
 * inside either side's territory gains nothing. */
static const char *OPEN_BOUNDARY[] = {
    "...XO....",
    "...XO....",
    "...XO....",
    "...XO....",
    "...XO....",
    "...XO....",
    "...XO....",
    ".........",
    ".........",
};

START_TEST(closes_the_open_boundary)
{
    struct game g;
    diagram(&g, 9, OPEN_BOUNDARY, BLACK);
    coord m = genmove(&g, BLACK);
    ck_assert_msg(in_box(&g.board, m, "C1", "F2"), "black played %d, not on the boundary", m);
    m = genmove(&g, WHITE);
    ck_assert_msg(in_box(&g.board, m, "D1", "G2"), "white played %d, not on the boundary", m);
    game_free(&g);
}
END_TEST

/* Does move v carry a reason of kind k about the dragon holding target? */
static bool has_reason(struct cl_position *pos, const char *v, enum reason_kind k,
                       const char *target)
{
    coord m, t;
    ck_assert(parse_vertex(&pos->b, v, &m) && parse_vertex(&pos->b, target, &t));
    const struct reason *r[64];
    int n = reasons_of(&pos->reasons, m, r, 64);
    for (int i = 0; i < n && i < 64; i++)
        if (r[i]->kind == k && r[i]->target != PASS
            && dragon_same(&pos->dragons, r[i]->target, t))
            return true;
    return false;
}

/* A lone white stone in the middle of Black's framework (13x13, Black
 * on four star points and the top side's middle): it is weak, though it
 * has room to run.  Black's cap or attachment weakens it; White's own move
 * beside it strengthens it; a move in a far corner does neither. */
static const char *LONE_STONE[] = {
    ".............",
    ".............",
    ".............",
    "...X..X..X...",
    ".............",
    ".............",
    "......O......",
    ".............",
    ".............",
    "...X.....X...",
    ".............",
    ".............",
    ".............",
};

START_TEST(weak_stone_gets_strategic_reasons)
{
    struct game g;
    diagram(&g, 13, LONE_STONE, BLACK);
    struct classical *cl = classical_new();
    ck_assert(cl);
    struct cl_position *pos = fixture_analyse(cl, &g, BLACK);
    ck_assert(has_reason(pos, "G8", RK_WEAKEN, "G7") || has_reason(pos, "H7", RK_WEAKEN, "G7"));
    ck_assert(!has_reason(pos, "A1", RK_WEAKEN, "G7"));
    cl_position_free(pos);
    ck_assert(classical_analyze(cl, &g, WHITE, pos));
    ck_assert(has_reason(pos, "G6", RK_STRENGTHEN, "G7") || has_reason(pos, "H7", RK_STRENGTHEN, "G7"));
    ck_assert(!has_reason(pos, "A1", RK_STRENGTHEN, "G7"));
    fixture_release(pos);
    classical_free(cl);
    game_free(&g);
}
END_TEST

/* A lone white stone under two black stones: Black's atari at either
 * liberty threatens to capture it (sente: White must answer); a move far
 * away threatens nothing, and White's own moves threaten nothing here. */
static const char *ATARI_THREAT[] = {
    ".........",
    ".........",
    ".........",
    "....X....",
    "...XO....",
    ".........",
    ".........",
    ".........",
    ".........",
};

START_TEST(atari_is_a_threat)
{
    struct game g;
    diagram(&g, 9, ATARI_THREAT, BLACK);
    struct classical *cl = classical_new();
    ck_assert(cl);
    struct cl_position *pos = fixture_analyse(cl, &g, BLACK);
    ck_assert(has_reason(pos, "F5", RK_THREAT, "E5"));
    ck_assert(has_reason(pos, "E4", RK_THREAT, "E5"));
    ck_assert(!has_reason(pos, "B8", RK_THREAT, "E5"));
    cl_position_free(pos);
    ck_assert(classical_analyze(cl, &g, WHITE, pos));
    for (int i = 0; i < pos->reasons.n; i++)
        ck_assert(pos->reasons.r[i].kind != RK_THREAT);
    fixture_release(pos);
    classical_free(cl);
    game_free(&g);
}
END_TEST

/* The amount of the reason of kind k at move v (0 when none). */
static float reason_amount(struct cl_position *pos, const char *v, enum reason_kind k)
{
    coord m;
    ck_assert(parse_vertex(&pos->b, v, &m));
    const struct reason *r[64];
    int n = reasons_of(&pos->reasons, m, r, 64);
    for (int i = 0; i < n && i < 64; i++)
        if (r[i]->kind == k)
            return r[i]->amount;
    return 0;
}

/* Black's 4-4 corner stone D16 and C15 under it are both short of
 * liberties, with White's stones outside them.  C16 saves both; White at
 * C16 would take them and the corner with them.  So C16's territory and
 * moyo reasons count the corner the stones hold, beyond the stones
 * themselves (which the tactical reasons pay for): without the saved
 * stones' fate in the count, C16 showed 3.6 points of moyo and no
 * territory. */
static const char *CORNER_HELD[] = {
    "...................",
    "...................",
    "..XO...............",
    "...XO..............",
    "..XO...............",
    "..O.O..............",
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
    "...................",
};

START_TEST(saving_stones_counts_the_corner_they_hold)
{
    struct game g;
    diagram(&g, 19, CORNER_HELD, BLACK);
    struct classical *cl = classical_new();
    ck_assert(cl);
    struct cl_position *pos = fixture_analyse(cl, &g, BLACK);
    ck_assert(has_reason(pos, "C16", RK_DEFEND_STRING, "D16"));
    float terr = reason_amount(pos, "C16", RK_TERRITORY);
    float moyo = reason_amount(pos, "C16", RK_MOYO);
    ck_assert_msg(terr >= 0.0f && moyo >= 6.0f, "C16: territory %.1f, moyo %.1f", terr, moyo);
    fixture_release(pos);
    classical_free(cl);
    game_free(&g);
}
END_TEST

/* The second-line hane under a third-line stone (end_hane_second_line,
 * value 14) is an endgame move: almost nothing on a nearly empty board,
 * nearly its value once stones cover most of two fifths of the board. */
static const char *HANE_OPENING[] = {
    ".........",
    ".........",
    ".........",
    ".........",
    ".........",
    ".........",
    "..XO.....",
    ".........",
    ".........",
};

static const char *HANE_LATER[] = {
    "XOXOXOXOX",
    ".........",
    "XOXOXOXOX",
    ".........",
    "XOXOXOXOX",
    ".........",
    "..XO.....",
    ".........",
    ".........",
};

START_TEST(endgame_patterns_wait_for_the_endgame)
{
    struct classical *cl = classical_new();
    ck_assert(cl);
    struct cl_position *pos = calloc(1, sizeof *pos);
    ck_assert(pos);
    struct game g;
    diagram(&g, 9, HANE_OPENING, BLACK);
    ck_assert(classical_analyze(cl, &g, BLACK, pos));
    float early = fixture_reason_sum(pos, "D2", RK_ENDGAME);
    ck_assert_msg(early > 0 && early < 14 * 0.1f, "early %.2f", early);
    cl_position_free(pos);
    game_free(&g);
    diagram(&g, 9, HANE_LATER, BLACK);
    ck_assert(classical_analyze(cl, &g, BLACK, pos));
    float later = fixture_reason_sum(pos, "D2", RK_ENDGAME);
    ck_assert_msg(later > 14 * 0.85f && later <= 14, "later %.2f", later);
    cl_position_free(pos);
    game_free(&g);
    free(pos);
    classical_free(cl);
}
END_TEST

/* White's lone D6 against Black's E3 and F5 at move 4 of a 9x9 game:
 * the stands E6 and D5 only thicken D6; Black's stone there would be an
 * attachment, which in the opening White answers and is stronger for,
 * so it is not what the stand's swing may count in full.  A move
 * touching Black (E5) keeps its whole swing, and so does any point on
 * a board over 11x11 (here 19x19).  Played: White develops
 * instead (no move touching only its own stone). */
static const char *LONE_STONE_OPENING[] = {
    ".........",
    ".........",
    ".........",
    "...O.....",
    ".....X...",
    ".........",
    "....X....",
    ".........",
    ".........",
};

static double reverse_share_at(struct cl_position *pos, const char *v)
{
    coord p;
    ck_assert(parse_vertex(&pos->b, v, &p));
    return territory_reverse_share(pos, p);
}

START_TEST(stand_in_the_opening_counts_little_reverse_swing)
{
    struct classical *cl = classical_new();
    ck_assert(cl);
    struct game g;
    diagram(&g, 9, LONE_STONE_OPENING, WHITE);
    struct cl_position *pos = fixture_analyse(cl, &g, WHITE);
    ck_assert_msg(reverse_share_at(pos, "E6") < 0.15, "E6 %.2f", reverse_share_at(pos, "E6"));
    ck_assert_msg(reverse_share_at(pos, "D5") < 0.15, "D5 %.2f", reverse_share_at(pos, "D5"));
    ck_assert_msg(reverse_share_at(pos, "E5") == 1.0, "E5 %.2f", reverse_share_at(pos, "E5"));
    ck_assert_msg(reverse_share_at(pos, "C7") == 1.0, "C7 %.2f", reverse_share_at(pos, "C7"));
    fixture_release(pos);
    coord m = genmove(&g, WHITE);
    coord d6;
    ck_assert(parse_vertex(&g.board, "D6", &d6));
    int dr = abs(board_row(&g.board, m) - board_row(&g.board, d6));
    int dc = abs(board_col(&g.board, m) - board_col(&g.board, d6));
    ck_assert_msg(dr + dc != 1, "white stood next to D6 (%d)", m);
    game_free(&g);
    struct game big;
    const char *rows19[19];
    for (int i = 0; i < 19; i++)
        rows19[i] = "...................";
    rows19[3] = "...O...............";
    diagram(&big, 19, rows19, WHITE);
    pos = fixture_analyse(cl, &big, WHITE);
    ck_assert_msg(reverse_share_at(pos, "D15") == 1.0, "19x19 D15 %.2f", reverse_share_at(pos, "D15"));
    fixture_release(pos);
    game_free(&big);
    classical_free(cl);
}
END_TEST

/* White's corner P3-R3 with the stone S4 that Black's S5 and R4 press
 * (a 19x19 game against GNU Go, move 26): S3 connects S4 underneath and
 * keeps the corner whole; the extension O3 gains a little more on the
 * lower side but leaves S4 to be cut off, and a fight against O4 that
 * is only a danger of dying, not a count.  Strengthen and weaken at the
 * full territory weight chose O3 by 0.02 points (at 0.8, S3 by 0.25);
 * GNU Go 3.8 gives S3 35.0 points and O3 is not among its ten best. */
static const char *CONNECT_UNDER[] = {
    "...................",
    "..............X....",
    "..OOO........O.....",
    "...XXO....X....X...",
    ".....XO......X.....",
    "...................",
    "...................",
    "...................",
    "......X............",
    "...................",
    "...................",
    "...................",
    "...O...............",
    "................O..",
    ".................X.",
    ".............XXXXO.",
    "..............OOO..",
    "...................",
    "...................",
};

START_TEST(connects_the_corner_before_extending)
{
    struct game g;
    diagram(&g, 19, CONNECT_UNDER, WHITE);
    coord m = genmove(&g, WHITE);
    coord s3;
    ck_assert(parse_vertex(&g.board, "S3", &s3));
    ck_assert_msg(m == s3, "White played %d, not S3", m);
    game_free(&g);
}
END_TEST

/* A white stone pinched between two black ones (9x9): Black's stone
 * under it leaves it one liberty, a threat White must answer, and the
 * stone that threatens is not taken itself; a stone far away threatens
 * nothing.  Such a stone is not counted dead where the estimate calls the
 * point White's territory (movegen_territory.c). */
static const char *PINCHED[] = {
    ".........",
    ".........",
    ".........",
    ".........",
    "...XOX...",
    ".........",
    ".........",
    ".........",
    ".........",
};

START_TEST(stone_threatening_a_weak_string_is_no_dead_stone)
{
    struct game g;
    diagram(&g, 9, PINCHED, WHITE);
    struct classical *cl = classical_new();
    ck_assert(cl);
    struct cl_position *pos = fixture_analyse(cl, &g, WHITE);
    coord e4, e6, a1, h8;
    ck_assert(parse_vertex(&pos->b, "E4", &e4) && parse_vertex(&pos->b, "E6", &e6)
              && parse_vertex(&pos->b, "A1", &a1) && parse_vertex(&pos->b, "H8", &h8));
    ck_assert(territory_stone_threatens(cl, pos, BLACK, e4));
    ck_assert(territory_stone_threatens(cl, pos, BLACK, e6));
    ck_assert(!territory_stone_threatens(cl, pos, BLACK, a1));
    ck_assert(!territory_stone_threatens(cl, pos, BLACK, h8));
    /* White's stone beside the black ones threatens neither: they have
     * three liberties left. */
    coord c5;
    ck_assert(parse_vertex(&pos->b, "C5", &c5));
    ck_assert(!territory_stone_threatens(cl, pos, WHITE, c5));
    fixture_release(pos);
    classical_free(cl);
    game_free(&g);
}
END_TEST

/* White's lone B5 beside C4-D4: Black's cut at C5 leaves B5 capturable
 * (B6), a threat the evaluation does not see.  White C6 (or D5) turns
 * that cut into a self-atari, so it settles what the cut was worth, as
 * White C5 would: its territory is at least C5's.  B6, which leaves the
 * cut playable, gets nothing of it. */
static const char *CUT_SPOILED[] = {
    ".........",
    ".........",
    ".........",
    "....O.X..",
    ".O.......",
    ".XOO.X...",
    ".XXX.....",
    ".........",
    ".........",
};

START_TEST(spoiling_a_cut_counts_what_the_cut_threatened)
{
    struct game g;
    diagram(&g, 9, CUT_SPOILED, WHITE);
    struct classical *cl = classical_new();
    ck_assert(cl);
    struct cl_position *pos = fixture_analyse(cl, &g, WHITE);
    coord c5;
    ck_assert(parse_vertex(&pos->b, "C5", &c5));
    ck_assert(territory_stone_threatens(cl, pos, BLACK, c5));
    float cut = reason_amount(pos, "C5", RK_TERRITORY);
    ck_assert_float_gt(cut, 0);
    ck_assert_float_ge(reason_amount(pos, "C6", RK_TERRITORY), cut);
    ck_assert_float_lt(reason_amount(pos, "B6", RK_TERRITORY), cut);
    fixture_release(pos);
    classical_free(cl);
    game_free(&g);
}
END_TEST

/* Black's corner behind the fourth-line F4 (9x9 opening, Black E5 F4
 * G6 against White C6 D6): the influence calls G3 Black's territory,
 * but a White stone at the 3-3 point lives under a fourth-line stone,
 * so White's invader counts alive, not dead.  Once Black has a stone on the third
 * line in that corner (G3), a White stone at H2 has no base: dead. */
static const char *OPEN_CORNER[] = {
    ".........",
    ".........",
    ".........",
    "..OO..X..",
    "....X....",
    ".....X...",
    ".........",
    ".........",
    ".........",
};

static const char *CLOSED_CORNER[] = {
    ".........",
    ".........",
    ".........",
    "..OO..X..",
    "....X....",
    ".....X...",
    "......X..",
    ".........",
    ".........",
};

static int8_t new_stone_weight_at(struct cl_position *pos, int color, const char *v)
{
    int8_t weight[BOARD_MAX_POINTS];
    coord p;
    ck_assert(parse_vertex(&pos->b, v, &p));
    territory_stone_weights(pos, weight);
    return territory_new_stone_weight(pos, color, weight, p);
}

static bool black_territory_at(struct cl_position *pos, const char *v)
{
    coord p;
    ck_assert(parse_vertex(&pos->b, v, &p));
    return pos->inf.region[p] == REGION_TERRITORY;
}

START_TEST(invader_of_an_open_corner_is_not_dead)
{
    struct classical *cl = classical_new();
    ck_assert(cl);
    struct game g;
    diagram(&g, 9, OPEN_CORNER, WHITE);
    struct cl_position *pos = fixture_analyse(cl, &g, WHITE);
    ck_assert_msg(black_territory_at(pos, "G3"), "G3 is not Black's territory");
    ck_assert_int_eq(new_stone_weight_at(pos, WHITE, "G3"), 100);
    fixture_release(pos);
    game_free(&g);
    /* With Black to move, White's stone there is the reverse half of
     * Black's swing: Black's closing move is not paid for it. */
    diagram(&g, 9, OPEN_CORNER, BLACK);
    pos = fixture_analyse(cl, &g, BLACK);
    ck_assert_msg(black_territory_at(pos, "G3"), "G3 is not Black's territory");
    ck_assert_int_lt(new_stone_weight_at(pos, WHITE, "G3"), 0);
    fixture_release(pos);
    game_free(&g);
    diagram(&g, 9, CLOSED_CORNER, WHITE);
    pos = fixture_analyse(cl, &g, WHITE);
    ck_assert_msg(black_territory_at(pos, "H2"), "H2 is not Black's territory");
    ck_assert_int_lt(new_stone_weight_at(pos, WHITE, "H2"), 0);
    fixture_release(pos);
    game_free(&g);
    classical_free(cl);
}
END_TEST

Suite *movegen_positional_suite(void)
{
    Suite *s = suite_create("movegen_positional");
    TCase *tc = tcase_create("choices");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, closes_the_open_boundary);
    tcase_add_test(tc, weak_stone_gets_strategic_reasons);
    tcase_add_test(tc, atari_is_a_threat);
    tcase_add_test(tc, saving_stones_counts_the_corner_they_hold);
    tcase_add_test(tc, endgame_patterns_wait_for_the_endgame);
    tcase_add_test(tc, stand_in_the_opening_counts_little_reverse_swing);
    tcase_add_test(tc, connects_the_corner_before_extending);
    tcase_add_test(tc, stone_threatening_a_weak_string_is_no_dead_stone);
    tcase_add_test(tc, spoiling_a_cut_counts_what_the_cut_threatened);
    tcase_add_test(tc, invader_of_an_open_corner_is_not_dead);
    suite_add_tcase(s, tc);
    return s;
}
