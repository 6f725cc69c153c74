/* semeai_count.c — owns the static judgement of a capturing race: each
 * side's liberties sorted into outside, shared and eye liberties, and
 * the verdict that liberty counting gives (Müller's race classes):
 *
 *   - neither side has an eye: the mover kills when its count is at
 *     least the other's plus (shared - 1); the other kills when it is
 *     ahead by one more; in between (two or more shared liberties that
 *     neither can fill without self-atari) it is seki;
 *   - one side has an eye: the shared liberties count for it alone (the
 *     eyeless side cannot fill the last one), no seki;
 *   - both have eyes: the bigger eye takes the shared liberties; with
 *     equal eyes the attacker must also fill every shared liberty, and
 *     seki is possible.
 *
 * Outside liberties the attacker can only fill after an approach move
 * (filling it directly would be self-atari) cost two moves.
 */
#include <string.h>

#include "board/region.h"
#include "classical/semeai/semeai.h"

#define EYE_MAX_POINTS 12   /* bigger enclosed areas are not race eyes */

int semeai_eye_liberties(int n, int k)
{
    int f = n <= 0 ? 0 : 1;
    for (int i = 2; i <= n; i++)
        f += i <= 2 ? 1 : i - 2;
    int libs = f - k;
    return libs < n - k ? n - k : libs;
}

/* Marks (stamp = gen) the stones of side and their liberties. */
static void mark_side(struct semeai *s, int side, uint32_t gen)
{
    const struct board *b = s->b;
    for (int i = 0; i < s->nstones[side]; i++) {
        coord p = s->stones[side][i];
        if (b->color[p] != s->color[side] || s->stamp[p] == gen)
            continue;
        FOR_EACH_STONE(b, p, q) {
            s->stamp[q] = gen;
            for (int d = 0; d < 4; d++) {
                coord n = (coord)(q + b->dir[d]);
                if (b->color[n] == EMPTY)
                    s->stamp[n] = gen;
            }
        }
    }
}

/* Does the opponent need an approach move before filling p (filling it
 * now would be self-atari that captures nothing)? */
static bool needs_approach(const struct board *b, int filler, coord p)
{
    if (board_would_capture(b, filler, p) > 0)
        return false;
    return board_libs_after(b, filler, p) <= 1;
}

struct region_info {
    int n, k;           /* points, opponent stones inside */
    bool eye;
};

static struct region_info flood_region(struct semeai *s, int side, coord p, uint16_t id,
                                       uint32_t other_gen)
{
    const struct board *b = s->b;
    int own = s->color[side];
    coord pts[BOARD_MAX_POINTS];
    struct region_info r = {0, 0, true};
    r.n = region_flood_max(b, b->color, p, REGION_NOT(own), s->mark, id, pts, NULL,
                           EYE_MAX_POINTS);
    if (r.n > EYE_MAX_POINTS)
        r.eye = false;
    for (int i = 0; i < r.n && r.eye; i++) {
        if (b->color[pts[i]] == EMPTY)
            continue;
        r.k++;
        if (s->stamp[pts[i]] == other_gen)   /* the opponent's racing stones */
            r.eye = false;
    }
    if (r.eye && r.n == 1 && !board_is_true_eye(b, p, own))
        r.eye = false;
    return r;
}

/* An eye's size for the race: small eyes (one or two points, or a
 * bigger space the opponent has reduced to two moves, such as a straight
 * three with the vital point taken) are all alike: neither gains the
 * shared liberties from the other, since filling the bigger one leaves
 * a one-point eye after the capture.  Bigger eyes rank by the moves
 * they are worth. */
static int eye_rank(int libs)
{
    return libs <= 2 ? 1 : libs;
}

void semeai_count_side(struct semeai *s, int side, struct semeai_count *out)
{
    const struct board *b = s->b;
    int opp = s->color[1 - side];
    memset(out, 0, sizeof *out);
    uint32_t other_gen = ++s->gen;
    mark_side(s, 1 - side, other_gen);
    memset(s->mark, 0, sizeof s->mark);

    /* One entry per flood: a big region may be flooded (and stopped) once
     * from each of its liberties that no earlier flood reached, so there
     * can be as many floods as liberties. */
    struct region_info reg[BOARD_MAX_POINTS];
    int nreg = 0;
    uint8_t seen[BOARD_MAX_POINTS];
    memset(seen, 0, sizeof seen);
    /* Each string once: its other stones give the same liberties, all
     * seen (a big string's liberties are a scan of its stones). */
    uint32_t string_gen = ++s->gen;
    for (int i = 0; i < s->nstones[side]; i++) {
        coord st = s->stones[side][i];
        if (b->color[st] != s->color[side] || s->stamp[b->str[st]] == string_gen)
            continue;
        s->stamp[b->str[st]] = string_gen;
        coord libs[LIBS_KEPT * 8];
        int nl = board_liberties(b, st, libs, (int)(sizeof libs / sizeof libs[0]));
        for (int j = 0; j < nl; j++) {
            coord p = libs[j];
            if (seen[p])
                continue;
            seen[p] = 1;
            if (!s->mark[p] && nreg < BOARD_MAX_POINTS) {
                reg[nreg] = flood_region(s, side, p, (uint16_t)(nreg + 1), other_gen);
                nreg++;
            }
            int id = s->mark[p];
            if (id && reg[id - 1].eye)
                continue;                       /* counted with its eye */
            if (s->stamp[p] == other_gen)
                out->shared++;
            else
                out->outside += 1 + needs_approach(b, opp, p);
        }
    }
    for (int i = 0; i < nreg; i++) {
        if (!reg[i].eye)
            continue;
        out->eyes++;
        int libs = semeai_eye_liberties(reg[i].n, reg[i].k);
        int size = eye_rank(libs);
        if (size > out->eye_size || (size == out->eye_size && libs > out->eye_libs)) {
            out->eye_size = size;
            out->eye_libs = libs;
        }
    }
}

/* +1 the mover kills, 0 seki, -1 the other kills.  m, o: each side's
 * moves the opponent needs (outside + eye); me, oe: eye sizes. */
static int race_verdict(int m, int me, int o, int oe, int shared)
{
    if (me && oe && me != oe) {
        if (me > oe)
            m += shared;
        else
            o += shared;
        return m >= o ? 1 : -1;
    }
    if (me && !oe)
        return m + shared >= o ? 1 : -1;
    if (!me && oe)
        return m >= o + shared ? 1 : -1;
    int extra = me ? shared : (shared > 1 ? shared - 1 : 0);
    if (m >= o + extra)
        return 1;
    if (o >= m + extra + 1)
        return -1;
    return 0;
}

int semeai_static_value(struct semeai *s, int mover)
{
    struct semeai_count c[2];
    semeai_count_side(s, 0, &c[0]);
    semeai_count_side(s, 1, &c[1]);
    bool alive_a = c[0].eyes >= 2, alive_b = c[1].eyes >= 2;
    if (alive_a || alive_b)
        return alive_a && alive_b ? SEMEAI_SEKI : alive_a ? SEMEAI_A_KILLS : SEMEAI_A_DIES;
    int shared = c[0].shared < c[1].shared ? c[0].shared : c[1].shared;
    const struct semeai_count *m = &c[mover], *o = &c[1 - mover];
    int v = race_verdict(m->outside + m->eye_libs, m->eye_size,
                         o->outside + o->eye_libs, o->eye_size, shared);
    if (v == 0)
        return SEMEAI_SEKI;
    bool a_wins = (v > 0) == (mover == 0);
    return a_wins ? SEMEAI_A_KILLS : SEMEAI_A_DIES;
}
