/* combination.c — owns the combination-attack reader (combination.h):
 * double threats against strings that are safe one at a time, reached
 * directly or through a few forcing ataris, and the moves that stop
 * every such combination.
 *
 * The search is shallow and goal-directed, like the tactician it rests
 * on: the attacker only tries points next to target strings short of
 * liberties; after each move, the target strings touching it (four
 * liberties at most) that the tactician now captures are the threats;
 * two threats the defender cannot meet with one move (reading_defend_both
 * fails) make the combination.  One threat on a string with one or two
 * liberties may still lead there: the defender must answer it, and if
 * every answer that saves the string leaves another combination, the
 * threat is part of one.  A stone played into atari is tried too: its
 * capture is one of the defender's answers. */
#include "classical/movegen/combination.h"

#include <stdlib.h>
#include <string.h>

#include "classical/dragon/dragon.h"

#define MAX_THREATS 8
#define MAX_ANSWERS 8
/* A threat on a string with this many liberties or fewer forces an
 * answer, after which the attacker may go on (two: an atari, or a
 * ladder or net threat the defender must see to at once). */
#define FORCING_LIBS 2
/* Strings with more liberties are not threatened by one move. */
#define THREAT_LIBS 4
#define MAX_CANDIDATES 128
/* Tactical reads per question: a combination is a shallow thing, and
 * the engine asks for every move; past this, stop looking. */
#define DEFAULT_MAX_READS 3000

static bool is_target(const struct combination *c, coord str)
{
    FOR_EACH_STONE(c->b, str, q) {
        if (c->target[q])
            return true;
    }
    return false;
}

void combination_init(struct combination *c, struct reading *r, struct board *b,
                      const struct dragon_analysis *a, const enum stone_status *status,
                      int color)
{
    memset(c, 0, sizeof *c);
    c->r = r;
    c->b = b;
    c->color = color;
    c->depth = COMBINATION_DEPTH;
    c->max_reads = DEFAULT_MAX_READS;
    int other = other_color(color);
    for (int i = 0; i < a->nworms; i++) {
        const struct worm *w = &a->worm[i];
        if (w->color != other || w->dead || w->attack_code != READ_FAIL)
            continue;
        enum stone_status st = status ? status[w->dragon] : a->dragon[w->dragon].status;
        if (st == STATUS_DEAD)
            continue;
        FOR_EACH_STONE(b, w->origin, q) {
            c->target[q] = 1;
        }
    }
}

static bool out_of_budget(const struct combination *c) { return c->reads >= c->max_reads; }

static int attack_result_move(struct combination *c, coord str, coord *move)
{
    c->reads++;
    return reading_attack(c->r, c->b, str, move);
}

static int attack_result(struct combination *c, coord str)
{
    coord m;
    return attack_result_move(c, str, &m);
}

/* Target strings touching the string at p that the attacker, moving
 * next, captures.  Fills t[], returns how many. */
static int threats_around(struct combination *c, coord p, coord *t)
{
    coord adj[16];
    int nadj = board_adjacent_strings(c->b, p, adj, 16);
    int n = 0;
    for (int i = 0; i < nadj && n < MAX_THREATS; i++) {
        if (board_countlib(c->b, adj[i]) > THREAT_LIBS || !is_target(c, adj[i]))
            continue;
        if (attack_result(c, adj[i]) == READ_WIN)
            t[n++] = adj[i];
    }
    return n;
}

/* Two threats no one move meets: the smaller string of the best such
 * pair is won for sure.  0 when every pair can be met. */
static int double_threat(struct combination *c, const coord *t, int n, coord *target)
{
    int best = 0;
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++) {
            c->reads++;
            if (reading_defend_both(c->r, c->b, t[i], t[j]) != READ_FAIL)
                continue;
            int si = board_string_size(c->b, t[i]), sj = board_string_size(c->b, t[j]);
            int won = si < sj ? si : sj;
            if (won > best || (won == best && si + sj > c->threatened)) {
                best = won;
                c->threatened = si + sj;
                *target = si < sj ? t[i] : t[j];
            }
        }
    return best;
}

static int find_combination(struct combination *c, int depth, coord *move);

