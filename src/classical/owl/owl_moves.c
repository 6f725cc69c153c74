/* owl_moves.c — the owl's move generators, one per purpose, for both
 * sides: vital points of the goal's eye spaces (the eye-shape evaluator's
 * attack and defence points, and the diagonals that decide half eyes),
 * eye-stealing and eye-making moves (points and marginal points of small
 * spaces), capturing or saving the strings on the boundary (the
 * tactician's attack and defence points; the attacker's stone that
 * makes the owner's lunch bigger; the owner's retake of a ko next to
 * the goal; the owner's capture that saves a friend in atari one point
 * from the goal), and escape or connection moves
 * (liberties leading out of the eye spaces, liberties shared with a
 * friendly string outside the goal); at the read's root only, the
 * attacker's placements at the corner's vital points of a big space,
 * his captures that give a boundary string short of liberties more,
 * both sides' tactics on the owner's strings outside the goal that wall
 * its eye spaces, and (at any root) the attacker's cut between the goal
 * and a friendly string two steps away.
 *
 * Scores only order the moves; the search decides.  A point serving two
 * purposes gets credit for both (owl_cands_add).
 */
#include "classical/owl/owl_impl.h"

#include "classical/eyes/eyes.h"

/* Spaces up to this many points have each point considered as a move;
 * larger ones are territory-sized and only their vital points are. */
#define SMALL_SPACE 9

/* The liberties of a goal string with at most two, for both sides (the
 * attacker's atari or liberty fill, the owner's extension), whatever the
 * tactician says about the string alone: the whole goal's fate, not the
 * string's, is at stake. */
#define OWL_SHORT_LIB_SCORE 30

/* The attacker's move that makes a lunch bigger (enlarges_lunch). */
#define OWL_LUNCH_SCORE 30

/* The owner's retake of a ko next to the goal (ko_retake_point).  At 85
 * (a capture's score) ld_owl.tst 31 was gained too but owl.tst 14 lost
 * (the retake crowded out S2 at the root); 30 and 50 gained the same as
 * each other. */
#define OWL_KO_RETAKE_SCORE 50

void owl_cands_sort(struct owl_cands *c)
{
    for (int i = 1; i < c->n; i++) {
        coord p = c->p[i];
        int s = c->score[i], j = i;
        for (; j > 0 && c->score[j - 1] < s; j--) {
            c->p[j] = c->p[j - 1];
            c->score[j] = c->score[j - 1];
        }
        c->p[j] = p;
        c->score[j] = s;
    }
}

static int space_neighbors(const struct board *b, const struct eyes *e, coord p)
{
    int n = 0;
    for (int k = 0; k < 4; k++)
        n += e->id[p + b->dir[k]] == e->id[p];
    return n;
}

/* Next to a marginal point m, outside the space: the empty points where
 * the attacker, touching his own stones, pushes in (hane, descent) and
 * the owner blocks first. */
static void edge_moves(struct owl *o, coord m, bool attacker, struct owl_cands *c)
{
    const struct board *b = o->b;
    int opp = other_color(o->color);
    for (int k = 0; k < 4; k++) {
        coord p = (coord)(m + b->dir[k]);
        if (b->color[p] != EMPTY || o->eyes->id[p] == o->eyes->id[m])
            continue;
        bool supported = false;
        for (int j = 0; j < 4; j++)
            supported |= b->color[p + b->dir[j]] == opp;
        if (supported)
            owl_cands_add(c, p, attacker ? 30 : 20);
    }
}

/* The attacker's move on the rim of a space that gives the goal an eye
 * where the goal touches it only across that rim (every point of the
 * space next to a goal stone is marginal: the attacker can play there
 * with outside support).  One stone there shuts the goal out of the
 * space, whose eyes are then those of the other owner strings around
 * it, so the point is worth as much as the space's own vital point.
 * Scored as a marginal point only, it fell outside a node's width: in
 * owl.tst 102, after White P6 and Black S5, Black was read alive on the
 * 19-point lower-right space that S5 touches only at S4, and White's S4,
 * the kill both engines find reading from there, was never tried. */
#define OWL_RIM_CUT_SCORE 100

static bool goal_stone_next_to(const struct owl *o, const struct owl_eval *ev, coord p)
{
    const struct board *b = o->b;
    for (int k = 0; k < 4; k++) {
        coord a = (coord)(p + b->dir[k]);
        if (b->color[a] != o->color)
            continue;
        for (int i = 0; i < ev->ngoal; i++)
            if (ev->goal_str[i] == b->str[a])
                return true;
    }
    return false;
}

/* Does the goal touch an eye-giving space sp only at marginal points? */
static bool goal_on_rim_only(const struct owl *o, const struct owl_eval *ev,
                             const struct eye_space *sp)
{
    if (sp->min < 1 || sp->nmarginal == 0)
        return false;
    const coord *pts = eyes_space_points(o->eyes, sp);
    for (int j = 0; j < sp->npoints; j++)
        if (!(o->eyes->flags[pts[j]] & EYE_MARGINAL) && goal_stone_next_to(o, ev, pts[j]))
            return false;
    return true;
}

