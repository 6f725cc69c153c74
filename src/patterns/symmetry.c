/* symmetry.c — the eight orientations of a diagram and the pre-expansion
 * of a compiled pattern into variants: transformed cells, edge bounds,
 * the 5x5 window mask the matcher tests in one step, and the colour swap.
 * Orientations that give an identical variant are kept once.
 * Also the canonical form of a pattern, which the duplicate check compares.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "patterns/pattern_build.h"
#include "patterns/pattern_eval.h"

void pattern_transform(int sym, int dr, int dc, int *odr, int *odc)
{
    static const int8_t M[PAT_NSYM][4] = {
        {1, 0, 0, 1}, {0, 1, -1, 0}, {-1, 0, 0, -1}, {0, -1, 1, 0},
        {1, 0, 0, -1}, {-1, 0, 0, 1}, {0, 1, 1, 0}, {0, -1, -1, 0},
    };
    *odr = M[sym][0] * dr + M[sym][1] * dc;
    *odc = M[sym][2] * dr + M[sym][3] * dc;
}

static int window_slot(int dr, int dc)
{
    if (dr < -2 || dr > 2 || dc < -2 || dc > 2 || (dr == 0 && dc == 0))
        return -1;
    int k = (dr + 2) * 5 + (dc + 2);
    return k < 12 ? k : k - 1;
}

uint8_t pattern_swap_want(uint8_t w)
{
    uint8_t own = w & PW(PS_OWN), opp = w & PW(PS_OPP);
    return (uint8_t)((w & ~(PW(PS_OWN) | PW(PS_OPP))) | (own ? PW(PS_OPP) : 0)
                     | (opp ? PW(PS_OWN) : 0));
}

/* The 2-bit mask/value that tests a want set exactly, given that the point
 * is known to be on the board; false if there is none. */
static bool window_test(uint8_t want, uint64_t *m, uint64_t *v)
{
    switch (want) {
    case PW(PS_EMPTY): *m = 3; *v = PS_EMPTY; return true;
    case PW(PS_OWN): *m = 3; *v = PS_OWN; return true;
    case PW(PS_OPP): *m = 3; *v = PS_OPP; return true;
    case PW(PS_EMPTY) | PW(PS_OPP): *m = 1; *v = 0; return true;
    case PW(PS_EMPTY) | PW(PS_OWN): *m = 2; *v = 0; return true;
    case PW_ANY_ON: *m = 0; *v = 0; return true;
    default: return false;
    }
}

/* Side of the board an edge line lies on after the transform. */
static int edge_side(int sym, int side)
{
    static const int8_t DIR[4][2] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
    int dr, dc;
    pattern_transform(sym, DIR[side][0], DIR[side][1], &dr, &dc);
    if (dr < 0)
        return SIDE_TOP;
    if (dr > 0)
        return SIDE_BOTTOM;
    return dc < 0 ? SIDE_LEFT : SIDE_RIGHT;
}

struct variant_sig {
    int n;
    int16_t w[16 + 2 * PAT_MAX_ACTIONS + 3 * DIAG_CELLS_MAX + 2 * PAT_MAX_LABELS];
};

static int cmp_cell(const void *a, const void *b)
{
    const struct pat_cell *x = a, *y = b;
    if (x->dr != y->dr)
        return x->dr - y->dr;
    if (x->dc != y->dc)
        return x->dc - y->dc;
    return x->want - y->want;
}

