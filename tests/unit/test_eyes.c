/* test_eyes.c — eye spaces: segmentation, marginal points and inside
 * stones, false and half eyes, the solver on the classic shapes (straight
 * and bent three, square four, bulky five, rabbity and flower six, corner
 * shapes), canonical forms, and a random sample of the computed table
 * solved again and compared. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "board/board.h"
#include "board/coord.h"
#include "classical/eyes/eyes.h"
#include "classical/eyes/eyes_shape.h"
#include "classical/reading/reading.h"
#include "util/rng.h"
#include "diagram.h"

/* Sets a position up from rows of 'X' (black), 'O' (white) and '.', top
 * row first; the board is as large as the picture is wide. */
static void picture(struct board *b, const char *const *rows)
{
    int size = (int)strlen(rows[0]);
    board_init(b, size);
    for (int r = 0; r < size; r++)
        for (int c = 0; c < size; c++) {
            char ch = rows[r][c];
            if (ch == 'X' || ch == 'O')
                ck_assert(board_setup_stone(b, ch == 'X' ? BLACK : WHITE,
                                            board_point(b, r, c)) == MOVE_OK);
        }
}

static struct eyes *eyes_of(struct board *b, int color)
{
    struct eyes *e = malloc(sizeof *e);
    struct reading *r = reading_new();
    eyes_find(e, b, color, NULL, r);
    eyes_evaluate(e, b);
    reading_free(r);
    return e;
}

/* A black group on a 9x9 board with eye spaces: a lone eye at A9, a
 * straight three A5-A7, and on the first line F1-J1, where F1 (next to
 * the white stone E1) is a marginal point. */
static const char *const GROUP[] = {
    ".X.......",
    "XX.......",
    ".X.......",
    ".X.......",
    ".X.......",
    "XX.......",
    ".........",
    "....OXXXX",
    "....O....",
};

START_TEST(test_segmentation)
{
    struct board b;
    picture(&b, GROUP);
    struct eyes *e = eyes_of(&b, BLACK);
    const struct eye_space *corner = eyes_space_at(e, V(&b, "A9"));
    ck_assert(corner != NULL);
    ck_assert_int_eq(corner->npoints, 1);
    ck_assert_int_eq(corner->min, 1);
    ck_assert_int_eq(corner->max, 1);
    const struct eye_space *three = eyes_space_at(e, V(&b, "A5"));
    ck_assert(three != NULL && three == eyes_space_at(e, V(&b, "A7")));
    ck_assert_int_eq(three->npoints, 3);
    ck_assert_int_eq(three->min, 1);
    ck_assert_int_eq(three->max, 2);
    ck_assert(three->attack == V(&b, "A6") && three->defence == V(&b, "A6"));
    ck_assert_int_eq(three->nborder, 1);
    /* White's stones are no part of black's spaces. */
    ck_assert(eyes_space_at(e, V(&b, "E2")) == NULL);
    free(e);
    board_free(&b);
}
END_TEST

/* Each space's points are listed together, in board order, from its
 * origin (its smallest point), and every point with a space is listed
 * once, in its own space's list. */
START_TEST(test_space_points_in_board_order)
{
    struct board b;
    picture(&b, GROUP);
    struct eyes *e = eyes_of(&b, BLACK);
    ck_assert_int_ge(e->nspaces, 3);
    int listed = 0, with_space = 0;
    for (int i = 0; i < e->nspaces; i++) {
        const struct eye_space *s = &e->space[i];
        const coord *pts = eyes_space_points(e, s);
        ck_assert_int_eq(s->first, listed);
        ck_assert(s->npoints > 0 && pts[0] == s->origin);
        for (int j = 0; j < s->npoints; j++) {
            ck_assert(eyes_space_at(e, pts[j]) == s);
            if (j > 0)
                ck_assert(pts[j] > pts[j - 1]);
        }
        listed += s->npoints;
    }
    FOR_EACH_POINT(&b, p)
        with_space += e->id[p] != 0;
    ck_assert_int_eq(listed, with_space);
    free(e);
    board_free(&b);
}
END_TEST

/* Steps from the nearest stone of `from` (black, or white's live stones)
 * to every point through open points (empty, or white stones e calls
 * dead): the plain breadth-first search, for comparison. */
