/* dragon_links.c — owns the links between worms of one colour and how sure
 * each one is: the candidate shapes (shared liberties, diagonal, one-point
 * jump, bamboo, small knight) and the judgement of their cutting points.
 *
 * A cutting point is judged three ways, and the confidence combines them:
 *   - the tactician: the opponent plays the cut; if the cutting stone can
 *     then be captured (owner to move), the cut fails.  This is the
 *     verdict that decides, since it is read and not guessed;
 *   - the cut and connection classes of the pattern DSL matched at the
 *     point: an opponent's `cut a b` or the owner's `connect a b` on these
 *     two worms says the link needs a move to hold, which lowers the
 *     confidence of a link the tactician could only hold by ko or with a
 *     small margin;
 *   - the geometry: two shared liberties the opponent cannot both fill are
 *     a connection unless a liberty shortage makes one of them an atari.
 * A knight's move has no shared liberty: it is cut by a wedge at one waist
 * point and a cut at the corner beside the owner's block.  With nothing
 * of the opponent's next to the waist or those corners it holds without
 * reading; when one side's wedge and cut both touch opponent stones, or
 * both cutting corners do, it is cut; otherwise stones next to the waist
 * weaken it and it is read.
 */
#include "classical/dragon/dragon.h"

#include <stdlib.h>
#include <string.h>

#include "classical/connect/connect.h"
#include "patterns/pattern_match.h"

#define LINK_HASH 8192
#define LINK_READ_BUDGET 150
#define LINK_READ_CAP 600

struct link_builder {
    struct dragon_analysis *a;
    struct board *b;
    struct reading *r;
    const struct pattern_set *ps;
    struct connection *conn;        /* connection reading, NULL if out of memory */
    int cap;
    int16_t hash[LINK_HASH];        /* link index + 1, 0 = empty */
    coord shared[2 * BOARD_MAX_POINTS]; /* first two shared liberties per link */
    coord corner[2 * BOARD_MAX_POINTS]; /* a knight's two cutting corners */
    uint8_t count[BOARD_MAX_POINTS];    /* shared liberties per link */
};

static bool live_worm(const struct dragon_analysis *a, coord p)
{
    int w = a->worm_of[p];
    return w >= 0 && !a->worm[w].dead;
}

/* The link between worms x and y, created on first use (-1 when full). */
static int link_of(struct link_builder *lb, int x, int y, enum dlink_kind kind)
{
    struct dragon_analysis *a = lb->a;
    if (x > y) {
        int t = x;
        x = y;
        y = t;
    }
    unsigned h = ((unsigned)x * 2654435761u ^ (unsigned)y * 40503u) % LINK_HASH;
    while (lb->hash[h]) {
        struct dragon_link *l = &a->link[lb->hash[h] - 1];
        if (l->a == x && l->b == y)
            return lb->hash[h] - 1;
        h = (h + 1) % LINK_HASH;
    }
    if (a->nlinks >= lb->cap || a->nlinks >= BOARD_MAX_POINTS)
        return -1;
    int i = a->nlinks++;
    lb->hash[h] = (int16_t)(i + 1);
    struct dragon_link *l = &a->link[i];
    memset(l, 0, sizeof *l);
    l->a = x;
    l->b = y;
    l->kind = kind;
    l->cut = PASS;
    lb->count[i] = 0;
    return i;
}

/* Shared liberties: every empty point next to two or more live worms of
 * one colour adds itself to each pair's link. */
