/* test_classical_fight.c — the fighting move generators of the classical
 * engine on positions drawn as diagrams: combination attacks (a double
 * atari found, its defences listed, no combination when a target is
 * already lost or a threat can be met), and the reasons the generators
 * post (combination, alternative killing and saving moves and where
 * they are looked for, races, strengthening a weak dragon, small
 * statically alive dragons in danger read by the owl (read again with
 * the root's kill and save checked when the keys stray), as are one to
 * three stones whose two eyes are only counted, no save of a
 * critical dragon whose kill is not confirmed, a threat counted in the
 * kill of its dragon, no race the owl has settled, no kill at a key
 * that the root-wide reply refutes). */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "board/coord.h"
#include "board/game.h"
#include "classical/engine/classical.h"
#include "classical/movegen/combination.h"
#include "classical/movegen/movegen.h"
#include "classical/dragon/dragon.h"
#include "classical/owl/owl.h"
#include "classical/reading/reading.h"
#include "diagram.h"

/* The combination reader on b for color; returns how many attacks. */
static int attacks(struct board *b, int color, struct combination_move *m, coord *def,
                   int *ndef)
{
    struct reading *r = reading_new();
    struct dragon_analysis a;
    ck_assert(dragon_analyze(&a, b, r, NULL, NULL));
    struct combination *c = malloc(sizeof *c);
    ck_assert(c != NULL);
    combination_init(c, r, b, &a, NULL, color);
    int n = combination_attacks(c, m, COMBINATION_MAX);
    if (def)
        *ndef = combination_defences(c, def, 32);
    free(c);
    dragon_analysis_free(&a);
    reading_free(r);
    return n;
}

/* Black D5 ataris C5 and E5 at once; alone, each would escape towards
 * White's wall on the third line. */
static const char *DOUBLE_ATARI[] = {
    ".........",
    ".........",
    ".........",
    "..X.X....",
    ".XO.OX...",
    ".........",
    "..OOO....",
    ".........",
    ".........",
};

START_TEST(double_atari_is_a_combination)
{
    struct game g;
    diagram(&g, 9, DOUBLE_ATARI, BLACK);
    struct combination_move m[COMBINATION_MAX];
    coord def[32];
    int ndef = 0;
    int n = attacks(&g.board, BLACK, m, def, &ndef);
    ck_assert_int_eq(n, 1);
    ck_assert_int_eq(m[0].move, V(&g.board, "D5"));
    ck_assert_int_eq(m[0].size, 1);
    ck_assert(m[0].target == V(&g.board, "C5") || m[0].target == V(&g.board, "E5"));
    /* White stops it by taking the point or extending either stone
     * first; the list is in board order (top row first). */
    ck_assert_int_eq(ndef, 3);
    ck_assert_int_eq(def[0], V(&g.board, "D5"));
    ck_assert_int_eq(def[1], V(&g.board, "C4"));
    ck_assert_int_eq(def[2], V(&g.board, "E4"));
    /* White has one too: B6 threatens B5 and C6 (two liberties each);
     * Black saves C6 by connecting at D6, and B5 then runs along the
     * edge into White's wall. */
    ck_assert_int_ge(attacks(&g.board, WHITE, m, NULL, NULL), 1);
    ck_assert_int_eq(m[0].move, V(&g.board, "B6"));
    game_free(&g);
}
END_TEST

/* With C5 extended to C4 it has three liberties: D5 ataris E5 only, and
 * E5 runs out at E4. */
static const char *ONE_THREAT[] = {
    ".........",
    ".........",
    ".........",
    "..X.X....",
    ".XO.OX...",
    "..O......",
    "..OOO....",
    ".........",
    ".........",
};

START_TEST(one_threat_is_no_combination)
{
    struct game g;
    diagram(&g, 9, ONE_THREAT, BLACK);
    struct combination_move m[COMBINATION_MAX];
    ck_assert_int_eq(attacks(&g.board, BLACK, m, NULL, NULL), 0);
    game_free(&g);
}
END_TEST

/* A stone the tactician already captures is no combination's target:
 * White E5 is in atari, so D5, which also ataris C5, wins nothing a
 * plain capture does not. */