static void steps_from(const struct board *b, const struct eyes *e, int from, int *dist)
{
    coord queue[BOARD_MAX_POINTS];
    int head = 0, tail = 0;
    for (int i = 0; i < BOARD_MAX_POINTS; i++)
        dist[i] = 1000;
    FOR_EACH_POINT(b, p)
        if (b->color[p] == from && !(from == WHITE && e->dead[p])) {
            dist[p] = 0;
            queue[tail++] = p;
        }
    while (head < tail) {
        coord q = queue[head++];
        for (int k = 0; k < 4; k++) {
            coord a = (coord)(q + b->dir[k]);
            bool open = b->color[a] == EMPTY || (b->color[a] == WHITE && e->dead[a]);
            if (open && dist[a] > dist[q] + 1) {
                dist[a] = dist[q] + 1;
                queue[tail++] = a;
            }
        }
    }
}

/* Black's spaces hold every open point nearer to black's stones than to
 * white's live ones and none nearer to white's, in random positions. */
START_TEST(test_nearer_colour_decides_the_space)
{
    uint64_t rng = rng_seed(2609);
    for (int n = 0; n < 300; n++) {
        struct board b;
        board_init(&b, 7);
        FOR_EACH_POINT(&b, p) {
            uint32_t x = rng_below(&rng, 10);
            if (x < 2)
                board_setup_stone(&b, BLACK, p);
            else if (x < 4)
                board_setup_stone(&b, WHITE, p);
        }
        struct eyes *e = malloc(sizeof *e);
        eyes_find(e, &b, BLACK, NULL, NULL);
        int d_black[BOARD_MAX_POINTS], d_white[BOARD_MAX_POINTS];
        steps_from(&b, e, BLACK, d_black);
        steps_from(&b, e, WHITE, d_white);
        FOR_EACH_POINT(&b, p) {
            bool open = b.color[p] == EMPTY || (b.color[p] == WHITE && e->dead[p]);
            if (open && d_black[p] < d_white[p])
                ck_assert_msg(e->id[p] != 0, "position %d: %d nearer black, in no space", n, p);
            if (open && d_black[p] > d_white[p])
                ck_assert_msg(e->id[p] == 0, "position %d: %d nearer white, in a space", n, p);
            /* As near to both: never a point of a core, at most a
             * margin of one, unless white cannot play there (a margin
             * that is no margin: false_margins). */
            bool white_plays = b.color[p] == EMPTY && board_is_legal(&b, WHITE, p)
                               && (board_would_capture(&b, WHITE, p) > 0
                                   || board_libs_after(&b, WHITE, p) > 1);
            if (open && d_black[p] == d_white[p] && white_plays)
                ck_assert_msg(e->id[p] == 0 || (e->flags[p] & EYE_MARGINAL),
                              "position %d: %d equally near both, in a core", n, p);
            if (open && d_black[p] == 1000)
                ck_assert_msg(e->id[p] == 0, "position %d: %d reached by neither, in a space",
                              n, p);
        }
        free(e);
        board_free(&b);
    }
}
END_TEST

/* One black stone C2 and one white B1 on 5x5: B3 and D1 are as near to
 * white as to black, next to C3 and D2, nearer to black: they join
 * black's space as its margins (an equal race to the point: either side
 * may take it), where C3 is a point of its core; A4, as near to both
 * and next to no core point, is in no space. */
static const char *const EQUIDISTANT[] = {
    ".....",
    ".....",
    ".....",
    "..X..",
    ".O...",
};

START_TEST(test_equidistant_points_are_margins)
{
    struct board b;
    picture(&b, EQUIDISTANT);
    struct eyes *e = malloc(sizeof *e);
    eyes_find(e, &b, BLACK, NULL, NULL);
    int space = e->id[V(&b, "C3")];
    ck_assert_int_ne(space, 0);
    ck_assert_int_eq(e->id[V(&b, "D2")], space);
    ck_assert_int_eq(e->id[V(&b, "B3")], space);
    ck_assert(e->flags[V(&b, "B3")] & EYE_MARGINAL);
    ck_assert_int_eq(e->id[V(&b, "D1")], space);
    ck_assert(e->flags[V(&b, "D1")] & EYE_MARGINAL);
    ck_assert_int_eq(e->id[V(&b, "A4")], 0);
    ck_assert_int_eq(e->id[V(&b, "A1")], 0);
    free(e);
    board_free(&b);
}
END_TEST

/* Black's corner after White's hane at G5: G4 touches White's stone,
 * G3 is as near to White (through G4) as to Black, yet only Black's
 * points, the tie G4 and the edge surround it. */
static const char *const WALLED_TIE[] = {
    ".......",
    "....OO.",
    "....OXO",
    "...OOX.",
    "...OX..",
    "..OOXX.",
    ".......",
};

