/* pattern_funcs.c — registers the constraint functions of the engine with
 * the pattern function registry (patterns/pattern_funcs.h).
 *
 * The registry is this one list, fixed at link time rather than filled in
 * at run time: compiled pattern tables call functions by their number in
 * it, so tools/patc and the engine must number them alike, and both link
 * this same list.  It lives in the highest layer that offers functions
 * (today classical) so that patterns depends on the board alone.  A module
 * adds its table here, at the end (existing numbers stay the same). */
#include <stddef.h>

#include "classical/pattern_funcs/pattern_funcs.h"

const struct pattern_function *const pattern_function_tables[] = {
    pattern_board_functions,
    pattern_reading_functions,
    pattern_influence_functions,
    pattern_status_functions,
    pattern_cut_functions,
    NULL,
};
