/* owl_goal.c — the owl's goal at the start of a read: the stones whose
 * life the read decides (the dragon asked about, from the analysis, or
 * without one the string and every string joined to it by sure links),
 * and the goal's hash; and a move played inside a read (owl_trymove,
 * owl_popmove): a ko taken on credit under the ko master rule, and the
 * goal growing by the owner's strings the move joins or frees space for.
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
bool owl_sure_link(const struct board *b, coord a, coord s)
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
                if (owl_sure_link(b, heads[i], p)) {
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

/* ---- moves inside a read ---- */

/* Is there a path from (r0,c0) to (r1,c1), at most two lines apart
 * both ways, over points that are not opp's, within the rectangle the
 * two span?  An opponent stone on a jump's middle point, or on both
 * points beside a diagonal, walls the two apart. */
static bool open_between(const struct board *b, int opp, int r0, int c0, int r1, int c1)
{
    int rl = r0 < r1 ? r0 : r1, rh = r0 < r1 ? r1 : r0;
    int cl = c0 < c1 ? c0 : c1, ch = c0 < c1 ? c1 : c0;
    bool reach[3][3] = {{false}};
    reach[r0 - rl][c0 - cl] = true;
    for (bool grew = true; grew;) {
        grew = false;
        for (int r = rl; r <= rh; r++)
            for (int c = cl; c <= ch; c++) {
                if (reach[r - rl][c - cl] || b->color[board_point(b, r, c)] == opp)
                    continue;
                if ((r > rl && reach[r - 1 - rl][c - cl]) || (r < rh && reach[r + 1 - rl][c - cl])
                    || (c > cl && reach[r - rl][c - 1 - cl]) || (c < ch && reach[r - rl][c + 1 - cl]))
                    reach[r - rl][c - cl] = grew = true;
            }
    }
    return reach[r1 - rl][c1 - cl];
}

/* A defender stone joins the goal when a goal stone lies within two
 * lines of it both ways (a 5x5 box: contact, diagonal, jumps and knight's
 * moves) or it merges with one: eye-making, connecting and extending
 * moves do, a move elsewhere on the board does not.
 * With walled, only a goal stone that no opponent stones wall off from
 * it (open_between) counts: the owner's move just above a check's root
 * (the reply read as a root, as owl_attack asked after the move reads
 * it), so that the check's goal is the dragon a fresh read would take.
 * Without it, a stone across the opponent's wall joined the goal with
 * its own string and room, and the check accepted saves that a fresh
 * owl_attack after them refutes (owl.tst 107: Black's F8 across White's
 * F7 and G6, killed by F1; 237: T14 across S13 and T13, killed by R10;
 * both with the owner's approach moves among the root candidates).
 * Below the root the box alone decides: walled there too, owl.tst lost
 * 32 108 147 and ld_owl.tst 410 (193 / 130). */
static bool near_goal(const struct owl *o, coord p, bool walled)
{
    const struct board *b = o->b;
    int r0 = board_row(b, p), c0 = board_col(b, p);
    for (int r = r0 - 2; r <= r0 + 2; r++)
        for (int c = c0 - 2; c <= c0 + 2; c++) {
            if (r < 0 || c < 0 || r >= b->size || c >= b->size)
                continue;
            coord q = board_point(b, r, c);
            if (q != p && o->goal[q] && b->color[q] == o->color
                && (!walled || open_between(b, other_color(o->color), r0, c0, r, c)))
                return true;
        }
    return false;
}

/* The move just played leads into a check's root (the root moved down
 * from the read's own). */
static bool into_check_root(const struct owl *o)
{
    return o->root_depth > o->read_depth && o->b->depth == o->root_depth;
}

static void goal_join_string(struct owl *o, coord s, struct owl_undo *u)
{
    FOR_EACH_STONE(o->b, o->b->str[s], q)
        if (!o->goal[q]) {
            owl_goal_add_point(o, q);
            u->added[u->nadded++] = q;
        }
}

/* The stones the owner's move at p is about to capture (at most max
 * points; returns how many), when they touch the goal. */
static int goal_captures(const struct owl *o, coord p, coord *pts, int max)
{
    const struct board *b = o->b;
    coord caught[4];
    int ns = board_captured_strings(b, o->color, p, caught), n = 0;
    bool touches = false;
    for (int j = 0; j < ns; j++)
        FOR_EACH_STONE(b, caught[j], q) {
            if (n < max)
                pts[n++] = q;
            for (int k = 0; k < 4; k++)
                touches |= o->goal[q + b->dir[k]] && b->color[q + b->dir[k]] == o->color;
        }
    return touches ? n : 0;
}

/* A capture of two or more stones next to the goal connects: the owner's
 * strings around the freed points share the space with the goal, which
 * the opponent cannot re-enter without being captured again, so they
 * join it (an owner's wall beyond the captured stones is the goal's
 * wall, and the freed space is one eye space with it). */
static void goal_join_captured_area(struct owl *o, const coord *pts, int n, struct owl_undo *u)
{
    const struct board *b = o->b;
    for (int i = 0; i < n; i++)
        for (int k = 0; k < 4; k++) {
            coord a = (coord)(pts[i] + b->dir[k]);
            if (b->color[a] == o->color && !o->goal[a])
                goal_join_string(o, a, u);
        }
}

/* Plays color at p, taking a forbidden ko on credit when the ko master
 * rule allows it (*credit set).  Stones the defender plays near the goal
 * join it, and so do the owner's strings around stones it captures. */
bool owl_trymove(struct owl *o, int color, coord p, bool *credit, struct owl_undo *u)
{
    struct board *b = o->b;
    u->komaster = o->komaster;
    u->goal_hash = o->goal_hash;
    u->path_hash = o->path_hash;
    u->nadded = 0;
    *credit = false;
    coord freed[BOARD_MAX_POINTS];
    int nfreed = color == o->color && p != PASS
        ? goal_captures(o, p, freed, BOARD_MAX_POINTS) : 0;
    if (!board_trymove(b, color, p)) {
        if (board_check_move(b, color, p) != MOVE_KO || b->depth - o->root_depth > o->max_depth - 2)
            return false;
        if (o->komaster != EMPTY && o->komaster != color)
            return false;
        if (!board_tryko(b, color, p))
            return false;
        *credit = true;
        o->komaster = color;
    }
    o->path_hash = owl_memo_step(o->path_hash, color, p, *credit);
    owl_line_record(o, color, *credit);
    if (color == o->color && p != PASS && near_goal(o, p, into_check_root(o)))
        goal_join_string(o, p, u);
    if (nfreed >= 2)
        goal_join_captured_area(o, freed, nfreed, u);
    return true;
}

void owl_popmove(struct owl *o, const struct owl_undo *u)
{
    for (int i = 0; i < u->nadded; i++)
        o->goal[u->added[i]] = 0;
    o->goal_hash = u->goal_hash;
    o->path_hash = u->path_hash;
    o->komaster = u->komaster;
    board_popmove(o->b);
}