/* The score of the attacker's or the owner's move on marginal point m. */
static int marginal_score(const struct owl *o, const struct owl_eval *ev, bool attacker,
                          bool rim_only, coord m)
{
    if (!attacker)
        return 25;
    return rim_only && goal_stone_next_to(o, ev, m) ? OWL_RIM_CUT_SCORE : 35;
}

bool owl_rim_cut(const struct owl *o, const struct owl_eval *ev, coord p)
{
    const struct eye_space *sp = eyes_space_at(o->eyes, p);
    return sp && o->b->color[p] == EMPTY && (o->eyes->flags[p] & EYE_MARGINAL)
           && owl_in_goal_space(o, ev, p) && goal_on_rim_only(o, ev, sp)
           && goal_stone_next_to(o, ev, p);
}

/* Vital points, half-eye diagonals and the points of small spaces.
 * attacker: whose moves these are. */
static void eye_moves(struct owl *o, const struct owl_eval *ev, bool attacker,
                      struct owl_cands *c)
{
    const struct eyes *e = o->eyes;
    const struct board *b = o->b;
    for (int i = 0; i < e->nspaces; i++) {
        const struct eye_space *sp = &e->space[i];
        const coord *pts = eyes_space_points(e, sp);
        if (!owl_in_goal_space(o, ev, pts[0]))
            continue;
        if (sp->min < sp->max)
            owl_cands_add(c, attacker ? sp->attack : sp->defence, 100);
        bool small = sp->npoints <= SMALL_SPACE;
        bool rim_only = attacker && goal_on_rim_only(o, ev, sp);
        for (int j = 0; j < sp->npoints; j++) {
            coord p = pts[j];
            if (e->flags[p] & EYE_HALF)
                owl_cands_add(c, e->half_vital[p], 60);
            if (b->color[p] != EMPTY)
                continue;
            if (e->flags[p] & EYE_MARGINAL) {
                owl_cands_add(c, p, marginal_score(o, ev, attacker, rim_only, p));
                edge_moves(o, p, attacker, c);
            }
            else if (small)
                owl_cands_add(c, p, 15 + 8 * space_neighbors(b, e, p));
        }
    }
}

/* The inner points of the goal's spaces larger than SMALL_SPACE, which
 * eye_moves leaves out: the empty points with at least three neighbours
 * in the space (the placements and the owner's eye-making points of a
 * big corner or edge space), most neighbours first, at most
 * OWL_PLACEMENTS_PER_SPACE a space.  Returns how many. */
#define OWL_PLACEMENTS_PER_SPACE 3

int owl_big_space_placements(struct owl *o, const struct owl_eval *ev, coord *out, int max)
{
    const struct eyes *e = o->eyes;
    const struct board *b = o->b;
    int n = 0;
    for (int i = 0; i < e->nspaces && n < max; i++) {
        const struct eye_space *sp = &e->space[i];
        const coord *pts = eyes_space_points(e, sp);
        if (sp->npoints <= SMALL_SPACE || !owl_in_goal_space(o, ev, pts[0]))
            continue;
        int taken = 0;
        for (int want = 4; want >= 3; want--)
            for (int j = 0; j < sp->npoints && taken < OWL_PLACEMENTS_PER_SPACE && n < max; j++) {
                coord p = pts[j];
                if (b->color[p] == EMPTY && !(e->flags[p] & EYE_MARGINAL)
                    && space_neighbors(b, e, p) == want) {
                    out[n++] = p;
                    taken++;
                }
            }
    }
    return n;
}

int owl_largest_goal_space(struct owl *o, const struct owl_eval *ev)
{
    const struct eyes *e = o->eyes;
    int most = 0;
    for (int i = 0; i < e->nspaces; i++) {
        const struct eye_space *sp = &e->space[i];
        if (sp->npoints > most && owl_in_goal_space(o, ev, eyes_space_points(e, sp)[0]))
            most = sp->npoints;
    }
    return most;
}

/* The corner's placements: in a goal space of SMALL_SPACE+1 to
 * OWL_CORNER_SPACE_MAX points with a marginal point (an opening the
 * attacker can also push in from), the empty points among the corner's
 * 1-2, 2-1 and 2-2 points whose every neighbour on the board is in the
 * space.  eye_moves leaves a big space's inner points out, and a corner
 * space's vital point is often there (owl01: White's corner of ten
 * points, where Black's 1-2 point kills and the marginal points and the
 * vital point the eye evaluator names do not).
 *
 * Only the read's own root gets them, last in order (the root reads ten
 * moves): below it they took the five slots of the narrower nodes and
 * the checks' roots found false kills with them (first- and second-line
 * points of any big space at every node: owl.tst 66 and 109 lost; at the
 * root, outside the corner: 13x13.tst 58 lost, a first-line placement
 * whose block the owner did not read). */
#define OWL_CORNER_SPACE_MAX 20
#define OWL_CORNER_PLACEMENT_SCORE 10

