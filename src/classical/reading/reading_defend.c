/* reading_defend.c — the defender's move generators and their ordering.
 *
 * Candidates, each with its depth limit:
 *   - capturing an attacker string that touches ours and is in atari
 *     (always; the bigger the capture the earlier);
 *   - extending on a liberty, ordered by the liberties it gives;
 *     an extension that stays in atari is not a defence;
 *   - breaking the chain: atari on a touching attacker string with two
 *     liberties, first of all a double atari (break_chain depth); in the
 *     first plies also a throw-in atari, self-atari included;
 *   - saving our stones in atari that keep a short attacker string next
 *     to us short (break_chain depth);
 *   - backfill: when a liberty cannot be taken safely, take a point
 *     next to it so the attacker's filling move becomes self-atari
 *     (backfill depth, strings with at most two liberties).
 * Beyond the main depth only extensions and captures remain.
 */
#include "classical/reading/reading_impl.h"

/* Throw-in defences are speculative: read them in the first plies only
 * (reading.tst 178 at 2 or 3; at 4 or 5 owl reads lose ld_owl 193). */
#define THROW_IN_PLIES 3

static void add_captures(struct reading *r, coord str, int bonus, struct cands *c)
{
    const struct board *b = r->b;
    int defender = b->color[str];
    coord adj[16];
    int na = adjacent_strings_libs(b, str, 1, adj, 16);
    for (int i = 0; i < na; i++) {
        coord lib;
        string_libs(b, adj[i], &lib, 1);
        enum move_error e = board_check_move(b, defender, lib);
        if (e == MOVE_KO) {
            cands_add(c, lib, 15 + bonus);
            continue;
        }
        if (e != MOVE_OK)
            continue;
        int size = b->strings[adj[i]].size;
        int after = libs_after(r, defender, lib);
        cands_add(c, lib, 40 + bonus + 4 * (size < 5 ? size : 5) + 5 * (after < 4 ? after : 4));
    }
}

static void add_extensions(struct reading *r, coord str, const coord *lib, int n,
                           struct cands *c)
{
    const struct board *b = r->b;
    int defender = b->color[str];
    for (int i = 0; i < n; i++) {
        coord L = lib[i];
        enum move_error e = board_check_move(b, defender, L);
        if (e == MOVE_KO) {
            cands_add(c, L, 10);
            continue;
        }
        if (e != MOVE_OK)
            continue;
        int after = libs_after(r, defender, L);
        if (after <= 1)
            continue;
        if (n == 1 && after == 2) {
            /* Ladder step: the more room around, the better. */
            cands_add(c, L, 25);
            continue;
        }
        cands_add(c, L, 15 + 8 * (after < 6 ? after : 6) + 6 * board_would_capture(b, defender, L));
    }
}

/* Atari on the attacker's strings with two liberties; a move that ataris
 * two of them at once, or also gains liberties, comes first. */
/* A liberty of an attacker string we cannot take ourselves is
 * approached: atari on the attacker stones that would connect through it,
 * or a stone next to it. */
static void add_approach_to(struct reading *r, coord lib, int defender, struct cands *c)
{
    const struct board *b = r->b;
    for (int k = 0; k < 4; k++) {
        coord a = (coord)(lib + b->dir[k]);
        if (b->color[a] == EMPTY) {
            if (board_check_move(b, defender, a) == MOVE_OK && libs_after(r, defender, a) >= 2)
                cands_add(c, a, 2);
        } else if (b->color[a] == other_color(defender) && b->strings[b->str[a]].libs == 2) {
            coord l2[2];
            string_libs(b, a, l2, 2);
            for (int j = 0; j < 2; j++)
                if (l2[j] != lib && board_check_move(b, defender, l2[j]) == MOVE_OK
                    && (libs_after(r, defender, l2[j]) >= 2
                        || board_would_capture(b, defender, l2[j])))
                    cands_add(c, l2[j], 4);
        }
    }
}

