/* test_owl.c — the life-and-death searcher on positions drawn as
 * diagrams: two true eyes live (Benson), straight three dies or lives at
 * its vital point, a two-point eye space is dead, an unenclosed group is
 * not killed, the pyramid four's centre, life by capturing a boundary
 * string, does_attack/does_defend (and with the reply read as a root:
 * move_attacks), an eye behind a wall of loose strings and the owner's
 * pass on two eyes counted there (owl_pass.c), eye spaces giving no
 * eye that are no open room in the engine's small-board reads, nor is
 * room in the opponent's framework an escape there, the node
 * counter and cache, the memo of nodes' evaluations, dragon status by
 * reading, board integrity. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "board/board.h"
#include "board/coord.h"
#include "classical/dragon/dragon.h"
#include "classical/influence/influence.h"
#include "classical/owl/owl.h"
#include "classical/owl/owl_impl.h"
#include "patterns/pattern_match.h"
#include "diagram.h"
#include "owl_fixture.h"

/* Black in the lower left corner, White's wall around it; the eye space
 * is a1 b1 c1 (straight three on the edge). */
static const char *STRAIGHT_THREE[] = {
    ".........",
    ".........",
    ".........",
    ".........",
    ".........",
    ".........",
    "OOOOO....",
    "XXXXO....",
    "...XO....",
};

/* A seki of three stones in the corner (B1 C1 D1 against Black's wall
 * A2-F2 F1): Black A1 or E1 puts the wall in atari. */
static const char *SEKI_THREE[] = {
    ".........",
    ".........",
    ".........",
    ".........",
    ".........",
    ".........",
    "OOOOOOO..",
    "XXXXXXO..",
    ".OOO.XO..",
};

/* owl_move_attacks reads the reply as a root: it agrees with owl_defend
 * asked after the move. */
START_TEST(test_move_attacks_agrees_with_defend_after)
{
    struct board b;
    board_diagram(&b, 9, SEKI_THREE);
    struct owl *o = owl_new(NULL);
    uint64_t h = b.hash;
    coord m;
    ck_assert_int_eq(owl_move_attacks(o, &b, NULL, V(&b, "e1"), V(&b, "b1")), READ_FAIL);
    ck_assert_int_eq(owl_move_attacks(o, &b, NULL, V(&b, "a1"), V(&b, "b1")), READ_FAIL);
    ck_assert_uint_eq(b.hash, h);
    ck_assert(board_play(&b, BLACK, V(&b, "e1")) == MOVE_OK);
    ck_assert_int_eq(owl_defend(o, &b, NULL, V(&b, "b1"), &m), READ_WIN);
    owl_free(o);
}
END_TEST

START_TEST(test_straight_three_vital_point)
{
    struct board b;
    board_diagram(&b, 9, STRAIGHT_THREE);
    struct owl *o = owl_new(NULL);
    uint64_t h = b.hash;
    coord m;
    ck_assert_int_eq(owl_attack(o, &b, NULL, V(&b, "a2"), &m), READ_WIN);
    ck_assert_msg(m == V(&b, "b1"), "attack at %d", m);
    ck_assert_int_eq(owl_defend(o, &b, NULL, V(&b, "a2"), &m), READ_WIN);
    ck_assert_msg(m == V(&b, "b1"), "defence at %d", m);
    ck_assert_int_eq(owl_does_attack(o, &b, NULL, V(&b, "b1"), V(&b, "a2")), READ_WIN);
    ck_assert_int_eq(owl_does_defend(o, &b, NULL, V(&b, "b1"), V(&b, "a2")), READ_WIN);
    ck_assert_int_eq(owl_does_defend(o, &b, NULL, V(&b, "a1"), V(&b, "a2")), READ_FAIL);
    ck_assert(b.hash == h && b.depth == 0);
    char why[128];
    ck_assert_msg(board_consistent(&b, why, sizeof why), "%s", why);
    owl_free(o);
    board_free(&b);
}
END_TEST

/* The memo of a node's evaluation and candidates (owl_memo.c) answers
 * only for the node it was given: the same side, the same line (root
 * layout and moves), and remembers whether candidates came with it.
 * The root's layout is more than its stones: the same string built in
 * another order has another head or stone order, hence another key. */
