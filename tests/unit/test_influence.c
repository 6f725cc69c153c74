/* test_influence.c — the influence function (both decay modes, barriers,
 * edge damping, strength-weighted and dead sources, regions, estimate)
 * and the scorer (Benson, ownership, dead stones, seki, final score). */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "analyze/analyze.h"

#include "board/board.h"
#include "board/coord.h"
#include "board/game.h"
#include "classical/influence/influence.h"
#include "classical/influence/influence_render.h"
#include "classical/influence/score_estimate.h"
#include "board/region.h"
#include "util/rng.h"
#include "diagram.h"

/* Sets up a position from rows (top first): X black, O white, . empty. */
static void setup(struct board *b, const char *const *rows, int size)
{
    board_init(b, size);
    for (int r = 0; r < size; r++)
        for (int c = 0; c < size; c++) {
            char ch = rows[r][c];
            if (ch == 'X' || ch == 'O')
                ck_assert(board_setup_stone(b, ch == 'X' ? BLACK : WHITE,
                                            board_point(b, r, c)) == MOVE_OK);
        }
}

/* A 9x9 game set up from rows, komi 0.5, black to move (malloc'd). */
static struct game *setup_game(const char *const *rows)
{
    struct game *g = malloc(sizeof *g);
    ck_assert_ptr_nonnull(g);
    game_init(g, 9, 0.5);
    for (int r = 0; r < 9; r++)
        for (int c = 0; c < 9; c++)
            if (rows[r][c] != '.')
                ck_assert(game_setup(g, rows[r][c] == 'X' ? BLACK : WHITE,
                                     board_point(&g->board, r, c)) == MOVE_OK);
    g->to_move = BLACK;
    return g;
}

static struct influence *compute(const struct board *b, enum influence_mode m)
{
    struct influence *inf = malloc(sizeof *inf);
    ck_assert_ptr_nonnull(inf);
    influence_compute(inf, b, m, NULL);
    return inf;
}

START_TEST(test_mode_names)
{
    enum influence_mode m;
    ck_assert(parse_influence_mode("1/d", &m) && m == INFLUENCE_INV_D);
    ck_assert(parse_influence_mode("1/2^d", &m) && m == INFLUENCE_INV_2D);
    ck_assert(!parse_influence_mode("1/d^2", &m));
    ck_assert(!parse_influence_mode("", &m));
    ck_assert_str_eq(influence_mode_name(INFLUENCE_INV_2D), "1/2^d");
}
END_TEST

/* One stone: symmetric, decaying, and 1/2^d decays faster than 1/d. */
START_TEST(test_single_stone_decay)
{
    struct board b;
    board_init(&b, 19);
    ck_assert(board_play(&b, BLACK, V(&b, "K10")) == MOVE_OK);
    struct influence *d = compute(&b, INFLUENCE_INV_D);
    struct influence *e = compute(&b, INFLUENCE_INV_2D);
    const char *ring[] = {"K11", "L10", "K9", "J10"};
    for (int i = 1; i < 4; i++)
        ck_assert_float_eq(d->black[V(&b, ring[i])], d->black[V(&b, ring[0])]);
    ck_assert(d->black[V(&b, "K11")] > d->black[V(&b, "K12")]);
    ck_assert(d->black[V(&b, "K12")] > d->black[V(&b, "K13")]);
    ck_assert_float_eq(d->white[V(&b, "K11")], 0);
    ck_assert(d->control[V(&b, "K11")] > 0);
    ck_assert_int_eq(d->control[V(&b, "A1")], 0);
    /* distance 1 -> 3: 1/d keeps (1/4)/(1/2) = 1/2, 1/2^d keeps 1/4 */
    float rd = d->black[V(&b, "K13")] / d->black[V(&b, "K11")];
    float re = e->black[V(&b, "K13")] / e->black[V(&b, "K11")];
    ck_assert_float_eq_tol(rd, 0.5f, 1e-4f);
    ck_assert_float_eq_tol(re, 0.25f, 1e-4f);
    free(d);
    free(e);
    board_free(&b);
}
END_TEST

/* One stone in the middle of an empty 9x9 board: the whole open board
 * is "bordered by black only", but a region that large is not walled in
 * by anything; it is not territory (it was: B+72.5 after one move, and
 * the classical engine as White passed, every stone of its "dead"). */
START_TEST(test_open_board_is_not_enclosed)
{
    struct board b;
    board_init(&b, 9);
    ck_assert(board_play(&b, BLACK, V(&b, "E5")) == MOVE_OK);
    struct influence *d = compute(&b, INFLUENCE_INV_D);
    ck_assert_int_ne(d->region[V(&b, "A1")], REGION_TERRITORY);
    ck_assert_int_ne(d->region[V(&b, "J9")], REGION_TERRITORY);
    free(d);
    board_free(&b);
}
END_TEST

