/* reading.h — the tactician: goal-directed alpha-beta reading of whether one
 * string (worm) can be captured or saved, ladders, and the per-string
 * tactical status that dragons and move generation consume.
 *
 * All reading state (depth limits, node budget and counters, the
 * transposition cache, the ko master of the current read) lives in a
 * struct reading that the caller owns: there is no global state, and two
 * readers on two boards never interfere.
 *
 * Results are ranked for the side that moves: READ_WIN > READ_KO_A >
 * READ_KO_B > READ_FAIL.  KO_A means the mover wins a ko it takes first
 * (the opponent needs the first threat); KO_B means the mover needs the
 * first threat.  reading_gtp_code() maps them to GNU Go's 1, 2, 3.
 *
 * Every entry point leaves the board as it found it.
 */
#ifndef MOYO_READING_H
#define MOYO_READING_H

#include <stdbool.h>
#include <stdint.h>

#include "board/board.h"
#include "util/deadline.h"

enum read_result { READ_FAIL = 0, READ_KO_B = 1, READ_KO_A = 2, READ_WIN = 3 };

/* The depth limits, all in absolute trymove depth (b->depth), so that a
 * read started deep inside another search (owl, connection reading) is
 * automatically shallower, as in the classical tacticians. */
struct reading_limits {
    int depth;          /* beyond: only ladder-like reading of 1-2 liberty strings */
    int backfill;       /* approach / backfill / net moves allowed up to here */
    int backfill2;      /* the more speculative ones */
    int break_chain;    /* defender ataris attacker neighbours */
    int fourlib;        /* 4-liberty strings attacked only up to here */
    int ko;             /* conditional ko captures only up to here */
    int branch;         /* beyond: one candidate per node */
};

struct reading_stats {
    long nodes;             /* since reset_reading_node_counter */
    long reads;             /* top-level reads */
    long cache_hits, cache_misses, cache_stores;
    long budget_exhausted;  /* reads that went narrow on the node budget */
    long cap_hits;          /* reads stopped by the hard node cap */
};

struct ttable;

struct reading {
    struct reading_limits lim;
    int depth_offset;       /* increase_depths / decrease_depths */
    long node_budget;       /* per top-level read; then one move per node */
    long node_cap;          /* per top-level read; hard stop */
    long total_cap;         /* over many reads (reading_limit_total); 0: none */
    long total_start;       /* stats.nodes when that limit was set */
    struct reading_stats stats;
    struct ttable *cache;
    /* The move's wall-clock deadline (borrowed; NULL: none): once it has
     * passed, every read stops as at its node cap.  Readers built on this
     * one (owl, connection reader, dragon analysis) stop with it. */
    struct deadline *deadline;

    /* State of the read in progress. */
    struct board *b;
    long read_nodes;
    bool trace;             /* print every tried move on stderr */
    int root_depth;         /* b->depth when the read started */
    bool capped;
    int komaster;           /* EMPTY, or the color that took a ko on credit */
    coord kom_pos;
    /* Plies of credit of the read in progress (reading_defend_credited;
     * 0 for every other read).  It is part of the cache key, so that
     * credited and plain answers never mix. */
    int credit;

    /* The move generators' memo of one node's position (reading_impl.h):
     * the liberties a stone of each colour would have at each point,
     * valid while la_stamp equals memo_stamp.  The generators ask the
     * same points many times over at a node. */
    uint32_t memo_stamp;
    uint32_t la_stamp[2][BOARD_MAX_POINTS];
    uint16_t la_val[2][BOARD_MAX_POINTS];
};

struct reading *reading_new(void);
void reading_free(struct reading *r);
void reading_reset_limits(struct reading *r);
/* A cap on the nodes of all reads from now on, for a search that asks
 * many tactical questions (an owl read): once spent, every further read
 * stops at its first node, as a read stops at its own cap.  Returns false
 * (and changes nothing) when a limit is already set, which then stays;
 * reading_lift_total removes it. */
bool reading_limit_total(struct reading *r, long nodes);
void reading_lift_total(struct reading *r);
/* +1 / -1 on every depth limit (GTP increase_depths / decrease_depths). */
void reading_change_depths(struct reading *r, int delta);
void reading_clear_cache(struct reading *r);

/* attack: can the opponent of the string at str, moving first, capture
 * it?  defend: can its owner, moving first, save it?  *move gets the key
 * move (PASS when none is needed or none exists).  Both require a stone
 * at str. */
int reading_attack(struct reading *r, struct board *b, coord str, coord *move);
int reading_defend(struct reading *r, struct board *b, coord str, coord *move);
/* reading_defend with the speculative limits (backfill2, break_chain)
 * raised by credit plies: a read started credit plies inside another
 * search (an owl read) tries the speculative defences and attacks a
 * fresh read of the same position would try, while its other limits
 * stay those of its depth.  credit <= 0 is reading_defend. */
int reading_defend_credited(struct reading *r, struct board *b, coord str, coord *move,
                            int credit);

/* Does the move (by the string's opponent / owner) capture / save it?
 * Returns the result of the position after the move, from the mover's
 * side; READ_FAIL when the move is illegal. */
int reading_does_attack(struct reading *r, struct board *b, coord move, coord str);
int reading_does_defend(struct reading *r, struct board *b, coord move, coord str);

/* Can one move capture either of two strings of the same color?  Can one
 * move save both?  (Each answer is for the side moving first.) */
int reading_attack_either(struct reading *r, struct board *b, coord a, coord s2);
int reading_defend_both(struct reading *r, struct board *b, coord a, coord s2);

/* Strict ladder on a string with exactly two liberties: the attacker only
 * gives atari, the defender only extends or captures.  Ladder breakers
 * anywhere on the board count, and no node budget applies.
 * Returns READ_WIN/READ_KO_* or READ_FAIL. */
int reading_ladder_attack(struct reading *r, struct board *b, coord str, coord *move);

static inline int reading_gtp_code(int result)
{
    static const int code[4] = {0, 3, 2, 1};
    return code[result & 3];
}

/* Per-string tactical status (str_status). */
enum str_status { STR_STABLE = 0, STR_THREATENED, STR_CAPTURED };

struct string_tactics {
    coord origin;           /* smallest point of the string */
    int color;
    int size, libs;
    int libs2, libs3, libs4;    /* points at distance <= 2, 3, 4 through empty */
    int attack_code, defense_code;      /* enum read_result */
    coord attack_point, defense_point;
    enum str_status status;
};

/* Classifies the string at str: strings with <= 3 liberties, and those
 * with 4 that a cheap test flags, are read twice (each side first). */
void reading_str_status(struct reading *r, struct board *b, coord str,
                        struct string_tactics *out);
const char *str_status_name(enum str_status s);

#endif