START_TEST(test_memo_keys_the_line)
{
    struct board b;
    board_diagram(&b, 9, STRAIGHT_THREE);
    struct owl *o = owl_new(NULL);
    owl_set_goal(o, &b, NULL, V(&b, "a2"));
    struct owl_eval ev, got;
    struct owl_cands c, gotc;
    bool has;
    owl_evaluate(o, WHITE, &ev);
    ck_assert(!owl_memo_get(o, 0, &got, &gotc, &has));
    owl_memo_put(o, 0, &ev, NULL);
    ck_assert(owl_memo_get(o, 0, &got, &gotc, &has) && !has);
    ck_assert_int_eq(got.eyes_min, ev.eyes_min);
    owl_gen_attack(o, &ev, &c);
    ck_assert_int_gt(c.n, 0);
    owl_memo_put(o, 0, &ev, &c);
    ck_assert(owl_memo_get(o, 0, &got, &gotc, &has) && has);
    ck_assert_int_eq(gotc.n, c.n);
    ck_assert_int_eq(gotc.p[0], c.p[0]);
    ck_assert(!owl_memo_get(o, 1, &got, &gotc, &has));
    uint64_t line = o->path_hash;
    o->path_hash = owl_memo_step(line, WHITE, V(&b, "b1"), false);
    ck_assert(!owl_memo_get(o, 0, &got, &gotc, &has));
    o->path_hash = line;
    owl_clear_cache(o);
    ck_assert(!owl_memo_get(o, 0, &got, &gotc, &has));

    struct board x, y;
    board_init(&x, 9);
    board_init(&y, 9);
    const char *order[3] = {"d4", "e4", "f4"};
    for (int i = 0; i < 3; i++) {
        ck_assert(board_play(&x, BLACK, V(&x, order[i])) == MOVE_OK);
        ck_assert(board_play(&x, WHITE, V(&x, i == 0 ? "a9" : i == 1 ? "b9" : "c9")) == MOVE_OK);
        ck_assert(board_play(&y, BLACK, V(&y, order[2 - i])) == MOVE_OK);
        ck_assert(board_play(&y, WHITE, V(&y, i == 0 ? "a9" : i == 1 ? "b9" : "c9")) == MOVE_OK);
    }
    ck_assert(x.hash == y.hash);
    ck_assert(owl_memo_base(&x) != owl_memo_base(&y));
    ck_assert(owl_memo_base(&x) == owl_memo_base(&x));
    board_free(&x);
    board_free(&y);
    owl_free(o);
    board_free(&b);
}
END_TEST

/* Two separate true eyes, a1 and c1: unconditionally alive. */
static const char *TWO_EYES[] = {
    ".........",
    ".........",
    ".........",
    ".........",
    ".........",
    ".........",
    "OOOOO....",
    "XXXXO....",
    ".X.XO....",
};

START_TEST(test_two_eyes_alive)
{
    struct board b;
    board_diagram(&b, 9, TWO_EYES);
    struct owl *o = owl_new(NULL);
    coord m;
    ck_assert_int_eq(owl_attack(o, &b, NULL, V(&b, "b1"), &m), READ_FAIL);
    ck_assert_int_eq(owl_defend(o, &b, NULL, V(&b, "b1"), &m), READ_WIN);
    ck_assert(m == PASS);
    owl_free(o);
    board_free(&b);
}
END_TEST

/* Eye space a1 b1 only: one eye whoever moves. */
static const char *ONE_EYE[] = {
    ".........",
    ".........",
    ".........",
    ".........",
    ".........",
    ".........",
    "OOOOO....",
    "XXXXO....",
    "..XXO....",
};

START_TEST(test_one_eye_dead)
{
    struct board b;
    board_diagram(&b, 9, ONE_EYE);
    struct owl *o = owl_new(NULL);
    coord m;
    ck_assert_int_eq(owl_defend(o, &b, NULL, V(&b, "c1"), &m), READ_FAIL);
    ck_assert_int_eq(owl_attack(o, &b, NULL, V(&b, "c1"), &m), READ_WIN);
    owl_free(o);
    board_free(&b);
}
END_TEST

/* Two stones in the open centre cannot be killed. */
START_TEST(test_open_group_lives)
{
    struct board b;
    board_init(&b, 19);
    ck_assert(board_play(&b, BLACK, V(&b, "k10")) == MOVE_OK);
    ck_assert(board_play(&b, WHITE, V(&b, "c3")) == MOVE_OK);
    ck_assert(board_play(&b, BLACK, V(&b, "k11")) == MOVE_OK);
    struct owl *o = owl_new(NULL);
    coord m;
    ck_assert_int_eq(owl_attack(o, &b, NULL, V(&b, "k10"), &m), READ_FAIL);
    ck_assert_int_eq(owl_defend(o, &b, NULL, V(&b, "k10"), &m), READ_WIN);
    owl_free(o);
    board_free(&b);
}
END_TEST

/* Pyramid four on the edge: eye space b1 c1 d1 c2.  Whoever plays the
 * centre c1 first decides: Black there has three separate eyes, White
 * there leaves one. */
static const char *PYRAMID_FOUR[] = {
    ".........",
    ".........",
    ".........",
    ".........",
    ".........",
    "OOOOO....",
    "OXXXOO...",
    "XX.XXO...",
    "X...XO...",
};

