/* simple.c — the PLACEHOLDER `simple` engine.  It stands behind the engine
 * interface until the classical and MC engines replace it, and stays as a
 * weak, predictable sparring partner for tests.  It knows no strategy:
 *
 *   1. capture: the move that captures the most stones;
 *   2. escape: save an own string in atari by a move that leaves it with
 *      at least two liberties (the largest string first);
 *   3. otherwise a random legal move that neither fills an own eye-like
 *      point nor puts the mover in atari;
 *   4. pass when nothing is left.
 *
 * The random choice is seeded from the position (hash, move count, color),
 * so the same position always gets the same answer: genmove and
 * reg_genmove need no state and transcripts are reproducible. */
#include <stdio.h>
#include <stdlib.h>

#include "engine.h"
#include "util/rng.h"

static coord best_capture(const struct board *b, int color)
{
    coord best = PASS;
    int most = 0;
    FOR_EACH_POINT(b, p) {
        if (b->color[p] != EMPTY)
            continue;
        int n = board_would_capture(b, color, p);
        if (n > most && board_is_legal(b, color, p)) {
            most = n;
            best = p;
        }
    }
    return best;
}

/* Liberties of own strings in atari that a move there would give them. */
static coord best_escape(const struct board *b, int color)
{
    coord best = PASS;
    int biggest = 0;
    FOR_EACH_POINT(b, p) {
        if (b->color[p] != color || b->str[p] != p || board_countlib(b, p) != 1)
            continue;
        coord lib;
        board_liberties(b, p, &lib, 1);
        int size = board_string_size(b, p);
        if (size > biggest && board_is_legal(b, color, lib)
            && board_libs_after(b, color, lib) >= 2) {
            biggest = size;
            best = lib;
        }
    }
    return best;
}

static uint64_t position_seed(const struct board *b, int color)
{
    uint64_t z = b->hash ^ ((uint64_t)b->moves << 32) ^ (uint64_t)color;
    z = (z ^ (z >> 33)) * 0xff51afd7ed558ccdULL;
    z = (z ^ (z >> 33)) * 0xc4ceb9fe1a85ec53ULL;
    z ^= z >> 33;
    return z ? z : 0x9e3779b97f4a7c15ULL;
}

static bool quiet_move_ok(const struct board *b, int color, coord p)
{
    return !board_is_eyelike(b, p, color) && board_is_legal(b, color, p)
        && !board_is_self_atari(b, color, p);
}

/* A uniformly chosen acceptable empty point: walk the empty list from a
 * random start so every candidate is tried once. */
static coord random_quiet_move(const struct board *b, int color)
{
    int n = b->nempty;
    if (n == 0)
        return PASS;
    uint64_t rng = position_seed(b, color);
    int start = (int)(rng_next(&rng) % (uint64_t)n);
    for (int i = 0; i < n; i++) {
        coord p = b->empty_list[(start + i) % n];
        if (quiet_move_ok(b, color, p))
            return p;
    }
    return PASS;
}

static coord simple_genmove(struct engine *e, const struct game *g, int color)
{
    (void)e;
    const struct board *b = &g->board;
    coord p = best_capture(b, color);
    if (p == PASS)
        p = best_escape(b, color);
    if (p == PASS)
        p = random_quiet_move(b, color);
    return p;
}

struct engine *simple_engine_create(char *err, int errlen)
{
    struct engine *e = calloc(1, sizeof *e);
    if (!e) {
        snprintf(err, (size_t)errlen, "out of memory");
        return NULL;
    }
    e->name = "simple";
    e->genmove = simple_genmove;
    return e;
}
