/* pattern_lex.h — glue between the flex lexer and the bison parser of the
 * pattern language (grammar/pattern.l, grammar/pattern.y). */
#ifndef MOYO_PATTERN_LEX_H
#define MOYO_PATTERN_LEX_H

#include <stdbool.h>

#include "patterns/pattern_ast.h"

/* The lexer's extra state: where it is, and the parse it feeds. */
struct pat_lexstate {
    struct pat_parse *pp;
    int line, col;
};

/* Lexes and parses text into pp (defined in pattern.l). */
bool pat_lex_run(struct pat_parse *pp, const char *text);

#endif
