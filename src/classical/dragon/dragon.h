/* dragon.h — worms and dragons: which strings belong together, how many
 * eyes each group has, whether it can run, and its static life-and-death
 * status.  One struct dragon_analysis holds everything about one position;
 * every consumer (GTP dragon_* commands, the scorer's status chain, the
 * influence map, `moyo analyze` text/JSON/SVG, `moyo bench dragons`) reads
 * the same struct, computed once.
 *
 * Steps (dragon_analyze):
 *   1. worms: every string with the tactician's verdict (reading_str_status);
 *      a string captured even when its owner moves first is DEAD: it joins
 *      no dragon and its points count as the opponent's eye space;
 *   2. links between worms of one colour: solid (shared liberties that the
 *      opponent cannot fill both of), diagonal, one-point jump, bamboo,
 *      small knight, hane.  Each link gets a confidence in 0..1 from the
 *      cut-class patterns of the pattern DSL matched at its cutting points,
 *      the tactician's verdict on the cutting stone, and connection reading
 *      (classical/connect/connect.h) where that is available;
 *   3. dragons: worms joined by links of confidence >= DRAGON_LINK_JOIN;
 *      each worm keeps the confidence of its membership;
 *   4. per dragon: eye spaces and min/max eyes, escape potential (influence
 *      map), neighbours, weakness and a STATIC status with attack/defence
 *      points (dragon_status.c).  A life-and-death searcher refines it
 *      later through the status_provider interface (status.h).
 */
#ifndef MOYO_DRAGON_H
#define MOYO_DRAGON_H

#include <stdbool.h>
#include <stdint.h>

#include "board/board.h"
#include "classical/reading/reading.h"
#include "classical/dragon/status.h"

#define DRAGON_MAX_NEIGHBORS 16
#define DRAGON_LINK_JOIN 0.5f       /* links at least this sure amalgamate */
#define DRAGON_NONE (-1)

struct pattern_set;

struct worm {
    coord origin;               /* smallest point of the string */
    int color;
    int size, libs;
    int attack_code, defense_code;      /* enum read_result */
    coord attack_point, defense_point;
    enum str_status tactical;
    bool dead;                  /* captured even if its owner moves first */
    bool cutstone;              /* links two dragons of the opponent */
    int dragon;                 /* index (a dead worm is a dragon of its own) */
    float membership;           /* confidence it belongs to its dragon */
};

enum dlink_kind {
    DLINK_SOLID,                 /* two or more shared liberties */
    DLINK_SHARED,                /* one shared liberty: one-point jump, hane gap */
    DLINK_DIAGONAL,
    DLINK_KNIGHT,                /* small knight's move */
    DLINK_NKINDS
};

struct dragon_link {
    int a, b;                   /* worm indices, a < b */
    enum dlink_kind kind;
    float confidence;           /* 0 = surely cut .. 1 = surely connected */
    coord cut;                  /* the cutting point that decided it, or PASS */
    bool by_pattern;            /* a cut pattern matched there */
    bool by_reading;            /* connection reading decided it */
    bool lone_wedge;            /* the cut is a lone wedge the owner ataris */
    bool open_knight;           /* a knight with nothing of the opponent near: unread */
};

struct dragon {
    coord origin;               /* smallest point of its worms */
    int color;
    int stones, nworms;
    float effective_size;       /* stones plus a share of adjacent empty points */
    int eye_spaces;             /* eye spaces bordering only this colour */
    bool eyes_known;            /* eyes evaluated (not for groups that can run) */
    int eyes_min, eyes_max;     /* eyes from those spaces (classical/eyes/eyes.h) */
    int eye_swing;              /* eyes one move in its best space changes */
    coord eye_attack, eye_defence;  /* that move for each side, or PASS */
    int escape;                 /* open or friendly points reachable (0..) */
    bool benson;                /* unconditionally alive */
    int weakness;               /* 0 strong .. 100 hopeless */
    enum stone_status status;   /* ALIVE, CRITICAL, DEAD or UNKNOWN */
    coord attack_point, defense_point;  /* when critical */
    int nneighbors;
    int neighbor[DRAGON_MAX_NEIGHBORS]; /* adjacent opposing dragons */
    float min_membership;       /* weakest worm membership */
    bool dead_worm;             /* one worm the tactician captures: not
                                   amalgamated, its points the opponent's */
};

