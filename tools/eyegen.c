/* eyegen.c — computes moyo's eye-shape table (docs/eyes.md).
 *
 * Enumerates every fixed polyomino of up to N cells, places each in the
 * centre, on the edge (top side off the board) and in the corner (top
 * and left sides off the board), with the wall given two outside
 * liberties or (short of liberties) one, gives every cell each of the states
 * empty / marginal / inside stone (with at most F cells not empty on
 * shapes of more than FREE_SIZE cells), keeps one canonical form per
 * symmetry class, solves each with the exhaustive solver of
 * src/classical/eyes/eyes_solve.c, and writes the sorted table as C.
 *
 *   eyegen [-n N] [-f F] [-o FILE] [-c]     (-c: count only, no solving)
 *   eyegen -s SHAPE ...                      (solve and print given shapes,
 *                                             e.g. -s "T .../#.#")
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "classical/eyes/eyes_shape.h"

#define GRID 8                      /* polyominoes live in an 8x8 bitmask */
#define FREE_SIZE 5                 /* shapes up to this size: any states */

struct keyset {
    uint64_t *slot;
    size_t cap, n;
};

static bool keyset_add(struct keyset *k, uint64_t key)
{
    if (2 * (k->n + 1) > k->cap) {
        struct keyset big = {calloc(k->cap ? k->cap * 2 : 1024, sizeof(uint64_t)),
                             k->cap ? k->cap * 2 : 1024, 0};
        if (!big.slot) {
            fprintf(stderr, "eyegen: out of memory\n");
            exit(1);
        }
        for (size_t i = 0; i < k->cap; i++)
            if (k->slot[i])
                keyset_add(&big, k->slot[i]);
        free(k->slot);
        *k = big;
    }
    /* Keys are never 0: h and w are at least 1. */
    size_t i = (size_t)((key * 0x9E3779B97F4A7C15ULL) >> 20) & (k->cap - 1);
    while (k->slot[i]) {
        if (k->slot[i] == key)
            return false;
        i = (i + 1) & (k->cap - 1);
    }
    k->slot[i] = key;
    k->n++;
    return true;
}

/* Shifts a polyomino so its smallest row and column are 0. */
static uint64_t normalise(uint64_t m)
{
    while (!(m & 0xffULL))
        m >>= GRID;
    const uint64_t col0 = 0x0101010101010101ULL;
    while (!(m & col0))
        m >>= 1;
    return m;
}

/* All fixed polyominoes of size n, from those of size n-1. */
static uint64_t *grow(const uint64_t *prev, size_t nprev, size_t *nout)
{
    struct keyset seen = {0};
    size_t cap = 1024, n = 0;
    uint64_t *out = malloc(cap * sizeof *out);
    for (size_t i = 0; i < nprev; i++) {
        /* Shift by one row and column so a cell can be added above/left. */
        uint64_t m = prev[i] << (GRID + 1);
        for (int cell = 0; cell < GRID * GRID; cell++) {
            if (!(m & (1ULL << cell)))
                continue;
            int r = cell / GRID, c = cell % GRID;
            const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
            for (int k = 0; k < 4; k++) {
                int nr = r + dr[k], nc = c + dc[k];
                if (nr < 0 || nr >= GRID || nc < 0 || nc >= GRID)
                    continue;
                uint64_t bit = 1ULL << (nr * GRID + nc);
                if (m & bit)
                    continue;
                uint64_t g = normalise(m | bit);
                if (!keyset_add(&seen, g))
                    continue;
                if (n == cap)
                    out = realloc(out, (cap *= 2) * sizeof *out);
                out[n++] = g;
            }
        }
    }
    free(seen.slot);
    *nout = n;
    return out;
}

struct entry {
    uint64_t key;
    struct eye_value v;
};

struct gen {
    int max_flagged;
    bool count_only;
    struct keyset seen;
    struct entry *out;
    size_t nout, capout;
    long nodes;
    int failed;
};