static bool corner_vital_point(const struct board *b, coord p)
{
    int r = board_row(b, p), col = board_col(b, p), last = b->size - 1;
    int dr = r < last - r ? r : last - r;
    int dc = col < last - col ? col : last - col;
    return dr <= 1 && dc <= 1 && dr + dc > 0;
}

static bool space_has_marginal(const struct eyes *e, const struct eye_space *sp)
{
    const coord *pts = eyes_space_points(e, sp);
    for (int j = 0; j < sp->npoints; j++)
        if (e->flags[pts[j]] & EYE_MARGINAL)
            return true;
    return false;
}

static bool inside_space(const struct board *b, const struct eyes *e, coord p)
{
    for (int k = 0; k < 4; k++) {
        coord a = (coord)(p + b->dir[k]);
        if (b->color[a] != OFFBOARD && e->id[a] != e->id[p])
            return false;
    }
    return true;
}

static void corner_placements(struct owl *o, const struct owl_eval *ev, struct owl_cands *c)
{
    const struct eyes *e = o->eyes;
    const struct board *b = o->b;
    if (b->depth != o->read_depth)
        return;
    for (int i = 0; i < e->nspaces; i++) {
        const struct eye_space *sp = &e->space[i];
        const coord *pts = eyes_space_points(e, sp);
        if (sp->npoints <= SMALL_SPACE || sp->npoints > OWL_CORNER_SPACE_MAX
            || !owl_in_goal_space(o, ev, pts[0]) || !space_has_marginal(e, sp))
            continue;
        for (int j = 0; j < sp->npoints; j++) {
            coord p = pts[j];
            if (b->color[p] == EMPTY && !(e->flags[p] & EYE_MARGINAL)
                && corner_vital_point(b, p) && inside_space(b, e, p))
                owl_cands_add(c, p, OWL_CORNER_PLACEMENT_SCORE);
        }
    }
}

/* Goal strings the tactician can capture: the attacker's capturing move,
 * the defender's saving move; the liberties of goal strings in danger. */
static void goal_tactics(struct owl *o, const struct owl_eval *ev, bool attacker,
                         struct owl_cands *c)
{
    struct board *b = o->b;
    for (int i = 0; i < ev->ngoal; i++) {
        coord s = ev->goal_str[i];
        int libs = board_countlib(b, s);
        if (libs > 3)
            continue;
        if (libs <= 2) {
            coord lib[2];
            int n = board_liberties(b, s, lib, 2);
            for (int j = 0; j < n; j++)
                owl_cands_add(c, lib[j], OWL_SHORT_LIB_SCORE);
        }
        coord m;
        if (reading_attack(o->tactics, b, s, &m) == READ_FAIL)
            continue;
        if (attacker) {
            owl_cands_add(c, m, 90);
        } else if (reading_defend(o->tactics, b, s, &m) != READ_FAIL) {
            owl_cands_add(c, m, 90);
        }
        if (libs <= 2) {
            coord lib[2];
            int n = board_liberties(b, s, lib, 2);
            for (int j = 0; j < n; j++)
                owl_cands_add(c, lib[j], 40);
        }
    }
}

/* Does the attacker's stone at p, a point walled by his own stones and
 * the edge, join a string of his in atari next to the goal (a lunch the
 * owner counts on capturing) to another string of his?  The lunch grows:
 * the owner's capture then takes more stones and leaves a bigger space,
 * which the attacker may reduce to one eye again by playing back inside,
 * where capturing the small lunch gave a sure eye.  Such a move is a
 * self-atari that the filter would otherwise drop. */
static bool enlarges_lunch(const struct owl *o, coord p)
{
    const struct board *b = o->b;
    int opp = other_color(o->color);
    bool lunch = false;
    int strings = 0;
    coord seen[4];
    for (int k = 0; k < 4; k++) {
        coord a = (coord)(p + b->dir[k]);
        if (b->color[a] == EMPTY || b->color[a] == o->color)
            return false;
        if (b->color[a] != opp)
            continue;
        coord s = b->str[a];
        bool dup = false;
        for (int j = 0; j < strings; j++)
            dup |= seen[j] == s;
        if (dup)
            continue;
        seen[strings++] = s;
        if (board_countlib(b, s) == 1) {
            coord adj[16];
            int n = board_adjacent_strings(b, s, adj, 16);
            for (int j = 0; j < n; j++)
                lunch |= owl_is_goal_string(o, adj[j]);
        }
    }
    return lunch && strings >= 2;
}

/* Making the lunch bigger pays only when the owner's capture and the
 * attacker's stone back inside can still be read before the horizon:
 * nearer to it the sacrifice only takes a place that a surer move would
 * have had (13x13.tst 71 changed its move with such sacrifices read at
 * plies 6-8 of 10). */
#define OWL_LUNCH_PLIES_LEFT 5

bool owl_lunch_readable(const struct owl *o)
{
    return o->max_depth - (o->b->depth - o->root_depth) >= OWL_LUNCH_PLIES_LEFT;
}

