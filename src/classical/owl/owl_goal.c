/* owl_goal.c — the owl's goal at the start of a read: the stones whose
 * life the read decides (the dragon asked about, from the analysis, or
 * without one the string and every string joined to it by sure links),
 * and the goal's hash.  The goal's growth during the read (strings
 * joined, areas captured) stays with the moves in owl_search.c.
 */
#include "classical/owl/owl_impl.h"

#include <string.h>

#include "classical/connect/connect.h"
#include "classical/dragon/dragon.h"

void owl_goal_add_point(struct owl *o, coord p)
{
    o->goal[p] = 1;
    o->goal_hash ^= board_zobrist(p, BLACK) * 0x2545f4914f6cdd1dULL;
}

static void goal_add_string(struct owl *o, coord s)
{
    FOR_EACH_STONE(o->b, o->b->str[s], q)
        if (!o->goal[q])
            owl_goal_add_point(o, q);
}

/* Links that make two strings one dragon for certain (no reading). */
static bool sure_link(const struct board *b, coord a, coord s)
{
    enum link_kind k = connect_link_kind(b, a, s);
    return k == LINK_SOLID || k == LINK_TWO_LIBS || k == LINK_SAFE_LIB
        || k == LINK_DIAGONAL || k == LINK_BAMBOO || k == LINK_ONE_POINT;
}

/* Without an analysis: the string and every string joined to it by sure
 * links, transitively. */
static void goal_by_links(struct owl *o, coord str)
{
    const struct board *b = o->b;
    goal_add_string(o, str);
    for (bool grew = true; grew;) {
        grew = false;
        FOR_EACH_POINT(b, p) {
            if (b->color[p] != o->color || b->str[p] != p || o->goal[p])
                continue;
            coord heads[OWL_MAX_GOAL_STRINGS];
            int n = owl_goal_strings(o, heads, OWL_MAX_GOAL_STRINGS);
            for (int i = 0; i < n; i++)
                if (sure_link(b, heads[i], p)) {
                    goal_add_string(o, p);
                    grew = true;
                    break;
                }
        }
    }
}

void owl_goal_init(struct owl *o, const struct dragon_analysis *a, coord str)
{
    const struct board *b = o->b;
    memset(o->goal, 0, sizeof o->goal);
    o->goal_hash = 0;
    int d = a ? dragon_index_at(a, str) : DRAGON_NONE;
    if (d == DRAGON_NONE) {
        goal_by_links(o, str);
        return;
    }
    FOR_EACH_POINT(b, p)
        if (b->color[p] == o->color && a->dragon_of[p] == d)
            owl_goal_add_point(o, p);
    goal_add_string(o, str);
}
