/* joseki.h — joseki trees in SGF (joseki/NAME.sgf) turned into corner
 * patterns.  The property convention is in docs/patterns.md. */
#ifndef MOYO_JOSEKI_H
#define MOYO_JOSEKI_H

#include <stdbool.h>

#include "patterns/pattern_build.h"

/* Adds one pattern per annotated move of the tree; all or nothing. */
bool joseki_add_file(struct pattern_builder *pb, const char *path, char *err, int errlen);

#endif
