/* connect_search.c — the connection reader's search and its entry points.
 *
 * Two mutually recursive functions: conn_do_connect (the connector moves)
 * and conn_do_disconnect (the cutter moves), each returning the result
 * for the side to move, ranked like the tactician's (WIN > KO_A > KO_B >
 * FAIL).  Each node first settles what needs no search:
 *   - a string captured: the cut has succeeded;
 *   - the strings merged: connected, unless the merged string can be
 *     captured (asked of the tactician when it is short of liberties);
 *   - cutter to move: either string capturable (tactician) wins for him;
 *     two shared liberties or an unfillable shared one: he cannot cut;
 *   - connector to move: a shared liberty that joins with three or more
 *     liberties, or a cutting string the tactician can capture, wins;
 *   - cutter to move with no candidate move at all: he passes, and wins
 *     unless the connector, moving, can join the strings.
 * Then the side to move tries its candidates (connect_moves.c), as many
 * as the ply allows, fewer once the per-read budget is spent; the hard
 * cap and the depth limit end a line as a loss for the side to move.
 * Ko follows the ko master rule of the tactician: a capture on credit is
 * worth at most KO_B to the side that made it.
 */
#include "classical/connect/connect_impl.h"
#include "classical/reading/ttable.h"

#include <stdio.h>
#include <stdlib.h>

#include "board/coord.h"

#define CACHE_LOG2 16
/* Up to this ply the cutter may prepare a cut at a shared liberty he
 * cannot fill yet (the double cut); deeper such links hold. */
#define PREPARE_PLIES 2

struct connection *connection_new(struct reading *tactics)
{
    struct connection *c = calloc(1, sizeof *c);
    if (!c)
        return NULL;
    c->tactics = tactics;
    if (!tactics) {
        c->tactics = reading_new();
        c->owns_tactics = true;
    }
    c->cache = ttable_new(CACHE_LOG2);
    if (!c->tactics || !c->cache) {
        connection_free(c);
        return NULL;
    }
    c->node_budget = CONNECT_DEFAULT_BUDGET;
    c->node_cap = CONNECT_DEFAULT_CAP;
    c->max_depth = CONNECT_DEFAULT_DEPTH;
    return c;
}

void connection_free(struct connection *c)
{
    if (!c)
        return;
    if (c->owns_tactics)
        reading_free(c->tactics);
    ttable_free(c->cache);
    free(c);
}

void connection_clear_cache(struct connection *c) { ttable_clear(c->cache); }

void connection_reset_counter(struct connection *c) { c->stats.nodes = 0; }

/* ---- ko ------------------------------------------------------------------ */

bool conn_trymove(struct connection *c, int color, coord p, bool *on_credit, int *saved)
{
    struct board *b = c->b;
    *saved = c->komaster;
    *on_credit = false;
    if (board_trymove(b, color, p))
        return true;
    if (board_check_move(b, color, p) != MOVE_KO)
        return false;
    if (c->komaster != EMPTY && c->komaster != color)
        return false;
    if (!board_tryko(b, color, p))
        return false;
    *on_credit = true;
    c->komaster = color;
    return true;
}

void conn_popmove(struct connection *c, int saved)
{
    board_popmove(c->b);
    c->komaster = saved;
}

/* ---- node accounting ------------------------------------------------------ */

static bool count_node(struct connection *c)
{
    if (c->capped)
        return false;
    c->stats.nodes++;
    if (++c->read_nodes > c->node_cap || deadline_passed(c->tactics->deadline)) {
        c->capped = true;
        return false;
    }
    return true;
}

/* Each root candidate may spend a quarter of the budget on full-width
 * reading: the first candidates must not starve the others. */
static bool over_budget(const struct connection *c)
{
    return c->read_nodes - c->root_move_start > c->node_budget / 4;
}

static int branch_width(const struct connection *c)
{
    static const int width[] = {8, 6, 5, 4, 3, 3, 3, 2, 2, 2, 2, 2};
    int ply = conn_ply(c);
    if (ply > 0 && over_budget(c))
        return 1;
    if (ply < (int)(sizeof width / sizeof width[0]))
        return width[ply];
    return 2;
}

/* ---- tactical questions ----------------------------------------------------- */

int conn_tactical_attack(struct connection *c, coord s, coord *move)
{
    c->stats.tactical_reads++;
    return reading_attack(c->tactics, c->b, s, move);
}

int conn_tactical_defend(struct connection *c, coord s, coord *move)
{
    c->stats.tactical_reads++;
    return reading_defend(c->tactics, c->b, s, move);
}