static void collect_shared(struct link_builder *lb)
{
    struct board *b = lb->b;
    FOR_EACH_POINT(b, p) {
        if (b->color[p] != EMPTY)
            continue;
        int w[4], n = 0;
        for (int k = 0; k < 4; k++) {
            coord q = (coord)(p + b->dir[k]);
            if ((b->color[q] != BLACK && b->color[q] != WHITE) || !live_worm(lb->a, q))
                continue;
            int x = lb->a->worm_of[q];
            bool seen = false;
            for (int j = 0; j < n; j++)
                seen |= w[j] == x;
            if (!seen)
                w[n++] = x;
        }
        for (int i = 0; i < n; i++)
            for (int j = i + 1; j < n; j++) {
                if (lb->a->worm[w[i]].color != lb->a->worm[w[j]].color)
                    continue;
                int l = link_of(lb, w[i], w[j], DLINK_SHARED);
                if (l < 0)
                    continue;
                if (lb->count[l] < 2)
                    lb->shared[2 * l + lb->count[l]] = p;
                if (lb->count[l] < 255)
                    lb->count[l]++;
            }
    }
}

/* The small knight's move from p (a stone of a live worm) over d1 twice
 * and d2 once: the waist p+d1, p+d1+d2 empty and a live stone of
 * another worm of its colour at the far end. */
static void collect_knight(struct link_builder *lb, coord p, int d1, int d2)
{
    struct board *b = lb->b;
    struct dragon_analysis *a = lb->a;
    coord m1 = (coord)(p + d1), m2 = (coord)(p + d1 + d2);
    coord kn = (coord)(m2 + d1);
    if (b->color[m1] != EMPTY || b->color[m2] != EMPTY)
        return;
    if (!board_on_board(b, kn) || b->color[kn] != b->color[p] || !live_worm(a, kn))
        return;
    if (a->worm_of[kn] == a->worm_of[p])
        return;
    int l = link_of(lb, a->worm_of[p], a->worm_of[kn], DLINK_KNIGHT);
    if (l >= 0 && a->link[l].kind == DLINK_KNIGHT) {
        lb->shared[2 * l] = m1;
        lb->shared[2 * l + 1] = m2;
        /* after a wedge at m1 and the owner's block at m2 the cut is at
         * p + d2; after a wedge at m2, at kn - d2 */
        lb->corner[2 * l] = (coord)(p + d2);
        lb->corner[2 * l + 1] = (coord)(kn - d2);
    }
}

/* Diagonal stones of two worms whose common neighbours are not both
 * empty (both empty is two shared liberties, found above), and small
 * knight's moves whose waist is empty. */
static void collect_shapes(struct link_builder *lb)
{
    struct board *b = lb->b;
    struct dragon_analysis *a = lb->a;
    FOR_EACH_POINT(b, p) {
        if ((b->color[p] != BLACK && b->color[p] != WHITE) || !live_worm(a, p))
            continue;
        int c = b->color[p];
        for (int k = 0; k < 4; k++) {
            int d1 = b->dir[k], d2 = b->dir[(k + 1) % 4];
            coord q = (coord)(p + d1 + d2);
            if (b->color[q] == c && live_worm(a, q) && a->worm_of[q] != a->worm_of[p]) {
                int l = link_of(lb, a->worm_of[p], a->worm_of[q], DLINK_DIAGONAL);
                if (l >= 0 && lb->count[l] < 2)
                    a->link[l].kind = DLINK_DIAGONAL;
            }
            /* only the turn to dir[k + 1]: four of the eight knight
             * directions (docs/dragons.md: adding the other turn costs
             * six tests as the consumers stand) */
            collect_knight(lb, p, d1, d2);
        }
    }
}

/* Does a cut or connection pattern at p name worms x and y as the pair it
 * separates or joins? */
static bool pattern_says_cut(struct link_builder *lb, coord p, int x, int y)
{
    if (!lb->ps)
        return false;
    struct dragon_analysis *a = lb->a;
    int owner = a->worm[x].color;
    struct pattern_env env = {0};
    env.board = lb->b;
    env.data[PENV_READING] = lb->r;
    struct pattern_match m[16];
    unsigned classes = (1u << PC_CUT) | (1u << PC_CONNECTION);
    bool found = false;
    for (int side = 0; side < 2 && !found; side++) {
        int mover = side ? owner : other_color(owner);
        int want = side ? PA_CONNECT : PA_CUT;
        int n = pattern_match_point(lb->ps, &env, mover, p, classes, m, 16);
        if (n > 16)
            n = 16;
        for (int i = 0; i < n && !found; i++)
            for (int k = 0; k < m[i].pattern->nactions; k++) {
                if (pattern_match_action(&m[i], k) != want)
                    continue;
                coord s = m[i].label[m[i].pattern->actions[k].arg[0]];
                coord t = m[i].label[m[i].pattern->actions[k].arg[1]];
                int ws = a->worm_of[s], wt = a->worm_of[t];
                if ((ws == x && wt == y) || (ws == y && wt == x))
                    found = true;
            }
    }
    pattern_env_release(&env);
    return found;
}

