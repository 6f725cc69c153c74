/* gtp.h — the GTP session: one game, one engine, and the services that
 * analysis commands share (reading cache, pattern database, ...).
 *
 * The protocol loop (gtp_serve) and the in-process runner used by
 * `moyo regress` both go through gtp_execute, so every command behaves the
 * same whether it comes from a GUI, a script or a regression file.
 *
 * Commands live in tables that each module defines next to its own code
 * (gtp_std.c, gtp_gnugo.c, classical/reading/gtp_reading.c, ...); registry.c
 * lists the tables.  A module keeps its per-session state in a slot of the
 * session, created on first use and freed with the session: there is no
 * global mutable state.
 */
#ifndef MOYO_GTP_H
#define MOYO_GTP_H

#include <stdbool.h>
#include <stdio.h>

#include "board/game.h"
#include "engine.h"
#include "util/strbuf.h"

#define GTP_MAX_ARGS 32

struct gtp_channel;         /* gtp/channel.h */

/* Per-module state slots of a session. */
enum gtp_slot {
    SLOT_READING,       /* classical/reading: cache, depths, node counter */
    SLOT_PATTERNS,      /* pattern database loaded at run time */
    SLOT_INFLUENCE,     /* influence mode and scratch */
    SLOT_MC,            /* MC analysis state */
    SLOT_ANALYSIS,      /* dragons, owl ... */
    SLOT_CONNECTION,    /* classical/connect: connection reader, its cache and counter */
    SLOT_SGF,           /* printsgf's game header: loaded file, engine's colours */
    SLOT_OWL,           /* classical/owl: life-and-death searcher, its cache and counter */
    SLOT_EYES,          /* classical/eyes: both colours' spaces of the current position */
    SLOT_SEMEAI,        /* classical/semeai: the race reader and its counter */
    SLOT_SPARE2,
    SLOT_SPARE3,
    GTP_NSLOTS
};

struct gtp {
    struct game *game;
    struct engine *engine;
    char engine_name[32];
    int level;
    struct time_info time;
    /* Positions pushed by trymove/tryko, popped by popgo. */
    int try_depth;
    bool quit;
    /* Bumped on every change of the position (moves, undo, setup, new
     * board, trymove/popgo): module slots that cache analysis compare it
     * to know when their cache is stale. */
    unsigned long generation;
    void *slot[GTP_NSLOTS];
    void (*slot_free[GTP_NSLOTS])(void *);
    /* final_score / final_status_list from the engine's own dead stones
     * (moyo-scorer engine) instead of the classical scorer. */
    bool scorer_engine;
    /* The protocol loop's channel while gtp_serve runs a command; NULL in
     * the in-process runner (regress, tests), where nothing streams. */
    struct gtp_channel *channel;
};

/* A command handler writes its answer (without "= " and the blank line)
 * into out and returns true, or writes an error message and returns
 * false.  argv[0] is the command name. */
typedef bool (*gtp_handler)(struct gtp *s, int argc, char **argv, struct strbuf *out);

struct gtp_command {
    const char *name;
    gtp_handler run;
};

/* Session life cycle.  engine_name may be NULL for the default. */
struct gtp *gtp_new(const char *engine_name, char *err, int errlen);
void gtp_free(struct gtp *s);

/* Runs one command line (without id handling: the caller strips it).
 * Returns true for success; out holds the answer text or the error. */
bool gtp_execute(struct gtp *s, const char *line, struct strbuf *out);

/* The protocol loop: ids, "=id"/"?id" replies, blank-line termination,
 * comments and CR/LF tolerance.  Returns when `quit` or end of input. */
int gtp_serve(struct gtp *s, FILE *in, FILE *out);

/* Streaming answers (lz-analyze): inside gtp_serve a handler may begin
 * its answer at once ("=id" and a newline), write lines while it works,
 * and return once the next command has arrived; the loop then writes the
 * blank line that ends the answer.  gtp_stream_begin returns false where
 * that is not possible (no channel, or input without a descriptor): the
 * handler then answers in one piece as usual.  Empty lines written are
 * dropped, since a blank line would end the answer. */
bool gtp_stream_begin(struct gtp *s);
void gtp_stream_line(struct gtp *s, const char *text);
/* Has the next command (or the end of input) arrived?  True without a
 * channel, so a loop that waits for it ends. */