/* Every inside stone string needs a liberty among the cells. */
static bool legal(const struct eye_shape *s)
{
    bool any_space = false;
    for (int r = 0; r < s->h; r++)
        for (int c = 0; c < s->w; c++) {
            int v = s->cell[r][c];
            any_space |= v == CELL_EMPTY || v == CELL_MARGINAL;
            if (v != CELL_INSIDE)
                continue;
            /* A stone with no empty neighbour is legal only if a
             * neighbouring inside stone has one; check the string. */
            bool seen[EYE_SHAPE_DIM][EYE_SHAPE_DIM] = {{false}};
            int stack[64][2], sp = 0;
            bool lib = false;
            stack[sp][0] = r, stack[sp][1] = c, sp++;
            seen[r][c] = true;
            while (sp) {
                sp--;
                int qr = stack[sp][0], qc = stack[sp][1];
                const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
                for (int k = 0; k < 4; k++) {
                    int nr = qr + dr[k], nc = qc + dc[k];
                    if (nr < 0 || nr >= s->h || nc < 0 || nc >= s->w)
                        continue;
                    int a = s->cell[nr][nc];
                    if (a == CELL_EMPTY || a == CELL_MARGINAL)
                        lib = true;
                    else if (a == CELL_INSIDE && !seen[nr][nc]) {
                        seen[nr][nc] = true;
                        stack[sp][0] = nr, stack[sp][1] = nc, sp++;
                    }
                }
            }
            if (!lib)
                return false;
        }
    return any_space;
}

static void consider(struct gen *g, struct eye_shape *s)
{
    if (!legal(s))
        return;
    struct eye_shape c = *s;
    eye_shape_canonical(&c);
    uint64_t key = eye_shape_key(&c);
    if (!keyset_add(&g->seen, key) || g->count_only)
        return;
    struct eye_value v;
    struct eye_solver_stats st;
    /* Uncapped, shared and separate tables give the same answers; shared
     * ones take about half the nodes. */
    if (!eye_solve_until(&c, &v, 0, NULL, true, &st)) {
        g->failed++;
        return;
    }
    g->nodes += st.nodes;
    if (g->nout == g->capout) {
        g->capout = g->capout ? g->capout * 2 : 4096;
        g->out = realloc(g->out, g->capout * sizeof *g->out);
    }
    g->out[g->nout].key = key;
    g->out[g->nout].v = v;
    g->nout++;
}

/* Every assignment of states to the cells of one placed polyomino. */
static void assign(struct gen *g, struct eye_shape *s, int (*cells)[2], int n, int i,
                   int flagged, int limit)
{
    if (i == n) {
        consider(g, s);
        return;
    }
    for (int v = CELL_EMPTY; v <= CELL_INSIDE; v++) {
        int f = flagged + (v != CELL_EMPTY);
        if (f > limit)
            break;
        s->cell[cells[i][0]][cells[i][1]] = (uint8_t)v;
        assign(g, s, cells, n, i + 1, f, limit);
    }
}

static void place(struct gen *g, uint64_t m, int n)
{
    static const uint8_t offs[3] = {0, OFF_TOP, OFF_TOP | OFF_LEFT};
    struct eye_shape s;
    int cells[GRID * GRID][2], k = 0;
    memset(&s, 0, sizeof s);
    for (int cell = 0; cell < GRID * GRID; cell++)
        if (m & (1ULL << cell)) {
            int r = cell / GRID, c = cell % GRID;
            cells[k][0] = r, cells[k][1] = c, k++;
            s.h = r + 1 > s.h ? r + 1 : s.h;
            s.w = c + 1 > s.w ? c + 1 : s.w;
        }
    /* Beyond FREE_SIZE cells, one flagged cell fewer per extra cell. */
    int limit = n <= FREE_SIZE ? n : g->max_flagged - (n - FREE_SIZE - 1);
    for (int o = 0; o < 3; o++)
        for (int shortl = 0; shortl < 2; shortl++) {
            s.off = offs[o];
            s.short_libs = shortl;
            assign(g, &s, cells, k, 0, 0, limit);
        }
}

static int by_key(const void *a, const void *b)
{
    uint64_t x = ((const struct entry *)a)->key, y = ((const struct entry *)b)->key;
    return x < y ? -1 : x > y;
}

