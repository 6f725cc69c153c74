/* eyes_solve.c — owns the exhaustive eye-shape solver: the small game in
 * which the opponent tries to capture a wall whose only liberties are the
 * eye space (plus, in the "one more eye" game, one true eye elsewhere).
 *
 * Rules of the model (docs/eyes.md): normal captures and no suicide; the
 * wall and every owner stone joined to it are one string, with two
 * outside liberties (one when the shape is marked short of liberties)
 * that only the opponent fills (the wall is not short of
 * liberties: an opponent move inside that leaves his stones without
 * liberties is suicide, not a capture of the wall); opponent stones
 * joined to a marginal cell are joined to the live outside and are never
 * captured; simple ko (no immediate retake) and positional superko along
 * the current line; either side may pass and two passes in a row end the
 * game with the wall alive (seki counts as alive).  Neither side has ko
 * threats, so a ko goes to whoever takes it first.
 *
 * The search is a plain boolean minimax ("can the opponent capture the
 * wall?") with a table of solved positions keyed by the position, the
 * side to move and whether the last move was a pass; positions with a
 * live ko ban are not stored.  With shared tables (eye_solve_until),
 * each of the two games (the wall alone, with one more eye) keeps its
 * table through all its searches, and the vital points are looked for
 * only when the two sides' answers differ.
 */
#include "classical/eyes/eyes_shape.h"
#include "util/deadline.h"

#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

enum { S_EMPTY = 0, S_OWN = 1, S_OPP = 2 };
/* The wall's outside liberties: two, or one when the shape says the
 * wall is short of liberties. */
#define OUTSIDE_LIBS 2
#define MAX_PTS (EYE_SOLVE_MAX + OUTSIDE_LIBS + 1)   /* + the extra eye */
#define MAX_PATH 128

struct solver {
    int n;                  /* points, the extra eye included */
    int eye;                /* index of the extra eye, or -1 */
    int outside_lib;        /* first of the wall's outside liberties */
    int noutside;
    int nb[MAX_PTS][4], nnb[MAX_PTS];
    bool wall[MAX_PTS];     /* next to the wall */
    uint16_t nbm[MAX_PTS];  /* neighbours as a mask */
    /* The neighbours of any set of points, a byte of the set at a time:
     * nb_lo[set & 0xff] | nb_hi[set >> 8]. */
    uint16_t nb_lo[256], nb_hi[256];
    uint16_t wallm, extm;   /* wall[] and ext[] as masks (extm as it stands) */
    /* Falseness (extended shapes): point i joins ext while fbase[i] plus
     * its diagonal points fdiag[i] (2 each the opponent holds, 1 each
     * empty) reaches fth[i] > 0; diagm: the diagonal points. */
    uint16_t static_extm, fcells, diagm;
    uint8_t fth[MAX_PTS], fbase[MAX_PTS];
    uint16_t fdiag[MAX_PTS];
    uint16_t m[3];          /* the points of each colour: the position */
    uint16_t outm;          /* the wall's outside liberties */
    bool ext[MAX_PTS];      /* next to the live outside opponent */
    uint8_t st[MAX_PTS];    /* the position as built (the root's) */
    uint32_t code;          /* m[] in base 3, kept up to date by play */
    uint32_t pow3[MAX_PTS + 1];
    /* One byte per position code: two bits (0 unknown, 1 opponent
     * captures, 2 it fails) for each of side to move x last move a pass. */
    uint8_t *memo;
    uint32_t path[MAX_PATH];
    int depth;
    /* How many of path[0..depth) fall in each of 64 classes (code % 64):
     * a code whose class holds none is on no part of the path, which
     * spares most look-ups their scan. */
    uint8_t path_class[64];
    /* path[] from here on follows the line's last capture: each of its
     * positions has one stone more than the one before, so none of them
     * can come back before the next capture (on_path skips them). */
    int since_capture;
    bool captured;          /* the last play took stones */
    long nodes, cap;
    struct deadline *deadline;  /* borrowed; NULL: none */
    bool capped;
};