/* ---- terminal tests --------------------------------------------------------- */

/* Connector to move with the strings merged: connected unless the merged
 * string is in atari and cannot be saved. */
static int merged_connector(struct connection *c, coord head, coord *move)
{
    *move = PASS;
    if (board_countlib(c->b, head) >= 2)
        return READ_WIN;
    return conn_tactical_defend(c, head, move);
}

/* Cutter to move with the strings merged: he wins only by capturing. */
static int merged_cutter(struct connection *c, coord head, coord *move)
{
    *move = PASS;
    if (board_countlib(c->b, head) > 2)
        return READ_FAIL;
    return conn_tactical_attack(c, head, move);
}

/* Cutter to move: can he capture either string outright? */
static int capture_either(struct connection *c, coord ha, coord hb, coord *move)
{
    int best = READ_FAIL;
    coord heads[2] = {ha, hb};
    for (int i = 0; i < 2 && best < READ_WIN; i++) {
        if (board_countlib(c->b, heads[i]) > 2)
            continue;
        coord m;
        int r = conn_tactical_attack(c, heads[i], &m);
        if (r > best) {
            best = r;
            *move = m;
        }
    }
    return best;
}

/* How many liberties a cutting string may have for the tactician to be
 * asked whether it can be captured (capture_cutter) or must be defended
 * (the cutter's moves): four in the first two plies, where nets and
 * ladders on a loose cutting stone decide many cuts, three up to the
 * fourth ply, two deeper. */
int conn_cutter_maxlibs(const struct connection *c)
{
    int ply = conn_ply(c);
    return ply <= 1 ? 4 : ply <= 3 ? 3 : 2;
}

/* Connector to move: a cutting string he can capture. */
static int capture_cutter(struct connection *c, coord ha, coord hb, coord *move)
{
    coord cut[16];
    int n = conn_cutting_strings(c->b, ha, hb, cut, 16), best = READ_FAIL;
    int maxlibs = conn_cutter_maxlibs(c);
    for (int i = 0; i < n && best < READ_WIN; i++) {
        if (board_countlib(c->b, cut[i]) > maxlibs)
            continue;
        coord m;
        int r = conn_tactical_attack(c, cut[i], &m);
        if (r > best) {
            best = r;
            *move = m;
        }
    }
    return best;
}

/* ---- the recursion ------------------------------------------------------------ */

static void trace(const struct connection *c, const char *what, coord p, int res)
{
    char v[8];
    fprintf(stderr, "%*s%s %s -> %d (nodes %ld)\n", 2 * conn_ply(c), "", what,
            format_vertex(c->b, p, v), res, c->read_nodes);
}

typedef int (*conn_fn)(struct connection *, coord *);

/* Plays p for color and returns the result for the mover, or -1 when the
 * move cannot be played. */
static int try_move(struct connection *c, int color, coord p, conn_fn reply)
{
    bool credit;
    int saved;
    if (!conn_trymove(c, color, p, &credit, &saved))
        return -1;
    int res = flip_result(reply(c, NULL));
    conn_popmove(c, saved);
    if (credit && res > READ_KO_B)
        res = READ_KO_B;
    if (c->trace)
        trace(c, color == c->color ? "connect" : "cut", p, res);
    return res;
}

/* The rank of a root result: a result whose proof stayed within the
 * root move's share of the budget (read at full width) ranks above one
 * whose tail was read one candidate wide; then the result itself. */
static int root_rank(int v, bool starved)
{
    if (v == READ_FAIL)
        return 0;
    return (starved ? 0 : 4) + v;
}

static int search(struct connection *c, int color, struct cands *cand, conn_fn reply,
                  int best, coord *best_move)
{
    cands_sort(cand);
    /* At the root a win or ko whose proof ran past the root move's share
     * of the budget (its tail read one candidate wide) is not trusted:
     * the other candidates within the width are still read, and one
     * proved at full width replaces it (see docs/connections.md). */
    bool root = conn_ply(c) == 0;
    int best_rank = root_rank(best, false);
    int width = branch_width(c), tried = 0;
    for (int i = 0; i < cand->n && best_rank < root_rank(READ_WIN, false) && tried < width; i++) {
        if (root)
            c->root_move_start = c->read_nodes;
        int v = try_move(c, color, cand->p[i], reply);
        if (v < 0)
            continue;
        tried++;
        bool starved = root && over_budget(c);
        int rank = root_rank(v, starved);
        if (rank > best_rank) {
            if (best_rank > 0 && best_rank < 4)
                c->stats.starved_wins_replaced++;
            best = v;
            best_rank = rank;
            *best_move = cand->p[i];
        }
        if (c->capped)
            break;
        int w = branch_width(c);
        if (w < width)
            width = w > tried ? w : tried;
    }
    return best;
}