START_TEST(test_walled_tie_is_the_owners)
{
    struct board b;
    picture(&b, WALLED_TIE);
    struct eyes *e = malloc(sizeof *e);
    /* By distance alone G3 is in no space, and the corner is two spaces. */
    eyes_find_read(e, &b, BLACK, NULL, NULL, EYES_READ_DIAGONAL_STONES, NULL);
    ck_assert_int_eq(e->id[V(&b, "G3")], 0);
    ck_assert_int_ne(e->id[V(&b, "F3")], e->id[V(&b, "G2")]);
    /* Walled by Black and the edge, it is Black's: one space, with the
     * tie next to White's stone as its margin. */
    eyes_find_read(e, &b, BLACK, NULL, NULL, EYES_READ_WALLED_TIES, NULL);
    int space = e->id[V(&b, "G3")];
    ck_assert_int_ne(space, 0);
    ck_assert(!(e->flags[V(&b, "G3")] & EYE_MARGINAL));
    ck_assert_int_eq(e->id[V(&b, "F3")], space);
    ck_assert_int_eq(e->id[V(&b, "G2")], space);
    ck_assert_int_eq(e->id[V(&b, "F1")], space);
    ck_assert_int_eq(e->id[V(&b, "G4")], space);
    ck_assert(e->flags[V(&b, "G4")] & EYE_MARGINAL);
    free(e);
    board_free(&b);
}
END_TEST

START_TEST(test_marginal_point)
{
    struct board b;
    picture(&b, GROUP);
    struct eyes *e = eyes_of(&b, BLACK);
    const struct eye_space *s = eyes_space_at(e, V(&b, "H1"));
    ck_assert(s != NULL);
    ck_assert(s == eyes_space_at(e, V(&b, "F1")));
    ck_assert(e->flags[V(&b, "F1")] & EYE_MARGINAL);
    ck_assert(!(e->flags[V(&b, "H1")] & EYE_MARGINAL));
    ck_assert_int_ge(s->nmarginal, 1);
    free(e);
    board_free(&b);
}
END_TEST

/* White stone D5 dead inside black's eye (one liberty, no escape). */
static const char *const INSIDE[] = {
    ".......",
    "..XXX..",
    ".XX.XX.",
    ".X.O.X.",
    ".XX.XX.",
    "..XXX..",
    ".......",
};

START_TEST(test_inside_stone)
{
    struct board b;
    picture(&b, INSIDE);
    /* D4 has four liberties: give it neighbours so it is in atari. */
    ck_assert(board_setup_stone(&b, BLACK, V(&b, "C4")) == MOVE_OK);
    ck_assert(board_setup_stone(&b, BLACK, V(&b, "D5")) == MOVE_OK);
    ck_assert(board_setup_stone(&b, BLACK, V(&b, "D3")) == MOVE_OK);
    struct eyes *e = eyes_of(&b, BLACK);
    coord d4 = V(&b, "D4");
    const struct eye_space *s = eyes_space_at(e, d4);
    ck_assert(s != NULL);
    ck_assert(e->flags[d4] & EYE_INSIDE);
    ck_assert_int_eq(s->ninside, 1);
    ck_assert(eyes_space_at(e, V(&b, "E4")) == s);
    free(e);
    board_free(&b);
}
END_TEST

/* Diagonals: E6 has two safe white diagonals (false eye); E1 on the
 * edge has one diagonal, D2, where white can play next to C2 (half
 * eye). */
static const char *const DIAG[] = {
    ".........",
    ".........",
    "..OOXX...",
    "...X.X...",
    "...XXOO..",
    ".........",
    ".........",
    "..O.XX...",
    "...X.X...",
};

START_TEST(test_false_and_half_eyes)
{
    struct board b;
    picture(&b, DIAG);
    struct eyes *e = eyes_of(&b, BLACK);
    coord e6 = V(&b, "E6");
    ck_assert(e->flags[e6] & EYE_FALSE);
    const struct eye_space *s = eyes_space_at(e, e6);
    ck_assert(s && s->npoints == 1 && s->min == 0 && s->max == 0);
    /* E1: diagonals D2 (empty, white can play) and F2 (black). */
    coord e1 = V(&b, "E1");
    ck_assert(e->flags[e1] & EYE_HALF);
    s = eyes_space_at(e, e1);
    ck_assert(s && s->min == 0 && s->max == 1);
    ck_assert(s->attack == V(&b, "D2") && s->defence == V(&b, "D2"));
    free(e);
    board_free(&b);
}
END_TEST

/* B1 is a one-point eye on the edge whose diagonal C2 holds a white
 * stone of two liberties (C3, D2) that Black captures whoever moves
 * first there: after Black C3, White's D2 is suicide; after Black D2,
 * White's C3 leaves C2-C3 in atari at B3.  Reading the diagonal stones
 * (the owl's mode) makes B1 a half eye, Black's capture its vital
 * point; by liberties alone the stone is a sure bad diagonal and B1 a
 * false eye. */
