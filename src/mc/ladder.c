/* ladder.c — owns the playouts' ladder reader: does extending a string
 * out of atari only run into a ladder?  Reads on the playout board itself
 * with trymove/popmove, the attacker trying both liberties after each
 * extension, so a ladder that works (or a ladder breaker that saves the
 * string) is seen to the edge of the board.
 *
 * Why a second ladder reader beside classical/reading/reading_ladder.c: it is
 * twice as cheap, and playouts call it often.  Measured 23 Nov 2026 with
 * `valgrind --tool=callgrind ./moyo bench mc --size 19 --playout heavy
 * --sims 2000 --seed 7`: this reader, 26,126 calls, 225.7 M instructions
 * (8,640 per call, 10.5% of the search); the classical one behind the
 * same question (extend, then reading_ladder_attack on a per-thread
 * reader), 25,482 calls, 465.2 M (18,256 per call, 19.7%): the whole
 * search took 10.1% more instructions (2,359.7 M against 2,143.3 M).
 * The classical reader pays for node counting, ko bookkeeping, liberty
 * ordering and capture moves the playouts do not need; mc may not include
 * classical anyway, so sharing one would mean moving it below both. */
#include "mc/ladder.h"

#define LADDER_DEPTH 60

/* Is an enemy string next to the string at p in atari (a counter-capture
 * that frees the defender)? */
static bool can_counter_capture(const struct board *b, coord p)
{
    int enemy = other_color(b->color[p]);
    FOR_EACH_STONE(b, b->str[p], q)
        for (int k = 0; k < 4; k++) {
            coord a = (coord)(q + b->dir[k]);
            if (b->color[a] == enemy && b->strings[b->str[a]].libs == 1)
                return true;
        }
    return false;
}

/* The string at p is in atari, its owner to move: can it get away? */
static bool escapes(struct board *b, coord p, int depth)
{
    int color = b->color[p], enemy = other_color(color);
    if (depth > LADDER_DEPTH || can_counter_capture(b, p))
        return true;
    coord lib = b->strings[b->str[p]].lib[0];
    if (!board_trymove(b, color, lib))
        return false;
    int libs = b->strings[b->str[p]].libs;
    bool free = libs >= 3;
    if (libs == 2) {
        free = true;
        coord l2[2] = {b->strings[b->str[p]].lib[0], b->strings[b->str[p]].lib[1]};
        for (int i = 0; i < 2 && free; i++) {
            if (!board_trymove(b, enemy, l2[i]))
                continue;
            /* An atari stone that is itself in atari is simply taken. */
            if (b->strings[b->str[l2[i]]].libs >= 2 && b->strings[b->str[p]].libs == 1)
                free = escapes(b, p, depth + 1);
            board_popmove(b);
        }
    }
    board_popmove(b);
    return free;
}

bool ladder_caught(struct board *b, coord p)
{
    if (b->strings[b->str[p]].libs != 1)
        return false;
    return !escapes(b, p, 0);
}