static uint32_t encode(const struct solver *S)
{
    uint32_t code = 0;
    for (int i = 0; i < S->n; i++)
        code += S->st[i] * S->pow3[i];
    return code;
}

/* Points are bits of a mask (MAX_PTS <= 16): S->m[col] holds the points
 * of each colour, so a flood is a few mask operations instead of a walk;
 * every node of the search floods the wall. */
typedef uint16_t ptmask;

/* Bits set in each byte value. */
#define B2(n) n, n + 1, n + 1, n + 2
#define B4(n) B2(n), B2(n + 1), B2(n + 1), B2(n + 2)
#define B6(n) B4(n), B4(n + 1), B4(n + 1), B4(n + 2)
static const uint8_t BYTE_BITS[256] = {B6(0), B6(1), B6(1), B6(2)};
#undef B2
#undef B4
#undef B6

/* Bits set in a point mask (16 bits).  Two look-ups: without -mpopcnt,
 * __builtin_popcount is a call into libgcc, and the arithmetic form
 * took a dozen instructions; the solver counts at every node. */
static inline int bits(unsigned x)
{
    return BYTE_BITS[x & 0xff] + BYTE_BITS[(x >> 8) & 0xff];
}

/* Puts a stone of colour col on the empty point i. */
static void place(struct solver *S, int i, int col)
{
    S->m[S_EMPTY] &= (ptmask)~(1u << i);
    S->m[col] |= (ptmask)(1u << i);
    S->code += (uint32_t)col * S->pow3[i];
}

/* Takes the stones g of colour col off the board. */
static void remove_stones(struct solver *S, ptmask g, int col)
{
    S->m[col] &= (ptmask)~g;
    S->m[S_EMPTY] |= g;
    for (ptmask m = g; m; m &= (ptmask)(m - 1))
        S->code -= (uint32_t)col * S->pow3[__builtin_ctz(m)];
}

/* Recomputes which points are false, hence joined to the outside. */
static void update_ext(struct solver *S)
{
    uint16_t m = S->static_extm;
    for (uint16_t f = S->fcells; f; f &= (uint16_t)(f - 1)) {
        int i = __builtin_ctz(f);
        int sum = S->fbase[i] + 2 * bits(S->fdiag[i] & S->m[S_OPP]) +
                  bits(S->fdiag[i] & S->m[S_EMPTY]);
        if (sum >= S->fth[i])
            m |= (uint16_t)(1u << i);
    }
    S->extm = m;
}

static ptmask neighbours(const struct solver *S, ptmask set)
{
    return (ptmask)(S->nb_lo[set & 0xff] | S->nb_hi[set >> 8]);
}

/* The stones of colour mask `same` connected to seeds (seeds included):
 * each round adds the neighbours of the stones the last round found. */
static ptmask grow(const struct solver *S, ptmask seeds, ptmask same)
{
    ptmask g = seeds, fresh = seeds;
    while (fresh) {
        fresh = (ptmask)(neighbours(S, fresh) & same & ~g);
        g |= fresh;
    }
    return g;
}

/* The string of colour col at i as a mask; *libs counts distinct empty
 * neighbours (the wall's own liberty, the extra eye, is a point like any
 * other). */
static ptmask flood(const struct solver *S, int i, int col, int *libs, bool *walled,
                    bool *outside)
{
    ptmask g = grow(S, (ptmask)(1u << i), S->m[col]);
    *libs = bits(neighbours(S, g) & S->m[S_EMPTY]);
    /* Only owner stones join the wall, only opponent stones the outside. */
    *walled = col == S_OWN && (g & S->wallm);
    *outside = col == S_OPP && (g & S->extm);
    return g;
}

/* Liberties of the wall: empty points next to it or next to an owner
 * stone joined to it. */
