/* owl_eval.c — the owl's static life evaluator: at every node, how many
 * eyes the goal has (the eye-shape evaluator of eyes.h on the spaces that
 * border a goal string), whether its strings are tactically safe, whether
 * it can run (liberties leading out of its own eye spaces), and Benson's
 * unconditional life as a quick exit.
 *
 * The verdicts are deliberately cautious: ALIVE needs two eyes that the
 * opponent cannot take away with one move and no goal string that the
 * tactician can capture (or Benson), or a wide-open escape (for the
 * engine's own reads, strict_escape, one whose walk reaches open ground
 * past the opponent's stones: escape_reach); DEAD needs
 * fewer than two eyes even with the owner moving first, no way out and no
 * boundary string short of liberties.  Everything else is for the search.
 */
#include "classical/owl/owl_impl.h"

#include <string.h>
#include <stdlib.h>

#include "board/point_bits.h"
#include "board/reach.h"
#include "board/region.h"
#include "classical/eyes/eyes.h"
#include "classical/influence/score_estimate.h"

/* A single eye space of this many points (marginal ones not counted)
 * that gives two eyes is trusted; smaller ones are read out, since a
 * wall short of liberties can lose them (shortage of liberties). */
#define OWL_ROOMY_SPACE 8

/* Open room (open_room) at which the goal counts as not enclosed. */
#define OWL_OPEN_ALIVE 8

/* Opponent strings read for life at each node (dead_stones): at most this
 * many liberties and stones. */
#define OWL_DEAD_READ_LIBS 3
#define OWL_DEAD_READ_STONES 5

/* Within this many plies of the owl read's root, the save read of an
 * opponent string of at most OWL_CREDIT_LIBS liberties gets the
 * speculative limits of a fresh read (opponent_saves). */
#define OWL_CREDIT_PLIES 3
#define OWL_CREDIT_LIBS 2

/* Goal liberties leading outward at which the goal counts as escaped. */
#define OWL_ESCAPE_ALIVE 5

/* An enclosed string (owl_enclosed_short_string): at most this many
 * liberties, and a region of empty points and the opponent's stones
 * around it of at most this many points. */
#define OWL_ENCLOSED_LIBS 3
#define OWL_ENCLOSED_REGION 12

/* The strict escape's walk (escape_reach): its length, the open points
 * it must reach for the goal to count as escaped, how far a point looks
 * for stones to be open ground (reach_open_ground), and the largest eye space
 * of the goal's that is room to live in rather than a way out. */
#define OWL_REACH_STEPS 4
#define OWL_REACH_ALIVE 2
#define OWL_OPEN_RADIUS 3
#define OWL_REACH_SPACE_MAX 3

/* The goal's walled room (walled_room) at which a big dragon on a small
 * board counts as having room enough to live in (escape_holds). */
#define OWL_WALLED_ROOM_ALIVE 6

/* A goal string of at most this many liberties in a wall of several
 * makes the eye behind it unsure (cuttable_eye). */
#define OWL_CUT_WALL_LIBS 2

bool owl_is_goal_string(const struct owl *o, coord str)
{
    const struct board *b = o->b;
    if (b->color[str] != o->color)
        return false;
    FOR_EACH_STONE(b, b->str[str], q)
        if (o->goal[q])
            return true;
    return false;
}

/* The goal strings in the board order of their first goal stone.  The
 * goal is a few strings among hundreds of points and the evaluator asks
 * at every node, so o->goal is read eight points at a time and only the
 * words holding a goal point are looked at point by point (off-board
 * points are never the owner's colour: the order and the strings are
 * those of a scan of the board's points). */
