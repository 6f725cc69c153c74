/* movegen_safety.c — the blunder check: penalties for candidate moves
 * that throw something away.
 *
 *   self-atari that captures nothing: the stones put in atari (after
 *     the move) are lost unless another reason pays for them (a
 *     throw-in that kills a dragon carries its own, larger reason); not
 *     a move read as a ko (its reason is halved for the ko already: a
 *     ko stone is in atari by nature);
 *   a move whose new string the tactician captures even though its
 *     owner moves next (short of liberties and readable): the same;
 *   a move whose stones are lost so has no good shape either (its shape
 *     and joseki reasons are dropped);
 *   a move that fills an own eye-like point of a group that needs it
 *     (not the last liberty of an own string: that is no eye);
 *   the other way round, a move that saves an own string in atari at
 *     its last liberty has no bad shape: no other move saves it.
 * Only moves some generator proposed are checked: the others are never
 * candidates. */
#include <stdlib.h>

#include "classical/movegen/movegen.h"

/* Stones of the string the move would make. */
static int string_after(const struct board *b, int color, coord p)
{
    int n = 1;
    coord seen[4];
    int nseen = 0;
    for (int i = 0; i < 4; i++) {
        coord q = (coord)(p + b->dir[i]);
        if (b->color[q] != color)
            continue;
        coord s = b->str[q];
        bool dup = false;
        for (int k = 0; k < nseen; k++)
            dup |= seen[k] == s;
        if (dup)
            continue;
        seen[nseen++] = s;
        n += board_string_size(b, s);
    }
    return n;
}

/* Can the opponent capture the new string although its owner would move
 * next?  Read only for strings short of liberties. */
static bool tactically_lost(struct classical *cl, struct cl_position *pos, coord p)
{
    struct board *b = &pos->b;
    if (board_libs_after(b, pos->color, p) > 2)
        return false;
    if (!board_trymove(b, pos->color, p))
        return false;
    coord move;
    bool lost = reading_attack(cl->reading, b, p, &move) == READ_WIN;
    board_popmove(b);
    return lost;
}

/* Is p the last liberty of an own string?  Then it is no eye: the
 * opponent's stone there captures, and filling it is how the stones
 * are saved (a ko fill, a connection against shortage of liberties). */
static bool last_liberty_of_own(const struct board *b, int color, coord p)
{
    for (int i = 0; i < 4; i++) {
        coord q = (coord)(p + b->dir[i]);
        if (b->color[q] == color && b->strings[b->str[q]].libs == 1)
            return true;
    }
    return false;
}

static bool fills_needed_eye(const struct cl_position *pos, coord p)
{
    const struct board *b = &pos->b;
    if (!board_is_eyelike(b, p, pos->color) || last_liberty_of_own(b, pos->color, p))
        return false;
    /* The eye of a group that lives anyway may be filled in the end;
     * otherwise it is one of the eyes it lives by. */
    int d = pos->dragons.eye_owner[p];
    if (d < 0)
        return true;
    return !pos->dragons.dragon[d].benson;
}

/* Good shape is the shape of stones that stay: a move whose stone is
 * lost (the blunders above) has none.  A capture that leaves its stone
 * in atari to be taken back made a "tortoise shell" by the pattern's
 * diagram, and the shape counted on top of the capture (endgame.tst 702:
 * White's G5 taking two stones, one to be retaken, over E3). */
static void drop_good_shape(struct cl_position *pos, coord p)
{
    for (int i = 0; i < pos->reasons.n; i++) {
        struct reason *r = &pos->reasons.r[i];
        if (r->move == p && (r->kind == RK_SHAPE || r->kind == RK_JOSEKI) && r->amount > 0)
            r->amount = 0;
    }
}

/* Does the move save an own string in atari by filling its last
 * liberty (a defend_string reason on that string)?  Then it is the one
 * move that keeps those stones, whatever shape it makes: a dumpling
 * or an empty triangle there is no worse shape than some other move,
 * since no other move saves the stones (the first-line extension of a
 * stone in atari clumps against the edge by nature). */
static bool forced_save(const struct cl_position *pos, coord p)
{
    const struct board *b = &pos->b;
    for (int i = 0; i < 4; i++) {
        coord q = (coord)(p + b->dir[i]);
        if (b->color[q] != pos->color || b->strings[b->str[q]].libs != 1)
            continue;
        for (int k = 0; k < pos->reasons.n; k++) {
            const struct reason *r = &pos->reasons.r[k];
            if (r->move == p && r->kind == RK_DEFEND_STRING && r->target != PASS
                && b->str[r->target] == b->str[q])
                return true;
        }
    }
    return false;
}

static void drop_bad_shape(struct cl_position *pos, coord p)
{
    for (int i = 0; i < pos->reasons.n; i++) {
        struct reason *r = &pos->reasons.r[i];
        if (r->move == p && r->kind == RK_SHAPE && r->amount < 0)
            r->amount = 0;
    }
}

static void check_move(struct classical *cl, struct cl_position *pos, coord p)
{
    if (forced_save(pos, p))
        drop_bad_shape(pos, p);
    struct board *b = &pos->b;
    int color = pos->color;
    if (reasons_move_is_ko(&pos->reasons, p))
        return;
    if (board_would_capture(b, color, p) == 0 && board_is_self_atari(b, color, p)) {
        reasons_add(&pos->reasons, RK_BLUNDER, p, p, (float)string_after(b, color, p), 0,
                    "self-atari");
        drop_good_shape(pos, p);
        return;
    }
    if (tactically_lost(cl, pos, p)) {
        reasons_add(&pos->reasons, RK_BLUNDER, p, p, (float)string_after(b, color, p), 0,
                    "the stones can be captured");
        drop_good_shape(pos, p);
        return;
    }
    if (fills_needed_eye(pos, p))
        reasons_add(&pos->reasons, RK_BLUNDER, p, p, 3.0f, 0, "fills an own eye");
}

void movegen_safety(struct classical *cl, struct cl_position *pos)
{
    const struct board *b = &pos->b;
    bool *seen = calloc((size_t)b->npoints, sizeof *seen);
    if (!seen)
        return;
    int n = pos->reasons.n;    /* reasons posted below are not re-checked */
    for (int i = 0; i < n; i++) {
        coord p = pos->reasons.r[i].move;
        if (seen[p] || b->color[p] != EMPTY || !board_is_legal(b, pos->color, p))
            continue;
        seen[p] = true;
        check_move(cl, pos, p);
    }
    free(seen);
}