static int wall_libs(const struct solver *S)
{
    ptmask empty = S->m[S_EMPTY];
    ptmask joined = grow(S, S->wallm & S->m[S_OWN], S->m[S_OWN]);
    return bits((S->wallm & empty) | (neighbours(S, joined) & empty));
}

/* Removes the strings of colour col touching p that have no liberties
 * (never the wall's or a string joined to the outside).  Returns stones
 * removed, *where one of them (which one matters only when it is the
 * only one).  Strings of one colour never touch, so the order in which
 * they are taken does not matter. */
static int capture_around(struct solver *S, int p, int col, int *where)
{
    int captured = 0;
    ptmask todo = (ptmask)(S->nbm[p] & S->m[col]);
    while (todo) {
        /* A stone with an empty neighbour: its string breathes, whatever
         * the rest of it (its other stones next to p, if any, are tried
         * in turn and breathe through the same string). */
        int q = __builtin_ctz(todo);
        if (S->nbm[q] & S->m[S_EMPTY]) {
            todo &= (ptmask)(todo - 1);
            continue;
        }
        int libs;
        bool walled, outside;
        ptmask g = flood(S, __builtin_ctz(todo), col, &libs, &walled, &outside);
        todo &= (ptmask)~g;
        if (libs > 0 || walled || outside)
            continue;
        remove_stones(S, g, col);
        *where = __builtin_ctz(g);
        captured += bits(g);
    }
    return captured;
}

enum play_result { PLAY_ILLEGAL, PLAY_OK, PLAY_KILLS_WALL };

/* Plays colour col at p; *ko gets the new ko point or -1. */
static enum play_result play(struct solver *S, int col, int p, int *ko)
{
    place(S, p, col);
    if (S->diagm & (1u << p)) {
        update_ext(S);
        *ko = -1;
        return PLAY_OK;
    }
    int where = -1;
    int captured = capture_around(S, p, col == S_OWN ? S_OPP : S_OWN, &where);
    S->captured = captured > 0;
    /* An empty point next to the wall is a liberty of it: only without
     * one need the wall's stones be flooded (wall_libs). */
    bool wall_breathes = (S->wallm & S->m[S_EMPTY]) != 0;
    if (col == S_OPP && !wall_breathes && wall_libs(S) == 0)
        return PLAY_KILLS_WALL;
    /* A stone with an empty neighbour is legal (its string, or the wall
     * it joins, breathes there), and without a single stone taken it
     * makes no ko: its string need not be flooded. */
    *ko = -1;
    if (captured != 1 && (S->nbm[p] & S->m[S_EMPTY]))
        return PLAY_OK;
    int libs;
    bool walled, outside;
    int size = bits(flood(S, p, col, &libs, &walled, &outside));
    /* A stone joined to the wall needs only to know whether it breathes:
     * the ko test below is for stones that are not. */
    if (walled)
        libs = wall_breathes ? 1 : wall_libs(S);
    if (libs == 0 && !outside)
        return PLAY_ILLEGAL;
    *ko = (captured == 1 && size == 1 && libs == 1 && !walled && !outside) ? where : -1;
    return PLAY_OK;
}

/* Whether the position after the last play repeats one of the line's.
 * A play that takes nothing adds a stone, so it can only repeat a
 * position from before the last capture. */
static bool on_path(const struct solver *S, uint32_t code)
{
    if (!S->path_class[code & 63])
        return false;
    int end = S->captured ? S->depth : S->since_capture;
    for (int i = 0; i < end; i++)
        if (S->path[i] == code)
            return true;
    return false;
}

static bool opponent_captures(struct solver *S, int tomove, int ko, int passes);

/* Tries p for tomove; returns 1 if the opponent captures after it, 0 if
 * not, -1 if the move is illegal. */