static const char *LOST_STONE[] = {
    ".........",
    ".........",
    ".........",
    "..X.X....",
    ".XO.OX...",
    "....X....",
    "..O......",
    ".........",
    ".........",
};

START_TEST(lost_string_is_no_target)
{
    struct game g;
    diagram(&g, 9, LOST_STONE, BLACK);
    struct combination_move m[COMBINATION_MAX];
    int n = attacks(&g.board, BLACK, m, NULL, NULL);
    for (int i = 0; i < n; i++)
        ck_assert_int_ne(m[i].target, V(&g.board, "E5"));
    game_free(&g);
}
END_TEST

/* The engine's analysis of g with color to move (never NULL: the test
 * fails first); release it with position_free. */
static struct cl_position *analyzed(struct classical *cl, struct game *g, int color)
{
    struct cl_position *pos = malloc(sizeof *pos);
    ck_assert(pos != NULL);
    ck_assert(classical_analyze(cl, g, color, pos));
    return pos;
}

static void position_free(struct cl_position *pos)
{
    cl_position_free(pos);
    free(pos);
}

/* The dragon at vertex v of an analysed position; the test fails if none. */
static int dragon_of_vertex(const struct cl_position *pos, const char *v)
{
    int d = pos->dragons.dragon_of[V(&pos->b, v)];
    ck_assert_msg(d >= 0, "no dragon at %s", v);
    return d;
}

/* The engine's analysis: a reason of kind kind for move at v. */
static bool has_reason(struct classical *cl, struct game *g, int color, const char *v,
                       enum reason_kind kind)
{
    struct cl_position *pos = analyzed(cl, g, color);
    const struct reason *r[64];
    int n = reasons_of(&pos->reasons, V(&g->board, v), r, 64);
    bool found = false;
    for (int i = 0; i < n && i < 64; i++)
        found |= r[i]->kind == kind;
    position_free(pos);
    return found;
}

START_TEST(engine_posts_combination_both_ways)
{
    struct game g;
    diagram(&g, 9, DOUBLE_ATARI, BLACK);
    struct classical *cl = classical_new();
    ck_assert(cl != NULL);
    ck_assert(has_reason(cl, &g, BLACK, "D5", RK_COMBINATION));
    /* White to move: D5 and the extensions stop it. */
    ck_assert(has_reason(cl, &g, WHITE, "D5", RK_COMBINATION));
    ck_assert(has_reason(cl, &g, WHITE, "C4", RK_COMBINATION));
    classical_free(cl);
    game_free(&g);
}
END_TEST

/* Black's corner has a straight three of eye space: the middle point
 * B1 decides (Black there lives with two eyes, White there kills);
 * the ends A1 and C1 neither kill nor save. */
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

START_TEST(owl_posts_only_moves_that_work)
{
    struct game g;
    diagram(&g, 9, STRAIGHT_THREE, WHITE);
    struct classical *cl = classical_new();
    ck_assert(cl != NULL);
    ck_assert(has_reason(cl, &g, WHITE, "B1", RK_KILL_DRAGON));
    ck_assert(!has_reason(cl, &g, WHITE, "A1", RK_KILL_DRAGON));
    ck_assert(!has_reason(cl, &g, WHITE, "C1", RK_KILL_DRAGON));
    ck_assert(has_reason(cl, &g, BLACK, "B1", RK_SAVE_DRAGON));
    ck_assert(!has_reason(cl, &g, BLACK, "A1", RK_SAVE_DRAGON));
    ck_assert(!has_reason(cl, &g, BLACK, "C1", RK_SAVE_DRAGON));
    classical_free(cl);
    game_free(&g);
}
END_TEST

/* White E5 has two liberties: the atari from below (E4) drives it
 * along a ladder it cannot escape (F5 then has two liberties, G5 and
 * E6 block), while the atari from the right (F5) lets it out at E4 with
 * three liberties; F4 is too loose.  White moving first saves it. */
static const char *LADDER[] = {
    ".........",
    ".........",
    ".........",
    "....X....",
    "...XO.X..",
    ".........",
    ".........",
    ".........",
    ".........",
};

