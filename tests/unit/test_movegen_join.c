/* test_movegen_join.c — joining a weak dragon of ours to another of
 * ours (movegen_strategy.c, "Joining"): the weak piece measured with
 * the surroundings and the static strength of the group it joins, no
 * join where the move's tactical save of the piece already pays for it,
 * and the connection paid once. */
#include <check.h>

#include "board/coord.h"
#include "board/game.h"
#include "classical/engine/classical.h"
#include "classical/movegen/movegen.h"
#include "diagram.h"
#include "fixture.h"

/* 13x13, Black to play.  Black's wall C4-F4 (with D3) below; Black's
 * two stones F6-F7 above it, pressed by White's D7 and H7 on the sides
 * and F9 over the top; White's E5 and G5 wedge into the gap between
 * them.  F5 joins the two-stone piece to the wall and splits White's
 * two wedging stones: the move.  G6 also strengthens F6-F7, by itself
 * only.  K11 and D10, D9 keep the board from being empty. */
static const char *PIECE_OVER_A_WALL[] = {
    ".............",
    ".............",
    ".........X...",
    "...O.........",
    ".....O.......",
    ".............",
    "...O.X.O.....",
    ".....X.......",
    "....O.O......",
    "..XXXX.......",
    "...X.........",
    ".............",
    ".............",
};

/* The same with F6 alone above the gap and White on both sides of it
 * (E7, G7) and on top (F8): the tactician captures F6 by F5, so F5's
 * worth for it is the tactical save, not a join. */
static const char *STONE_OVER_A_WALL[] = {
    ".............",
    ".............",
    ".........X...",
    "...O.........",
    ".............",
    ".....O.......",
    "....O.O......",
    ".....X.......",
    "....O.O......",
    "..XXXX.......",
    "...X.........",
    ".............",
    ".............",
};

/* Index among the weak dragons of the one holding stone v, or -1. */
static int weak_index(const struct weak_dragons *w, const struct cl_position *pos, const char *v)
{
    coord s = V(&pos->b, v);
    struct strategy_info info;
    for (int i = 0; i < strategy_count(w); i++)
        if (strategy_dragon(w, i, &pos->inf, &info) && dragon_same(&pos->dragons, info.origin, s))
            return i;
    return -1;
}

static float strengthen_at(const struct cl_position *pos, const char *v, const char *target)
{
    coord m = V(&pos->b, v), t = V(&pos->b, target);
    float best = 0;
    for (int i = 0; i < pos->reasons.n; i++) {
        const struct reason *r = &pos->reasons.r[i];
        if (r->move == m && r->kind == RK_STRENGTHEN && dragon_same(&pos->dragons, r->target, t)
            && r->amount > best)
            best = r->amount;
    }
    return best;
}

START_TEST(joining_point_measures_the_union)
{
    struct fixture_analysed a;
    fixture_analyse_diagram(&a, 13, PIECE_OVER_A_WALL, BLACK);
    struct cl_position *pos = a.pos;
    ck_assert(!dragon_same(&pos->dragons, V(&pos->b, "F6"), V(&pos->b, "F4")));
    struct weak_dragons *w = strategy_find_weak(a.cl, pos);
    ck_assert_ptr_nonnull(w);
    int i = weak_index(w, pos, "F6");
    ck_assert_msg(i >= 0, "F6-F7 is weak");
    struct strategy_joins j;
    strategy_measure_joined(a.cl, pos, w, &pos->inf, V(&pos->b, "F5"), &j);
    ck_assert_msg(j.joined[i], "F5 joins F6-F7 to the wall");
    struct strategy_info info;
    ck_assert(strategy_dragon(w, i, &pos->inf, &info));
    ck_assert_msg(j.safety[i] > info.safety, "the wall's side is safer: %.2f against %.2f",
                  j.safety[i], info.safety);
    ck_assert_msg(j.base[i] <= (float)pos->dragons.dragon[pos->dragons.dragon_of[V(&pos->b, "F4")]]
                                       .weakness / 100.0f,
                  "the joined group is no weaker than the wall");
    /* G6 touches the piece and no other dragon of ours. */
    strategy_measure_joined(a.cl, pos, w, &pos->inf, V(&pos->b, "G6"), &j);
    ck_assert(!j.joined[i]);
    strategy_free(w);
    fixture_analysed_release(&a);
}
END_TEST