/* Loose stones in the open centre, with none of White's near, dominate
 * the points around them, but that is a framework a player would invade
 * or reduce, not territory (the 19x19 games lost to GNU Go valued such a
 * stone at 22 points of territory); the corner under Black's enclosure is
 * territory, and so is a centre walled in by a ring of stones with a gap
 * left (all but closed: the wall's strength, not the ratio, says so). */
static const char *const OPEN_CENTRE[] = {
    "...................",   /* 19 */
    "...................",
    "...................",
    "...............O...",   /* 16: Q16 */
    "...................",
    "...................",
    "...................",
    "...................",
    "..........X........",   /* 11: L11 */
    "........X..........",   /* 10: J10 */
    "...........X.......",   /*  9: M9 */
    "...................",
    "...................",
    "..X................",   /*  6: C6 */
    "...................",
    "...X...........O...",   /*  4: D4, Q4 */
    "...................",
    "...................",
    "...................",   /*  1 */
};

static const char *const WALLED_CENTRE[] = {
    "...................",   /* 19 */
    "...................",
    "...................",
    "...............O...",
    "...................",
    "...................",
    "......XXXXX........",   /* 13: G13-L13 */
    "......X...X........",
    "......X...X........",   /* 11 */
    "......X...X........",
    "......X...X........",   /*  9 */
    "......XX.XX........",   /*  8: the gap at J8 */
    "...................",
    "...................",
    "...................",
    "...............O...",   /*  4 */
    "...................",
    "...................",
    "...................",
};

START_TEST(test_open_centre_is_moyo)
{
    struct board b;
    setup(&b, OPEN_CENTRE, 19);
    struct influence *inf = compute(&b, INFLUENCE_INV_D);
    coord k10 = V(&b, "K10"), c5 = V(&b, "C5");
    ck_assert_msg(inf->control[k10] >= 40, "K10 control %d", inf->control[k10]);
    ck_assert_int_eq(inf->region[k10], REGION_MOYO);
    ck_assert_int_eq(inf->region[V(&b, "K11")], REGION_MOYO);
    ck_assert_int_eq(inf->region[c5], REGION_TERRITORY);
    ck_assert_int_eq(inf->region[V(&b, "D3")], REGION_TERRITORY);
    free(inf);
    board_free(&b);

    setup(&b, WALLED_CENTRE, 19);
    inf = compute(&b, INFLUENCE_INV_D);
    coord k10w = V(&b, "K10"), j11 = V(&b, "J11");
    ck_assert_msg(inf->region[j11] == REGION_TERRITORY, "J11 region %d raw %.0f",
                  inf->region[j11], (double)inf->black[j11]);
    ck_assert_int_eq(inf->region[k10w], REGION_TERRITORY);
    free(inf);
    board_free(&b);
}
END_TEST

/* In the opening, territory is what lies within three points of the
 * owner's stones: the first line under Black's fifth-line wall (D1, four
 * points from the nearest black stone) is Black's framework, not yet
 * territory, while C3 close under the stones is territory. */
START_TEST(test_opening_territory_stays_near_the_stones)
{
    static const char *const rows[] = {
        ".........",
        ".........",
        ".........",
        "..OOO....",
        ".OXXX....",
        ".X.......",
        ".........",
        ".........",
        ".........",
    };
    struct board b;
    setup(&b, rows, 9);
    struct influence *inf = compute(&b, INFLUENCE_INV_D);
    coord d1 = V(&b, "D1");
    ck_assert_msg(inf->control[d1] >= 40, "D1 control %d", inf->control[d1]);
    ck_assert_int_eq(inf->region[d1], REGION_MOYO);
    ck_assert_int_eq(inf->region[V(&b, "C3")], REGION_TERRITORY);
    free(inf);
    board_free(&b);
}
END_TEST

/* Room to live inside a walled region.  White's wall on the fifth line
 * from the right (the E column, down to E2, and D1 closing the first
 * line one point further left) walls in a four-line side: an invader's
 * third-line stone (G) is two points from the wall, pressed at once,
 * so the side is White's territory, the open E1 included.  With the
 * wall on the sixth line (the D column) the third line is three points
 * from it: an invader lives there, and the side is White's only as far
 * as the numbers say, not as a walled region. */
START_TEST(test_walled_side_and_room_to_live)
{
    static const char *const four_lines[] = {
        "....O....",
        "....O....",
        "....O....",
        "....O....",
        "....O....",
        "....O....",
        "....O....",
        "....O....",
        "...O.....",
    };
    static const char *const five_lines[] = {
        "...O.....",
        "...O.....",
        "...O.....",
        "...O.....",
        "...O.....",
        "...O.....",
        "...O.....",
        "...O.....",
        "...O.....",
    };
    enum influence_mode modes[] = {INFLUENCE_INV_D, INFLUENCE_INV_2D};
    for (int m = 0; m < 2; m++) {
        struct board b;
        setup(&b, four_lines, 9);
        struct influence *inf = compute(&b, modes[m]);
        ck_assert_int_eq(inf->region[V(&b, "J5")], -REGION_TERRITORY);
        ck_assert_int_eq(inf->region[V(&b, "G5")], -REGION_TERRITORY);
        ck_assert_int_eq(inf->region[V(&b, "E1")], -REGION_TERRITORY);
        free(inf);
        board_free(&b);

        setup(&b, five_lines, 9);
        inf = compute(&b, modes[m]);
        ck_assert_msg(inf->region[V(&b, "J5")] != -REGION_TERRITORY, "J5 walled, mode %d", m);
        ck_assert_msg(inf->region[V(&b, "H9")] != -REGION_TERRITORY, "H9 walled, mode %d", m);
        /* The three lines on the other side are too narrow to live in. */
        ck_assert_int_eq(inf->region[V(&b, "A5")], -REGION_TERRITORY);
        free(inf);
        board_free(&b);
    }
}
END_TEST

