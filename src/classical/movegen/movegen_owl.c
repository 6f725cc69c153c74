/* movegen_owl.c — move reasons from the life-and-death searcher.
 *
 * Critical dragons (whoever moves first decides): the owl's key move
 * kills or saves, and so may others; the points around the dragon (its
 * eye space, its liberties) are each asked with owl_does_attack /
 * owl_does_defend within a node budget, and every move that works gets
 * the reason, so valuation can prefer one that also does something else.
 * The stake is the dragon's stones plus the space it would own alive,
 * less what the tactical and threat reasons of the same move already
 * count for its strings (a capture that kills the dragon is one gain, not
 * two; so is a threat to capture one of its strings: global.tst 22, D3
 * "kills B4" and "threatens to capture B4").
 *
 * A big critical dragon that lies open to the outside has the other
 * side's threat confirmed first, to the report's standard: our dragon
 * must really die when the opponent moves first, theirs must really
 * live when they do (owl_kill_confirmed, owl_save_confirmed).  The
 * engine's searcher reads the reply one ply down and narrower, and its
 * "critical" can be a kill that a root-wide reply refutes: saving a
 * group that lives anyway, or killing one that is dead anyway, is worth
 * nothing (nngs.tst 280: "E6 saves the E5 dragon +27" for a group GNU Go
 * calls alive).
 *
 * Weak dragons the owl does not call critical: strengthening an own
 * one (escaping, making room) and weakening an opposing one (taking its
 * room or liberties) are worth a part of the stake, its weakness.  This
 * is a rough estimate, kept for the dragons the strategy generator does
 * not measure (those the owl reads alive, where a move in a small eye
 * space may still make seki: the owl's "alive" does not tell); for the
 * others the strategy generator replaces it (movegen_strategy.c,
 * strategy_supersede). */
#include <stdlib.h>

#include "classical/movegen/movegen.h"
#include "classical/owl/owl.h"

#define ALT_MOVES 8             /* points tried per critical dragon, nearest its key first */
#define ALT_NODES 30000         /* owl nodes for all alternatives of one move decision */
#define WEAK_MOVES 4            /* strengthening / weakening points per weak dragon */
#define WEAK_SHARE 3.0f         /* of the weakness one such move settles */
#define WEAK_POINTS 3.0f        /* points per stone of stake x weakness settled */
#define WEAK_FROM 30            /* weakness (0..100) from which a dragon counts as weak */
#define CONFIRM_FROM 4.0f       /* stake (points) from which a critical dragon's threat is confirmed */

static float ko_factor(int code) { return code == READ_WIN ? 1.0f : 0.5f; }

/* What the tactical and threat reasons of move already count for
 * strings of dragon d. */
static float counted_by_tactics(const struct cl_position *pos, coord move, int d)
{
    float sum = 0;
    for (int i = 0; i < pos->reasons.n; i++) {
        const struct reason *r = &pos->reasons.r[i];
        if (r->move != move
            || (r->kind != RK_ATTACK_STRING && r->kind != RK_DEFEND_STRING && r->kind != RK_THREAT))
            continue;
        if (r->target != PASS && dragon_index_at(&pos->dragons, r->target) == d)
            sum += r->amount;
    }
    return sum;
}

/* For an own dragon of one string in atari whose capture is a ko
 * capture: half (the connection prevents a ko, not a sure loss; as for
 * such strings in movegen_tactics.c), else 1. */
static float threat_factor(const struct cl_position *pos, int d)
{
    const struct dragon_analysis *a = &pos->dragons;
    const struct dragon *dr = &a->dragon[d];
    if (dr->color != pos->color || dr->nworms != 1)
        return 1.0f;
    const struct worm *w = &a->worm[a->worm_of[dr->origin]];
    return w->libs == 1 ? ko_factor(w->attack_code) : 1.0f;
}

static void post_life(struct cl_position *pos, int d, coord move, int code, float threat,
                      const char *src)
{
    const struct dragon *dr = &pos->dragons.dragon[d];
    float stake = cl_dragon_stake(pos, dr->origin) * ko_factor(code) * threat;
    /* An outright kill or save also decides whether the opposing dragons
     * it separates join (movegen_cutstones.c). */
    if (code == READ_WIN && threat == 1.0f)
        stake += cutstone_stake(pos, dr->origin, true);
    stake -= counted_by_tactics(pos, move, d);
    if (stake <= 0)
        return;
    enum reason_kind kind = dr->color == pos->color ? RK_SAVE_DRAGON : RK_KILL_DRAGON;
    reasons_add(&pos->reasons, kind, move, dr->origin, stake, reading_gtp_code(code), src);
}