int owl_goal_strings(const struct owl *o, coord *out, int max)
{
    const struct board *b = o->b;
    int n = 0, end = b->npoints;
    for (int base = 0; base < end; base += 8) {
        int stop = base + 8 < end ? base + 8 : end;
        uint64_t w = 0;
        memcpy(&w, o->goal + base, (size_t)(stop - base));
        if (!w)
            continue;
        for (int p = base; p < stop; p++) {
            if (!o->goal[p] || b->color[p] != o->color)
                continue;
            coord h = b->str[p];
            bool seen = false;
            for (int i = 0; i < n && !seen; i++)
                seen = out[i] == h;
            if (!seen && n < max)
                out[n++] = h;
        }
    }
    return n;
}

static bool head_in(coord h, const coord *list, int n)
{
    for (int i = 0; i < n; i++)
        if (list[i] == h)
            return true;
    return false;
}

/* Does eye space sp border a goal string? */
static bool goal_space(const struct owl *o, const struct eye_space *sp, const struct owl_eval *ev)
{
    for (int i = 0; i < sp->nborder; i++)
        if (head_in(o->b->str[sp->border[i]], ev->goal_str, ev->ngoal))
            return true;
    if (!sp->more_border)
        return false;
    const struct board *b = o->b;
    const coord *pts = eyes_space_points(o->eyes, sp);
    for (int i = 0; i < sp->npoints; i++)
        for (int k = 0; k < 4; k++) {
            coord a = (coord)(pts[i] + b->dir[k]);
            if (b->color[a] == o->color && head_in(b->str[a], ev->goal_str, ev->ngoal))
                return true;
        }
    return false;
}

/* Evaluates the goal's eye spaces (only those: the rest of the board is
 * not our business) and sums them. */
static void count_eyes(struct owl *o, struct owl_eval *ev)
{
    struct eyes *e = o->eyes;
    ev->eyes_min = ev->eyes_gain = ev->nspaces = 0;
    for (int i = 0; i < e->nspaces; i++) {
        const struct eye_space *sp = &e->space[i];
        if (!goal_space(o, sp, ev))
            continue;
        eyes_evaluate_space(e, o->b, i, o->eye_memo);
        ev->nspaces++;
        ev->eyes_min += sp->min;
        ev->eye_spaces += sp->min >= 1;
        if (sp->min >= 2 && sp->npoints - sp->nmarginal >= OWL_ROOMY_SPACE)
            ev->roomy = true;
        if (sp->max - sp->min > ev->eyes_gain)
            ev->eyes_gain = sp->max - sp->min;
    }
}

/* Does an eye of the goal hang on a goal string the opponent can cut
 * off: a space giving an eye (opponent first) whose wall is several goal
 * strings, one of them short of liberties?  The eye-shape model reads
 * the wall as one string, so such an eye is not yet sure. */
static bool cuttable_eye(const struct owl *o, const struct owl_eval *ev)
{
    const struct eyes *e = o->eyes;
    const struct board *b = o->b;
    for (int i = 0; i < e->nspaces; i++) {
        const struct eye_space *sp = &e->space[i];
        if (!sp->evaluated || sp->min < 1 || sp->more_border)
            continue;
        int walls = 0;
        bool weak = false;
        for (int j = 0; j < sp->nborder; j++) {
            if (!head_in(b->str[sp->border[j]], ev->goal_str, ev->ngoal))
                continue;
            walls++;
            weak |= board_countlib(b, sp->border[j]) <= OWL_CUT_WALL_LIBS;
        }
        if (walls >= 2 && weak)
            return true;
    }
    return false;
}

/* Is p inside one of the goal's eye spaces? */
bool owl_in_goal_space(const struct owl *o, const struct owl_eval *ev, coord p)
{
    const struct eye_space *sp = eyes_space_at(o->eyes, p);
    return sp && goal_space(o, sp, ev);
}

/* A liberty leads out when it is outside the goal's eye spaces and either
 * opens onto at least two more empty points or touches a friendly string
 * that is not part of the goal. */
