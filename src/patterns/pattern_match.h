/* pattern_match.h — matching pattern databases against a position.
 *
 * A pattern_set holds the databases in use (the built-in one and any
 * loaded at run time) and an index over all their variants: the states of
 * the 8 neighbours of a candidate move, as 16 bits, select the variants
 * whose diagram agrees with them (variants pinned to a corner are found
 * by the move's distances to the edges instead).  Each candidate is then checked against
 * the edge bounds, the 5x5 window in one mask test, the cells further out,
 * and finally its constraint.
 */
#ifndef MOYO_PATTERN_MATCH_H
#define MOYO_PATTERN_MATCH_H

#include <stdbool.h>

#include "patterns/pattern.h"
#include "patterns/pattern_funcs.h"

#define PSET_MAX_DBS 16
#define PCLASS_ALL ((1u << PC_NCLASSES) - 1)

struct pattern_set {
    const struct pattern_db *db[PSET_MAX_DBS];
    bool owned[PSET_MAX_DBS];
    int ndb;
    const struct pattern_function **fns;   /* resolved registry */
    uint32_t *start;                        /* 65537 bucket starts */
    uint32_t *entry;                        /* db << 24 | variant */
    uint32_t nentries;
    /* Variants pinned to a corner (an edge on each axis: joseki, fuseki)
     * sit at one point of each board size: they are indexed by corner and
     * distances instead of by neighbours. */
    uint32_t *corner_start;                 /* PSET_CORNER_BUCKETS + 1 */
    uint32_t *corner_entry;
    uint32_t ncorner;
    /* Which buckets of each index hold a variant of each class: bit key
     * of key_class[class], bit k of corner_class[class].  A scan of some
     * classes skips the other buckets without looking in them (the
     * owl's life patterns are a few dozen variants among thousands:
     * nearly every bucket it looks in holds only other classes'). */
    uint64_t *key_class;                    /* PC_NCLASSES x PSET_KEY_WORDS */
    uint64_t *corner_class;                 /* PC_NCLASSES x PSET_CORNER_WORDS */
};

#define PSET_MAX_DIST BOARD_MAX_SIZE
#define PSET_CORNER_BUCKETS (4 * PSET_MAX_DIST * PSET_MAX_DIST)
#define PSET_KEY_WORDS (65536 / 64)
#define PSET_CORNER_WORDS ((PSET_CORNER_BUCKETS + 63) / 64)

struct pattern_match {
    const struct pattern_db *db;
    const struct pattern *pattern;
    const struct pat_variant *variant;
    coord move;
    coord label[PAT_MAX_LABELS];            /* point of each label, [0] = move */
};

/* An empty set; add databases with pattern_set_add. */
struct pattern_set *pattern_set_new(void);
/* The set holding the built-in database (pattern_builtin_db). */
struct pattern_set *pattern_set_new_builtin(void);
void pattern_set_free(struct pattern_set *set);
/* Adds db (taking ownership if owned); a database of the same name is
 * replaced.  False when the set is full (db is then not taken). */
bool pattern_set_add(struct pattern_set *set, const struct pattern_db *db, bool owned);
int pattern_set_count(const struct pattern_set *set);      /* patterns */

/* Matches for `color` to move at one empty point / at every empty point.
 * env->board is the position; env->data slots are passed to constraint
 * functions; env->color and env->move are set per match.  Returns the
 * number of matches (all of them, even beyond max; out gets the first max). */
int pattern_match_point(const struct pattern_set *set, struct pattern_env *env, int color,
                        coord p, unsigned class_mask, struct pattern_match *out, int max);
int pattern_scan(const struct pattern_set *set, struct pattern_env *env, int color,
                 unsigned class_mask, struct pattern_match *out, int max);

/* The action as it applies to the mover: in a colour-swapped match the
 * diagram's O is the opponent, so connect means cut and defend attack. */
int pattern_match_action(const struct pattern_match *m, int i);

/* Index entries a variant takes: 1 in the corner index, else the number
 * of neighbourhoods its diagram allows (each '?' next to the move
 * multiplies it by 3 or 4).  patc --stats lists the costliest patterns. */
uint32_t pattern_index_cost(const struct pattern_db *db, uint32_t variant);

/* "r90"-style name of a symmetry, for listings. */
const char *pattern_sym_name(int sym);

#endif
