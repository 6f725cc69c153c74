/* semeai_moves.c — owns the race search's candidate moves (the order
 * is the search's move ordering): capture an opponent racing string in
 * atari, take a stone thrown into one's own small space, rescue one's
 * own, the vital point of the opponent's small enclosed area, fill the
 * opponent's liberties (one outside fill, one shared, throw-ins into its
 * eye, fills inside its eye after the vital point, single stones thrown
 * in that make a ko, approaches to liberties that cannot be filled
 * yet), the vital point of one's own area, a move that makes an eye,
 * take a cutting stone in atari out in the open.  docs/life-and-death.md says why each is there.
 */
#include <string.h>

#include "board/region.h"
#include "classical/semeai/semeai.h"
#include "classical/semeai/semeai_moves.h"

static void add_move(struct semeai_movelist *l, coord p)
{
    if (p == PASS || l->n >= SEMEAI_MAX_CANDIDATES)
        return;
    for (int i = 0; i < l->n; i++)
        if (l->m[i] == p)
            return;
    l->m[l->n++] = p;
}

/* Distinct liberties of side's present strings. */
static int side_liberties(struct semeai *s, int side, coord *out, int max)
{
    const struct board *b = s->b;
    uint32_t gen = ++s->gen;
    int n = 0;
    for (int i = 0; i < s->nstones[side]; i++) {
        coord st = s->stones[side][i];
        if (b->color[st] != s->color[side] || s->stamp[b->str[st]] == gen)
            continue;
        s->stamp[b->str[st]] = gen;
        coord libs[BOARD_MAX_POINTS];
        int nl = board_liberties(b, st, libs, BOARD_MAX_POINTS);
        for (int j = 0; j < nl && n < max; j++) {
            if (s->stamp[libs[j]] != gen) {
                s->stamp[libs[j]] = gen;
                out[n++] = libs[j];
            }
        }
    }
    return n;
}

static bool is_liberty_of_side(const struct semeai *s, int side, coord p)
{
    const struct board *b = s->b;
    for (int d = 0; d < 4; d++) {
        coord n = (coord)(p + b->dir[d]);
        if (b->color[n] != s->color[side])
            continue;
        for (int i = 0; i < s->nstones[side]; i++)
            if (b->str[s->stones[side][i]] == b->str[n])
                return true;
    }
    return false;
}

/* Is the stone at p one of side's racing strings? */
static bool is_racing_stone(const struct semeai *s, int side, coord p)
{
    const struct board *b = s->b;
    for (int i = 0; i < s->nstones[side]; i++)
        if (b->color[s->stones[side][i]] == s->color[side] && b->str[s->stones[side][i]] == b->str[p])
            return true;
    return false;
}

/* Strings of side in atari: the capture (for the opponent) or the
 * extension (for the owner) at their last liberty. */
static void atari_moves(struct semeai *s, int side, struct semeai_movelist *l)
{
    const struct board *b = s->b;
    for (int i = 0; i < s->nstones[side]; i++) {
        coord st = s->stones[side][i];
        if (b->color[st] == s->color[side] && board_countlib(b, st) == 1) {
            coord lib;
            board_liberties(b, st, &lib, 1);
            add_move(l, lib);
        }
    }
}

/* Is p inside a small space side encloses, the opponent's stones in it
 * (thrown in) counted as part of the space? */
static bool inside_own_space(struct semeai *s, int side, coord p)
{
    memset(s->mark, 0, sizeof s->mark);
    int n = region_flood_max(s->b, s->b->color, p, REGION_NOT(s->color[side]), s->mark, 1, NULL,
                             NULL, EYE_VITAL_MAX);
    return n <= EYE_VITAL_MAX;
}

/* Opponent strings in atari touching side's racing strings: side takes
 * them.  Those whose last liberty lies inside side's own small space
 * (stones thrown in) come early in the move order (inside true); those
 * out in the open (cutting stones: taking them gains liberties) last,
 * since beyond the budget only the first candidate is read. */
static void capture_neighbours(struct semeai *s, int side, bool inside, struct semeai_movelist *l)
{
    const struct board *b = s->b;
    const int opp = s->color[1 - side];
    uint32_t gen = ++s->gen;
    for (int i = 0; i < s->nstones[side]; i++) {
        coord st = s->stones[side][i];
        if (b->color[st] != s->color[side] || s->stamp[b->str[st]] == gen)
            continue;
        s->stamp[b->str[st]] = gen;
        FOR_EACH_STONE(b, b->str[st], q)
            for (int d = 0; d < 4; d++) {
                coord n = (coord)(q + b->dir[d]);
                if (b->color[n] == opp && board_countlib(b, n) == 1) {
                    coord lib;
                    board_liberties(b, n, &lib, 1);
                    if (inside_own_space(s, side, lib) == inside)
                        add_move(l, lib);
                }
            }
    }
}

