/* reading_ladder.c — strict ladder reading.
 *
 * The attacker may only give atari to a string with two liberties; the
 * defender may only extend on its last liberty or capture a touching
 * attacker string in atari.  Each side has at most two (attacker) or a
 * handful (defender) of moves, so the read is a forced line and no node
 * budget applies: a ladder across the whole board is read to the end,
 * and whatever lies on its path (breakers, the edge) decides it.  Only the
 * hard node cap and the undo depth bound it.
 */
#include "classical/reading/reading_impl.h"

static int ladder_defend(struct reading *r, coord str);

/* Attacker to move against a string with two liberties. */
static int ladder_attack_rec(struct reading *r, coord str, coord *move)
{
    struct board *b = r->b;
    *move = PASS;
    if (!read_count_node(r) || b->depth >= MAX_UNDO_DEPTH - 2)
        return READ_FAIL;
    int defender = b->color[str], attacker = other_color(defender);
    coord lib[2];
    if (string_libs(b, str, lib, 2) != 2 || board_countlib(b, str) != 2)
        return READ_FAIL;
    /* Atari from the side that leaves the poorer escape first. */
    int esc0 = board_libs_after(b, defender, lib[1]);
    int esc1 = board_libs_after(b, defender, lib[0]);
    if (esc1 < esc0) {
        coord t = lib[0];
        lib[0] = lib[1];
        lib[1] = t;
    }
    int best = READ_FAIL;
    for (int i = 0; i < 2 && best < READ_WIN; i++) {
        bool credit;
        struct ko_save save;
        if (!ko_trymove(r, attacker, lib[i], stackp(r) <= r->lim.ko, &credit, &save))
            continue;
        int res;
        if (b->color[str] == EMPTY)
            res = READ_WIN;
        else if (board_countlib(b, str) != 1)
            res = READ_FAIL;
        else
            res = flip_result(ladder_defend(r, str));
        ko_popmove(r, &save);
        if (credit && res > READ_KO_B)
            res = READ_KO_B;
        if (res > best) {
            best = res;
            *move = lib[i];
        }
    }
    return best;
}

static int try_ladder_escape(struct reading *r, coord str, coord p)
{
    struct board *b = r->b;
    bool credit;
    struct ko_save save;
    if (!ko_trymove(r, b->color[str], p, stackp(r) <= r->lim.ko, &credit, &save))
        return -1;
    int libs = board_countlib(b, str), res;
    coord dummy;
    if (libs >= 3)
        res = READ_WIN;
    else if (libs == 2)
        res = flip_result(ladder_attack_rec(r, str, &dummy));
    else
        res = READ_FAIL;
    ko_popmove(r, &save);
    if (credit && res > READ_KO_B)
        res = READ_KO_B;
    return res;
}

/* Defender to move, in atari: extend or capture. */
static int ladder_defend(struct reading *r, coord str)
{
    struct board *b = r->b;
    if (!read_count_node(r))
        return READ_FAIL;
    coord moves[17];
    int n = 0;
    coord adj[16];
    int na = adjacent_strings_libs(b, str, 1, adj, 16);
    for (int i = 0; i < na; i++)
        string_libs(b, adj[i], &moves[n++], 1);
    string_libs(b, str, &moves[n++], 1);
    int best = READ_FAIL;
    for (int i = 0; i < n && best < READ_WIN; i++) {
        bool dup = false;
        for (int j = 0; j < i; j++)
            dup |= moves[j] == moves[i];
        if (dup)
            continue;
        int res = try_ladder_escape(r, str, moves[i]);
        if (res > best)
            best = res;
    }
    return best;
}

int reading_ladder_attack(struct reading *r, struct board *b, coord str, coord *move)
{
    coord m = PASS;
    int res = READ_FAIL;
    if ((b->color[str] == BLACK || b->color[str] == WHITE) && board_countlib(b, str) == 2) {
        read_begin(r, b);
        res = ladder_attack_rec(r, str, &m);
        read_end(r);
    }
    if (move)
        *move = res ? m : PASS;
    return res;
}