START_TEST(tactics_posts_capturing_moves_only)
{
    struct game g;
    diagram(&g, 9, LADDER, BLACK);
    struct classical *cl = classical_new();
    ck_assert(cl != NULL);
    ck_assert(has_reason(cl, &g, BLACK, "E4", RK_ATTACK_STRING));
    ck_assert(!has_reason(cl, &g, BLACK, "F5", RK_ATTACK_STRING));
    ck_assert(!has_reason(cl, &g, BLACK, "F4", RK_ATTACK_STRING));
    ck_assert(has_reason(cl, &g, WHITE, "E4", RK_DEFEND_STRING)
              || has_reason(cl, &g, WHITE, "F5", RK_DEFEND_STRING));
    classical_free(cl);
    game_free(&g);
}
END_TEST

/* White's eight stones on the fifth line have 17 points next to them,
 * more than the owl's alternatives read (12); with Black's stones two
 * lines away the dragon analysis counts them as the wall's eye space
 * (the liberties are sorted the same way).  Around a key move at H4 the points
 * read are those nearest it, H4 first; in board order they were the
 * sixth line and A4-C4, far from the fight. */
static const char *LONG_WALL[] = {
    ".........",
    ".........",
    "X.X.X.X.X",
    ".........",
    "OOOOOOOO.",
    ".........",
    "X.X.X.X.X",
    ".........",
    ".........",
};

START_TEST(owl_alternatives_nearest_the_key_first)
{
    struct game g;
    diagram(&g, 9, LONG_WALL, BLACK);
    struct classical *cl = classical_new();
    ck_assert(cl != NULL);
    struct cl_position *pos = analyzed(cl, &g, BLACK);
    const struct board *b = &pos->b;
    int d = dragon_of_vertex(pos, "A5");
    coord key = V(b, "H4"), pts[12];
    int n = owl_points_around(pos, d, key, pts, 12);
    ck_assert_int_eq(n, 12);
    ck_assert_int_eq(pts[0], key);
    /* Nearest first: the distances never decrease, and G4, H6, J5 (two
     * away) all come before anything three away. */
    int last = 0;
    for (int i = 0; i < n; i++) {
        int dist = abs(board_row(b, pts[i]) - board_row(b, key))
                   + abs(board_col(b, pts[i]) - board_col(b, key));
        ck_assert_int_ge(dist, last);
        last = dist;
        ck_assert_int_ne(pts[i], V(b, "A6"));
        ck_assert_int_ne(pts[i], V(b, "A4"));
    }
    bool g4 = false, h6 = false, j5 = false;
    for (int i = 0; i < 4; i++) {
        g4 |= pts[i] == V(b, "G4");
        h6 |= pts[i] == V(b, "H6");
        j5 |= pts[i] == V(b, "J5");
    }
    ck_assert(g4 && h6 && j5);
    /* Without a key (PASS) the order is the board's. */
    n = owl_points_around(pos, d, PASS, pts, 12);
    ck_assert_int_eq(pts[0], V(b, "A6"));
    position_free(pos);
    classical_free(cl);
    game_free(&g);
}
END_TEST

/* Two black stones under White's stones on the lower side (13x13).
 * The static analysis calls them alive: their escape counts the whole
 * open right side.  The space around them is White's (strategy's
 * weakness 0.84), so the owl reads them as well and finds them critical
 * (GNU Go: "critical J5 J5"): White's J5 kills, Black's J5 saves. */
static const char *CAPPED_PAIR[] = {
    ".............",
    ".............",
    ".............",
    "...O....O....",
    ".............",
    ".............",
    ".............",
    "......O.O....",
    "......XX.....",
    "..O..O.O.....",
    "......O......",
    ".............",
    ".............",
};

START_TEST(endangered_small_dragon_read_by_the_owl)
{
    struct game g;
    diagram(&g, 13, CAPPED_PAIR, WHITE);
    struct classical *cl = classical_new();
    ck_assert(cl != NULL);
    struct cl_position *pos = analyzed(cl, &g, WHITE);
    int d = dragon_of_vertex(pos, "G5");
    ck_assert_int_eq(pos->dragons.dragon[d].status, STATUS_ALIVE);
    ck_assert(pos->owl_read[d]);
    ck_assert_int_eq(pos->status[d], STATUS_CRITICAL);
    position_free(pos);
    ck_assert(has_reason(cl, &g, WHITE, "J5", RK_KILL_DRAGON));
    ck_assert(has_reason(cl, &g, BLACK, "J5", RK_SAVE_DRAGON));
    classical_free(cl);
    game_free(&g);
}
END_TEST

