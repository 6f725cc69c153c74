/* eyes_shape.c — owns eye shapes as data: their symmetries, canonical
 * form, 64-bit key and text form, and the table lookup (eyes_shape.h). */
#include "classical/eyes/eyes_shape.h"

#include <stdio.h>
#include <string.h>

int eye_shape_size(const struct eye_shape *s)
{
    int n = 0;
    for (int r = 0; r < s->h; r++)
        for (int c = 0; c < s->w; c++)
            n += s->cell[r][c] != CELL_NONE;
    return n;
}

uint64_t eye_shape_key(const struct eye_shape *s)
{
    /* The header sits at fixed bits (50 and up) so that no two shapes of
     * different boxes share a key. */
    uint64_t head = (uint64_t)s->short_libs;
    head = (head << 4) | (uint64_t)s->off;
    head = (head << 4) | (uint64_t)s->h;
    head = (head << 4) | (uint64_t)s->w;
    uint64_t cells = 0;
    for (int r = 0; r < s->h; r++)
        for (int c = 0; c < s->w; c++)
            cells = (cells << 2) | s->cell[r][c];
    return (head << 2 * EYE_KEY_MAX_AREA) | cells;
}

static uint64_t fnv(uint64_t h, uint64_t v)
{
    for (int i = 0; i < 8; i++, v >>= 8)
        h = (h ^ (v & 0xff)) * 0x100000001b3ULL;
    return h;
}

uint64_t eye_shape_ext_key(const struct eye_shape *s)
{
    uint64_t h = 0xcbf29ce484222325ULL;
    h = fnv(h, (uint64_t)s->h << 24 | (uint64_t)s->w << 16 | (uint64_t)s->off << 8 |
                   (uint64_t)s->short_libs);
    for (int r = 0; r < s->h; r++)
        for (int c = 0; c < s->w; c++)
            h = fnv(h, (uint64_t)s->cell[r][c] << 16 | (uint64_t)s->fthresh[r][c] << 8 |
                           s->fbase[r][c]);
    for (int j = 0; j < s->ndiag; j++) {
        uint64_t v = (uint64_t)s->diag[j].ncell;
        for (int k = 0; k < s->diag[j].ncell; k++)
            v = v << 8 | s->diag[j].cell[k];
        h = fnv(h, v);
    }
    return h | 1ULL << 63;
}

/* Side bits under a transpose / row mirror / column mirror. */
static uint8_t off_transpose(uint8_t o)
{
    uint8_t t = 0;
    t |= (o & OFF_TOP) ? OFF_LEFT : 0;
    t |= (o & OFF_LEFT) ? OFF_TOP : 0;
    t |= (o & OFF_BOTTOM) ? OFF_RIGHT : 0;
    t |= (o & OFF_RIGHT) ? OFF_BOTTOM : 0;
    return t;
}

static uint8_t off_swap(uint8_t o, uint8_t a, uint8_t b)
{
    uint8_t rest = o & (uint8_t)~(a | b);
    return rest | ((o & a) ? b : 0) | ((o & b) ? a : 0);
}

void eye_shape_transform(struct eye_shape *s, int t)
{
    struct eye_shape d;
    memset(&d, 0, sizeof d);
    bool tr = t & 1;
    d.h = tr ? s->w : s->h;
    d.w = tr ? s->h : s->w;
    d.short_libs = s->short_libs;
    d.off = tr ? off_transpose(s->off) : s->off;
    if (t & 2)
        d.off = off_swap(d.off, OFF_TOP, OFF_BOTTOM);
    if (t & 4)
        d.off = off_swap(d.off, OFF_LEFT, OFF_RIGHT);
    for (int r = 0; r < s->h; r++)
        for (int c = 0; c < s->w; c++) {
            int nr = tr ? c : r, nc = tr ? r : c;
            if (t & 2)
                nr = d.h - 1 - nr;
            if (t & 4)
                nc = d.w - 1 - nc;
            d.cell[nr][nc] = s->cell[r][c];
            d.tag[nr][nc] = s->tag[r][c];
        }
    *s = d;
}

/* eye_shape_key of s under symmetry t, read through the symmetry without
 * building the transformed shape. */