static int add_unique(coord *out, int n, coord p)
{
    if (p == PASS || n >= MAX_ANSWERS)
        return n;
    for (int i = 0; i < n; i++)
        if (out[i] == p)
            return n;
    out[n++] = p;
    return n;
}

/* The defender's answers to the threat on t made by the stone at m:
 * its liberties, the tactician's defence, captures of attacker strings
 * in atari around t, and the capture of m's string when the tactician
 * finds one. */
static int threat_answers(struct combination *c, coord t, coord m, coord *out)
{
    coord libs[2];
    int nl = board_liberties(c->b, t, libs, 2);
    int n = 0;
    for (int i = 0; i < nl; i++)
        n = add_unique(out, n, libs[i]);
    coord save;
    c->reads++;
    if (nl > 1 && reading_defend(c->r, c->b, t, &save) != READ_FAIL)
        n = add_unique(out, n, save);
    coord kill;
    if (board_countlib(c->b, m) <= 3 && attack_result_move(c, m, &kill) != READ_FAIL)
        n = add_unique(out, n, kill);
    coord adj[16];
    int nadj = board_adjacent_strings(c->b, t, adj, 16);
    for (int i = 0; i < nadj; i++) {
        coord lib;
        if (board_countlib(c->b, adj[i]) == 1 && board_liberties(c->b, adj[i], &lib, 1) == 1)
            n = add_unique(out, n, lib);
    }
    return n;
}

/* After an atari on t (defender to move): the stones the attacker wins
 * when every answer that saves t leaves another combination, else 0. */
static int forced_sequence(struct combination *c, coord t, coord m, int depth)
{
    coord ans[MAX_ANSWERS];
    int n = threat_answers(c, t, m, ans);
    int won = 0;
    bool answered = false;
    int defender = other_color(c->color);
    for (int i = 0; i < n; i++) {
        c->reads++;
        if (reading_does_defend(c->r, c->b, ans[i], t) == READ_FAIL)
            continue;
        answered = true;
        if (!board_trymove(c->b, defender, ans[i]))
            continue;
        coord next;
        int sub = find_combination(c, depth - 1, &next);
        board_popmove(c->b);
        if (sub == 0)
            return 0;
        won = won == 0 || sub < won ? sub : won;
    }
    /* No answer saves it: the atari simply captures. */
    return answered ? won : board_string_size(c->b, t);
}

/* Stones won for sure by the attacker's move m (0: no combination);
 * *target gets a stone of the string won. */
static int try_combination(struct combination *c, coord m, int depth, coord *target)
{
    /* A stone played into atari may still make two threats: the
     * defender's capture of it is one of his answers (defend_both and
     * atari_answers try it), not a reason to skip the move. */
    if (!board_trymove(c->b, c->color, m))
        return 0;
    int won = 0;
    coord t[MAX_THREATS];
    c->threatened = 0;
    int n = threats_around(c, m, t);
    if (n >= 2)
        won = double_threat(c, t, n, target);
    for (int i = 0; i < n && won == 0 && depth > 0 && !out_of_budget(c); i++)
        if (board_countlib(c->b, t[i]) <= FORCING_LIBS) {
            won = forced_sequence(c, t[i], m, depth);
            *target = t[i];
            c->threatened = board_string_size(c->b, t[i]);
        }
    board_popmove(c->b);
    return won;
}

/* Points worth trying: liberties of target strings with two liberties
 * (ataris) and points touching two target strings short of liberties
 * (double threats).  Returns how many, in board order. */
static int candidates(const struct combination *c, int depth, coord *out)
{
    const struct board *b = c->b;
    int n = 0;
    FOR_EACH_POINT(b, p) {
        if (b->color[p] != EMPTY || !board_is_legal(b, c->color, p))
            continue;
        coord seen[4];
        int nseen = 0;
        bool atari = false;
        for (int k = 0; k < 4; k++) {
            coord q = (coord)(p + b->dir[k]);
            if (b->color[q] != other_color(c->color))
                continue;
            coord s = b->str[q];
            int libs = board_countlib(b, s);
            if (libs > 3 || !is_target(c, s))
                continue;
            bool dup = false;
            for (int i = 0; i < nseen; i++)
                dup |= seen[i] == s;
            if (!dup)
                seen[nseen++] = s;
            atari |= libs == 2 && depth > 0;
        }
        if ((atari || nseen >= 2) && n < MAX_CANDIDATES)
            out[n++] = p;
    }
    return n;
}