/* The owl's result for its own key move: a kill or a save that only
 * works through a ko is worth half, as at the alternatives (a ko the
 * opponent may win is no sure gain: counted whole, a one-stone ko
 * capture outweighed every sente endgame move).  Static keys (no read)
 * count as sure.
 *
 * The key that kills an opposing dragon with a way out (escape > 0) is
 * read again as GTP's owl_does_attack reads it, the owner's reply as a
 * root and its saves checked (owl_move_attacks_checked), and a kill
 * that reply refutes gets no reason (READ_FAIL): the searcher reads the
 * reply one ply down, narrower, where an open group's escape is easily
 * missed.  13x13.tst 25: the engine read Black's two-stone K5 (escape
 * 40) critical with White's L4, whose reply one ply down was
 * statically dead in 12 nodes; read as a root, Black's J5 saves (GNU
 * Go's owl_does_attack L4 = 0 too), and "L4 kills the K5 dragon" +9
 * made L4 35.04 over J5 26.94, the kill that also cuts.  Measured and
 * not kept (session 25, thirteen19): the same check of our own saves
 * (owl_move_defends_wide) lost global.tst 17 29 41, saves GNU Go's
 * owl_does_defend confirms (global 29: B2 for C5, ours 0); every
 * dragon, escape or not, with the unchecked root read
 * (owl_move_attacks, owl_move_defends) lost seki.tst 101 201 301 303 401
 * (gained 701 1224): inside a closed space the key a root-wide reply
 * refutes often makes the difference between a kill and a seki, which
 * still costs the points (as fate_open below).  Elsewhere a failed check
 * counts as the searcher's win. */
static int key_code(struct classical *cl, struct cl_position *pos, int d, coord key)
{
    if (!pos->owl_read[d])
        return READ_WIN;
    const struct dragon *dr = &pos->dragons.dragon[d];
    bool own = dr->color == pos->color;
    if (!own && dr->escape > 0)
        return owl_move_attacks_checked(cl->owl, &pos->b, &pos->dragons, key, dr->origin);
    int code = own ? owl_does_defend(cl->owl, &pos->b, &pos->dragons, key, dr->origin)
                   : owl_does_attack(cl->owl, &pos->b, &pos->dragons, key, dr->origin);
    return code == READ_FAIL ? READ_WIN : code;
}

/* Distance (rows plus columns) from p to the owl's key move; 0 when
 * there is none. */
static int key_distance(const struct board *b, coord p, coord key)
{
    if (key == PASS)
        return 0;
    return abs(board_row(b, p) - board_row(b, key)) + abs(board_col(b, p) - board_col(b, key));
}

/* Sorts out[from..n) nearest the key first (stable: board order on ties). */
static void sort_by_key_distance(const struct board *b, coord key, coord *out, int from, int n)
{
    for (int i = from + 1; i < n; i++) {
        coord v = out[i];
        int dv = key_distance(b, v, key), j = i;
        while (j > from && key_distance(b, out[j - 1], key) > dv) {
            out[j] = out[j - 1];
            j--;
        }
        out[j] = v;
    }
}

/* The empty points of dragon d's eye space and its liberties, up to max,
 * eye space first (vital points of life and death are mostly there),
 * each kind nearest the owl's key move first: a big dragon has more
 * such points than are read, and the ones left out were those last in
 * board order, wherever the fight was (session 12). */
int owl_points_around(const struct cl_position *pos, int d, coord key, coord *out, int max)
{
    const struct board *b = &pos->b;
    const struct dragon_analysis *a = &pos->dragons;
    coord all[BOARD_MAX_POINTS];
    int n = 0;
    FOR_EACH_POINT(b, p) {
        if (b->color[p] == EMPTY && a->eye_owner[p] == d)
            all[n++] = p;
    }
    int eyes = n;
    FOR_EACH_POINT(b, p) {
        if (b->color[p] != EMPTY || a->eye_owner[p] == d)
            continue;
        for (int k = 0; k < 4; k++)
            if (a->dragon_of[p + b->dir[k]] == d) {
                all[n++] = p;
                break;
            }
    }
    sort_by_key_distance(b, key, all, 0, eyes);
    sort_by_key_distance(b, key, all, eyes, n);
    if (n > max)
        n = max;
    for (int i = 0; i < n; i++)
        out[i] = all[i];
    return n;
}

/* Every other move near a critical dragon that the owl finds kills
 * (opponent's) or saves (own) it. */
static void alternatives(struct classical *cl, struct cl_position *pos, int d, float threat,
                         long stop)
{
    const struct dragon *dr = &pos->dragons.dragon[d];
    bool own = dr->color == pos->color;
    coord key = own ? pos->defence[d] : pos->attack[d];
    coord pts[ALT_MOVES];
    int n = owl_points_around(pos, d, key, pts, ALT_MOVES);
    for (int i = 0; i < n && cl->owl->stats.nodes < stop; i++) {
        if (pts[i] == key || !cl_move_considered(pos, pos->color, pts[i]))
            continue;
        int code = own ? owl_does_defend(cl->owl, &pos->b, &pos->dragons, pts[i], dr->origin)
                       : owl_does_attack(cl->owl, &pos->b, &pos->dragons, pts[i], dr->origin);
        if (code != READ_FAIL)
            post_life(pos, d, pts[i], code, threat, "owl");
    }
}

/* Liberties of dragon d ranked by the room they open (empty neighbours):
 * escaping for its owner, closing in for the opponent.  The first max
 * in board order among the roomiest. */
