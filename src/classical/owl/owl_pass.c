/* owl_pass.c — when the owl search reads the owner's pass: in a seki's
 * shape, where every move of his own only shortens his liberties, and
 * at a node whose eyes the evaluator already counts as two but still
 * calls unclear, where the owner may need no move at all.  The search
 * has no pass of its own otherwise: a group that lives as it stands
 * must find a move that keeps it alive, and at a narrow node its only
 * candidates may be fills of its own eyes. */
#include "classical/owl/owl_impl.h"

static int plies(const struct owl *o) { return o->b->depth - o->root_depth; }

/* Every liberty of the goal is a point where the attacker's stone would
 * be in atari without capturing (or may not be played): the attacker
 * cannot approach, and the owner filling a shared liberty only shortens
 * its own.  The shape of a seki: the owner's answer there is to pass. */
static bool attacker_cannot_approach(const struct owl *o, const struct owl_eval *ev)
{
    struct board *b = o->b;
    int opp = other_color(o->color);
    for (int i = 0; i < ev->ngoal; i++) {
        coord libs[8];
        int n = board_liberties(b, ev->goal_str[i], libs, 8);
        if (n > 6)
            return false;
        for (int j = 0; j < n; j++)
            if (board_check_move(b, opp, libs[j]) == MOVE_OK
                && (!board_is_self_atari(b, opp, libs[j])
                    || board_would_capture(b, opp, libs[j]) > 0))
                return false;
    }
    return true;
}

/* The owner's pass is read only where this many plies remain: the
 * attacker's kill after it must still be found before the horizon (with
 * the pass read down to two plies above the horizon, seki.tst lost 1225:
 * more sekis read where the attacker's kill lay beyond the horizon). */
#define OWL_PASS_DEPTH_LEFT 7

/* Not with a goal string in atari, twice in a row, or past the budget. */
static bool pass_readable(const struct owl *o, const struct owl_eval *ev, int depth_left)
{
    return ev->goal_min_libs >= 2 && o->max_depth - plies(o) >= depth_left
           && o->read_nodes <= o->node_budget && !(plies(o) > 0 && o->b->last_move == PASS);
}

/* In a seki (attacker_cannot_approach), where every move of its own
 * inside only shortens its liberties; not with an eye space or a way out
 * (a group with an eye short of liberties is not a seki the search can
 * tell), and not near the horizon (pass_readable).  (Passing also when
 * the attacker has just taken a ko the owner may not retake, to retake
 * after the attacker's approach move, changed no answer of ours and
 * cost ld_owl.tst 193 through the node budget.) */
bool owl_may_pass(const struct owl *o, const struct owl_eval *ev)
{
    if (ev->outside_libs > 0 || ev->nspaces > 0 || !pass_readable(o, ev, OWL_PASS_DEPTH_LEFT))
        return false;
    return attacker_cannot_approach(o, ev);
}

/* Plies that must remain for the two-eye pass: one fewer than the
 * seki's (at 7 only ld_owl.tst 55 was gained; at 2 and 4 also 188, but
 * owl.tst 76 and 173 were lost, and semeai.tst 155 at 2; session 23). */
#define OWL_TWO_EYE_PASS_DEPTH_LEFT 6

/* The owner's pass after all his moves failed, at a node whose eyes the
 * evaluator counts as two in two spaces, each an eye with the attacker
 * moving first (eyes_min, eye_spaces), but calls unclear: an eye's wall
 * is several strings and one is short of liberties (cuttable_eye), or
 * the tactician threatens a goal string.  The threat may be empty: the
 * attacker's fill of the short string's outside liberty can be a
 * self-atari the owner takes (ld_owl.tst 59's line: after White's T5,
 * T3 R1 S1 T2 T1 Q1, Black's S3 eye hangs on S4-S5 with two liberties,
 * but White's T4 is a self-atari Black takes at T6; Black lives without
 * a move, as GNU Go reads it, where his two candidates at that node, two
 * wide, were his own eye fills S3 and T2; that node, at ply 6, lies
 * beyond OWL_TWO_EYE_PASS_DEPTH_LEFT).  Not for two eyes counted in
 * one space: the attacker's stones or placement inside it make a seki
 * or a kill that the pass's read, near the horizon, can miss (seki.tst
 * 1104 and 1106 lost so: seki15's corner, White's D1 inside Black's
 * space). */
bool owl_may_pass_two_eyes(const struct owl *o, const struct owl_eval *ev)
{
    return ev->eyes_min >= 2 && ev->eye_spaces >= 2
           && pass_readable(o, ev, OWL_TWO_EYE_PASS_DEPTH_LEFT);
}