static void build_variant(struct pattern_builder *pb, uint32_t index, int sym, int swap,
                          const int8_t *ldr, const int8_t *ldc, struct pat_variant *v,
                          struct pat_cell *cells, int *ncells)
{
    const struct pattern *p = &pb->patterns[index];
    memset(v, 0, sizeof *v);
    v->pattern = index;
    v->sym = (uint8_t)sym;
    v->swap = (uint8_t)swap;
    v->klass = p->klass;
    for (int s = 0; s < 4; s++)
        v->hi[s] = 127;
    *ncells = 0;
    for (uint32_t i = 0; i < p->ncells; i++) {
        const struct pat_cell *c = &pb->cells[p->cells + i];
        int dr, dc;
        pattern_transform(sym, c->dr, c->dc, &dr, &dc);
        struct pat_cell t = {(int8_t)dr, (int8_t)dc, swap ? pattern_swap_want(c->want) : c->want};
        cells[(*ncells)++] = t;
        if (-dr > v->lo[SIDE_TOP]) v->lo[SIDE_TOP] = (int8_t)-dr;
        if (dr > v->lo[SIDE_BOTTOM]) v->lo[SIDE_BOTTOM] = (int8_t)dr;
        if (-dc > v->lo[SIDE_LEFT]) v->lo[SIDE_LEFT] = (int8_t)-dc;
        if (dc > v->lo[SIDE_RIGHT]) v->lo[SIDE_RIGHT] = (int8_t)dc;
    }
    qsort(cells, (size_t)*ncells, sizeof *cells, cmp_cell);
    for (int s = 0; s < 4; s++)
        if (p->edge[s]) {
            int side = edge_side(sym, s);
            v->lo[side] = v->hi[side] = (int8_t)(p->edge[s] - 1);
        }
    for (int i = 0; i < *ncells; i++) {
        uint64_t m, val;
        int slot = window_slot(cells[i].dr, cells[i].dc);
        if (slot >= 0 && window_test(cells[i].want, &m, &val)) {
            v->mask |= m << (2 * slot);
            v->value |= val << (2 * slot);
        }
    }
    (void)ldr;
    (void)ldc;
}

/* Labels whose identity matters: those the constraint reads and those of
 * attack/defend.  The two labels of connect/cut are an unordered pair, so
 * a mirror image that only swaps them is the same variant. */
static void ordered_labels(const struct pattern_builder *pb, const struct pattern *p, bool *ordered)
{
    memset(ordered, 0, sizeof(bool) * PAT_MAX_LABELS);
    ordered[0] = true;
    if (p->ncode == 0)
        return;         /* no constraint: pb->code may still be NULL */
    const int32_t *code = pb->code + p->code;
    for (uint32_t pc = 0; pc < p->ncode;) {
        switch (code[pc]) {
        case OP_NUM: case OP_ANDJ: case OP_ORJ:
            pc += 2;
            break;
        case OP_CALL:
            for (int i = 0; i < code[pc + 2]; i++)
                ordered[code[pc + 3 + i]] = true;
            pc += 3 + (uint32_t)code[pc + 2];
            break;
        default:
            pc++;
        }
    }
    for (int i = 0; i < p->nactions; i++)
        if (p->actions[i].kind == PA_ATTACK || p->actions[i].kind == PA_DEFEND)
            ordered[p->actions[i].arg[0]] = true;
}

static void signature(const struct pattern_builder *pb, const struct pattern *p,
                      const struct pat_variant *v, const struct pat_cell *cells, int ncells,
                      const int8_t *lab, struct variant_sig *sig)
{
    bool ordered[PAT_MAX_LABELS];
    ordered_labels(pb, p, ordered);
    sig->n = 0;
    for (int s = 0; s < 4; s++) {
        sig->w[sig->n++] = v->lo[s];
        sig->w[sig->n++] = v->hi[s];
    }
    sig->w[sig->n++] = v->swap;
    for (int i = 0; i < ncells && sig->n + 3 < (int)(sizeof sig->w / sizeof sig->w[0]); i++) {
        sig->w[sig->n++] = cells[i].dr;
        sig->w[sig->n++] = cells[i].dc;
        sig->w[sig->n++] = cells[i].want;
    }
    for (int i = 0; i < p->nlabels; i++)
        if (ordered[i]) {
            sig->w[sig->n++] = lab[2 * i];
            sig->w[sig->n++] = lab[2 * i + 1];
        }
    for (int i = 0; i < p->nactions; i++) {
        int a = p->actions[i].arg[0], b = p->actions[i].arg[1];
        if (p->actions[i].kind != PA_CONNECT && p->actions[i].kind != PA_CUT)
            continue;
        int ka = lab[2 * a] * 64 + lab[2 * a + 1], kb = lab[2 * b] * 64 + lab[2 * b + 1];
        sig->w[sig->n++] = (int16_t)(ka < kb ? ka : kb);
        sig->w[sig->n++] = (int16_t)(ka < kb ? kb : ka);
    }
}