START_TEST(test_pyramid_four)
{
    struct board b;
    board_diagram(&b, 9, PYRAMID_FOUR);
    struct owl *o = owl_new(NULL);
    coord m;
    ck_assert_int_eq(owl_defend(o, &b, NULL, V(&b, "b2"), &m), READ_WIN);
    ck_assert_msg(m == V(&b, "c1"), "defence at %d", m);
    ck_assert_int_eq(owl_attack(o, &b, NULL, V(&b, "b2"), &m), READ_WIN);
    ck_assert_msg(m == V(&b, "c1"), "attack at %d", m);
    ck_assert_int_eq(owl_does_attack(o, &b, NULL, V(&b, "b1"), V(&b, "b2")), READ_FAIL);
    owl_free(o);
    board_free(&b);
}
END_TEST

/* A race at d1: Black's group (a3) has only the square four a1 a2 b1 b2,
 * one eye; White's d2 and Black's e2-e1 are both in atari at d1.  Black
 * at d1 captures d2 and gets the second eye there; White at d1 captures
 * e2-e1 and leaves one eye.  (Black a2 would also live: it makes the
 * corner a bent three, and b1 and d1 are miai; so the failing defence
 * tested is a move elsewhere.) */
static const char *CAPTURE_TO_LIVE[] = {
    ".........",
    ".........",
    ".........",
    ".........",
    ".........",
    "OOOOOO...",
    "XXXXO....",
    "..XOXO...",
    "..X.XO...",
};

START_TEST(test_lives_by_capturing)
{
    struct board b;
    board_diagram(&b, 9, CAPTURE_TO_LIVE);
    struct owl *o = owl_new(NULL);
    coord m;
    ck_assert_int_eq(owl_defend(o, &b, NULL, V(&b, "a3"), &m), READ_WIN);
    ck_assert_msg(m == V(&b, "d1"), "defence at %d", m);
    ck_assert_int_eq(owl_attack(o, &b, NULL, V(&b, "a3"), &m), READ_WIN);
    ck_assert_msg(m == V(&b, "d1"), "attack at %d", m);
    ck_assert_int_eq(owl_does_defend(o, &b, NULL, V(&b, "h8"), V(&b, "a3")), READ_FAIL);
    owl_free(o);
    board_free(&b);
}
END_TEST

/* Black's c9 takes the ko and captures White's d9.  When White's
 * corner string has no liberty beyond a9, winning the ko back (d9, then
 * connecting at c9) still leaves it in atari: the capture kills
 * outright.  With a7 open it is a real ko. */
static const char *KO_NOT_WORTH[] = {
    ".O.OX....",
    "OOOXX....",
    "XXXX.....",
    ".........",
    ".........",
    ".........",
    ".........",
    ".........",
    ".........",
};
static const char *KO_WORTH[] = {
    ".O.OX....",
    "OOOXX....",
    ".XXX.....",
    ".........",
    ".........",
    ".........",
    ".........",
    ".........",
    ".........",
};

START_TEST(test_ko_capture_of_the_goal)
{
    struct board b;
    struct owl *o = owl_new(NULL);
    board_diagram(&b, 9, KO_NOT_WORTH);
    ck_assert_int_eq(owl_does_attack(o, &b, NULL, V(&b, "c9"), V(&b, "d9")), READ_WIN);
    ck_assert(b.depth == 0);
    board_free(&b);
    board_diagram(&b, 9, KO_WORTH);
    ck_assert_int_eq(owl_does_attack(o, &b, NULL, V(&b, "c9"), V(&b, "d9")), READ_KO_A);
    ck_assert(b.depth == 0);
    board_free(&b);
    owl_free(o);
}
END_TEST

/* Black's two stones d5 e5 have two liberties, e4 and f5; the tactician
 * cannot capture them (Black's g5 and f3 break the ladders), yet both liberties
 * are moves for both sides of the owl: the atari that shapes the
 * attack, the extension that keeps the group's liberties. */
