/* reading_core.c — the tactician's search: the attack and defence
 * recursions, node accounting (per-read budget, hard cap), branching that
 * narrows with depth, and the top-level entry points of reading.h.
 *
 * The search is a plain alpha-beta over a three-valued-plus-ko outcome:
 * the side to move tries its candidates best-first and stops at the first
 * unconditional win.  Which candidates exist is the business of the move
 * generators (reading_attack.c, reading_defend.c); this file only decides
 * how many of them a node may try and what the answers mean.
 */
#include "classical/reading/reading_impl.h"

#include <stdio.h>
#include <stdlib.h>

#include "board/coord.h"

/* ---- candidate list ----------------------------------------------------- */

void cands_sort(struct cands *c)
{
    /* Insertion sort: lists are short, and it is stable, so generators
     * can rely on insertion order to break ties. */
    for (int i = 1; i < c->n; i++) {
        coord p = c->p[i];
        int s = c->score[i];
        int j = i - 1;
        while (j >= 0 && c->score[j] < s) {
            c->p[j + 1] = c->p[j];
            c->score[j + 1] = c->score[j];
            j--;
        }
        c->p[j + 1] = p;
        c->score[j + 1] = s;
    }
}

/* ---- node accounting ---------------------------------------------------- */

void read_begin(struct reading *r, struct board *b)
{
    r->b = b;
    r->read_nodes = 0;
    r->root_depth = b->depth;
    r->capped = false;
    r->komaster = EMPTY;
    r->kom_pos = PASS;
    r->stats.reads++;
}

void read_end(struct reading *r)
{
    if (r->read_nodes > r->node_budget)
        r->stats.budget_exhausted++;
    if (r->capped)
        r->stats.cap_hits++;
}

bool read_count_node(struct reading *r)
{
    if (r->capped)
        return false;
    if (deadline_passed(r->deadline)
        || (r->total_cap > 0 && r->stats.nodes - r->total_start >= r->total_cap)) {
        r->capped = true;
        return false;
    }
    r->stats.nodes++;
    if (++r->read_nodes > r->node_cap) {
        r->capped = true;
        return false;
    }
    return true;
}

bool reading_limit_total(struct reading *r, long nodes)
{
    if (r->total_cap > 0)
        return false;
    r->total_cap = nodes;
    r->total_start = r->stats.nodes;
    return true;
}

void reading_lift_total(struct reading *r)
{
    r->total_cap = 0;
}

/* How many candidates a node at this depth may try.  Wide near the root,
 * where the tactical question is decided, one move beyond the branch
 * depth or once the read has spent its budget: what remains is then
 * reading out forced lines (ladders, captures), which is cheap. */
static int branch_width(const struct reading *r)
{
    static const int width[] = {20, 16, 12, 10, 8, 7, 6, 5, 4, 4, 3, 3};
    /* By absolute depth, like every other limit, so that a cached answer
     * was searched the same way whichever read reached it first. */
    int sp = stackp(r);
    if (sp > r->lim.branch || (sp > r->root_depth && r->read_nodes > r->node_budget))
        return 1;
    if (sp < (int)(sizeof width / sizeof width[0]))
        return width[sp];
    return 2;
}

/* ---- the recursion ------------------------------------------------------ */

static void trace(const struct reading *r, const char *what, coord p, int res)
{
    char v[8];
    fprintf(stderr, "%*s%s %s -> %d (nodes %ld)\n", 2 * (r->b->depth - r->root_depth), "",
            what, format_vertex(r->b, p, v), res, r->read_nodes);
}

static void trace_cands(const struct reading *r, const char *what, const struct cands *c)
{
    char v[8];
    fprintf(stderr, "%*s%s:", 2 * (r->b->depth - r->root_depth), "", what);
    for (int i = 0; i < c->n; i++)
        fprintf(stderr, " %s(%d)", format_vertex(r->b, c->p[i], v), c->score[i]);
    fprintf(stderr, "\n");
}

