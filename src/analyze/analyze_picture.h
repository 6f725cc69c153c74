/* analyze_picture.h — what `moyo analyze --svg` draws: the position with
 * each stone's life-and-death status (tactician first, then Benson and
 * playout ownership), territory from ownership, and the Monte Carlo
 * engine's best moves (of the caller's search) numbered in order. */
#ifndef MOYO_ANALYZE_PICTURE_H
#define MOYO_ANALYZE_PICTURE_H

#include <stdbool.h>

#include "analyze/board_svg.h"
#include "board/game.h"
#include "engine.h"

struct picture_options {
    const struct candidate *cand;   /* moves to mark, best first (the caller's search) */
    int ncand;              /* how many (up to PIC_MAX_MARKERS) */
    const char *name;       /* shown in the title (file name), may be NULL */
};

/* Each stone's status (enum stone_status: tactician first, then Benson
 * and playout ownership), each point's likely owner (BLACK, WHITE, EMPTY)
 * and the ownership count (black - white - komi). */
void analyze_status(const struct game *g, uint8_t *status, uint8_t *owner, double *estimate);
/* The MC engine's best moves for g->to_move after `playouts` playouts,
 * best first.  Returns how many, or -1 with err. */
int analyze_mc_candidates(const struct game *g, int playouts, struct candidate *out, int max,
                          char *err, int errlen);

/* Fills pic for the position of g (g->to_move to play), marking the
 * candidates given: the picture runs no search of its own, so it shows
 * the moves of the report it belongs to.  The picture keeps a pointer to
 * g's board.  estimate receives the ownership count (black - white - komi). */
void analyze_picture(const struct game *g, const struct picture_options *o,
                     struct board_picture *pic, double *estimate);

#endif