static void add_break_chain2(struct reading *r, coord str, int bonus, struct cands *c)
{
    const struct board *b = r->b;
    int defender = b->color[str];
    coord adj[16];
    int na = adjacent_strings_libs(b, str, 2, adj, 16);
    for (int i = 0; i < na; i++) {
        if (b->strings[adj[i]].libs != 2)
            continue;
        coord l2[2];
        string_libs(b, adj[i], l2, 2);
        for (int j = 0; j < 2; j++) {
            coord p = l2[j];
            int after = board_check_move(b, defender, p) == MOVE_OK
                ? libs_after(r, defender, p) : 0;
            if (after <= 1 && !board_would_capture(b, defender, p)) {
                if (stackp(r) <= r->lim.backfill2) {
                    add_approach_to(r, p, defender, c);
                    /* A throw-in atari: the attacker must take the stone,
                     * and a capturing race can turn on the liberty that
                     * costs him (the stone is lost, the tempo is not). */
                    if (after == 1 && stackp(r) <= THROW_IN_PLIES)
                        cands_add(c, p, 1);
                }
                continue;
            }
            int ataris = 0;
            for (int k = 0; k < na; k++)
                if (b->strings[adj[k]].libs == 2 && board_is_liberty_of(b, p, adj[k]))
                    ataris++;
            int score = 6 + bonus + 2 * after + (ataris >= 2 ? 30 : 0);
            if (board_is_liberty_of(b, p, str))
                score += 6;
            cands_add(c, p, score);
        }
    }
}

/* Our stones in atari that hold a short attacker string next to us in
 * check: extending them keeps the attacker's string short, which is our
 * way out (the answer to the attacker's counter-atari on them). */
static void add_save_racing_friends(struct reading *r, coord str, struct cands *c)
{
    const struct board *b = r->b;
    int defender = b->color[str];
    coord adj[16];
    int na = adjacent_strings_libs(b, str, 2, adj, 16);
    for (int i = 0; i < na; i++) {
        coord fr[16];
        int nf = adjacent_strings_libs(b, adj[i], 1, fr, 16);
        for (int j = 0; j < nf; j++) {
            if (b->str[fr[j]] == b->str[str])
                continue;
            coord lib;
            string_libs(b, fr[j], &lib, 1);
            if (board_check_move(b, defender, lib) == MOVE_OK && libs_after(r, defender, lib) >= 2)
                cands_add(c, lib, 5);
        }
    }
}

/* A liberty the defender cannot take (self-atari) may still be protected
 * from the side: a stone next to it makes the attacker's fill an atari
 * on himself or connects out. */
static void add_backfill(struct reading *r, coord str, const coord *lib, int n,
                         struct cands *c)
{
    const struct board *b = r->b;
    int defender = b->color[str], attacker = other_color(defender);
    for (int i = 0; i < n; i++) {
        coord L = lib[i];
        bool can_fill = board_check_move(b, attacker, L) == MOVE_OK
            && !self_atari_nocapture(r, attacker, L);
        if (!can_fill)
            continue;
        for (int k = 0; k < 4; k++) {
            coord p = (coord)(L + b->dir[k]);
            if (b->color[p] != EMPTY || board_is_liberty_of(b, p, str))
                continue;
            if (board_check_move(b, defender, p) != MOVE_OK || libs_after(r, defender, p) < 2)
                continue;
            cands_add(c, p, 3);
        }
    }
}

/* Liberties of the attacker's strings with three liberties next to ours:
 * shortening them is how a capturing race is won (shallow only). */
static void add_break_chain3(struct reading *r, coord str, int maxlibs, struct cands *c)
{
    const struct board *b = r->b;
    int defender = b->color[str];
    coord adj[16];
    int na = adjacent_strings_libs(b, str, maxlibs, adj, 16);
    for (int i = 0; i < na; i++) {
        int nl = b->strings[adj[i]].libs;
        if (nl < 3)
            continue;
        coord l4[4];
        nl = string_libs(b, adj[i], l4, 4);
        for (int j = 0; j < nl; j++)
            if (board_check_move(b, defender, l4[j]) == MOVE_OK
                && libs_after(r, defender, l4[j]) >= 2)
                /* Outside liberties first: the shared ones cost us too. */
                cands_add(c, l4[j], 2 + 2 * !board_is_liberty_of(b, l4[j], str) - (nl == 4));
    }
}

