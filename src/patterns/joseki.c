/* joseki.c — joseki SGF trees to corner patterns (docs/patterns.md). */
#include <stdio.h>

#include "patterns/joseki.h"

bool joseki_add_file(struct pattern_builder *pb, const char *path, char *err, int errlen)
{
    (void)pb;
    snprintf(err, (size_t)errlen, "%s: joseki files are not supported yet", path);
    return false;
}
