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
#include "engine.h"
#include "sgf/sgf.h"
#include "util/strbuf.h"

/* MC playouts for the mc section and the picture's candidates. */
#define ANALYZE_DEFAULT_PLAYOUTS 1000
/* Candidate moves kept from the search: listed by the mc section; the
 * picture marks the first five. */
#define ANALYZE_MC_SHOWN 8

struct pattern_db;
struct dragon_analysis;
struct classical;
struct cl_position;

/* Candidates listed by the candidates section (--top K changes it). */
#define ANALYZE_CANDIDATES_SHOWN 10

/* The position analysed and what is known about it. */
struct analysis {
    const char *path;           /* the SGF file */
    int until_move;             /* position before this move; 0: end of the game */
    int moves_played;           /* moves of the main line on the board */
    struct game *game;
    struct sgf_info info;
    int mc_playouts;            /* --mc-playouts: 0 skips the MC search */
    const struct pattern_db *patterns;  /* --patterns FILE, or NULL */
    const char *influence;      /* --influence: "1/d", "1/2^d", "both"; NULL = both */
    /* The run's one MC search (analysis_run_mc): the mc section, its JSON
     * and the --svg picture all read these, so they show the same moves. */
    bool mc_done;
    int mc_n;                   /* candidates found; -1: the search failed */
    struct candidate mc[ANALYZE_MC_SHOWN];
    char mc_err[160];
    /* The run's one dragon analysis (analysis_run_dragons): the dragons
     * section, its JSON and the --dragons --svg picture read it. */
    struct dragon_analysis *dragons;
    /* The run's one classical analysis (analysis_run_candidates): the
     * candidates section, its JSON and the --candidates --svg picture. */
    struct classical *cl;
    struct cl_position *cl_pos;
    int candidates_shown;
};

struct analyze_section {
    const char *name;           /* for --sections: "board", "strings", ... */
    const char *summary;
    void (*text)(const struct analysis *a, FILE *out);
    /* The section's value for --json (an object or array), documented in
     * docs/analyze.md with stable field names.  NULL: --json shows the
     * text as {"text": "..."} until the section has its own form. */
    void (*json)(const struct analysis *a, struct strbuf *out);
};

/* Sections (analyze_board.c, analyze_strings.c, analyze_status.c). */
void analyze_header_text(const struct analysis *a, FILE *out);
void analyze_header_json(const struct analysis *a, struct strbuf *out);
void analyze_board_text(const struct analysis *a, FILE *out);
void analyze_board_json(const struct analysis *a, struct strbuf *out);
void analyze_strings_text(const struct analysis *a, FILE *out);
void analyze_strings_json(const struct analysis *a, struct strbuf *out);
void analyze_status_text(const struct analysis *a, FILE *out);
void analyze_status_json(const struct analysis *a, struct strbuf *out);
void analyze_mc_text(const struct analysis *a, FILE *out);
void analyze_mc_json(const struct analysis *a, struct strbuf *out);
void analyze_patterns_text(const struct analysis *a, FILE *out);   /* analyze_patterns.c */
void analyze_patterns_json(const struct analysis *a, struct strbuf *out);
void analyze_influence_text(const struct analysis *a, FILE *out);
void analyze_influence_json(const struct analysis *a, struct strbuf *out);
void analyze_eyes_text(const struct analysis *a, FILE *out);       /* analyze_eyes.c */
void analyze_eyes_json(const struct analysis *a, struct strbuf *out);
void analyze_dragons_text(const struct analysis *a, FILE *out);    /* analyze_dragons.c */
void analyze_dragons_json(const struct analysis *a, struct strbuf *out);
/* Computes a->dragons once (fresh reader, built-in patterns); frees it. */
void analysis_run_dragons(struct analysis *a);
void analysis_free_dragons(struct analysis *a);
/* --dragons --svg FILE: dragons by status, eye spaces shaded, vital and
 * cutting points marked. */
bool analyze_write_dragons_svg(const struct analysis *a, FILE *f);

void analyze_candidates_text(const struct analysis *a, FILE *out);  /* analyze_candidates.c */
void analyze_candidates_json(const struct analysis *a, struct strbuf *out);
/* Runs the classical engine's analysis of the position once; frees it. */
void analysis_run_candidates(struct analysis *a);
void analysis_free_candidates(struct analysis *a);
/* --candidates --svg FILE: the candidates numbered on the board, each
 * explained under it; stones by dragon status, territory shaded. */
bool analyze_write_candidates_svg(const struct analysis *a, FILE *f);

/* Star points of the diagram and the picture. */
bool analyze_is_star_point(int size, int r, int c);

/* --all-moves: every position of the game, where the two engines
 * ("A,B") disagree most (analyze_all_moves.c).  Returns the exit status. */
int analyze_all_moves(const char *path, const char *engines, int playouts, int top, bool json);

/* --svg FILE: the position as a picture (analyze_picture.c, board_svg.c),
 * its candidate moves those of the run's MC search (a->mc).  --influence
 * MODE --svg FILE: the influence map(s) instead (analyze_influence.c):
 * shaded control, territory, dead stones crossed.  Both write to f, opened
 * by the caller, and return false on a write error (errno set). */
bool analyze_write_svg(const struct analysis *a, FILE *f);
bool analyze_write_influence_svg(const struct analysis *a, FILE *f);

/* Loads path (before move until_move, 0 = whole main line) into a.
 * Returns false with a message in err. */
bool analysis_load(struct analysis *a, const char *path, int until_move, char *err,
                   size_t errlen);
void analysis_free(struct analysis *a);
/* Runs the MC search of a->mc_playouts playouts (none when 0) once and
 * keeps its best moves in a->mc. */
void analysis_run_mc(struct analysis *a);

#endif
