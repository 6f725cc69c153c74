/* board.c — owns the incremental string bookkeeping: placing and capturing
 * stones, exact liberty counts and small liberty sets, ko, the Zobrist hash,
 * superko history and the logged undo used by trymove/popmove.
 *
 * Why a write log rather than board copies for undo: readers make millions
 * of trymove/popmove pairs and a move changes a handful of words, so logging
 * the old value of each changed word keeps undo proportional to the change.
 * Outside trymove (depth 0) nothing is logged, which keeps MC playouts fast.
 */
#include "board.h"
#include "board/point_bits.h"
#include "util/rng.h"

#include <assert.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *move_error_text(enum move_error e)
{
    switch (e) {
    case MOVE_OK: return "ok";
    case MOVE_OFF_BOARD: return "vertex off the board";
    case MOVE_OCCUPIED: return "point is occupied";
    case MOVE_SUICIDE: return "suicide";
    case MOVE_KO: return "ko: the point cannot be retaken yet";
    case MOVE_SUPERKO: return "positional superko";
    case MOVE_TOO_DEEP: return "too many moves on the undo stack";
    case MOVE_BAD_COLOR: return "bad color";
    case MOVE_RECORD_FULL: return "the game record is full (100,000 moves)";
    }
    return "illegal move";
}

/* Zobrist keys come from a fixed mixing function of (point, color): no table
 * to initialise, no global state, identical in every process. */