/* Our own strings that a liberty would connect us to: when they are short
 * of liberties themselves, giving them liberties defends us too. */
static void add_friend_liberties(struct reading *r, coord str, const coord *lib, int n,
                                 struct cands *c)
{
    const struct board *b = r->b;
    int defender = b->color[str];
    coord head = b->str[str];
    for (int i = 0; i < n; i++)
        for (int k = 0; k < 4; k++) {
            coord a = (coord)(lib[i] + b->dir[k]);
            if (b->color[a] != defender || b->str[a] == head || b->strings[b->str[a]].libs > 4)
                continue;
            coord fl[4];
            int nf = string_libs(b, a, fl, 4);
            for (int j = 0; j < nf; j++) {
                if (fl[j] == lib[i] || board_check_move(b, defender, fl[j]) != MOVE_OK)
                    continue;
                int after = libs_after(r, defender, fl[j]);
                if (after >= 2)
                    cands_add(c, fl[j], 4 + after);
            }
        }
}

/* Second-order liberties: a stone next to a liberty that gives room. */
static void add_second_order(struct reading *r, coord str, const coord *lib, int n,
                             struct cands *c)
{
    const struct board *b = r->b;
    int defender = b->color[str];
    for (int i = 0; i < n; i++)
        for (int k = 0; k < 4; k++) {
            coord p = (coord)(lib[i] + b->dir[k]);
            if (b->color[p] != EMPTY || board_is_liberty_of(b, p, str) || cands_has(c, p))
                continue;
            if (board_check_move(b, defender, p) != MOVE_OK)
                continue;
            int after = libs_after(r, defender, p);
            if (after >= 2)
                cands_add(c, p, after);
        }
}

/* The defender's strings next to our liberties: extending joins them, so
 * together they form one superstring whose weak neighbours matter. */
static int friends_at_liberties(const struct board *b, coord str, const coord *lib, int n,
                                coord *out, int max)
{
    int nf = 0, defender = b->color[str];
    coord head = b->str[str];
    for (int i = 0; i < n; i++)
        for (int k = 0; k < 4; k++) {
            coord a = (coord)(lib[i] + b->dir[k]);
            if (b->color[a] != defender || b->str[a] == head)
                continue;
            bool dup = false;
            for (int j = 0; j < nf; j++)
                dup |= out[j] == b->str[a];
            if (!dup && nf < max)
                out[nf++] = b->str[a];
        }
    return nf;
}

void gen_defend_moves(struct reading *r, coord str, int libs, struct cands *c)
{
    const struct board *b = r->b;
    node_memo_reset(r);
    coord lib[4];
    int n = string_libs(b, str, lib, 4);
    int sp = stackp(r);
    (void)libs;
    add_captures(r, str, 0, c);
    add_extensions(r, str, lib, n, c);
    /* Retaking a ko the opponent just took is always worth reading: the
     * ko itself is often the whole fight. */
    if (b->ko != PASS && b->ko_color == b->color[str] && sp <= r->lim.ko)
        cands_add(c, b->ko, 2);
    if (sp > r->lim.depth)
        return;
    if (sp <= r->lim.break_chain) {
        add_break_chain2(r, str, 0, c);
        add_save_racing_friends(r, str, c);
    }
    if (sp <= r->lim.backfill2 && n <= 3) {
        coord fr[8];
        int nf = friends_at_liberties(b, str, lib, n, fr, 8);
        for (int i = 0; i < nf; i++) {
            add_captures(r, fr[i], -20, c);
            add_break_chain2(r, fr[i], -4, c);
        }
    }
    if (n <= 2 && sp <= r->lim.backfill2)
        add_backfill(r, str, lib, n, c);
    if (sp <= r->lim.break_chain)
        add_friend_liberties(r, str, lib, n, c);
    if (sp <= r->lim.backfill2) {
        add_break_chain3(r, str, sp <= r->lim.backfill2 - 3 && n <= 3 ? 4 : 3, c);
        add_second_order(r, str, lib, n, c);
    }
}
