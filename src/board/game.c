/* game.c — owns the game record and undo-by-replay.  Undo replays the
 * record rather than keeping board copies because games are short and undo
 * is rare, while a copy per move would cost memory on every game. */
#include "game.h"

#include <stddef.h>
#include <string.h>

void game_init(struct game *g, int size, double komi)
{
    board_init(&g->board, size);
    g->komi = komi;
    g->rules = RULES_CHINESE;
    g->superko = false;
    game_clear(g);
}

void game_free(struct game *g)
{
    board_free(&g->board);
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
}

enum move_error game_play(struct game *g, int color, coord p)
{
    if (g->nmoves >= MAX_GAME_MOVES)
        return MOVE_TOO_DEEP;
    g->board.superko = g->superko;
    enum move_error e = board_play(&g->board, color, p);
    if (e != MOVE_OK)
        return e;
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
    return MOVE_OK;
}

void game_replay(struct game *g, int n)
{
    struct board *b = &g->board;
    board_clear(b);
    b->superko = g->superko;
    for (int i = 0; i < g->nsetup; i++)
        board_setup_stone(b, g->setup[i].color, g->setup[i].point);
    if (n > g->nmoves)
        n = g->nmoves;
    g->to_move = g->first_to_move;
    for (int i = 0; i < n; i++) {
        board_play_unchecked(b, g->moves[i].color, g->moves[i].point);
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

void game_copy(struct game *dst, const struct game *src)
{
    size_t head = offsetof(struct game, to_move);
    memcpy((char *)dst + head, (const char *)src + head, sizeof *dst - head);
    board_copy(&dst->board, &src->board);
}

bool game_over(const struct game *g)
{
    return g->nmoves >= 2 && g->moves[g->nmoves - 1].point == PASS
        && g->moves[g->nmoves - 2].point == PASS;
}
