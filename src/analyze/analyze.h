/* analyze.h — `moyo analyze`: a position from an SGF file, explained in
 * sections.  Each section is a function that reads the analysis and
 * writes its part; later modules (tactical status, dragons, influence,
 * candidates) add a section to the table in analyze.c, and other output
 * forms (JSON, SVG) add a callback beside `text`. */
#ifndef MOYO_ANALYZE_H
#define MOYO_ANALYZE_H

#include <stdbool.h>
#include <stdio.h>

#include "board/game.h"
#include "sgf/sgf.h"

/* The position analysed and what is known about it. */
struct analysis {
    const char *path;           /* the SGF file */
    int until_move;             /* position before this move; 0: end of the game */
    int moves_played;           /* moves of the main line on the board */
    struct game *game;
    struct sgf_info info;
};

struct analyze_section {
    const char *name;           /* for --sections: "board", "strings", ... */
    const char *summary;
    void (*text)(const struct analysis *a, FILE *out);
};

/* Sections of the text report (analyze_board.c, analyze_strings.c). */
void analyze_header_text(const struct analysis *a, FILE *out);
void analyze_board_text(const struct analysis *a, FILE *out);
void analyze_strings_text(const struct analysis *a, FILE *out);

/* Loads path (before move until_move, 0 = whole main line) into a.
 * Returns false with a message in err. */
bool analysis_load(struct analysis *a, const char *path, int until_move, char *err,
                   size_t errlen);
void analysis_free(struct analysis *a);

#endif