bool owl_outward_liberty(const struct owl *o, const struct owl_eval *ev, coord lib)
{
    const struct board *b = o->b;
    if (owl_in_goal_space(o, ev, lib))
        return false;
    int open = 0;
    for (int k = 0; k < 4; k++) {
        coord a = (coord)(lib + b->dir[k]);
        if (b->color[a] == EMPTY)
            open++;
        else if (b->color[a] == o->color && !head_in(b->str[a], ev->goal_str, ev->ngoal))
            return true;
    }
    return open >= 2;
}

static bool touches(const struct board *b, coord p, int color)
{
    for (int k = 0; k < 4; k++)
        if (b->color[p + b->dir[k]] == color)
            return true;
    return false;
}

/* In the engine's reads on the boards where the strict escape is off
 * (strict_escape set, board under OWL_STRICT_ESCAPE_MIN_SIZE), a point
 * of one of the goal's own eye spaces that gives no eye even with the
 * owner moving first (max 0: a false eye, a space an opponent's stone
 * spoils) is no room either: the eye count has judged it, and counted
 * as room it made a 9x9 group "escaped" with every liberty inside its
 * own enclosure (the GNU Go reference's s22 game 23, move 37: Black's
 * 17 stones, one sure eye on the top edge, the false d7, the spoilt
 * e4-f4 and j2-j4 spaces made 9 open points, alive by room, where GNU
 * Go's e8 kills).  The GTP answers keep the room as it was (the same
 * rule there cost owl.tst 11 answers, docs/life-and-death.md). */
#define OWL_ENCLOSED_BIG_STONES 8

/* The engine's small-board read of a big dragon (the reads the two
 * rules on its room below apply to). */
static bool big_dragon_small_board(const struct owl *o)
{
    return o->strict_escape && !owl_strict_escape(o)
           && o->root_goal_stones >= OWL_ENCLOSED_BIG_STONES;
}

static bool eyeless_goal_point(const struct owl *o, const struct owl_eval *ev, coord p)
{
    if (ev->outside_libs > 0 || !big_dragon_small_board(o))
        return false;
    const struct eye_space *sp = eyes_space_at(o->eyes, p);
    return sp && sp->max == 0 && goal_space(o, sp, ev);
}

static bool open_point(const struct owl *o, const struct owl_eval *ev, coord p)
{
    return !touches(o->b, p, other_color(o->color)) && !eyeless_goal_point(o, ev, p);
}

/* Open room next to the goal: empty points one or two steps from it
 * (through empty points) that no opponent stone touches.  A goal with a
 * lot of it is not enclosed, whatever its eyes. */
static int open_room(const struct owl *o, const struct owl_eval *ev, const uint8_t *is_lib,
                     const coord *libs, int nlibs)
{
    const struct board *b = o->b;
    int n = 0;
    uint8_t seen[BOARD_MAX_POINTS];
    memset(seen, 0, (size_t)b->npoints);
    for (int i = 0; i < nlibs; i++) {
        coord l = libs[i];
        if (!seen[l] && open_point(o, ev, l))
            n++;
        seen[l] = 1;
        for (int k = 0; k < 4; k++) {
            coord q = (coord)(l + b->dir[k]);
            if (b->color[q] != EMPTY || seen[q] || is_lib[q])
                continue;
            seen[q] = 1;
            n += open_point(o, ev, q);
        }
    }
    return n;
}

static void goal_liberties(struct owl *o, struct owl_eval *ev)
{
    const struct board *b = o->b;
    uint8_t seen[BOARD_MAX_POINTS];
    coord all[BOARD_MAX_POINTS];
    int nall = 0;
    memset(seen, 0, (size_t)b->npoints);
    ev->outside_libs = 0;
    ev->goal_min_libs = 1000;
    for (int i = 0; i < ev->ngoal; i++) {
        coord libs[LIBS_KEPT + 64];
        int n = board_liberties(b, ev->goal_str[i], libs, (int)(sizeof libs / sizeof libs[0]));
        if (board_countlib(b, ev->goal_str[i]) < ev->goal_min_libs)
            ev->goal_min_libs = board_countlib(b, ev->goal_str[i]);
        for (int j = 0; j < n; j++) {
            if (seen[libs[j]])
                continue;
            seen[libs[j]] = 1;
            all[nall++] = libs[j];
            if (owl_outward_liberty(o, ev, libs[j]))
                ev->outside_libs++;
        }
    }
    ev->open_points = open_room(o, ev, seen, all, nall);
}