struct dragon_analysis {
    int size;
    uint64_t hash;              /* position analysed (stones and ko) */
    int nworms;
    struct worm *worm;          /* [nworms] */
    int16_t worm_of[BOARD_MAX_POINTS];  /* worm index per stone, -1 */
    int nlinks;
    struct dragon_link *link;
    int ndragons;
    struct dragon *dragon;
    int16_t dragon_of[BOARD_MAX_POINTS];/* dragon per stone, -1 when empty */
    /* eye_owner[p]: the dragon whose eye space holds the empty or dead-stone
     * point p, -1 when none (open or shared). */
    int16_t eye_owner[BOARD_MAX_POINTS];
    uint16_t eye_size[BOARD_MAX_POINTS];   /* points of that eye space */
    bool cutting_point[BOARD_MAX_POINTS];  /* an empty point that cuts a link */
    long nodes;                 /* reading nodes spent */
};

/* Tactical nodes one analysis may spend in all its reads (worms, links,
 * eye spaces), each read also under the tactician's own cap: a normal
 * 19x19 position needs far less; a board of kos took 1.5 million. */
#define DRAGON_TACTICS_CAP 2000000

/* Analyses b (borrowed: the readers play and take back moves, the board
 * is unchanged on return).  r is the tactician; ps (may be NULL) the
 * pattern set whose cut and connection classes judge links; eyes (may be
 * NULL) the memo of eye shapes solved on the spot, made by
 * dragon_eye_memo_new and kept by the caller from one analysis to the
 * next (NULL: a fresh memo for this analysis alone).  Returns false when
 * out of memory. */
struct eye_memo;
bool dragon_analyze(struct dragon_analysis *out, struct board *b, struct reading *r,
                    const struct pattern_set *ps, struct eye_memo *eyes);
/* The memo an analysis solves its eye shapes in (its own node cap, shared
 * tables; eyes.h).  Shapes do not depend on the position and a stored
 * answer is never one the clock cut short, so the analyses of a game (or
 * of a regression file) can share one and give the answers each would
 * give alone: the same shapes come back move after move.  Free it with
 * eye_memo_free. */
struct eye_memo *dragon_eye_memo_new(void);
void dragon_analysis_free(struct dragon_analysis *a);

/* Lookups (DRAGON_NONE / NULL when p holds no stone). */
int dragon_index_at(const struct dragon_analysis *a, coord p);
const struct dragon *dragon_at(const struct dragon_analysis *a, coord p);
const struct worm *worm_at(const struct dragon_analysis *a, coord p);
bool dragon_same(const struct dragon_analysis *a, coord p, coord q);
/* Stones of dragon d (board order); returns how many. */
int dragon_stones_of(const struct dragon_analysis *a, const struct board *b, int d,
                     coord *out, int max);

/* The status of the string holding p, as a status provider (ctx: a
 * struct dragon_analysis of that very position; abstains otherwise). */
enum stone_status dragon_status_provider(void *ctx, const struct board *b, coord p);

enum stone_status dragon_status_settled(void *ctx, const struct board *b, coord p);
const char *dlink_kind_name(enum dlink_kind k);

/* ---- internal steps (dragon_*.c) ---- */
void dragon_find_worms(struct dragon_analysis *a, struct board *b, struct reading *r);
bool dragon_find_links(struct dragon_analysis *a, struct board *b, struct reading *r,
                       const struct pattern_set *ps);
void dragon_evaluate(struct dragon_analysis *a, struct board *b, struct reading *r,
                     struct eye_memo *eyes);
struct dragon_eyes;
struct dragon_eyes *dragon_eye_spaces(struct dragon_analysis *a, struct board *b,
                                      struct reading *r);
/* deadline (borrowed; NULL: none): eye solves stop once it has passed.
 * memo: as dragon_analyze's eyes (NULL: a fresh one). */
void dragon_eye_values(struct dragon_analysis *a, const struct board *b,
                       struct dragon_eyes *de, struct deadline *deadline,
                       struct eye_memo *memo);
void dragon_judge(struct dragon_analysis *a);

#endif