/* Opposing stones are barriers: influence must walk around them. */
START_TEST(test_barrier)
{
    static const char *const rows[] = {
        ".........",
        ".........",
        ".........",
        "...OOO...",
        "....X....",
        ".........",
        ".........",
        ".........",
        ".........",
    };
    struct board b;
    setup(&b, rows, 9);
    struct influence *inf = compute(&b, INFLUENCE_INV_D);
    /* E7 is two steps from E5 straight up, but the wall forces a detour. */
    float behind = inf->black[V(&b, "E7")];
    float open = inf->black[V(&b, "E3")];
    ck_assert(behind < open);
    ck_assert(inf->control[V(&b, "E7")] < 0);
    ck_assert(inf->control[V(&b, "E3")] > inf->control[V(&b, "E7")]);
    free(inf);
    board_free(&b);
}
END_TEST

/* The contested map (the territory valuation of a 9x9 game's first
 * moves): influence passing a point beside an opposing stone arrives
 * weaker.  E8 and E2 are both three steps from Black E5, but the way to
 * E8 leaves E7, which touches White D7; E7 itself receives in full (as
 * E3 does).  The plain map is as before.  A contact stone no longer wipes
 * out the framework of the stones it touches: White E5 (with E4) between
 * Black D6 and F5 leaves Black's upper side a framework.  From 12 stones
 * on the contested map is the plain one. */
static void all_alive(const struct board *b, int8_t *weight)
{
    memset(weight, 0, sizeof(int8_t) * (size_t)b->npoints);
    FOR_EACH_POINT(b, p)
        if (b->color[p] == BLACK || b->color[p] == WHITE)
            weight[p] = 100;
}

START_TEST(test_contact_toll)
{
    static const char *const rows[] = {
        ".........",
        ".........",
        "...O.....",
        ".........",
        "....X....",
        ".........",
        ".........",
        ".........",
        ".........",
    };
    struct board b;
    setup(&b, rows, 9);
    int8_t weight[BOARD_MAX_POINTS];
    all_alive(&b, weight);
    struct influence *inf = malloc(sizeof *inf);
    ck_assert_ptr_nonnull(inf);
    influence_compute_weighted(inf, &b, INFLUENCE_INV_D, weight);
    ck_assert_float_eq(inf->black[V(&b, "E8")], inf->black[V(&b, "E2")]);
    ck_assert(influence_compute_contested(inf, &b, INFLUENCE_INV_D, weight));
    ck_assert_float_eq(inf->black[V(&b, "E7")], inf->black[V(&b, "E3")]);
    ck_assert(inf->black[V(&b, "E8")] < inf->black[V(&b, "E2")]);
    board_free(&b);

    board_init(&b, 9);
    const char *seq[] = {"D6", "E4", "F5", "E5"};
    for (int i = 0; i < 4; i++)
        ck_assert(board_play(&b, i % 2 ? WHITE : BLACK, V(&b, seq[i])) == MOVE_OK);
    all_alive(&b, weight);
    influence_compute_weighted(inf, &b, INFLUENCE_INV_D, weight);
    ck_assert_int_lt(inf->region[V(&b, "D8")], REGION_MOYO);
    ck_assert(influence_compute_contested(inf, &b, INFLUENCE_INV_D, weight));
    ck_assert_int_ge(inf->region[V(&b, "D8")], REGION_MOYO);
    ck_assert_int_ge(inf->region[V(&b, "G8")], REGION_MOYO);

    const char *more[] = {"B2", "H8", "B8", "H2", "C3", "G7", "C7", "G3"};
    for (int i = 0; i < 8; i++)
        ck_assert(board_play(&b, i % 2 ? WHITE : BLACK, V(&b, more[i])) == MOVE_OK);
    all_alive(&b, weight);
    ck_assert(!influence_compute_contested(inf, &b, INFLUENCE_INV_D, weight));
    free(inf);
    board_free(&b);
}
END_TEST

/* A first-line stone radiates less than a third-line stone, and
 * influence creeps more slowly along the edge than inward. */