/* A string in atari: capture it.  Taking a lone stone in a ko shape only
 * wins the ko (KO_A), and when the simple ko rule forbids the capture the
 * attacker must find a threat first (KO_B). */
static int capture_in_atari(struct reading *r, coord str, coord *move)
{
    struct board *b = r->b;
    coord lib;
    string_libs(b, str, &lib, 1);
    int attacker = other_color(b->color[str]);
    enum move_error e = board_check_move(b, attacker, lib);
    *move = lib;
    if (e == MOVE_OK) {
        if (is_ko_capture(b, attacker, lib))
            return READ_KO_A;
        /* Snapback: taking one stone leaves the capturing string in atari
         * on the captured point, and the defender retakes it all. */
        if (board_would_capture(b, attacker, lib) == 1 && board_libs_after(b, attacker, lib) == 1) {
            *move = PASS;
            return READ_FAIL;
        }
        return READ_WIN;
    }
    if (e == MOVE_KO && stackp(r) <= r->lim.ko
        && (r->komaster == EMPTY || r->komaster == attacker))
        return READ_KO_B;
    *move = PASS;
    return READ_FAIL;
}

static int try_attack_move(struct reading *r, coord str, coord p, int attacker);

/* When the capture is only a ko, an unconditional win may still exist:
 * take away in advance the liberties the defender would gain by filling
 * the ko (its strings next to the ko point). */
static int attack1(struct reading *r, coord str, coord *move)
{
    struct board *b = r->b;
    int best = capture_in_atari(r, str, move);
    if (best == READ_WIN || stackp(r) > r->lim.depth)
        return best;
    coord lib;
    string_libs(b, str, &lib, 1);
    int defender = b->color[str], attacker = other_color(defender);
    struct cands c;
    cands_init(&c);
    for (int k = 0; k < 4; k++) {
        coord a = (coord)(lib + b->dir[k]);
        if (b->color[a] != defender)
            continue;
        coord libs[6];
        int n = string_libs(b, a, libs, 6);
        if (board_countlib(b, a) > 5)
            continue;
        for (int i = 0; i < n; i++)
            if (libs[i] != lib && board_check_move(b, attacker, libs[i]) == MOVE_OK
                && !is_self_atari_nocapture(b, attacker, libs[i]))
                cands_add(&c, libs[i], board_libs_after(b, defender, libs[i]));
    }
    /* And the general attack moves: saving the attacker's own stones in
     * atari next to the target, approach moves, ... */
    gen_attack_moves(r, str, 1, &c);
    cands_sort(&c);
    for (int i = 0, tried = 0; i < c.n && tried < 4 && best < READ_WIN; i++) {
        if (c.p[i] == lib)
            continue;
        tried++;
        int v = try_attack_move(r, str, c.p[i], attacker);
        if (v > best) {
            best = v;
            *move = c.p[i];
        }
    }
    return best;
}

static int try_attack_move(struct reading *r, coord str, coord p, int attacker)
{
    struct board *b = r->b;
    bool credit, ko_cap = is_ko_capture(b, attacker, p);
    struct ko_save save;
    cache_prefetch_after(r, 1, str, p, attacker);
    if (!ko_trymove(r, attacker, p, stackp(r) <= r->lim.ko, &credit, &save))
        return -1;
    int res;
    if (b->color[str] == EMPTY)
        res = ko_cap ? READ_KO_A : READ_WIN;
    else
        res = flip_result(do_defend(r, str, NULL));
    ko_popmove(r, &save);
    if (credit && res > READ_KO_B)
        res = READ_KO_B;
    if (r->trace)
        trace(r, "attack", p, res);
    return res;
}

/* The string is in atari and taking it is neither a ko nor a snapback
 * (the capturing stones keep two liberties). */