/* Session 27's 19x19 game 5 at move 41, Black to play.  White's
 * R16-R15-R14-Q14 is statically alive but short of a base; GNU Go calls
 * it critical (attack R12, defence Q12).  The engine's plain owl read
 * found it critical too, but named P12 and S9 as kill and save, three
 * and six lines away, and the endangered pass dropped the verdict.
 * P12 does not kill when White's reply is read as a root (our
 * owl_does_attack P12 = 0), and S9 is a stone apart from the group.
 * Read with the root's kill and save checked, the keys are Q13 and S15
 * beside the group (our GTP owl_attack and owl_defend), and the verdict
 * stands.  The record's first 40 moves, Black first, played out move by
 * move as the engine met them: the check's budget is spent in an order
 * that follows how the strings were built, and the same stones set up
 * as a diagram leave P12's check standing. */
static const char *STRAY_KEYS_MOVES[] = {
    "O10 R15 Q16 R16 Q15 R14 Q17 Q14 R17 Q4",
    "R6 D4 C6 D16 C14 Q10 Q7 D14 D13 E14",
    "C15 C16 C10 F16 C5 K17 P14 N17 S16 C4",
    "D5 F4 E4 E3 B16 B17 P13 C13 B13 E5",
};

/* g: the moves of STRAY_KEYS_MOVES played from an empty 19x19 board. */
static void play_stray_keys_game(struct game *g)
{
    game_init(g, 19, 7.5);
    int color = BLACK;
    for (size_t i = 0; i < sizeof STRAY_KEYS_MOVES / sizeof *STRAY_KEYS_MOVES; i++) {
        char buf[64];
        strcpy(buf, STRAY_KEYS_MOVES[i]);
        for (char *v = strtok(buf, " "); v; v = strtok(NULL, " ")) {
            ck_assert(game_play(g, color, V(&g->board, v)) == MOVE_OK);
            color = other_color(color);
        }
    }
}

START_TEST(endangered_read_with_checked_keys)
{
    struct game g;
    play_stray_keys_game(&g);
    struct classical *cl = classical_new();
    ck_assert(cl != NULL);
    struct cl_position *pos = analyzed(cl, &g, BLACK);
    int d = dragon_of_vertex(pos, "R16");
    ck_assert_int_eq(pos->dragons.dragon[d].status, STATUS_ALIVE);
    ck_assert(pos->owl_read[d]);
    ck_assert_int_eq(pos->status[d], STATUS_CRITICAL);
    ck_assert_int_eq(pos->attack[d], V(&pos->b, "Q13"));
    ck_assert_int_eq(pos->defence[d], V(&pos->b, "S15"));
    position_free(pos);
    classical_free(cl);
    game_free(&g);
}
END_TEST

/* One white stone at G7 facing Black's F6, F4 and G4 (session 21's 9x9
 * game 35, move 15, Black to play).  The static analysis counts two
 * eyes for it in the open upper right, so it is alive and strategy
 * leaves it alone; one stone encloses no eyes yet, so the owl reads it
 * and finds it critical (GNU Go too: its best move is F8), and the
 * kill gets the owl's reason. */
static const char *COUNTED_EYES_STONE[] = {
    ".........",
    ".........",
    "......O..",
    "...X.X...",
    "..XX.....",
    ".OOXOXX..",
    "...O.O...",
    "...O.....",
    ".........",
};

START_TEST(counted_eyes_of_a_lone_stone_read_by_the_owl)
{
    struct game g;
    diagram(&g, 9, COUNTED_EYES_STONE, BLACK);
    struct classical *cl = classical_new();
    ck_assert(cl != NULL);
    struct cl_position *pos = analyzed(cl, &g, BLACK);
    int d = dragon_of_vertex(pos, "G7");
    const struct dragon *dr = &pos->dragons.dragon[d];
    ck_assert_int_eq(dr->status, STATUS_ALIVE);
    ck_assert(dr->eyes_known && dr->eyes_min >= 2);
    ck_assert(pos->owl_read[d]);
    ck_assert_int_eq(pos->status[d], STATUS_CRITICAL);
    position_free(pos);
    ck_assert(has_reason(cl, &g, BLACK, "F8", RK_KILL_DRAGON));
    classical_free(cl);
    game_free(&g);
}
END_TEST