START_TEST(test_edge_damping)
{
    struct board b;
    board_init(&b, 19);
    ck_assert(board_play(&b, BLACK, V(&b, "K1")) == MOVE_OK);
    ck_assert(board_play(&b, BLACK, V(&b, "D10")) == MOVE_OK);
    struct influence *inf = compute(&b, INFLUENCE_INV_D);
    ck_assert(inf->black[V(&b, "K1")] < inf->black[V(&b, "D10")]);
    /* two steps along the edge vs two steps inward from K1 */
    ck_assert(inf->black[V(&b, "M1")] < inf->black[V(&b, "K3")]);
    free(inf);
    board_free(&b);
}
END_TEST

/* Weights: a weak string radiates less, a dead one for the opponent. */
START_TEST(test_weighted_sources)
{
    struct board b;
    board_init(&b, 9);
    ck_assert(board_play(&b, BLACK, V(&b, "E5")) == MOVE_OK);
    int8_t weight[BOARD_MAX_POINTS];
    struct influence *inf = malloc(sizeof *inf);
    memset(weight, 0, sizeof weight);
    weight[V(&b, "E5")] = 100;
    influence_compute_weighted(inf, &b, INFLUENCE_INV_2D, weight);
    float strong = inf->black[V(&b, "E6")];
    weight[V(&b, "E5")] = 30;
    influence_compute_weighted(inf, &b, INFLUENCE_INV_2D, weight);
    ck_assert(inf->black[V(&b, "E6")] < strong);
    weight[V(&b, "E5")] = -100;
    influence_compute_weighted(inf, &b, INFLUENCE_INV_2D, weight);
    ck_assert_float_eq(inf->black[V(&b, "E6")], 0);
    ck_assert(inf->white[V(&b, "E6")] > 0);
    ck_assert(inf->control[V(&b, "E6")] < 0);
    ck_assert_int_eq(inf->region[V(&b, "E5")], -REGION_TERRITORY);
    ck_assert_int_eq(influence_point_char(inf, &b, V(&b, "E5")), 'x');
    free(inf);
    board_free(&b);
}
END_TEST

/* Black walls off the upper left corner, white the upper right. */
static const char *const CORNERS[] = {
    "..X.O....",
    "..X.O....",
    "XXX.OOOOO",
    ".........",
    ".........",
    ".........",
    ".........",
    ".........",
    ".........",
};

/* Walled-in regions are territory; the estimate counts them. */
START_TEST(test_regions_and_estimate)
{
    struct board b;
    setup(&b, CORNERS, 9);
    struct influence *inf = compute(&b, INFLUENCE_INV_2D);
    ck_assert_int_eq(inf->region[V(&b, "A9")], REGION_TERRITORY);
    ck_assert_int_eq(inf->region[V(&b, "B8")], REGION_TERRITORY);
    ck_assert_int_eq(inf->region[V(&b, "H9")], -REGION_TERRITORY);
    ck_assert_int_eq(influence_point_char(inf, &b, V(&b, "A9")), 'B');
    ck_assert_int_eq(influence_point_char(inf, &b, V(&b, "H9")), 'W');
    struct influence_estimate est;
    influence_estimate(inf, &b, 0.5, &est);
    ck_assert_int_ge(est.territory[BLACK], 4);
    ck_assert_int_ge(est.territory[WHITE], 8);
    ck_assert(est.lower <= est.margin && est.margin <= est.upper);
    free(inf);
    board_free(&b);
}
END_TEST

START_TEST(test_benson)
{
    static const char *const rows[] = {
        ".X.X.O...",
        "XXXXXO...",
        "OOOOOO...",
        ".........",
        ".........",
        ".........",
        ".......X.",
        "XXXX.....",
        "...X.....",
    };
    struct board b;
    setup(&b, rows, 9);
    bool alive[BOARD_MAX_POINTS];
    benson_alive(&b, BLACK, alive);
    ck_assert(alive[V(&b, "B9")] && alive[V(&b, "A8")]);  /* two eyes A9, C9 */
    ck_assert(!alive[V(&b, "A2")]);                        /* open group */
    ck_assert(!alive[V(&b, "H3")]);
    benson_alive(&b, WHITE, alive);
    ck_assert(!alive[V(&b, "A7")]);
    board_free(&b);
}
END_TEST

/* Benson asks every empty point of an eye to be a liberty: the 3x3
 * corner A7-C9 has B8 inside, touching no black stone, so with the one
 * eye F9 the group is not unconditionally alive (alive in practice, but
 * White could fill the corner's inside while Black passed); made a
 * second small eye (B8 black), it is. */
