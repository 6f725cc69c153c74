/* match.c — the pattern matcher: the 3x3 index over every variant of the
 * databases of a set, and the scan that checks candidates from the
 * cheapest test to the dearest (edge bounds, 5x5 window mask, outer
 * cells, constraint). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "patterns/pattern_eval.h"
#include "patterns/pattern_match.h"

#define NKEYS 65536

/* The 8 neighbours in index order; bit pair i of a key is neighbour i. */
static const int8_t NB[8][2] = {
    {-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1},
};

struct pattern_set *pattern_set_new(void)
{
    struct pattern_set *set = calloc(1, sizeof *set);
    if (!set)
        abort();
    int n = pattern_function_count();
    set->fns = calloc((size_t)n + 1, sizeof *set->fns);
    set->start = calloc(NKEYS + 1, sizeof *set->start);
    set->corner_start = calloc(PSET_CORNER_BUCKETS + 1, sizeof *set->corner_start);
    set->key_class = calloc(PC_NCLASSES * PSET_KEY_WORDS, sizeof *set->key_class);
    set->corner_class = calloc(PC_NCLASSES * PSET_CORNER_WORDS, sizeof *set->corner_class);
    if (!set->fns || !set->start || !set->corner_start || !set->key_class || !set->corner_class)
        abort();
    for (int i = 0; i < n; i++)
        set->fns[i] = pattern_function_get(i);
    return set;
}

void pattern_set_free(struct pattern_set *set)
{
    if (!set)
        return;
    for (int i = 0; i < set->ndb; i++)
        if (set->owned[i])
            pattern_db_free((struct pattern_db *)set->db[i]);
    free(set->fns);
    free(set->start);
    free(set->entry);
    free(set->corner_start);
    free(set->corner_entry);
    free(set->key_class);
    free(set->corner_class);
    free(set);
}

int pattern_set_count(const struct pattern_set *set)
{
    int n = 0;
    for (int i = 0; i < set->ndb; i++)
        n += (int)set->db[i]->npatterns;
    return n;
}

/* Which states each neighbour of the move may have in variant v. */
static void neighbour_wants(const struct pattern_db *db, const struct pat_variant *v,
                            uint8_t want[8])
{
    const struct pattern *p = &db->patterns[v->pattern];
    for (int i = 0; i < 8; i++) {
        int dr = NB[i][0], dc = NB[i][1];
        bool on = (dr >= 0 || v->lo[SIDE_TOP] >= 1) && (dr <= 0 || v->lo[SIDE_BOTTOM] >= 1)
               && (dc >= 0 || v->lo[SIDE_LEFT] >= 1) && (dc <= 0 || v->lo[SIDE_RIGHT] >= 1);
        bool off = (dr < 0 && v->hi[SIDE_TOP] == 0) || (dr > 0 && v->hi[SIDE_BOTTOM] == 0)
                || (dc < 0 && v->hi[SIDE_LEFT] == 0) || (dc > 0 && v->hi[SIDE_RIGHT] == 0);
        want[i] = off ? PW(PS_OFF) : on ? PW_ANY_ON : 0xf;
    }
    for (uint32_t k = 0; k < p->ncells; k++) {
        const struct pat_cell *c = &db->cells[p->cells + k];
        int dr, dc;
        pattern_transform(v->sym, c->dr, c->dc, &dr, &dc);
        if (dr < -1 || dr > 1 || dc < -1 || dc > 1)
            continue;
        for (int i = 0; i < 8; i++)
            if (NB[i][0] == dr && NB[i][1] == dc)
                want[i] = v->swap ? pattern_swap_want(c->want) : c->want;
    }
}

/* The keys of four neighbours (bits 2i of out's values: neighbour i)
 * that the wants allow; returns how many. */
static int half_keys(const uint8_t want[4], uint8_t out[256])
{
    int n = 1;
    out[0] = 0;
    for (int i = 0; i < 4; i++) {
        uint8_t next[256];
        int m = 0;
        for (int j = 0; j < n; j++)
            for (unsigned s = 0; s < 4; s++)
                if (want[i] & (1u << s))
                    next[m++] = (uint8_t)(out[j] | s << (2 * i));
        memcpy(out, next, (size_t)m);
        n = m;
    }
    return n;
}

/* Counts (fill NULL) or stores entry under every key the wants allow.
 * The keys as pairs of halves (neighbours 0-3, 4-7): a few instructions
 * a key, where a recursion over the eight neighbours took a hundred
 * (every process builds the index of 575,004 entries at start-up).  The
 * order a variant's keys come in changes nothing: a bucket holds its
 * entries in the order of the variants. */
