/* place.c — makes a position from a pattern's own diagram: the stones of
 * one variant set up around a move point that satisfies its edge bounds.
 * The database tests use it to check that every pattern matches itself in
 * every orientation; it is also handy to show what a pattern means. */
#include "patterns/pattern_place.h"

/* A concrete state from a want set: stones where the diagram demands
 * them, empty wherever empty is allowed. */
static int concrete(uint8_t want)
{
    if (want & PW(PS_EMPTY))
        return PS_EMPTY;
    if (want & PW(PS_OWN))
        return PS_OWN;
    return PS_OPP;
}

/* The colour the variant's cell i gets when the move is at (r, c). */
static int cell_color(const struct board *b, const struct pattern_db *db,
                      const struct pat_variant *v, uint32_t i, int r, int c, int own, coord *q)
{
    const struct pat_cell *cell = &db->cells[i];
    int dr, dc;
    pattern_transform(v->sym, cell->dr, cell->dc, &dr, &dc);
    *q = board_point(b, r + dr, c + dc);
    int s = concrete(cell->want);
    return s == PS_EMPTY ? EMPTY : s == PS_OWN ? own : other_color(own);
}

static int anchor_coord(int lo_a, int hi_a, int lo_b, int hi_b, int size)
{
    if (lo_a == hi_a)
        return lo_a;
    if (lo_b == hi_b)
        return size - 1 - lo_b;
    (void)hi_b;
    int free = size - lo_a - lo_b;
    return lo_a + (free - 1) / 2;
}

bool pattern_place_variant(struct board *b, const struct pattern_db *db,
                           const struct pat_variant *v, int color, coord *move)
{
    const struct pattern *p = &db->patterns[v->pattern];
    int size = b->size;
    if (v->lo[SIDE_TOP] + v->lo[SIDE_BOTTOM] >= size || v->lo[SIDE_LEFT] + v->lo[SIDE_RIGHT] >= size)
        return false;
    int r = anchor_coord(v->lo[SIDE_TOP], v->hi[SIDE_TOP], v->lo[SIDE_BOTTOM], v->hi[SIDE_BOTTOM], size);
    int c = anchor_coord(v->lo[SIDE_LEFT], v->hi[SIDE_LEFT], v->lo[SIDE_RIGHT], v->hi[SIDE_RIGHT], size);
    if (r < 0 || c < 0 || r >= size || c >= size || size - 1 - r > v->hi[SIDE_BOTTOM]
        || size - 1 - c > v->hi[SIDE_RIGHT] || r > v->hi[SIDE_TOP] || c > v->hi[SIDE_LEFT])
        return false;
    board_clear(b);
    int own = v->swap ? other_color(color) : color;
    /* Set every stone up, then check none was captured: a setup that
     * captured means the diagram cannot occur as drawn. */
    for (int pass = 0; pass < 2; pass++)
        for (uint32_t i = 0; i < p->ncells; i++) {
            coord q;
            int want = cell_color(b, db, v, p->cells + i, r, c, own, &q);
            if (pass == 0 && want != EMPTY && board_setup_stone(b, want, q) != MOVE_OK)
                return false;
            if (pass == 1 && b->color[q] != want)
                return false;
        }
    *move = board_point(b, r, c);
    return true;
}
