/* semeai_search.c — owns the race search: a small alpha-beta over the
 * moves that matter in a capturing race, with the liberty count of
 * semeai_count.c at the leaves, and the entry points.
 *
 * Values are from A's side: A kills B (2) > seki or both live (1) > A
 * dies (0).  A node is decided at once when a side's main string (its
 * biggest string touching the opponent at the root) is off the board.
 * The moves are semeai_moves.c's, then a pass.  Two passes end the
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
#include "classical/semeai/semeai_moves.h"

#define BIG_EYE_POINTS 7    /* an enclosed space this big lives on its own */

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
    /* A capture that is a ko (one stone taken by a stone left in atari)
     * is retaken by a side free to retake every ko: the race goes on for
     * it, and the ko rereads see the win as a ko won first. */
    if (s->b->ko != PASS) {
        s->ko_seen = true;
        if (s->ko_free[captured_side])
            return lost;
    }
    /* A freed space of seven points or more gives two eyes against any
     * one move: no reading needed. */
    coord pts[BOARD_MAX_POINTS];
    memset(s->mark, 0, sizeof s->mark);
    int n = region_flood_max(s->b, s->b->color, s->core[captured_side], REGION_EMPTY, s->mark,
                             1, pts, NULL, EYE_VITAL_MAX * 2);
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

/* Both sides passed and the count says one side kills: a kill by a
 * side without an eye is checked by playing it out, the killer filling
 * the main string's liberties while the other side passes, and asking
 * after_capture whether the capturer then lives (a group given up whose
 * space is a dead shape, such as a bent three, is a seki: taking it
 * leaves the capturer one eye).  A fill that is illegal keeps the
 * count. */
#define PLAYOUT_MAX_LIBS 6

static int double_pass_value(struct semeai *s, int to_move)
{
    int v = semeai_static_value(s, to_move);
    if (v == SEMEAI_SEKI)
        return v;
    int winner = v == SEMEAI_A_KILLS ? 0 : 1, loser = 1 - winner;
    struct semeai_count c;
    semeai_count_side(s, winner, &c);
    if (c.eyes > 0)
        return v;
    coord libs[PLAYOUT_MAX_LIBS + 1];
    int nl = board_liberties(s->b, s->core[loser], libs, PLAYOUT_MAX_LIBS + 1);
    if (nl > PLAYOUT_MAX_LIBS)
        return v;
    int played = 0;
    bool ok = true;
    for (int i = 0; i < nl && ok && !captured(s, loser); i++) {
        ok = board_trymove(s->b, s->color[winner], libs[i]);
        played += ok;
        if (ok && !captured(s, loser) && board_trymove(s->b, s->color[loser], PASS))
            played++;
    }
    /* The capture leaves the capturer dead: it does not take, and
     * neither side kills. */
    if (ok && captured(s, loser) && !captured(s, winner) && after_capture(s, loser) != v)
        v = SEMEAI_SEKI;
    while (played-- > 0)
        board_popmove(s->b);
    return v;
}

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
    struct semeai_movelist l;
    semeai_generate(s, mover, &l);
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
            v = passed ? double_pass_value(s, 1 - mover) : pass_and_search(s, mover, depth,
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
static coord counted_kill(struct semeai *s, const struct semeai_movelist *l)
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
    struct semeai_movelist l;
    s->read_start = s->read_nodes;   /* each ko reread gets the full-width budget */
    s->tt_gen++;                     /* and its own table: the ko rules differ */
    semeai_generate(s, 0, &l);
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