static const char *const CAPTURABLE_DIAGONAL[] = {
    ".........",
    ".........",
    ".........",
    ".........",
    ".........",
    "XXXX.....",
    "X..X.....",
    "XXO.X....",
    "X.XX.....",
};

START_TEST(test_capturable_diagonal_stone_makes_a_half_eye)
{
    struct board b;
    picture(&b, CAPTURABLE_DIAGONAL);
    struct eyes *e = malloc(sizeof *e);
    struct reading *r = reading_new();
    coord b1 = V(&b, "B1");
    eyes_find_read(e, &b, BLACK, NULL, r, EYES_READ_DIAGONAL_STONES, NULL);
    ck_assert(e->flags[b1] & EYE_HALF);
    ck_assert(!(e->flags[b1] & EYE_FALSE));
    ck_assert(e->half_vital[b1] == V(&b, "C3") || e->half_vital[b1] == V(&b, "D2"));
    eyes_find_read(e, &b, BLACK, NULL, NULL, EYES_READ_DIAGONAL_STONES, NULL);
    ck_assert(e->flags[b1] & EYE_FALSE);
    /* Reading everything, the stone is dead: B1 is a true eye. */
    eyes_find_read(e, &b, BLACK, NULL, r, EYES_READ_ALL, NULL);
    ck_assert(!(e->flags[b1] & (EYE_FALSE | EYE_HALF)));
    reading_free(r);
    free(e);
    board_free(&b);
}
END_TEST

/* Two black groups, each with a one-point eye whose diagonal decides
 * it (the shape above, and its mirror image in the top right corner).  Asked only about the lower-left group's spaces (wanted: its
 * stones), eyes_find_read reads the same diagonals there as for the
 * whole board, and leaves the other group's eye unread (no false or
 * half eye marked, no vital point). */
START_TEST(test_only_wanted_spaces_get_their_diagonals)
{
    static const char *const rows[] = {
        ".....XX.X",
        "....X.OXX",
        ".....X..X",
        ".....XXXX",
        ".........",
        "XXXX.....",
        "X..X.....",
        "XXO.X....",
        "X.XX.....",
    };
    struct board b;
    picture(&b, rows);
    struct eyes *all = malloc(sizeof *all), *some = malloc(sizeof *some);
    struct reading *r = reading_new();
    coord b1 = V(&b, "B1"), h9 = V(&b, "H9");
    eyes_find_read(all, &b, BLACK, NULL, r, EYES_READ_DIAGONAL_STONES, NULL);
    ck_assert(all->flags[b1] & EYE_HALF);
    ck_assert(all->flags[h9] & (EYE_HALF | EYE_FALSE));
    uint8_t wanted[BOARD_MAX_POINTS] = {0};
    FOR_EACH_STONE(&b, b.str[V(&b, "A1")], q)
        wanted[q] = 1;
    eyes_find_read(some, &b, BLACK, NULL, r, EYES_READ_DIAGONAL_STONES, wanted);
    ck_assert_int_eq(some->nspaces, all->nspaces);
    ck_assert_int_eq(some->flags[b1], all->flags[b1]);
    ck_assert_int_eq(some->diag_sum[b1], all->diag_sum[b1]);
    ck_assert_int_eq(some->half_vital[b1], all->half_vital[b1]);
    ck_assert(!(some->flags[h9] & (EYE_HALF | EYE_FALSE)));
    ck_assert_int_eq(some->diag_sum[h9], 0);
    reading_free(r);
    free(all);
    free(some);
    board_free(&b);
}
END_TEST

static void expect_shape(const char *text, int min, int max)
{
    struct eye_shape s;
    struct eye_value v;
    ck_assert_msg(eye_shape_parse(text, &s), "parse %s", text);
    ck_assert_msg(eye_solve(&s, &v, 0, NULL), "solve %s", text);
    ck_assert_msg(v.min == min && v.max == max, "%s: got %d %d, expected %d %d", text, v.min,
                  v.max, min, max);
}

/* The vital point (attack and defence) of a shape, as "rRcC". */
static void expect_vital(const char *text, int row, int col)
{
    struct eye_shape s;
    struct eye_value v;
    ck_assert(eye_shape_parse(text, &s) && eye_solve(&s, &v, 0, NULL));
    ck_assert_msg(v.attack == row * 16 + col && v.defence == row * 16 + col,
                  "%s: vital %x %x", text, v.attack, v.defence);
}