/* The attacker to move: the best combination's stones won, 0 if none. */
static int find_combination(struct combination *c, int depth, coord *move)
{
    coord cand[MAX_CANDIDATES];
    int n = candidates(c, depth, cand);
    *move = PASS;
    for (int i = 0; i < n && !out_of_budget(c); i++) {
        coord target;
        int won = try_combination(c, cand[i], depth, &target);
        if (won > 0) {
            *move = cand[i];
            return won;
        }
    }
    return 0;
}

static int by_size(const void *x, const void *y)
{
    const struct combination_move *a = x, *b = y;
    if (a->size != b->size)
        return b->size - a->size;
    if (a->threatened != b->threatened)
        return b->threatened - a->threatened;
    return a->move - b->move;
}

int combination_attacks(struct combination *c, struct combination_move *out, int max)
{
    coord cand[MAX_CANDIDATES];
    int n = candidates(c, c->depth, cand);
    int found = 0;
    for (int i = 0; i < n && found < max && !out_of_budget(c); i++) {
        coord target = PASS;
        int won = try_combination(c, cand[i], c->depth, &target);
        if (won > 0)
            out[found++] = (struct combination_move){cand[i], won, target, c->threatened};
    }
    qsort(out, (size_t)found, sizeof *out, by_size);
    return found;
}

/* Where the defender might stop the combinations: each combination
 * point itself and the liberties of the defender's strings around it
 * (the targets, and the short-of-liberties strings the combination
 * move ataris: extending one of those is as much a defence as
 * occupying the point). */
static int defence_candidates(const struct combination *c, const struct combination_move *m,
                              int nm, coord *out, int max)
{
    const struct board *b = c->b;
    uint8_t *seen = calloc((size_t)b->npoints, 1);
    if (!seen)
        return 0;
    int n = 0;
    for (int i = 0; i < nm; i++) {
        coord pts[1 + 4 * 3];
        int np = 0;
        pts[np++] = m[i].move;
        for (int k = 0; k < 4; k++) {
            coord q = (coord)(m[i].move + b->dir[k]);
            if (b->color[q] == other_color(c->color)
                && (is_target(c, b->str[q]) || b->strings[b->str[q]].libs <= 2))
                np += board_liberties(b, q, pts + np, 3);
        }
        for (int k = 0; k < np && n < max; k++)
            if (!seen[pts[k]]) {
                seen[pts[k]] = 1;
                out[n++] = pts[k];
            }
    }
    free(seen);
    return n;
}

/* The defender's move d leaves the attacker no combination (and is not
 * itself a stone thrown away). */
static bool stops_all(struct combination *c, coord d)
{
    int defender = other_color(c->color);
    bool captured = board_would_capture(c->b, defender, d) > 0;
    if (!board_trymove(c->b, defender, d))
        return false;
    bool ok = captured || board_countlib(c->b, d) > 1;
    if (ok && !captured && board_countlib(c->b, d) <= 2) {
        coord m;
        c->reads++;
        ok = reading_attack(c->r, c->b, d, &m) == READ_FAIL;
    }
    if (ok) {
        coord m;
        ok = find_combination(c, c->depth, &m) == 0 && !out_of_budget(c);
    }
    board_popmove(c->b);
    return ok;
}

static int by_coord(const void *x, const void *y)
{
    coord a = *(const coord *)x, b = *(const coord *)y;
    return (a > b) - (a < b);
}

int combination_defences(struct combination *c, coord *out, int max)
{
    struct combination_move m[COMBINATION_MAX];
    int nm = combination_attacks(c, m, COMBINATION_MAX);
    if (nm == 0)
        return 0;
    coord cand[MAX_CANDIDATES];
    int nc = defence_candidates(c, m, nm, cand, MAX_CANDIDATES);
    int n = 0;
    for (int i = 0; i < nc && n < max; i++) {
        c->reads = 0;   /* each candidate gets the whole budget */
        if (board_is_legal(c->b, other_color(c->color), cand[i]) && stops_all(c, cand[i]))
            out[n++] = cand[i];
    }
    qsort(out, (size_t)n, sizeof *out, by_coord);
    return n;
}