/* The attacker's boundary string s, with one or two liberties, takes a
 * string of the owner's in atari next to it that is not part of the goal
 * (a stone cut off from it), or the tactician's capture of such a
 * string with two liberties: the capture gives s liberties, often ones
 * the owner cannot fill without capturing first, and can win the race
 * against the goal.  The tactician, reading s alone, names no such move
 * when it finds s lost whatever it does (owl.tst 58: White's wall along
 * the top has two liberties, and N19, taking O19, is GNU Go's kill;
 * ld_owl.tst 328: Black's J2 takes White's K2-K1 next to his L2-M2-M1
 * inside White's space).
 * Only at the read's root: at every node (and with s up to three
 * liberties) it changed the engine's reads of races it relied on
 * (seki.tst 408, where Black's E1 taking D1 makes White's B1 dead as
 * GNU Go reads it, but the engine lost A2, the seki; nngs.tst 140),
 * and owl.tst 66 99 76. */
#define OWL_LIBERTY_CAPTURE_SCORE 50

static void capture_for_liberties(struct owl *o, coord s, struct owl_cands *c)
{
    struct board *b = o->b;
    coord adj[32];
    int n = board_adjacent_strings(b, s, adj, 32);
    for (int j = 0; j < n; j++) {
        coord s2 = adj[j], m;
        if (owl_is_goal_string(o, s2) || board_countlib(b, s2) > 2)
            continue;
        if (board_countlib(b, s2) == 1)
            board_liberties(b, s2, &m, 1);
        else if (reading_attack(o->tactics, b, s2, &m) != READ_WIN)
            continue;
        owl_cands_add(c, m, OWL_LIBERTY_CAPTURE_SCORE);
    }
}

/* The capture of boundary string s, in atari, that the simple ko ban
 * forbids the owner now: the retake of a ko the attacker has just taken
 * (PASS when s is not so).  The tactician, which keeps the ban, names no
 * capture of s; the search may still retake on credit (the ko master
 * rule, owl_trymove), so the owner's ko is read and not missed. */
static coord ko_retake_point(const struct owl *o, coord s)
{
    const struct board *b = o->b;
    coord lib;
    if (board_countlib(b, s) != 1 || board_liberties(b, s, &lib, 1) != 1)
        return PASS;
    return board_check_move(b, o->color, lib) == MOVE_KO ? lib : PASS;
}

/* The opponent's strings next to the goal with at most three liberties,
 * each once, in the order the goal meets them: the strings both sides
 * fight over at the boundary. */
static int short_boundary_strings(const struct owl *o, const struct owl_eval *ev, coord *out,
                                  int max)
{
    int n = 0;
    for (int i = 0; i < ev->ngoal; i++) {
        coord adj[64];
        int na = board_adjacent_strings(o->b, ev->goal_str[i], adj, 64);
        for (int j = 0; j < na; j++) {
            bool seen = false;
            for (int k = 0; k < n && !seen; k++)
                seen = out[k] == adj[j];
            if (!seen && n < max && board_countlib(o->b, adj[j]) <= 3)
                out[n++] = adj[j];
        }
    }
    return n;
}

/* Opponent strings next to the goal short of liberties: the defender
 * captures them, the attacker saves them. */
static void boundary_tactics(struct owl *o, const struct owl_eval *ev, bool attacker,
                             struct owl_cands *c)
{
    struct board *b = o->b;
    coord strs[128];
    int nstrs = short_boundary_strings(o, ev, strs, 128);
    for (int j = 0; j < nstrs; j++) {
        coord s = strs[j];
        if (attacker && b->depth == o->read_depth && board_countlib(b, s) <= 2)
            capture_for_liberties(o, s, c);
        coord m;
        if (!attacker)
            owl_cands_add(c, ko_retake_point(o, s), OWL_KO_RETAKE_SCORE);
        if (reading_attack(o->tactics, b, s, &m) == READ_FAIL)
            continue;
        int bonus = board_countlib(b, s) == 1 ? 10 : 0;
        coord lib;
        if (!attacker) {
            owl_cands_add(c, m, 85 + bonus);
            continue;
        }
        /* A save that is only a ko (a ko fought elsewhere, the
         * owner's capture retaken) leaves the lunch to be made
         * bigger too: the stone that joins it to another string
         * may kill outright where the ko would only fight. */
        int saved = reading_defend(o->tactics, b, s, &m);
        if (saved != READ_FAIL)
            owl_cands_add(c, m, 80 + bonus);
        if (saved != READ_WIN && owl_lunch_readable(o) && board_countlib(b, s) == 1
            && board_liberties(b, s, &lib, 1) == 1 && enlarges_lunch(o, lib))
            owl_cands_add(c, lib, OWL_LUNCH_SCORE);
    }
}