/* The vital point of each small enclosed space next to side: the empty
 * point with the most neighbours inside the space. */
static void eye_vital_moves(struct semeai *s, int side, struct semeai_movelist *l)
{
    const struct board *b = s->b;
    coord libs[BOARD_MAX_POINTS], pts[BOARD_MAX_POINTS];
    int nl = side_liberties(s, side, libs, BOARD_MAX_POINTS);
    memset(s->mark, 0, sizeof s->mark);
    uint16_t id = 0;
    for (int i = 0; i < nl; i++) {
        if (s->mark[libs[i]])
            continue;
        int n = region_flood_max(b, b->color, libs[i], REGION_NOT(s->color[side]), s->mark,
                                 ++id, pts, NULL, EYE_VITAL_MAX);
        if (n < 3 || n > EYE_VITAL_MAX)
            continue;
        coord best = PASS;
        int best_deg = -1;
        for (int j = 0; j < n; j++) {
            if (b->color[pts[j]] != EMPTY)
                continue;
            int deg = 0;
            for (int d = 0; d < 4; d++)
                deg += s->mark[pts[j] + b->dir[d]] == id;
            if (deg > best_deg) {
                best_deg = deg;
                best = pts[j];
            }
        }
        if (best_deg >= 2)
            add_move(l, best);
    }
}

/* Is p inside a small area enclosed by the opponent of side (an eye
 * space of two points or more, with none of side's stones)? */
static bool in_eye_space(struct semeai *s, int side, coord p)
{
    const struct board *b = s->b;
    coord pts[BOARD_MAX_POINTS];
    memset(s->mark, 0, sizeof s->mark);
    unsigned touch = 0;
    int n = region_flood_max(b, b->color, p, REGION_EMPTY, s->mark, 1, pts, &touch,
                             EYE_VITAL_MAX);
    return n >= 2 && n <= EYE_VITAL_MAX && !(touch & REGION_BIT(s->color[side])) &&
           (touch & REGION_BIT(s->color[1 - side]));
}

/* Is p a point of a small space the opponent of side encloses, with
 * none of side's racing stones in it (the opponent's eye, perhaps with
 * side's stones already thrown in)?  Filling such a point is a race
 * move even as self-atari: the stones inside are what shrinks the eye
 * (after a throw-in at the vital point of a straight three the filler
 * must play the next point too). */
static bool in_opponent_eye(struct semeai *s, int side, coord p)
{
    const struct board *b = s->b;
    coord pts[BOARD_MAX_POINTS];
    memset(s->mark, 0, sizeof s->mark);
    int n = region_flood_max(b, b->color, p, REGION_NOT(s->color[1 - side]), s->mark, 1, pts,
                             NULL, EYE_VITAL_MAX);
    if (n > EYE_VITAL_MAX)
        return false;
    for (int i = 0; i < n; i++)
        if (b->color[pts[i]] != EMPTY && is_racing_stone(s, side, pts[i]))
            return false;
    return true;
}

/* Does side's stone at p leave one of the opponent's racing strings in
 * atari?  Such a fill is read even as a self-atari when it is a single
 * stone thrown in: the opponent must take it, and the capture may be a
 * ko or leave a snapback (a bigger string sacrificed so gives the
 * opponent more room than the count after it shows). */
static bool ataris_racing_string(const struct semeai *s, int side, coord p)
{
    const struct board *b = s->b;
    for (int d = 0; d < 4; d++) {
        coord n = (coord)(p + b->dir[d]);
        if (b->color[n] == s->color[1 - side] && board_countlib(b, n) == 2
            && is_racing_stone(s, 1 - side, n))
            return true;
    }
    return false;
}

/* Would a stone of colour at p stand alone (no neighbour of its own)? */
static bool single_stone(const struct board *b, int color, coord p)
{
    for (int d = 0; d < 4; d++)
        if (b->color[p + b->dir[d]] == color)
            return false;
    return true;
}

