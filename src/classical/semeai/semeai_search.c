/* semeai_search.c — owns the race search: a small alpha-beta over the
 * moves that matter in a capturing race, with the liberty count of
 * semeai_count.c at the leaves, and the entry points.
 *
 * Values are from A's side: A kills B (2) > seki or both live (1) > A
 * dies (0).  A node is decided at once when a side's main string (its
 * biggest string touching the opponent at the root) is off the board.
 * Moves, in order: capture an opponent string in atari, rescue one's
 * own, the vital point of either side's small eye space, fill an
 * opponent outside liberty, fill a shared liberty, an approach move next
 * to a liberty that cannot be filled yet, pass.  Two passes end the
 * read with the count.  Beyond the node budget only the first candidate
 * is read at each node; beyond the cap every node is counted statically,
 * so no position hangs the search.
 */
#include <stdlib.h>
#include <string.h>

#include "board/region.h"
#include "classical/dragon/dragon.h"
#include "classical/owl/owl.h"
#include "classical/reading/reading.h"
#include "classical/semeai/semeai.h"

#define MAX_CANDIDATES 12
#define EYE_VITAL_MAX 12
#define BIG_EYE_POINTS 7    /* an enclosed space this big lives on its own */

struct movelist {
    int n;
    coord m[MAX_CANDIDATES];
};

static void add_move(struct movelist *l, coord p)
{
    if (p == PASS || l->n >= MAX_CANDIDATES)
        return;
    for (int i = 0; i < l->n; i++)
        if (l->m[i] == p)
            return;
    l->m[l->n++] = p;
}

struct semeai *semeai_new(void)
{
    struct semeai *s = calloc(1, sizeof *s);
    if (!s)
        return NULL;
    s->max_depth = 18;
    s->node_budget = 20000;
    s->node_cap = 20000;
    s->owl_verdict = true;
    return s;
}

void semeai_free(struct semeai *s)
{
    if (!s)
        return;
    if (s->owl)
        owl_free(s->owl);
    free(s);
}

void semeai_reset_counter(struct semeai *s)
{
    s->stats.nodes = 0;
    s->owl_calls = 0;
}

static bool captured(const struct semeai *s, int side)
{
    return s->b->color[s->core[side]] != s->color[side];
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
static void atari_moves(struct semeai *s, int side, struct movelist *l)
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
    int n = region_flood(s->b, s->b->color, p, REGION_NOT(s->color[side]), s->mark, 1, NULL,
                         NULL);
    return n <= EYE_VITAL_MAX;
}

/* Opponent strings in atari touching side's racing strings: side takes
 * them.  Those whose last liberty lies inside side's own small space
 * (stones thrown in) come early in the move order (inside true); those
 * out in the open (cutting stones: taking them gains liberties) last,
 * since beyond the budget only the first candidate is read. */