START_TEST(test_classic_shapes)
{
    expect_shape(".", 1, 1);
    expect_shape("..", 1, 1);
    expect_shape("...", 1, 2);              /* straight three */
    expect_vital("...", 0, 1);
    expect_shape("../.#", 1, 2);            /* bent three */
    expect_vital("../.#", 0, 0);
    expect_shape("../..", 1, 1);            /* square four: dead shape */
    expect_shape("....", 2, 2);             /* straight four */
    expect_shape(".../.##", 2, 2);          /* L four */
    expect_shape(".../#.#", 1, 2);          /* pyramid four */
    expect_vital(".../#.#", 0, 1);
    expect_shape("#.#/.../#.#", 1, 2);      /* crossed five */
    expect_vital("#.#/.../#.#", 1, 1);
    expect_shape(".../..#", 1, 2);          /* bulky five */
    expect_vital(".../..#", 0, 1);
    expect_shape("#.#/.../..#", 1, 2);      /* rabbity six */
    expect_vital("#.#/.../..#", 1, 1);
    expect_shape(".../...", 2, 2);          /* rectangular six */
    expect_shape("..#/.../#..", 2, 2);
}
END_TEST

START_TEST(test_edge_and_corner_shapes)
{
    expect_shape("T ...", 1, 2);
    expect_shape("TL ../..", 1, 1);
    /* Bent four in the corner: alive when the wall has liberties to
     * spare, one eye short when it has a single one outside (the
     * opponent's throw-in then comes with atari). */
    expect_shape("TL .../.##", 2, 2);
    expect_shape("TLS .../.##", 1, 2);
    expect_vital("TLS .../.##", 0, 1);
    /* Two dead stones on either side of one point: capturing both makes
     * two eyes, and the opponent cannot connect them (suicide). */
    expect_shape("L x.x", 2, 2);
    expect_shape("T ....", 2, 2);
    expect_shape("TL ....", 2, 2);
    /* A marginal middle: whoever takes it decides (0 or 2 eyes). */
    expect_shape("T .!.", 0, 2);
    expect_vital("T .!.", 0, 1);
    expect_shape(".x.", 1, 1);              /* stone in the middle */
}
END_TEST

/* Run-time shapes: an owner stone inside that is no part of the wall,
 * an inside stone on a false point, a half eye decided by a diagonal. */
START_TEST(test_extended_shapes)
{
    /* Three dead stones over the first line with an owner stone between
     * the two liberties: as wall it would make two eyes; as a stone of
     * its own the opponent's self-atari threatens it, the owner needs two
     * moves to capture, and the opponent gets the vital point: one eye. */
    expect_shape("BL xxx/.#.", 2, 2);
    expect_shape("BL xxx/.o.", 1, 1);

    struct eye_shape s;
    struct eye_value v;
    /* A dead stone in atari next to its last liberty: one eye, unless
     * its point is false (two safe opponent diagonals): once captured,
     * the opponent takes the point back, so no eye at all. */
    ck_assert(eye_shape_parse("x.", &s));
    ck_assert(eye_solve(&s, &v, 0, NULL) && v.min == 1 && v.max == 1);
    s.extended = true;
    s.fthresh[0][0] = 4;
    s.fbase[0][0] = 4;
    ck_assert(eye_solve(&s, &v, 0, NULL));
    ck_assert_int_eq(v.min, 0);
    ck_assert_int_eq(v.max, 0);
    /* On the edge with one open diagonal (a half eye): whoever plays the
     * diagonal first decides, and it is both vital points. */
    ck_assert(eye_shape_parse("L x/.", &s));
    s.extended = true;
    s.fthresh[0][0] = 2;
    s.fbase[0][0] = 0;
    s.ndiag = 1;
    s.diag[0].tag = 77;
    s.diag[0].ncell = 1;
    s.diag[0].cell[0] = 0;
    ck_assert(eye_solve(&s, &v, 0, NULL));
    ck_assert_int_eq(v.min, 0);
    ck_assert_int_eq(v.max, 1);
    ck_assert(v.attack == EYE_DIAG_CELL(0) && v.defence == EYE_DIAG_CELL(0));
    /* A straight three on the edge whose end point is a half eye
     * through an open diagonal: the owner cannot make two eyes (after
     * the middle, the opponent takes the diagonal and the end eye is
     * false; after the diagonal, the opponent takes the middle). */
    ck_assert(eye_shape_parse("B ...", &s));
    s.extended = true;
    s.fthresh[0][0] = 2;
    s.fbase[0][0] = 0;
    s.ndiag = 1;
    s.diag[0].tag = 78;
    s.diag[0].ncell = 1;
    s.diag[0].cell[0] = 0;
    ck_assert(eye_solve(&s, &v, 0, NULL));
    ck_assert_int_eq(v.min, 1);
    ck_assert_int_eq(v.max, 1);
    /* The hash of an extended shape never equals a table key. */
    ck_assert(eye_shape_ext_key(&s) >> 63);
}
END_TEST

