/* score_estimate_benson.c — owns Benson's unconditional life test (1976).
 *
 * For one colour: the regions are the maximal connected sets of points
 * that are not that colour's stones.  A region is vital to a string when
 * every empty point of the region is a liberty of the string.  Repeatedly
 * drop strings with fewer than two vital regions, and regions that touch
 * a dropped string; what is left cannot be captured even if the owner
 * always passes.  The scorer uses it so that no amount of bad luck in
 * random completions can mark a truly alive string dead.
 *
 * benson_alive_any answers for a few strings (the owl's goal) without
 * the whole board.  What is left is the largest set of strings each of
 * which has two vital regions touching only strings of the set; whether
 * a string is in it depends only on the strings its vital regions touch,
 * and on theirs in turn.  So the strings reached from the asked ones
 * through vital regions, read alone, give the same answer for them.
 */
#include "classical/influence/score_estimate.h"

#include "board/region.h"

#include <string.h>

#define MAX_REGIONS (BOARD_MAX_SIZE * BOARD_MAX_SIZE)

struct benson {
    uint16_t region_of[BOARD_MAX_POINTS];   /* region id + 1, 0 = own stone */
    int nregions;
    bool region_gone[MAX_REGIONS];
    bool string_gone[BOARD_MAX_POINTS];     /* indexed by string head */
    /* Per region id: its empty points, and its first and last point in
     * board order (so vital() scans only that stretch). */
    int empties[MAX_REGIONS + 1];
    coord first[MAX_REGIONS + 1], last[MAX_REGIONS + 1];
};

static void label_regions(const struct board *b, int color, struct benson *bs)
{
    bs->nregions = region_label_all(b, b->color, REGION_NOT(color), bs->region_of);
    for (int r = 1; r <= bs->nregions; r++)
        bs->empties[r] = 0, bs->first[r] = NO_POINT;
    FOR_EACH_POINT(b, p) {
        int r = bs->region_of[p];
        if (!r)
            continue;
        if (bs->first[r] == NO_POINT)
            bs->first[r] = p;
        bs->last[r] = p;
        bs->empties[r] += b->color[p] == EMPTY;
    }
}

/* Is region r vital to the string with head s: every empty point of the
 * region is a liberty of s (and there is one)?  A region with more
 * empty points than s has liberties is not (the outside, most often),
 * and a region's points lie between its first and last. */
static bool vital(const struct board *b, const struct benson *bs, int r, coord s)
{
    if (bs->empties[r] == 0 || bs->empties[r] > board_countlib(b, s))
        return false;
    bool touches = false;
    for (coord p = bs->first[r]; p <= bs->last[r]; p++) {
        if (bs->region_of[p] != r || b->color[p] != EMPTY)
            continue;
        if (!board_is_liberty_of(b, p, s))
            return false;
        touches = true;
    }
    return touches;
}

/* Regions adjacent to string s (ids, distinct). */
static int adjacent_regions(const struct board *b, const struct benson *bs, coord s, int *out)
{
    int n = 0;
    FOR_EACH_STONE(b, s, q) {
        for (int k = 0; k < 4; k++) {
            int r = bs->region_of[q + b->dir[k]];
            if (!r)
                continue;
            bool have = false;
            for (int i = 0; i < n && !have; i++)
                have = out[i] == r;
            if (!have && n < MAX_REGIONS)
                out[n++] = r;
        }
    }
    return n;
}

/* One pass: drop strings with < 2 healthy vital regions.  True if any. */
static bool drop_weak_strings(const struct board *b, int color, struct benson *bs)
{
    int regs[MAX_REGIONS];
    bool changed = false;
    FOR_EACH_POINT(b, p) {
        if (b->color[p] != color || board_string(b, p) != p || bs->string_gone[p])
            continue;
        int n = adjacent_regions(b, bs, p, regs), nvital = 0;
        for (int i = 0; i < n && nvital < 2; i++)
            if (!bs->region_gone[regs[i]] && vital(b, bs, regs[i], p))
                nvital++;
        if (nvital < 2) {
            bs->string_gone[p] = true;
            changed = true;
        }
    }
    return changed;
}

/* Drop regions that touch a dropped string. */
static void drop_regions(const struct board *b, int color, struct benson *bs)
{
    FOR_EACH_POINT(b, p) {
        int r = bs->region_of[p];
        if (!r || bs->region_gone[r])
            continue;
        for (int k = 0; k < 4; k++) {
            coord a = (coord)(p + b->dir[k]);
            if (b->color[a] == color && bs->string_gone[board_string(b, a)]) {
                bs->region_gone[r] = true;
                break;
            }
        }
    }
}

void benson_alive(const struct board *b, int color, bool *alive)
{
    struct benson bs;
    memset(bs.region_gone, 0, sizeof bs.region_gone);
    memset(bs.string_gone, 0, sizeof(bool) * (size_t)b->npoints);
    label_regions(b, color, &bs);
    while (drop_weak_strings(b, color, &bs))
        drop_regions(b, color, &bs);
    memset(alive, 0, sizeof(bool) * (size_t)b->npoints);
    FOR_EACH_POINT(b, p)
        if (b->color[p] == color && !bs.string_gone[board_string(b, p)])
            alive[p] = true;
}

/* ---- a few strings: benson_alive_any ------------------------------- */

#define CLOSURE_MAX 256     /* strings looked at; beyond, the whole board */
#define VITAL_MAX 1024      /* vital regions of all of them */
#define TOUCH_MAX 4096      /* (region, string) pairs */

