/* crosscheck.h — `moyo crosscheck`: differential testing of moyo's rules
 * against another GTP engine (GNU Go by default).  Random games compare
 * legality of every point, captures, stones and the final area count after
 * every move; SGF loading compares `loadsgf FILE N` positions.  The moyo
 * side runs in-process through gtp_execute, so the GTP layer is tested
 * along with the board. */
#ifndef MOYO_CROSSCHECK_H
#define MOYO_CROSSCHECK_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "gtp/gtp.h"
#include "util/strbuf.h"
#include "util/subproc.h"

#define XC_DEFAULT_ORACLE "/usr/games/gnugo --mode gtp --quiet"

/* The other engine, driven with pipelined commands: a batch is written at
 * once and the replies read afterwards, which saves a round trip each. */
struct oracle {
    struct subproc proc;
    bool dead;
};

#define XC_MAX_BATCH 1024

/* Commands sent to both engines, and each one's replies: [MOYO][i] and
 * [OTHER][i]. */
enum { MOYO = 0, OTHER = 1 };
struct batch {
    int n;
    char *cmd[XC_MAX_BATCH];
    bool ok[2][XC_MAX_BATCH];
    struct strbuf reply[2][XC_MAX_BATCH];
};

bool oracle_start(struct oracle *o, const char *cmd);
void oracle_stop(struct oracle *o);
/* Sends every command of b, then reads every reply into b's OTHER side.
 * False when the engine died or broke the protocol. */
bool oracle_run(struct oracle *o, struct batch *b);
/* The same commands through moyo's in-process session (the MOYO side). */
void moyo_run(struct gtp *s, struct batch *b);
/* Both; false when the other engine died. */
bool batch_run_both(struct gtp *s, struct oracle *o, struct batch *b);

/* A moyo session and the other engine, ready for batches. */
struct xc_pair {
    struct gtp *s;
    struct oracle other;
    struct batch *b;
};
/* Prints why and returns false when either side cannot start. */
bool xc_pair_open(struct xc_pair *p, const char *oracle_cmd);
void xc_pair_close(struct xc_pair *p);

void batch_init(struct batch *b);
void batch_clear(struct batch *b);
void batch_free(struct batch *b);
void batch_add(struct batch *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* Compares two replies that list vertices in any order and case.  When
 * they differ, writes "only moyo: ...; only other: ..." into diff. */
bool same_vertex_sets(const char *a, const char *b, struct strbuf *diff);

struct xc_opts {
    const char *oracle;
    uint64_t seed;
    bool verbose;
    int size, games, first;     /* games: board size, how many, first index */
    int handicap_every;         /* every Nth game has a handicap (0: none) */
};

/* Subcommands; each returns the number of mismatches (or -1 when it could
 * not run) and prints them. */
int crosscheck_games(const struct xc_opts *o);
int crosscheck_sgf(const struct xc_opts *o, char **files, int nfiles);

#endif