/* Black's corner: three dead white stones on the second line, with the
 * black stone B1 between their two liberties A1 and C1 (no part of the
 * wall), and black's one-point eyes B6 and C5 sharing the point C6 that
 * touches white's D6. */
static const char *const CORNER[] = {
    "XXXO...",
    "X..O...",
    "XX.XO..",
    ".XXXO..",
    "XXXX...",
    "OOOX...",
    ".X.X...",
};

START_TEST(test_inside_own_stone_and_shared_margin)
{
    struct board b;
    picture(&b, CORNER);
    struct eyes *e = eyes_of(&b, BLACK);
    const struct eye_space *s = eyes_space_at(e, V(&b, "A1"));
    ck_assert(s != NULL && s == eyes_space_at(e, V(&b, "C1")));
    ck_assert_int_eq(s->min, 1);
    ck_assert_int_eq(s->max, 1);
    /* B6 and C5 are one space through C6: whoever takes C6 decides. */
    const struct eye_space *t = eyes_space_at(e, V(&b, "B6"));
    ck_assert(t != NULL && t == eyes_space_at(e, V(&b, "C5")));
    ck_assert(t == eyes_space_at(e, V(&b, "C6")));
    ck_assert(e->flags[V(&b, "C6")] & EYE_MARGINAL);
    ck_assert_int_eq(t->min, 0);
    ck_assert_int_eq(t->max, 2);
    ck_assert(t->attack == V(&b, "C6") && t->defence == V(&b, "C6"));
    free(e);
    board_free(&b);
}
END_TEST

START_TEST(test_canonical_form)
{
    struct eye_shape a, b;
    ck_assert(eye_shape_parse(".../..#", &a));
    ck_assert(eye_shape_parse("#../...", &b));
    eye_shape_canonical(&a);
    eye_shape_canonical(&b);
    ck_assert(eye_shape_key(&a) == eye_shape_key(&b));
    /* The edge is part of the shape: the same cells in the centre differ. */
    ck_assert(eye_shape_parse("T ...", &a));
    ck_assert(eye_shape_parse("...", &b));
    eye_shape_canonical(&a);
    eye_shape_canonical(&b);
    ck_assert(eye_shape_key(&a) != eye_shape_key(&b));
    /* A bottom edge is a top edge turned over. */
    ck_assert(eye_shape_parse("B ../.#", &a));
    ck_assert(eye_shape_parse("T .#/..", &b));
    eye_shape_canonical(&a);
    eye_shape_canonical(&b);
    ck_assert(eye_shape_key(&a) == eye_shape_key(&b));
}
END_TEST

/* The canonical form is the symmetry with the smallest key, the first
 * of equals, with the cells and the caller's tags carried through it:
 * random boxes against the eight symmetries built one by one. */
START_TEST(test_canonical_form_is_the_least_symmetry)
{
    uint64_t rng = rng_seed(8);
    for (int n = 0; n < 500; n++) {
        struct eye_shape s, want, got;
        memset(&s, 0, sizeof s);
        s.h = 1 + (int)rng_below(&rng, 5);
        s.w = 1 + (int)rng_below(&rng, 5);
        s.off = (uint8_t)rng_below(&rng, 16);
        s.short_libs = rng_below(&rng, 2);
        for (int r = 0; r < s.h; r++)
            for (int c = 0; c < s.w; c++) {
                s.cell[r][c] = (uint8_t)rng_below(&rng, 4);
                s.tag[r][c] = r * 16 + c;
            }
        want = s;
        for (int t = 1; t < 8; t++) {
            struct eye_shape c = s;
            eye_shape_transform(&c, t);
            if (eye_shape_key(&c) < eye_shape_key(&want))
                want = c;
        }
        got = s;
        ck_assert(eye_shape_canonical(&got));
        ck_assert_msg(eye_shape_key(&got) == eye_shape_key(&want), "shape %d", n);
        ck_assert(got.h == want.h && got.w == want.w && got.off == want.off);
        for (int r = 0; r < got.h; r++)
            for (int c = 0; c < got.w; c++)
                ck_assert(got.tag[r][c] == want.tag[r][c] && got.cell[r][c] == want.cell[r][c]);
    }
}
END_TEST