/* The owner's strings outside the goal that wall one of its eye spaces
 * (next to a point of the space) and that the tactician can capture:
 * the attacker's capture breaks the wall and the space leaks; the
 * owner's defence keeps it.  13x13.tst 80's corner: Black's N3, a lone
 * stone the dragon analysis leaves out of K4's dragon, closes the
 * corner's space against White's N4; White's M3, the atari on it (the
 * tactician's attack), is GNU Go's kill, and no other generator named
 * it (not a marginal point of the 12-point space, nor a short liberty:
 * K4-M4 has four).  (80 stays lost: after M3 the owner's J2 holds in
 * our read, where GNU Go's H2 kills; docs/life-and-death.md, session 23.)
 * Only at the read's own root, as the corner's placements: at every
 * node (score 40, both sides) the extra moves took the narrower nodes'
 * places, owl.tst 208 -> 204 (false saves and kills: 23 Q11, 45 E5) for
 * ld_owl 137 -> 140; the attacker's alone, owl 205. */
#define OWL_WALL_SCORE 40
#define OWL_WALL_STRINGS 32

static void wall_string_moves(struct owl *o, coord s, bool attacker, struct owl_cands *c)
{
    struct board *b = o->b;
    coord m;
    if (board_countlib(b, s) > 3 || reading_attack(o->tactics, b, s, &m) == READ_FAIL)
        return;
    if (attacker || reading_defend(o->tactics, b, s, &m) != READ_FAIL)
        owl_cands_add(c, m, OWL_WALL_SCORE);
}

/* The wall's tactics at any node (wall_tactics calls it at the root). */
static void wall_string_tactics(struct owl *o, const struct owl_eval *ev, bool attacker,
                                struct owl_cands *c)
{
    struct board *b = o->b;
    const struct eyes *e = o->eyes;
    coord seen[OWL_WALL_STRINGS];
    int nseen = 0;
    for (int i = 0; i < e->nspaces; i++) {
        const struct eye_space *sp = &e->space[i];
        const coord *pts = eyes_space_points(e, sp);
        if (!owl_in_goal_space(o, ev, pts[0]))
            continue;
        for (int j = 0; j < sp->npoints; j++)
            for (int k = 0; k < 4; k++) {
                coord a = (coord)(pts[j] + b->dir[k]);
                if (b->color[a] != o->color || owl_is_goal_string(o, a))
                    continue;
                bool dup = false;
                for (int q = 0; q < nseen; q++)
                    dup |= seen[q] == b->str[a];
                if (dup || nseen == OWL_WALL_STRINGS)
                    continue;
                seen[nseen++] = b->str[a];
                wall_string_moves(o, b->str[a], attacker, c);
            }
    }
}

static void wall_tactics(struct owl *o, const struct owl_eval *ev, bool attacker,
                         struct owl_cands *c)
{
    if (o->b->depth == o->read_depth)
        wall_string_tactics(o, ev, attacker, c);
}

/* Liberties leading out (escape for one side, blocking for the other)
 * and liberties touching friendly strings outside the goal (connection). */
static void escape_moves(struct owl *o, const struct owl_eval *ev, bool attacker,
                         struct owl_cands *c)
{
    struct board *b = o->b;
    for (int i = 0; i < ev->ngoal; i++) {
        coord libs[LIBS_KEPT + 64];
        int n = board_liberties(b, ev->goal_str[i], libs, (int)(sizeof libs / sizeof libs[0]));
        for (int j = 0; j < n; j++) {
            coord p = libs[j];
            if (!owl_outward_liberty(o, ev, p))
                continue;
            bool friend = false;
            for (int k = 0; k < 4; k++) {
                coord a = (coord)(p + b->dir[k]);
                friend |= b->color[a] == o->color && !owl_is_goal_string(o, a);
            }
            owl_cands_add(c, p, friend ? 45 : (attacker ? 35 : 40));
        }
    }
}

/* The attacker's cut between the goal and a friend two steps away, at a
 * read's root (a check's too) and only while the goal does not live
 * where it stands: an empty point q, not itself a goal liberty, next to
 * a goal liberty and to an owner string outside the goal with two
 * liberties or more.  The owner's stone at q would join that string
 * through the liberty; the attacker's there separates them before the
 * owner's eye space is read.  The other generators score such a point
 * low (a shape or escape move), and a root whose first moves each cost
 * a third of the node budget never reached it: 13x13.tst 86, owl_attack
 * L5, where White's H5 (GNU Go's answer) parts Black's L5 group from
 * G5 and was the ninth of sixteen candidates; the read stopped after
 * three.  Ranked up at every ply it lost owl.tst 151 179 18 19 194 and
 * ld_owl.tst 513 (session 26).  A goal that lives where it stands is
 * left out: at owl_defend's root on such a group the attacker's moves
 * are read after the owner's imagined pass, and there the cut read
 * first "killed" (owl.tst 19: B4, which owl_does_attack refutes) and
 * became the owner's answer. */
#define OWL_LINK_CUT_SCORE 30

static bool friend_outside_goal(const struct owl *o, coord q)
{
    const struct board *b = o->b;
    for (int k = 0; k < 4; k++) {
        coord a = (coord)(q + b->dir[k]);
        if (b->color[a] == o->color && !owl_is_goal_string(o, a) && board_countlib(b, a) >= 2)
            return true;
    }
    return false;
}

