/* reading_attack.c — the attacker's move generators and their ordering.
 *
 * Candidates, each with its depth limit:
 *   - the string's liberties (always), ordered by how many liberties the
 *     defender would gain there and, for 2-liberty strings, by how well
 *     the defender escapes the atari (ladders first);
 *   - saving the attacker's own stones that touch the string and are in
 *     atari, since capturing them is the defender's way out (depth);
 *   - approach moves next to a liberty the attacker cannot fill yet
 *     (backfill);
 *   - nets and caps: points next to two liberties, or next to one
 *     liberty of a 2-liberty string (geta, loose ladders) (backfill2);
 *   - throw-ins: self-ataris on a liberty of a 2-liberty string, which
 *     snapbacks and shortage of liberties need (backfill).
 * Beyond the main depth only ladder-like ataris remain.
 */
#include "classical/reading/reading_impl.h"

/* Liberties the defender would have after extending at p (after the
 * attacker took lib, when lib != PASS). */
static int escape_libs(struct reading *r, int defender, coord p)
{
    return libs_after(r, defender, p);
}

static void add_liberty_attacks(struct reading *r, coord str, const coord *lib, int n,
                                struct cands *c)
{
    const struct board *b = r->b;
    int defender = b->color[str], attacker = other_color(defender);
    bool deep = stackp(r) > r->lim.depth;
    /* The defender's liberties after extending at each liberty, asked
     * once each: with two liberties both are asked for both. */
    int gains[4] = {-1, -1, -1, -1};
    for (int i = 0; i < n; i++) {
        coord L = lib[i];
        enum move_error e = board_check_move(b, attacker, L);
        if (e == MOVE_KO) {
            cands_add(c, L, 1);
            continue;
        }
        if (e != MOVE_OK)
            continue;
        int caps = board_would_capture(b, attacker, L);
        int mine = libs_after(r, attacker, L);
        int score = 20 + 4 * (mine < 4 ? mine : 4) + (caps ? 12 : 0);
        if (mine <= 1 && !caps) {
            /* Throw-in: only worth reading against two liberties. */
            if (n != 2 || deep || stackp(r) > r->lim.backfill)
                continue;
            score = 3;
        }
        /* Take the point where the defender would gain most. */
        if (gains[i] < 0)
            gains[i] = escape_libs(r, defender, L);
        score += 3 * (gains[i] < 5 ? gains[i] : 5);
        if (n == 2) {
            /* After the atari the defender extends at the other liberty;
             * L stays a liberty of the merged string until filled. */
            if (gains[1 - i] < 0)
                gains[1 - i] = escape_libs(r, defender, lib[1 - i]);
            int esc = gains[1 - i] - 1;
            if (esc <= 1)
                score += 30;
            else if (esc == 2)
                score += 10;
            else {
                score -= 10;
                if (deep)
                    continue;
            }
        }
        cands_add(c, L, score);
    }
}

/* The attacker's stones next to the string that are in atari give the
 * defender an escape by capture: save them first. */
static void add_save_own_neighbours(struct reading *r, coord str, struct cands *c)
{
    const struct board *b = r->b;
    int attacker = other_color(b->color[str]);
    coord adj[16];
    int na = adjacent_strings_libs(b, str, 1, adj, 16);
    for (int i = 0; i < na; i++) {
        coord lib;
        string_libs(b, adj[i], &lib, 1);
        if (libs_after(r, attacker, lib) >= 2)
            cands_add(c, lib, 24);
        /* Or capture a defender string that holds it in atari. */
        coord adj2[16];
        int n2 = adjacent_strings_libs(b, adj[i], 1, adj2, 16);
        for (int j = 0; j < n2; j++) {
            coord l2;
            string_libs(b, adj2[j], &l2, 1);
            enum move_error e = board_check_move(b, attacker, l2);
            if (e == MOVE_OK || e == MOVE_KO)
                cands_add(c, l2, e == MOVE_OK ? 26 : 12);
        }
    }
}

/* Approach: a liberty the attacker cannot fill without self-atari is
 * prepared from a neighbouring point. */
static void add_approach_moves(struct reading *r, coord str, const coord *lib, int n,
                               struct cands *c)
{
    const struct board *b = r->b;
    int attacker = other_color(b->color[str]);
    for (int i = 0; i < n; i++) {
        coord L = lib[i];
        if (board_check_move(b, attacker, L) == MOVE_OK && !self_atari_nocapture(r, attacker, L))
            continue;
        for (int k = 0; k < 4; k++) {
            coord p = (coord)(L + b->dir[k]);
            if (b->color[p] != EMPTY || board_is_liberty_of(b, p, str))
                continue;
            if (board_check_move(b, attacker, p) == MOVE_OK && libs_after(r, attacker, p) >= 2)
                cands_add(c, p, 8);
        }
    }
}