/* Rebuilds a shape from its key (inverse of eye_shape_key). */
static void shape_of_key(uint64_t key, struct eye_shape *s)
{
    memset(s, 0, sizeof *s);
    uint64_t head = key >> (2 * EYE_KEY_MAX_AREA);
    s->w = (int)(head & 15);
    s->h = (int)((head >> 4) & 15);
    s->off = (uint8_t)((head >> 8) & 15);
    s->short_libs = (head >> 12) & 1;
    ck_assert(s->h * s->w <= EYE_KEY_MAX_AREA);
    uint64_t k = key;
    for (int r = s->h - 1; r >= 0; r--)
        for (int c = s->w - 1; c >= 0; c--) {
            s->cell[r][c] = (uint8_t)(k & 3);
            k >>= 2;
        }
}

START_TEST(test_table_sample_recomputed)
{
    ck_assert_int_gt(eye_table_size, 1000);
    ck_assert_int_ge(eye_table_max_points, 7);
    uint64_t rng = 0x5eed1e55ULL;
    for (int i = 0; i < 300; i++) {
        int idx = (int)(rng_next(&rng) % (uint64_t)eye_table_size);
        const struct eye_table_entry *t = &eye_table[idx];
        struct eye_shape s;
        shape_of_key(t->key, &s);
        ck_assert(eye_shape_key(&s) == t->key);
        struct eye_value v;
        ck_assert(eye_solve(&s, &v, 0, NULL));
        ck_assert_msg(v.min == t->v.min && v.max == t->v.max && v.attack == t->v.attack &&
                          v.defence == t->v.defence,
                      "entry %d: table %d %d %x %x, solver %d %d %x %x", idx, t->v.min,
                      t->v.max, t->v.attack, t->v.defence, v.min, v.max, v.attack, v.defence);
    }
}
END_TEST

START_TEST(test_table_sorted)
{
    for (int i = 1; i < eye_table_size; i++)
        ck_assert(eye_table[i - 1].key < eye_table[i].key);
}
END_TEST

/* A ten-cell space from a game (bench dragons): with shared tables the
 * searches of each game share one table and the vital points are looked
 * for only when the two sides' answers differ, so the dragon analysis's
 * per-search cap of 50,000 nodes is enough (separate tables hit it); the
 * answer is the uncapped one. */
START_TEST(test_runtime_shape_within_cap)
{
    const char *text = "T #..!/##.!/##.!/!!!#";
    struct eye_shape s;
    struct eye_value exact, capped;
    struct eye_solver_stats st;
    ck_assert(eye_shape_parse(text, &s));
    ck_assert(eye_solve(&s, &exact, 0, &st));
    ck_assert(!eye_solve(&s, &capped, 50000, &st));
    ck_assert(eye_solve_until(&s, &capped, 50000, NULL, true, &st));
    ck_assert_int_eq(capped.min, exact.min);
    ck_assert_int_eq(capped.max, exact.max);
    ck_assert_int_eq(capped.attack, exact.attack);
    ck_assert_int_eq(capped.defence, exact.defence);
    ck_assert(exact.min == 0 && exact.max == 1);
    /* A shape whose answer is the same whoever moves first needs no
     * vital point: none is searched for. */
    ck_assert(eye_shape_parse("TL ......!/...####", &s));
    ck_assert(eye_solve_until(&s, &exact, 50000, NULL, true, &st));
    ck_assert(exact.min == 2 && exact.max == 2);
    ck_assert(exact.attack == EYE_NO_CELL && exact.defence == EYE_NO_CELL);
}
END_TEST

/* The owl's memo remembers every shape it solves, thousands of them in a
 * session (a table that stopped growing solved again each shape met
 * after it filled): the second round finds them all, solving none. */
START_TEST(test_memo_remembers_thousands_of_shapes)
{
    enum { SHAPES = 5000 };
    struct eye_shape s;
    struct eye_value v, exact;
    ck_assert(eye_shape_parse("...", &s));
    ck_assert(eye_solve(&s, &exact, 0, NULL));
    struct eye_memo *m = eye_memo_new(5000);
    ck_assert_ptr_nonnull(m);
    for (int round = 0; round < 2; round++)
        for (uint64_t k = 1; k <= SHAPES; k++) {
            ck_assert(eye_memo_solve(m, &s, k * 0x9e3779b97f4a7c15ULL, &v));
            ck_assert(v.min == exact.min && v.max == exact.max && v.attack == exact.attack);
        }
    ck_assert_int_eq(eye_memo_solves(m), SHAPES);
    eye_memo_free(m);
}
END_TEST

/* A memo told to solve shapes of at most eight open points answers one
 * with nine at once as unsolved (the caller estimates it), with no solve
 * and nothing remembered; nine cells with a dead stone inside have eight
 * and are solved; by default the memo solves every shape the solver
 * takes. */