/* A black group on the lower edge around a straight three (9x9): the
 * static analysis and the owl both call it critical, and E1 settles it
 * either way without a ko.  Strategy measures such a dragon too: the
 * moves around it weaken or strengthen it beyond the owl's one key
 * point (session 13: 9x9.tst 80 290 420 and nngs.tst 260).  Only a
 * dragon whose key works by a ko stays the owl's alone (seki.tst 110). */
static const char *STRAIGHT_THREE_EDGE[] = {
    ".........",
    ".........",
    ".........",
    ".........",
    ".........",
    ".........",
    "..OOOOO..",
    ".OXXXXXO.",
    ".OX...XO.",
};

START_TEST(critical_dragon_measured_by_strategy_unless_ko)
{
    struct game g;
    diagram(&g, 9, STRAIGHT_THREE_EDGE, WHITE);
    struct classical *cl = classical_new();
    ck_assert(cl != NULL);
    struct cl_position *pos = analyzed(cl, &g, WHITE);
    int d = dragon_of_vertex(pos, "C2");
    ck_assert(pos->owl_read[d]);
    ck_assert_int_eq(pos->status[d], STATUS_CRITICAL);
    ck_assert(!pos->owl_ko[d]);
    ck_assert(strategy_weakness(pos, d) > 0);
    /* The same dragon with a ko at its key is none of strategy's business. */
    pos->owl_ko[d] = true;
    ck_assert(strategy_weakness(pos, d) == 0);
    position_free(pos);
    classical_free(cl);
    game_free(&g);
}
END_TEST

/* A black group across the lower middle of a 9x9 board, with room on
 * every side and no white stone near: no white move kills it.  Called
 * critical (as the engine's searcher may misread an open group) with a
 * kill at C8, far off, the kill is not confirmed (it does not hold, and
 * none of White's first root candidates kills): the group's save is
 * worth nothing, and movegen_owl posts none.  The straight three on the
 * lower edge of STRAIGHT_THREE_EDGE is critical indeed: with the same
 * bogus kill named, White's root candidates find the vital point. */
static const char *OPEN_GROUP[] = {
    ".........",
    ".........",
    ".........",
    ".........",
    "..XXXX...",
    "..X..X...",
    "..XXXX...",
    ".........",
    ".........",
};

START_TEST(unconfirmed_kill_gives_no_save)
{
    struct game g;
    diagram(&g, 9, OPEN_GROUP, BLACK);
    struct classical *cl = classical_new();
    ck_assert(cl != NULL);
    struct cl_position *pos = analyzed(cl, &g, BLACK);
    struct board *b = &pos->b;
    int d = dragon_of_vertex(pos, "C5");
    ck_assert_int_gt(pos->dragons.dragon[d].escape, 0);
    ck_assert(!owl_kill_confirmed(cl->owl, b, &pos->dragons, d, V(b, "C8")));
    pos->status[d] = STATUS_CRITICAL;
    pos->owl_read[d] = true;
    pos->attack[d] = V(b, "C8");
    pos->defence[d] = V(b, "D4");
    pos->reasons.n = 0;
    movegen_owl(cl, pos);
    for (int i = 0; i < pos->reasons.n; i++)
        ck_assert_int_ne(pos->reasons.r[i].kind, RK_SAVE_DRAGON);
    position_free(pos);

    struct game t;
    diagram(&t, 9, STRAIGHT_THREE_EDGE, WHITE);
    pos = analyzed(cl, &t, WHITE);
    b = &pos->b;
    d = pos->dragons.dragon_of[V(b, "C2")];
    ck_assert(owl_kill_confirmed(cl->owl, b, &pos->dragons, d, V(b, "H8")));
    position_free(pos);
    classical_free(cl);
    game_free(&t);
    game_free(&g);
}
END_TEST