/* Nets and caps: empty points next to the liberties but not on them. */
static void add_net_moves(struct reading *r, coord str, const coord *lib, int n,
                          struct cands *c)
{
    const struct board *b = r->b;
    int attacker = other_color(b->color[str]);
    bool wide = (n == 2 && stackp(r) <= r->lim.backfill2)
        || (n == 3 && stackp(r) <= r->lim.backfill2 - 4);
    for (int i = 0; i < n; i++) {
        for (int k = 0; k < 4; k++) {
            coord p = (coord)(lib[i] + b->dir[k]);
            if (b->color[p] != EMPTY || board_is_liberty_of(b, p, str) || cands_has(c, p))
                continue;
            int touching = 0;
            for (int j = 0; j < n; j++)
                for (int m = 0; m < 4; m++)
                    touching += p + b->dir[m] == lib[j];
            if (touching < 2 && !wide)
                continue;
            if (board_check_move(b, attacker, p) != MOVE_OK || libs_after(r, attacker, p) < 2)
                continue;
            cands_add(c, p, 4 + 4 * touching);
        }
    }
}

/* The attacker's stones next to the string with two liberties: the
 * defender's atari on them is a way out, so strengthening them can be
 * the attack (shallow only). */
static void add_protect_own_neighbours(struct reading *r, coord str, struct cands *c)
{
    const struct board *b = r->b;
    int attacker = other_color(b->color[str]);
    coord adj[16];
    int na = adjacent_strings_libs(b, str, 2, adj, 16);
    for (int i = 0; i < na; i++) {
        if (b->strings[adj[i]].libs != 2)
            continue;
        coord l2[2];
        string_libs(b, adj[i], l2, 2);
        for (int j = 0; j < 2; j++)
            if (board_check_move(b, attacker, l2[j]) == MOVE_OK
                && libs_after(r, attacker, l2[j]) >= 3)
                cands_add(c, l2[j], 5);
        /* Back-capture: take a defender string that holds them in check. */
        coord adj2[16];
        int n2 = adjacent_strings_libs(b, adj[i], 1, adj2, 16);
        for (int k = 0; k < n2; k++) {
            coord l1;
            string_libs(b, adj2[k], &l1, 1);
            if (b->str[adj2[k]] != b->str[str] && board_check_move(b, attacker, l1) == MOVE_OK)
                cands_add(c, l1, 10);
        }
    }
}

/* The defender's other strings next to the liberties: extending would
 * join them, so their own shortage of liberties is part of the target's.
 * Taking their liberties (or capturing them) in advance is the tesuji. */
static void add_friend_liberty_attacks(struct reading *r, coord str, const coord *lib, int n,
                                       struct cands *c)
{
    const struct board *b = r->b;
    int defender = b->color[str], attacker = other_color(defender);
    coord head = b->str[str];
    for (int i = 0; i < n; i++)
        for (int k = 0; k < 4; k++) {
            coord a = (coord)(lib[i] + b->dir[k]);
            if (b->color[a] != defender || b->str[a] == head
                || b->strings[b->str[a]].libs > (n == 2 ? 4 : 3))
                continue;
            coord fl[4];
            int nf = string_libs(b, a, fl, 4);
            for (int j = 0; j < nf; j++) {
                coord p = fl[j];
                if (p == lib[i] || board_is_liberty_of(b, p, str) || cands_has(c, p))
                    continue;
                if (board_check_move(b, attacker, p) != MOVE_OK)
                    continue;
                /* A self-atari is still worth it when it ataris them. */
                if (nf > 2 && self_atari_nocapture(r, attacker, p))
                    continue;
                cands_add(c, p, 3 + 3 * (nf < 3) + 8 * (board_would_capture(b, attacker, p) > 0));
            }
        }
}

void gen_attack_moves(struct reading *r, coord str, int libs, struct cands *c)
{
    const struct board *b = r->b;
    node_memo_reset(r);
    coord lib[4];
    int n = string_libs(b, str, lib, 4);
    int sp = stackp(r);
    (void)libs;
    add_liberty_attacks(r, str, lib, n, c);
    /* Retaking a ko the opponent just took is always worth reading: the
     * ko itself is often the whole fight. */
    if (b->ko != PASS && b->ko_color == other_color(b->color[str]) && sp <= r->lim.ko)
        cands_add(c, b->ko, 2);
    if (sp > r->lim.depth)
        return;
    add_save_own_neighbours(r, str, c);
    if (sp <= r->lim.backfill && n <= 3)
        add_approach_moves(r, str, lib, n, c);
    if (n <= 3 && (sp <= r->lim.backfill2 || (n == 2 && sp <= r->lim.backfill)))
        add_net_moves(r, str, lib, n, c);
    if (sp <= r->lim.break_chain)
        add_protect_own_neighbours(r, str, c);
    if (sp <= r->lim.backfill2) {
        if (n <= 3)
            add_friend_liberty_attacks(r, str, lib, n, c);
    }
}
