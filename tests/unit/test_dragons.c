/* test_dragons.c — dragons on positions built from Go knowledge:
 * amalgamation over bamboo joints and jumps, working and failing cuts,
 * dead strings, eyes and static status, the GTP answers and the cache. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "board/coord.h"
#include "classical/dragon/dragon.h"
#include "classical/dragon/dragon_gtp.h"
#include "classical/eyes/eyes.h"
#include "classical/eyes/eyes_shape.h"
#include "classical/reading/reading.h"
#include "diagram.h"
#include "analyze/analyze.h"
#include "gtp_test.h"
#include "util/strbuf.h"

static struct gtp *on9(const char *moves)
{
    struct gtp *s = gt_new();
    gt_eq(s, "boardsize 9", "");
    gt_eq(s, "clear_board", "");
    gt_moves(s, moves);
    return s;
}

START_TEST(test_bamboo_joint_amalgamated)
{
    /* Two shared liberties: a peep at either is answered at the other. */
    struct gtp *s = on9("b c3 b c4 b e3 b e4 w d5 w d2");
    gt_eq(s, "same_dragon C3 E4", "1");
    gt_eq(s, "dragon_stones C3", "C4 E4 C3 E3");
    gtp_free(s);
}
END_TEST

START_TEST(test_jump_with_working_cut)
{
    /* White stones above and below the gap: the wedge joins them and
     * cannot be captured, so the jump is cut. */
    struct gtp *s = on9("b c4 b e4 w d5 w d3");
    gt_eq(s, "same_dragon C4 E4", "0");
    gtp_free(s);
}
END_TEST

START_TEST(test_open_knight_joins)
{
    /* A small knight's move with nothing of White's next to its waist
     * (D5, E5) or its cutting corners (E4, D6): a wedge and a cut would
     * both be lone stones in Black's area, so the link holds without
     * reading, in the centre as near the edge.  (Read at the link budget
     * alone on an empty 13x13, D4-E6 and G7-H9 came out cut.) */
    struct gtp *s = gt_new();
    gt_eq(s, "boardsize 13", "");
    gt_eq(s, "clear_board", "");
    gt_moves(s, "b d4 b e6");
    gt_eq(s, "same_dragon D4 E6", "1");
    gt_eq(s, "clear_board", "");
    gt_moves(s, "b g7 b h9");
    gt_eq(s, "same_dragon G7 H9", "1");
    gtp_free(s);
}
END_TEST

START_TEST(test_knight_cut_by_supported_wedge_and_cut)
{
    /* D4-E6 with White C5 next to the waist point D5 and F4 next to the
     * corner E4: White wedges at D5, Black blocks at E5, and White's cut
     * at E4 touches F4.  Both cutting stones have a friend: a cut. */
    struct gtp *s = gt_new();
    gt_eq(s, "boardsize 13", "");
    gt_eq(s, "clear_board", "");
    gt_moves(s, "b d4 b e6 w c5 w f4");
    gt_eq(s, "same_dragon D4 E6", "0");
    gtp_free(s);
}
END_TEST

/* The link between the worms at p and q ("D4"), or NULL. */
static const struct dragon_link *link_between(struct gtp *s, const char *p, const char *q)
{
    const struct dragon_analysis *a = gtp_dragons(s);
    const struct board *b = &s->game->board;
    coord x, y;
    ck_assert(a && parse_vertex(b, p, &x) && parse_vertex(b, q, &y));
    for (int i = 0; i < a->nlinks; i++) {
        const struct dragon_link *l = &a->link[i];
        if ((l->a == a->worm_of[x] && l->b == a->worm_of[y]) ||
            (l->a == a->worm_of[y] && l->b == a->worm_of[x]))
            return l;
    }
    return NULL;
}