/* The amount of the owl's reason of kind at move (0 when none). */
static float reason_amount(const struct cl_position *pos, coord move, enum reason_kind kind)
{
    for (int i = 0; i < pos->reasons.n; i++)
        if (pos->reasons.r[i].move == move && pos->reasons.r[i].kind == kind)
            return pos->reasons.r[i].amount;
    return 0;
}

/* A threat to capture a string of a dragon is part of killing the
 * dragon: the owl's kill at the same move counts the rest of the stake
 * only (as for a capture there), not the whole of it on top of the
 * threat (global.tst 22: D3 "kills B4" and "threatens to capture B4"
 * outvalued F2).  On STRAIGHT_THREE_EDGE, a threat of 2 stones posted at
 * White's key lowers the kill by 2. */
START_TEST(threat_counted_in_the_kill)
{
    struct game g;
    diagram(&g, 9, STRAIGHT_THREE_EDGE, WHITE);
    struct classical *cl = classical_new();
    ck_assert(cl != NULL);
    struct cl_position *pos = analyzed(cl, &g, WHITE);
    int d = pos->dragons.dragon_of[V(&pos->b, "C2")];
    ck_assert_int_eq(pos->status[d], STATUS_CRITICAL);
    coord key = pos->attack[d];
    ck_assert_int_ne(key, PASS);
    pos->reasons.n = 0;
    movegen_owl(cl, pos);
    float whole = reason_amount(pos, key, RK_KILL_DRAGON);
    ck_assert_float_gt(whole, 2.0f);
    pos->reasons.n = 0;
    ck_assert(reasons_add(&pos->reasons, RK_THREAT, key, V(&pos->b, "C2"), 2.0f, 1, "threat"));
    movegen_owl(cl, pos);
    ck_assert_float_eq_tol(reason_amount(pos, key, RK_KILL_DRAGON), whole - 2.0f, 0.001f);
    position_free(pos);
    classical_free(cl);
    game_free(&g);
}
END_TEST

/* A race of two liberties against two: Black's A5-D5 (liberties D6,
 * E5) against White's A4-D4 (D3, E4), neither with an eye; whoever
 * moves first captures the other. */
static const char *TWO_AGAINST_TWO[] = {
    ".........",
    ".........",
    ".........",
    "OOO.O....",
    "XXXX.....",
    "OOOO.....",
    "XXX.X....",
    ".........",
    ".........",
};

/* How many race reasons movegen_semeai posts with the two dragons'
 * statuses set to own and opp (both read by the owl). */
static int races_with(struct classical *cl, struct cl_position *pos, int d, int e,
                      enum stone_status own, enum stone_status opp)
{
    pos->status[d] = own;
    pos->status[e] = opp;
    pos->owl_read[d] = pos->owl_read[e] = true;
    pos->reasons.n = 0;
    movegen_semeai(cl, pos);
    int n = 0;
    for (int i = 0; i < pos->reasons.n; i++)
        n += pos->reasons.r[i].kind == RK_WIN_SEMEAI;
    return n;
}

/* The race reader counts liberties, not eyes: when the owl has read our
 * dragon dead even moving first and theirs alive even when we move
 * first, the race is decided and gets no reason (nngs.tst 490).  With
 * theirs critical the same race is posted, so the rule is what removes
 * it. */
START_TEST(race_settled_by_the_owl_gets_no_reason)
{
    struct game g;
    diagram(&g, 9, TWO_AGAINST_TWO, BLACK);
    struct classical *cl = classical_new();
    ck_assert(cl != NULL);
    struct cl_position *pos = analyzed(cl, &g, BLACK);
    int d = dragon_of_vertex(pos, "A5"), e = dragon_of_vertex(pos, "A4");
    /* Theirs alive yet weak (as in 490): the race still pairs them. */
    pos->dragons.dragon[e].weakness = 100;
    ck_assert_int_gt(races_with(cl, pos, d, e, STATUS_CRITICAL, STATUS_CRITICAL), 0);
    ck_assert_int_gt(races_with(cl, pos, d, e, STATUS_DEAD, STATUS_CRITICAL), 0);
    ck_assert_int_eq(races_with(cl, pos, d, e, STATUS_DEAD, STATUS_ALIVE), 0);
    position_free(pos);
    classical_free(cl);
    game_free(&g);
}
END_TEST