/* A point of one of the goal's eye spaces small enough to be room to live
 * in, not a way out (a large space bordering the goal is open board). */
static bool in_small_goal_space(const struct owl *o, const struct owl_eval *ev, coord p)
{
    const struct eye_space *sp = eyes_space_at(o->eyes, p);
    return sp && sp->npoints <= OWL_REACH_SPACE_MAX && goal_space(o, sp, ev);
}

/* The stones of the goal's strings: only the spaces they border are
 * ours to judge (count_eyes, the move generators), so only theirs get
 * their diagonals read. */
static void mark_goal_stones(const struct owl *o, const struct owl_eval *ev, uint8_t *marks)
{
    const struct board *b = o->b;
    memset(marks, 0, (size_t)b->npoints);
    for (int i = 0; i < ev->ngoal; i++)
        FOR_EACH_STONE(b, ev->goal_str[i], q)
            marks[q] = 1;
}

/* The two walks from the goal (escape_reach, walled_room) start from
 * the goal's stones and stop at the empty points of the goal's own eye
 * spaces that `closes` picks out: each walk's idea of space already
 * counted for eyes. */
typedef bool (*goal_point_test)(const struct owl *, const struct owl_eval *, coord);
static void mark_goal_and_closed(const struct owl *o, const struct owl_eval *ev,
                                 goal_point_test closes, uint8_t *group, uint8_t *closed)
{
    const struct board *b = o->b;
    mark_goal_stones(o, ev, group);
    memset(closed, 0, (size_t)b->npoints);
    FOR_EACH_POINT(b, p)
        closed[p] = b->color[p] == EMPTY && closes(o, ev, p);
}

/* The escape the goal reaches from the current board: the walk of
 * reach.h from the goal's liberties, OWL_REACH_STEPS long, closed at its
 * small eye spaces.  Recomputed at each node: the owner's running stones
 * join the goal and carry the walk past the opponent's stones when there
 * is open ground beyond them, and the attacker's blocking stones cut it
 * short.  Stops counting at max. */
static int escape_reach(const struct owl *o, const struct owl_eval *ev, int max)
{
    uint8_t group[BOARD_MAX_POINTS], closed[BOARD_MAX_POINTS];
    mark_goal_and_closed(o, ev, in_small_goal_space, group, closed);
    struct reach_walk w = {o->color, group, closed, OWL_REACH_STEPS, OWL_OPEN_RADIUS};
    return reach_walk_count(o->b, &w, max);
}

/* A point of one of the goal's eye spaces that the eye count credits
 * (an eye, max 1 or more): already counted, so not room besides. */
static bool in_credited_goal_space(const struct owl *o, const struct owl_eval *ev, coord p)
{
    const struct eye_space *sp = eyes_space_at(o->eyes, p);
    return sp && sp->max >= 1 && goal_space(o, sp, ev);
}

/* The goal's walled room (reach.h): the regions beside it that touch no
 * opponent stone and that the goal walls at least as much as the
 * opponent, its credited eye spaces closed (they wall for the goal). */
static int walled_room(const struct owl *o, const struct owl_eval *ev)
{
    uint8_t group[BOARD_MAX_POINTS], closed[BOARD_MAX_POINTS];
    mark_goal_and_closed(o, ev, in_credited_goal_space, group, closed);
    struct reach_walk w = {o->color, group, closed, 0, 0};
    return reach_walled_room(o->b, &w);
}

