/* score_estimate_benson.c — owns Benson's unconditional life test (1976).
 *
 * For one colour: the regions are the maximal connected sets of points
 * that are not that colour's stones.  A region is vital to a string when
 * every empty point of the region is a liberty of the string.  Repeatedly
 * drop strings with fewer than two vital regions, and regions that touch
 * a dropped string; what is left cannot be captured even if the owner
 * always passes.  The scorer uses it so that no amount of bad luck in
 * random completions can mark a truly alive string dead.
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