static void each_key(const uint8_t want[8], uint32_t *count, uint32_t *fill, uint32_t entry)
{
    uint8_t lo[256], hi[256];
    int nl = half_keys(want, lo), nh = half_keys(want + 4, hi);
    for (int h = 0; h < nh; h++)
        for (int l = 0; l < nl; l++) {
            unsigned key = (unsigned)hi[h] << 8 | lo[l];
            if (fill)
                fill[count[key]++] = entry;
            else
                count[key]++;
        }
}

/* The corner bucket of a variant pinned on both axes, or -1. */
static int corner_bucket(const struct pat_variant *v)
{
    int vert = v->lo[SIDE_TOP] == v->hi[SIDE_TOP] ? 0
             : v->lo[SIDE_BOTTOM] == v->hi[SIDE_BOTTOM] ? 1 : -1;
    int horiz = v->lo[SIDE_LEFT] == v->hi[SIDE_LEFT] ? 0
              : v->lo[SIDE_RIGHT] == v->hi[SIDE_RIGHT] ? 1 : -1;
    if (vert < 0 || horiz < 0)
        return -1;
    int dv = v->lo[vert ? SIDE_BOTTOM : SIDE_TOP], dh = v->lo[horiz ? SIDE_RIGHT : SIDE_LEFT];
    if (dv >= PSET_MAX_DIST || dh >= PSET_MAX_DIST)
        return -1;
    return ((vert * 2 + horiz) * PSET_MAX_DIST + dv) * PSET_MAX_DIST + dh;
}

/* The keys of variant i of db in one index: count or fill as each_key. */
typedef void (*index_keys)(const struct pattern_db *db, uint32_t i, uint32_t *count,
                           uint32_t *fill, uint32_t entry);

static void corner_keys(const struct pattern_db *db, uint32_t i, uint32_t *count,
                        uint32_t *fill, uint32_t entry)
{
    int k = corner_bucket(&db->variants[i]);
    if (k >= 0 && fill)
        fill[count[k]++] = entry;
    else if (k >= 0)
        count[k]++;
}

static void neighbour_keys(const struct pattern_db *db, uint32_t i, uint32_t *count,
                           uint32_t *fill, uint32_t entry)
{
    if (corner_bucket(&db->variants[i]) >= 0)
        return;
    uint8_t want[8];
    neighbour_wants(db, &db->variants[i], want);
    each_key(want, count, fill, entry);
}

uint32_t pattern_index_cost(const struct pattern_db *db, uint32_t variant)
{
    if (corner_bucket(&db->variants[variant]) >= 0)
        return 1;
    uint8_t want[8];
    neighbour_wants(db, &db->variants[variant], want);
    uint32_t n = 1;
    for (int i = 0; i < 8; i++)
        n *= (uint32_t)__builtin_popcount(want[i]);
    return n;
}

/* Buckets of entries (db << 24 | variant) by key: a counting sort.
 * Fills start[0..nkeys] and returns the entries; *total gets their number. */
static uint32_t *build_index(const struct pattern_set *set, uint32_t nkeys, index_keys keys,
                             uint32_t *start, uint32_t *total)
{
    uint32_t *count = calloc(nkeys + 1, sizeof *count);
    if (!count)
        abort();
    for (int d = 0; d < set->ndb; d++)
        for (uint32_t i = 0; i < set->db[d]->nvariants; i++)
            keys(set->db[d], i, count, NULL, 0);
    uint32_t n = 0;
    for (uint32_t k = 0; k < nkeys; k++) {
        start[k] = n;
        n += count[k];
        count[k] = start[k];
    }
    start[nkeys] = n;
    uint32_t *entry = malloc(sizeof *entry * (n ? n : 1));
    if (!entry)
        abort();
    for (int d = 0; d < set->ndb; d++)
        for (uint32_t i = 0; i < set->db[d]->nvariants; i++)
            keys(set->db[d], i, count, entry, (uint32_t)d << 24 | i);
    free(count);
    *total = n;
    return entry;
}

static int class_of(const struct pattern_set *set, uint32_t entry)
{
    return set->db[entry >> 24]->variants[entry & 0xffffff].klass;
}

/* Marks, for each class, the buckets of an index that hold one of its
 * variants: bit key of words [class * nwords ...]. */
static void mark_classes(const struct pattern_set *set, uint32_t nkeys, const uint32_t *start,
                         const uint32_t *entry, uint64_t *bits, uint32_t nwords)
{
    memset(bits, 0, sizeof *bits * PC_NCLASSES * nwords);
    for (uint32_t k = 0; k < nkeys; k++)
        for (uint32_t e = start[k]; e < start[k + 1]; e++)
            bits[class_of(set, entry[e]) * nwords + k / 64] |= (uint64_t)1 << (k % 64);
}

