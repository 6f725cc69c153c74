/* board_svg.h — a board position as an SVG picture: stones, coordinates,
 * the last move, life-and-death status of stones, territory shading and
 * labelled candidate markers.  Used by `moyo analyze --svg`; the picture is
 * plain SVG 1.1 that browsers and rsvg-convert render. */
#ifndef MOYO_BOARD_SVG_H
#define MOYO_BOARD_SVG_H

#include <stdbool.h>
#include <stdint.h>

#include "board/board.h"
#include "classical/dragon/status.h"
#include "util/strbuf.h"

#define PIC_MAX_MARKERS 32
#define PIC_MAX_NOTES 12
#define PIC_NOTE_LEN 200

struct pic_marker {
    coord point;
    char label[8];          /* "1", "A", ... */
    char color[16];         /* fill, e.g. "#2a7" */
};

struct board_picture {
    const struct board *board;
    coord last_move;                        /* NO_POINT: none */
    uint8_t owner[BOARD_MAX_POINTS];        /* territory: BLACK, WHITE or EMPTY */
    uint8_t status[BOARD_MAX_POINTS];       /* enum stone_status of each stone */
    int nmarkers;
    struct pic_marker markers[PIC_MAX_MARKERS];
    char title[160];
    const char *marker_legend;              /* legend of the markers; NULL: "candidates" */
    const char *shading_legend;             /* legend of owner[]; NULL: "territory" */
    bool show_unknown;                      /* ring stones of unknown status (dragons) */
    int nnotes;                             /* lines of text under the legend */
    char notes[PIC_MAX_NOTES][PIC_NOTE_LEN];
};

/* An empty overlay: no shading, no status, no markers. */
void board_picture_init(struct board_picture *pic, const struct board *b);
/* Adds a marker; ignored beyond PIC_MAX_MARKERS. */
void board_picture_mark(struct board_picture *pic, coord p, const char *label,
                        const char *color);
/* Adds a line of text under the legend (a marker's meaning); ignored
 * beyond PIC_MAX_NOTES, cut at PIC_NOTE_LEN. */
void board_picture_note(struct board_picture *pic, const char *text);
void board_svg(struct strbuf *out, const struct board_picture *pic);

#endif
