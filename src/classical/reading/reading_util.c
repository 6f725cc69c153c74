/* reading_util.c — small board queries the move generators of both sides
 * share: liberties, neighbouring strings short of liberties, self-atari. */
#include "classical/reading/reading_impl.h"

int string_libs(const struct board *b, coord str, coord *out, int max)
{
    return board_liberties(b, str, out, max);
}

/* Heads of the enemy strings touching the string at str that have at most
 * maxlibs liberties, in the order the stones meet them.  Only strings
 * short of liberties are deduplicated (by linear search in out[]): there
 * are few of them, and it avoids clearing a board-sized mark array on
 * every node. */
static inline int add_weak_neighbour(const struct board *b, coord a, int enemy, int maxlibs,
                                     coord *out, int n, int max)
{
    if (b->color[a] != enemy)
        return n;
    coord h = b->str[a];
    if (b->strings[h].libs > maxlibs || n >= max)
        return n;
    for (int i = 0; i < n; i++)
        if (out[i] == h)
            return n;
    out[n] = h;
    return n + 1;
}

int adjacent_strings_libs(const struct board *b, coord str, int maxlibs,
                          coord *out, int max)
{
    int n = 0, c = b->color[str];
    if (c != BLACK && c != WHITE)
        return 0;
    int enemy = other_color(c);
    const int d0 = b->dir[0], d1 = b->dir[1], d2 = b->dir[2], d3 = b->dir[3];
    /* the four directions written out: this runs at most nodes of the
     * tactician, over every stone of the string */
    FOR_EACH_STONE(b, b->str[str], q) {
        n = add_weak_neighbour(b, (coord)(q + d0), enemy, maxlibs, out, n, max);
        n = add_weak_neighbour(b, (coord)(q + d1), enemy, maxlibs, out, n, max);
        n = add_weak_neighbour(b, (coord)(q + d2), enemy, maxlibs, out, n, max);
        n = add_weak_neighbour(b, (coord)(q + d3), enemy, maxlibs, out, n, max);
    }
    return n;
}

/* A move that leaves the mover with one liberty and captures nothing. */
bool is_self_atari_nocapture(const struct board *b, int color, coord p)
{
    return board_would_capture(b, color, p) == 0 && board_libs_after(b, color, p) <= 1;
}