static int try_point(struct solver *S, int tomove, int p)
{
    uint16_t saved_m[3], saved_ext = S->extm;
    uint32_t saved_code = S->code;
    int saved_since = S->since_capture;
    memcpy(saved_m, S->m, sizeof saved_m);
    int ko = -1;
    S->captured = false;
    enum play_result res = play(S, tomove, p, &ko);
    int out;
    if (res == PLAY_KILLS_WALL)
        out = 1;
    else if (res == PLAY_ILLEGAL || S->depth >= MAX_PATH || on_path(S, S->code))
        out = -1;
    else {
        if (S->captured)
            S->since_capture = S->depth;
        S->path[S->depth++] = S->code;
        S->path_class[S->code & 63]++;
        out = opponent_captures(S, tomove == S_OWN ? S_OPP : S_OWN, ko, 0);
        S->depth--;
        S->path_class[S->path[S->depth] & 63]--;
    }
    memcpy(S->m, saved_m, sizeof saved_m);
    S->extm = saved_ext;
    S->code = saved_code;
    S->since_capture = saved_since;
    return out;
}

static bool is_outside(const struct solver *S, int p)
{
    return p >= S->outside_lib && p < S->outside_lib + S->noutside;
}

/* The points tomove tries, lowest first: the empty ones but the ko.  The
 * owner never fills the extra eye or an outside liberty; the outside
 * liberties are alike, so the opponent tries only the first empty one
 * (an outside liberty whose predecessor is empty is left out). */
static ptmask candidates(const struct solver *S, int tomove, int ko)
{
    ptmask c = S->m[S_EMPTY];
    if (ko >= 0)
        c &= (ptmask)~(1u << ko);
    if (tomove == S_OPP)
        return (ptmask)(c & ~(S->outm & (S->m[S_EMPTY] << 1) & ~(1u << S->outside_lib)));
    if (S->eye >= 0)
        c &= (ptmask)~(1u << S->eye);
    return (ptmask)(c & ~S->outm);
}

static bool search(struct solver *S, int tomove, int ko, int passes)
{
    ptmask c = candidates(S, tomove, ko);
    if (tomove == S_OPP) {
        for (; c; c &= (ptmask)(c - 1))
            if (try_point(S, S_OPP, __builtin_ctz(c)) == 1)
                return true;
        return passes == 0 && opponent_captures(S, S_OWN, -1, 1);
    }
    for (; c; c &= (ptmask)(c - 1))
        if (try_point(S, S_OWN, __builtin_ctz(c)) == 0)
            return false;
    return passes == 0 && opponent_captures(S, S_OPP, -1, 1);
}

static bool opponent_captures(struct solver *S, int tomove, int ko, int passes)
{
    if ((S->cap && S->nodes >= S->cap) || deadline_passed(S->deadline)) {
        S->capped = true;
        return false;
    }
    S->nodes++;
    int shift = 2 * (2 * (tomove == S_OPP) + passes);
    if (ko < 0) {
        int known = (S->memo[S->code] >> shift) & 3;
        if (known)
            return known == 1;
    }
    bool res = search(S, tomove, ko, passes);
    if (ko < 0 && !S->capped)
        S->memo[S->code] = (uint8_t)((S->memo[S->code] & ~(3u << shift)) |
                                     (res ? 1u : 2u) << shift);
    return res;
}

/* ---- setting the model up ------------------------------------------ */

/* The diagonal points of an extended shape follow its cells: no
 * neighbours, never part of the wall or the outside. */
static bool add_diagonals(struct solver *S, const struct eye_shape *s,
                          int (*idx)[EYE_SHAPE_DIM])
{
    for (int j = 0; j < s->ndiag; j++) {
        if (S->n >= EYE_SOLVE_MAX)
            return false;
        int d = S->n++;
        S->st[d] = S_EMPTY;
        S->diagm |= (uint16_t)(1u << d);
        for (int k = 0; k < s->diag[j].ncell; k++) {
            uint8_t cell = s->diag[j].cell[k];
            int i = idx[cell / 16][cell % 16];
            if (i >= 0)
                S->fdiag[i] |= (uint16_t)(1u << d);
        }
    }
    return true;
}

