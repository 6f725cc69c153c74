/* pattern_funcs.h — the registry of constraint functions.
 *
 * A constraint such as `lib(a) >= 2 && !selfatari(*)` calls functions by
 * name.  The compiler looks each name up here (unknown names and wrong
 * argument counts are errors with file:line:col), and the evaluator calls
 * them with the points the labels stand for in the current match.
 *
 * Modules add functions without touching the grammar: define a table of
 * `struct pattern_function` ending with {NULL, 0, NULL, NULL} beside the
 * module's code, and add it to pattern_function_tables (below).
 *
 * Every function returns an int.  Truth values are 0/1; quantities that
 * are naturally fractional are scaled and say so in their help text.
 */
#ifndef MOYO_PATTERN_FUNCS_H
#define MOYO_PATTERN_FUNCS_H

#include <stdbool.h>

#include "board/board.h"

/* Services a module may make available to its constraint functions.  A
 * slot is NULL when the caller has nothing to offer; a function must then
 * compute what it needs itself or answer conservatively. */
enum pattern_env_slot {
    PENV_READING,       /* tactical reader state (a struct reading *) */
    PENV_INFLUENCE,     /* influence / territory map of the position */
    PENV_DRAGONS,       /* dragon analysis: a struct status_provider * */
    PENV_SPARE,
    PENV_NSLOTS
};

struct pattern_env {
    struct board *board;        /* functions may trymove/popmove, but restore it */
    int color;                  /* colour the diagram's O stands for */
    coord move;                 /* the point of '*' */
    bool ignore_constraints;    /* match diagrams only (tests, inspection) */
    void *data[PENV_NSLOTS];
    /* A function that had to create a slot's data itself (no caller gave
     * one) stores how to free it here; pattern_env_release frees it. */
    void (*cleanup[PENV_NSLOTS])(void *);
};

/* Frees the slot data functions created; call when done with an env. */
void pattern_env_release(struct pattern_env *env);

typedef int (*pattern_fn)(struct pattern_env *env, const coord *args);

struct pattern_function {
    const char *name;
    int nargs;                  /* each argument is a labelled point or '*' */
    pattern_fn fn;
    const char *help;
};

/* The board's own functions (funcs_board.c). */
extern const struct pattern_function pattern_board_functions[];
/* The board's functions added after the other tables (funcs_board.c):
 * the opponent's stones that back a cut. */
extern const struct pattern_function pattern_cut_functions[];

/* The registry: every table, in numbering order, ending with NULL (each
 * table ends with a NULL name).  Defined not here but by the layer that
 * offers the functions reading, influence and status need
 * (classical/pattern_funcs/pattern_funcs.c): patterns names nothing above the board,
 * and patc and the engine link the one list, so they number alike. */
extern const struct pattern_function *const pattern_function_tables[];

/* Looks a name up; returns its global index or -1. */
int pattern_function_lookup(const char *name);
const struct pattern_function *pattern_function_get(int index);
int pattern_function_count(void);

#endif
