/* pattern.h — compiled patterns, pattern databases and the matcher.
 *
 * A pattern file (docs/patterns.md) is parsed into an AST (pattern_ast.h)
 * and compiled into the structures below.  The same structures are used by
 * the tables that tools/patc writes at build time (the built-in database)
 * and by databases loaded at run time, so both match the same way.
 *
 * Colours in a compiled pattern are relative: OWN is the colour of the
 * player whose move is `*`, OPP the other one.  Every symmetry (and the
 * colour swap where the pattern allows it) is pre-expanded into a variant;
 * the matcher never transforms a diagram at run time.
 *
 * All references between tables are indices, never pointers, so the
 * generated C tables and run-time databases share one layout.
 */
#ifndef MOYO_PATTERN_H
#define MOYO_PATTERN_H

#include <stdbool.h>
#include <stdint.h>

#include "board/board.h"

/* Point states relative to the mover; a cell's `want` is a bit set of them. */
enum pat_state { PS_EMPTY = 0, PS_OWN = 1, PS_OPP = 2, PS_OFF = 3 };
#define PW(s) (1u << (s))
#define PW_ANY_ON (PW(PS_EMPTY) | PW(PS_OWN) | PW(PS_OPP))

enum pat_class {
    PC_SHAPE, PC_CONNECTION, PC_CUT, PC_EDGE, PC_EYE, PC_FUSEKI,
    PC_JOSEKI, PC_ENDGAME, PC_TACTICAL, PC_LIFE, PC_NCLASSES
};

enum pat_action_kind {
    PA_CONNECT, PA_CUT, PA_ATTACK, PA_DEFEND, PA_TERRITORY, PA_MOYO,
    PA_SHAPE, PA_VITAL, PA_ANTISUJI, PA_JOSEKI, PA_NKINDS
};

/* Joseki move qualities (the JQ property of joseki/NAME.sgf).  Minor: a
 * joseki move that can wait (an approach, an invasion, a closing move
 * either side may leave for later). */
enum joseki_quality { JQ_GOOD, JQ_URGENT, JQ_TRICK, JQ_BAD, JQ_MINOR, JQ_NQUAL };

#define PAT_MAX_LABELS 27       /* '*' plus a..z less x and o */
#define PAT_MAX_ACTIONS 4
#define PAT_MAX_FARGS 4         /* arguments of a constraint function */
#define PAT_NSYM 8

struct pat_cell {
    int8_t dr, dc;              /* offset from the move, in rows/columns */
    uint8_t want;               /* PW() set of allowed states */
};

struct pat_action {
    uint8_t kind;               /* enum pat_action_kind */
    int8_t sign;                /* shape: +1 / -1; joseki: quality */
    uint8_t arg[2];             /* label indices (0 = the move) */
};

struct pattern {
    const char *name;
    const char *file;
    int line;
    uint8_t klass;              /* enum pat_class */
    uint8_t nlabels;            /* labels[0] is '*' */
    uint8_t nactions;
    uint8_t swap;               /* colour-swapped variants exist */
    char labels[PAT_MAX_LABELS + 1];
    float value;
    struct pat_action actions[PAT_MAX_ACTIONS];
    uint32_t code, ncode;       /* constraint bytecode in db->code (ncode 0: none) */
    uint32_t cells, ncells;     /* the diagram as drawn (identity), in db->cells */
    int8_t edge[4];             /* drawn edges: rows/columns from the move to the
                                 * edge line (0 none), top, bottom, left, right */
    const char *constraint;     /* source text, for display */
};

/* One pre-expanded orientation of a pattern. */
struct pat_variant {
    uint32_t pattern;           /* index into db->patterns */
    uint8_t sym;                /* 0..7, see pattern_transform() */
    uint8_t swap;               /* colours exchanged: O of the diagram is the opponent */
    uint8_t klass;              /* the pattern's class, for filtering without a lookup */
    /* The move's distance to the top, bottom, left and right edges must lie
     * in [lo, hi] (hi 127: unbounded).  This also guarantees that every
     * cell is on the board and every edge cell off it. */
    int8_t lo[4], hi[4];
    /* The 24 points of the 5x5 window around the move, 2 bits each
     * (enum pat_state), order of pattern_window_offset(). */
    uint64_t mask, value;
    uint32_t outer, nouter;     /* cells not decided by the window, in db->cells */
    uint32_t labels;            /* nlabels (dr, dc) pairs in db->label_off */
};

struct pattern_db {
    const char *name;           /* file it came from, or "builtin" */
    const struct pattern *patterns;
    uint32_t npatterns;
    const struct pat_variant *variants;
    uint32_t nvariants;
    const struct pat_cell *cells;
    uint32_t ncells;
    const int8_t *label_off;
    uint32_t nlabel_off;
    const int32_t *code;
    uint32_t ncode;
    void *owned;                /* run-time databases: what to free */
};

/* The database patc compiled into the engine (build/gen/pattern_tables.c). */
extern const struct pattern_db pattern_builtin_db;

/* Names */
const char *pattern_class_name(int klass);
int pattern_class_lookup(const char *name);          /* -1 if unknown */
const char *pattern_action_name(int kind);
int pattern_action_lookup(const char *name);         /* -1 if unknown */
const char *joseki_quality_name(int q);
int joseki_quality_lookup(const char *name);         /* -1 if unknown */

enum pat_side { SIDE_TOP, SIDE_BOTTOM, SIDE_LEFT, SIDE_RIGHT };

/* Symmetry sym (0..7) applied to an offset. */
void pattern_transform(int sym, int dr, int dc, int *odr, int *odc);
/* A want set with own and opponent exchanged (colour-swapped variants). */
uint8_t pattern_swap_want(uint8_t want);
/* Offset of window slot i (0..23) of the 5x5 window around the move.
 * Inline: the matcher sets its window up for every point it matches. */
static inline void pattern_window_offset(int i, int *dr, int *dc)
{
    int k = i < 12 ? i : i + 1;         /* skip the centre */
    *dr = k / 5 - 2;
    *dc = k % 5 - 2;
}

/* Compiling.  pattern_db_load parses and compiles a whole file; on any
 * error it returns NULL, fills err with "file:line:col: message" and
 * nothing is loaded.  The database must be freed with pattern_db_free. */
struct pattern_db *pattern_db_load(const char *path, char *err, int errlen);
struct pattern_db *pattern_db_from_string(const char *text, const char *name,
                                          char *err, int errlen);
void pattern_db_free(struct pattern_db *db);
/* Pattern by name, or NULL. */
const struct pattern *pattern_db_find(const struct pattern_db *db, const char *name);

#endif