static bool build(struct solver *S, const struct eye_shape *s, bool extra_eye)
{
    int idx[EYE_SHAPE_DIM][EYE_SHAPE_DIM];
    memset(S, 0, sizeof *S);
    S->n = 0;
    for (int r = 0; r < s->h; r++)
        for (int c = 0; c < s->w; c++) {
            idx[r][c] = -1;
            if (s->cell[r][c] == CELL_NONE)
                continue;
            if (S->n >= EYE_SOLVE_MAX)
                return false;
            idx[r][c] = S->n;
            S->ext[S->n] = s->cell[r][c] == CELL_MARGINAL;
            S->st[S->n] = s->cell[r][c] == CELL_INSIDE ? S_OPP
                          : s->cell[r][c] == CELL_OWN  ? S_OWN
                                                       : S_EMPTY;
            S->fth[S->n] = s->extended ? s->fthresh[r][c] : 0;
            S->fbase[S->n] = s->extended ? s->fbase[r][c] : 0;
            S->n++;
        }
    if (s->extended && !add_diagonals(S, s, idx))
        return false;
    static const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
    static const uint8_t side[4] = {OFF_TOP, OFF_BOTTOM, OFF_LEFT, OFF_RIGHT};
    for (int r = 0; r < s->h; r++)
        for (int c = 0; c < s->w; c++) {
            int i = idx[r][c];
            if (i < 0)
                continue;
            for (int k = 0; k < 4; k++) {
                int nr = r + dr[k], nc = c + dc[k];
                bool in_box = nr >= 0 && nr < s->h && nc >= 0 && nc < s->w;
                if (in_box && idx[nr][nc] >= 0)
                    S->nb[i][S->nnb[i]++] = idx[nr][nc];
                else if (!(!in_box && (s->off & side[k])))
                    S->wall[i] = true;
            }
        }
    /* The outside liberties: next to the wall and, for an opponent stone
     * played there, to the opponent's live outside stones. */
    S->outside_lib = S->n;
    S->noutside = s->short_libs ? 1 : OUTSIDE_LIBS;
    for (int k = 0; k < S->noutside; k++) {
        S->wall[S->n] = true;
        S->ext[S->n] = true;
        S->st[S->n] = S_EMPTY;
        S->n++;
    }
    S->eye = -1;
    if (extra_eye) {
        S->eye = S->n;
        S->wall[S->n] = true;
        S->st[S->n] = S_EMPTY;
        S->n++;
    }
    for (int i = 0; i < S->n; i++) {
        for (int k = 0; k < S->nnb[i]; k++)
            S->nbm[i] |= (uint16_t)(1u << S->nb[i][k]);
        S->wallm |= (uint16_t)(S->wall[i] ? 1u << i : 0);
        S->extm |= (uint16_t)(S->ext[i] ? 1u << i : 0);
        S->fcells |= (uint16_t)(S->fth[i] ? 1u << i : 0);
        S->m[S->st[i]] |= (uint16_t)(1u << i);
    }
    for (int x = 1; x < 256; x++) {
        int i = __builtin_ctz((unsigned)x);
        S->nb_lo[x] = (uint16_t)(S->nb_lo[x & (x - 1)] | S->nbm[i]);
        S->nb_hi[x] = (uint16_t)(S->nb_hi[x & (x - 1)] | (i + 8 < S->n ? S->nbm[i + 8] : 0));
    }
    S->static_extm = S->extm;
    for (int k = 0; k < S->noutside; k++)
        S->outm |= (ptmask)(1u << (S->outside_lib + k));
    update_ext(S);
    S->pow3[0] = 1;
    for (int i = 1; i <= S->n; i++)
        S->pow3[i] = S->pow3[i - 1] * 3;
    S->code = encode(S);
    return true;
}

