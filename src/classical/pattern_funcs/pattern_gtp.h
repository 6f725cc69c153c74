/* pattern_gtp.h — the pattern set of a GTP session and match listings,
 * for other modules' commands (analyze, move generation). */
#ifndef MOYO_PATTERN_GTP_H
#define MOYO_PATTERN_GTP_H

#include "gtp/gtp.h"
#include "patterns/pattern_match.h"

/* The session's set: the built-in database plus files loaded with
 * load_patterns / --patterns.  Created on first use. */
struct pattern_set *gtp_pattern_set(struct gtp *s);

/* Sorts matches and writes "NAME VERTEX SYM[/swap]" lines. */
void pattern_format_matches(const struct board *b, struct pattern_match *m, int n,
                            struct strbuf *out);

#endif