static void emit(FILE *f, const struct gen *g, int maxn, double secs)
{
    fprintf(f, "/* eyes_table.c — GENERATED by tools/eyegen -n %d -f %d (make eyetable);\n"
               " * do not edit.  %zu canonical eye shapes of 1..%d cells (centre, edge,\n"
               " * corner; empty, marginal and inside-stone cells), each solved by\n"
               " * exhaustive search (docs/eyes.md).  Key: eye_shape_key(); value:\n"
               " * min, max, attack cell, defence cell (row*16+col, 0xff none). */\n",
            maxn, g->max_flagged, g->nout, maxn);
    fprintf(f, "#include \"classical/eyes/eyes_shape.h\"\n\n");
    fprintf(f, "/* %ld search nodes; %.1f s on the generating machine. */\n", g->nodes, secs);
    fprintf(f, "const int eye_table_max_points = %d;\nconst int eye_table_size = %zu;\n", maxn,
            g->nout);
    fprintf(f, "const struct eye_table_entry eye_table[] = {\n");
    for (size_t i = 0; i < g->nout; i++) {
        const struct eye_value *v = &g->out[i].v;
        fprintf(f, "{0x%llxULL,{%d,%d,%d,%d}},\n", (unsigned long long)g->out[i].key, v->min,
                v->max, v->attack, v->defence);
    }
    fprintf(f, "{0,{0,0,0,0}}};\n");
}

static int solve_shapes(int argc, char **argv)
{
    for (int i = 0; i < argc; i++) {
        struct eye_shape s;
        struct eye_value v;
        struct eye_solver_stats st;
        char text[256];
        if (!eye_shape_parse(argv[i], &s) || !eye_solve(&s, &v, 0, &st)) {
            fprintf(stderr, "eyegen: cannot solve \"%s\"\n", argv[i]);
            return 1;
        }
        eye_shape_format(&s, text, sizeof text);
        printf("%-24s %d %d", text, v.min, v.max);
        if (v.attack != EYE_NO_CELL)
            printf(" attack r%dc%d", v.attack / 16, v.attack % 16);
        if (v.defence != EYE_NO_CELL)
            printf(" defence r%dc%d", v.defence / 16, v.defence % 16);
        printf("  (%ld nodes)\n", st.nodes);
    }
    return 0;
}

int main(int argc, char **argv)
{
    if (argc > 1 && !strcmp(argv[1], "-s"))
        return solve_shapes(argc - 2, argv + 2);
    int maxn = 7;
    const char *path = NULL;
    struct gen g;
    memset(&g, 0, sizeof g);
    g.max_flagged = 3;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "-n") && i + 1 < argc)
            maxn = atoi(argv[++i]);
        else if (!strcmp(argv[i], "-f") && i + 1 < argc)
            g.max_flagged = atoi(argv[++i]);
        else if (!strcmp(argv[i], "-o") && i + 1 < argc)
            path = argv[++i];
        else if (!strcmp(argv[i], "-c"))
            g.count_only = true;
        else {
            fprintf(stderr, "usage: eyegen [-n N] [-f F] [-o FILE] [-c]\n");
            return 2;
        }
    }
    if (maxn < 1 || maxn > GRID) {
        fprintf(stderr, "eyegen: -n must be 1..%d\n", GRID);
        return 2;
    }
    clock_t t0 = clock();
    uint64_t one = 1;
    uint64_t *level = malloc(sizeof *level);
    level[0] = one;
    size_t nlevel = 1;
    for (int n = 1; n <= maxn; n++) {
        if (n > 1) {
            uint64_t *next = grow(level, nlevel, &nlevel);
            free(level);
            level = next;
        }
        size_t before = g.seen.n;
        for (size_t i = 0; i < nlevel; i++)
            place(&g, level[i], n);
        fprintf(stderr, "eyegen: %d cells: %zu fixed polyominoes, %zu shapes\n", n, nlevel,
                g.seen.n - before);
    }
    free(level);
    double secs = (double)(clock() - t0) / CLOCKS_PER_SEC;
    fprintf(stderr, "eyegen: %zu shapes, %ld nodes, %d unsolved, %.1f s\n", g.seen.n, g.nodes,
            g.failed, secs);
    if (g.count_only)
        return 0;
    qsort(g.out, g.nout, sizeof *g.out, by_key);
    FILE *f = path ? fopen(path, "w") : stdout;
    if (!f) {
        perror(path);
        return 1;
    }
    emit(f, &g, maxn, secs);
    if (path && fclose(f) != 0) {
        perror(path);
        return 1;
    }
    return g.failed ? 1 : 0;
}