struct closure {
    const struct board *b;
    int color;
    int n;                              /* strings */
    coord str[CLOSURE_MAX];
    int16_t index[BOARD_MAX_POINTS];    /* at heads: 1 + index in str, 0 */
    int vfirst[CLOSURE_MAX], nvital[CLOSURE_MAX];
    int nregions;
    int tfirst[VITAL_MAX], ntouch[VITAL_MAX];
    int ntouches;
    int16_t touch[TOUCH_MAX];           /* indices in str */
    uint32_t seen[BOARD_MAX_POINTS];    /* flood stamps */
    uint32_t stamp;
    bool overflow;
};

/* 1 + the index of string head h, adding it when new. */
static int closure_add(struct closure *c, coord h)
{
    if (c->index[h])
        return c->index[h];
    if (c->n >= CLOSURE_MAX) {
        c->overflow = true;
        return 0;
    }
    c->str[c->n] = h;
    c->index[h] = (int16_t)++c->n;
    return c->n;
}

/* The region (non-color points) of liberty l of string s, flooded until
 * an empty point that is not a liberty of s shows it is not vital to s
 * (or a point an earlier flood for s stopped in: the same region).  A
 * vital one is recorded with the strings it touches (added to the
 * closure).  Points flooded get a stamp of their own, at least `first`
 * (the stamp of s's first flood). */
static void flood_region(struct closure *c, coord s, coord l, uint32_t first)
{
    const struct board *b = c->b;
    coord stack[BOARD_MAX_POINTS];
    coord heads[BOARD_MAX_POINTS];
    int sp = 0, nheads = 0;
    uint32_t mine = ++c->stamp;
    stack[sp++] = l;
    c->seen[l] = mine;
    while (sp) {
        coord p = stack[--sp];
        if (b->color[p] == EMPTY && !board_is_liberty_of(b, p, s))
            return;
        for (int k = 0; k < 4; k++) {
            coord a = (coord)(p + b->dir[k]);
            int col = b->color[a];
            if (col == OFFBOARD)
                continue;
            if (col == c->color) {
                coord h = b->str[a];
                bool have = false;
                for (int i = 0; i < nheads && !have; i++)
                    have = heads[i] == h;
                if (!have)
                    heads[nheads++] = h;
            } else if (c->seen[a] != mine) {
                if (c->seen[a] >= first)
                    return;
                c->seen[a] = mine;
                stack[sp++] = a;
            }
        }
    }
    if (c->nregions >= VITAL_MAX || c->ntouches + nheads > TOUCH_MAX) {
        c->overflow = true;
        return;
    }
    int r = c->nregions++;
    c->tfirst[r] = c->ntouches;
    c->ntouch[r] = nheads;
    for (int i = 0; i < nheads; i++)
        c->touch[c->ntouches++] = (int16_t)(closure_add(c, heads[i]) - 1);
}

/* The vital regions of the closure's string i (flooded from its
 * liberties: a vital region is made of them). */
static void vital_regions(struct closure *c, int i)
{
    const struct board *b = c->b;
    coord s = c->str[i];
    coord libs[BOARD_MAX_POINTS];
    int n = board_liberties(b, s, libs, BOARD_MAX_POINTS);
    uint32_t first = c->stamp + 1;
    c->vfirst[i] = c->nregions;
    for (int j = 0; j < n && !c->overflow; j++)
        if (c->seen[libs[j]] < first)
            flood_region(c, s, libs[j], first);
    c->nvital[i] = c->nregions - c->vfirst[i];
}

/* Drops the strings with fewer than two vital regions touching only
 * strings still there, until none drops. */
static void drop_closure(const struct closure *c, bool *gone)
{
    for (bool changed = true; changed;) {
        changed = false;
        for (int i = 0; i < c->n; i++) {
            if (gone[i])
                continue;
            int healthy = 0;
            for (int r = c->vfirst[i]; r < c->vfirst[i] + c->nvital[i] && healthy < 2; r++) {
                bool ok = true;
                for (int t = c->tfirst[r]; t < c->tfirst[r] + c->ntouch[r] && ok; t++)
                    ok = !gone[c->touch[t]];
                healthy += ok;
            }
            if (healthy < 2)
                gone[i] = changed = true;
        }
    }
}

static bool any_alive_on_board(const struct board *b, int color, const coord *strs, int n)
{
    bool alive[BOARD_MAX_POINTS];
    benson_alive(b, color, alive);
    for (int i = 0; i < n; i++)
        if (alive[strs[i]])
            return true;
    return false;
}

bool benson_alive_any(const struct board *b, int color, const coord *strs, int n)
{
    struct closure cl, *c = &cl;
    c->b = b;
    c->color = color;
    c->n = c->nregions = c->ntouches = 0;
    c->stamp = 0;
    c->overflow = false;
    memset(c->index, 0, sizeof(int16_t) * (size_t)b->npoints);
    memset(c->seen, 0, sizeof(uint32_t) * (size_t)b->npoints);
    for (int i = 0; i < n; i++)
        if (b->color[strs[i]] == color)
            closure_add(c, b->str[strs[i]]);
    for (int i = 0; i < c->n && !c->overflow; i++)
        vital_regions(c, i);
    bool any = false;
    if (c->overflow)
        return any_alive_on_board(b, color, strs, n);
    bool gone[CLOSURE_MAX] = {false};
    drop_closure(c, gone);
    for (int i = 0; i < n && !any; i++)
        any = b->color[strs[i]] == color && !gone[c->index[b->str[strs[i]]] - 1];
    return any;
}
