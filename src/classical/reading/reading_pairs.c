/* reading_pairs.c — questions about two strings of one color at once:
 * can one move capture either of them (a double threat), can one move
 * save both.  Each is a two-ply search over the union of the single-
 * string candidates, closed by single-string reads. */
#include "classical/reading/reading_impl.h"

#include <stddef.h>

static void union_attack_moves(struct reading *r, coord a, coord b2, struct cands *c)
{
    struct cands t;
    coord s[2] = {a, b2};
    for (int i = 0; i < 2; i++) {
        cands_init(&t);
        gen_attack_moves(r, s[i], board_countlib(r->b, s[i]), &t);
        for (int j = 0; j < t.n; j++)
            cands_add(c, t.p[j], t.score[j]);
    }
    cands_sort(c);
}

static void union_defend_moves(struct reading *r, coord a, coord b2, struct cands *c)
{
    struct cands t;
    coord s[2] = {a, b2};
    for (int i = 0; i < 2; i++) {
        cands_init(&t);
        gen_defend_moves(r, s[i], board_countlib(r->b, s[i]), &t);
        for (int j = 0; j < t.n; j++)
            cands_add(c, t.p[j], t.score[j]);
    }
    cands_sort(c);
}

static int max2(int x, int y) { return x > y ? x : y; }

/* Defender to move: the best he can do for the weaker of the two.
 * Returns the defender's result. */
static int defend_both_rec(struct reading *r, coord a, coord b2)
{
    struct board *b = r->b;
    int defender = b->color[a];
    int worst = max2(do_attack(r, a, NULL), do_attack(r, b2, NULL));
    if (worst == READ_FAIL)
        return READ_WIN;
    struct cands c;
    cands_init(&c);
    union_defend_moves(r, a, b2, &c);
    int best = READ_FAIL;
    for (int i = 0; i < c.n && best < READ_WIN && !r->capped; i++) {
        bool credit;
        struct ko_save save;
        if (!ko_trymove(r, defender, c.p[i], stackp(r) <= r->lim.ko, &credit, &save))
            continue;
        int res = READ_FAIL;
        if (b->color[a] != EMPTY && b->color[b2] != EMPTY)
            res = flip_result(max2(do_attack(r, a, NULL), do_attack(r, b2, NULL)));
        ko_popmove(r, &save);
        if (credit && res > READ_KO_B)
            res = READ_KO_B;
        best = max2(best, res);
    }
    return best;
}

int reading_attack_either(struct reading *r, struct board *b, coord a, coord b2)
{
    int color = b->color[a];
    if ((color != BLACK && color != WHITE) || b->color[b2] != color)
        return READ_FAIL;
    read_begin(r, b);
    int best = max2(do_attack(r, a, NULL), do_attack(r, b2, NULL));
    if (best < READ_WIN) {
        struct cands c;
        cands_init(&c);
        union_attack_moves(r, a, b2, &c);
        for (int i = 0; i < c.n && best < READ_WIN && !r->capped; i++) {
            bool credit;
            struct ko_save save;
            if (!ko_trymove(r, other_color(color), c.p[i], true, &credit, &save))
                continue;
            int res = READ_WIN;
            if (b->color[a] != EMPTY && b->color[b2] != EMPTY)
                res = flip_result(defend_both_rec(r, a, b2));
            ko_popmove(r, &save);
            if (credit && res > READ_KO_B)
                res = READ_KO_B;
            best = max2(best, res);
        }
    }
    read_end(r);
    return best;
}

int reading_defend_both(struct reading *r, struct board *b, coord a, coord b2)
{
    int color = b->color[a];
    if ((color != BLACK && color != WHITE) || b->color[b2] != color)
        return READ_FAIL;
    read_begin(r, b);
    int res = defend_both_rec(r, a, b2);
    read_end(r);
    return res;
}
