/* live.h — the live lines of `moyo match` on a terminal: one per running
 * game (move number, last move, time), redrawn as moves are played.  All
 * functions accept a NULL board (not a terminal): they then do nothing,
 * except live_print, which prints. */
#ifndef MOYO_MATCH_LIVE_H
#define MOYO_MATCH_LIVE_H

#include <stdio.h>

#include "board/game.h"

struct live_board;

/* A board for up to `slots` games at once, drawn on out. */
struct live_board *live_new(FILE *out, int slots);
void live_free(struct live_board *lb);

void live_game_start(struct live_board *lb, int index, int a_color);
/* The game's last move was just played (g is the game so far). */
void live_move(struct live_board *lb, int index, const struct game *g);
void live_game_end(struct live_board *lb, int index);
/* Prints text (whole lines) above the live lines. */
void live_print(struct live_board *lb, FILE *out, const char *text);

#endif
