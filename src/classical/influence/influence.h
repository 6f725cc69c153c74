/* influence.h — the influence function: how much each side controls every
 * point, in the two classic shapes.
 *
 *   1/d    (Many Faces of Go): a source of strength S gives S/(1+d) at
 *          distance d.  Slow decay: sees frameworks (moyo) far away.
 *   1/2^d  (Go Intellect): a source gives S/2^d.  Fast decay: sharp local
 *          boundaries, good for counting territory late in the game.
 *
 * Distances are walked on the board (not Euclidean): influence flows
 * around opposing stones, which are barriers, and creeps more slowly along
 * the first line (edge damping).  Sources are the stones, weighted by the
 * strength of their string: a strong string radiates fully, a weak one
 * less, and a dead one radiates for the opponent.  Strength comes from a
 * status provider (status.h) when one is given, otherwise from a quick
 * liberty-based guess.
 *
 * Sign convention: black is positive everywhere in this module (control,
 * regions, estimate).  The GTP layer converts to GNU Go's white-positive
 * layout where GNU Go compatibility asks for it.
 */
#ifndef MOYO_INFLUENCE_H
#define MOYO_INFLUENCE_H

#include <stdbool.h>
#include <stdint.h>

#include "board/board.h"
#include "classical/dragon/status.h"

#define INFLUENCE_MAX 64            /* control range is -64..+64 */

enum influence_mode {
    INFLUENCE_INV_D = 0,            /* 1/d */
    INFLUENCE_INV_2D = 1,           /* 1/2^d */
};

/* What an empty point is, for one side (sign: + black, - white). */
enum region_kind {
    REGION_NEUTRAL = 0,             /* nobody's, or contested */
    REGION_AREA = 1,                /* leaning one way: sphere of influence */
    REGION_MOYO = 2,                /* framework: likely but invadable */
    REGION_TERRITORY = 3,           /* secure (or a dead stone's point) */
};

struct influence {
    int size;
    enum influence_mode mode;
    float black[BOARD_MAX_POINTS];  /* raw influence of each color */
    float white[BOARD_MAX_POINTS];
    int8_t control[BOARD_MAX_POINTS];  /* -64..+64, + = black */
    int8_t region[BOARD_MAX_POINTS];   /* +/- enum region_kind; stones: 0
                                          live, +/-3 dead (point changes
                                          hands) */
    uint8_t strength[BOARD_MAX_POINTS];/* source weight used, 0..100 */
};

/* Per-color counts of a classified map, and the estimate built on them. */
struct influence_estimate {
    int territory[3];               /* empty points + dead stone points */
    int moyo[3];
    int area[3];
    int dead[3];                    /* dead stones OF this color */
    int neutral;
    double black, white;            /* Japanese-style points incl. komi */
    double margin;                  /* black - white */
    double upper, lower;            /* bounds of margin: moyo and area
                                       all to black / all to white */
};

bool parse_influence_mode(const char *s, enum influence_mode *m);
const char *influence_mode_name(enum influence_mode m);   /* "1/d", "1/2^d" */

/* Computes the map of b.  sp may be NULL (quick liberty-based strengths);
 * otherwise it gives each string's status: dead strings radiate for the
 * opponent, weak ones less. */
void influence_compute(struct influence *inf, const struct board *b,
                       enum influence_mode mode, const struct status_provider *sp);

/* The strength a string of that status radiates with (the weights of
 * influence_compute_weighted): alive 100, critical or seki 50, dead
 * negative; unknown by its liberties. */
int8_t influence_status_weight(const struct board *b, coord p, enum stone_status st);

/* Same, with the strengths given directly: weight[p] in -100..100 for
 * every stone (negative = radiates for the opponent: dead). */
void influence_compute_weighted(struct influence *inf, const struct board *b,
                                enum influence_mode mode, const int8_t *weight);

/* The map that values territory in the first moves of a small board: as
 * influence_compute_weighted, with the contact toll (influence.c) where
 * it applies; false (and the plain map) where it does not. */
bool influence_compute_contested(struct influence *inf, const struct board *b,
                                 enum influence_mode mode, const int8_t *weight);

/* Fills inf->region from inf->control (influence_compute calls it; the
 * stones' weights say which are dead). */
void influence_classify(struct influence *inf, const struct board *b, const int8_t *weight);

/* Territory regions walled in by seki stones (seki[p] per stone) turn
 * neutral; influence_compute calls it when the provider reports seki. */
void influence_mark_seki(struct influence *inf, const struct board *b, const bool *seki);

/* Counts and the territory estimate of a computed map. */
void influence_estimate(const struct influence *inf, const struct board *b,
                        double komi, struct influence_estimate *est);

/* Letter of a point for text maps: X/O stones, x/o dead stones, B/W
 * territory, b/w moyo, ':' / ',' area (black / white), '.' neutral. */
char influence_point_char(const struct influence *inf, const struct board *b, coord p);

#endif