START_TEST(join_is_worth_more_than_a_stone_beside_the_piece)
{
    struct fixture_analysed a;
    fixture_analyse_diagram(&a, 13, PIECE_OVER_A_WALL, BLACK);
    struct cl_position *pos = a.pos;
    float f5 = strengthen_at(pos, "F5", "F6"), g6 = strengthen_at(pos, "G6", "F6");
    ck_assert_msg(f5 > g6, "F5 strengthens F6-F7 by %.1f, G6 by %.1f", f5, g6);
    ck_assert(pos->ncand > 0);
    ck_assert_int_eq(pos->cand[0].move, V(&pos->b, "F5"));
    fixture_analysed_release(&a);
}
END_TEST

START_TEST(no_join_where_the_move_saves_the_string)
{
    struct fixture_analysed a;
    fixture_analyse_diagram(&a, 13, STONE_OVER_A_WALL, BLACK);
    struct cl_position *pos = a.pos;
    coord f5 = V(&pos->b, "F5");
    ck_assert(reasons_move_targets(&pos->reasons, &pos->b, f5, RK_DEFEND_STRING,
                                   V(&pos->b, "F6")));
    struct weak_dragons *w = strategy_find_weak(a.cl, pos);
    ck_assert_ptr_nonnull(w);
    struct strategy_joins j;
    strategy_measure_joined(a.cl, pos, w, &pos->inf, f5, &j);
    for (int i = 0; i < strategy_count(w); i++)
        ck_assert(!j.joined[i]);
    strategy_free(w);
    fixture_analysed_release(&a);
}
END_TEST

/* The connection reasons the move has for either joined dragon are the
 * same connection: the join adds only what it measures beyond them.
 * Posted on the map before the move (our stone's and the opponent's
 * measure the same, so the piece alone gains nothing), the join's gain
 * is all there is; paid in full by a connection reason, nothing is
 * posted. */
static float join_posted(struct fixture_analysed *a, const struct weak_dragons *w,
                         struct strategy_joins *j)
{
    struct cl_position *pos = a->pos;
    float safe[STRATEGY_MAX_DRAGONS];
    strategy_measure(w, &pos->inf, safe);
    pos->reasons.n = 0;
    strategy_post(pos, w, V(&pos->b, "F5"), safe, safe, j,
                  (float)a->cl->weights.w[RK_STRENGTHEN]);
    return strengthen_at(pos, "F5", "F6");
}

START_TEST(connection_is_paid_once)
{
    struct fixture_analysed a;
    fixture_analyse_diagram(&a, 13, PIECE_OVER_A_WALL, BLACK);
    struct cl_position *pos = a.pos;
    struct weak_dragons *w = strategy_find_weak(a.cl, pos);
    ck_assert_ptr_nonnull(w);
    int i = weak_index(w, pos, "F6");
    ck_assert(i >= 0);
    struct strategy_joins j;
    strategy_measure_joined(a.cl, pos, w, &pos->inf, V(&pos->b, "F5"), &j);
    ck_assert(j.joined[i]);
    j.paid[i] = 0;
    float unpaid = join_posted(&a, w, &j);
    ck_assert_msg(unpaid > 1.0f, "the join alone is worth %.2f", unpaid);
    j.paid[i] = unpaid * (float)a.cl->weights.w[RK_STRENGTHEN] / 2;
    float half = join_posted(&a, w, &j);
    ck_assert_msg(half > unpaid / 2 - 0.1f && half < unpaid / 2 + 0.1f, "%.2f of %.2f", half,
                  unpaid);
    j.paid[i] = unpaid * (float)a.cl->weights.w[RK_STRENGTHEN] * 2;
    ck_assert(join_posted(&a, w, &j) == 0);
    strategy_free(w);
    fixture_analysed_release(&a);
}
END_TEST

Suite *movegen_join_suite(void)
{
    Suite *s = suite_create("movegen_join");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, joining_point_measures_the_union);
    tcase_add_test(tc, join_is_worth_more_than_a_stone_beside_the_piece);
    tcase_add_test(tc, no_join_where_the_move_saves_the_string);
    tcase_add_test(tc, connection_is_paid_once);
    suite_add_tcase(s, tc);
    return s;
}
