/* builtin.c — the pattern set of the compiled-in knowledge base.  Kept
 * apart from match.c so that tools/patc, which writes that knowledge base,
 * links without it. */
#include "patterns/pattern_match.h"

struct pattern_set *pattern_set_new_builtin(void)
{
    struct pattern_set *set = pattern_set_new();
    pattern_set_add(set, &pattern_builtin_db, false);
    return set;
}