bool gtp_input_waiting(struct gtp *s);
/* Waits up to ms milliseconds for the next command; true once it has
 * arrived (at once without a channel). */
bool gtp_input_wait(struct gtp *s, int ms);

/* A module's state: created with make() on first use. */
void *gtp_slot(struct gtp *s, enum gtp_slot slot, void *(*make)(void),
               void (*free_fn)(void *));

/* Looks a command up (NULL if unknown); list_commands walks all tables. */
const struct gtp_command *gtp_find_command(const char *name);
void gtp_list_commands(struct strbuf *out);

/* Helpers for handlers: parse a vertex/color argument or write an error. */
bool gtp_arg_vertex(struct gtp *s, const char *arg, coord *p, struct strbuf *out);
bool gtp_arg_color(const char *arg, int *color, struct strbuf *out);
bool gtp_arg_int(const char *arg, int *v, struct strbuf *out);
/* Marks the points of a comma-separated list ("D4", "pass", rectangles
 * "A1:C3") in set; false on a bad vertex.  list is not changed. */
bool gtp_mark_vertices(const struct board *b, const char *list, bool *set);
/* The analysis commands' move filter "avoid|allow COLOR VERTICES UNTIL" at
 * argv[i]: false when malformed.  Entries for `color` (the player
 * analysed) are added to avoid[] or allow[] (*have_allow set for allow)
 * and *applied is set; entries for the other colour change nothing. */
bool gtp_arg_move_filter(struct gtp *s, char **argv, int argc, int i, int color, bool *avoid,
                         bool *allow, bool *have_allow, bool *applied);
/* lz-analyze for an engine without a Monte Carlo search (gtp_analyze.c):
 * its `analyze` callback's moves as Leela Zero's info lines. */
bool gtp_engine_lz_analyze(struct gtp *s, int argc, char **argv, struct strbuf *out);
/* Vertex that must hold a stone (for attack/defend/countlib ...). */
bool gtp_arg_stone(struct gtp *s, const char *arg, coord *p, struct strbuf *out);

/* Called after the position changes other than by a move, so the engine
 * and module slots that cache position data can reset. */
void gtp_position_changed(struct gtp *s);

/* ---- extensions used by the command modules ---- */

/* Pops every trymove/tryko frame, so the board matches the game record
 * again.  Every command that changes the game calls it first. */
void gtp_unwind(struct gtp *s);
/* Replaces the engine (moyo-engine NAME); the old one is kept on error. */
bool gtp_switch_engine(struct gtp *s, const char *name, struct strbuf *out);
/* GTP preprocessing of one input line, in place: drops control
 * characters, turns tabs into spaces, cuts the '#' comment. */
void gtp_clean_line(char *line);
/* Splits a cleaned line into words (in place); returns the count, or
 * max + 1 when there are more than max words. */
int gtp_split(char *line, char **argv, int max);
/* An int; false (nothing written) otherwise. */
bool gtp_parse_int(const char *arg, int *v);
/* A number in decimal notation (sign, digits, point, exponent: no hex,
 * inf or nan) of magnitude at most 1e9; false (nothing written) otherwise. */
bool gtp_arg_float(const char *arg, double *v);
/* Is the text a number in that decimal notation (whatever its size)? */
bool gtp_decimal_syntax(const char *s);
/* "COLOR VERTEX" in argv[1], argv[2]; error "invalid color or coordinate". */
bool gtp_arg_move(struct gtp *s, int argc, char **argv, int *color, coord *p,
                  struct strbuf *out);
/* Appends "D4" / "PASS". */
void gtp_add_vertex(struct gtp *s, struct strbuf *out, coord p);
/* Appends the points sorted in board order (top row first, as GNU Go
 * lists them), separated by spaces.  Sorts pts in place. */
void gtp_add_vertices(struct gtp *s, struct strbuf *out, coord *pts, int n);

/* Lines of strings ("A1 B1\nC3"), each string in board order, strings
 * ordered by their first stone; keep[p] selects stones (gtp_gnugo.c). */
void gtp_add_strings(struct gtp *s, struct strbuf *out, const bool *keep);

/* Dead stones for final_score / final_status_list (gtp_score.c): the
 * classical scorer (classical/influence/score_estimate.h).  dead[] has
 * BOARD_MAX_POINTS entries. */
void gtp_dead_stones(struct gtp *s, bool *dead);

#endif