START_TEST(test_short_liberties_are_candidates)
{
    struct board b;
    board_init(&b, 9);
    ck_assert(board_setup_stone(&b, BLACK, V(&b, "d5")) == MOVE_OK);
    ck_assert(board_setup_stone(&b, BLACK, V(&b, "e5")) == MOVE_OK);
    ck_assert(board_setup_stone(&b, BLACK, V(&b, "g5")) == MOVE_OK);
    ck_assert(board_setup_stone(&b, BLACK, V(&b, "f3")) == MOVE_OK);
    const char *white[] = {"d6", "e6", "c5", "d4"};
    for (size_t i = 0; i < 4; i++)
        ck_assert(board_setup_stone(&b, WHITE, V(&b, white[i])) == MOVE_OK);
    struct owl *o = owl_new(NULL);
    ck_assert_int_eq(reading_attack(o->tactics, &b, V(&b, "d5"), NULL), READ_FAIL);
    o->b = &b;
    o->color = BLACK;
    o->origin = V(&b, "d5");
    o->root_depth = b.depth;
    memset(o->goal, 0, sizeof o->goal);
    o->goal[V(&b, "d5")] = o->goal[V(&b, "e5")] = 1;
    struct owl_eval ev;
    struct owl_cands att, def;
    owl_evaluate(o, WHITE, &ev);
    owl_gen_attack(o, &ev, &att);
    owl_evaluate(o, BLACK, &ev);
    owl_gen_defend(o, &ev, &def);
    const char *libs[] = {"f5", "e4"};
    for (int k = 0; k < 2; k++) {
        bool in_att = false, in_def = false;
        for (int i = 0; i < att.n; i++)
            in_att |= att.p[i] == V(&b, libs[k]);
        for (int i = 0; i < def.n; i++)
            in_def |= def.p[i] == V(&b, libs[k]);
        ck_assert_msg(in_att && in_def, "%s: attack %d defence %d", libs[k], in_att, in_def);
    }
    owl_free(o);
    board_free(&b);
}
END_TEST

/* The score of p among the attacker's candidates on the goal at v (0 when
 * it is not one), with or without the life patterns. */
static int attack_score(struct board *b, const char *v, const char *p,
                        const struct pattern_set *ps)
{
    struct owl *o = owl_new(NULL);
    owl_set_patterns(o, ps);
    o->b = b;
    o->color = b->color[V(b, v)];
    o->origin = V(b, v);
    o->root_depth = b->depth;
    memset(o->goal, 0, sizeof o->goal);
    FOR_EACH_POINT(b, q)
        o->goal[q] = b->color[q] == o->color;
    struct owl_eval ev;
    struct owl_cands c;
    owl_evaluate(o, other_color(o->color), &ev);
    owl_gen_attack(o, &ev, &c);
    int score = 0;
    for (int i = 0; i < c.n; i++)
        if (c.p[i] == V(b, p))
            score = c.score[i];
    owl_free(o);
    return score;
}

/* White's first-line hane at c1, from b2 under Black's wall on the second
 * line (patterns/life.pat, life_first_line_hane): the life pattern
 * raises the move among White's attacking moves. */
static const char *EDGE_HANE[] = {
    ".........",
    ".........",
    ".........",
    ".........",
    ".........",
    "..OOOOO..",
    ".OXXXXXO.",
    ".OX...XO.",
    ".........",
};

START_TEST(test_life_pattern_moves)
{
    struct board b;
    board_diagram(&b, 9, EDGE_HANE);
    struct pattern_set *ps = pattern_set_new_builtin();
    ck_assert_ptr_nonnull(ps);
    int without = attack_score(&b, "c3", "c1", NULL);
    int with = attack_score(&b, "c3", "c1", ps);
    ck_assert_msg(with > without, "c1: %d with the patterns, %d without", with, without);
    pattern_set_free(ps);
    board_free(&b);
}
END_TEST

static enum stone_status status_of(const char *rows[], const char *v, coord *att, coord *def)
{
    struct owl_fixture f;
    owl_fixture_open(&f, 9, rows, false);
    int d = dragon_index_at(&f.a, V(&f.b, v));
    ck_assert(d != DRAGON_NONE);
    enum stone_status st = owl_dragon_status(f.o, &f.b, &f.a, d, att, def);
    owl_fixture_close(&f);
    return st;
}

START_TEST(test_dragon_status)
{
    coord att, def;
    struct board b;
    board_init(&b, 9);
    ck_assert_int_eq(status_of(STRAIGHT_THREE, "a2", &att, &def), STATUS_CRITICAL);
    ck_assert(att == V(&b, "b1") && def == V(&b, "b1"));
    ck_assert_int_eq(status_of(TWO_EYES, "b1", &att, &def), STATUS_ALIVE);
    ck_assert_int_eq(status_of(ONE_EYE, "c1", &att, &def), STATUS_DEAD);
    board_free(&b);
}
END_TEST

/* L+1 with the leg on the long side (A3), no outside liberty: Black B1
 * (the 2-1 point) lives; White kills at B1, C1, D1 or B2.  The point
 * both sides want, B1, is named as the attack too. */
static const char *L_PLUS_LONG[] = {
    ".........",
    ".........",
    ".........",
    ".........",
    "OOOOOO...",
    "OOOOOO...",
    "XXXXOO...",
    "...XOO...",
    "....OO...",
};

