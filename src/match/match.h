/* match.h — `moyo match`: games between two GTP players, refereed, saved
 * as SGF and as one JSON line per game, summarised with honest statistics.
 *
 * Files: player.c (player specs -> shell commands), match_game.c (one
 * game over GTP), referee.c (scoring a finished game), results.c (JSONL
 * records, resume and merge), summary.c (counting and printing),
 * report.c + svgchart.c (the HTML report), opening.c (opening variety),
 * match_sgf.c (game records), cli_match.c (options and scheduling).
 */
#ifndef MOYO_MATCH_H
#define MOYO_MATCH_H

#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "board/game.h"
#include "match/stats.h"
#include "util/strbuf.h"

/* A match game ends by --move-limit (3 x size x size, at most this minus 4):
 * a match records times per move on the stack, so its cap is its own. */
#define MATCH_MAX_MOVES 2048

#define MATCH_NAME_MAX 256
#define MATCH_CMD_MAX 1024
#define MATCH_MAX_OPENING 32

/* A player: what the user wrote, and the shell command that runs it. */
struct player {
    char spec[MATCH_NAME_MAX];
    char cmd[MATCH_CMD_MAX];
};

/* "classical", "mc:playouts=5000,threads=2", "gnugo:level=5",
 * "gtp:CMD ARGS".  moyo_path is the moyo binary for built-in engines.
 * Built-in engines and GNU Go are told the match's rules on their command
 * line (GTP has no command for it) unless the spec already names rules:
 * an engine that plays for territory leaves dame that area counting
 * scores.  Built-in engines also get `--superko` when the match forbids
 * repetition, so they never choose a move the referee refuses.  A gtp:
 * command is run as given. */
bool player_parse(const char *spec, const char *moyo_path, enum rules rules, bool superko,
                  struct player *p, char *err, int errlen);
/* Appends text to b quoted for sh -c. */
void shell_quote(struct strbuf *b, const char *text);

enum referee_kind { REFEREE_MOYO, REFEREE_GTP };

struct time_control {
    double main_time;       /* seconds; 0 with byo_time 0 = no clock */
    double byo_time;        /* Canadian byo-yomi: byo_time for byo_stones */
    int byo_stones;
    double margin;          /* grace before a flag falls (latency) */
};

enum opening_kind { OPENING_NONE, OPENING_RANDOM, OPENING_BOOK };

struct match_config {
    struct player a, b;
    int games;
    int size;
    double komi;
    int handicap;
    enum rules rules;
    bool superko;           /* positional superko (default with chinese rules) */
    struct time_control tc;
    double move_timeout;    /* seconds a genmove may take with no clock */
    int move_limit;
    enum opening_kind opening;
    int opening_moves;
    char book[MATCH_CMD_MAX];
    uint64_t seed;
    enum referee_kind referee;
    char referee_cmd[MATCH_CMD_MAX];
    char referee_spec[MATCH_NAME_MAX];
    char out_dir[MATCH_CMD_MAX];
    int shard_k, shard_n;   /* 1-based shard k of n */
    bool quiet;
    bool keep_engines;      /* one process per player for all its games */
};

/* How a game ended. */
enum game_end {
    END_SCORE = 0,      /* two passes, counted by the referee */
    END_RESIGN,
    END_MOVE_LIMIT,     /* counted by the referee as it stands */
    END_ILLEGAL,        /* the mover played an illegal move */
    END_CRASH,          /* the engine died or could not start */
    END_TIMEOUT,        /* no answer in time, or the clock fell */
    END_REJECTED,       /* the engine refused a legal move of its opponent */
    END_ERROR,          /* the engine answered '?' to a command it must know */
    END_NCODES
};
const char *game_end_name(enum game_end e);
bool game_end_parse(const char *s, enum game_end *e);

/* One finished game, exactly what a JSONL line holds. */
struct game_result {
    int index;              /* 0-based game number of the whole match */
    int a_color;            /* BLACK or WHITE */
    char winner;            /* 'A', 'B', 'D' (jigo), '-' (no result) */
    char result[32];        /* SGF RE: "B+3.5", "W+R", "B+T", "W+F", "0" */
    double margin;          /* black - white - komi; NAN when not counted */
    enum game_end end;
    char fault;             /* 'A' or 'B' for illegal/crash/timeout/...; 0 */
    char detail[200];
    int moves;              /* moves in the record, passes included */
    int a_moves, b_moves;   /* genmoves answered */
    double a_time, b_time;  /* seconds spent in genmove, total */
    double a_max, b_max;    /* longest genmove */
    char a_score[32], b_score[32], ref_score[32];   /* final_score texts */
    bool disagree;          /* a player's final_score names another winner */
    char disagree_who[4];   /* "A", "B" or "AB" */
    char sgf[64];           /* file name inside the output directory */
    char opening[160];      /* the opening moves that were imposed */
    double seconds;         /* wall time of the game */
    long a_rss_kb, b_rss_kb;    /* players' resident memory after the game; 0: unknown */
};

