/* score_estimate_ownership.c — owns ownership by random completion: the
 * position is played out to the end many times, and each point is
 * counted for whoever holds it when the playout stops.
 *
 * The completion policy is uniform random over legal moves that do not
 * fill the mover's own true eye (board_random_move's rule), with three
 * light corrections that every Monte Carlo scorer makes because pure
 * random play misjudges finished positions:
 *   - capture a string the opponent's last move left in atari;
 *   - save an own string the opponent's last move put in atari, when
 *     extending gives it more than one liberty;
 *   - never play a self-atari that joins an existing string (it throws
 *     away living groups with a big eye and breaks every seki); a lone
 *     stone may still throw in.
 * Playouts start with the side to move and end after two passes.  The
 * random seed comes from the position, so the answer is reproducible.
 */
#include "classical/influence/score_estimate.h"
#include "util/rng.h"

#include <stdlib.h>
#include <string.h>

/* Sequential stopping for verdicts: after SETTLE_MIN completions, and
 * every SETTLE_BATCH after, stop when every string's mean ownership is
 * below SETTLED_DEAD or above SETTLED_ALIVE.  With 128 completions the
 * standard error of a mean is at most 0.09, so those margins are three
 * standard errors from the 0.3 verdict boundary and from the 0.6 line
 * of undecided strings. */
#define SETTLE_MIN 128
#define SETTLE_BATCH 64
#define SETTLED_DEAD 0.0f
#define SETTLED_ALIVE 0.85f

/* A self-atari that connects to an own string: never worth it in a
 * completion (a lone throw-in is fine). */
static bool bad_self_atari(const struct board *b, int color, coord p)
{
    bool joins = false;
    for (int k = 0; k < 4; k++)
        joins |= b->color[p + b->dir[k]] == color;
    return joins && board_is_self_atari(b, color, p);
}

static bool acceptable(const struct board *b, int color, coord p)
{
    return !board_is_true_eye(b, p, color) && board_is_legal(b, color, p)
        && !bad_self_atari(b, color, p);
}

/* Answers to the last move: capture what it left in atari, or save
 * what it put in atari.  PASS when there is nothing urgent. */
static coord urgent_move(const struct board *b, int color)
{
    coord last = b->last_move;
    if (last == PASS || b->color[last] != other_color(color))
        return PASS;
    coord lib;
    if (board_countlib(b, last) == 1 && board_liberties(b, last, &lib, 1) == 1
        && board_is_legal(b, color, lib))
        return lib;
    for (int k = 0; k < 4; k++) {
        coord a = (coord)(last + b->dir[k]);
        if (b->color[a] != color || board_countlib(b, a) != 1)
            continue;
        if (board_liberties(b, a, &lib, 1) == 1 && board_libs_after(b, color, lib) >= 2)
            return lib;
    }
    return PASS;
}

static coord playout_move(const struct board *b, int color, uint64_t *rng)
{
    coord p = urgent_move(b, color);
    if (p != PASS)
        return p;
    int n = b->nempty;
    if (n == 0)
        return PASS;
    int start = (int)((rng_next(rng) >> 32) % (uint64_t)n);
    for (int i = 0; i < n; i++) {
        int j = start + i < n ? start + i : start + i - n;
        coord q = b->empty_list[j];
        if (acceptable(b, color, q))
            return q;
    }
    return PASS;
}

/* Owner of each point of a finished playout: stones, and empty points
 * whose neighbouring stones are all one colour (eyes, including the
 * two-point eyes both sides refused to fill). */
static void count_owners(const struct board *b, int *count)
{
    FOR_EACH_POINT(b, p) {
        int c = b->color[p];
        if (c == EMPTY) {
            int seen = 0;
            for (int k = 0; k < 4; k++)
                seen |= b->color[p + b->dir[k]];
            seen &= BLACK | WHITE;
            c = seen == BLACK || seen == WHITE ? seen : EMPTY;
        }
        count[p] += c == BLACK ? 1 : c == WHITE ? -1 : 0;
    }
}

