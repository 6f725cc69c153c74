/* influence.c — owns the computation of the influence map: sources,
 * propagation with barriers and edge damping, and per-point control.
 * Classification and the estimate live in influence_regions.c.
 *
 * Propagation is a bounded shortest-path walk from every stone: a step
 * costs 2 half-units, a step from one first-line point to another costs 3
 * (influence creeping along the edge is weak: the edge is where invasions
 * and monkey jumps live).  Opposing stones receive influence but pass none
 * on; in the contested map a step onward from a point touching an opposing
 * stone costs more (see contact_tolls).  The decay is a table indexed by
 * half-distance, so the two modes differ only in the table.  Beyond MAX_HALF the contribution is dropped:
 * that bounds the work per stone to a small diamond and keeps the full
 * 19x19 map under 100 us.
 */
#include "classical/influence/influence.h"

#include <math.h>
#include <string.h>
#include <strings.h>

#define MAX_HALF 10                 /* 1/d reaches 5 lines: 1/(1+5) = 17% */
#define MAX_HALF_2D 8               /* 1/2^d reaches 4 lines: 1/2^4 = 6% */
#define STEP 2
#define EDGE_STEP 3
#define SATURATION 64.0f            /* below this total, control is faint */
#define CONTACT_TOLL 1              /* extra half-units to leave a point beside an opposing stone */
#define CONTACT_TOLL_MAX_SIZE 11    /* boards the contested map differs on */
#define CONTACT_TOLL_STONES 12      /* ... while fewer stones than this are on the board */

struct walk {
    uint16_t stamp[BOARD_MAX_POINTS];   /* dist[] is valid where stamp == gen */
    uint8_t dist[BOARD_MAX_POINTS];
    uint16_t gen;
    coord bucket[MAX_HALF + 1][BOARD_MAX_POINTS / 2];
    int nbucket[MAX_HALF + 1];
    uint8_t step[BOARD_MAX_POINTS][4];  /* cost to each neighbour, 0 = off board */
    uint8_t toll[3][BOARD_MAX_POINTS];  /* by radiating colour: extra cost to leave a point */
};

bool parse_influence_mode(const char *s, enum influence_mode *m)
{
    /* "inverse" and "exponential" have no slash: GoGui splits its menu
     * entries at '/', so its entries use these names. */
    if (strcmp(s, "1/d") == 0 || strcasecmp(s, "d") == 0 || strcasecmp(s, "linear") == 0
        || strcasecmp(s, "inverse") == 0) {
        *m = INFLUENCE_INV_D;
        return true;
    }
    if (strcmp(s, "1/2^d") == 0 || strcmp(s, "1/2d") == 0 || strcasecmp(s, "exp") == 0
        || strcasecmp(s, "exponential") == 0) {
        *m = INFLUENCE_INV_2D;
        return true;
    }
    return false;
}

const char *influence_mode_name(enum influence_mode m)
{
    return m == INFLUENCE_INV_2D ? "1/2^d" : "1/d";
}

/* Decay by half-distance for one mode; [0] is the stone's own point. */
static void decay_table(enum influence_mode mode, float *t)
{
    for (int h = 0; h <= MAX_HALF; h++) {
        float d = (float)h / 2.0f;
        t[h] = mode == INFLUENCE_INV_2D ? powf(0.5f, d) : 1.0f / (1.0f + d);
    }
}

static bool on_first_line(const struct board *b, coord p)
{
    int r = board_row(b, p), c = board_col(b, p), last = b->size - 1;
    return r == 0 || c == 0 || r == last || c == last;
}

/* Stones on the first two lines radiate less: their influence is cut off
 * by the edge on one side and they make little territory. */
static float line_factor(const struct board *b, coord p)
{
    int line = board_edge_distance(b, p);
    if (b->size < 7)
        return 1.0f;
    return line == 0 ? 0.5f : line == 1 ? 0.8f : 1.0f;
}