START_TEST(test_knight_wedge_that_ataris_is_read)
{
    /* D4-E6 with Black C5 next to the waist point D5, C5 held to two
     * liberties by White B5 and C4 (neither next to the waist or the
     * cutting corners): White's wedge at D5 ataris C5, a cut with tempo,
     * so the knight is not taken as open; the reader judges it.  Without
     * the two white stones the same knight is open and unread. */
    struct gtp *s = gt_new();
    gt_eq(s, "boardsize 13", "");
    gt_eq(s, "clear_board", "");
    gt_moves(s, "b d4 b e6 b c5");
    const struct dragon_link *l = link_between(s, "D4", "E6");
    ck_assert_ptr_nonnull(l);
    ck_assert(l->open_knight && !l->by_reading);
    gt_eq(s, "clear_board", "");
    gt_moves(s, "b d4 b e6 b c5 w b5 w c4");
    l = link_between(s, "D4", "E6");
    ck_assert_ptr_nonnull(l);
    ck_assert(!l->open_knight && l->by_reading);
    gtp_free(s);
}
END_TEST

START_TEST(test_knight_cut_by_supported_corners)
{
    /* D4-E6 with White F4 next to the corner E4 and C6 next to the
     * corner D6, nothing next to the waist D5-E5: White wedges at D5,
     * Black blocks at E5, White cuts at E4 (beside F4) and the wedge
     * runs out at D6 (beside C6).  Blocking at D6 instead lets White
     * push through at E5.  A cut, judged without reading. */
    struct gtp *s = gt_new();
    gt_eq(s, "boardsize 13", "");
    gt_eq(s, "clear_board", "");
    gt_moves(s, "b d4 b e6 w f4 w c6");
    gt_eq(s, "same_dragon D4 E6", "0");
    const struct dragon_link *l = link_between(s, "D4", "E6");
    ck_assert_ptr_nonnull(l);
    ck_assert(!l->by_reading && l->confidence < DRAGON_LINK_JOIN);
    gtp_free(s);
}
END_TEST

START_TEST(test_knight_double_cut)
{
    /* G5 joins the E5-F4 group over F5 (white there would have one
     * liberty) and F7 joins it by the knight's move over E6 and F6.
     * White F6, a waist point next to F5, threatens both cuts: after
     * black F5 white cuts at E6, after black E6 white cuts at F5.  So
     * G5 and F7 are no dragon. */
    struct gtp *s = on9("b e5 b e4 b f4 b g5 b h5 b f7 b e8 b h4 b c5 "
                        "w g6 w h6 w g4 w d4 w d3 w e3 w f3 w g3");
    gt_eq(s, "same_dragon G5 F7", "0");
    gtp_free(s);
}
END_TEST

START_TEST(test_capture_joins_diagonal)
{
    /* Black C3-D4 and D4-E3 are diagonals whose other corner D3 holds a
     * white stone in atari: white's cut at C4 stands, but black answers
     * by capturing D3 at D2 and the stones are joined either way. */
    struct gtp *s = on9("b c3 b d4 b e3 w d3 w c5 w b4");
    gt_eq(s, "same_dragon C3 D4", "1");
    gt_eq(s, "same_dragon D4 E3", "1");
    gtp_free(s);
}
END_TEST

START_TEST(test_diagonal_cut_is_self_atari)
{
    /* D8-D7-E7 and E9-F9-F8 meet on the diagonal D8/E9 with both corners
     * empty, and each string has only those two liberties.  White's E8
     * is suicide; White's D9 leaves Black's connection at E8 without a
     * liberty, but D9 itself has one and Black takes it at C9.  The cut
     * fails: one dragon (that White's C9 first threatens both strings
     * is the dragon's life, not its amalgamation). */
    struct gtp *s = on9("b d8 b d7 b e7 b e9 b f9 b f8 "
                        "w c8 w c7 w d6 w e6 w f7 w g8 w g9");
    gt_eq(s, "same_dragon D8 E9", "1");
    gtp_free(s);
}
END_TEST

START_TEST(test_double_cut)
{
    /* White E5 joins C5 (over D5) and F4 (over E4); either cut alone is
     * a black self-atari, but black D4, next to both cutting points and
     * backed by C4, prepares both and white can mend only one: C5 and F3
     * are no dragon, though each link holds on its own. */
    struct gtp *s = on9("w c5 w c6 w d6 w e5 w f4 w f3 w e3 b e6 b f6 b f5 b c4 b c3 b b4");
    gt_eq(s, "disconnect C5 F3", "1 D4");
    gt_eq(s, "same_dragon C5 F3", "0");
    gtp_free(s);
}
END_TEST