START_TEST(test_dragon_status_shared_vital_point)
{
    coord att, def;
    struct board b;
    board_init(&b, 9);
    ck_assert_int_eq(status_of(L_PLUS_LONG, "d3", &att, &def), STATUS_CRITICAL);
    ck_assert_msg(def == V(&b, "b1"), "defence at %d", def);
    ck_assert_msg(att == V(&b, "b1"), "attack at %d", att);
    board_free(&b);
}
END_TEST

/* A 19x19 corner: Black S5 S4 R3 R2 S2 behind White's wall.  The space
 * T1-T5, S3, S1, R1, Q1 gives two eyes (White's hane T5 is answered at
 * T3; tools/lifesolve with the region P1:T1 T2:T6 S3 finds no kill), and
 * the static verdict says alive.  The searcher's first kill, T5, is
 * refuted only by the owner's ninth candidate, beyond the width it
 * reads at the first ply: the report's verdict, which makes a kill that
 * overturns a static "alive" hold against a root-wide reply, says alive. */
static const char *CORNER_HANE[] = {
    "...................", "...................", "...................",
    "...................", "...................", "...................",
    "...................", "...................", "...................",
    "...................", "...................", "...................",
    "................O..", "................OO.", "................OX.",
    "...............OOX.", "...............OX..", "..............OOXX.",
    "...................",
};

START_TEST(test_dragon_verdict_needs_a_kill_that_holds)
{
    struct owl_fixture f;
    owl_fixture_open(&f, 19, CORNER_HANE, false);
    int d = owl_fixture_dragon(&f, "r3");
    ck_assert_int_eq(f.a.dragon[d].status, STATUS_ALIVE);
    ck_assert_int_eq(owl_move_attacks(f.o, &f.b, &f.a, V(&f.b, "t5"), V(&f.b, "r3")), READ_FAIL);
    coord att, def;
    ck_assert_int_eq(owl_dragon_verdict(f.o, &f.b, &f.a, d, &att, &def), STATUS_ALIVE);
    ck_assert(att == PASS && def == PASS);
    owl_fixture_close(&f);
}
END_TEST

/* A 19x19 corner: Black A3 B4 C3 C2 with White's placement B2 under a
 * wall.  Black B1 lives, White B1 or B3 kills (tools/lifesolve, region
 * A1:F2 B3 A4).  The searcher's own read shares one node budget among
 * the owner's root moves; the verdict does not call the dragon dead
 * before each root move has been read on its own, and names a saving
 * move that holds against a root-wide reply. */
static const char *CORNER_PLACEMENT[] = {
    "...................", "...................", "...................",
    "...................", "...................", "...................",
    "...................", "...................", "...................",
    "...................", "...................", "...................",
    "...................", "...................", ".OO................",
    ".XOO...............", "X.XOOOO............", ".OX................",
    "...................",
};

START_TEST(test_dragon_verdict_reads_each_save)
{
    struct owl_fixture f;
    owl_fixture_open(&f, 19, CORNER_PLACEMENT, false);
    int d = owl_fixture_dragon(&f, "c3");
    coord att, def;
    ck_assert_int_eq(owl_dragon_verdict(f.o, &f.b, &f.a, d, &att, &def), STATUS_CRITICAL);
    ck_assert_msg(att == V(&f.b, "b1") || att == V(&f.b, "b3"), "attack at %d", att);
    ck_assert_int_ne(owl_move_defends(f.o, &f.b, &f.a, def, V(&f.b, "c3")), READ_FAIL);
    owl_fixture_close(&f);
}
END_TEST

/* A dragon the static analysis cannot settle gets the searcher's answer
 * from the verdict too: the straight three's vital point for both. */
START_TEST(test_dragon_verdict_reads_unsettled_dragons)
{
    struct owl_fixture f;
    owl_fixture_open(&f, 9, STRAIGHT_THREE, false);
    int d = dragon_index_at(&f.a, V(&f.b, "a2"));
    coord att, def;
    ck_assert_int_eq(owl_dragon_verdict(f.o, &f.b, &f.a, d, &att, &def), STATUS_CRITICAL);
    ck_assert(att == V(&f.b, "b1") && def == V(&f.b, "b1"));
    owl_fixture_close(&f);
}
END_TEST

/* The bent four in the corner without outside liberties, Black's wall
 * short of liberties.  White's 1-2 point A2 gives a ko: Black throws in
 * at A1 (a self-atari that puts A2 in atari), White takes it at B1 (a ko
 * capture) and Black must find a threat to retake.  A1 must be among
 * Black's moves: without it the searcher called A2 an outright kill. */
static const char *BENT_FOUR_KO[] = {
    ".........",
    ".........",
    ".........",
    ".........",
    "OOO......",
    "XXO......",
    ".XOO.....",
    ".XXO.....",
    "..XO.....",
};