/* What the games running in parallel share: process creation is
 * serialised so no child inherits the pipes of another game's engine
 * (which would hide that engine's death behind an open pipe). */
struct match_shared {
    pthread_mutex_t start_lock;
    /* Told of every move played (the live lines on a terminal); NULL:
     * nobody.  index is the game's number, g the game so far. */
    void (*on_move)(void *arg, int index, const struct game *g);
    void *on_move_arg;
};
struct gtp_client;
/* Starts a GTP child under the start lock (sh may be NULL), its stderr
 * appended to log_path (NULL: discarded). */
bool match_start_client(struct gtp_client *c, const char *cmd, const char *log_path,
                        struct match_shared *sh);

/* Engines kept from one game to the next (--keep-engines), as a server
 * keeps them: [0] player A, [1] player B.  Zeroed: none started yet. */
struct match_engines {
    struct gtp_client *c[2];    /* NULL: start one for the next game */
    char log[2][MATCH_CMD_MAX + 80];    /* their stderr: the log of the game they started in */
};
/* Stops the kept engines and frees them. */
void match_engines_stop(struct match_engines *e);

/* Plays game number index of the match.  Always fills r (a failure of an
 * engine is a result, not an error); record receives the moves.  With an
 * output folder each player's stderr goes to game-NNNN-A.log /
 * game-NNNN-B.log beside the game's SGF (removed when empty).  keep NULL:
 * both engines are started for this game and stopped after it; else the
 * engines in keep are used (started if need be) and left running for
 * the next game, unless one failed (crash, timeout, illegal move, ...):
 * that one is stopped and the next game starts a fresh one. */
void match_play_game(const struct match_config *cfg, int index, struct match_shared *sh,
                     struct game_result *r, struct game *record, struct match_engines *keep);

/* Referee: counts a finished game (two passes or move limit) into r. */
void referee_score(const struct match_config *cfg, const struct game *g,
                   struct gtp_client *black, struct gtp_client *white,
                   struct match_shared *sh, struct game_result *r);
/* Parses "B+3.5", "W+12", "0", "Jigo" into a margin (black - white). */
bool parse_score_text(const char *text, double *margin);

/* Opening moves imposed on game index: the same for both games of a
 * colour-swapped pair.  Returns how many were written into moves. */
int opening_moves(const struct match_config *cfg, const struct game *start, int index,
                  struct game_move *moves, int max, char *err, int errlen);

/* The first moves of an SGF opening book entry (cfg->book: one file, or
 * a folder whose *.sgf files are taken in name order, one per game pair). */
int book_opening(const struct match_config *cfg, const struct game *start, int index,
                 struct game_move *moves, int max, char *err, int errlen);

/* SGF of a finished game with players, result and times in comments. */
bool match_write_sgf(const char *path, const struct match_config *cfg,
                     const struct game *g, const struct game_result *r,
                     const double *move_seconds);

/* ---- results (JSONL) --------------------------------------------------- */

/* The header line of a results file: what makes two files mergeable. */
struct match_header {
    char a[MATCH_NAME_MAX], b[MATCH_NAME_MAX];
    int games, size, handicap;
    double komi;
    char rules[16];
    char referee[MATCH_NAME_MAX];
};

struct result_set {
    struct match_header header;
    bool have_header;
    struct game_result *r;
    int n, cap;
};

void match_header_from_config(const struct match_config *cfg, struct match_header *h);
void results_header_json(const struct match_header *h, struct strbuf *out);
void results_game_json(const struct game_result *r, struct strbuf *out);
/* Parses one line (header or game).  Returns 1 for a game, 2 for a
 * header, 0 for a malformed line (err says why). */
int results_parse_line(const char *line, struct game_result *r, struct match_header *h,
                       char *err, int errlen);
/* Reads a JSONL file; malformed lines (a match killed mid-write) are
 * skipped with a warning on stderr.  A missing file is an empty set. */
bool results_load(const char *path, struct result_set *set, char *err, int errlen);
void results_add(struct result_set *set, const struct game_result *r);
void results_free(struct result_set *set);
/* Sorts by game index and drops duplicates (the first kept). */
void results_sort(struct result_set *set);
bool headers_compatible(const struct match_header *x, const struct match_header *y);

/* ---- summary and report ------------------------------------------------ */

struct match_summary {
    struct wdl all, a_black, a_white;
    int games, no_result;
    int black_wins, white_wins;
    int ends[END_NCODES][2];        /* [end][0 = A at fault, 1 = B] */
    int end_count[END_NCODES];
    int disagree[2];
    double a_time, b_time;          /* totals */
    int a_moves, b_moves;
    struct interval winrate, elo;
};

void summary_compute(const struct result_set *set, struct match_summary *s);
void summary_print(FILE *f, const struct match_header *h, const struct match_summary *s,
                   const struct sprt *sprt);
/* Writes the self-contained HTML report.  sgf_dir is where the SGF files
 * are (links are made relative to the report's folder). */
bool report_write(const char *path, const struct match_header *h,
                  const struct result_set *set, const char *sgf_dir,
                  const struct sprt *sprt, char *err, int errlen);

#endif