START_TEST(test_jump_in_open_space)
{
    /* A lone wedge in open space is ataried from the side of Black's
     * choice: the one-point jump holds. */
    struct gtp *s = on9("b c5 b e5");
    gt_eq(s, "same_dragon C5 E5", "1");
    gtp_free(s);
}
END_TEST

START_TEST(test_dead_string_not_amalgamated)
{
    /* A1-B1 in atari under White's wall: captured even if Black moves
     * first (C1 leaves it one liberty).  It stays a dragon of its own. */
    struct gtp *s = on9("b a1 b b1 w a2 w b2 w c2 w d2 w e2 b g5");
    gt_eq(s, "dragon_status A1", "dead");
    gt_eq(s, "same_dragon A1 B1", "1");
    gt_eq(s, "same_dragon A1 G5", "0");
    const char *d = gt_ok(s, "dragon_data A1");
    ck_assert_msg(strstr(d, "tactically_dead         yes"), "%s", d);
    gtp_free(s);
}
END_TEST

START_TEST(test_gtp_errors_and_listing)
{
    struct gtp *s = on9("b c3 w g7");
    gt_fails_with(s, "same_dragon C3", "two vertices expected");
    gt_fails_with(s, "same_dragon C3 D4", "vertex must not be empty");
    gt_fails_with(s, "dragon_status Z9", "invalid coordinate");
    gt_fails_with(s, "dragon_stones E5", "vertex must not be empty");
    gt_eq(s, "dragon_stones", "G7\nC3");
    gt_eq(s, "same_dragon C3 C3", "1");
    gt_eq(s, "same_dragon C3 G7", "0");
    gtp_free(s);
}
END_TEST

START_TEST(test_cache_follows_position)
{
    /* The analysis is cached per position: a move that cuts must be seen. */
    struct gtp *s = on9("b c5 b e5");
    gt_eq(s, "same_dragon C5 E5", "1");
    gt_moves(s, "w d6 w d4");
    gt_eq(s, "same_dragon C5 E5", "0");
    gt_eq(s, "undo", "");
    gt_eq(s, "undo", "");
    gt_eq(s, "same_dragon C5 E5", "1");
    gtp_free(s);
}
END_TEST

/* White's corner group: eyes at A1-A2 and C1-C2 (B1-B2 divide them),
 * shut in by Black's wall on the fourth line and the E file. */
#define TWO_EYES "w a3 w b3 w c3 w d3 w d2 w d1 w b2 w b1 " \
                 "b a4 b b4 b c4 b d4 b e4 b e3 b e2 b e1"

START_TEST(test_two_eyes_alive)
{
    struct gtp *s = on9(TWO_EYES);
    gt_eq(s, "dragon_status A3", "alive");
    const char *d = gt_ok(s, "dragon_data A3");
    ck_assert_msg(strstr(d, "eyes_min                2"), "%s", d);
    gtp_free(s);
}
END_TEST

START_TEST(test_dead_stone_is_eye_space_of_captor)
{
    /* A black stone thrown into White's eye: dead, and its point is part
     * of White's eye space, so White keeps two eyes. */
    struct gtp *s = on9(TWO_EYES " b a1");
    gt_eq(s, "dragon_status A1", "dead");
    gt_eq(s, "dragon_status A3", "alive");
    const struct dragon_analysis *a = gtp_dragons(s);
    ck_assert_ptr_nonnull(a);
    const struct board *b = &s->game->board;
    coord a1, a3;
    ck_assert(parse_vertex(b, "A1", &a1) && parse_vertex(b, "A3", &a3));
    ck_assert_int_eq(a->eye_owner[a1], dragon_index_at(a, a3));
    ck_assert_int_eq(a->dragon[dragon_index_at(a, a3)].eyes_min, 2);
    gtp_free(s);
}
END_TEST