/* The contact toll.  A point beside a live opposing stone is contested
 * ground: what lies beyond it is the opponent's to defend or to cut off,
 * so influence passing such a point (a contact stone's reaching past the
 * stones it touches, any stone's squeezing past the opponent's) arrives
 * weaker: leaving it costs CONTACT_TOLL more.  Without it a contact stone
 * radiated past the opponent's flanking stones as if they were not there:
 * on 9x9, White E5 between Black D6 and F5 (White E4 below) turned all of
 * Black's upper framework into faint area, where GNU Go's map keeps it
 * Black's, and our contact moves won the opening's territory swings.
 * Only where it was measured (docs/move-generation.md, "Influence past a
 * contact"): the territory valuation of the first moves of a 9x9 game
 * (fewer than CONTACT_TOLL_STONES stones, as strategy's runner rule).
 * Later in the game, on bigger boards and in the dragons' safety it cost
 * 9x9.tst, endgame.tst and strategy.tst tests. */
static bool contact_toll_applies(const struct board *b)
{
    return b->size <= CONTACT_TOLL_MAX_SIZE
           && b->size * b->size - b->nempty < CONTACT_TOLL_STONES;
}

static void contact_tolls(const struct board *b, const uint8_t *eff, bool on, struct walk *w)
{
    memset(w->toll, 0, sizeof w->toll);
    if (!on)
        return;
    for (int as = BLACK; as <= WHITE; as++) {
        int enemy = other_color(as);
        FOR_EACH_POINT(b, p) {
            if (b->color[p] != EMPTY)
                continue;
            for (int k = 0; k < 4; k++) {
                coord n = (coord)(p + b->dir[k]);
                if (b->color[n] == enemy && eff[n] == enemy)
                    w->toll[as][p] = CONTACT_TOLL;
            }
        }
    }
}

/* Radiates one source of color `as` with strength s from p into acc.
 * eff[] is each point's effective color (dead stones switched). */
static void radiate(struct walk *w, const struct board *b, const uint8_t *eff,
                    coord p, int as, float s, const float *decay, int max_half, float *acc)
{
    int enemy = other_color(as);
    if (++w->gen == 0) {
        memset(w->stamp, 0, sizeof w->stamp);
        w->gen = 1;
    }
    for (int h = 0; h <= max_half; h++)
        w->nbucket[h] = 0;
    w->bucket[0][w->nbucket[0]++] = p;
    w->stamp[p] = w->gen;
    w->dist[p] = 0;
    for (int h = 0; h <= max_half; h++) {
        float v = s * decay[h];
        for (int i = 0; i < w->nbucket[h]; i++) {
            coord q = w->bucket[h][i];
            if (w->dist[q] != h)
                continue;               /* reached again later by a shorter walk */
            acc[q] += v;
            if (eff[q] == enemy)
                continue;               /* barrier: reached, not crossed */
            const uint8_t *step = w->step[q];
            int toll = w->toll[as][q];
            for (int k = 0; k < 4; k++) {
                coord n = (coord)(q + b->dir[k]);
                int nh = h + step[k] + toll;
                if (!step[k] || nh > max_half
                    || (w->stamp[n] == w->gen && w->dist[n] <= nh))
                    continue;
                w->stamp[n] = w->gen;
                w->dist[n] = (uint8_t)nh;
                w->bucket[nh][w->nbucket[nh]++] = n;
            }
        }
    }
}

/* Control from the two raw sums: dominance, faded when both are faint. */
static int8_t control_of(float bl, float wh)
{
    float total = bl + wh;
    if (total < SATURATION)
        total = SATURATION;
    float c = (float)INFLUENCE_MAX * (bl - wh) / total;
    int v = (int)lrintf(c);
    if (v > INFLUENCE_MAX)
        v = INFLUENCE_MAX;
    if (v < -INFLUENCE_MAX)
        v = -INFLUENCE_MAX;
    return (int8_t)v;
}

static void compute_map(struct influence *inf, const struct board *b,
                        enum influence_mode mode, const int8_t *weight, bool toll)
{
    static const float SCALE = (float)INFLUENCE_MAX / 100.0f;
    struct walk w;
    float decay[MAX_HALF + 1];
    uint8_t eff[BOARD_MAX_POINTS];

