/* score_estimate.h — dead-stone detection and score estimation.
 *
 * Dead stones (final_score, final_status_list) are decided by, in order:
 *   1. Benson's unconditional life: a string that is alive whatever the
 *      opponent does is never dead (score_estimate_benson.c);
 *   2. the status provider chain given by the caller (dragon status,
 *      then tactical status, when those modules are there);
 *   3. our own fallback: ownership over many random completions of the
 *      game (score_estimate_ownership.c), the published Monte Carlo
 *      technique: play the position out to the end many times with
 *      random legal moves that never fill the player's own true eyes,
 *      and count who owns each point at the end.  A string whose points
 *      end up the opponent's in most completions is dead; two adjacent
 *      opposing strings that both survive only half the time and share
 *      liberties are seki.
 */
#ifndef MOYO_SCORE_ESTIMATE_H
#define MOYO_SCORE_ESTIMATE_H

#include <stdbool.h>
#include <stdint.h>

#include "board/game.h"
#include "board/score.h"
#include "classical/reading/reading.h"
#include "classical/dragon/status.h"

#define OWNERSHIP_DEFAULT_PLAYOUTS 256
#define STATUS_CHAIN_MAX 4

/* Providers asked in order; the first opinion wins. */
struct status_chain {
    int n;
    struct status_provider p[STATUS_CHAIN_MAX];
};

struct ownership {
    int playouts;
    float own[BOARD_MAX_POINTS];    /* -1 (white) .. +1 (black) */
};

struct score_options {
    int playouts;                   /* ownership playouts; 0 = default */
    uint64_t seed;                  /* 0 = derived from the position */
    const struct status_chain *chain;  /* may be NULL */
};

/* Per-stone status of every stone on b (enum stone_status; EMPTY points
 * get STATUS_UNKNOWN).  Never leaves a stone STATUS_UNKNOWN. */
void score_stone_status(const struct board *b, int to_move, const struct score_options *o,
                        uint8_t *status, struct ownership *own_out);

/* Final score of the game: dead stones found as above, then counted by
 * the game's rules (area or territory; seki eyes are no territory under
 * territory rules).  status (may be NULL) receives each stone's status;
 * owner (may be NULL) each point's owner (BLACK, WHITE, EMPTY = dame). */
void score_final(const struct game *g, const struct score_options *o, struct score *out,
                 uint8_t *status, uint8_t *owner);

/* Middle-game count from ownership: empty points to whoever holds them
 * more often, dead strings (ownership verdict) as prisoners; by the
 * game's rules. */
void score_by_ownership(const struct game *g, const struct ownership *own, struct score *out);

/* Benson's unconditional life: alive[p] set for every stone of color that
 * no sequence of opponent moves can capture. */
void benson_alive(const struct board *b, int color, bool *alive);
/* Is one of the strings strs[0..n) of color alive in benson_alive's
 * sense?  The same answer, found without the whole board: only the
 * strings the given ones' vital regions lead to are looked at (the owl
 * asks at every node of its search). */
bool benson_alive_any(const struct board *b, int color, const coord *strs, int n);

/* Ownership over random completions (see above). */
void ownership_compute(const struct board *b, int to_move, int playouts, uint64_t seed,
                       struct ownership *out);

/* Mean ownership of the string at s, from its own colour's side:
 * +1 = it keeps its points in every completion, -1 = always lost. */
float ownership_string_mean(const struct ownership *o, const struct board *b, coord s);

/* Same, for deciding statuses: stops early once no string's verdict can
 * change (out->playouts says how many were played). */
void ownership_for_verdicts(const struct board *b, int to_move, int playouts, uint64_t seed,
                            struct ownership *out);

/* The ownership method as a status provider (ctx: struct ownership). */
enum stone_status ownership_status(void *ctx, const struct board *b, coord p);

/* The tactician as a provider (ctx: struct tactics_status): dead when
 * captured even if its owner moves first, critical when whoever moves
 * first decides, no opinion when stable.  The reader r is borrowed. */
struct tactics_status;
struct tactics_status *tactics_status_new(struct reading *r);
void tactics_status_free(struct tactics_status *t);
enum stone_status tactics_status(void *ctx, const struct board *b, coord p);

/* Statuses already decided (ctx: uint8_t per point, e.g. from
 * score_stone_status) as a provider. */
enum stone_status status_from_array(void *ctx, const struct board *b, coord p);

/* Status of a point via a chain (STATUS_UNKNOWN when all abstain). */
enum stone_status status_chain_ask(const struct status_chain *c, const struct board *b,
                                   coord p);

#endif
