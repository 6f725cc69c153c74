/* movegen_connections.c — move reasons at the links between worms that
 * the dragon analysis found uncertain: the owner connects there, the
 * opponent cuts.  What is at stake is the smaller side, weighted by how
 * much that side needs the connection (its weakness). */
#include "classical/movegen/movegen.h"

#define LINK_UNSURE_LO 0.15f
#define LINK_UNSURE_HI 0.85f

/* What one side of the link stands to lose when cut.  Between two
 * dragons that is the dragon; inside one dragon (the analysis amalgamated
 * the two worms through this link) only the worm is cut off from the
 * rest, not the whole dragon: counting the whole dragon made every
 * shaky link of a big live group worth dozens of points. */
static float side_need(const struct cl_position *pos, int worm, bool same_dragon)
{
    const struct dragon_analysis *a = &pos->dragons;
    const struct worm *w = &a->worm[worm];
    const struct dragon *dr = &a->dragon[w->dragon];
    /* A strong dragon loses little when cut off; a weak one may die. */
    float need = (float)dr->weakness / 100.0f;
    if (need < 0.25f)
        need = 0.25f;
    return need * (same_dragon ? (float)w->size : cl_dragon_stake(pos, w->origin));
}

/* Does move capture (a tactical attack reason of it) the string holding
 * worm w?  Cutting off a string the same move captures is no second
 * gain: the capture is counted by the tactical reason. */
static bool move_captures(const struct cl_position *pos, coord move, const struct worm *w)
{
    const struct board *b = &pos->b;
    for (int i = 0; i < pos->reasons.n; i++) {
        const struct reason *r = &pos->reasons.r[i];
        if (r->move == move && r->kind == RK_ATTACK_STRING && r->target != PASS
            && b->color[r->target] != EMPTY && b->str[r->target] == b->str[w->origin])
            return true;
    }
    return false;
}

void movegen_connections(struct classical *cl, struct cl_position *pos)
{
    (void)cl;
    const struct dragon_analysis *a = &pos->dragons;
    for (int i = 0; i < a->nlinks; i++) {
        const struct dragon_link *l = &a->link[i];
        if (l->cut == PASS || l->confidence < LINK_UNSURE_LO || l->confidence > LINK_UNSURE_HI)
            continue;
        const struct worm *wa = &a->worm[l->a], *wb = &a->worm[l->b];
        if (wa->dead || wb->dead)
            continue;
        bool same = wa->dragon == wb->dragon;
        float na = side_need(pos, l->a, same), nb = side_need(pos, l->b, same);
        float stake = (na < nb ? na : nb) * (1.0f - l->confidence) * 2.0f;
        coord target = na < nb ? wa->origin : wb->origin;
        if (wa->color != pos->color && (move_captures(pos, l->cut, wa)
                                        || move_captures(pos, l->cut, wb)))
            continue;
        if (wa->color == pos->color)
            reasons_add(&pos->reasons, RK_CONNECT, l->cut, target, stake, 1,
                        dlink_kind_name(l->kind));
        else
            reasons_add(&pos->reasons, RK_CUT, l->cut, target, stake, 1,
                        dlink_kind_name(l->kind));
    }
}