static bool goal_liberty(const struct owl *o, coord p);

static void link_cut_moves(struct owl *o, const struct owl_eval *ev, struct owl_cands *c)
{
    struct board *b = o->b;
    if (b->depth != o->root_depth || ev->verdict == OWL_ALIVE)
        return;
    for (int i = 0; i < ev->ngoal; i++) {
        coord libs[LIBS_KEPT + 64];
        int n = board_liberties(b, ev->goal_str[i], libs, (int)(sizeof libs / sizeof libs[0]));
        for (int j = 0; j < n; j++)
            for (int k = 0; k < 4; k++) {
                coord q = (coord)(libs[j] + b->dir[k]);
                if (b->color[q] == EMPTY && !goal_liberty(o, q) && friend_outside_goal(o, q))
                    owl_cands_add(c, q, OWL_LINK_CUT_SCORE);
            }
    }
}

/* A goal without two eyes in sight shapes its eyes (or has them taken) on
 * the open points around it: its liberties and the empty points next to
 * them, tried after the moves the other generators name. */
static void shape_moves(struct owl *o, const struct owl_eval *ev, struct owl_cands *c)
{
    struct board *b = o->b;
    if (ev->eyes_min + ev->eyes_gain >= 2)
        return;
    for (int i = 0; i < ev->ngoal; i++) {
        coord libs[LIBS_KEPT + 64];
        int n = board_liberties(b, ev->goal_str[i], libs, (int)(sizeof libs / sizeof libs[0]));
        for (int j = 0; j < n; j++) {
            owl_cands_add(c, libs[j], 12);
            for (int k = 0; k < 4; k++) {
                coord q = (coord)(libs[j] + b->dir[k]);
                if (b->color[q] == EMPTY)
                    owl_cands_add(c, q, 8);
            }
        }
    }
}

static bool goal_liberty(const struct owl *o, coord p)
{
    for (int k = 0; k < 4; k++) {
        coord a = (coord)(p + o->b->dir[k]);
        if (o->b->color[a] == o->color && owl_is_goal_string(o, a))
            return true;
    }
    return false;
}

/* Is color's self-atari at p a ko: a lone stone that puts an opponent
 * string next to it in atari, whose last liberty l is walled by color's
 * stones, so that the opponent's capture at l is a ko capture?  (The
 * owner's A1 against the 1-2 point of the bent four in the corner: the
 * opponent must take it and the fight is a ko, not a wasted stone.) */
static bool ko_self_atari(const struct board *b, int color, coord p)
{
    bool ataris = false;
    coord lib = PASS;
    for (int k = 0; k < 4; k++) {
        coord a = (coord)(p + b->dir[k]);
        if (b->color[a] == color)
            return false;
        if (b->color[a] == other_color(color) && board_countlib(b, a) == 2)
            ataris = true;
        if (b->color[a] == EMPTY)
            lib = a;
    }
    if (!ataris || lib == PASS)
        return false;
    for (int k = 0; k < 4; k++) {
        coord a = (coord)(lib + b->dir[k]);
        if (a != p && b->color[a] != color && b->color[a] != OFFBOARD)
            return false;
        if (b->color[a] == color && board_countlib(b, a) < 2)
            return false;
    }
    return true;
}

/* Is color's self-atari at p a snapback: a lone stone whose capture at
 * its last liberty l leaves the capturing string, two stones or more, in
 * atari at p, so that color takes it back at once and more stones than
 * he gave (the owner's S19 in ld_owl.tst 308's corner after Q19 T17 R19:
 * White takes at T19 and Black retakes three stones, an eye).  Not when
 * color could capture at l already: the stones a snapback would win are
 * then his without the sacrifice (ld_owl.tst 322: White's N13 after
 * Black's N11, whose N10-N11 White takes at N12 directly).  Read only
 * where the capture and the retake still fit before the horizon, as the
 * attacker's lunch made bigger (owl_lunch_readable): nearer to it the
 * sacrifice only takes the place of a surer move (semeai.tst 128 and
 * ld_owl.tst 315 lost with snapbacks read at plies 6-9 of 10). */
static bool snapback_self_atari(const struct owl *o, int color, coord p)
{
    struct board *b = o->b;
    if (!owl_lunch_readable(o) || !board_trymove(b, color, p))
        return false;
    bool snap = false;
    coord lib = PASS;
    if (board_string_size(b, p) == 1 && board_liberties(b, p, &lib, 1) == 1
        && board_trymove(b, other_color(color), lib)) {
        snap = board_countlib(b, lib) == 1 && board_string_size(b, lib) >= 2;
        board_popmove(b);
    }
    board_popmove(b);
    return snap && board_would_capture(b, color, lib) == 0;
}

/* Drops moves the mover cannot play (a ko capture stays: the search
 * decides whether it may take it) and self-ataris that capture nothing,
 * except the owner's that make a ko or a snapback, and the attacker's
 * inside the goal's eye space or on the goal's liberties, where
 * throw-ins and sacrifices are the way to kill. */