START_TEST(test_straight_three_critical)
{
    /* White's eye space A1-B1-C1 on the edge, enclosed: the middle point
     * makes two eyes for White or one for Black. */
    struct gtp *s = on9("w a2 w b2 w c2 w d2 w d1 b a3 b b3 b c3 b d3 b e3 b e2 b e1 b g7");
    gt_eq(s, "dragon_status A2", "critical B1 B1");
    gtp_free(s);
}
END_TEST

/* A white ring around C4 (one eye). */
#define ONE_EYE "w b5 w c5 w d5 w b4 w d4 w c3 w b3 w d3"

START_TEST(test_one_eye_open_and_enclosed)
{
    struct gtp *s = on9(ONE_EYE);
    gt_eq(s, "dragon_status C5", "alive");      /* runs anywhere */
    gtp_free(s);
    s = on9(ONE_EYE " b a6 b b6 b c6 b d6 b e6 b a5 b e5 b a4 b e4 b a3 b e3 b a2 b b2 b c2 "
            "b d2 b e2");
    gt_eq(s, "dragon_status C5", "dead");       /* one eye, no way out */
    gtp_free(s);
}
END_TEST

START_TEST(test_status_provider_follows_position)
{
    struct gtp *s = on9(TWO_EYES " b a1");
    const struct dragon_analysis *a = gtp_dragons(s);
    struct board *b = &s->game->board;
    coord a1, a3;
    ck_assert(parse_vertex(b, "A1", &a1) && parse_vertex(b, "A3", &a3));
    ck_assert_int_eq(dragon_status_provider((void *)a, b, a1), STATUS_DEAD);
    ck_assert_int_eq(dragon_status_settled((void *)a, b, a3), STATUS_ALIVE);
    /* Another position: the analysis abstains. */
    ck_assert(board_trymove(b, BLACK, (coord)(a3 - b->stride * 3)));
    ck_assert_int_eq(dragon_status_provider((void *)a, b, a1), STATUS_UNKNOWN);
    board_popmove(b);
    gtp_free(s);
}
END_TEST

/* One analysis feeds the text, the JSON and the picture of `moyo analyze`. */
START_TEST(test_analyze_dragons_outputs)
{
    struct analysis a;
    char err[600];
    ck_assert_msg(analysis_load(&a, "../docs/games/dragons-demo.sgf", 0, err, sizeof err), "%s",
                  err);
    analysis_run_dragons(&a);
    ck_assert_ptr_nonnull(a.dragons);
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    analyze_dragons_text(&a, f);
    fclose(f);
    ck_assert_msg(strstr(text, "critical attack B13 defence B13"), "%s", text);
    ck_assert_msg(strstr(text, "dead (captured)"), "%s", text);
    ck_assert_msg(strstr(text, "cutting points: K8"), "%s", text);
    free(text);
    struct strbuf js;
    sb_init(&js);
    analyze_dragons_json(&a, &js);
    ck_assert_msg(strstr(sb_str(&js), "\"status\":\"critical\",\"attack\":\"B13\""), "%s",
                  sb_str(&js));
    ck_assert_msg(strstr(sb_str(&js), "\"cutting_points\":[\"K8\"]"), "%s", sb_str(&js));
    sb_free(&js);
    char *svg = NULL;
    f = open_memstream(&svg, &len);
    ck_assert(analyze_write_dragons_svg(&a, f));
    fclose(f);
    ck_assert(strstr(svg, "<svg") && strstr(svg, ">A</text>") && strstr(svg, ">C</text>"));
    free(svg);
    analysis_free(&a);
}
END_TEST

/* White's group shut in the lower left with a two-by-four eye space (8
 * points: beyond the compiled table, so the analysis solves it on the
 * spot), and the same group turned into the upper right. */
