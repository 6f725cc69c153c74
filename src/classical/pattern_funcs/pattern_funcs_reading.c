/* pattern_funcs_reading.c — constraint functions answered by the tactician
 * (classical/reading/reading.h).  Results are the reader's ranks: 0 fails,
 * 1 ko needing a threat, 2 ko taken first, 3 unconditional success.
 *
 * The reader comes from the env's PENV_READING slot; a caller that has
 * none gets a private one, freed by pattern_env_release. */
#include <stddef.h>

#include "classical/reading/reading.h"
#include "classical/pattern_funcs/pattern_funcs.h"

static void free_reader(void *r) { reading_free(r); }

struct reading *pattern_env_reader(struct pattern_env *e)
{
    if (!e->data[PENV_READING]) {
        e->data[PENV_READING] = reading_new();
        e->cleanup[PENV_READING] = e->data[PENV_READING] ? free_reader : NULL;
    }
    return e->data[PENV_READING];
}

static bool is_stone(const struct pattern_env *e, coord p)
{
    int c = e->board->color[p];
    return c == BLACK || c == WHITE;
}

static int f_attack(struct pattern_env *e, const coord *a)
{
    struct reading *r = pattern_env_reader(e);
    coord move;
    return r && is_stone(e, a[0]) ? reading_attack(r, e->board, a[0], &move) : 0;
}

static int f_defend(struct pattern_env *e, const coord *a)
{
    struct reading *r = pattern_env_reader(e);
    coord move;
    return r && is_stone(e, a[0]) ? reading_defend(r, e->board, a[0], &move) : 0;
}

static int f_ladder(struct pattern_env *e, const coord *a)
{
    struct reading *r = pattern_env_reader(e);
    coord move;
    if (!r || !is_stone(e, a[0]) || board_countlib(e->board, a[0]) != 2)
        return 0;
    return reading_ladder_attack(r, e->board, a[0], &move);
}

static int f_does_attack(struct pattern_env *e, const coord *a)
{
    struct reading *r = pattern_env_reader(e);
    if (!r || !is_stone(e, a[1]) || e->board->color[a[0]] != EMPTY)
        return 0;
    return reading_does_attack(r, e->board, a[0], a[1]);
}

static int f_does_defend(struct pattern_env *e, const coord *a)
{
    struct reading *r = pattern_env_reader(e);
    if (!r || !is_stone(e, a[1]) || e->board->color[a[0]] != EMPTY)
        return 0;
    return reading_does_defend(r, e->board, a[0], a[1]);
}

/* O can play there and the new string cannot be captured, even in a ko. */
static int f_safe(struct pattern_env *e, const coord *a)
{
    struct reading *r = pattern_env_reader(e);
    if (!r || e->board->color[a[0]] != EMPTY || !board_trymove(e->board, e->color, a[0]))
        return 0;
    coord move;
    int res = e->board->color[a[0]] == e->color ? reading_attack(r, e->board, a[0], &move)
                                                : READ_WIN;
    board_popmove(e->board);
    return res == READ_FAIL;
}

/* The same for X. */
static int f_osafe(struct pattern_env *e, const coord *a)
{
    struct reading *r = pattern_env_reader(e);
    int o = other_color(e->color);
    if (!r || e->board->color[a[0]] != EMPTY || !board_trymove(e->board, o, a[0]))
        return 0;
    coord move;
    int res = e->board->color[a[0]] == o ? reading_attack(r, e->board, a[0], &move) : READ_WIN;
    board_popmove(e->board);
    return res == READ_FAIL;
}

const struct pattern_function pattern_reading_functions[] = {
    {"attack", 1, f_attack, "can the string be captured, its opponent first (0, 1/2 ko, 3)"},
    {"defend", 1, f_defend, "can the string be saved, its owner first (0, 1/2 ko, 3)"},
    {"ladder", 1, f_ladder, "does a strict ladder capture the 2-liberty string (0, 1/2 ko, 3)"},
    {"does_attack", 2, f_does_attack, "does the move at the first point capture the string"},
    {"does_defend", 2, f_does_defend, "does the move at the first point save the string"},
    {"safe", 1, f_safe, "O may play there and the stone cannot be captured (1) or not (0)"},
    {"osafe", 1, f_osafe, "X may play there and the stone cannot be captured (1) or not (0)"},
    {NULL, 0, NULL, NULL},
};