uint64_t board_zobrist(coord p, int color)
{
    uint64_t z = (uint64_t)p * 4 + (uint64_t)color + 0x9e3779b97f4a7c15ULL;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

/* ---- logged writes ---------------------------------------------------- */

static_assert(offsetof(struct board, nempty) + sizeof(uint16_t) <= 65536,
              "undo entries hold 16-bit offsets of the logged fields");
static_assert(offsetof(struct board, color) % 2 == 0,
              "a colour byte is logged as the aligned word that holds it");

/* The most entries one move logs: 4 for its point (colour, empty list),
 * up to 21 per neighbouring string losing a liberty (a set rebuilt when
 * the count falls back to LIBS_KEPT), up to 32 for joining the friends
 * plus one per stone relabelled, and 14 per captured stone (colour,
 * string, next stone, empty list, a liberty for each of up to four
 * neighbours).  Relabelled and captured stones are distinct stones. */
static int log_per_move_max(const struct board *b)
{
    return 4 + 4 * (LIBS_KEPT + 1) + 32 + 14 * b->npoints;
}

/* Room for one more move's entries, made before it so the writes need
 * no test each (and keep the log's top in a register). */
static __attribute__((noinline, cold)) void log_grow(struct board *b)
{
    int cap = b->log_cap ? b->log_cap * 2 : 4096;
    while (cap - b->log_top < log_per_move_max(b))
        cap *= 2;
    struct undo_entry *n = realloc(b->log, (size_t)cap * sizeof *n);
    if (!n) {
        fprintf(stderr, "moyo: out of memory for the undo log\n");
        abort();
    }
    b->log = n;
    b->log_cap = cap;
}

static inline void log_reserve(struct board *b)
{
    if (__builtin_expect(b->log_cap - b->log_top < log_per_move_max(b), 0))
        log_grow(b);
}

static inline void log_word(struct board *b, void *addr)
{
    /* memcpy into a local: a memcpy into the entry would be a store that
     * may alias anything, b->log_top included */
    uint16_t old;
    memcpy(&old, addr, sizeof old);
    struct undo_entry *e = &b->log[b->log_top++];
    e->off = (uint16_t)((char *)addr - (char *)b);
    e->old = old;
}

/* The byte's aligned word: popmove puts the other byte back to the value
 * it had when this was logged, which it has again by then, since undo
 * runs last in, first out and every write under a trymove is logged. */
static inline void log_byte(struct board *b, uint8_t *addr)
{
    log_word(b, (char *)b + ((size_t)(addr - (uint8_t *)b) & ~(size_t)1));
}

/* The writers below take `logged` as a parameter and are forced inline,
 * so place_stone is compiled twice: once with logging for readers, once
 * without for playouts, and neither pays a test per write. */
#define WRITER static inline __attribute__((always_inline))

WRITER void set16(struct board *b, bool logged, uint16_t *addr, uint16_t v)
{
    if (logged)
        log_word(b, addr);
    *addr = v;
}

/* ---- life cycle --------------------------------------------------------- */

void board_init(struct board *b, int size)
{
    memset(b, 0, offsetof(struct board, hashes));
    b->log = NULL;
    b->log_cap = 0;
    b->size = size;
    b->stride = size + 1;
    b->npoints = (size + 2) * b->stride + 1;
    b->dir[0] = -b->stride;
    b->dir[1] = 1;
    b->dir[2] = b->stride;
    b->dir[3] = -1;
    b->diag[0] = -b->stride - 1;
    b->diag[1] = -b->stride + 1;
    b->diag[2] = b->stride + 1;
    b->diag[3] = b->stride - 1;
    board_clear(b);
}

void board_free(struct board *b)
{
    free(b->log);
    b->log = NULL;
    b->log_cap = 0;
    b->log_top = 0;
    b->depth = 0;
}

void board_clear(struct board *b)
{
    int n = b->npoints;
    for (int i = 0; i < n; i++) {
        b->color[i] = OFFBOARD;
        b->str[i] = 0;
        b->next_stone[i] = 0;
    }
    memset(b->strings, 0, sizeof b->strings[0] * (size_t)n);
    b->nempty = 0;
    for (int r = 0; r < b->size; r++)
        for (int c = 0; c < b->size; c++) {
            coord p = board_point(b, r, c);
            b->color[p] = EMPTY;
            b->empty_index[p] = b->nempty;
            b->empty_list[b->nempty++] = p;
        }
    b->hash = 0;
    b->ko = PASS;
    b->ko_color = EMPTY;
    b->last_move = PASS;
    b->last_color = EMPTY;
    b->captures[0] = b->captures[1] = b->captures[2] = 0;
    b->moves = 0;
    b->npast = 0;
    b->past = NULL;
    b->nhashes = 1;
    b->hashes[0] = 0;
    b->depth = 0;
    b->log_top = 0;
}

static void board_state_save(const struct board *b, struct board_state *st)
{
    st->hash = b->hash;
    st->ko = b->ko;
    st->ko_color = b->ko_color;
    st->last_move = b->last_move;
    st->last_color = b->last_color;
    memcpy(st->captures, b->captures, sizeof st->captures);
    st->moves = b->moves;
    st->nhashes = b->nhashes;
}

static void board_state_load(struct board *b, const struct board_state *st)
{
    b->hash = st->hash;
    b->ko = st->ko;
    b->ko_color = st->ko_color;
    b->last_move = st->last_move;
    b->last_color = st->last_color;
    memcpy(b->captures, st->captures, sizeof b->captures);
    b->moves = st->moves;
    b->nhashes = st->nhashes;
}

/* Copies the used prefix of every per-point array (npoints of them; the
 * empty list up to nempty) and the scalar state; dst gets no undo log. */
void board_copy(struct board *dst, const struct board *src)
{
    size_t n = (size_t)src->npoints;
    struct board_state st;
    dst->size = src->size;
    dst->stride = src->stride;
    dst->npoints = src->npoints;
    memcpy(dst->dir, src->dir, sizeof dst->dir);
    memcpy(dst->diag, src->diag, sizeof dst->diag);
    memcpy(dst->color, src->color, n);
    memcpy(dst->str, src->str, n * sizeof(coord));
    memcpy(dst->next_stone, src->next_stone, n * sizeof(coord));
    memcpy(dst->strings, src->strings, n * sizeof(struct string_info));
    memcpy(dst->empty_list, src->empty_list, src->nempty * sizeof(coord));
    memcpy(dst->empty_index, src->empty_index, n * sizeof(uint16_t));
    dst->nempty = src->nempty;
    board_state_save(src, &st);
    board_state_load(dst, &st);
    dst->superko = src->superko;
    dst->npast = src->npast;
    dst->past = src->past;
    memcpy(dst->hashes, src->hashes, (size_t)src->nhashes * sizeof(uint64_t));
    dst->log = NULL;
    dst->log_cap = 0;
    dst->depth = 0;
    dst->log_top = 0;
}

void board_assign(struct board *dst, const struct board *src)
{
    struct undo_entry *log = dst->log;
    int cap = dst->log_cap;
    board_copy(dst, src);
    dst->log = log;
    dst->log_cap = cap;
}

bool board_on_board(const struct board *b, coord p)
{
    return p > 0 && p < b->npoints && b->color[p] != OFFBOARD;
}

/* ---- string queries ----------------------------------------------------- */

/* Liberties by scanning the stones; used when the set is not kept. */
static int scan_liberties(const struct board *b, coord s, coord *out, int max)
{
    struct point_bits seen;
    int n = 0;
    point_bits_clear(&seen, b);
    FOR_EACH_STONE(b, s, q) {
        for (int k = 0; k < 4; k++) {
            coord l = (coord)(q + b->dir[k]);
            if (b->color[l] == EMPTY && point_bits_add(&seen, l)) {
                if (n < max)
                    out[n] = l;
                n++;
            }
        }
    }
    return n;
}

int board_liberties(const struct board *b, coord p, coord *out, int max)
{
    coord s = b->str[p];
    const struct string_info *si = &b->strings[s];
    if (si->libs <= LIBS_KEPT) {
        int n = si->libs < max ? si->libs : max;
        memcpy(out, si->lib, (size_t)n * sizeof(coord));
        return n;
    }
    int n = scan_liberties(b, s, out, max);
    return n < max ? n : max;
}

int board_stones(const struct board *b, coord p, coord *out, int max)
{
    int n = 0;
    FOR_EACH_STONE(b, b->str[p], q) {
        if (n < max)
            out[n++] = q;
    }
    return n;
}

int board_adjacent_strings(const struct board *b, coord p, coord *out, int max)
{
    uint8_t seen[BOARD_MAX_POINTS];
    int n = 0;
    int c = b->color[p];
    memset(seen, 0, (size_t)b->npoints);
    FOR_EACH_STONE(b, b->str[p], q) {
        for (int k = 0; k < 4; k++) {
            coord a = (coord)(q + b->dir[k]);
            int ac = b->color[a];
            if (ac == EMPTY || ac == OFFBOARD || ac == c)
                continue;
            coord h = b->str[a];
            if (!seen[h]) {
                seen[h] = 1;
                if (n < max)
                    out[n++] = h;
            }
        }
    }
    return n;
}

/* ---- liberty bookkeeping ------------------------------------------------ */

WRITER void add_lib(struct board *b, bool logged, coord s, coord l)
{
    struct string_info *si = &b->strings[s];
    uint16_t n = (uint16_t)(si->libs + 1);
    if (n <= LIBS_KEPT)
        set16(b, logged, &si->lib[n - 1], l);
    set16(b, logged, &si->libs, n);
}

/* Rebuild a kept liberty set after the count fell back to LIBS_KEPT. */
WRITER void refill_libs(struct board *b, bool logged, coord s)
{
    coord tmp[LIBS_KEPT];
    int n = scan_liberties(b, s, tmp, LIBS_KEPT);
    struct string_info *si = &b->strings[s];
    for (int i = 0; i < n && i < LIBS_KEPT; i++)
        set16(b, logged, &si->lib[i], tmp[i]);
}

WRITER void remove_lib(struct board *b, bool logged, coord s, coord l)
{
    struct string_info *si = &b->strings[s];
    uint16_t n = si->libs;
    if (n <= LIBS_KEPT) {
        for (int i = 0; i < n; i++)
            if (si->lib[i] == l) {
                if (i != n - 1)
                    set16(b, logged, &si->lib[i], si->lib[n - 1]);
                break;
            }
        set16(b, logged, &si->libs, (uint16_t)(n - 1));
    } else {
        set16(b, logged, &si->libs, (uint16_t)(n - 1));
        if (n - 1 == LIBS_KEPT)
            refill_libs(b, logged, s);
    }
}

WRITER void empty_remove(struct board *b, bool logged, coord p)
{
    uint16_t i = b->empty_index[p];
    uint16_t last = (uint16_t)(b->nempty - 1);
    coord moved = b->empty_list[last];
    set16(b, logged, &b->empty_list[i], moved);
    set16(b, logged, &b->empty_index[moved], i);
    set16(b, logged, &b->nempty, last);
}

WRITER void empty_add(struct board *b, bool logged, coord p)
{
    uint16_t i = b->nempty;
    set16(b, logged, &b->empty_list[i], p);
    set16(b, logged, &b->empty_index[p], i);
    set16(b, logged, &b->nempty, (uint16_t)(i + 1));
}

WRITER void set_color(struct board *b, bool logged, coord p, int c)
{
    if (logged)
        log_byte(b, &b->color[p]);
    b->color[p] = (uint8_t)c;
}

/* Removes a captured string; gives its points as liberties to the
 * neighbouring strings of the capturer.  Returns the stones removed. */
WRITER int remove_string(struct board *b, bool logged, coord s)
{
    int victim = b->color[s];
    int n = 0;
    coord q = s;
    do {
        coord nq = b->next_stone[q];
        set_color(b, logged, q, EMPTY);
        set16(b, logged, &b->str[q], 0);
        empty_add(b, logged, q);
        b->hash ^= board_zobrist(q, victim);
        n++;
        q = nq;
    } while (q != s);
    /* Second pass: the points are empty now, so each neighbouring string
     * gains each point once (deduplicated among the point's neighbours). */
    q = s;
    do {
        coord heads[4];
        int nh = 0;
        for (int k = 0; k < 4; k++) {
            coord a = (coord)(q + b->dir[k]);
            int ac = b->color[a];
            if (ac != BLACK && ac != WHITE)
                continue;
            coord h = b->str[a];
            bool dup = false;
            for (int j = 0; j < nh; j++)
                dup |= heads[j] == h;
            if (!dup) {
                heads[nh++] = h;
                add_lib(b, logged, h, q);
            }
        }
        coord nq = b->next_stone[q];
        set16(b, logged, &b->next_stone[q], 0);
        q = nq;
    } while (q != s);
    return n;
}

/* Liberties of the string that the merge produced at head h: the union of
 * the kept sets when all are exact, else a scan. */
WRITER void merge_libs(struct board *b, bool logged, coord h, const coord *parts, int nparts,
                       const coord *own, int nown)
{
    coord uni[4 * LIBS_KEPT + 4];
    int n = 0;
    bool exact = true;
    for (int i = 0; i < nparts && exact; i++)
        exact = b->strings[parts[i]].libs <= LIBS_KEPT;
    struct string_info *si = &b->strings[h];
    if (exact && nparts == 1 && parts[0] == h) {
        /* One string grows by a stone: its set stays as it is and the new
         * stone's liberties it lacks go at the end, which is the union
         * below without rewriting (and logging) every entry. */
        int n0 = si->libs, n = n0;
        for (int j = 0; j < nown; j++) {
            bool dup = false;
            for (int i = 0; i < n0; i++)
                dup |= si->lib[i] == own[j];
            if (dup)
                continue;
            if (n < LIBS_KEPT)
                set16(b, logged, &si->lib[n], own[j]);
            n++;
        }
        if (n != n0)
            set16(b, logged, &si->libs, (uint16_t)n);
        return;
    }
    if (!exact) {
        coord tmp[LIBS_KEPT];
        int count = scan_liberties(b, h, tmp, LIBS_KEPT);
        for (int i = 0; i < count && i < LIBS_KEPT; i++)
            set16(b, logged, &si->lib[i], tmp[i]);
        set16(b, logged, &si->libs, (uint16_t)count);
        return;
    }
    /* Dedupe with a mark array that is cleared again afterwards, so the
     * cost is proportional to the liberties, not to the board. */
    uint8_t mark[BOARD_MAX_POINTS];
    for (int i = 0; i < nparts; i++) {
        const struct string_info *pi = &b->strings[parts[i]];
        for (int j = 0; j < pi->libs; j++)
            uni[n++] = pi->lib[j];
    }
    for (int j = 0; j < nown; j++)
        uni[n++] = own[j];
    int m = 0;
    for (int i = 0; i < n; i++)
        mark[uni[i]] = 0;
    for (int i = 0; i < n; i++)
        if (!mark[uni[i]]) {
            mark[uni[i]] = 1;
            uni[m++] = uni[i];
        }
    n = m;
    for (int i = 0; i < n && i < LIBS_KEPT; i++)
        set16(b, logged, &si->lib[i], uni[i]);
    set16(b, logged, &si->libs, (uint16_t)n);
}

/* The friend that stays head: the one with the most liberties, so that a
 * large string keeps its record and only small ones are relabelled. */
static coord pick_merge_head(const struct board *b, const coord *friends, int n)
{
    coord head = friends[0];
    for (int i = 1; i < n; i++) {
        const struct string_info *a = &b->strings[friends[i]], *h = &b->strings[head];
        if (a->libs > h->libs || (a->libs == h->libs && a->size > h->size))
            head = friends[i];
    }
    return head;
}

static bool touches_string(const struct board *b, coord l, coord head)
{
    for (int k = 0; k < 4; k++) {
        coord a = (coord)(l + b->dir[k]);
        if (b->str[a] == head && (b->color[a] == BLACK || b->color[a] == WHITE))
            return true;
    }
    return false;
}

/* Liberty count of head joined with the other parts and p, when head's own
 * set is not kept: head's count plus the other liberties that do not
 * already touch head.  Falls back to a scan (-1) if another part's set is
 * not kept either.  Called before any stone is relabelled. */
static int merged_count_big_head(const struct board *b, coord head, const coord *parts,
                                 int nparts, const coord *own, int nown)
{
    coord extra[4 * LIBS_KEPT + 4];
    int n = 0;
    for (int i = 0; i < nparts; i++) {
        const struct string_info *si = &b->strings[parts[i]];
        if (parts[i] == head)
            continue;
        if (si->libs > LIBS_KEPT)
            return -1;
        for (int j = 0; j < si->libs; j++)
            extra[n++] = si->lib[j];
    }
    for (int j = 0; j < nown; j++)
        extra[n++] = own[j];
    int count = b->strings[head].libs;
    for (int i = 0; i < n; i++) {
        bool dup = false;
        for (int j = 0; j < i && !dup; j++)
            dup = extra[j] == extra[i];
        if (!dup && !touches_string(b, extra[i], head))
            count++;
    }
    return count;
}

WRITER void place_stone(struct board *b, bool logged, int color, coord p)
{
    int enemy = other_color(color);
    coord own_libs[4], friends[4], enemies[4];
    int nown = 0, nfriends = 0, nenemies = 0;

    if (logged)
        log_reserve(b);
    set_color(b, logged, p, color);
    empty_remove(b, logged, p);
    b->hash ^= board_zobrist(p, color);

    for (int k = 0; k < 4; k++) {
        coord a = (coord)(p + b->dir[k]);
        int ac = b->color[a];
        if (ac == EMPTY) {
            own_libs[nown++] = a;
            continue;
        }
        if (ac == OFFBOARD)
            continue;
        coord h = b->str[a];
        coord *list = ac == color ? friends : enemies;
        int *cnt = ac == color ? &nfriends : &nenemies;
        bool dup = false;
        for (int j = 0; j < *cnt; j++)
            dup |= list[j] == h;
        if (!dup) {
            list[(*cnt)++] = h;
            remove_lib(b, logged, h, p);
        }
    }

    /* Join p and the friendly strings under the largest one's head. */
    coord head = p;
    if (nfriends == 0) {
        set16(b, logged, &b->str[p], p);
        set16(b, logged, &b->next_stone[p], p);
        set16(b, logged, &b->strings[p].size, 1);
        for (int i = 0; i < nown; i++)
            set16(b, logged, &b->strings[p].lib[i], own_libs[i]);
        set16(b, logged, &b->strings[p].libs, (uint16_t)nown);
    } else {
        head = pick_merge_head(b, friends, nfriends);
        int big_count = -1;
        if (b->strings[head].libs > LIBS_KEPT) {
            /* p is not part of the head yet: mark it as its own string so
             * its liberties are not taken for the head's. */
            set16(b, logged, &b->str[p], p);
            big_count = merged_count_big_head(b, head, friends, nfriends, own_libs, nown);
        }
        int size = b->strings[head].size + 1;
        set16(b, logged, &b->str[p], head);
        set16(b, logged, &b->next_stone[p], b->next_stone[head]);
        set16(b, logged, &b->next_stone[head], p);
        for (int i = 0; i < nfriends; i++) {
            coord f = friends[i];
            if (f == head)
                continue;
            size += b->strings[f].size;
            FOR_EACH_STONE(b, f, q)
                set16(b, logged, &b->str[q], head);
            coord t = b->next_stone[head];
            set16(b, logged, &b->next_stone[head], b->next_stone[f]);
            set16(b, logged, &b->next_stone[f], t);
        }
        set16(b, logged, &b->strings[head].size, (uint16_t)size);
        if (big_count >= 0)
            set16(b, logged, &b->strings[head].libs, (uint16_t)big_count);
        else
            merge_libs(b, logged, head, friends, nfriends, own_libs, nown);
    }

    int captured = 0;
    coord captured_at = PASS;
    for (int i = 0; i < nenemies; i++)
        if (b->strings[enemies[i]].libs == 0) {
            if (captured == 0)
                captured_at = enemies[i];
            captured += remove_string(b, logged, enemies[i]);
        }
    b->captures[color] += captured;
    (void)enemy;

    if (captured == 1 && b->strings[head].size == 1 && b->strings[head].libs == 1) {
        b->ko = captured_at;
        b->ko_color = (uint8_t)enemy;
    } else {
        b->ko = PASS;
        b->ko_color = EMPTY;
    }
}

static void record_move(struct board *b, int color, coord p)
{
    b->last_move = p;
    b->last_color = (uint8_t)color;
    b->moves++;
    if (b->nhashes < MAX_BOARD_HASHES)
        b->hashes[b->nhashes++] = b->hash;
}

void board_play_unchecked(struct board *b, int color, coord p)
{
    if (p == PASS) {
        b->ko = PASS;
        b->ko_color = EMPTY;
    } else if (b->depth) {
        place_stone(b, true, color, p);
    } else {
        place_stone(b, false, color, p);
    }
    record_move(b, color, p);
}

/* Hash of the position after color plays at p (p legal but for superko). */
static uint64_t hash_after(const struct board *b, int color, coord p)
{
    uint64_t h = b->hash ^ board_zobrist(p, color);
    coord caught[4];
    int ns = board_captured_strings(b, color, p, caught);
    for (int j = 0; j < ns; j++)
        FOR_EACH_STONE(b, caught[j], q)
            h ^= board_zobrist(q, other_color(color));
    return h;
}

enum move_error board_check_superko(const struct board *b, int color, coord p)
{
    uint64_t h = hash_after(b, color, p);
    for (int i = 0; i < b->nhashes; i++)
        if (b->hashes[i] == h)
            return MOVE_SUPERKO;
    for (int i = 0; i < b->npast; i++)
        if (b->past[i] == h)
            return MOVE_SUPERKO;
    return MOVE_OK;
}

enum move_error board_play(struct board *b, int color, coord p)
{
    enum move_error e = board_check_move(b, color, p);
    if (e == MOVE_OK)
        board_play_unchecked(b, color, p);
    return e;
}

/* ---- trymove / popmove -------------------------------------------------- */

static bool push_and_play(struct board *b, int color, coord p, bool ignore_ko)
{
    if (b->depth >= MAX_UNDO_DEPTH)
        return false;
    if (board_move_verdict(b, color, p, ignore_ko) != MOVE_OK)
        return false;
    struct undo_frame *f = &b->frames[b->depth];
    board_state_save(b, &f->st);
    f->log_top = b->log_top;
    b->depth++;
    board_play_unchecked(b, color, p);
    return true;
}

bool board_trymove(struct board *b, int color, coord p)
{
    return push_and_play(b, color, p, false);
}

bool board_tryko(struct board *b, int color, coord p)
{
    return push_and_play(b, color, p, true);
}

void board_popmove(struct board *b)
{
    if (b->depth == 0)
        return;
    b->depth--;
    struct undo_frame *f = &b->frames[b->depth];
    /* Locals: the restoring stores may alias any field of b. */
    const struct undo_entry *log = b->log;
    for (int i = b->log_top - 1, stop = f->log_top; i >= stop; i--)
        memcpy((char *)b + log[i].off, &log[i].old, sizeof log[i].old);
    b->log_top = f->log_top;
    board_state_load(b, &f->st);
}

/* ---- setup -------------------------------------------------------------- */

enum move_error board_setup_stone(struct board *b, int color, coord p)
{
    if (!board_on_board(b, p))
        return MOVE_OFF_BOARD;
    if (color != EMPTY && color != BLACK && color != WHITE)
        return MOVE_BAD_COLOR;
    if (b->depth)
        return MOVE_TOO_DEEP;
    if (b->color[p] != EMPTY) {
        /* Remove the stone, then rebuild the strings it touched by
         * re-placing their stones: setup is rare, clarity wins. */
        coord stones[BOARD_MAX_POINTS];
        int n = 0;
        int old = b->color[p];
        coord s = b->str[p];
        FOR_EACH_STONE(b, s, q)
            stones[n++] = q;
        int caps = b->captures[BLACK], capw = b->captures[WHITE];
        remove_string(b, false, s);
        for (int i = 0; i < n; i++)
            if (stones[i] != p)
                place_stone(b, false, old, stones[i]);
        b->captures[BLACK] = caps;
        b->captures[WHITE] = capw;
    }
    if (color != EMPTY) {
        int caps = b->captures[BLACK], capw = b->captures[WHITE];
        /* A setup that takes an enemy string's last liberty removes it, as
         * a move would, but setup stones never count as prisoners. */
        place_stone(b, false, color, p);
        b->captures[BLACK] = caps;
        b->captures[WHITE] = capw;
    }
    b->ko = PASS;
    b->ko_color = EMPTY;
    b->npast = 0;
    b->past = NULL;
    b->nhashes = 1;
    b->hashes[0] = b->hash;
    return MOVE_OK;
}

/* ---- move helpers -------------------------------------------------------- */

bool board_is_eyelike(const struct board *b, coord p, int color)
{
    if (b->color[p] != EMPTY)
        return false;
    for (int k = 0; k < 4; k++) {
        int c = b->color[p + b->dir[k]];
        if (c != color && c != OFFBOARD)
            return false;
    }
    return true;
}

bool board_is_true_eye(const struct board *b, coord p, int color)
{
    if (!board_is_eyelike(b, p, color))
        return false;
    int bad = 0, off = 0;
    for (int k = 0; k < 4; k++) {
        int c = b->color[p + b->diag[k]];
        if (c == OFFBOARD)
            off = 1;
        else if (c == other_color(color))
            bad++;
    }
    return bad + off < 2;
}

/* More friends, or one whose set is not kept: a mark set. */
static __attribute__((noinline)) int friends_libs_after(const struct board *b, coord p,
                                                        const coord *e, int ne,
                                                        const coord *friends, int nf)
{
    const struct string_info *si;
    int n = 0;
    struct point_bits seen;
    point_bits_clear(&seen, b);
    point_bits_add(&seen, p);
    for (int k = 0; k < ne; k++)
        point_bits_add(&seen, e[k]);
    for (int i = 0; i < nf; i++) {
        si = &b->strings[friends[i]];
        coord scanned[BOARD_MAX_POINTS];
        const coord *libs = si->lib;
        int nl = si->libs;
        if (nl > LIBS_KEPT)
            nl = scan_liberties(b, friends[i], scanned, BOARD_MAX_POINTS), libs = scanned;
        for (int j = 0; j < nl; j++)
            n += point_bits_add(&seen, libs[j]);
    }
    return n;
}

/* Liberties of the friendly strings around p that are not p or one of
 * p's empty neighbours e[0..ne-1]: one friend's kept set is free of
 * duplicates already, so only those few points need a test; more friends
 * (or a set that is not kept) take a mark set. */
static inline int friend_libs_after(const struct board *b, coord p, const coord *e, int ne,
                                    const coord *friends, int nf)
{
    const struct string_info *si = &b->strings[friends[0]];
    int n = 0;
    if (nf == 1 && si->libs <= LIBS_KEPT) {
        /* A liberty is p itself or one of e[] exactly when it is p or
         * next to p (it is empty, and e[] are all of p's empty
         * neighbours). */
        int s = b->stride;
        for (int j = 0; j < si->libs; j++) {
            int d = (int)si->lib[j] - (int)p;
            n += !(d == 0 || d == 1 || d == -1 || d == s || d == -s);
        }
        return n;
    }
    return friends_libs_after(b, p, e, ne, friends, nf);
}

/* An illegal move (suicide included) has 0.  No legality test first: a
 * suicide adds up to 0 here anyway (no empty neighbour, every friend's
 * last liberty is p, nothing captured), and this runs at nearly every
 * node of the tactical reader. */
int board_libs_after(const struct board *b, int color, coord p)
{
    if (p == PASS || p >= b->npoints || b->color[p] != EMPTY
        || (color != BLACK && color != WHITE))
        return 0;
    coord friends[4], victims[4], e[4];
    int nf = 0, nv = 0, ne = 0;
    for (int k = 0; k < 4; k++) {
        coord a = (coord)(p + b->dir[k]);
        int ac = b->color[a];
        if (ac == EMPTY) {
            e[ne++] = a;
        } else if (ac == color) {
            bool dup = false;
            for (int j = 0; j < nf; j++)
                dup |= friends[j] == b->str[a];
            if (!dup)
                friends[nf++] = b->str[a];
        } else if (ac != OFFBOARD && b->strings[b->str[a]].libs == 1) {
            bool dup = false;
            for (int j = 0; j < nv; j++)
                dup |= victims[j] == b->str[a];
            if (!dup)
                victims[nv++] = b->str[a];
        }
    }
    int n = ne + (nf ? friend_libs_after(b, p, e, ne, friends, nf) : 0);
    /* Captured stones become liberties where they touch the new string
     * (each once: they are stones now, so in no liberty set above). */
    for (int i = 0; i < nv; i++)
        FOR_EACH_STONE(b, victims[i], q) {
            bool touches = false;
            for (int k = 0; k < 4 && !touches; k++) {
                coord a = (coord)(q + b->dir[k]);
                if (a == p)
                    touches = true;
                else if (b->color[a] == color)
                    for (int j = 0; j < nf; j++)
                        touches |= b->str[a] == friends[j];
            }
            n += touches;
        }
    return n;
}

bool board_is_self_atari(const struct board *b, int color, coord p)
{
    /* Quick exits before the exact test. */
    int empties = 0;
    for (int k = 0; k < 4; k++)
        empties += b->color[p + b->dir[k]] == EMPTY;
    if (empties >= 2)
        return false;
    return board_libs_after(b, color, p) == 1;
}

/* The common case decides quickly: a point with an empty neighbour is
 * neither an eye nor suicide, so only ko and superko can forbid it. */
static bool random_candidate_ok(const struct board *b, int color, coord p)
{
    for (int k = 0; k < 4; k++)
        if (b->color[p + b->dir[k]] == EMPTY) {
            if (b->superko || p == b->ko)
                return board_is_legal(b, color, p);
            return true;
        }
    if (board_is_true_eye(b, p, color))
        return false;
    return board_is_legal(b, color, p);
}

coord board_random_move(const struct board *b, int color, uint64_t *rng)
{
    int n = b->nempty;
    if (n == 0)
        return PASS;
    int start = (int)rng_below(rng, (uint32_t)n);
    for (int i = 0; i < n; i++) {
        int j = start + i;
        if (j >= n)
            j -= n;
        coord p = b->empty_list[j];
        if (random_candidate_ok(b, color, p))
            return p;
    }
    return PASS;
}
