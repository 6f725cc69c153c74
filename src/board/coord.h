/* coord.h — converting between board points and GTP/SGF vertex text. */
#ifndef MOYO_COORD_H
#define MOYO_COORD_H

#include <stdbool.h>
#include "board.h"

/* GTP vertex ("D4", "pass", case-insensitive).  Returns false for text
 * that is not a vertex on this board; *p is PASS for "pass". */
bool parse_vertex(const struct board *b, const char *s, coord *p);
/* Writes "D4" or "PASS" into buf (at least 5 bytes); returns buf. */
char *format_vertex(const struct board *b, coord p, char *buf);
/* Color words: "b", "black", "w", "white" (any case). */
bool parse_color(const char *s, int *color);
const char *color_name(int color);   /* "black", "white", "empty" */
char color_letter(int color);        /* 'B', 'W' */

#endif