static bool plain_capture(const struct board *b, coord str)
{
    int attacker = other_color(b->color[str]);
    coord lib = b->strings[b->str[str]].lib[0];
    return board_check_move(b, attacker, lib) == MOVE_OK && !is_ko_capture(b, attacker, lib)
        && board_libs_after(b, attacker, lib) >= 2;
}

static int try_defend_move(struct reading *r, coord str, coord p, int defender)
{
    struct board *b = r->b;
    bool credit;
    struct ko_save save;
    cache_prefetch_after(r, 0, str, p, defender);
    if (!ko_trymove(r, defender, p, stackp(r) <= r->lim.ko, &credit, &save))
        return -1;
    int res;
    if (b->color[str] == EMPTY)
        res = READ_FAIL;            /* suicide is illegal, but be safe */
    else if (board_countlib(b, str) == 1 && !credit && plain_capture(b, str))
        res = READ_FAIL;            /* still in atari: captured at once */
    else
        res = flip_result(do_attack(r, str, NULL));
    ko_popmove(r, &save);
    if (credit && res > READ_KO_B)
        res = READ_KO_B;
    if (r->trace)
        trace(r, "defend", p, res);
    return res;
}

/* The defender may also ignore the attacker's last move: when no local
 * move helps, the string may not need one.  The pass clears the simple
 * ko ban, as a move elsewhere would. */
static int try_tenuki(struct reading *r, coord str)
{
    if (!board_trymove(r->b, r->b->color[str], PASS))
        return -1;
    int res = flip_result(do_attack(r, str, NULL));
    board_popmove(r->b);
    if (r->trace)
        trace(r, "tenuki", PASS, res);
    return res;
}

/* Tries the sorted candidates best first, as many as the branching width
 * allows (it can shrink while we go, when the budget runs out), and stops
 * at the first unconditional win. */
static int try_candidates(struct reading *r, coord str, const struct cands *c, int color,
                          int (*try_move)(struct reading *, coord, coord, int), coord *best_move)
{
    int best = READ_FAIL, width = branch_width(r), tried = 0;
    *best_move = PASS;
    for (int i = 0; i < c->n && best < READ_WIN && tried < width; i++) {
        int v = try_move(r, str, c->p[i], color);
        if (v < 0)
            continue;
        tried++;
        if (v > best) {
            best = v;
            *best_move = c->p[i];
        }
        if (r->capped)
            break;
        int w = branch_width(r);
        if (w < width)
            width = w > tried ? w : tried;
    }
    return best;
}

/* The first candidates' table entries are fetched while the first of
 * them is played and read. */
#define PREFETCH_CANDS 4

static void prefetch_replies(const struct reading *r, int kind, coord str, const struct cands *c,
                             int color)
{
    for (int i = 0; i < c->n && i < PREFETCH_CANDS; i++)
        cache_prefetch_after(r, kind, str, c->p[i], color);
}

int do_attack(struct reading *r, coord str, coord *move)
{
    struct board *b = r->b;
    coord dummy;
    if (!move)
        move = &dummy;
    *move = PASS;
    if (b->color[str] == EMPTY) {
        return READ_WIN;
    }
    if (!read_count_node(r))
        return READ_FAIL;
    int libs = board_countlib(b, str);
    int sp = stackp(r);
    if (libs == 1)
        return attack1(r, str, move);
    if (libs > 4 || (libs == 4 && sp > r->lim.fourlib) || (libs == 3 && sp > r->lim.depth))
        return READ_FAIL;

    int res;
    uint64_t key;
    if (cache_lookup(r, 0, str, &res, move, &key))
        return res;

    int attacker = other_color(b->color[str]);
    struct cands c;
    cands_init(&c);
    gen_attack_moves(r, str, libs, &c);
    cands_sort(&c);
    prefetch_replies(r, 1, str, &c, attacker);
    if (r->trace)
        trace_cands(r, "attack cands", &c);

    coord best_move;
    int best = try_candidates(r, str, &c, attacker, try_attack_move, &best_move);
    if (!r->capped && r->read_nodes <= r->node_budget)
        cache_store(r, key, best, best_move);
    *move = best_move;
    return best;
}

