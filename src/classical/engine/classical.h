/* classical.h — the classical engine: the knowledge-based move generator
 * behind `moyo --engine classical`.
 *
 * Pipeline of one move decision (docs/move-generation.md):
 *   1. classical_analyze: the one analysis of the position (struct
 *      cl_position): worms and dragons (dragon.h), the owl's verdict on
 *      every dragon that is not plainly settled (owl.h), the influence
 *      map with those statuses and its territory estimate (influence.h);
 *   2. move generation (movegen_*.c): every module posts move reasons
 *      (reasons.h) for the points it cares about;
 *   3. valuation (value.h): each move's reasons become features, and the
 *      weights table turns them into one value in points;
 *   4. choice (classical_choose): the best candidate, a shallow global
 *      search when the top values are close (search*.c), pass when
 *      nothing is worth a point, resign when hopelessly behind.
 * The same struct cl_position feeds genmove, top_moves, `moyo analyze
 * --candidates` (text, JSON, SVG) and the GUIs' live analysis, so they
 * always show the same moves for the same reasons.
 */
#ifndef MOYO_CLASSICAL_H
#define MOYO_CLASSICAL_H

#include <stdbool.h>

#include "board/game.h"
#include "classical/dragon/dragon.h"
#include "classical/influence/influence.h"
#include "classical/value/reasons.h"
#include "classical/value/value.h"
#include "engine.h"

struct reading;
struct owl;
struct pattern_set;
struct eye_memo;

/* The global search (search.c, docs/move-generation.md "Global search"). */
struct cl_search_params {
    bool on;                    /* search close candidates at all */
    int depth;                  /* deepest iteration, plies (1..6) */
    int width;                  /* moves tried per ply below the root */
    double window;              /* "close": within this share of the best value */
    int max_nodes;              /* positions analysed per move (0 = by board size) */
    double seconds;             /* time per move (0 = by board size) */
    bool correct;               /* score: value + (margin at depth d - at depth 1) */
};

struct classical_params {
    int level;                  /* 1..10+ (GNU Go's scale); budgets scale with it */
    int owl_dragons;            /* dragons read by the owl per move, weakest first */
    double pass_below;          /* pass when no move is worth this many points */
    double resign_margin;       /* resign when behind by more (points; 0 = never) */
    double resign_after;        /* ... and at least this share of the board is filled */
    int max_candidates;         /* candidates valued in full (territory, safety) */
    enum influence_mode influence;
    struct cl_search_params search;
};

struct classical {
    struct classical_params par;
    struct value_weights weights;
    struct reading *reading;
    struct owl *owl;
    struct pattern_set *patterns;
    /* The eye shapes the dragon analyses solved on the spot, kept from
     * move to move (dragon.h, dragon_eye_memo_new). */
    struct eye_memo *dragon_eyes;
    struct time_info time;
    bool have_time;
    int level_in_force;         /* the owl's budgets now (a short clock lowers them) */
    double owl_deadline;        /* engine_now() after which no further dragon is read (0: none) */
    /* Under a clock, when every reading of the move stops (the tactician,
     * the owl, connection, semeai and eye reading all hold a pointer to
     * it through reading->deadline); cleared after each move. */
    struct deadline deadline;
};

/* One valued candidate. */
struct cl_move {
    coord move;
    double value;               /* points, from the weights table */
    float feature[RK_NKINDS];   /* the move's reasons summed per kind */
};

/* The one analysis of one position for one player to move. */
struct cl_position {
    struct board b;             /* working copy; readers play and take back */
    int color;                  /* to move */
    double komi;
    enum rules rules;
    int nmoves;                 /* moves played in the game so far */
    struct dragon_analysis dragons;
    bool have_dragons;
    enum stone_status *status;  /* per dragon: static, refined by the owl */
    coord *attack, *defence;    /* per dragon: owl's key moves when critical */
    bool *owl_read;             /* per dragon: the owl was asked */
    bool *owl_ko;               /* per dragon: the owl's key move works only by a ko */
    int8_t weight[BOARD_MAX_POINTS];        /* stone strengths for influence */
    struct influence inf;
    struct influence_estimate est;          /* before any move */
    struct reason_list reasons;
    int ncand;
    struct cl_move *cand;       /* valued candidates, best first */
};

struct classical *classical_new(void);
void classical_free(struct classical *cl);
/* Options: level, owl_dragons, pass_below, resign_margin, resign_after,
 * max_candidates, influence (1/d or 1/2^d), weights (a weights file),
 * search (on|off), search_depth, search_width, search_window,
 * search_nodes, search_seconds. */
bool classical_set_option(struct classical *cl, const char *name, const char *value,
                          char *err, int errlen);

