/* game.h — a game in progress: the board plus what the board does not know
 * (whose turn, komi, rules, handicap) and the record that undo replays. */
#ifndef MOYO_GAME_H
#define MOYO_GAME_H

#include "board.h"
#include "score.h"

#define MAX_GAME_MOVES 2048

struct game_move {
    uint8_t color;
    coord point;        /* PASS for a pass */
};

struct game {
    struct board board;
    int to_move;
    int first_to_move;  /* after setup: WHITE with handicap, or SGF PL */
    double komi;
    enum rules rules;
    bool superko;       /* positional superko (area rules usually want it) */
    int handicap;
    int nsetup;
    struct game_move setup[BOARD_MAX_SIZE * BOARD_MAX_SIZE]; /* EMPTY = AE */
    int nmoves;
    struct game_move moves[MAX_GAME_MOVES];
};

void game_init(struct game *g, int size, double komi);
void game_free(struct game *g);
void game_clear(struct game *g);                       /* same size and komi */
/* Plays color at p (PASS allowed); on success the other color is to move. */
enum move_error game_play(struct game *g, int color, coord p);
/* Places a setup stone (EMPTY clears).  Recorded so undo can replay it. */
enum move_error game_setup(struct game *g, int color, coord p);
/* Takes back the last move; false when there is none. */
bool game_undo(struct game *g);
/* Rebuilds the board from setup and the first n moves. */
void game_replay(struct game *g, int n);
void game_copy(struct game *dst, const struct game *src);
/* Two passes in a row end the game. */
bool game_over(const struct game *g);

#endif