static uint64_t transformed_key(const struct eye_shape *s, int t)
{
    bool tr = t & 1;
    int h = tr ? s->w : s->h, w = tr ? s->h : s->w;
    uint8_t off = tr ? off_transpose(s->off) : s->off;
    if (t & 2)
        off = off_swap(off, OFF_TOP, OFF_BOTTOM);
    if (t & 4)
        off = off_swap(off, OFF_LEFT, OFF_RIGHT);
    uint64_t head = (uint64_t)s->short_libs;
    head = (head << 4) | (uint64_t)off;
    head = (head << 4) | (uint64_t)h;
    head = (head << 4) | (uint64_t)w;
    uint64_t cells = 0;
    for (int nr = 0; nr < h; nr++)
        for (int nc = 0; nc < w; nc++) {
            int a = (t & 2) ? h - 1 - nr : nr, b = (t & 4) ? w - 1 - nc : nc;
            cells = (cells << 2) | (tr ? s->cell[b][a] : s->cell[a][b]);
        }
    return (head << 2 * EYE_KEY_MAX_AREA) | cells;
}

/* The symmetry with the smallest key (the first of equals), applied once:
 * the owl canonicalizes its goal's spaces at every node, and a copy of
 * the whole shape (its tags and run-time extras) per symmetry was most
 * of the cost. */
bool eye_shape_canonical(struct eye_shape *s)
{
    if (s->h * s->w > EYE_KEY_MAX_AREA)
        return false;
    uint64_t best_key = eye_shape_key(s);
    int best = 0;
    for (int t = 1; t < 8; t++) {
        uint64_t k = transformed_key(s, t);
        if (k < best_key) {
            best_key = k;
            best = t;
        }
    }
    if (best)
        eye_shape_transform(s, best);
    return true;
}

void eye_shape_format(const struct eye_shape *s, char *buf, int len)
{
    static const char glyph[5] = {'#', '.', '!', 'x', 'o'};
    int n = 0;
    const char *sides = "TBLR";
    for (int i = 0; i < 4 && n < len - 1; i++)
        if (s->off & (1 << i))
            buf[n++] = sides[i];
    if (s->short_libs && n < len - 1)
        buf[n++] = 'S';
    if (n && n < len - 1)
        buf[n++] = ' ';
    for (int r = 0; r < s->h; r++) {
        if (r && n < len - 1)
            buf[n++] = '/';
        for (int c = 0; c < s->w && n < len - 1; c++)
            buf[n++] = glyph[s->cell[r][c] <= CELL_OWN ? s->cell[r][c] : 0];
    }
    buf[n < len ? n : len - 1] = '\0';
}

bool eye_shape_parse(const char *text, struct eye_shape *s)
{
    memset(s, 0, sizeof *s);
    const char *sides = "TBLR", *sp = strchr(text, ' ');
    if (sp) {
        for (const char *q = text; q < sp; q++) {
            if (*q == 'S') {
                s->short_libs = true;
                continue;
            }
            const char *k = strchr(sides, *q);
            if (!k || !*q)
                return false;
            s->off |= (uint8_t)(1 << (k - sides));
        }
        text = sp + 1;
    }
    int r = 0, c = 0;
    for (const char *q = text;; q++) {
        if (*q == '/' || *q == '\0') {
            if (c == 0 || (s->w && c != s->w) || r >= EYE_SHAPE_DIM)
                return false;
            s->w = c;
            r++;
            c = 0;
            if (*q == '\0')
                break;
            continue;
        }
        const char *g = strchr("#.!xo", *q);
        if (!g || !*q || c >= EYE_SHAPE_DIM)
            return false;
        s->cell[r][c] = (uint8_t)(g - "#.!xo");
        s->extended |= s->cell[r][c] == CELL_OWN;
        s->tag[r][c] = -1;
        c++;
    }
    s->h = r;
    /* The box must be tight: every side holds a cell. */
    bool top = false, bottom = false, left = false, right = false;
    for (int i = 0; i < s->h; i++)
        for (int j = 0; j < s->w; j++)
            if (s->cell[i][j]) {
                top |= i == 0, bottom |= i == s->h - 1;
                left |= j == 0, right |= j == s->w - 1;
            }
    return top && bottom && left && right;
}

const struct eye_value *eye_table_lookup(uint64_t key)
{
    int lo = 0, hi = eye_table_size - 1;
    while (lo <= hi) {
        int mid = (lo + hi) / 2;
        if (eye_table[mid].key == key)
            return &eye_table[mid].v;
        if (eye_table[mid].key < key)
            lo = mid + 1;
        else
            hi = mid - 1;
    }
    return NULL;
}
