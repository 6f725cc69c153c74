/* semeai.h — capturing races between two groups of opposite colours
 * (GNU Go's analyze_semeai): can dragon A, its owner moving first, live,
 * and can it kill dragon B?
 *
 * The method follows the published theory of races (Müller, "Race to
 * capture"): each side's liberties fall into outside liberties (only
 * that side's, with one extra move for each that the attacker must
 * approach first), shared liberties, and eye liberties (an eye of n
 * points is worth 1, 2, 3, 5, 8, 12 ... moves to the side that must fill
 * it).  Counting decides the race at the leaves of a small alpha-beta
 * search (semeai_search.c) over liberty fills, approach moves, eye-making
 * and eye-taking moves, captures of boundary strings in atari and
 * rescues of one's own, so shapes that counting alone misjudges are
 * read.
 *
 * All state is in a struct semeai the caller owns (the GTP session keeps
 * one in SLOT_SEMEAI).
 */
#ifndef MOYO_SEMEAI_H
#define MOYO_SEMEAI_H

#include <stdbool.h>
#include <stdint.h>

#include "board/board.h"
#include "classical/dragon/status.h"
#include "util/deadline.h"

#define SEMEAI_MAX_STONES 400
#define SEMEAI_TT_SIZE 4096     /* a power of two */

struct dragon_analysis;
struct owl;

struct semeai_stats {
    long nodes;         /* since semeai_reset_counter */
    long reads;         /* top-level analyses */
    long cap_hits;      /* analyses stopped by the hard cap */
};

/* Result of a race from A's side with A's owner moving first: the codes
 * are enum read_result: READ_WIN, READ_KO_A (A wins a ko it takes first:
 * the opponent needs the first threat), READ_KO_B (A wins only by
 * retaking a ko: A needs the first threat), READ_FAIL. */
struct semeai_result {
    int defence;        /* can A live (seki included)? */
    int attack;         /* can A kill B? */
    coord move;         /* A's move, PASS when none is needed or none helps */
};

struct semeai {
    int max_depth;      /* plies */
    long node_budget;   /* per read: beyond it, one candidate per node */
    long node_cap;      /* per analysis (ko rereads included): hard stop, leaves counted statically */
    /* semeai_analyze_dragons: when A loses the race, ask the owl whether
     * A lives away from it (default on; a move generator that reads each
     * dragon's life with the owl already turns it off). */
    bool owl_verdict;
    struct semeai_stats stats;
    /* Asked, once a side's main string is taken, whether the capturer
     * then lives (capturing stones inside a dead group saves nothing).
     * Owned; made on first use. */
    struct owl *owl;
    long owl_calls;     /* since semeai_reset_counter */
    /* The move's wall-clock deadline (borrowed; NULL: none): past it the
     * analysis stops as at its node cap, and so does the owl it asks. */
    struct deadline *deadline;

    /* State of the analysis in progress. */
    struct board *b;
    int color[2];               /* 0: A's owner, 1: B's owner */
    coord core[2];              /* a stone of each side's main string */
    int nstones[2];
    coord stones[2][SEMEAI_MAX_STONES];  /* each dragon's stones at the root */
    long read_nodes;            /* this analysis's, ko rereads included (the cap) */
    long read_start;            /* read_nodes when the current read began (the budget) */
    bool capped;
    bool ko_free[2];    /* may this side retake a ko at once (a threat assumed)? */
    bool ko_seen;       /* did the read meet a ko? */
    /* Positions already read in this read (move orders transpose): the
     * bounds found, and the plies that were left. */
    uint32_t tt_gen;            /* the read whose entries are valid */
    struct semeai_tt_entry {
        uint64_t key;
        uint32_t gen;
        int8_t lower, upper;
        uint8_t left;
    } tt[SEMEAI_TT_SIZE];
    uint16_t mark[BOARD_MAX_POINTS];     /* scratch for region floods */
    uint32_t stamp[BOARD_MAX_POINTS];    /* scratch sets, by generation */
    uint32_t gen;
};

struct semeai *semeai_new(void);
void semeai_free(struct semeai *s);
void semeai_reset_counter(struct semeai *s);

/* The race between the groups made of the given stones (each list all
 * of one colour, the two colours opposite).  The board is left as it
 * was.  Returns false on bad input (empty list, mixed colours). */
bool semeai_analyze(struct semeai *s, struct board *b, const coord *a_stones, int na,
                    const coord *b_stones, int nb, struct semeai_result *out);

/* The same for the dragons of the analysis holding the stones at a and
 * bb. */
bool semeai_analyze_dragons(struct semeai *s, struct board *b,
                            const struct dragon_analysis *an, coord a, coord bb,
                            struct semeai_result *out);

/* ---- dragon status from races (semeai_status.c) ---- */

/* The status of dragon e as the caller sees it without races (static
 * or from the life-and-death searcher). */
typedef enum stone_status (*semeai_status_fn)(void *ctx, int e);

/* Dragon d's status st (the caller's) corrected by races: when d is dead
 * or critical and touches a dead or critical opposing dragon, the race
 * between them is read both ways (docs/life-and-death.md).  *attack and
 * *defence are set when the answer changes to critical. */
enum stone_status semeai_dragon_status(struct semeai *s, struct board *b,
                                       const struct dragon_analysis *an, int d,
                                       enum stone_status st, semeai_status_fn status_of,
                                       void *ctx, coord *attack, coord *defence);

/* ---- static counting (semeai_count.c) ---- */

/* One side's liberties, seen from the race. */
struct semeai_count {
    int outside;        /* moves the opponent needs on liberties only this side has */
    int shared;         /* liberties of both sides (outside eyes) */
    int eyes;           /* eye regions (true eyes) */
    int eye_size;       /* rank of the biggest eye: 1 small (one or two moves), else its moves */
    int eye_libs;       /* moves the opponent needs inside that eye */
};

/* Outcome from A's side. */
enum semeai_value { SEMEAI_A_DIES = 0, SEMEAI_SEKI = 1, SEMEAI_A_KILLS = 2 };

void semeai_count_side(struct semeai *s, int side, struct semeai_count *out);
/* The race as counting judges it with `mover` (0 = A, 1 = B) to move. */
int semeai_static_value(struct semeai *s, int mover);
/* Moves an eye of n points with k opponent stones inside is worth. */
int semeai_eye_liberties(int n, int k);

#endif