/* Does the goal, which has the liberties and room to count as escaped,
 * reach enough open ground?  In the engine's small-board reads of a big
 * dragon with a liberty leading out, its own walled room counts too
 * (session 29, nine21): there the walk's open ground, which leaves the
 * goal's own stones out of the balance, judged a dragon's own open
 * corner the opponent's ground.  The GNU Go reference's s22 and s23 game
 * 22, move 22: White's 12 stones from C4 to F7 with the open upper
 * left, alive to GNU Go 3.8 (owl_attack 0), were read critical (after
 * Black's B6 and White's B7 the walk reached one point of open ground),
 * and C8 "saved" them for GNU Go's E8 (16.4 points).  The wall is what
 * tells that corner from global.tst 46's framework, where the same
 * count without it (nine20, session 28) ran through A7 into the empty
 * top that Black's C7, E7 and G7 wall.  With no liberty leading out the
 * room is the goal's enclosure, which the eye count judges (rule G,
 * eyeless_goal_point). */
static bool escape_holds(struct owl *o, const struct owl_eval *ev)
{
    if (escape_reach(o, ev, OWL_REACH_ALIVE) >= OWL_REACH_ALIVE)
        return true;
    return big_dragon_small_board(o) && ev->outside_libs > 0
           && walled_room(o, ev) >= OWL_WALLED_ROOM_ALIVE;
}

/* Life by open room alone that nothing shows to be more than the goal's
 * own enclosure: no goal liberty leads out, the room's walk reaches no
 * open ground (escape_reach), and no space gives the goal a sure eye.
 * The open points counted are then its enclosed space (a first-line
 * strip inside its wall, one-point gaps in it), which the attacker can
 * fill or split like any eye space, so the search reads such a verdict
 * rather than trusting it.  Under the strict escape the verdict already
 * needed the walk (escape_holds).  With a sure eye the room is where the
 * second one is made, and the verdict stays trusted (doubting it too
 * cost owl.tst 47, another kill than the suite's, and nngs.tst 950, a
 * kill read of a save GNU Go confirms). */
static bool room_unproven(struct owl *o, const struct owl_eval *ev)
{
    return ev->outside_libs == 0 && ev->eyes_min < 1 && !owl_strict_escape(o)
           && !escape_holds(o, ev);
}

/* A goal string the opponent, moving first, can capture tactically. */
static bool goal_vulnerable(struct owl *o, const struct owl_eval *ev, int to_move)
{
    for (int i = 0; i < ev->ngoal; i++) {
        coord s = ev->goal_str[i];
        int libs = board_countlib(o->b, s);
        if (libs == 1 && to_move != o->color)
            return true;
        if (libs <= 2 && reading_attack(o->tactics, o->b, s, NULL) != READ_FAIL) {
            if (to_move != o->color)
                return true;
            if (reading_defend(o->tactics, o->b, s, NULL) == READ_FAIL)
                return true;
        }
    }
    return false;
}

static bool benson_goal(struct owl *o, const struct owl_eval *ev)
{
    return benson_alive_any(o->b, o->color, ev->goal_str, ev->ngoal);
}

/* An opponent string next to the goal that is short of liberties: the
 * owner may live by capturing it. */
static bool weak_boundary(const struct owl *o, const struct owl_eval *ev)
{
    const struct board *b = o->b;
    for (int i = 0; i < ev->ngoal; i++) {
        coord adj[64];
        int n = board_adjacent_strings(b, ev->goal_str[i], adj, 64);
        for (int j = 0; j < n; j++)
            if (b->color[adj[j]] != o->color && board_countlib(b, adj[j]) <= 2)
                return true;
    }
    return false;
}

/* Must the goal's escape reach open ground (escape_holds) to count?
 * Under the strict escape, always; in the engine's small-board reads of
 * a big dragon too (big_dragon_small_board, session 27, nine18), unless
 * an opponent string next to it is short of liberties.  On 9x9 the
 * open middle beside a big group is mostly the opponent's framework:
 * global.tst 46 (Neurogo97-1), White's 12-stone A6 group with one eye in
 * the corner, read "saved" by A2 (93.2, over the suite's J2) because
 * after A2 B1 its E5, or after C4 D5 its two outward liberties and 9
 * open points in the middle that Black's C7, E7, G7, G5 and H4
 * surround, counted as escaped (GNU Go 3.8: owl_defend 0; after C4, D5
 * kills).  Not in a race, where the way out may be a capture: the
 * same walk on semeai.tst 107's White E9 (next to Black's E3, in atari)
 * let a narrowed line find a "save" at D5 (GNU Go: D5 does not save,
 * C8 kills), and J2 replaced the suite's D6. */