/* Steps 1-3 for color to move in g.  pos is the caller's (large: heap);
 * free it with cl_position_free.  False when out of memory. */
bool classical_analyze(struct classical *cl, const struct game *g, int color,
                       struct cl_position *pos);
void cl_position_free(struct cl_position *pos);
/* Step 4: the move to play (a legal point, PASS, or RESIGN when allowed). */
coord classical_choose(struct classical *cl, struct cl_position *pos, bool may_resign);

/* Under a clock: the level whose budgets fit a move of seconds (0: no
 * clock, the level set), in force until the next call. */
void classical_level_for_budget(struct classical *cl, double seconds);
/* After the move: analysis commands read without the move's deadline. */
void classical_clear_deadline(struct classical *cl);

/* Step 4 with the global search (search.h): classical_choose, and when
 * the best candidates are close the search among them.  deadline:
 * engine_now() seconds by which the search must end, 0 for none (node
 * cap only: deterministic, for reg_genmove).  res (search.h) tells what
 * the search did (res->depth 0: it did not run). */
struct cl_search_result;
coord classical_decide(struct classical *cl, const struct game *g, struct cl_position *pos,
                       bool may_resign, double deadline, struct cl_search_result *res);

/* Static evaluation of b from color's side (classical_eval.c): the
 * influence regions counted under the rules, komi included; parts (may
 * be NULL) gets territory and moyo apart. */
struct cl_eval {
    double territory, moyo;
};
double cl_evaluate(const struct influence *inf, const struct board *b, int color,
                   enum rules rules, double komi, struct cl_eval *parts);
/* Point p's share of the territory count of cl_evaluate (from color's
 * side): a secure point, a dead stone's point (and prisoner), a live
 * stone under area rules; moyo is not in it. */
int cl_point_territory(const struct influence *inf, const struct board *b, int color,
                       enum rules rules, coord p);
/* The same count with the moyo and area shares plain (no opening
 * multiplier): the estimated final margin in points, which
 * cl_position_margin reports (score lead, resignation, the search). */
double cl_estimate(const struct influence *inf, const struct board *b, int color,
                   enum rules rules, double komi, struct cl_eval *parts);
/* How far the game still is in its opening: 1 on the empty board, falling
 * linearly to 0 as the stones cover 40% of it (classical_eval.c). */
double cl_opening_stage(const struct board *b);
/* How much of a small board's opening is left: the opening stage times
 * (19 - size) / 10 (1 on 9x9, 0.6 on 13x13, 0 on 19x19). */
double cl_small_board_opening(const struct board *b);
/* What cl_evaluate multiplies the moyo and area shares by: above 1 in
 * the opening of boards smaller than 19x19 (5 on the empty 9x9 board,
 * 3.4 on the empty 13x13), 1 on 19x19 and once the opening is over. */
double cl_moyo_multiplier(const struct board *b);

/* The estimated final margin from color's side (influence territory with
 * the dragons' statuses, komi included). */
double cl_position_margin(const struct cl_position *pos, int color);
/* The status of the dragon holding stone p (STATUS_UNKNOWN for empty). */
enum stone_status cl_position_status(const struct cl_position *pos, coord p);

/* Explanation (classical_explain.c): what one analysis says to a player.
 * A candidate's reasons with the points each is worth (weight x amount;
 * they add up to the move's value), most valuable first. */
#define CL_MAX_REASONS 64
struct cl_reason_value {
    const struct reason *r;
    double value;
};
int cl_move_reasons(const struct classical *cl, const struct cl_position *pos, coord move,
                    struct cl_reason_value *out, int max);
/* One reason in words ("saves the C3 dragon (12 stones)"). */
void cl_reason_words(const struct cl_position *pos, const struct cl_reason_value *rv, char *buf,
                     int len);
/* All of a candidate's reasons as one line: "words +18.0; words +2.0". */
void cl_move_explain(const struct classical *cl, const struct cl_position *pos, coord move,
                     char *buf, int len);
/* Ownership of every point from the dragon-aware influence map, black
 * positive in [-1, 1]: stones by status, empty points by region at the
 * shares the evaluation counts them (territory 1, moyo 0.5, area 0.2). */
void cl_position_ownership(const struct cl_position *pos, float *own);
/* A win rate for GUIs that want one: a logistic of the score lead
 * (documented in docs/gtp.md; not a measured rate). */
double cl_winrate_of_lead(double lead, int size);

/* The engine interface (engine.h) over a struct classical. */
struct engine *classical_engine_create(char *err, int errlen);
struct classical *classical_engine_state(struct engine *e);   /* NULL if not classical */

#endif
