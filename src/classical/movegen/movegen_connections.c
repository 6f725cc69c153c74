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

/* Cutting off a string the move captures gains nothing more (either
 * side): the capture is the tactical reason. */
static bool cut_paid_already(const struct cl_position *pos, coord move, const struct worm *wa,
                             const struct worm *wb)
{
    const struct reason_list *l = &pos->reasons;
    return reasons_move_targets(l, &pos->b, move, RK_ATTACK_STRING, wa->origin)
           || reasons_move_targets(l, &pos->b, move, RK_ATTACK_STRING, wb->origin);
}

/* The part of the weaker side's stake a connection still adds when the
 * same move saves that side's string from capture: the string's stones
 * are the tactical reason's, what the side has beyond them (the rest of
 * its dragon, its eye space) is the connection's.  1 when the move
 * saves nothing there. */
/* Does the move save (the owl's save, read outright) the dragon holding
 * stone?  That reason counts the dragon's whole stake. */
static bool saves_dragon_of(const struct cl_position *pos, coord move, coord stone)
{
    for (int i = 0; i < pos->reasons.n; i++) {
        const struct reason *r = &pos->reasons.r[i];
        if (r->move == move && r->kind == RK_SAVE_DRAGON && r->code == 1 && r->target != PASS
            && pos->b.color[r->target] != EMPTY && dragon_same(&pos->dragons, r->target, stone))
            return true;
    }
    return false;
}

static float connect_share(const struct cl_position *pos, coord move, coord target, bool same)
{
    if (!same && saves_dragon_of(pos, move, target))
        return 0.0f;
    if (!reasons_move_targets(&pos->reasons, &pos->b, move, RK_DEFEND_STRING, target))
        return 1.0f;
    float whole = same ? (float)board_string_size(&pos->b, target) : cl_dragon_stake(pos, target);
    float rest = whole - (float)board_string_size(&pos->b, target);
    return whole > 0 && rest > 0 ? rest / whole : 0.0f;
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
        if (wa->color != pos->color && cut_paid_already(pos, l->cut, wa, wb))
            continue;
        if (wa->color == pos->color) {
            stake *= connect_share(pos, l->cut, target, same);
            if (stake > 0)
                reasons_add(&pos->reasons, RK_CONNECT, l->cut, target, stake, 1,
                            dlink_kind_name(l->kind));
        } else
            reasons_add(&pos->reasons, RK_CUT, l->cut, target, stake, 1,
                        dlink_kind_name(l->kind));
    }
}
