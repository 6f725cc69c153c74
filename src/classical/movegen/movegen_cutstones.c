/* movegen_cutstones.c — owns what the life of cutting stones keeps apart.
 * A string that touches two or more of the opponent's living dragons
 * keeps them apart while it lives; captured, it joins them ("capture the
 * cutting stones").  Saving or killing it outright is worth, besides its
 * own stones, what the join is worth to the dragons it separates,
 * measured like a connection's stake (movegen_connections.c): each
 * side's need is its weakness times its stake, and the join pays all
 * but the neediest side (for two dragons, the one that needs it less),
 * or, when more, each weak side's relief joined to the safest one
 * (joined_stake).
 * Settled dragons need nothing: two living groups joined gain no life,
 * and with the connection's floor of 0.25 a stake every capture between
 * two big groups collected lost 13x13.tst 15 and 68 (docs/move-
 * generation.md, "What a small dragon's life changes").
 * dragon_eval.c's worm cutstone flag says whether a string separates;
 * this says which dragons, and what joining them is worth. */
#include "classical/movegen/movegen.h"

#define MAX_SEPARATED 8

static float join_need(const struct cl_position *pos, int d)
{
    const struct dragon *dr = &pos->dragons.dragon[d];
    return (float)dr->weakness / 100.0f * cl_dragon_stake(pos, dr->origin);
}

/* Adds the living opposing dragons next to stone p to ds (no
 * duplicates); returns the new count. */
static int note_neighbours(const struct cl_position *pos, coord p, int *ds, int n)
{
    const struct board *b = &pos->b;
    const struct dragon_analysis *a = &pos->dragons;
    int opp = other_color(b->color[p]);
    for (int k = 0; k < 4 && n < MAX_SEPARATED; k++) {
        coord q = (coord)(p + b->dir[k]);
        if (b->color[q] != opp || a->worm[a->worm_of[q]].dead)
            continue;
        int d = a->dragon_of[q];
        if (d < 0 || pos->status[d] == STATUS_DEAD)
            continue;
        bool seen = false;
        for (int j = 0; j < n; j++)
            seen |= ds[j] == d;
        if (!seen)
            ds[n++] = d;
    }
    return n;
}

/* What the join is worth, the larger of two lower bounds on what the
 * separated dragons gain:
 * - joined, each is at least as safe as the safest of them: each gains
 *   its fall in weakness to the safest one's, times its stake (a weak
 *   group joined to a settled one is relieved of its whole need; before,
 *   the settled side's zero need made the join worth nothing: 13x13.tst
 *   65, where J4-J3 keep Black's weak K4 and G3 from the settled H5).
 *   Not for a dragon the owl reads critical: the owl's save at its key
 *   counts its stake, and a capture that also saves it would count it
 *   twice (13x13.tst 15: White's H6 taking G6 beside the critical G7);
 * - two needy groups joined are each safer than alone: the join pays
 *   all but the neediest side's need (for two, the lesser need). */
static float joined_stake(const struct cl_position *pos, const int *ds, int n)
{
    if (n < 2)
        return 0;
    int least = 100;
    for (int i = 0; i < n; i++)
        if (pos->dragons.dragon[ds[i]].weakness < least)
            least = pos->dragons.dragon[ds[i]].weakness;
    float relief = 0, sum = 0, most = 0;
    for (int i = 0; i < n; i++) {
        const struct dragon *dr = &pos->dragons.dragon[ds[i]];
        float stake = cl_dragon_stake(pos, dr->origin);
        if (pos->status[ds[i]] != STATUS_CRITICAL)
            relief += (float)(dr->weakness - least) / 100.0f * stake;
        float need = join_need(pos, ds[i]);
        sum += need;
        if (need > most)
            most = need;
    }
    return relief > sum - most ? relief : sum - most;
}

float cutstone_stake(const struct cl_position *pos, coord stone, bool whole_dragon)
{
    const struct board *b = &pos->b;
    const struct dragon_analysis *a = &pos->dragons;
    if (b->color[stone] == EMPTY)
        return 0;
    int ds[MAX_SEPARATED], n = 0;
    int own = a->dragon_of[stone];
    FOR_EACH_POINT(b, p) {
        if (b->color[p] == EMPTY)
            continue;
        bool ours = whole_dragon ? a->dragon_of[p] == own : b->str[p] == b->str[stone];
        if (ours)
            n = note_neighbours(pos, p, ds, n);
    }
    return joined_stake(pos, ds, n);
}