START_TEST(test_ko_throw_in_defends)
{
    struct board b;
    board_diagram(&b, 9, BENT_FOUR_KO);
    struct owl *o = owl_new(NULL);
    coord m;
    ck_assert_int_eq(owl_attack(o, &b, NULL, V(&b, "a4"), &m), READ_KO_A);
    ck_assert_msg(m == V(&b, "a2"), "attack at %d", m);
    ck_assert(board_trymove(&b, WHITE, V(&b, "a2")));
    ck_assert_int_eq(owl_defend(o, &b, NULL, V(&b, "a4"), &m), READ_KO_B);
    ck_assert_msg(m == V(&b, "a1"), "defence at %d", m);
    board_popmove(&b);
    ck_assert(b.depth == 0);
    owl_free(o);
    board_free(&b);
}
END_TEST

/* A full candidate list gives up its weakest move for a better one. */
/* Black's H8 group has two eye spaces that each give an eye as shapes:
 * G8, and H9 J9 H7 J7 around White's J8.  But the walls are loose
 * strings: G8's eye is walled by F9-G9-F8 (two liberties), G7 (two) and
 * H8.  White H7 ataris G7, whose only way out is to fill G8, the eye;
 * Black moving first gets no more than a ko at H7 (GNU Go 3.8:
 * owl_attack H8 = 1 H7, owl_defend H8 = 2 H7).  So the evaluator must
 * not call Black alive with either side to move, as it did with Black to
 * move when it read each space's wall as one string. */
static const char *LOOSE_WALL[] = {
    "....OXX..",
    "....OX.XO",
    "....OOX..",
    ".....OOXX",
    "....OOOOX",
    "......O.O",
    ".........",
    ".........",
    ".........",
};

static enum owl_verdict root_verdict(struct board *b, const char *v, int to_move)
{
    struct owl *o = owl_new(NULL);
    owl_set_goal(o, b, NULL, V(b, v));
    o->b = b;
    struct owl_eval ev;
    owl_evaluate(o, to_move, &ev);
    owl_free(o);
    return ev.verdict;
}

START_TEST(test_eye_behind_a_loose_wall_is_not_sure)
{
    struct board b;
    board_diagram(&b, 9, LOOSE_WALL);
    ck_assert_int_ne(root_verdict(&b, "h8", BLACK), OWL_ALIVE);
    ck_assert_int_ne(root_verdict(&b, "h8", WHITE), OWL_ALIVE);
    struct owl *o = owl_new(NULL);
    coord m;
    ck_assert_int_eq(owl_attack(o, &b, NULL, V(&b, "h8"), &m), READ_WIN);
    ck_assert(m == V(&b, "h7"));
    ck_assert_int_eq(owl_defend(o, &b, NULL, V(&b, "h8"), &m), READ_KO_A);
    owl_free(o);
    board_free(&b);
}
END_TEST

/* Black's group on the lower right, two one-point eyes at H3 and J2;
 * the H3 eye's wall holds H4-H5, whose two liberties are H3 and J4, and
 * White's J4 would be a self-atari Black takes at J6 (GNU Go 3.8 calls
 * the group alive, owl_defend 1 PASS).  The evaluator counts two eyes in
 * two spaces but calls the node unclear (cuttable_eye): the owner's
 * pass may be read there, not twice in a row, not near the horizon. */
static const char *TWO_EYES_LOOSE_WALL[] = {
    ".........",
    ".........",
    ".......O.",
    "......OO.",
    "......OXO",
    ".....OOX.",
    ".....OX.X",
    ".....OXX.",
    ".....OOXX",
};

/* Black's straight four on the edge: two eyes counted in one space. */
static const char *STRAIGHT_FOUR[] = {
    ".........",
    ".........",
    ".........",
    ".........",
    ".........",
    ".........",
    "OOOOOO...",
    "XXXXXO...",
    "....XO...",
};

static void evaluate_goal(struct owl *o, struct board *b, const char *v, struct owl_eval *ev)
{
    owl_set_goal(o, b, NULL, V(b, v));
    o->b = b;
    o->root_depth = b->depth;
    owl_evaluate(o, BLACK, ev);
}

START_TEST(test_two_eye_pass_on_an_unclear_node)
{
    struct board b;
    board_diagram(&b, 9, TWO_EYES_LOOSE_WALL);
    struct owl *o = owl_new(NULL);
    struct owl_eval ev;
    evaluate_goal(o, &b, "h4", &ev);
    ck_assert_int_eq(ev.eyes_min, 2);
    ck_assert_int_eq(ev.eye_spaces, 2);
    ck_assert_int_eq(ev.verdict, OWL_UNCLEAR);
    ck_assert(owl_may_pass_two_eyes(o, &ev));
    ck_assert(!owl_may_pass(o, &ev));
    int root = o->root_depth;
    o->root_depth = b.depth - (o->max_depth - 5);
    ck_assert(!owl_may_pass_two_eyes(o, &ev));
    o->root_depth = root;
    ck_assert(board_trymove(&b, WHITE, PASS));
    ck_assert(!owl_may_pass_two_eyes(o, &ev));
    board_popmove(&b);
    coord m;
    ck_assert_int_eq(owl_attack(o, &b, NULL, V(&b, "h4"), &m), READ_FAIL);
    owl_free(o);
    board_free(&b);
}
END_TEST