int do_defend(struct reading *r, coord str, coord *move)
{
    struct board *b = r->b;
    coord dummy;
    if (!move)
        move = &dummy;
    *move = PASS;
    if (b->color[str] == EMPTY)
        return READ_FAIL;
    if (!read_count_node(r))
        return READ_FAIL;
    int libs = board_countlib(b, str);
    int sp = stackp(r);
    if (libs > 4 || (libs == 4 && sp > r->lim.fourlib) || (libs == 3 && sp > r->lim.depth))
        return READ_WIN;

    int res;
    uint64_t key;
    if (cache_lookup(r, 1, str, &res, move, &key))
        return res;

    int defender = b->color[str];
    struct cands c;
    cands_init(&c);
    gen_defend_moves(r, str, libs, &c);
    cands_sort(&c);
    prefetch_replies(r, 0, str, &c, defender);
    if (r->trace)
        trace_cands(r, "defend cands", &c);

    coord best_move;
    int best = try_candidates(r, str, &c, defender, try_defend_move, &best_move);
    if (best < READ_WIN && libs >= 2 && !r->capped) {
        int v = try_tenuki(r, str);
        if (v > best) {
            best = v;
            best_move = PASS;
        }
    }
    if (!r->capped && r->read_nodes <= r->node_budget)
        cache_store(r, key, best, best_move);
    *move = best_move;
    return best;
}

/* ---- top level ---------------------------------------------------------- */

int reading_attack(struct reading *r, struct board *b, coord str, coord *move)
{
    coord m = PASS;
    int res = READ_FAIL;
    if (b->color[str] == BLACK || b->color[str] == WHITE) {
        read_begin(r, b);
        res = do_attack(r, str, &m);
        read_end(r);
    }
    if (move)
        *move = res ? m : PASS;
    return res;
}

int reading_defend(struct reading *r, struct board *b, coord str, coord *move)
{
    coord m = PASS;
    int res = READ_FAIL;
    if (b->color[str] == BLACK || b->color[str] == WHITE) {
        read_begin(r, b);
        res = do_defend(r, str, &m);
        read_end(r);
    }
    if (move)
        *move = res ? m : PASS;
    return res;
}

/* The credit fits its bits of the cache key (reading_cache.c). */
#define MAX_CREDIT 31

int reading_defend_credited(struct reading *r, struct board *b, coord str, coord *move,
                            int credit)
{
    if (credit <= 0)
        return reading_defend(r, b, str, move);
    if (credit > MAX_CREDIT)
        credit = MAX_CREDIT;
    struct reading_limits saved = r->lim;
    /* Both speculative limits: crediting backfill2 alone gave the
     * capturing side its speculative moves while the saving side's
     * counter-ataris (break_chain) stayed cut off (session 24, ldowl19:
     * owl.tst 45/46/52 lost to such captures). */
    r->lim.backfill2 += credit;
    r->lim.break_chain += credit;
    r->credit = credit;
    int res = reading_defend(r, b, str, move);
    r->credit = 0;
    r->lim = saved;
    return res;
}

int reading_does_attack(struct reading *r, struct board *b, coord move, coord str)
{
    int color = b->color[str];
    if (color != BLACK && color != WHITE)
        return READ_FAIL;
    read_begin(r, b);
    int res = try_attack_move(r, str, move, other_color(color));
    read_end(r);
    return res < 0 ? READ_FAIL : res;
}

int reading_does_defend(struct reading *r, struct board *b, coord move, coord str)
{
    int color = b->color[str];
    if (color != BLACK && color != WHITE)
        return READ_FAIL;
    read_begin(r, b);
    int res = try_defend_move(r, str, move, color);
    read_end(r);
    return res < 0 ? READ_FAIL : res;
}