/* 13x13.tst 25 (White to move): Black's two stones K5-L5 have a way
 * out (escape 40), and the engine's owl reads them critical with White's
 * L4 first, whose reply one ply down is statically dead; read as a
 * root, Black's J5 saves (GNU Go's owl_does_attack L4 is 0 too).  The
 * refuted key gets no kill; J5, which cuts K5 off, keeps it. */
static const char *OPEN_PAIR[] = {
    ".O.OOX.....O.",
    "XOO.OX...XO.O",
    "X.OOXX...XXO.",
    ".XOO.OXX..O..",
    ".XXO.OX....O.",
    ".XOXXX.X.O...",
    ".OO.....X.O..",
    ".X.O.O...O...",
    "..X....X.XX..",
    ".........O...",
    "...X..XXO....",
    "......XOO....",
    ".............",
};

START_TEST(refuted_key_of_an_open_dragon_gets_no_kill)
{
    struct game g;
    diagram(&g, 13, OPEN_PAIR, WHITE);
    struct classical *cl = classical_new();
    ck_assert(cl != NULL);
    ck_assert(!has_reason(cl, &g, WHITE, "L4", RK_KILL_DRAGON));
    ck_assert(has_reason(cl, &g, WHITE, "J5", RK_KILL_DRAGON));
    classical_free(cl);
    game_free(&g);
}
END_TEST

/* The race reason posted (its amount and move), after a capture of
 * their string at, say, captured_at worth captured (0: none). */
static float race_amount(struct classical *cl, struct cl_position *pos, coord captured_at,
                         coord their_stone, float captured, coord *move)
{
    pos->reasons.n = 0;
    if (captured > 0)
        reasons_add(&pos->reasons, RK_ATTACK_STRING, captured_at, their_stone, captured, 1,
                    "test capture");
    movegen_semeai(cl, pos);
    for (int i = 0; i < pos->reasons.n; i++)
        if (pos->reasons.r[i].kind == RK_WIN_SEMEAI) {
            *move = pos->reasons.r[i].move;
            return pos->reasons.r[i].amount;
        }
    return 0;
}

/* A capture that wins a race pays their stones (the capture's reason),
 * not our dragon's life, which the race decides too: with their stones
 * paid more than whole by the capture at the race's move, the race
 * keeps our dragon's part while the analysis doubts it lives, and
 * nothing once ours is alive anyway (13x13.tst 65: H4 takes the cutting
 * stones J4-J3 and so wins the race for H5). */
START_TEST(capture_that_wins_a_race_keeps_our_part)
{
    struct game g;
    diagram(&g, 9, TWO_AGAINST_TWO, BLACK);
    struct classical *cl = classical_new();
    ck_assert(cl != NULL);
    struct cl_position *pos = analyzed(cl, &g, BLACK);
    const struct board *b = &pos->b;
    int d = dragon_of_vertex(pos, "A5"), e = dragon_of_vertex(pos, "A4");
    pos->status[d] = pos->status[e] = STATUS_CRITICAL;
    pos->owl_read[d] = pos->owl_read[e] = true;
    coord move = PASS, their = V(b, "A4");
    float whole = race_amount(cl, pos, PASS, their, 0, &move);
    float ours = cl_dragon_stake(pos, V(b, "A5")), theirs = cl_dragon_stake(pos, their);
    ck_assert_msg(whole > ours + theirs - 0.01f, "race %.2f, stakes %.2f %.2f", whole, ours, theirs);
    coord again = PASS;
    float kept = race_amount(cl, pos, move, their, 2 * theirs, &again);
    ck_assert_int_eq(again, move);
    ck_assert_msg(kept > ours - 0.01f && kept < ours + 0.01f, "kept %.2f, ours %.2f", kept, ours);
    pos->status[d] = STATUS_ALIVE;      /* alive yet weak: still paired */
    pos->dragons.dragon[d].weakness = 100;
    ck_assert(race_amount(cl, pos, move, their, 2 * theirs, &again) == 0);
    position_free(pos);
    classical_free(cl);
    game_free(&g);
}
END_TEST