/* The memo: 3^n bytes, up to 1.6 MB for the largest shapes, of which
 * a solve touches a sparse part.  Large ones are mapped straight from the
 * system (zero pages, untouched ones cost nothing) and unmapped after:
 * through malloc, blocks of ever-changing sizes in the megabytes made
 * glibc move them into the heap, whose top the next small live block
 * pinned, and a long GTP session's resident memory crept up with no leak
 * at all (the soak run, docs/reliability.md). */
#define MEMO_MMAP_MIN (256u * 1024)

static uint8_t *memo_alloc(size_t cells)
{
    if (cells < MEMO_MMAP_MIN)
        return calloc(cells, 1);
    void *p = mmap(NULL, cells, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    return p == MAP_FAILED ? NULL : p;
}

static void memo_free(uint8_t *memo, size_t cells)
{
    if (cells < MEMO_MMAP_MIN)
        free(memo);
    else if (memo)
        munmap(memo, cells);
}

/* One game of the model (the wall alone, or with one more eye) with its
 * table of solved positions. */
static bool game_open(struct solver *S, const struct eye_shape *s, bool extra_eye, long cap,
                      struct deadline *deadline)
{
    build(S, s, extra_eye);
    S->cap = cap;
    S->deadline = deadline;
    S->memo = memo_alloc((size_t)S->pow3[S->n]);
    return S->memo != NULL;
}

static void game_close(struct solver *S)
{
    memo_free(S->memo, (size_t)S->pow3[S->n]);
    S->memo = NULL;
}

/* Can the opponent capture the wall with `first` to move?  The search
 * has the node cap to itself; *ok is false when it hit the cap (no
 * answer). */
static bool root(struct solver *S, int first, long *nodes, bool *ok)
{
    S->nodes = 0;
    S->depth = 0;
    memset(S->path_class, 0, sizeof S->path_class);
    S->path[S->depth++] = S->code;
    S->path_class[S->code & 63]++;
    bool res = wall_libs(S) == 0 || opponent_captures(S, first, -1, 0);
    *nodes += S->nodes;
    *ok = !S->capped;
    return res;
}

/* The first moves that win for `first` (after root() has searched the
 * game): winners[p] for each point.  fresh: the scan has the node cap
 * to itself, else it shares the root's. */
static bool root_winners(struct solver *S, int first, bool *winners, bool fresh, long *nodes)
{
    long before = S->nodes;
    if (fresh)
        S->nodes = before = 0;
    S->depth = 1;
    for (int p = 0; p < S->n && !S->capped; p++) {
        winners[p] = false;
        if (!(S->m[S_EMPTY] >> p & 1) || p == S->eye || is_outside(S, p))
            continue;
        int r = try_point(S, first, p);
        winners[p] = first == S_OPP ? r == 1 : r == 0;
    }
    *nodes += S->nodes - before;
    return !S->capped;
}

/* Cell code (row * 16 + col) of point index i of the shape; the
 * diagonal points follow the cells. */
static uint8_t cell_of(const struct eye_shape *s, int i)
{
    int cells = eye_shape_size(s);
    if (i >= cells)
        return i - cells < s->ndiag ? EYE_DIAG_CELL(i - cells) : EYE_NO_CELL;
    int n = 0;
    for (int r = 0; r < s->h; r++)
        for (int c = 0; c < s->w; c++)
            if (s->cell[r][c] != CELL_NONE && n++ == i)
                return (uint8_t)(r * 16 + c);
    return EYE_NO_CELL;
}

static int pick(const bool *a, const bool *b, int n)
{
    for (int i = 0; i < n; i++)
        if (a[i] && b[i])
            return i;
    for (int i = 0; i < n; i++)
        if (a[i])
            return i;
    return -1;
}

bool eye_solve(const struct eye_shape *s, struct eye_value *v, long node_cap,
               struct eye_solver_stats *stats)
{
    return eye_solve_until(s, v, node_cap, NULL, false, stats);
}

/* The two games and what the solve found in them.  Shared: each game is
 * set up once with one table for all its searches (the opponent moving
 * first and the owner moving first reach the same positions), and the
 * vital points are looked for only when the two answers differ.
 * Separate: every search sets its game up afresh and finds its winning
 * first moves at once, within its own node cap; the owl's cap was set
 * for this count. */
struct solve {
    struct solver game[2];      /* [0]: the wall alone, [1]: with one more eye */
    bool open[2];
    bool shared;
    bool win[2][2][MAX_PTS];    /* separate: [game][first == S_OWN] winning moves */
    long nodes;
    bool ok;
};

/* Does the opponent capture in game g with `first` to move? */
static bool captures(struct solve *V, const struct eye_shape *s, int g, int first, long cap,
                     struct deadline *deadline)
{
    if (!V->ok)
        return false;
    struct solver *S = &V->game[g];
    if (!V->shared && V->open[g]) {
        game_close(S);
        V->open[g] = false;
    }
    if (!V->open[g] && !(V->open[g] = game_open(S, s, g == 1, cap, deadline))) {
        V->ok = false;
        return false;
    }
    bool ok;
    bool res = root(S, first, &V->nodes, &ok);
    if (ok && !V->shared)
        ok = root_winners(S, first, V->win[g][first == S_OWN], false, &V->nodes);
    V->ok = ok;
    return res;
}

/* Eyes the owner gets with `first` to move: 2 if the wall lives alone,
 * 1 if with one more eye, 0 if not even then. */
static int eyes_with(struct solve *V, const struct eye_shape *s, int first, long cap,
                     struct deadline *deadline)
{
    if (!captures(V, s, 0, first, cap, deadline))
        return 2;
    return captures(V, s, 1, first, cap, deadline) ? 0 : 1;
}

/* The winning first moves of `first` in game g. */
static const bool *winners(struct solve *V, int g, int first, bool *out)
{
    if (!V->shared)
        return V->win[g][first == S_OWN];
    V->ok = V->ok && root_winners(&V->game[g], first, out, true, &V->nodes);
    return out;
}

bool eye_solve_until(const struct eye_shape *s, struct eye_value *v, long node_cap,
                     struct deadline *deadline, bool shared, struct eye_solver_stats *stats)
{
    int n = eye_shape_size(s) + (s->extended ? s->ndiag : 0);
    if (n < 1 || n > EYE_SOLVE_MAX)
        return false;
    struct solve solve = {.shared = shared, .ok = true}, *V = &solve;
    int min = eyes_with(V, s, S_OPP, node_cap, deadline);
    int max = eyes_with(V, s, S_OWN, node_cap, deadline);
    if (max < min)
        max = min;   /* moving first never hurts the owner; guard the model */
    uint8_t attack = EYE_NO_CELL, defence = EYE_NO_CELL;
    if (V->ok && min != max) {
        /* The attack reaches min (the game where the opponent, moving
         * first, captures by one eye less), the defence secures max. */
        bool a[MAX_PTS] = {false}, d[MAX_PTS] = {false};
        const bool *att = winners(V, min == 1 ? 0 : 1, S_OPP, a);
        const bool *def = winners(V, max == 2 ? 0 : 1, S_OWN, d);
        int ia = pick(att, def, n), id = pick(def, att, n);
        attack = ia < 0 ? EYE_NO_CELL : cell_of(s, ia);
        defence = id < 0 ? EYE_NO_CELL : cell_of(s, id);
    }
    for (int g = 0; g < 2; g++)
        if (V->open[g])
            game_close(&V->game[g]);
    if (stats)
        stats->nodes = V->nodes;
    if (!V->ok)
        return false;
    v->min = (uint8_t)min;
    v->max = (uint8_t)max;
    v->attack = attack;
    v->defence = defence;
    return true;
}