static int best_liberties(const struct cl_position *pos, int d, coord *out, int max)
{
    const struct board *b = &pos->b;
    int n = 0;
    for (int want = 3; want >= 1 && n < max; want--) {
        FOR_EACH_POINT(b, p) {
            if (n >= max || b->color[p] != EMPTY)
                continue;
            int touches = 0, empty = 0;
            for (int k = 0; k < 4; k++) {
                coord q = (coord)(p + b->dir[k]);
                touches += pos->dragons.dragon_of[q] == d;
                empty += b->color[q] == EMPTY;
            }
            if (touches && (empty == want || (want == 3 && empty > 3)))
                out[n++] = p;
        }
    }
    return n;
}

/* Does dragon d own an eye space of LARGE_EYE_SPACE points or more?  Such
 * a space makes two eyes whoever moves first (dragon_life.c's large
 * space), so the dragon is not weak whatever its escape.  A dragon that
 * can run out (escape >= 20) has its eyes uncounted and a static weakness
 * of 100 - 3 x escape (0.34-0.40), and the liberty rule below then
 * "strengthened" or "weakened" groups owning 20-point areas by 8-9 points
 * a move in the 9x9 endgames against mc (session 18: White's D2 and F2
 * "strengthen the weak E5 dragon" +8.2 beside its own lower right, over
 * D4, the boundary move). */
#define LARGE_EYE_SPACE 12

static bool owns_large_space(const struct cl_position *pos, int d)
{
    FOR_EACH_POINT(&pos->b, p) {
        if (pos->dragons.eye_owner[p] == d && pos->dragons.eye_size[p] >= LARGE_EYE_SPACE)
            return true;
    }
    return false;
}

static void weak_dragon(struct cl_position *pos, int d)
{
    if (owns_large_space(pos, d))
        return;
    const struct dragon *dr = &pos->dragons.dragon[d];
    bool own = dr->color == pos->color;
    /* One move at a liberty settles only part of the weakness. */
    float amount = cl_dragon_stake(pos, dr->origin) * (float)dr->weakness / 100.0f / WEAK_SHARE
                   * WEAK_POINTS;
    coord pts[WEAK_MOVES];
    int n = best_liberties(pos, d, pts, WEAK_MOVES);
    for (int i = 0; i < n; i++) {
        if (!cl_move_considered(pos, pos->color, pts[i])
            || (own && strategy_leaves_capturable(pos, d, pts[i])))
            continue;
        reasons_add(&pos->reasons, own ? RK_STRENGTHEN : RK_WEAKEN, pts[i], dr->origin,
                    amount, 0, own ? "escape" : "closes in");
    }
}

/* Is critical dragon d's fate really open (see the top of the file)?
 * Not checked:
 * - small dragons (little at stake, and the check costs reads);
 * - a dragon the static analysis calls critical too (a string the
 *   tactician can take or save, an eye's vital point): two judgements
 *   agree (strategy.tst 10: Q7 saves the L9 dragon, the searcher's and
 *   the static analysis's critical group, lost without this);
 * - a dragon with no escape at all: a kill the root-wide reply refutes
 *   inside a closed space is often a seki, which the searcher counts as
 *   life but which still costs the points the save would keep (seki.tst
 *   202 303 402 702: White's B2 "kills" a corner group, a root-wide
 *   reply makes seki). */
static bool fate_open(struct classical *cl, struct cl_position *pos, int d)
{
    const struct dragon *dr = &pos->dragons.dragon[d];
    if (!pos->owl_read[d] || dr->status == STATUS_CRITICAL || dr->escape == 0
        || cl_dragon_stake(pos, dr->origin) < CONFIRM_FROM)
        return true;
    if (dr->color == pos->color)
        return owl_kill_confirmed(cl->owl, &pos->b, &pos->dragons, d, pos->attack[d]);
    return owl_save_confirmed(cl->owl, &pos->b, &pos->dragons, d, pos->defence[d]);
}

void movegen_owl(struct classical *cl, struct cl_position *pos)
{
    const struct dragon_analysis *a = &pos->dragons;
    long stop = cl->owl->stats.nodes + ALT_NODES;
    for (int d = 0; d < a->ndragons; d++) {
        const struct dragon *dr = &a->dragon[d];
        if (pos->status[d] == STATUS_CRITICAL) {
            if (!fate_open(cl, pos, d))
                continue;
            coord key = dr->color == pos->color ? pos->defence[d] : pos->attack[d];
            float threat = threat_factor(pos, d);
            if (key != PASS) {
                int code = key_code(cl, pos, d, key);
                pos->owl_ko[d] = code == READ_KO_A || code == READ_KO_B;
                if (code != READ_FAIL)
                    post_life(pos, d, key, code, threat, pos->owl_read[d] ? "owl" : "static");
            }
            if (pos->owl_read[d])
                alternatives(cl, pos, d, threat, stop);
        } else if (pos->status[d] != STATUS_DEAD && !dr->dead_worm && !dr->benson
                   && dr->weakness >= WEAK_FROM) {
            weak_dragon(pos, d);
        }
    }
}
