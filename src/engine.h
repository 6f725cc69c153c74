/* engine.h — the one interface every move generator sits behind.
 *
 * The GTP layer, `moyo match` and `moyo analyze` talk only to this struct,
 * so the classical engine (src/classical/), the Monte Carlo engine
 * (src/mc/) and the placeholder `simple` engine are interchangeable:
 * `moyo --engine NAME`, GTP `moyo-engine NAME`.
 *
 * An engine never owns the game: it is handed a const struct game and
 * must not keep pointers into it across calls.  Callbacks left NULL get
 * the documented default.
 */
#ifndef MOYO_ENGINE_H
#define MOYO_ENGINE_H

#include <stdbool.h>
#include <stdio.h>

#include "board/game.h"

#define RESIGN ((coord)0xfffe)
#define ENGINE_MAX_REASON 480     /* every reason of a classical candidate */

/* One candidate move with the engine's value and its reason in words. */
struct candidate {
    coord move;
    double value;           /* engine-specific scale, larger is better */
    double winrate;         /* MC: 0..1; classical: -1 when not known */
    int visits;             /* MC: visits; classical: 0 */
    char reason[ENGINE_MAX_REASON];
};

/* Live analysis for GUIs (GTP kata-analyze, lz-analyze): the moves the
 * engine would consider, best first, with what it expects of each, for the
 * player analysed. */
#define ENGINE_ANALYSIS_MOVES 32
struct engine_move_info {
    coord move;
    int visits;             /* MC: visits; classical: 1 (valued once) */
    double winrate;         /* 0..1 for the player analysed */
    double score_lead;      /* points ahead after the move, komi included */
    double prior;           /* 0..1: the engine's prior belief in the move */
};
struct engine_analysis {
    int nmoves;
    struct engine_move_info move[ENGINE_ANALYSIS_MOVES];
    double winrate, score_lead;             /* the position, player analysed */
    float ownership[BOARD_MAX_POINTS];      /* -1..1, black positive */
};

struct time_info {
    double main_time;       /* seconds, as GTP time_settings gives them */
    double byo_time;
    int byo_stones;
    double left[3];         /* time_left per color; < 0 = unknown */
    int stones_left[3];
};

struct engine {
    const char *name;
    void *state;

    void (*free)(struct engine *e);
    /* Sets an option ("level", "playouts", ...).  Returns false and writes
     * a message in err when the option or value is not valid.  NULL: no
     * options. */
    bool (*set_option)(struct engine *e, const char *name, const char *value,
                       char *err, int errlen);
    /* The game changed in a way other than a move (boardsize, clear_board,
     * loadsgf, undo, setup).  NULL: ignored. */
    void (*new_position)(struct engine *e, const struct game *g);
    /* A move was played on the game (by anyone).  NULL: ignored. */
    void (*notify_play)(struct engine *e, const struct game *g, int color, coord p);
    /* Chooses a move for color: a legal point, PASS or RESIGN.  Required. */
    coord (*genmove)(struct engine *e, const struct game *g, int color);
    /* Like genmove but for regression tests: no resigning and no state kept
     * that would change later answers.  NULL: genmove is used. */
    coord (*reg_genmove)(struct engine *e, const struct game *g, int color);
    /* Up to max candidates, best first; returns how many.  NULL: none. */
    int (*candidates)(struct engine *e, const struct game *g, int color,
                      struct candidate *out, int max);
    /* Marks dead stones for final_status_list/final_score.  Returns false
     * when the engine has no opinion (the caller then uses its default). */
    bool (*dead_stones)(struct engine *e, const struct game *g, bool *dead);
    /* Fills the live analysis of g for color; false when it fails.  NULL:
     * the engine has none (kata-analyze refuses). */
    bool (*analyze)(struct engine *e, const struct game *g, int color,
                    struct engine_analysis *out);
    /* Time control from GTP; NULL: ignored. */
    void (*set_time)(struct engine *e, const struct time_info *t);
    /* genmove for the cleanup phase (kgs-genmove_cleanup): no pass while
     * the opponent's dead stones are on the board.  NULL: genmove. */
    coord (*genmove_cleanup)(struct engine *e, const struct game *g, int color);
    /* reg_genmove among the points allowed[p] only (restricted_genmove):
     * the best allowed move, or PASS.  NULL: the best allowed candidate
     * of the candidates callback. */
    coord (*restricted_genmove)(struct engine *e, const struct game *g, int color,
                                const bool *allowed);
};

/* Seconds color may spend on its next move under the clock t (GTP
 * time_settings/time_left: absolute, Canadian byo-yomi, byo-yomi only),
 * with a safety margin for transmission delays; 0 when there is no
 * clock.  engine_time.c; docs/move-generation.md "Time control". */
double engine_time_budget(const struct time_info *t, int color, const struct board *b);
/* Monotonic seconds (for deadlines). */
double engine_now(void);

/* Creates an engine by name ("simple", "classical", "mc").  On failure
 * returns NULL and writes why into err. */
struct engine *engine_create(const char *name, char *err, int errlen);
void engine_free(struct engine *e);
/* Names of the engines compiled in, NULL-terminated. */
const char *const *engine_names(void);

/* Calls through with the NULL defaults applied. */
coord engine_genmove(struct engine *e, const struct game *g, int color);
coord engine_reg_genmove(struct engine *e, const struct game *g, int color);
coord engine_genmove_cleanup(struct engine *e, const struct game *g, int color);
coord engine_restricted_genmove(struct engine *e, const struct game *g, int color,
                                const bool *allowed);

#endif