static void filter(struct owl *o, const struct owl_eval *ev, int color, struct owl_cands *c)
{
    const struct board *b = o->b;
    int n = 0;
    for (int i = 0; i < c->n; i++) {
        coord p = c->p[i];
        enum move_error err = board_check_move(b, color, p);
        if (err != MOVE_OK && err != MOVE_KO)
            continue;
        if (err == MOVE_OK && board_is_self_atari(b, color, p)
            && board_would_capture(b, color, p) == 0
            && !(color == o->color && (ko_self_atari(b, color, p) || snapback_self_atari(o, color, p)))
            && !(color != o->color
                 && (owl_in_goal_space(o, ev, p) || goal_liberty(o, p) || enlarges_lunch(o, p))))
            continue;
        c->p[n] = p;
        c->score[n++] = c->score[i];
    }
    c->n = n;
}

/* Below the read's root, an attacker left with no candidate at all
 * breaks the wall instead: the wall's tactics (the capture of an owner's
 * string outside the goal that walls one of its eye spaces), which the
 * root alone reads otherwise.  With no move the attacker's node fails
 * and the group is called alive however unclear its eyes, yet an eye
 * whose wall the attacker can capture is no eye (ld_owl.tst 323's line:
 * after W N12 B N13 W L12 B M13 W N13, Black's M8 ataris White's N9-N8;
 * White's N11 takes N10 and makes an eye at N10, walled by N9-N8 with
 * two liberties, and Black's N7 then kills, which no other generator
 * named; the node had no candidate, so N11 "saved" and K13 read alive,
 * where GNU Go's owl_defend K13 is 0).  Only when nothing else is named:
 * read at every node beside the other moves the wall's tactics took
 * the narrow nodes' places (wall_tactics above). */
void owl_gen_attack(struct owl *o, const struct owl_eval *ev, struct owl_cands *c)
{
    owl_cands_init(c);
    eye_moves(o, ev, true, c);
    corner_placements(o, ev, c);
    goal_tactics(o, ev, true, c);
    boundary_tactics(o, ev, true, c);
    wall_tactics(o, ev, true, c);
    escape_moves(o, ev, true, c);
    link_cut_moves(o, ev, c);
    shape_moves(o, ev, c);
    owl_pattern_moves(o, ev, true, c);
    filter(o, ev, other_color(o->color), c);
    if (c->n == 0 && o->b->depth != o->read_depth) {
        wall_string_tactics(o, ev, true, c);
        filter(o, ev, other_color(o->color), c);
    }
    owl_cands_sort(c);
}

/* The attacker's kill found by letting him move first (GTP owl_defend's
 * root on a group the evaluator calls alive: owl_search.c) is the
 * owner's first move to try, the point both sides want, when the owner
 * may play it and his generators did not name it (owl.tst 19: Black's
 * kill at the corner's 1-2 point, a placement only the attacker's root
 * generates).  A point the generators named keeps their order: raised
 * to the top as well, it gained owl.tst 71 (J2, after K2 which GNU Go's
 * reading accepts too) but lost ld_owl.tst 164 (A4, a save GNU Go
 * accepts, where the suite wants B2, B1 or A2), and in the engine's
 * reads 13x13.tst 39. */
#define OWL_KILL_POINT_SCORE 100

void owl_add_kill_point(struct owl *o, const struct owl_eval *ev, coord kill,
                        struct owl_cands *c)
{
    struct owl_cands k;
    owl_cands_init(&k);
    owl_cands_add(&k, kill, OWL_KILL_POINT_SCORE);
    filter(o, ev, o->color, &k);
    if (k.n == 0)
        return;
    for (int i = 0; i < c->n; i++)
        if (c->p[i] == kill)
            return;
    owl_cands_add(c, kill, OWL_KILL_POINT_SCORE);
    owl_cands_sort(c);
}

/* The owner's approach to an opponent string walling the goal: a
 * boundary string with two or three liberties that the tactician cannot
 * capture as it stands becomes capturable after the owner's stone on one
 * of its liberties, a stone that keeps two liberties itself.  The stone
 * turns the wall into a lunch, or takes the liberty the wall needs to
 * shut the goal's eye space (owl.tst 124: Black's H2 against White's
 * G2, which then falls to G3, and F2's side has its eye; owl.tst 77:
 * J13).  Only where the approach is about the goal's life: the string
 * borders the goal's eye space, or the approach stone touches an owner
 * stone outside the goal (a stone the capture would join).  One tactical
 * read per liberty, so only at a report's root (owl_defend_report, as
 * owl_add_kill_point): in the engine's reads at every root it moved
 * classical moves (nngs.tst 950, global.tst 24 lost, 4 gained) and cost
 * time; at every node it found false saves (session 17). */
#define OWL_APPROACH_SCORE 30