static void rebuild_index(struct pattern_set *set)
{
    free(set->entry);
    free(set->corner_entry);
    set->entry = build_index(set, NKEYS, neighbour_keys, set->start, &set->nentries);
    set->corner_entry = build_index(set, PSET_CORNER_BUCKETS, corner_keys, set->corner_start,
                                    &set->ncorner);
    mark_classes(set, NKEYS, set->start, set->entry, set->key_class, PSET_KEY_WORDS);
    mark_classes(set, PSET_CORNER_BUCKETS, set->corner_start, set->corner_entry,
                 set->corner_class, PSET_CORNER_WORDS);
}

bool pattern_set_add(struct pattern_set *set, const struct pattern_db *db, bool owned)
{
    int slot = set->ndb;
    for (int i = 0; i < set->ndb; i++)
        if (strcmp(set->db[i]->name, db->name) == 0)
            slot = i;
    if (slot == PSET_MAX_DBS)
        return false;
    if (slot < set->ndb && set->owned[slot])
        pattern_db_free((struct pattern_db *)set->db[slot]);
    set->db[slot] = db;
    set->owned[slot] = owned;
    if (slot == set->ndb)
        set->ndb++;
    rebuild_index(set);
    return true;
}

/* ---- matching ------------------------------------------------------------ */

struct scan_ctx {
    const struct pattern_set *set;
    struct pattern_env *env;
    int color;
    unsigned class_mask;
    bool all_classes;           /* class_mask takes every class: no bucket is skipped */
    uint8_t state[4];           /* board colour -> enum pat_state */
    int woff[24];               /* window slots as board offsets */
    struct pattern_match *out;
    int max, n;
};

/* Does bucket k of an index (class bits: nwords words per class) hold a
 * variant of a class the scan wants? */
static bool bucket_wanted(const struct scan_ctx *sc, const uint64_t *bits, uint32_t nwords,
                          uint32_t k)
{
    if (sc->all_classes)
        return true;
    for (unsigned m = sc->class_mask; m; m &= m - 1) {
        unsigned c = (unsigned)__builtin_ctz(m);
        if (c < PC_NCLASSES && (bits[c * nwords + k / 64] >> (k % 64) & 1))
            return true;
    }
    return false;
}

static uint64_t window_of(const struct scan_ctx *sc, coord p, int r, int c)
{
    const struct board *b = sc->env->board;
    uint64_t w = 0;
    if (r >= 2 && c >= 2 && r < b->size - 2 && c < b->size - 2) {
        for (int i = 0; i < 24; i++)
            w |= (uint64_t)sc->state[b->color[p + sc->woff[i]]] << (2 * i);
        return w;
    }
    for (int i = 0; i < 24; i++) {
        int dr, dc;
        pattern_window_offset(i, &dr, &dc);
        int rr = r + dr, cc = c + dc;
        uint64_t s = PS_OFF;
        if (rr >= 0 && cc >= 0 && rr < b->size && cc < b->size)
            s = sc->state[b->color[p + sc->woff[i]]];
        w |= s << (2 * i);
    }
    return w;
}

static bool in_bounds(const struct pat_variant *v, const int d[4])
{
    for (int s = 0; s < 4; s++)
        if (d[s] < v->lo[s] || d[s] > v->hi[s])
            return false;
    return true;
}

static bool outer_cells_match(const struct scan_ctx *sc, const struct pattern_db *db,
                              const struct pat_variant *v, coord p)
{
    const struct board *b = sc->env->board;
    for (uint32_t i = 0; i < v->nouter; i++) {
        const struct pat_cell *c = &db->cells[v->outer + i];
        coord q = (coord)(p + c->dr * b->stride + c->dc);
        if (!(c->want & (1u << sc->state[b->color[q]])))
            return false;
    }
    return true;
}

static void try_variant(struct scan_ctx *sc, uint32_t entry, coord p, const int d[4],
                        uint64_t window)
{
    const struct pattern_db *db = sc->set->db[entry >> 24];
    const struct pat_variant *v = &db->variants[entry & 0xffffff];
    if (!(sc->class_mask & (1u << v->klass)) || !in_bounds(v, d)
        || (window & v->mask) != v->value || !outer_cells_match(sc, db, v, p))
        return;
    const struct pattern *pat = &db->patterns[v->pattern];
    const struct board *b = sc->env->board;
    coord labels[PAT_MAX_LABELS];
    const int8_t *lo = db->label_off + v->labels;
    for (int i = 0; i < pat->nlabels; i++)
        labels[i] = (coord)(p + lo[2 * i] * b->stride + lo[2 * i + 1]);
    if (pat->ncode && !sc->env->ignore_constraints) {
        sc->env->color = v->swap ? other_color(sc->color) : sc->color;
        sc->env->move = p;
        if (!pattern_eval(db->code + pat->code, pat->ncode, sc->set->fns, sc->env, labels))
            return;
    }
    if (sc->n < sc->max) {
        struct pattern_match *m = &sc->out[sc->n];
        m->db = db;
        m->pattern = pat;
        m->variant = v;
        m->move = p;
        memcpy(m->label, labels, sizeof labels[0] * pat->nlabels);
    }
    sc->n++;
}