START_TEST(test_benson_eye_with_an_inside_point)
{
    static const char *const rows[] = {
        "...XX.X..",
        "...XXXX..",
        "...X.....",
        "XXXX.....",
        ".........",
        ".........",
        ".........",
        ".........",
        ".........",
    };
    struct board b;
    setup(&b, rows, 9);
    bool alive[BOARD_MAX_POINTS];
    benson_alive(&b, BLACK, alive);
    ck_assert(!alive[V(&b, "D9")]);
    ck_assert_int_eq(board_setup_stone(&b, BLACK, V(&b, "B8")), MOVE_OK);
    benson_alive(&b, BLACK, alive);
    ck_assert(!alive[V(&b, "D9")]);   /* B8 alone: its own ring of points, not liberties */
    ck_assert_int_eq(board_setup_stone(&b, BLACK, V(&b, "B7")), MOVE_OK);
    ck_assert_int_eq(board_setup_stone(&b, BLACK, V(&b, "A8")), MOVE_OK);
    ck_assert_int_eq(board_setup_stone(&b, BLACK, V(&b, "C8")), MOVE_OK);
    ck_assert_int_eq(board_setup_stone(&b, BLACK, V(&b, "B9")), MOVE_OK);
    benson_alive(&b, BLACK, alive);
    ck_assert(alive[V(&b, "D9")]);    /* A9, C9, A7, C7, F9: small eyes, every point a liberty */
    board_free(&b);
}
END_TEST

/* Benson's test as written (every region's empty points checked against
 * every string by a pass over the board), for comparison. */
static void plain_benson(const struct board *b, int color, bool *alive)
{
    uint16_t region[BOARD_MAX_POINTS];
    bool gone_region[BOARD_MAX_POINTS] = {false}, gone[BOARD_MAX_POINTS] = {false};
    int n = region_label_all(b, b->color, REGION_NOT(color), region);
    for (bool changed = true; changed;) {
        changed = false;
        FOR_EACH_POINT(b, s) {
            if (b->color[s] != color || b->str[s] != s || gone[s])
                continue;
            int vital = 0;
            for (int r = 1; r <= n; r++) {
                bool next_to = false, all_libs = true, empty = false;
                FOR_EACH_POINT(b, p) {
                    if (region[p] != r)
                        continue;
                    next_to |= board_is_liberty_of(b, p, s) || (b->color[p] != EMPTY
                        && (b->str[p + b->dir[0]] == s || b->str[p + b->dir[1]] == s
                            || b->str[p + b->dir[2]] == s || b->str[p + b->dir[3]] == s));
                    if (b->color[p] == EMPTY) {
                        empty = true;
                        all_libs &= board_is_liberty_of(b, p, s);
                    }
                }
                vital += next_to && empty && all_libs && !gone_region[r];
            }
            if (vital < 2)
                gone[s] = changed = true;
        }
        FOR_EACH_POINT(b, p)
            for (int k = 0; k < 4; k++)
                if (region[p] && b->color[p + b->dir[k]] == color && gone[b->str[p + b->dir[k]]])
                    gone_region[region[p]] = true;
    }
    FOR_EACH_POINT(b, p)
        alive[p] = b->color[p] == color && !gone[b->str[p]];
}

/* Dense random 7x7 positions (black stones on half the points, so that
 * small enclosed regions are common): benson_alive, which skips regions
 * with more empty points than the string has liberties and scans only
 * from a region's first point to its last, agrees with the plain test. */
START_TEST(test_benson_agrees_with_the_plain_test)
{
    uint64_t rng = rng_seed(1976);
    int alive_seen = 0;
    for (int n = 0; n < 400; n++) {
        struct board b;
        board_init(&b, 7);
        FOR_EACH_POINT(&b, p) {
            uint32_t x = rng_below(&rng, 20);
            if (x < 10)
                board_setup_stone(&b, BLACK, p);
            else if (x < 12)
                board_setup_stone(&b, WHITE, p);
        }
        bool got[BOARD_MAX_POINTS], want[BOARD_MAX_POINTS];
        benson_alive(&b, BLACK, got);
        plain_benson(&b, BLACK, want);
        FOR_EACH_POINT(&b, p) {
            ck_assert_msg(got[p] == want[p], "position %d: point %d", n, p);
            alive_seen += got[p];
        }
        board_free(&b);
    }
    ck_assert_int_gt(alive_seen, 100);
}
END_TEST

/* benson_alive_any on one string, and on a string with a second one,
 * gives what benson_alive says of them, on dense random 7x7 positions
 * (one string's region floods stop at a non-liberty, the closure of
 * strings reached through vital regions stands for the whole board). */
START_TEST(test_benson_any_agrees_with_the_whole_board)
{
    uint64_t rng = rng_seed(1977);
    int alive_seen = 0, asked = 0;
    for (int n = 0; n < 400; n++) {
        struct board b;
        board_init(&b, 7);
        FOR_EACH_POINT(&b, p) {
            uint32_t x = rng_below(&rng, 20);
            if (x < 10)
                board_setup_stone(&b, BLACK, p);
            else if (x < 12)
                board_setup_stone(&b, WHITE, p);
        }
        bool want[BOARD_MAX_POINTS];
        benson_alive(&b, BLACK, want);
        coord prev = NO_POINT;
        FOR_EACH_POINT(&b, p) {
            if (b.color[p] != BLACK || b.str[p] != p)
                continue;
            ck_assert_msg(benson_alive_any(&b, BLACK, &p, 1) == want[p], "position %d: %d", n, p);
            if (prev != NO_POINT) {
                coord two[2] = {prev, p};
                ck_assert(benson_alive_any(&b, BLACK, two, 2) == (want[p] || want[prev]));
            }
            prev = p;
            alive_seen += want[p];
            asked++;
        }
        board_free(&b);
    }
    ck_assert_int_gt(alive_seen, 50);
    ck_assert_int_gt(asked, 1000);
}
END_TEST