START_TEST(test_no_two_eye_pass_in_one_space)
{
    struct board b;
    board_diagram(&b, 9, STRAIGHT_FOUR);
    struct owl *o = owl_new(NULL);
    struct owl_eval ev;
    evaluate_goal(o, &b, "a2", &ev);
    ck_assert_int_eq(ev.eyes_min, 2);
    ck_assert_int_eq(ev.eye_spaces, 1);
    ck_assert(!owl_may_pass_two_eyes(o, &ev));
    owl_free(o);
    board_free(&b);
}
END_TEST

START_TEST(test_full_candidate_list_keeps_the_best)
{
    struct owl_cands c;
    owl_cands_init(&c);
    for (int i = 0; i < OWL_MAX_CANDS; i++)
        owl_cands_add(&c, (coord)(100 + i), 10 + i);
    owl_cands_add(&c, 50, 90);
    owl_cands_add(&c, 51, 5);
    bool has50 = false, has51 = false, has100 = false;
    for (int i = 0; i < c.n; i++) {
        has50 |= c.p[i] == 50;
        has51 |= c.p[i] == 51;
        has100 |= c.p[i] == 100;
    }
    ck_assert_int_eq(c.n, OWL_MAX_CANDS);
    ck_assert(has50 && !has51 && !has100);
}
END_TEST

START_TEST(test_counter_and_cache)
{
    struct board b;
    board_diagram(&b, 9, STRAIGHT_THREE);
    struct owl *o = owl_new(NULL);
    coord m;
    owl_attack(o, &b, NULL, V(&b, "a2"), &m);
    long cold = o->stats.nodes;
    ck_assert(cold > 0);
    owl_attack(o, &b, NULL, V(&b, "a2"), &m);
    ck_assert(o->stats.cache_hits > 0);
    ck_assert(o->stats.nodes - cold <= cold);
    owl_reset_counter(o);
    ck_assert_int_eq(o->stats.nodes, 0);
    owl_free(o);
    board_free(&b);
}
END_TEST

/* A 9x9 middle game (the GNU Go reference's s22 game 23, move 37,
 * after White's e8, Black's a8, White's f6, Black's h2, White's h1,
 * Black's e4, White's e2): Black's group from a8 to h3 has one sure eye
 * on the top edge (a9-d9), a false one at d7, and the f4 and j2-j4
 * spaces that give none; no liberty leads out.  GNU Go 3.8 calls it
 * dead (owl_defend 0).  Its eye spaces' points made 9 points of open
 * room, and the evaluator called it alive by room.  In the engine's
 * reads (strict_escape) on a small board the points of spaces giving
 * no eye are no room; the GTP answers (strict_escape off) keep the
 * old count. */
static const char *ENCLOSED_ONE_EYE[] = {
    ".........", "XXXXOO...", ".OX.XXO..", ".OOX.OOO.", ".OXXXXXO.",
    "..OXX.XX.", "..OXOXOX.", "..OOOOOX.", ".......O.",
};

START_TEST(test_eyeless_spaces_are_no_room_in_engine_reads)
{
    struct board b;
    board_diagram(&b, 9, ENCLOSED_ONE_EYE);
    struct owl *o = owl_new(NULL);
    struct owl_eval ev;
    evaluate_goal(o, &b, "b8", &ev);
    ck_assert_int_eq(ev.outside_libs, 0);
    ck_assert_int_ge(ev.open_points, 8);
    ck_assert_int_eq(ev.verdict, OWL_ALIVE);
    o->strict_escape = true;
    evaluate_goal(o, &b, "b8", &ev);
    ck_assert_int_lt(ev.open_points, 8);
    ck_assert_int_ne(ev.verdict, OWL_ALIVE);
    owl_free(o);
    board_free(&b);
}
END_TEST

/* global.tst 46 (Neurogo97-1, 9x9) after White's c4 and Black's d5:
 * White's 13 stones from a6 to h3 have one eye in the corner and look
 * out at d4-d6-f5, the middle that Black's c7, e7, g7, g5 and h4
 * surround.  GNU Go 3.8: owl_defend 0 (d5 kills).  Its two outward
 * liberties and 9 open points called it escaped; in the engine's reads
 * of a big dragon on a small board the escape must reach open ground
 * (escape_holds), as under the strict escape on the big boards. */