START_TEST(test_memo_leaves_large_shapes_unsolved)
{
    struct eye_shape nine, eight_open;
    struct eye_value v, exact;
    ck_assert(eye_shape_parse(".........", &nine));
    ck_assert(eye_shape_parse("....x....", &eight_open));
    ck_assert_int_eq(eye_shape_size(&eight_open), 9);
    struct eye_memo *m = eye_memo_new(0);
    ck_assert_ptr_nonnull(m);
    eye_memo_set_max_open(m, 8);
    for (int round = 0; round < 2; round++)
        ck_assert(!eye_memo_solve(m, &nine, 9, &v));
    ck_assert_int_eq(eye_memo_solves(m), 0);
    ck_assert(eye_solve(&eight_open, &exact, 0, NULL));
    ck_assert(eye_memo_solve(m, &eight_open, 8, &v));
    ck_assert(v.min == exact.min && v.max == exact.max);
    ck_assert_int_eq(eye_memo_solves(m), 1);
    eye_memo_free(m);
    m = eye_memo_new(0);
    ck_assert_ptr_nonnull(m);
    ck_assert(eye_solve(&nine, &exact, 0, NULL));
    ck_assert(eye_memo_solve(m, &nine, 9, &v));
    ck_assert(v.min == exact.min && v.max == exact.max);
    eye_memo_free(m);
}
END_TEST

/* A memo told to solve shapes of nine cells or more only with at most
 * seven open points answers nine cells with one dead stone inside (eight
 * open) at once as unsolved, with no solve; it still solves nine cells
 * with two dead stones (seven open) and eight empty cells (eight open). */
START_TEST(test_memo_leaves_large_shapes_with_eight_open_unsolved)
{
    struct eye_shape one_dead, two_dead, eight;
    struct eye_value v, exact;
    ck_assert(eye_shape_parse("....x....", &one_dead));
    ck_assert(eye_shape_parse("...x.x...", &two_dead));
    ck_assert(eye_shape_parse("........", &eight));
    struct eye_memo *m = eye_memo_new(0);
    ck_assert_ptr_nonnull(m);
    eye_memo_set_max_open(m, 8);
    eye_memo_set_max_open_large(m, 9, 7);
    ck_assert(!eye_memo_solve(m, &one_dead, 1, &v));
    ck_assert_int_eq(eye_memo_solves(m), 0);
    ck_assert(eye_solve(&two_dead, &exact, 0, NULL));
    ck_assert(eye_memo_solve(m, &two_dead, 2, &v));
    ck_assert(v.min == exact.min && v.max == exact.max);
    ck_assert(eye_solve(&eight, &exact, 0, NULL));
    ck_assert(eye_memo_solve(m, &eight, 3, &v));
    ck_assert(v.min == exact.min && v.max == exact.max);
    ck_assert_int_eq(eye_memo_solves(m), 2);
    eye_memo_free(m);
}
END_TEST

Suite *eyes_suite(void)
{
    Suite *s = suite_create("eyes");
    TCase *t = tcase_create("eyes");
    tcase_set_timeout(t, 60);
    tcase_add_test(t, test_segmentation);
    tcase_add_test(t, test_space_points_in_board_order);
    tcase_add_test(t, test_nearer_colour_decides_the_space);
    tcase_add_test(t, test_equidistant_points_are_margins);
    tcase_add_test(t, test_walled_tie_is_the_owners);
    tcase_add_test(t, test_marginal_point);
    tcase_add_test(t, test_inside_stone);
    tcase_add_test(t, test_false_and_half_eyes);
    tcase_add_test(t, test_capturable_diagonal_stone_makes_a_half_eye);
    tcase_add_test(t, test_only_wanted_spaces_get_their_diagonals);
    tcase_add_test(t, test_classic_shapes);
    tcase_add_test(t, test_edge_and_corner_shapes);
    tcase_add_test(t, test_extended_shapes);
    tcase_add_test(t, test_inside_own_stone_and_shared_margin);
    tcase_add_test(t, test_canonical_form);
    tcase_add_test(t, test_canonical_form_is_the_least_symmetry);
    tcase_add_test(t, test_table_sample_recomputed);
    tcase_add_test(t, test_table_sorted);
    tcase_add_test(t, test_runtime_shape_within_cap);
    tcase_add_test(t, test_memo_remembers_thousands_of_shapes);
    tcase_add_test(t, test_memo_leaves_large_shapes_unsolved);
    tcase_add_test(t, test_memo_leaves_large_shapes_with_eight_open_unsolved);
    suite_add_tcase(s, t);
    return s;
}