static void capture_neighbours(struct semeai *s, int side, bool inside, struct movelist *l)
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
static void eye_vital_moves(struct semeai *s, int side, struct movelist *l)
{
    const struct board *b = s->b;
    coord libs[BOARD_MAX_POINTS], pts[BOARD_MAX_POINTS];
    int nl = side_liberties(s, side, libs, BOARD_MAX_POINTS);
    memset(s->mark, 0, sizeof s->mark);
    uint16_t id = 0;
    for (int i = 0; i < nl; i++) {
        if (s->mark[libs[i]])
            continue;
        int n = region_flood(b, b->color, libs[i], REGION_NOT(s->color[side]), s->mark, ++id,
                             pts, NULL);
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
    int n = region_flood(b, b->color, p, REGION_EMPTY, s->mark, 1, pts, &touch);
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
    int n = region_flood(b, b->color, p, REGION_NOT(s->color[1 - side]), s->mark, 1, pts, NULL);
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
static void approach_moves(const struct board *b, int me, coord p, struct movelist *l)
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
static void filling_moves(struct semeai *s, int side, struct movelist *l)
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

static void generate(struct semeai *s, int side, struct movelist *l)
{
    l->n = 0;
    atari_moves(s, 1 - side, l);
    capture_neighbours(s, side, true, l);
    atari_moves(s, side, l);
    eye_vital_moves(s, 1 - side, l);
    filling_moves(s, side, l);
    eye_vital_moves(s, side, l);
    capture_neighbours(s, side, false, l);
}

/* Of the six-point spaces only the rabbity six (a point with all four
 * neighbours inside: the vital point) dies to one move; the others give
 * two eyes.  pts: the space, marked 1 in s->mark. */
static bool rabbity_six(const struct semeai *s, const coord *pts, int n)
{
    for (int i = 0; i < n; i++) {
        int deg = 0;
        for (int d = 0; d < 4; d++)
            deg += s->mark[pts[i] + s->b->dir[d]] == 1;
        if (deg == 4)
            return true;
    }
    return false;
}

/* The race is over: side's main string is off the board.  The capturer
 * wins only if its own dragon then survives the opponent, who moves
 * next; a capture inside a dead group (too little eye space even with
 * the captured points) decides nothing. */
static int after_capture(struct semeai *s, int captured_side)
{
    int capturer = 1 - captured_side;
    int won = captured_side == 1 ? SEMEAI_A_KILLS : SEMEAI_A_DIES;
    int lost = captured_side == 1 ? SEMEAI_A_DIES : SEMEAI_A_KILLS;
    /* A freed space of seven points or more gives two eyes against any
     * one move: no reading needed. */
    coord pts[BOARD_MAX_POINTS];
    memset(s->mark, 0, sizeof s->mark);
    int n = region_flood(s->b, s->b->color, s->core[captured_side], REGION_EMPTY, s->mark, 1,
                         pts, NULL);
    if (n <= EYE_VITAL_MAX * 2 && (n >= BIG_EYE_POINTS || (n == 6 && !rabbity_six(s, pts, n))))
        return won;
    if (!s->owl)
        s->owl = owl_new(NULL);
    if (!s->owl)
        return won;
    s->owl_calls++;
    s->owl->tactics->deadline = s->deadline;
    coord mv;
    int r = owl_attack(s->owl, s->b, NULL, s->core[capturer], &mv);
    /* A capturer whose life then hangs on a ko has not won the race
     * outright (either ko code: counting the opponent-first ko alone as
     * lost cost the move generator seki.tst 913 and 1203-1209). */
    return r != READ_FAIL ? lost : won;
}

/* Plays side's move at p.  A ko the side may not retake now is retaken
 * anyway when that side is ko_free (it is assumed to have a threat). */
static bool try_play(struct semeai *s, int side, coord p)
{
    struct board *b = s->b;
    if (board_trymove(b, s->color[side], p)) {
        if (b->ko != PASS)
            s->ko_seen = true;
        return true;
    }
    if (board_check_move(b, s->color[side], p) != MOVE_KO)
        return false;
    s->ko_seen = true;
    return s->ko_free[side] && board_tryko(b, s->color[side], p);
}

static int search(struct semeai *s, int mover, int depth, int alpha, int beta, bool passed);

/* The mover passes.  The pass is played on the board: it lifts a ko ban
 * (the opponent, banned from retaking a ko at once, may retake after
 * the mover's pass, as after any move; a ban left standing made a side
 * that passed at the root win a ko it had not taken, semeai.tst 143). */
static int pass_and_search(struct semeai *s, int mover, int depth, int alpha, int beta)
{
    if (!board_trymove(s->b, s->color[mover], PASS))
        return search(s, 1 - mover, depth + 1, alpha, beta, true);
    int v = search(s, 1 - mover, depth + 1, alpha, beta, true);
    board_popmove(s->b);
    return v;
}

static int search(struct semeai *s, int mover, int depth, int alpha, int beta, bool passed)
{
    s->read_nodes++;
    s->stats.nodes++;
    if (captured(s, 0))
        return after_capture(s, 0);
    if (captured(s, 1))
        return after_capture(s, 1);
    bool out_of_time = deadline_passed(s->deadline);
    if (depth >= s->max_depth || s->read_nodes >= s->node_cap || out_of_time) {
        if (s->read_nodes >= s->node_cap || out_of_time)
            s->capped = true;
        return semeai_static_value(s, mover);
    }
    /* A position reached before by another move order: its bounds. */
    const struct board *b = s->b;
    uint64_t key = b->hash ^ ((uint64_t)(b->ko + 1) * 0x9E3779B97F4A7C15ULL)
                   ^ (mover ? 0xD6E8FEB86659FD93ULL : 0) ^ (passed ? 0xA0761D6478BD642FULL : 0);
    struct semeai_tt_entry *e = &s->tt[key & (SEMEAI_TT_SIZE - 1)];
    int left = s->max_depth - depth;
    if (e->gen == s->tt_gen && e->key == key && e->left >= left) {
        if (e->lower >= beta || e->lower == e->upper)
            return e->lower;
        if (e->upper <= alpha)
            return e->upper;
        if (e->lower > alpha)
            alpha = e->lower;
        if (e->upper < beta)
            beta = e->upper;
    }
    int alpha0 = alpha, beta0 = beta;
    struct movelist l;
    generate(s, mover, &l);
    if (s->read_nodes - s->read_start >= s->node_budget && l.n > 1)
        l.n = 1;
    bool maxing = mover == 0;
    int best = maxing ? SEMEAI_A_DIES : SEMEAI_A_KILLS;
    for (int i = 0; i <= l.n; i++) {
        if (i > 0 && s->read_nodes >= s->node_cap) {
            s->capped = true;   /* beyond the cap no more siblings */
            break;
        }
        int v;
        if (i == l.n) {       /* pass */
            v = passed ? semeai_static_value(s, 1 - mover) : pass_and_search(s, mover, depth,
                                                                            alpha, beta);
        } else {
            if (!try_play(s, mover, l.m[i]))
                continue;
            v = search(s, 1 - mover, depth + 1, alpha, beta, false);
            board_popmove(s->b);
        }
        if (maxing ? v > best : v < best)
            best = v;
        if (maxing && best > alpha)
            alpha = best;
        if (!maxing && best < beta)
            beta = best;
        if (alpha >= beta)
            break;
    }
    if (!s->capped) {   /* a capped read's value is a count, not a read */
        e->key = key;
        e->gen = s->tt_gen;
        e->left = (uint8_t)left;
        e->lower = (int8_t)(best > alpha0 ? best : SEMEAI_A_DIES);
        e->upper = (int8_t)(best < beta0 ? best : SEMEAI_A_KILLS);
    }
    return best;
}

/* The main string of side: its biggest string touching the opponent
 * (the biggest of all when none does). */
static coord core_string(const struct semeai *s, int side)
{
    const struct board *b = s->b;
    coord best = s->stones[side][0];
    int best_key = -1;
    for (int i = 0; i < s->nstones[side]; i++) {
        coord st = s->stones[side][i];
        bool touches = false;
        for (int d = 0; d < 4; d++)
            touches |= b->color[st + b->dir[d]] == s->color[1 - side];
        int key = board_string_size(b, st) + (touches ? 1000 : 0);
        if (key > best_key) {
            best_key = key;
            best = st;
        }
    }
    return best;
}

static bool load_side(struct semeai *s, int side, const coord *st, int n)
{
    if (n <= 0 || n > SEMEAI_MAX_STONES)
        return false;
    int color = s->b->color[st[0]];
    if (color != BLACK && color != WHITE)
        return false;
    for (int i = 0; i < n; i++)
        if (s->b->color[st[i]] != color)
            return false;
    s->color[side] = color;
    s->nstones[side] = n;
    memcpy(s->stones[side], st, (size_t)n * sizeof *st);
    return true;
}

/* Does the string at st touch a stone of the other side's dragon? */
static bool touches_other(struct semeai *s, int side, coord st)
{
    const struct board *b = s->b;
    uint32_t gen = ++s->gen;
    const int other = 1 - side;
    for (int i = 0; i < s->nstones[other]; i++)
        s->stamp[s->stones[other][i]] = gen;
    FOR_EACH_STONE(b, b->str[st], q)
        for (int d = 0; d < 4; d++)
            if (s->stamp[q + b->dir[d]] == gen)
                return true;
    return false;
}

/* The race is between the strings in contact: a dragon's other strings
 * (linked by a jump or a diagonal, or far away) neither give their
 * liberties to the race nor lose it when cut off.  A side with no
 * string in contact keeps all of them. */
static void keep_racing_strings(struct semeai *s)
{
    bool touch[2][SEMEAI_MAX_STONES];
    int kept[2] = {0, 0};
    for (int side = 0; side < 2; side++)
        for (int i = 0; i < s->nstones[side]; i++)
            kept[side] += touch[side][i] = touches_other(s, side, s->stones[side][i]);
    for (int side = 0; side < 2; side++) {
        if (kept[side] == 0)
            continue;
        int n = 0;
        for (int i = 0; i < s->nstones[side]; i++)
            if (touch[side][i])
                s->stones[side][n++] = s->stones[side][i];
        s->nstones[side] = n;
    }
}

/* How far A is ahead in the count after its move (liberties the
 * opponent needs, an eye worth more than any count, the shared ones to
 * the bigger eye; the opponent's main string taken at once beats any
 * lead): among killing moves the one leaving the biggest lead is the
 * most robust answer. */
static int race_margin(struct semeai *s)
{
    if (captured(s, 1))
        return 1000;    /* taken at once: nothing left to read */
    struct semeai_count c[2];
    semeai_count_side(s, 0, &c[0]);
    semeai_count_side(s, 1, &c[1]);
    int shared = c[0].shared < c[1].shared ? c[0].shared : c[1].shared;
    int a = c[0].outside + c[0].eye_libs + 8 * c[0].eyes;
    int b = c[1].outside + c[1].eye_libs + 8 * c[1].eyes;
    if (c[0].eye_size > c[1].eye_size)
        a += shared;
    else if (c[1].eye_size > c[0].eye_size)
        b += shared;
    return a - b;
}

/* race_margin after A's killing move at p; a move left in atari (a
 * throw-in) is counted after the opponent takes it, as the count right
 * after it overrates it (the stones taken give the space back). */
static int kill_margin(struct semeai *s, coord p)
{
    int margin = race_margin(s);
    if (captured(s, 1) || s->b->color[p] != s->color[0] || board_countlib(s->b, p) != 1)
        return margin;
    coord lib;
    board_liberties(s->b, p, &lib, 1);
    if (!board_trymove(s->b, s->color[1], lib))
        return margin;
    int after = captured(s, 0) ? -1000 : race_margin(s);
    board_popmove(s->b);
    return after < margin ? after : margin;
}

/* The cap ended the read with A killing even by passing, before any
 * root move was read: the kill is shown with the candidate that the
 * count after it likes best (a kill it keeps, the biggest lead), or
 * PASS when the count keeps none.  The codes stay the read's. */
static coord counted_kill(struct semeai *s, const struct movelist *l)
{
    coord best = PASS;
    int best_margin = -1000;
    for (int i = 0; i < l->n; i++) {
        if (!try_play(s, 0, l->m[i]))
            continue;
        s->read_nodes++;
        s->stats.nodes++;
        int v = semeai_static_value(s, 1);
        int margin = v == SEMEAI_A_KILLS ? kill_margin(s, l->m[i]) : -1000;
        board_popmove(s->b);
        if (margin > best_margin) {
            best_margin = margin;
            best = l->m[i];
        }
    }
    return best;
}

/* Reads every root move with a full window; picks the answer's move:
 * of the killing moves the one with the biggest lead, the first in the
 * candidate order on a tie. */
static void read_root(struct semeai *s, struct semeai_result *out)
{
    struct movelist l;
    s->read_start = s->read_nodes;   /* each ko reread gets the full-width budget */
    s->tt_gen++;                     /* and its own table: the ko rules differ */
    generate(s, 0, &l);
    int pass_value = pass_and_search(s, 0, 0, SEMEAI_A_DIES, SEMEAI_A_KILLS);
    int best = pass_value;
    coord best_move = PASS;
    int best_margin = -1000;
    for (int i = 0; i < l.n; i++) {
        /* Out of time: the moves read so far give the answer. */
        if (deadline_passed(s->deadline))
            break;
        if (s->read_nodes >= s->node_cap) {
            s->capped = true;   /* the cap also ends the root's list */
            break;
        }
        if (!try_play(s, 0, l.m[i]))
            continue;
        int v = search(s, 1, 1, SEMEAI_A_DIES, SEMEAI_A_KILLS, false);
        int margin = v == SEMEAI_A_KILLS ? kill_margin(s, l.m[i]) : 0;
        board_popmove(s->b);
        /* A kill is shown with its move; seki or life by passing if it can. */
        bool better = v > best || (v == SEMEAI_A_KILLS && best_move == PASS)
                      || (v == SEMEAI_A_KILLS && best == v && margin > best_margin);
        if (better) {
            best = v;
            best_move = l.m[i];
            best_margin = margin;
        }
    }
    if (best == SEMEAI_A_KILLS && best_move == PASS && s->read_nodes >= s->node_cap)
        best_move = counted_kill(s, &l);
    out->defence = best >= SEMEAI_SEKI ? READ_WIN : READ_FAIL;
    out->attack = best == SEMEAI_A_KILLS ? READ_WIN : READ_FAIL;
    out->move = best == SEMEAI_A_DIES ? PASS : best_move;
}

/* The race met a ko: a win that the opponent undoes when it may retake
 * every ko (it has threats) was won by a ko A takes first (READ_KO_A); a
 * loss that A turns round when it may retake every ko is a ko in which
 * A needs the first threat (READ_KO_B), with that read's move. */
static void ko_verdicts(struct semeai *s, struct semeai_result *out)
{
    struct semeai_result r;
    if (out->defence == READ_WIN || out->attack == READ_WIN) {
        s->ko_free[1] = true;
        read_root(s, &r);
        s->ko_free[1] = false;
        if (s->capped)
            return;     /* the reread ran out of nodes: its answer is a count */
        if (out->defence == READ_WIN && r.defence != READ_WIN)
            out->defence = READ_KO_A;
        if (out->attack == READ_WIN && r.attack != READ_WIN)
            out->attack = READ_KO_A;
        /* A result that holds even when the opponent may retake every ko
         * is shown with the move that gets it without a ko. */
        if ((out->attack == READ_WIN && r.attack == READ_WIN)
            || (out->attack != READ_WIN && out->defence == READ_WIN && r.defence == READ_WIN))
            out->move = r.move;
    }
    if ((out->defence == READ_FAIL || out->attack == READ_FAIL) && !s->capped) {
        s->ko_free[0] = true;
        read_root(s, &r);
        s->ko_free[0] = false;
        bool turned = false;
        if (out->defence == READ_FAIL && r.defence == READ_WIN)
            out->defence = READ_KO_B, turned = true;
        if (out->attack == READ_FAIL && r.attack == READ_WIN)
            out->attack = READ_KO_B, turned = true;
        if (turned)
            out->move = r.move;
    }
}

bool semeai_analyze(struct semeai *s, struct board *b, const coord *a_stones, int na,
                    const coord *b_stones, int nb, struct semeai_result *out)
{
    s->b = b;
    if (!load_side(s, 0, a_stones, na) || !load_side(s, 1, b_stones, nb) ||
        s->color[0] == s->color[1])
        return false;
    keep_racing_strings(s);
    s->core[0] = core_string(s, 0);
    s->core[1] = core_string(s, 1);
    s->capped = false;
    s->stats.reads++;
    s->ko_free[0] = s->ko_free[1] = false;
    s->ko_seen = false;
    s->read_nodes = 0;
    read_root(s, out);
    /* The ko rereads share the analysis's node cap: none once it is hit. */
    if (s->ko_seen && !s->capped)
        ko_verdicts(s, out);
    if (s->capped)
        s->stats.cap_hits++;
    s->b = NULL;
    return true;
}

/* A dragon that loses the race may still live by escaping or making
 * eyes away from it: the owl searcher, A's owner moving first, decides
 * (A then neither dies nor kills; the owl's move is the answer's). */
static void owl_verdict(struct semeai *s, struct board *b, const struct dragon_analysis *an,
                        coord a, struct semeai_result *out)
{
    if (!s->owl_verdict || out->defence != READ_FAIL)
        return;
    if (!s->owl)
        s->owl = owl_new(NULL);
    coord mv = PASS;
    s->owl_calls += s->owl != NULL;
    if (s->owl && owl_defend(s->owl, b, an, a, &mv) == READ_WIN) {
        out->defence = READ_WIN;
        out->attack = READ_FAIL;
        out->move = mv;
    }
}

bool semeai_analyze_dragons(struct semeai *s, struct board *b,
                            const struct dragon_analysis *an, coord a, coord bb,
                            struct semeai_result *out)
{
    int da = dragon_index_at(an, a), db = dragon_index_at(an, bb);
    if (da == DRAGON_NONE || db == DRAGON_NONE)
        return false;
    coord sa[SEMEAI_MAX_STONES], sb[SEMEAI_MAX_STONES];
    int na = dragon_stones_of(an, b, da, sa, SEMEAI_MAX_STONES);
    int nb = dragon_stones_of(an, b, db, sb, SEMEAI_MAX_STONES);
    na = na > SEMEAI_MAX_STONES ? SEMEAI_MAX_STONES : na;
    nb = nb > SEMEAI_MAX_STONES ? SEMEAI_MAX_STONES : nb;
    if (!semeai_analyze(s, b, sa, na, sb, nb, out))
        return false;
    owl_verdict(s, b, an, a, out);
    return true;
}