static bool touches_owner_outside_goal(const struct owl *o, coord p)
{
    for (int k = 0; k < 4; k++) {
        coord a = (coord)(p + o->b->dir[k]);
        if (o->b->color[a] == o->color && !owl_is_goal_string(o, a))
            return true;
    }
    return false;
}

/* Does the owner's stone at lib make s capturable, itself keeping two
 * liberties? */
static bool approach_works(struct owl *o, coord s, coord lib)
{
    struct board *b = o->b;
    if (!board_trymove(b, o->color, lib))
        return false;
    coord m;
    bool works = board_countlib(b, lib) >= 2 && reading_attack(o->tactics, b, s, &m) != READ_FAIL;
    board_popmove(b);
    return works;
}

static void approach_string(struct owl *o, const struct owl_eval *ev, coord s,
                            struct owl_cands *c)
{
    coord lib[3];
    int n = board_liberties(o->b, s, lib, 3);
    if (n < 2 || board_countlib(o->b, s) > 3)
        return;
    bool walls_space = false;
    for (int i = 0; i < n; i++)
        walls_space |= owl_in_goal_space(o, ev, lib[i]);
    for (int i = 0; i < n; i++)
        if ((walls_space || touches_owner_outside_goal(o, lib[i])) && approach_works(o, s, lib[i]))
            owl_cands_add(c, lib[i], OWL_APPROACH_SCORE);
}

void owl_add_approach_moves(struct owl *o, const struct owl_eval *ev, struct owl_cands *c)
{
    struct board *b = o->b;
    struct owl_cands k;
    owl_cands_init(&k);
    coord strs[128];
    int nstrs = short_boundary_strings(o, ev, strs, 128);
    for (int j = 0; j < nstrs; j++) {
        coord m;
        if (reading_attack(o->tactics, b, strs[j], &m) == READ_FAIL)
            approach_string(o, ev, strs[j], &k);
    }
    filter(o, ev, o->color, &k);
    if (k.n == 0)
        return;
    for (int i = 0; i < k.n; i++)
        owl_cands_add(c, k.p[i], k.score[i]);
    owl_cands_sort(c);
}

/* The owner's capture that saves a friend one point from the goal: an owner
 * string outside the goal, next to one of the goal's liberties, that is
 * in atari, and an opponent string next to it also in atari.  Taking the
 * opponent's string saves the friend (whose one liberty is the goal's,
 * so the friend and the goal are one point apart) and leaves an empty
 * point walled by the owner: room, often an eye, where the cut stood.
 * No other generator names the capture: the captured string touches no
 * goal stone, so it is not a boundary string.  13x13.tst 53: after
 * White's E13 against Black's E12 dragon, Black's N13 takes N12, which
 * had Black's N11 in atari next to the goal's liberty N10, and joins
 * N11 to M12-M13 around White's K13 string.  At 60 it ranks among the
 * five moves read at the shallow plies, where that N13 was missing. */
#define OWL_FRIEND_SAVE_SCORE 60
#define OWL_FRIENDS_SEEN 16

static void capture_next_to(struct owl *o, coord f, struct owl_cands *c)
{
    struct board *b = o->b;
    coord adj[32];
    int n = board_adjacent_strings(b, f, adj, 32);
    for (int j = 0; j < n; j++) {
        coord lib;
        if (board_countlib(b, adj[j]) == 1 && board_liberties(b, adj[j], &lib, 1) == 1)
            owl_cands_add(c, lib, OWL_FRIEND_SAVE_SCORE);
    }
}

static void friend_saving_captures(struct owl *o, const struct owl_eval *ev, struct owl_cands *c)
{
    struct board *b = o->b;
    coord seen[OWL_FRIENDS_SEEN];
    int nseen = 0;
    for (int i = 0; i < ev->ngoal; i++) {
        coord libs[LIBS_KEPT + 64];
        int n = board_liberties(b, ev->goal_str[i], libs, (int)(sizeof libs / sizeof libs[0]));
        for (int j = 0; j < n; j++)
            for (int k = 0; k < 4; k++) {
                coord a = (coord)(libs[j] + b->dir[k]);
                if (b->color[a] != o->color || owl_is_goal_string(o, a) || board_countlib(b, a) != 1)
                    continue;
                bool dup = false;
                for (int q = 0; q < nseen; q++)
                    dup |= seen[q] == b->str[a];
                if (dup || nseen == OWL_FRIENDS_SEEN)
                    continue;
                seen[nseen++] = b->str[a];
                capture_next_to(o, b->str[a], c);
            }
    }
}

void owl_gen_defend(struct owl *o, const struct owl_eval *ev, struct owl_cands *c)
{
    owl_cands_init(c);
    eye_moves(o, ev, false, c);
    goal_tactics(o, ev, false, c);
    boundary_tactics(o, ev, false, c);
    wall_tactics(o, ev, false, c);
    escape_moves(o, ev, false, c);
    friend_saving_captures(o, ev, c);
    shape_moves(o, ev, c);
    owl_pattern_moves(o, ev, false, c);
    filter(o, ev, o->color, c);
    owl_cands_sort(c);
}
