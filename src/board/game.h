/* game.h — a game in progress: the board plus what the board does not know
 * (whose turn, komi, rules, handicap), the record that undo replays and the
 * positions positional superko compares with.
 *
 * The record and the position history grow as the game does (heap arrays
 * owned by the game), up to MAX_GAME_MOVES.  The board only borrows the
 * history (board.past), so a board copy for a reader or a playout does not
 * copy a long game's history. */
#ifndef MOYO_GAME_H
#define MOYO_GAME_H

#include "board.h"
#include "score.h"

/* The hard cap on a record: far beyond real games (GNU Go loads records of
 * any length; 10,000-move records must load), and bounded in memory: 12
 * bytes a move (record + position hash), 1.2 MB at the cap.  A move past
 * it is refused with MOVE_RECORD_FULL. */
#define MAX_GAME_MOVES 100000

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
    int moves_cap;
    struct game_move *moves;    /* owned; nmoves of moves_cap used */
    /* Hashes of the positions after setup and after each move (nmoves + 1
     * while play goes on); the game's board borrows them as board.past. */
    int nhistory;
    int history_cap;
    uint64_t *history;          /* owned */
};

/* game_init and game_copy make a game out of raw memory; game_free releases
 * it (and leaves it for game_init or game_copy again). */
void game_init(struct game *g, int size, double komi);
void game_free(struct game *g);
void game_clear(struct game *g);                       /* same size and komi */
/* Plays color at p (PASS allowed); on success the other color is to move.
 * MOVE_RECORD_FULL past MAX_GAME_MOVES or when memory runs out. */
enum move_error game_play(struct game *g, int color, coord p);
/* Places a setup stone (EMPTY clears).  Recorded so undo can replay it. */
enum move_error game_setup(struct game *g, int color, coord p);
/* Takes back the last move; false when there is none. */
bool game_undo(struct game *g);
/* Rebuilds the board from setup and the first n moves. */
void game_replay(struct game *g, int n);
/* dst (raw memory) becomes a copy of src with its own record and history;
 * false when memory runs out (dst is then an empty game, still to free). */
bool game_copy(struct game *dst, const struct game *src);
/* Two passes in a row end the game. */
bool game_over(const struct game *g);

#endif