    decay_table(mode, decay);
    int max_half = mode == INFLUENCE_INV_2D ? MAX_HALF_2D : MAX_HALF;
    inf->size = b->size;
    inf->mode = mode;
    memset(inf->black, 0, sizeof(float) * (size_t)b->npoints);
    memset(inf->white, 0, sizeof(float) * (size_t)b->npoints);
    memset(inf->strength, 0, (size_t)b->npoints);
    memset(w.stamp, 0, sizeof(uint16_t) * (size_t)b->npoints);
    w.gen = 0;
    for (int i = 0; i < b->npoints; i++)
        eff[i] = b->color[i];
    FOR_EACH_POINT(b, p) {
        bool edge = on_first_line(b, p);
        for (int k = 0; k < 4; k++) {
            coord n = (coord)(p + b->dir[k]);
            w.step[p][k] = (uint8_t)(b->color[n] == OFFBOARD ? 0
                                     : edge && on_first_line(b, n) ? EDGE_STEP : STEP);
        }
        if (b->color[p] != EMPTY && weight[p] < 0)
            eff[p] = (uint8_t)other_color(b->color[p]);
    }
    contact_tolls(b, eff, toll, &w);
    FOR_EACH_POINT(b, p) {
        if (b->color[p] == EMPTY)
            continue;
        int wt = weight[p] < 0 ? -weight[p] : weight[p];
        inf->strength[p] = (uint8_t)wt;
        if (wt == 0)
            continue;
        float s = (float)wt * SCALE * line_factor(b, p);
        radiate(&w, b, eff, p, eff[p], s, decay, max_half,
                eff[p] == BLACK ? inf->black : inf->white);
    }
    FOR_EACH_POINT(b, p)
        inf->control[p] = control_of(inf->black[p], inf->white[p]);
    influence_classify(inf, b, weight);
}

void influence_compute_weighted(struct influence *inf, const struct board *b,
                                enum influence_mode mode, const int8_t *weight)
{
    compute_map(inf, b, mode, weight, false);
}

bool influence_compute_contested(struct influence *inf, const struct board *b,
                                 enum influence_mode mode, const int8_t *weight)
{
    bool toll = contact_toll_applies(b);
    compute_map(inf, b, mode, weight, toll);
    return toll;
}

/* Without a provider: strings short of liberties radiate less. */
static int8_t quick_weight(const struct board *b, coord p)
{
    int libs = board_countlib(b, p);
    return (int8_t)(libs == 1 ? 30 : libs == 2 ? 70 : 100);
}

int8_t influence_status_weight(const struct board *b, coord p, enum stone_status st)
{
    switch (st) {
    case STATUS_ALIVE:
        return 100;
    case STATUS_DEAD:
        return -70;
    case STATUS_SEKI:
    case STATUS_CRITICAL:
        return 50;
    default:
        return quick_weight(b, p);
    }
}

void influence_compute(struct influence *inf, const struct board *b,
                       enum influence_mode mode, const struct status_provider *sp)
{
    int8_t weight[BOARD_MAX_POINTS];
    bool seki[BOARD_MAX_POINTS];
    bool any_seki = false;
    memset(weight, 0, (size_t)b->npoints);
    memset(seki, 0, sizeof(bool) * (size_t)b->npoints);
    FOR_EACH_POINT(b, p) {
        if (b->color[p] == EMPTY || board_string(b, p) != p)
            continue;
        enum stone_status st = sp ? sp->status(sp->ctx, b, p) : STATUS_UNKNOWN;
        int8_t wt = influence_status_weight(b, p, st);
        FOR_EACH_STONE(b, p, q) {
            weight[q] = wt;
            seki[q] = st == STATUS_SEKI;
        }
        any_seki |= st == STATUS_SEKI;
    }
    influence_compute_weighted(inf, b, mode, weight);
    if (any_seki)
        influence_mark_seki(inf, b, seki);
}
