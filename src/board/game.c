/* game.c — owns the game record, the position history positional superko
 * reads, and undo-by-replay.  Undo replays the record rather than keeping
 * board copies because undo is rare, while a copy per move would cost
 * memory on every game.
 *
 * The history lives here, not in the board: the game's board borrows it
 * (board.past) and its own hashes[] stays empty between moves, so copying
 * the board (readers, MC) costs the same at move 10,000 as at move 10. */
#include "game.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

/* move_error_text (board.c) names the cap in its message. */
_Static_assert(MAX_GAME_MOVES == 100000, "update MOVE_RECORD_FULL's text in board.c");

#define FIRST_CAP 512

/* Most elements an array of the game holds: a move or a position per move,
 * the starting position, and one being added. */
#define MAX_ELEMENTS (MAX_GAME_MOVES + 2)

/* Grows *arr (elements of size bytes, *cap of them) to hold need, doubling
 * up to MAX_ELEMENTS; false when memory runs out (the array is then
 * unchanged). */
static bool grow(void **arr, int *cap, int need, size_t size)
{
    if (need <= *cap)
        return true;
    if (need > MAX_ELEMENTS)
        return false;
    int c = *cap ? *cap : FIRST_CAP;
    while (c < need)
        c = c > MAX_ELEMENTS / 2 ? MAX_ELEMENTS : c * 2;
    void *p = realloc(*arr, (size_t)c * size);
    if (!p)
        return false;
    *arr = p;
    *cap = c;
    return true;
}

/* Moves the positions the board recorded itself (hashes[]: the one after
 * setup or the last move) into the game's history and lends the board the
 * whole of it.  The history has room: game_play reserved it. */
static void absorb_history(struct game *g)
{
    struct board *b = &g->board;
    for (int i = 0; i < b->nhashes && g->nhistory < g->history_cap; i++)
        g->history[g->nhistory++] = b->hashes[i];
    b->nhashes = 0;
    b->npast = g->nhistory;
    b->past = g->history;
}

/* Starts the history at the board's position (after setup). */
static void restart_history(struct game *g)
{
    g->nhistory = 0;
    absorb_history(g);
}

static void game_zero_arrays(struct game *g)
{
    g->moves = NULL;
    g->moves_cap = 0;
    g->history = NULL;
    g->history_cap = 0;
    g->nhistory = 0;
}

void game_init(struct game *g, int size, double komi)
{
    board_init(&g->board, size);
    game_zero_arrays(g);
    g->komi = komi;
    g->rules = RULES_CHINESE;
    g->superko = false;
    game_clear(g);
}

void game_free(struct game *g)
{
    board_free(&g->board);
    free(g->moves);
    free(g->history);
    game_zero_arrays(g);
    g->board.past = NULL;
    g->board.npast = 0;
}

void game_clear(struct game *g)
{
    board_free(&g->board);
    board_init(&g->board, g->board.size);
    g->board.superko = g->superko;
    g->to_move = BLACK;
    g->first_to_move = BLACK;
    g->handicap = 0;
    g->nsetup = 0;
    g->nmoves = 0;
    /* history_cap is 0 only before the first move: the first absorb then
     * finds no room, and game_play's reservation makes it. */
    if (grow((void **)&g->history, &g->history_cap, 1, sizeof *g->history))
        restart_history(g);
}

/* Room for one more move and its position; false at the cap or without
 * memory. */
static bool reserve_move(struct game *g)
{
    int need = g->nmoves + 1;
    if (need > MAX_GAME_MOVES)
        return false;
    if (!grow((void **)&g->moves, &g->moves_cap, need, sizeof *g->moves))
        return false;
    return grow((void **)&g->history, &g->history_cap, g->nhistory + 2, sizeof *g->history);
}

enum move_error game_play(struct game *g, int color, coord p)
{
    if (!reserve_move(g))
        return MOVE_RECORD_FULL;
    if (g->board.nhashes > 0)      /* a history that found no room before */
        absorb_history(g);
    g->board.superko = g->superko;
    enum move_error e = board_play(&g->board, color, p);
    if (e != MOVE_OK)
        return e;
    absorb_history(g);
    g->moves[g->nmoves].color = (uint8_t)color;
    g->moves[g->nmoves].point = p;
    g->nmoves++;
    g->to_move = other_color(color);
    return MOVE_OK;
}

enum move_error game_setup(struct game *g, int color, coord p)
{
    if (g->nsetup >= (int)(sizeof g->setup / sizeof g->setup[0]))
        return MOVE_TOO_DEEP;
    enum move_error e = board_setup_stone(&g->board, color, p);
    if (e != MOVE_OK)
        return e;
    /* Setup after moves is recorded as if before them; replay then
     * differs only in the rare SGF that mixes the two mid-game, which the
     * SGF loader handles by folding moves into setup. */
    g->setup[g->nsetup].color = (uint8_t)color;
    g->setup[g->nsetup].point = p;
    g->nsetup++;
    restart_history(g);
    return MOVE_OK;
}

void game_replay(struct game *g, int n)
{
    struct board *b = &g->board;
    board_clear(b);
    b->superko = g->superko;
    for (int i = 0; i < g->nsetup; i++)
        board_setup_stone(b, g->setup[i].color, g->setup[i].point);
    restart_history(g);
    if (n > g->nmoves)
        n = g->nmoves;
    g->to_move = g->first_to_move;
    for (int i = 0; i < n; i++) {
        board_play_unchecked(b, g->moves[i].color, g->moves[i].point);
        absorb_history(g);
        g->to_move = other_color(g->moves[i].color);
    }
    g->nmoves = n;
}

bool game_undo(struct game *g)
{
    if (g->nmoves == 0)
        return false;
    game_replay(g, g->nmoves - 1);
    return true;
}

bool game_copy(struct game *dst, const struct game *src)
{
    size_t head = offsetof(struct game, to_move);
    memcpy((char *)dst + head, (const char *)src + head, sizeof *dst - head);
    board_copy(&dst->board, &src->board);
    game_zero_arrays(dst);
    bool ok = grow((void **)&dst->moves, &dst->moves_cap, src->nmoves + 1, sizeof *dst->moves)
           && grow((void **)&dst->history, &dst->history_cap, src->nhistory + 1,
                   sizeof *dst->history);
    if (!ok) {
        game_free(dst);
        game_init(dst, src->board.size, src->komi);
        return false;
    }
    /* A game that never had a move has no record array (NULL): memcpy
     * must not see it, even for zero bytes (fuzz_analyze found it). */
    if (src->nmoves > 0)
        memcpy(dst->moves, src->moves, (size_t)src->nmoves * sizeof *dst->moves);
    if (src->nhistory > 0)
        memcpy(dst->history, src->history, (size_t)src->nhistory * sizeof *dst->history);
    dst->nhistory = src->nhistory;
    /* The source board's borrowed prefix becomes ours; positions it
     * recorded since (a game copied mid-trymove) stay in its hashes[]. */
    dst->board.past = dst->history;
    dst->board.npast = src->board.past == src->history ? src->board.npast : 0;
    return true;
}

bool game_over(const struct game *g)
{
    return g->nmoves >= 2 && g->moves[g->nmoves - 1].point == PASS
        && g->moves[g->nmoves - 2].point == PASS;
}