void pb_expand_variants(struct pattern_builder *pb, uint32_t index, unsigned group,
                        const int8_t *label_dr, const int8_t *label_dc)
{
    struct pat_cell cells[DIAG_CELLS_MAX];
    static const int MAXV = 2 * PAT_NSYM;
    struct variant_sig *seen = malloc(sizeof *seen * (size_t)MAXV);
    int nseen = 0;
    int nl = pb->patterns[index].nlabels;
    for (int swap = 0; swap <= pb->patterns[index].swap; swap++)
        for (int sym = 0; sym < PAT_NSYM; sym++) {
            if (!(group & (1u << sym)))
                continue;
            struct pat_variant v;
            int ncells;
            build_variant(pb, index, sym, swap, label_dr, label_dc, &v, cells, &ncells);
            int8_t lab[2 * PAT_MAX_LABELS];
            for (int i = 0; i < nl; i++) {
                int dr, dc;
                pattern_transform(sym, label_dr[i], label_dc[i], &dr, &dc);
                lab[2 * i] = (int8_t)dr;
                lab[2 * i + 1] = (int8_t)dc;
            }
            signature(pb, &pb->patterns[index], &v, cells, ncells, lab, &seen[nseen]);
            bool dup = false;
            for (int k = 0; k < nseen && !dup; k++)
                dup = seen[k].n == seen[nseen].n
                   && memcmp(seen[k].w, seen[nseen].w, sizeof seen[k].w[0] * (size_t)seen[k].n) == 0;
            if (dup)
                continue;
            nseen++;
            /* Cells the window cannot decide are checked one by one. */
            v.outer = pb->ncells;
            for (int i = 0; i < ncells; i++) {
                uint64_t m, val;
                int slot = window_slot(cells[i].dr, cells[i].dc);
                if (cells[i].want == PW_ANY_ON
                    || (slot >= 0 && window_test(cells[i].want, &m, &val)))
                    continue;
                pb->cells = pb_grow(pb->cells, &pb->cap_cells, pb->ncells + 1, sizeof *pb->cells);
                pb->cells[pb->ncells++] = cells[i];
            }
            v.nouter = pb->ncells - v.outer;
            v.labels = pb->nlabel_off;
            pb->label_off = pb_grow(pb->label_off, &pb->cap_label_off,
                                    pb->nlabel_off + (uint32_t)(2 * nl), 1);
            memcpy(pb->label_off + pb->nlabel_off, lab, (size_t)(2 * nl));
            pb->nlabel_off += (uint32_t)(2 * nl);
            pb->variants = pb_grow(pb->variants, &pb->cap_variants, pb->nvariants + 1,
                                   sizeof v);
            pb->variants[pb->nvariants++] = v;
        }
    free(seen);
}

/* The pattern in the orientation whose text sorts first, with its edges
 * and constraint: equal keys mean the same knowledge written twice. */
char *pb_canonical_key(const struct pattern_builder *pb, uint32_t index)
{
    const struct pattern *p = &pb->patterns[index];
    size_t cap = 64 + (size_t)p->ncells * 16 + (p->constraint ? strlen(p->constraint) : 0);
    char *best = NULL, *cur = malloc(cap);
    struct pat_cell cells[DIAG_CELLS_MAX];
    for (int sym = 0; sym < PAT_NSYM; sym++) {
        for (uint32_t i = 0; i < p->ncells; i++) {
            const struct pat_cell *c = &pb->cells[p->cells + i];
            int dr, dc;
            pattern_transform(sym, c->dr, c->dc, &dr, &dc);
            cells[i] = (struct pat_cell){(int8_t)dr, (int8_t)dc, c->want};
        }
        qsort(cells, p->ncells, sizeof cells[0], cmp_cell);
        int edges[4] = {0, 0, 0, 0};
        for (int s = 0; s < 4; s++)
            if (p->edge[s])
                edges[edge_side(sym, s)] = p->edge[s];
        size_t n = (size_t)snprintf(cur, cap, "E%d,%d,%d,%d;", edges[0], edges[1], edges[2],
                                    edges[3]);
        for (uint32_t i = 0; i < p->ncells; i++)
            n += (size_t)snprintf(cur + n, cap - n, "%d,%d,%d;", cells[i].dr, cells[i].dc,
                                  cells[i].want);
        snprintf(cur + n, cap - n, "|%s", p->constraint ? p->constraint : "");
        if (!best || strcmp(cur, best) < 0) {
            free(best);
            best = strdup(cur);
        }
    }
    free(cur);
    return best;
}