/* A finished 9x9 game: two white stones dead in black's area; the
 * score and statuses follow. */
START_TEST(test_final_score_dead_stones)
{
    static const char *const rows[] = {
        "...XO....",
        "...XO....",
        ".O.XO....",
        "...XO....",
        "...XO....",
        "...XO.X..",
        "...XO....",
        "...XO....",
        "...XO....",
    };
    struct game *g = setup_game(rows);
    uint8_t status[BOARD_MAX_POINTS], owner[BOARD_MAX_POINTS];
    struct score sc;
    struct score_options o = {500, 0, NULL};
    g->rules = RULES_JAPANESE;
    score_final(g, &o, &sc, status, owner);
    ck_assert_int_eq(status[V(&g->board, "B7")], STATUS_DEAD);
    ck_assert_int_eq(status[V(&g->board, "G4")], STATUS_DEAD);
    ck_assert_int_eq(status[V(&g->board, "D5")], STATUS_ALIVE);
    ck_assert_int_eq(status[V(&g->board, "E5")], STATUS_ALIVE);
    ck_assert_int_eq(owner[V(&g->board, "B7")], BLACK);
    /* black: 27 points + 1 prisoner; white: 36 points + 1 prisoner + komi */
    ck_assert_float_eq(sc.margin, (27 + 1) - (36 + 1 + 0.5));
    g->rules = RULES_CHINESE;
    score_final(g, &o, &sc, status, owner);
    ck_assert_float_eq(sc.margin, (27 + 9) - (36 + 9 + 0.5));
    game_free(g);
    free(g);
}
END_TEST

/* Seki: neither side can fill the shared liberties; under territory
 * rules the seki group's eye is no territory. */
START_TEST(test_seki)
{
    static const char *const rows[] = {
        ".O.X.XO..",
        "OOXXXXO..",
        "XXOOOOO..",
        ".XXXXXO..",
        ".....XO..",
        ".....XO..",
        ".....XO..",
        ".....XO..",
        ".....XO..",
    };
    struct game *g = setup_game(rows);
    g->rules = RULES_JAPANESE;
    uint8_t status[BOARD_MAX_POINTS], owner[BOARD_MAX_POINTS];
    struct score sc;
    struct score_options o = {500, 0, NULL};
    score_final(g, &o, &sc, status, owner);
    /* white B9-A8-B8 (eye A9) and black D9..F9 (eye E9) share C9 */
    ck_assert_int_eq(status[V(&g->board, "B9")], STATUS_SEKI);
    ck_assert_int_eq(status[V(&g->board, "D9")], STATUS_SEKI);
    ck_assert_int_eq(status[V(&g->board, "A7")], STATUS_ALIVE);
    ck_assert_int_eq(status[V(&g->board, "C7")], STATUS_ALIVE);
    ck_assert_int_eq(owner[V(&g->board, "C9")], EMPTY);
    ck_assert_int_eq(owner[V(&g->board, "A9")], EMPTY);
    ck_assert_int_eq(owner[V(&g->board, "E9")], EMPTY);
    ck_assert_int_eq(owner[V(&g->board, "A1")], BLACK);
    ck_assert_int_eq(owner[V(&g->board, "J1")], WHITE);
    /* black: A6 + A5..E1 = 26; white: H9..J1 = 18 */
    ck_assert_float_eq(sc.margin, 26 - (18 + 0.5));
    /* The influence map with these statuses leaves the seki eyes neutral
     * but keeps the live groups' territory. */
    struct status_provider sp = {"final", status, status_from_array};
    struct influence *inf = malloc(sizeof *inf);
    influence_compute(inf, &g->board, INFLUENCE_INV_2D, &sp);
    ck_assert_int_eq(inf->region[V(&g->board, "A9")], REGION_NEUTRAL);
    ck_assert_int_eq(inf->region[V(&g->board, "E9")], REGION_NEUTRAL);
    ck_assert_int_eq(inf->region[V(&g->board, "A1")], REGION_TERRITORY);
    ck_assert_int_eq(inf->region[V(&g->board, "J1")], -REGION_TERRITORY);
    free(inf);
    game_free(g);
    free(g);
}
END_TEST

/* The end of a 9x9 game (match game 2 of session 12): Black's corner
 * A8-B8-C8-B7 has no eye, but White's D9-D8 cutting it off is dead for
 * the tactician and touches Black's live E8 wall: capturing it joins the
 * corner to the wall, so the corner lives.  The random completions, which
 * fill the corner's liberties as often as they capture the cutter, call it
 * dead without the join (the count was W+20.5 against GNU Go's B+9.5). */