static void match_at(struct scan_ctx *sc, coord p)
{
    const struct board *b = sc->env->board;
    const struct pattern_set *set = sc->set;
    unsigned key = 0;
    for (int i = 0; i < 8; i++)
        key |= (unsigned)sc->state[b->color[p + NB[i][0] * b->stride + NB[i][1]]] << (2 * i);
    int r = board_row(b, p), c = board_col(b, p);
    int d[4] = {r, b->size - 1 - r, c, b->size - 1 - c};
    bool have_window = false;
    uint64_t window = 0;
    uint32_t from = set->start[key], to = set->start[key + 1];
    if (from < to && bucket_wanted(sc, set->key_class, PSET_KEY_WORDS, key)) {
        window = window_of(sc, p, r, c);
        have_window = true;
        for (uint32_t e = from; e < to; e++)
            try_variant(sc, set->entry[e], p, d, window);
    }
    if (!set->ncorner)
        return;
    for (int corner = 0; corner < 4; corner++) {
        int dv = d[corner & 2 ? SIDE_BOTTOM : SIDE_TOP], dh = d[corner & 1 ? SIDE_RIGHT : SIDE_LEFT];
        if (dv >= PSET_MAX_DIST || dh >= PSET_MAX_DIST)
            continue;
        int k = (corner * PSET_MAX_DIST + dv) * PSET_MAX_DIST + dh;
        from = set->corner_start[k];
        to = set->corner_start[k + 1];
        if (from == to || !bucket_wanted(sc, set->corner_class, PSET_CORNER_WORDS, (uint32_t)k))
            continue;
        if (!have_window) {
            window = window_of(sc, p, r, c);
            have_window = true;
        }
        for (uint32_t e = from; e < to; e++)
            try_variant(sc, set->corner_entry[e], p, d, window);
    }
}

static void scan_init(struct scan_ctx *sc, const struct pattern_set *set, struct pattern_env *env,
                      int color, unsigned class_mask, struct pattern_match *out, int max)
{
    sc->set = set;
    sc->env = env;
    sc->color = color;
    sc->class_mask = class_mask;
    sc->all_classes = (class_mask & PCLASS_ALL) == PCLASS_ALL;
    sc->state[EMPTY] = PS_EMPTY;
    sc->state[color] = PS_OWN;
    sc->state[other_color(color)] = PS_OPP;
    sc->state[OFFBOARD] = PS_OFF;
    for (int i = 0; i < 24; i++) {
        int dr, dc;
        pattern_window_offset(i, &dr, &dc);
        sc->woff[i] = dr * env->board->stride + dc;
    }
    sc->out = out;
    sc->max = out ? max : 0;
    sc->n = 0;
}

int pattern_match_point(const struct pattern_set *set, struct pattern_env *env, int color,
                        coord p, unsigned class_mask, struct pattern_match *out, int max)
{
    struct scan_ctx sc;
    scan_init(&sc, set, env, color, class_mask, out, max);
    if (board_on_board(env->board, p) && env->board->color[p] == EMPTY)
        match_at(&sc, p);
    return sc.n;
}

int pattern_scan(const struct pattern_set *set, struct pattern_env *env, int color,
                 unsigned class_mask, struct pattern_match *out, int max)
{
    struct scan_ctx sc;
    scan_init(&sc, set, env, color, class_mask, out, max);
    const struct board *b = env->board;
    FOR_EACH_POINT(b, p)
        if (b->color[p] == EMPTY)
            match_at(&sc, p);
    return sc.n;
}

int pattern_match_action(const struct pattern_match *m, int i)
{
    int k = m->pattern->actions[i].kind;
    if (!m->variant->swap)
        return k;
    switch (k) {
    case PA_CONNECT: return PA_CUT;
    case PA_CUT: return PA_CONNECT;
    case PA_ATTACK: return PA_DEFEND;
    case PA_DEFEND: return PA_ATTACK;
    default: return k;
    }
}

const char *pattern_sym_name(int sym)
{
    static const char *const NAMES[PAT_NSYM] = {
        "id", "r90", "r180", "r270", "mirror", "flip", "diag", "anti",
    };
    return sym >= 0 && sym < PAT_NSYM ? NAMES[sym] : "?";
}
