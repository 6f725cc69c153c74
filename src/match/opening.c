/* opening.c — owns opening variety: a few random but balanced opening
 * moves, the same for both games of a colour-swapped pair, so games do not
 * repeat and neither player profits from the opening. */
#include "match/match.h"

#include <stdio.h>
#include <string.h>

/* splitmix64: a tiny deterministic generator seeded per game pair. */
static uint64_t next_random(uint64_t *state)
{
    uint64_t z = (*state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

/* Balanced: away from the first two lines and not touching another
 * stone, so no opening move is a blunder or a fight already. */
static bool quiet_point(const struct board *b, int row, int col)
{
    int n = b->size;
    int lo = n >= 9 ? 2 : 1, hi = n - 1 - lo;
    if (row < lo || row > hi || col < lo || col > hi)
        return false;
    for (int dr = -1; dr <= 1; dr++)
        for (int dc = -1; dc <= 1; dc++) {
            int r = row + dr, c = col + dc;
            if (r >= 0 && r < n && c >= 0 && c < n && b->color[board_point(b, r, c)] != EMPTY)
                return false;
        }
    return true;
}

static int random_opening(const struct match_config *cfg, const struct game *start, int index,
                          struct game_move *moves, int max, char *err, int errlen)
{
    struct board b;
    board_copy(&b, &start->board);     /* raw copy: no undo log to keep */
    uint64_t state = cfg->seed * 0x2545f4914f6cdd1dULL + (uint64_t)(index / 2) + 1;
    int color = start->to_move, n = 0;
    int want = cfg->opening_moves < max ? cfg->opening_moves : max;
    coord cand[BOARD_MAX_SIZE * BOARD_MAX_SIZE];
    while (n < want) {
        int nc = 0;
        for (int r = 0; r < b.size; r++)
            for (int c = 0; c < b.size; c++)
                if (quiet_point(&b, r, c) && board_is_legal(&b, color, board_point(&b, r, c)))
                    cand[nc++] = board_point(&b, r, c);
        if (nc == 0) {
            snprintf(err, errlen, "no room for %d opening moves on %dx%d", want, b.size, b.size);
            n = -1;
            break;
        }
        coord p = cand[next_random(&state) % (uint64_t)nc];
        board_play(&b, color, p);
        moves[n].color = (uint8_t)color;
        moves[n].point = p;
        n++;
        color = other_color(color);
    }
    board_free(&b);
    return n;
}

int opening_moves(const struct match_config *cfg, const struct game *start, int index,
                  struct game_move *moves, int max, char *err, int errlen)
{
    switch (cfg->opening) {
    case OPENING_RANDOM:
        return random_opening(cfg, start, index, moves, max, err, errlen);
    case OPENING_BOOK:
        return book_opening(cfg, start, index, moves, max, err, errlen);
    default:
        return 0;
    }
}