static void store(struct connection *c, int kind, int res, coord move)
{
    if (!c->capped && !over_budget(c))
        conn_cache_store(c, kind, res, move);
}

int conn_do_connect(struct connection *c, coord *move)
{
    coord dummy;
    if (!move)
        move = &dummy;
    *move = PASS;
    coord ha = conn_head(c, c->str_a), hb = conn_head(c, c->str_b);
    if (ha == PASS || hb == PASS)
        return READ_FAIL;
    if (ha == hb)
        return merged_connector(c, ha, move);
    if (!count_node(c))
        return READ_FAIL;
    coord join = conn_one_move_join(c->b, ha, hb, 3);
    if (join != PASS) {
        *move = join;
        return READ_WIN;
    }
    int res;
    if (conn_cache_lookup(c, 0, &res, move))
        return res;
    coord m = PASS;
    int best = capture_cutter(c, ha, hb, &m);
    if (best < READ_WIN && conn_ply(c) < c->max_depth) {
        struct cands cand;
        cands_init(&cand);
        conn_gen_connect_moves(c, &cand);
        best = search(c, c->color, &cand, conn_do_disconnect, best, &m);
    }
    store(c, 0, best, m);
    *move = m;
    return best;
}

/* Cutter to move with no candidate at all: no shared or second-order
 * liberty, no route within reach, nothing of either side short of
 * liberties.  He may always pass, so the strings are apart unless the
 * connector, moving now, can join them (a null move). */
static int nothing_to_cut_with(struct connection *c)
{
    return flip_result(conn_do_connect(c, NULL));
}

int conn_do_disconnect(struct connection *c, coord *move)
{
    coord dummy;
    if (!move)
        move = &dummy;
    *move = PASS;
    coord ha = conn_head(c, c->str_a), hb = conn_head(c, c->str_b);
    if (ha == PASS || hb == PASS)
        return READ_WIN;
    if (ha == hb)
        return merged_cutter(c, ha, move);
    if (!count_node(c))
        return READ_FAIL;
    int res;
    if (conn_cache_lookup(c, 1, &res, move))
        return res;
    coord m = PASS;
    int best = capture_either(c, ha, hb, &m);
    coord safe[32];
    int nsafe = 0;
    bool linked = conn_static_chain(c->b, ha, hb, safe, &nsafe);
    if (best < READ_WIN && conn_ply(c) < c->max_depth
        && (!linked || (nsafe > 0 && conn_ply(c) <= PREPARE_PLIES))) {
        struct cands cand;
        cands_init(&cand);
        if (linked)
            conn_gen_prepare_moves(c, safe, nsafe, &cand);
        else
            conn_gen_cut_moves(c, &cand);
        if (!linked && cand.n == 0)
            best = nothing_to_cut_with(c);
        best = search(c, other_color(c->color), &cand, conn_do_connect, best, &m);
    }
    store(c, 1, best, m);
    *move = m;
    return best;
}

/* ---- entry points --------------------------------------------------------------- */

static bool conn_read_begin(struct connection *c, struct board *b, coord a, coord b2)
{
    int color = b->color[a];
    if ((color != BLACK && color != WHITE) || b->color[b2] != color)
        return false;
    c->b = b;
    c->str_a = a;
    c->str_b = b2;
    c->color = color;
    c->read_nodes = 0;
    c->root_move_start = 0;
    c->root_depth = b->depth;
    c->capped = false;
    c->komaster = EMPTY;
    c->stats.reads++;
    return true;
}

static void conn_read_end(struct connection *c)
{
    if (c->read_nodes > c->node_budget)
        c->stats.budget_exhausted++;
    if (c->capped)
        c->stats.cap_hits++;
}

int connect_strings(struct connection *c, struct board *b, coord a, coord b2, coord *move)
{
    coord m = PASS;
    int res = READ_FAIL;
    if (conn_read_begin(c, b, a, b2)) {
        res = conn_do_connect(c, &m);
        conn_read_end(c);
    }
    if (move)
        *move = res ? m : PASS;
    return res;
}

int disconnect_strings(struct connection *c, struct board *b, coord a, coord b2, coord *move)
{
    coord m = PASS;
    int res = READ_FAIL;
    if (conn_read_begin(c, b, a, b2)) {
        res = conn_do_disconnect(c, &m);
        conn_read_end(c);
    }
    if (move)
        *move = res ? m : PASS;
    return res;
}