/* Does a liberty of the stone at p touch another stone of its colour? */
static bool liberty_near_friend(const struct board *b, coord p)
{
    for (int k = 0; k < 4; k++) {
        coord q = (coord)(p + b->dir[k]);
        if (b->color[q] != EMPTY)
            continue;
        for (int j = 0; j < 4; j++) {
            coord r = (coord)(q + b->dir[j]);
            if (r != p && b->color[r] == b->color[p])
                return true;
        }
    }
    return false;
}

/* Does the opponent string at s touch a stone of worm w? */
static bool touches_worm(const struct board *b, const struct dragon_analysis *a, coord s, int w)
{
    FOR_EACH_STONE(b, b->str[s], q)
        for (int k = 0; k < 4; k++) {
            coord n = (coord)(q + b->dir[k]);
            if (b->color[n] == a->worm[w].color && a->worm_of[n] == w)
                return true;
        }
    return false;
}

/* After the cut at p (played on b): an opponent string in atari that
 * touches both worms, which the owner captures without being in atari
 * himself.  Capturing it joins the worms around the cut, so the link
 * holds in another way (the diagonal whose other corner is a stone in
 * atari is miai of connecting and capturing). */
static bool capture_joins(const struct board *b, const struct dragon_analysis *a,
                          const struct dragon_link *l)
{
    int owner = a->worm[l->a].color;
    coord origin = a->worm[l->a].origin;
    /* The cut may have captured the worm itself: then nothing joins, and
     * its point no longer names a string to walk. */
    if (b->color[origin] != owner)
        return false;
    FOR_EACH_STONE(b, b->str[origin], q)
        for (int k = 0; k < 4; k++) {
            coord n = (coord)(q + b->dir[k]);
            if (b->color[n] != other_color(owner) || board_countlib(b, n) != 1 ||
                !touches_worm(b, a, n, l->b))
                continue;
            coord lib;
            board_liberties(b, n, &lib, 1);
            if (board_is_legal(b, owner, lib) && board_libs_after(b, owner, lib) >= 2)
                return true;
        }
    return false;
}

/* The opponent cuts at p: can the cutting stone be captured with the
 * owner to move?  Returns the tactician's code for the capture. */
static int cut_stone_dies(struct link_builder *lb, const struct dragon_link *l, coord p, int owner,
                          bool *unsupported)
{
    struct board *b = lb->b;
    *unsupported = false;
    if (!board_trymove(b, other_color(owner), p))
        return READ_WIN;                /* the cut is illegal: nothing to fear */
    coord move;
    int res = reading_attack(lb->r, b, p, &move);
    /* A lone wedge with two liberties and no friend in contact: the owner
     * ataris from the side of his choice and keeps the link or gains more
     * elsewhere (the one-point jump in open space). */
    *unsupported = board_string_size(b, p) == 1 && board_countlib(b, p) <= 2
                   && !liberty_near_friend(b, p);
    if (res != READ_WIN && l && capture_joins(b, lb->a, l))
        res = READ_WIN;
    board_popmove(b);
    return res;
}