/* Moves that let `me` fill p later: an empty neighbour of p, or a
 * liberty of one of me's strings next to p (filling p now would put that
 * string in atari: extending it first makes the fill safe; the extension
 * need not touch p, as when a lone stone of me's on the edge stands
 * between p and the rest of the edge). */
static void approach_moves(const struct board *b, int me, coord p, struct semeai_movelist *l)
{
    for (int d = 0; d < 4; d++) {
        coord n = (coord)(p + b->dir[d]);
        if (b->color[n] == EMPTY) {
            if (board_libs_after(b, me, n) >= 2)
                add_move(l, n);
        } else if (b->color[n] == me) {
            coord libs[4];
            int nl = board_liberties(b, n, libs, 4);
            for (int j = 0; j < nl && nl <= 3; j++)
                if (libs[j] != p && board_libs_after(b, me, libs[j]) >= 2)
                    add_move(l, libs[j]);
        }
    }
}

/* Liberties of the opponent: the outside ones the mover can fill now,
 * then shared ones, then approach points next to the ones it cannot. */
static void filling_moves(struct semeai *s, int side, struct semeai_movelist *l)
{
    const struct board *b = s->b;
    int me = s->color[side];
    coord libs[BOARD_MAX_POINTS];
    int nl = side_liberties(s, 1 - side, libs, BOARD_MAX_POINTS);
    coord approach[BOARD_MAX_POINTS];
    int na = 0;
    coord first_shared = PASS;
    /* Outside liberties are alike for the count: read the fill that
     * leaves the filler most liberties, and one shared fill. */
    coord best_out = PASS;
    int best_libs = -1;
    for (int i = 0; i < nl; i++) {
        coord p = libs[i];
        int after = board_would_capture(b, me, p) > 0 ? 99 : board_libs_after(b, me, p);
        if (after < 2 && (in_eye_space(s, side, p) || in_opponent_eye(s, side, p)))
            add_move(l, p);     /* a throw-in: the owner must spend a move to take it */
        else if (after < 2) {
            if (single_stone(b, me, p) && ataris_racing_string(s, side, p))
                add_move(l, p);
            approach[na++] = p;
        } else if (is_liberty_of_side(s, side, p)) {
            if (first_shared == PASS)
                first_shared = p;
        } else if (after > best_libs) {
            best_libs = after;
            best_out = p;
        }
    }
    add_move(l, best_out);
    add_move(l, first_shared);
    for (int i = 0; i < na; i++)
        approach_moves(b, me, approach[i], l);
}

/* Is p, enclosed by colour's stones and the edge, a true eye for it? */
static bool makes_eye_at(const struct board *b, int color, coord e)
{
    for (int d = 0; d < 4; d++) {
        int c = b->color[e + b->dir[d]];
        if (c != color && c != OFFBOARD)
            return false;
    }
    return board_is_true_eye(b, e, color);
}

/* Moves that make an eye for side: an empty point next to side's racing
 * strings whose neighbours are all side's stones (or the edge) but one
 * empty point; side's stone there, safe (two liberties or more), closes
 * it.  An eye beats no eye (the shared liberties become its), so a side
 * that can make one in its stride should. */
static void eye_making_moves(struct semeai *s, int side, struct semeai_movelist *l)
{
    struct board *b = s->b;
    const int me = s->color[side];
    coord libs[BOARD_MAX_POINTS];
    int nl = side_liberties(s, side, libs, BOARD_MAX_POINTS);
    for (int i = 0; i < nl; i++) {
        coord e = libs[i], gap = PASS;
        int open = 0;
        for (int d = 0; d < 4; d++) {
            coord n = (coord)(e + b->dir[d]);
            if (b->color[n] == EMPTY) {
                open++;
                gap = n;
            } else if (b->color[n] != me && b->color[n] != OFFBOARD) {
                open = 9;
            }
        }
        if (open != 1 || board_libs_after(b, me, gap) < 2)
            continue;
        if (!board_trymove(b, me, gap))
            continue;
        bool eye = makes_eye_at(b, me, e);
        board_popmove(b);
        if (eye)
            add_move(l, gap);
    }
}

void semeai_generate(struct semeai *s, int side, struct semeai_movelist *l)
{
    l->n = 0;
    atari_moves(s, 1 - side, l);
    capture_neighbours(s, side, true, l);
    atari_moves(s, side, l);
    eye_vital_moves(s, 1 - side, l);
    filling_moves(s, side, l);
    eye_vital_moves(s, side, l);
    eye_making_moves(s, side, l);
    capture_neighbours(s, side, false, l);
}