static const char *RUN_INTO_A_FRAMEWORK[] = {
    ".........", ".........", "..X.X.X..", "OX.......", "OX.X..X..",
    "OXO.OO.X.", ".OOOO.OO.", "..OXXXXX.", ".........",
};

START_TEST(test_room_in_a_framework_is_no_escape_in_engine_reads)
{
    struct board b;
    board_diagram(&b, 9, RUN_INTO_A_FRAMEWORK);
    struct owl *o = owl_new(NULL);
    struct owl_eval ev;
    evaluate_goal(o, &b, "a6", &ev);
    ck_assert_int_gt(ev.outside_libs, 0);
    ck_assert_int_ge(ev.open_points, 8);
    ck_assert_int_eq(ev.verdict, OWL_ALIVE);
    o->strict_escape = true;
    evaluate_goal(o, &b, "a6", &ev);
    ck_assert_int_ne(ev.verdict, OWL_ALIVE);
    owl_free(o);
    board_free(&b);
}
END_TEST

static const char *OWN_OPEN_CORNER[] = {
    ".........", ".....X...", ".OO..OX..", "XX..OOX..", "..O.OX...",
    "..OOOX...", ".XXOX....", "...XX....", ".........",
};

/* The GNU Go reference's s22 and s23 game 22 after Black's B6 and
 * White's B7: White's 12 stones from C4 to F7 with the open upper left,
 * alive to GNU Go 3.8 (owl_attack 0 before B6; after B6 B7 too).  Two
 * liberties lead out and 11 points are open room, but the strict
 * escape's walk reaches one point of open ground (the corner lies within
 * three lines of Black's A6, B6 and F8, White's own stones not weighed),
 * so the engine's reads called it unescaped and B4 "killed".  The
 * corner is walled by White's stones (reach.h, walled room): in the
 * engine's small-board reads of a big dragon that is room to live. */
START_TEST(test_own_walled_corner_is_room_in_engine_reads)
{
    struct owl_fixture f;
    owl_fixture_open(&f, 9, OWN_OPEN_CORNER, false);
    struct owl_eval ev;
    f.o->strict_escape = true;
    owl_set_goal(f.o, &f.b, &f.a, V(&f.b, "c5"));
    f.o->b = &f.b;
    f.o->root_depth = f.b.depth;
    owl_evaluate(f.o, BLACK, &ev);
    ck_assert_int_gt(ev.outside_libs, 0);
    ck_assert_int_ge(ev.open_points, 8);
    ck_assert_int_eq(ev.verdict, OWL_ALIVE);
    ck_assert(ev.by_escape);
    owl_fixture_close(&f);
}
END_TEST

Suite *owl_suite(void)
{
    Suite *s = suite_create("owl");
    TCase *t = tcase_create("owl");
    tcase_set_timeout(t, 60);
    tcase_add_test(t, test_straight_three_vital_point);
    tcase_add_test(t, test_two_eyes_alive);
    tcase_add_test(t, test_one_eye_dead);
    tcase_add_test(t, test_open_group_lives);
    tcase_add_test(t, test_pyramid_four);
    tcase_add_test(t, test_counter_and_cache);
    tcase_add_test(t, test_memo_keys_the_line);
    tcase_add_test(t, test_dragon_status);
    tcase_add_test(t, test_dragon_status_shared_vital_point);
    tcase_add_test(t, test_dragon_verdict_needs_a_kill_that_holds);
    tcase_add_test(t, test_dragon_verdict_reads_unsettled_dragons);
    tcase_add_test(t, test_dragon_verdict_reads_each_save);
    tcase_add_test(t, test_ko_throw_in_defends);
    tcase_add_test(t, test_lives_by_capturing);
    tcase_add_test(t, test_move_attacks_agrees_with_defend_after);
    tcase_add_test(t, test_short_liberties_are_candidates);
    tcase_add_test(t, test_life_pattern_moves);
    tcase_add_test(t, test_ko_capture_of_the_goal);
    tcase_add_test(t, test_full_candidate_list_keeps_the_best);
    tcase_add_test(t, test_eye_behind_a_loose_wall_is_not_sure);
    tcase_add_test(t, test_two_eye_pass_on_an_unclear_node);
    tcase_add_test(t, test_no_two_eye_pass_in_one_space);
    tcase_add_test(t, test_eyeless_spaces_are_no_room_in_engine_reads);
    tcase_add_test(t, test_room_in_a_framework_is_no_escape_in_engine_reads);
    tcase_add_test(t, test_own_walled_corner_is_room_in_engine_reads);
    suite_add_tcase(s, t);
    return s;
}