/* One cutting point p between x and y. */
static float judge_single(struct link_builder *lb, struct dragon_link *l, coord p)
{
    int owner = lb->a->worm[l->a].color;
    bool unsupported;
    int dies = cut_stone_dies(lb, l, p, owner, &unsupported);
    l->cut = p;
    l->by_pattern = pattern_says_cut(lb, p, l->a, l->b);
    switch (dies) {
    case READ_WIN: return l->by_pattern ? 0.75f : 0.9f;
    case READ_KO_A: return l->by_pattern ? 0.45f : 0.6f;
    case READ_KO_B: return 0.4f;
    default:
        if (unsupported) {
            l->lone_wedge = true;
            return l->by_pattern ? 0.45f : 0.65f;
        }
        return l->by_pattern ? 0.1f : 0.2f;
    }
}

/* After the opponent's cut (played on b): does the owner's connection at
 * join leave a string that survives? */
static bool join_survives(struct link_builder *lb, const struct dragon_link *l, coord join)
{
    struct board *b = lb->b;
    const struct dragon_analysis *a = lb->a;
    int owner = a->worm[l->a].color;
    if (b->color[a->worm[l->a].origin] != owner || b->color[a->worm[l->b].origin] != owner
        || !board_trymove(b, owner, join))
        return false;
    coord move;
    bool holds = reading_attack(lb->r, b, join, &move) == READ_FAIL;
    board_popmove(b);
    return holds;
}

/* Two shared liberties: the opponent fills one, the owner the other; the
 * link fails only if the joined string can then be captured.  When a
 * worm is short of liberties the joined string may be too, and then the
 * owner's answer to the cut is to capture the cutting stone instead: a
 * cut into a diagonal whose stones have two liberties is often a
 * self-atari.  The link then holds as a single cut whose stone dies. */
static float judge_double(struct link_builder *lb, struct dragon_link *l, coord p, coord q)
{
    struct dragon_analysis *a = lb->a;
    if (a->worm[l->a].libs >= 3 && a->worm[l->b].libs >= 3)
        return 1.0f;
    struct board *b = lb->b;
    int owner = a->worm[l->a].color;
    float conf = 0.95f;
    for (int i = 0; i < 2; i++) {
        coord cut = i ? q : p, join = i ? p : q;
        if (!board_trymove(b, other_color(owner), cut))
            continue;
        bool holds = join_survives(lb, l, join);
        board_popmove(b);
        if (holds)
            continue;
        bool unsupported;
        if (cut_stone_dies(lb, l, cut, owner, &unsupported) == READ_WIN) {
            l->cut = cut;
            conf = 0.9f;
            continue;
        }
        l->cut = cut;
        return 0.35f;
    }
    return conf;
}

/* Live opponent stones next to the empty points of pts (each counted
 * once). */
static int opponents_next_to(struct link_builder *lb, const coord *pts, int n, int opp)
{
    struct board *b = lb->b;
    coord seen[16];
    int count = 0;
    for (int j = 0; j < n; j++) {
        if (b->color[pts[j]] != EMPTY)
            continue;
        for (int k = 0; k < 4; k++) {
            coord q = (coord)(pts[j] + b->dir[k]);
            if (b->color[q] != opp || !live_worm(lb->a, q))
                continue;
            bool dup = false;
            for (int s = 0; s < count; s++)
                dup |= seen[s] == q;
            if (!dup)
                seen[count++] = q;
        }
    }
    return count;
}

/* Would an opponent's stone at p touch one of its live stones (or is
 * one there already)? */
static bool supported(struct link_builder *lb, coord p, int opp)
{
    if (lb->b->color[p] == opp)
        return live_worm(lb->a, p);
    return opponents_next_to(lb, &p, 1, opp) > 0;
}

/* Is a waist point a liberty of a string of the owner's with two
 * liberties or fewer?  A wedge there is an atari: the opponent cuts
 * with tempo (the ends of the knight or a third string beside it). */
static bool waist_short_of_liberties(struct link_builder *lb, const coord *waist, int owner)
{
    const struct board *b = lb->b;
    for (int j = 0; j < 2; j++)
        for (int k = 0; k < 4; k++) {
            coord q = (coord)(waist[j] + b->dir[k]);
            if (b->color[q] == owner && lb->a->worm[lb->a->worm_of[q]].libs <= 2)
                return true;
        }
    return false;
}