START_TEST(test_joined_through_a_dead_cutter)
{
    static const char *const rows[] = {
        "...O.....",
        "XXXOX....",
        "OXOXXX...",
        "OOOOXOXX.",
        "..XOOOOX.",
        "..XO..OX.",
        "OOOOOOX..",
        "OOXOXOX..",
        "OXXXXXX..",
    };
    struct game *g = setup_game(rows);
    g->rules = RULES_CHINESE;
    g->komi = 7.5;
    uint8_t settled[BOARD_MAX_POINTS], status[BOARD_MAX_POINTS], owner[BOARD_MAX_POINTS];
    memset(settled, STATUS_UNKNOWN, sizeof settled);
    settled[V(&g->board, "D9")] = settled[V(&g->board, "D8")] = STATUS_DEAD;
    struct status_chain chain = {0};
    chain.p[chain.n++] = (struct status_provider){"tactics", settled, status_from_array};
    struct score_options o = {500, 0, &chain};
    struct score sc;
    score_final(g, &o, &sc, status, owner);
    ck_assert_int_eq(status[V(&g->board, "D9")], STATUS_DEAD);
    ck_assert_int_eq(status[V(&g->board, "B8")], STATUS_ALIVE);
    ck_assert_int_eq(status[V(&g->board, "E8")], STATUS_ALIVE);
    ck_assert_int_eq(owner[V(&g->board, "A9")], BLACK);
    game_free(g);
    free(g);
}
END_TEST

START_TEST(test_status_chain_order)
{
    struct board b;
    board_init(&b, 9);
    ck_assert(board_play(&b, BLACK, V(&b, "E5")) == MOVE_OK);
    struct ownership own;
    memset(&own, 0, sizeof own);
    own.own[V(&b, "E5")] = -1.0f;           /* the fallback would say dead */
    struct status_chain c = {0};
    ck_assert_int_eq(status_chain_ask(&c, &b, V(&b, "E5")), STATUS_UNKNOWN);
    c.p[c.n++] = (struct status_provider){"ownership", &own, ownership_status};
    ck_assert_int_eq(status_chain_ask(&c, &b, V(&b, "E5")), STATUS_DEAD);
    own.own[V(&b, "E5")] = 1.0f;
    ck_assert_int_eq(status_chain_ask(&c, &b, V(&b, "E5")), STATUS_ALIVE);
    ck_assert_str_eq(stone_status_name(STATUS_SEKI), "seki");
    board_free(&b);
}
END_TEST

/* Text map: both modes side by side, letters where the regions say. */
START_TEST(test_text_map)
{
    struct board b;
    setup(&b, CORNERS, 9);
    struct influence *d = compute(&b, INFLUENCE_INV_D), *e = compute(&b, INFLUENCE_INV_2D);
    const struct influence *maps[2] = {d, e};
    struct strbuf out;
    sb_init(&out);
    influence_text_map(&out, &b, maps, 2);
    const char *t = sb_str(&out);
    ck_assert_ptr_nonnull(strstr(t, " 9  B B X . O W W W W    9  B B X . O W W W W  9\n"));
    ck_assert_ptr_nonnull(strstr(t, "    A B C D E F G H J       A B C D E F G H J\n"));
    sb_free(&out);
    free(d);
    free(e);
    board_free(&b);
}
END_TEST

/* SVG: a well-formed document with one board per map, stones and a red
 * cross on each dead stone. */
START_TEST(test_svg)
{
    struct board b;
    board_init(&b, 9);
    ck_assert(board_play(&b, BLACK, V(&b, "E5")) == MOVE_OK);
    ck_assert(board_play(&b, WHITE, V(&b, "C3")) == MOVE_OK);
    int8_t weight[BOARD_MAX_POINTS];
    memset(weight, 0, sizeof weight);
    weight[V(&b, "E5")] = 100;
    weight[V(&b, "C3")] = -100;
    struct influence *inf = malloc(sizeof *inf);
    influence_compute_weighted(inf, &b, INFLUENCE_INV_D, weight);
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    const struct influence *maps[2] = {inf, inf};
    const char *titles[2] = {"first", "second"};
    influence_svg(f, &b, maps, titles, 2);
    fclose(f);
    ck_assert_ptr_nonnull(strstr(buf, "<svg xmlns='http://www.w3.org/2000/svg'"));
    ck_assert_ptr_nonnull(strstr(buf, ">first</text>"));
    ck_assert_ptr_nonnull(strstr(buf, ">second</text>"));
    ck_assert_ptr_nonnull(strstr(buf, "</svg>\n"));
    int circles = 0, crosses = 0;
    for (const char *p = buf; (p = strstr(p, "<circle")); p++)
        circles++;
    for (const char *p = buf; (p = strstr(p, "stroke='#d01010'")); p++)
        crosses++;
    ck_assert_int_eq(circles, 4);
    ck_assert_int_eq(crosses, 2);
    free(buf);
    free(inf);
    board_free(&b);
}
END_TEST