static bool escape_walk_needed(const struct owl *o, const struct owl_eval *ev)
{
    return owl_strict_escape(o) || (big_dragon_small_board(o) && !weak_boundary(o, ev));
}

/* Is the opponent's string s shut in by the owner's stones: the region
 * of empty points and opponent stones holding it is small?  A string in
 * open board (owl.tst 79's lone K7, next to the goal but free to run)
 * reaches more. */
static bool enclosed_by_owner(const struct owl *o, coord s)
{
    uint16_t mark[BOARD_MAX_POINTS];
    coord pts[BOARD_MAX_POINTS];
    memset(mark, 0, (size_t)o->b->npoints * sizeof mark[0]);
    unsigned inside = REGION_EMPTY | REGION_BIT(other_color(o->color));
    return region_flood_max(o->b, o->b->color, s, inside, mark, 1, pts, NULL,
                            OWL_ENCLOSED_REGION) <= OWL_ENCLOSED_REGION;
}

bool owl_enclosed_short_string(const struct owl *o, const struct owl_eval *ev)
{
    const struct board *b = o->b;
    for (int i = 0; i < ev->ngoal; i++) {
        coord adj[64];
        int n = board_adjacent_strings(b, ev->goal_str[i], adj, 64);
        for (int j = 0; j < n; j++)
            if (b->color[adj[j]] != o->color && board_countlib(b, adj[j]) <= OWL_ENCLOSED_LIBS
                && enclosed_by_owner(o, adj[j]))
                return true;
    }
    return false;
}

/* Does opponent string s touch a liberty of a goal string? */
static bool touches_goal_liberty(const struct owl *o, const struct owl_eval *ev, coord s)
{
    const struct board *b = o->b;
    coord libs[OWL_DEAD_READ_LIBS];
    int n = board_liberties(b, s, libs, OWL_DEAD_READ_LIBS);
    for (int i = 0; i < n; i++)
        for (int k = 0; k < 4; k++) {
            coord a = (coord)(libs[i] + b->dir[k]);
            if (b->color[a] == o->color && head_in(b->str[a], ev->goal_str, ev->ngoal))
                return true;
        }
    return false;
}

/* Can the opponent, moving first, save his string p?  The tactician's
 * limits are absolute depths, so a few plies into the owl read it no
 * longer tries the speculative saves (backfill, counter-ataris) that a
 * fresh read of the same position tries, and a short string it could
 * save counts as dead: an eye the owner does not have.  Near the root
 * the save read of a short string gets those limits back as credit.
 * Deeper, or with every limit credited, measured worse (session 24,
 * ldowl19, docs/life-and-death.md). */
static bool opponent_saves(struct owl *o, coord p)
{
    struct board *b = o->b;
    int plies = b->depth - o->read_depth;
    if (plies > OWL_CREDIT_PLIES || board_countlib(b, p) > OWL_CREDIT_LIBS)
        plies = 0;
    return reading_defend_credited(o->tactics, b, p, NULL, plies) != READ_FAIL;
}

/* The opponent's dead stones for the eye spaces: strings in atari with no
 * way out, and small strings short of liberties next to the goal's
 * liberties that the tactician captures even when they move first (a
 * stone thrown into the goal's space is not a wall).  Reading only those
 * keeps the node cheap. */