/* The race reason at move after a tactical reason of the given kind and
 * code there on the stone (a capture of theirs, a save of ours). */
static const struct reason *race_after(struct classical *cl, struct cl_position *pos,
                                       enum reason_kind kind, coord move, coord stone, int code)
{
    pos->reasons.n = 0;
    reasons_add(&pos->reasons, kind, move, stone, 4, code, "test reason");
    movegen_semeai(cl, pos);
    for (int i = 0; i < pos->reasons.n; i++)
        if (pos->reasons.r[i].kind == RK_WIN_SEMEAI && pos->reasons.r[i].move == move)
            return &pos->reasons.r[i];
    return NULL;
}

/* A race is won wherever their dragon is taken for sure: a move that
 * captures outright every string of it the reader can capture gets our
 * dragon's part of the race, with code 0 (no stone's fate changes
 * there); a capture through a ko gets nothing, nor does a move that only
 * saves our side (9x9.tst 280: E4 and F4 take D4 as surely as D3, the
 * reader's move; nngs.tst 870: D19 saves B19 and leaves A19). */
START_TEST(sure_capture_shares_our_part_of_the_race)
{
    struct game g;
    diagram(&g, 9, TWO_AGAINST_TWO, BLACK);
    struct classical *cl = classical_new();
    ck_assert(cl != NULL);
    struct cl_position *pos = analyzed(cl, &g, BLACK);
    const struct board *b = &pos->b;
    int d = dragon_of_vertex(pos, "A5"), e = dragon_of_vertex(pos, "A4");
    pos->status[d] = pos->status[e] = STATUS_CRITICAL;
    pos->owl_read[d] = pos->owl_read[e] = true;
    coord move = PASS;
    race_amount(cl, pos, PASS, V(b, "A4"), 0, &move);
    coord other = move == V(b, "E4") ? V(b, "D3") : V(b, "E4");
    const struct reason *r = race_after(cl, pos, RK_ATTACK_STRING, other, V(b, "A4"), 1);
    ck_assert_msg(r != NULL, "no share at the sure capture");
    ck_assert_int_eq(r->code, 0);
    float ours = cl_dragon_stake(pos, V(b, "A5"));
    ck_assert_msg(r->amount > 0 && r->amount <= ours + 0.01f, "share %.2f, ours %.2f", r->amount, ours);
    ck_assert(race_after(cl, pos, RK_ATTACK_STRING, other, V(b, "A4"), 2) == NULL);
    ck_assert(race_after(cl, pos, RK_DEFEND_STRING, other, V(b, "A5"), 1) == NULL);
    position_free(pos);
    classical_free(cl);
    game_free(&g);
}
END_TEST

Suite *classical_fight_suite(void)
{
    Suite *s = suite_create("classical_fight");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, double_atari_is_a_combination);
    tcase_add_test(tc, one_threat_is_no_combination);
    tcase_add_test(tc, lost_string_is_no_target);
    tcase_add_test(tc, engine_posts_combination_both_ways);
    tcase_add_test(tc, owl_posts_only_moves_that_work);
    tcase_add_test(tc, tactics_posts_capturing_moves_only);
    tcase_add_test(tc, owl_alternatives_nearest_the_key_first);
    tcase_add_test(tc, endangered_small_dragon_read_by_the_owl);
    tcase_add_test(tc, counted_eyes_of_a_lone_stone_read_by_the_owl);
    tcase_add_test(tc, endangered_read_with_checked_keys);
    tcase_add_test(tc, critical_dragon_measured_by_strategy_unless_ko);
    tcase_add_test(tc, unconfirmed_kill_gives_no_save);
    tcase_add_test(tc, threat_counted_in_the_kill);
    tcase_add_test(tc, race_settled_by_the_owl_gets_no_reason);
    tcase_add_test(tc, refuted_key_of_an_open_dragon_gets_no_kill);
    tcase_add_test(tc, capture_that_wins_a_race_keeps_our_part);
    tcase_add_test(tc, sure_capture_shares_our_part_of_the_race);
    suite_add_tcase(s, tc);
    return s;
}
