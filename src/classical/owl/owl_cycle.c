/* owl_cycle.c — the positions along the owl's line, and the double ko
 * rule they allow: a line that comes back to a position it has already
 * passed through is a ko cycle, and when only one side had to take a ko
 * on credit (a ko threat) inside the cycle, that side loses it.
 *
 * Why: the ko master rule (owl_goal.c owl_trymove) gives the side that
 * first retakes a forbidden ko as many threats as it needs, which
 * settles a single ko: its opponent has no retake left.  In a double ko
 * the opponent always has one: each time the ko master takes one ko on
 * credit, the other side takes the other ko legally (no ban lies on it),
 * and the position comes round again.  The master must find a new threat
 * every round and its opponent never needs one, so the master can never
 * win both kos: a group with two such kos lives (a double ko), and an
 * attacker with them cannot be killed by them.  The read would otherwise
 * go round until the credit's depth limit, where the horizon decides.
 */
#include "classical/owl/owl_impl.h"

#include "classical/reading/ttable.h"

/* The position after the move just played: the stones, the simple ko
 * ban and the side that moved (the same stones with the other side to
 * move is another position). */
static uint64_t position_key(const struct board *b, int mover)
{
    uint64_t extra = (uint64_t)b->ko | (uint64_t)(b->ko_color & 3) << 20
                     | (uint64_t)(mover & 3) << 24 | 1ULL << 28;
    return b->hash ^ ttable_mix(extra);
}

void owl_line_record(struct owl *o, int mover, bool credit)
{
    int ply = o->b->depth - o->read_depth;
    if (ply <= 0 || ply >= OWL_LINE_MAX)
        return;
    o->line_key[ply] = position_key(o->b, mover);
    o->line_credit[ply] = credit ? (uint8_t)mover : EMPTY;
}

/* The colour that alone took kos on credit between the earlier visit of
 * the position just reached and now; EMPTY when the position is new, or
 * when both sides (or neither) needed a threat in the cycle. */
int owl_line_cycle_loser(const struct owl *o)
{
    int ply = o->b->depth - o->read_depth;
    if (ply <= 0 || ply >= OWL_LINE_MAX)
        return EMPTY;
    uint64_t key = o->line_key[ply];
    for (int i = ply - 2; i >= 1; i -= 2) {
        if (o->line_key[i] != key)
            continue;
        int payer = EMPTY;
        for (int j = i + 1; j <= ply; j++) {
            int c = o->line_credit[j];
            if (c == EMPTY)
                continue;
            if (payer != EMPTY && payer != c)
                return EMPTY;
            payer = c;
        }
        return payer;
    }
    return EMPTY;
}