/* Knight's move of link i, waist m1 (next to the first stone) and m2,
 * cutting corners c1 (next to the first stone and m2) and c2.  The
 * opponent cuts it in two moves: a wedge at m1, and after the owner's
 * block at m2 a cut at c1 (or a wedge at m2 and a cut at c2).  One side
 * whose wedge and cut both touch a stone of the opponent's is a working
 * cut, and so is one whose two corners both do (the wedge escapes over
 * one corner, the cut is at the other).  With nothing of the
 * opponent's next to any of the four points
 * both cutting stones would stand alone in the owner's area: the link
 * holds, and reading it is left out (at the link budget the reader
 * judged the same open shape differently by its direction on the board,
 * and open knights were two thirds of link reading).  No string of the
 * owner's next to the waist may have two liberties or fewer: a wedge
 * that ataris is a cut's tempo.
 * Otherwise stones next to the waist weaken it and the reader has the
 * last word. */
static float judge_knight(struct link_builder *lb, struct dragon_link *l, int i)
{
    int opp = other_color(lb->a->worm[l->a].color);
    coord m1 = lb->shared[2 * i], m2 = lb->shared[2 * i + 1];
    coord c1 = lb->corner[2 * i], c2 = lb->corner[2 * i + 1];
    coord waist[2] = {m1, m2}, all[4] = {m1, m2, c1, c2};
    int near = opponents_next_to(lb, waist, 2, opp);
    l->by_pattern = pattern_says_cut(lb, m1, l->a, l->b) || pattern_says_cut(lb, m2, l->a, l->b);
    l->cut = m1;
    bool roomy = !waist_short_of_liberties(lb, waist, lb->a->worm[l->a].color);
    if (near == 0 && !l->by_pattern && roomy && opponents_next_to(lb, all, 4, opp) == 0) {
        l->open_knight = true;
        return 0.6f;
    }
    bool side1 = supported(lb, m1, opp) && supported(lb, c1, opp);
    bool side2 = supported(lb, m2, opp) && supported(lb, c2, opp);
    /* After the wedge at m1 and the block at m2 the wedge stone runs out
     * at c2 and the cut is at c1 (and the mirror for m2): with both
     * corners touching the opponent's stones the wedge does not die and
     * the cut has a friend, whichever side the opponent picks. */
    bool corners = supported(lb, c1, opp) && supported(lb, c2, opp);
    if (side1 || side2 || corners)
        return 0.25f;
    if (near == 0)
        return l->by_pattern ? 0.45f : 0.6f;
    return near == 1 && !l->by_pattern ? 0.45f : 0.25f;
}

/* Links the static judgement leaves in doubt (ko, knight's moves, links a
 * cut pattern questions) go to connection reading: can the opponent,
 * moving first, keep the two worms apart?  A cut whose stone the tactician
 * cannot capture stays a cut: reading that reconnects around it belongs to
 * the life-and-death search, not to amalgamation (on connection.tst,
 * sending those to reading too joins groups GNU Go keeps apart). */
#define DOUBT_LOW 0.3f
#define DOUBT_HIGH 0.8f

static float judge_by_reading(struct link_builder *lb, struct dragon_link *l, float conf)
{
    if (!lb->conn || conf < DOUBT_LOW || conf >= DOUBT_HIGH || l->lone_wedge || l->open_knight)
        return conf;
    const struct dragon_analysis *a = lb->a;
    coord move;
    int res = disconnect_strings(lb->conn, lb->b, a->worm[l->a].origin, a->worm[l->b].origin,
                                 &move);
    l->by_reading = true;
    if (res != READ_FAIL && move != PASS && lb->b->color[move] == EMPTY)
        l->cut = move;
    switch (res) {
    case READ_FAIL: return l->by_pattern ? 0.75f : 0.85f;
    case READ_KO_B: return 0.45f;     /* a ko to cut is not a connection yet */
    case READ_KO_A: return 0.35f;
    default: return 0.15f;
    }
}

