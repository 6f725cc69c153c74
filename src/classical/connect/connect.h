/* connect.h — connection reading: can two strings of one colour be joined
 * (connect) or kept apart (disconnect), with the key move, and cheap
 * static link kinds for dragon amalgamation.
 *
 * Results use the tactician's enum read_result, ranked for the side that
 * moves first: READ_WIN > READ_KO_A (wins a ko it takes first) > READ_KO_B
 * (wins a ko but needs the first threat) > READ_FAIL; reading_gtp_code()
 * maps them to GNU Go's 1, 2, 3, 0.
 *
 * A connection is won when the two strings become one string that the
 * cutter cannot capture at once, or when a static test proves them linked
 * (two shared liberties, a shared liberty the cutter cannot fill, ...).
 * It is lost when either string is captured.  Cutting stones that the
 * tactician can capture do not cut.
 *
 * All state (node budget and cap, counters, the cache, the tactician
 * used for capture questions) lives in a struct connection that the
 * caller owns; there is no global state.  Every entry point leaves the
 * board as it found it.
 */
#ifndef MOYO_CONNECT_H
#define MOYO_CONNECT_H

#include <stdbool.h>

#include "board/board.h"
#include "classical/reading/reading.h"

/* Defaults: a read that has spent CONNECT_DEFAULT_BUDGET nodes tries only
 * the first candidate at each further node; CONNECT_DEFAULT_CAP stops it
 * (the side to move at a capped node loses, i.e. the answer is the
 * conservative one for the side that started).  Nodes count connection
 * nodes only; the tactician counts its own. */
#define CONNECT_DEFAULT_BUDGET 1500
#define CONNECT_DEFAULT_CAP 6000
#define CONNECT_DEFAULT_DEPTH 14

struct connect_stats {
    long nodes;             /* since connect_reset_counter */
    long reads;             /* top-level connect/disconnect reads */
    long cache_hits, cache_misses, cache_stores;
    long budget_exhausted;  /* reads that went past the budget */
    long cap_hits;          /* reads stopped by the hard cap */
    long tactical_reads;    /* questions put to the tactician */
    long starved_wins_replaced; /* root wins/kos read one wide, replaced by a result read at full width */
};

struct ttable;

struct connection {
    struct reading *tactics;    /* borrowed or owned, see connection_new */
    bool owns_tactics;
    long node_budget;           /* per top-level read */
    long node_cap;              /* per top-level read; hard stop */
    int max_depth;              /* plies below the root */
    struct connect_stats stats;
    struct ttable *cache;

    /* State of the read in progress. */
    struct board *b;
    coord str_a, str_b;         /* a stone of each string at the root */
    int color;                  /* colour of the two strings */
    long read_nodes;
    long root_move_start;       /* read_nodes when the current root move began */
    int root_depth;
    bool capped;
    int komaster;               /* EMPTY, or the colour that took a ko on credit */
    bool trace;
};

/* tactics: the tactician to ask capture questions (borrowed; NULL makes
 * the connection own a fresh one).  NULL when out of memory. */
struct connection *connection_new(struct reading *tactics);
void connection_free(struct connection *c);
void connection_clear_cache(struct connection *c);
void connection_reset_counter(struct connection *c);

/* connect: can the owner of the strings at a and b2, moving first, join
 * them?  disconnect: can the opponent, moving first, keep them apart?
 * *move gets the key move (PASS when none is needed: already connected
 * for connect, already cut for disconnect).  Both need stones of the same
 * colour at a and b2. */
int connect_strings(struct connection *c, struct board *b, coord a, coord b2, coord *move);
int disconnect_strings(struct connection *c, struct board *b, coord a, coord b2, coord *move);

/* Static link kinds between two strings of one colour, strongest first.
 * Purely local shape, no reading: safe for amalgamation as a first guess,
 * to be confirmed by connect_strings where it matters. */
enum link_kind {
    LINK_NONE = 0,
    LINK_SOLID,         /* same string */
    LINK_TWO_LIBS,      /* two or more shared liberties (includes bamboo) */
    LINK_SAFE_LIB,      /* one shared liberty the opponent cannot fill (hane, tiger) */
    LINK_DIAGONAL,      /* diagonal stones, both connecting points empty */
    LINK_BAMBOO,        /* parallel one-point jumps (two shared "gaps") */
    LINK_ONE_POINT,     /* one-point jump, the middle point uncuttable */
    LINK_KNIGHT,        /* small knight, both middle points empty and no cut stones */
};
enum link_kind connect_link_kind(const struct board *b, coord a, coord b2);
const char *link_kind_name(enum link_kind k);

/* GNU Go's worm cutstone: 2 when the string touches two enemy strings
 * that share no liberty (a cutting stone), 1 when it touches two enemy
 * strings that share one (a potential cutting stone), else 0.  Empty
 * points answer 0. */
int connect_cutstone(const struct board *b, coord str);

#endif