static void judge_opponent_string(struct owl *o, const struct owl_eval *ev, coord p,
                                  uint8_t *dead)
{
    struct board *b = o->b;
    bool d = eyes_dead_in_atari(b, p);
    if (!d && board_countlib(b, p) <= OWL_DEAD_READ_LIBS
        && board_string_size(b, p) <= OWL_DEAD_READ_STONES && touches_goal_liberty(o, ev, p)
        && reading_attack(o->tactics, b, p, NULL) == READ_WIN)
        d = !opponent_saves(o, p);
    if (d)
        FOR_EACH_STONE(b, p, q)
            dead[q] = 1;
}

/* The opponent's strings are judged in board order of their heads (the
 * tactician's table fills in that order); the colours are read eight
 * points at a time, since most words of the board hold no head of his. */
static void dead_stones(struct owl *o, const struct owl_eval *ev, uint8_t *dead)
{
    struct board *b = o->b;
    int opp = other_color(o->color), n = b->npoints, base = 0;
    memset(dead, 0, (size_t)n);
    for (; base + 8 <= n; base += 8) {
        uint64_t c;
        memcpy(&c, b->color + base, 8);
        for (unsigned m = byte_lanes_bits(byte_lanes_equal(c, (unsigned)opp)); m; m &= m - 1) {
            coord p = (coord)(base + __builtin_ctz(m));
            if (b->str[p] == p)
                judge_opponent_string(o, ev, p, dead);
        }
    }
    for (coord p = (coord)base; p < n; p++)
        if (b->color[p] == opp && b->str[p] == p)
            judge_opponent_string(o, ev, p, dead);
}


void owl_evaluate(struct owl *o, int to_move, struct owl_eval *ev)
{
    memset(ev, 0, sizeof *ev);
    ev->ngoal = owl_goal_strings(o, ev->goal_str, OWL_MAX_GOAL_STRINGS);
    if (ev->ngoal == 0) {
        ev->verdict = OWL_DEAD;
        return;
    }
    uint8_t dead[BOARD_MAX_POINTS], goal_stones[BOARD_MAX_POINTS];
    dead_stones(o, ev, dead);
    mark_goal_stones(o, ev, goal_stones);
    eyes_find_read(o->eyes, o->b, o->color, dead, o->tactics,
                   o->walled_ties ? EYES_READ_WALLED_TIES : EYES_READ_DIAGONAL_STONES,
                   goal_stones);
    count_eyes(o, ev);
    goal_liberties(o, ev);
    int potential = ev->eyes_min + ev->eyes_gain;
    if (potential >= 2 && benson_goal(o, ev)) {
        ev->verdict = OWL_ALIVE;
        return;
    }
    bool two_eyes = ev->eyes_min >= 2 && (ev->eye_spaces >= 2 || ev->roomy)
                    && !cuttable_eye(o, ev);
    bool escaped = !two_eyes
                   && (ev->outside_libs >= OWL_ESCAPE_ALIVE || ev->open_points >= OWL_OPEN_ALIVE)
                   && (!escape_walk_needed(o, ev) || escape_holds(o, ev));
    if ((two_eyes || escaped) && !goal_vulnerable(o, ev, to_move)) {
        ev->verdict = OWL_ALIVE;
        ev->room_only = escaped && room_unproven(o, ev);
        ev->by_escape = escaped;
        return;
    }
    if (potential < 2 && ev->outside_libs == 0 && !weak_boundary(o, ev))
        ev->verdict = OWL_DEAD;
    else
        ev->walled = owl_strict_escape(o) && ev->outside_libs > 0 && !escape_holds(o, ev);
}

bool owl_horizon_alive(const struct owl_eval *ev, int to_move, int defender)
{
    if (ev->verdict != OWL_UNCLEAR)
        return ev->verdict == OWL_ALIVE;
    /* Under the strict escape, liberties whose walk reaches no open
     * ground are no way out at the horizon either. */
    int out = ev->walled ? 0 : ev->outside_libs;
    if (to_move == defender)
        return ev->eyes_min + ev->eyes_gain >= 2 || out >= 2;
    return ev->eyes_min >= 2 || out >= 3;
}