static void judge_links(struct link_builder *lb)
{
    struct dragon_analysis *a = lb->a;
    for (int i = 0; i < a->nlinks; i++) {
        struct dragon_link *l = &a->link[i];
        int n = lb->count[i];
        if (n >= 2) {
            l->kind = DLINK_SOLID;
            l->confidence = judge_double(lb, l, lb->shared[2 * i], lb->shared[2 * i + 1]);
        } else if (n == 1) {
            if (l->kind != DLINK_DIAGONAL)
                l->kind = DLINK_SHARED;
            l->confidence = judge_single(lb, l, lb->shared[2 * i]);
        } else if (l->kind == DLINK_KNIGHT) {
            l->confidence = judge_knight(lb, l, i);
        } else {
            l->confidence = 0.0f;      /* diagonal crossed by two opposing stones */
        }
        l->confidence = judge_by_reading(lb, l, l->confidence);
        if (l->confidence < DRAGON_LINK_JOIN && l->cut != PASS && lb->b->color[l->cut] == EMPTY)
            a->cutting_point[l->cut] = true;
    }
}

/* The worm two links share, or -1. */
static int common_worm(const struct dragon_link *l1, const struct dragon_link *l2)
{
    if (l1->a == l2->a || l1->a == l2->b)
        return l1->a;
    return l1->b == l2->a || l1->b == l2->b ? l1->b : -1;
}

static bool next_to(const struct board *b, coord m, coord p)
{
    if (m == PASS)
        return false;
    for (int k = 0; k < 4; k++)
        if (m + b->dir[k] == p)
            return true;
    return false;
}

/* Is there an empty point next to both cutting points p and q, where
 * the cutter's stone would have at most two liberties now (the cuts
 * fail alone)?  Only then is a double cut worth reading. */
static bool double_cut_shape(const struct board *b, coord p, coord q, int cutter)
{
    if (board_libs_after(b, cutter, p) > 2 || board_libs_after(b, cutter, q) > 2)
        return false;
    for (int k = 0; k < 4; k++) {
        coord m = (coord)(p + b->dir[k]);
        if (b->color[m] == EMPTY && next_to(b, m, q))
            return true;
    }
    return false;
}

static bool single_cut_link(const struct link_builder *lb, int i)
{
    const struct dragon_link *l = &lb->a->link[i];
    return lb->count[i] == 1 && l->confidence >= DRAGON_LINK_JOIN && l->cut != PASS;
}

/* Double cuts: two links of one worm, each holding alone because the
 * cutting stone would be captured, may both fall to one move next to
 * both cutting points that prepares both cuts.  When the points are two
 * steps apart and the middle worm is short of liberties (at most two,
 * so the cuts press on it too), the reader asks whether the two outer
 * worms can be kept apart; if its cut is such a move, the weaker link no
 * longer joins.  (Middle worms with more liberties are left alone: on
 * the bench positions they made 13 times the reads for no gain.) */
static void judge_double_cuts(struct link_builder *lb)
{
    struct dragon_analysis *a = lb->a;
    const struct board *b = lb->b;
    for (int i = 0; i < a->nlinks && lb->conn; i++) {
        if (!single_cut_link(lb, i))
            continue;
        for (int j = i + 1; j < a->nlinks; j++) {
            struct dragon_link *l1 = &a->link[i], *l2 = &a->link[j];
            int w = common_worm(l1, l2);
            if (!single_cut_link(lb, j) || w < 0)
                continue;
            coord p = lb->shared[2 * i], q = lb->shared[2 * j];
            int dist = abs(board_row(b, p) - board_row(b, q)) + abs(board_col(b, p) - board_col(b, q));
            if (dist != 2 || a->worm[w].libs > 2 ||
                !double_cut_shape(b, p, q, other_color(a->worm[w].color)))
                continue;
            int x = l1->a == w ? l1->b : l1->a, y = l2->a == w ? l2->b : l2->a;
            coord move;
            int res = disconnect_strings(lb->conn, lb->b, a->worm[x].origin, a->worm[y].origin,
                                         &move);
            /* The double cut is a move next to both cutting points; a
             * cut elsewhere (on one of the points, or one that attacks
             * a string) is the single links' business. */
            if (res == READ_FAIL || !next_to(b, move, p) || !next_to(b, move, q))
                continue;
            struct dragon_link *weak = l1->confidence < l2->confidence ? l1 : l2;
            weak->confidence = res == READ_WIN ? 0.2f : 0.4f;
            weak->by_reading = true;
            if (move != PASS && b->color[move] == EMPTY) {
                weak->cut = move;
                a->cutting_point[move] = true;
            }
        }
    }
}

