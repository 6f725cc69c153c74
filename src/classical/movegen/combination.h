/* combination.h — combination attacks ("atari-atari"): a move that makes
 * two threats at once, so that the opponent, able to save each of the
 * strings threatened alone, cannot save both; or a short series of
 * ataris, each forcing its answer, that ends in such a double threat.
 *
 * Only strings that are safe before the combination count as targets
 * (tactically stable, not part of a dead dragon): capturing a string the
 * tactician already captures is an attack, not a combination.  The
 * caller says which strings are targets with a per-point mark.
 *
 * GTP: combination_attack COLOR (the move, PASS when none) and
 * combination_defend COLOR (the opponent's moves that leave COLOR no
 * combination, in board order; PASS when there is none to stop), GNU Go
 * 3.8's answer formats (gtp_combination.c).
 */
#ifndef MOYO_COMBINATION_H
#define MOYO_COMBINATION_H

#include <stdbool.h>
#include <stdint.h>

#include "board/board.h"
#include "classical/reading/reading.h"
#include "classical/dragon/status.h"

struct dragon_analysis;

#define COMBINATION_DEPTH 2         /* forcing ataris before the double threat */
#define COMBINATION_MAX 32          /* combination moves reported */
/* The source of the reasons for moves that stop the opponent's
 * combinations (reasons.c words them apart). */
#define COMBINATION_DEFENCE "stops a combination"

struct combination {
    struct reading *r;
    struct board *b;
    int color;                      /* the attacker */
    int depth;                      /* forcing ataris allowed */
    uint8_t target[BOARD_MAX_POINTS];   /* stones of strings that may be won */
    long reads;                     /* tactical reads spent (for the budget) */
    int threatened;                 /* scratch: stones threatened by the last try */
    long max_reads;
};

/* One combination found: the move and the stones of the smaller string
 * it wins for sure (what the combination is worth at least). */
struct combination_move {
    coord move;
    int size;
    coord target;                   /* a stone of that string */
    int threatened;                 /* stones of the strings threatened (ties) */
};

/* Marks the targets for color's attack: every opposing string of a the
 * tactician cannot capture, unless status (may be NULL: a's own static
 * statuses) calls its dragon dead.  status is indexed by dragon. */
void combination_init(struct combination *c, struct reading *r, struct board *b,
                      const struct dragon_analysis *a, const enum stone_status *status,
                      int color);

/* Every combination move of c->color, best (largest size) first; returns
 * how many (at most max). */
int combination_attacks(struct combination *c, struct combination_move *out, int max);

/* The opponent's moves after which c->color has no combination left, in
 * board order; returns how many (0 when none works or none is needed:
 * the caller tells them apart with combination_attacks). */
int combination_defences(struct combination *c, coord *out, int max);

#endif