static const char *RECT_LOWER_LEFT[] = {
    ".........", ".........", ".........", ".........", ".........",
    "XXXXXX...", "OOOOOX...", "....OX...", "....OX...",
};
static const char *RECT_UPPER_RIGHT[] = {
    "...XO....", "...XO....", "...XOOOOO", "...XXXXXX", ".........",
    ".........", ".........", ".........", ".........",
};

/* Status and eyes of the dragon at v, analysed with memo (NULL: fresh). */
static void analyse_group(const char **rows, const char *v, struct eye_memo *memo,
                          struct dragon *out)
{
    struct board b;
    board_diagram(&b, 9, rows);
    struct reading *r = reading_new();
    struct dragon_analysis a;
    ck_assert(dragon_analyze(&a, &b, r, NULL, memo));
    const struct dragon *d = dragon_at(&a, V(&b, v));
    ck_assert_ptr_nonnull(d);
    *out = *d;
    dragon_analysis_free(&a);
    reading_free(r);
}

/* A memo kept from one analysis to the next: the shape solved for the
 * first group is found for the second (the same shape turned), with the
 * answer a fresh memo gives: two eyes, alive.  Without the kept memo each
 * analysis would solve it again. */
START_TEST(test_kept_eye_memo_gives_fresh_answers)
{
    struct eye_memo *memo = dragon_eye_memo_new();
    ck_assert_ptr_nonnull(memo);
    struct dragon kept, fresh;
    analyse_group(RECT_LOWER_LEFT, "A3", memo, &kept);
    long solves = eye_memo_solves(memo);
    ck_assert_int_ge(solves, 1);
    analyse_group(RECT_LOWER_LEFT, "A3", NULL, &fresh);
    ck_assert_int_eq(kept.eyes_min, fresh.eyes_min);
    ck_assert_int_eq(kept.eyes_max, fresh.eyes_max);
    ck_assert_int_eq(kept.status, fresh.status);
    ck_assert_int_eq(kept.eyes_min, 2);
    ck_assert_int_eq(kept.status, STATUS_ALIVE);
    analyse_group(RECT_UPPER_RIGHT, "J7", memo, &kept);
    ck_assert_int_eq(eye_memo_solves(memo), solves);
    analyse_group(RECT_UPPER_RIGHT, "J7", NULL, &fresh);
    ck_assert_int_eq(kept.eyes_min, fresh.eyes_min);
    ck_assert_int_eq(kept.eyes_max, fresh.eyes_max);
    ck_assert_int_eq(kept.status, fresh.status);
    ck_assert_int_eq(kept.eyes_min, 2);
    eye_memo_free(memo);
}
END_TEST

Suite *dragons_suite(void)
{
    Suite *s = suite_create("dragons");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 30);
    tcase_add_test(tc, test_bamboo_joint_amalgamated);
    tcase_add_test(tc, test_jump_with_working_cut);
    tcase_add_test(tc, test_jump_in_open_space);
    tcase_add_test(tc, test_double_cut);
    tcase_add_test(tc, test_capture_joins_diagonal);
    tcase_add_test(tc, test_diagonal_cut_is_self_atari);
    tcase_add_test(tc, test_open_knight_joins);
    tcase_add_test(tc, test_knight_cut_by_supported_wedge_and_cut);
    tcase_add_test(tc, test_knight_wedge_that_ataris_is_read);
    tcase_add_test(tc, test_knight_cut_by_supported_corners);
    tcase_add_test(tc, test_knight_double_cut);
    tcase_add_test(tc, test_dead_string_not_amalgamated);
    tcase_add_test(tc, test_gtp_errors_and_listing);
    tcase_add_test(tc, test_cache_follows_position);
    tcase_add_test(tc, test_two_eyes_alive);
    tcase_add_test(tc, test_dead_stone_is_eye_space_of_captor);
    tcase_add_test(tc, test_straight_three_critical);
    tcase_add_test(tc, test_one_eye_open_and_enclosed);
    tcase_add_test(tc, test_status_provider_follows_position);
    tcase_add_test(tc, test_analyze_dragons_outputs);
    tcase_add_test(tc, test_kept_eye_memo_gives_fresh_answers);
    suite_add_tcase(s, tc);
    return s;
}