/* Plays one completion of b on the scratch board w and counts it. */
static void one_playout(const struct board *b, struct board *w, int to_move, uint64_t *rng,
                        int *count)
{
    int max_moves = 3 * b->size * b->size;
    board_copy(w, b);
    int color = to_move, passes = 0;
    for (int m = 0; m < max_moves && passes < 2; m++) {
        coord p = playout_move(w, color, rng);
        board_play_unchecked(w, color, p);
        passes = p == PASS ? passes + 1 : 0;
        color = other_color(color);
    }
    count_owners(w, count);
}

/* Every string's mean ownership is far from the dead/alive boundary:
 * more completions would not change any verdict. */
static bool verdicts_settled(const struct board *b, const int *count, int n)
{
    FOR_EACH_POINT(b, p) {
        if (b->color[p] == EMPTY || board_string(b, p) != p)
            continue;
        long sum = 0;
        int k = 0;
        FOR_EACH_STONE(b, p, q) {
            sum += count[q];
            k++;
        }
        float m = (float)sum / (float)(k * n);
        if (b->color[p] == WHITE)
            m = -m;
        if (m > SETTLED_DEAD && m < SETTLED_ALIVE)
            return false;
    }
    return true;
}

static void run_playouts(const struct board *b, int to_move, int playouts, uint64_t seed,
                         bool adaptive, struct ownership *out)
{
    struct board *w = malloc(sizeof *w), *base = malloc(sizeof *base);
    int *count = calloc((size_t)b->npoints, sizeof *count);
    memset(out, 0, sizeof *out);
    if (!w || !base || !count) {
        free(w);
        free(base);
        free(count);
        return;
    }
    /* Completions ignore superko, so the game's position history is
     * dropped once here instead of being copied for every playout. */
    board_copy(base, b);
    base->superko = false;
    base->nhashes = 0;
    base->npast = 0;
    base->past = NULL;
    if (playouts <= 0)
        playouts = OWNERSHIP_DEFAULT_PLAYOUTS;
    uint64_t rng = (seed ? seed : b->hash ^ 0x9e3779b97f4a7c15ull) | 1;
    int n = 0;
    while (n < playouts) {
        one_playout(base, w, to_move, &rng, count);
        n++;
        if (adaptive && n >= SETTLE_MIN && n % SETTLE_BATCH == 0
            && verdicts_settled(b, count, n))
            break;
    }
    out->playouts = n;
    FOR_EACH_POINT(b, p)
        out->own[p] = (float)count[p] / (float)n;
    free(w);
    free(base);
    free(count);
}

void ownership_compute(const struct board *b, int to_move, int playouts, uint64_t seed,
                       struct ownership *out)
{
    run_playouts(b, to_move, playouts, seed, false, out);
}

void ownership_for_verdicts(const struct board *b, int to_move, int playouts, uint64_t seed,
                            struct ownership *out)
{
    run_playouts(b, to_move, playouts, seed, true, out);
}

/* Mean ownership of a string's points, seen from its own colour. */
float ownership_string_mean(const struct ownership *o, const struct board *b, coord s)
{
    float sum = 0;
    int n = 0;
    FOR_EACH_STONE(b, board_string(b, s), q) {
        sum += o->own[q];
        n++;
    }
    float m = sum / (float)n;
    return b->color[s] == BLACK ? m : -m;
}

/* At the end of a game a live string keeps its points in nearly every
 * completion (mean ownership near +1).  One that keeps them in fewer than
 * about two thirds (mean < 0.3) was not independently alive: its owner
 * has passed, so the opponent gets to move first where it matters. */
#define DEAD_BELOW 0.3f
#define ALIVE_ABOVE 0.6f

enum stone_status ownership_status(void *ctx, const struct board *b, coord p)
{
    const struct ownership *o = ctx;
    if (b->color[p] != BLACK && b->color[p] != WHITE)
        return STATUS_UNKNOWN;
    float m = ownership_string_mean(o, b, p);
    if (m < DEAD_BELOW)
        return STATUS_DEAD;
    if (m > ALIVE_ABOVE)
        return STATUS_ALIVE;
    return STATUS_CRITICAL;
}