/* The finished 9x9 game of tests/gtp/influence.gtp as SGF: walls on the
 * D and E columns, a dead white stone at B7 and a dead black one at G4. */
static const char FINISHED[] =
    "(;GM[1]FF[4]SZ[9]KM[0.5];B[da];W[ea];B[db];W[eb];B[dc];W[ec];B[dd];W[ed]"
    ";B[de];W[ee];B[df];W[ef];B[dg];W[eg];B[dh];W[eh];B[di];W[ei];B[gf];W[bc]"
    ";B[];W[])";

static char *capture_section(void (*f)(const struct analysis *, FILE *),
                             const struct analysis *a)
{
    char *text = NULL;
    size_t len = 0;
    FILE *out = open_memstream(&text, &len);
    f(a, out);
    fclose(out);
    return text;
}

/* moyo analyze --influence: the maps, the dead stones, JSON and SVG. */
START_TEST(test_analyze_influence)
{
    char path[] = "/tmp/moyo-influence-XXXXXX.sgf";
    int fd = mkstemps(path, 4);
    ck_assert(fd >= 0);
    ck_assert(write(fd, FINISHED, sizeof FINISHED - 1) == (ssize_t)(sizeof FINISHED - 1));
    close(fd);
    struct analysis a;
    char err[600];
    ck_assert_msg(analysis_load(&a, path, 0, err, sizeof err), "%s", err);
    a.influence = "both";
    char *t = capture_section(analyze_influence_text, &a);
    ck_assert_msg(strstr(t, "influence (1/d left, 1/2^d right):") != NULL, "%s", t);
    ck_assert_msg(strstr(t, " 7  B o B X O W W W W    7  B o B X O W W W W  7\n") != NULL,
                  "%s", t);
    ck_assert_msg(strstr(t, " 4  B B B X O W x W W    4  B B B X O W x W W  4\n") != NULL,
                  "%s", t);
    ck_assert_msg(strstr(t, "estimate W+9.5") != NULL, "%s", t);
    free(t);

    struct strbuf j;
    sb_init(&j);
    a.influence = "1/2^d";
    analyze_influence_json(&a, &j);
    ck_assert_msg(strstr(sb_str(&j), "{\"maps\":[{\"mode\":\"1/2^d\",\"rows\":[") != NULL,
                  "%s", sb_str(&j));
    ck_assert_msg(strstr(sb_str(&j), "\"BoBXOWWWW\"") != NULL, "%s", sb_str(&j));
    ck_assert(strstr(sb_str(&j), "\"1/d\"") == NULL);
    sb_free(&j);

    char svg[] = "/tmp/moyo-influence-XXXXXX.svg";
    fd = mkstemps(svg, 4);
    ck_assert(fd >= 0);
    close(fd);
    a.influence = "both";
    FILE *f = fopen(svg, "w");
    ck_assert(f != NULL);
    ck_assert(analyze_write_influence_svg(&a, f));
    ck_assert_int_eq(fclose(f), 0);
    f = fopen(svg, "r");
    char buf[1 << 17];
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[n] = '\0';
    int crosses = 0;
    for (const char *p = buf; (p = strstr(p, "stroke='#d01010'")); p++)
        crosses++;
    ck_assert_int_eq(crosses, 4);       /* two dead stones, two maps */
    /* a full disk: the write error is reported */
    f = fopen("/dev/full", "w");
    if (f) {
        setvbuf(f, NULL, _IONBF, 0);
        ck_assert(!analyze_write_influence_svg(&a, f));
        fclose(f);
    }
    unlink(svg);
    unlink(path);
    analysis_free(&a);
}
END_TEST

Suite *influence_suite(void)
{
    Suite *s = suite_create("influence");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, test_mode_names);
    tcase_add_test(tc, test_single_stone_decay);
    tcase_add_test(tc, test_open_board_is_not_enclosed);
    tcase_add_test(tc, test_open_centre_is_moyo);
    tcase_add_test(tc, test_barrier);
    tcase_add_test(tc, test_contact_toll);
    tcase_add_test(tc, test_walled_side_and_room_to_live);
    tcase_add_test(tc, test_edge_damping);
    tcase_add_test(tc, test_weighted_sources);
    tcase_add_test(tc, test_regions_and_estimate);
    tcase_add_test(tc, test_benson);
    tcase_add_test(tc, test_benson_eye_with_an_inside_point);
    tcase_add_test(tc, test_benson_agrees_with_the_plain_test);
    tcase_add_test(tc, test_benson_any_agrees_with_the_whole_board);
    tcase_add_test(tc, test_final_score_dead_stones);
    tcase_add_test(tc, test_seki);
    tcase_add_test(tc, test_joined_through_a_dead_cutter);
    tcase_add_test(tc, test_status_chain_order);
    tcase_add_test(tc, test_opening_territory_stays_near_the_stones);
    tcase_add_test(tc, test_text_map);
    tcase_add_test(tc, test_svg);
    tcase_add_test(tc, test_analyze_influence);
    suite_add_tcase(s, tc);
    return s;
}