/* The waist point of knight link k next to the cutting point p of
 * another link, or PASS. */
static coord waist_next_to(const struct link_builder *lb, int k, coord p)
{
    const struct dragon_link *l = &lb->a->link[k];
    if (l->kind != DLINK_KNIGHT || lb->count[k] != 0 || l->confidence < DRAGON_LINK_JOIN)
        return PASS;
    for (int i = 0; i < 2; i++) {
        coord m = lb->shared[2 * k + i];
        if (lb->b->color[m] == EMPTY && next_to(lb->b, m, p))
            return m;
    }
    return PASS;
}

/* The cutter's stone on a knight's waist point next to a single link's
 * cutting point threatens both links at once.  The reader asks whether
 * the two outer worms can be kept apart; when its cut is that waist
 * point, the weaker link no longer joins. */
static void judge_knight_double_cuts(struct link_builder *lb)
{
    struct dragon_analysis *a = lb->a;
    for (int i = 0; i < a->nlinks && lb->conn; i++) {
        if (!single_cut_link(lb, i))
            continue;
        for (int j = 0; j < a->nlinks; j++) {
            struct dragon_link *l1 = &a->link[i], *l2 = &a->link[j];
            int w = common_worm(l1, l2);
            coord p = lb->shared[2 * i];
            coord m = w < 0 ? PASS : waist_next_to(lb, j, p);
            if (m == PASS || board_libs_after(lb->b, other_color(a->worm[w].color), p) > 1)
                continue;
            int x = l1->a == w ? l1->b : l1->a, y = l2->a == w ? l2->b : l2->a;
            coord move;
            int res = disconnect_strings(lb->conn, lb->b, a->worm[x].origin, a->worm[y].origin,
                                         &move);
            if (res == READ_FAIL || move != m)
                continue;
            struct dragon_link *weak = l1->confidence < l2->confidence ? l1 : l2;
            weak->confidence = res == READ_WIN ? 0.2f : 0.4f;
            weak->by_reading = true;
            weak->cut = m;
            a->cutting_point[m] = true;
        }
    }
}

bool dragon_find_links(struct dragon_analysis *a, struct board *b, struct reading *r,
                       const struct pattern_set *ps)
{
    struct link_builder *lb = calloc(1, sizeof *lb);
    a->link = calloc(BOARD_MAX_POINTS, sizeof *a->link);
    if (!lb || !a->link) {
        free(lb);
        return false;
    }
    lb->a = a;
    lb->b = b;
    lb->r = r;
    lb->ps = ps;
    lb->cap = BOARD_MAX_POINTS;
    lb->conn = connection_new(r);
    if (lb->conn) {
        /* Amalgamation asks many links per position: a smaller budget
         * than a single GTP connect/disconnect read. */
        lb->conn->node_budget = LINK_READ_BUDGET;
        lb->conn->node_cap = LINK_READ_CAP;
    }
    a->nlinks = 0;
    memset(a->cutting_point, 0, sizeof a->cutting_point);
    collect_shared(lb);
    collect_shapes(lb);
    judge_links(lb);
    judge_double_cuts(lb);
    judge_knight_double_cuts(lb);
    connection_free(lb->conn);
    free(lb);
    return true;
}
