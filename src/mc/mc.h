/* mc.h — the Monte Carlo / UCT engine: parameters, the search object and
 * the calls that the engine wrapper (engine_mc.c), the GTP commands
 * (gtp_mc.c), the benchmark and the unit tests share.
 *
 * One struct mc_search holds everything a search needs: parameters, the
 * tree (tree.h), per-thread scratch, ownership statistics and the time
 * budget.  There is no global state, so two searches can live side by
 * side (the tests do that).
 */
#ifndef MOYO_MC_H
#define MOYO_MC_H

#include <stdbool.h>
#include <stdint.h>

#include "board/game.h"
#include "engine.h"
#include "mc/pattern3.h"
#include "mc/tree.h"

#define MC_MAX_THREADS 64

enum mc_policy { MC_LIGHT = 0, MC_HEAVY = 1 };

struct mc_params {
    int playouts;           /* simulations per move when there is no clock */
    int threads;
    size_t memory;          /* bytes for the node pool (hard cap) */
    enum mc_policy policy;
    double explore;         /* UCB1 exploration constant c */
    double rave_equiv;      /* k of the beta schedule (see rave_beta) */
    int expand_after;       /* visits before a leaf gets its children */
    double prior_weight;    /* multiplies every prior's virtual visits */
    double resign;          /* resign below this win rate ... */
    int resign_min_visits;  /* ... once the root has this many visits */
    double pass_winrate;    /* pass when settled and winning at least this */
    bool reuse;             /* keep the subtree of the moves played */
    uint64_t seed;          /* reg_genmove and the `seed` option start here */
    double max_seconds;     /* per move without a clock; <= 0: no limit */
};

void mc_params_default(struct mc_params *p);
/* Sets one option by name (playouts, threads, mc-memory, playout, explore,
 * rave-equiv, expand-after, resign, reuse, seed, seconds); false + err on a
 * bad name or value. */
bool mc_params_set(struct mc_params *p, const char *name, const char *value,
                   char *err, int errlen);

/* Root-child statistics, for mc_stats, lz-analyze and candidates. */
struct mc_move_stat {
    coord move;
    int visits;
    double winrate;         /* for the player to move at the root */
    double rave_winrate;
    int rave_visits;
    double prior;           /* prior win rate, as the prior gave it */
    int prior_visits;
    /* The prior as a move probability: a softmax over the root's moves of
     * the prior's net virtual wins, summing to 1 over all of them (see
     * docs/monte-carlo.md).  What Leela Zero clients show as "prior". */
    double policy;
    coord pv[8];
    int npv;
};

struct mc_thread;           /* per-thread scratch, search.c */

struct mc_search {
    struct mc_params par;
    struct mc_tree tree;
    struct pattern3 patterns;
    uint64_t rng_state;
    bool early_stop;        /* under a clock, stop when the best is sure */
    /* Position the tree's root stands for. */
    struct game root_game;
    bool have_root;
    int root_color;         /* player to move at the root */
    /* Ownership: own[p] counts playouts where p ended black minus white. */
    int32_t own_black[BOARD_MAX_POINTS];
    int32_t own_white[BOARD_MAX_POINTS];
    int32_t own_games;
    /* Last search's figures. */
    long last_sims;
    long last_terminal;     /* of them, ended by two passes in the tree */
    double last_seconds;
    int tree_full_events;   /* expansions refused because the pool was full */
    int tree_prunes;        /* times the full pool was pruned (this search) */
    struct time_info time;
    bool have_time;
    bool cleanup;           /* kgs-genmove_cleanup: capture dead stones first */
    /* Called every progress_interval seconds during a search (lz-analyze). */
    void (*progress)(void *arg, const struct mc_search *s);
    void *progress_arg;
    double progress_interval;
    double progress_next;
    /* Polled every few milliseconds during a search; true stops it (the
     * next GTP command has arrived).  Shares progress_arg. */
    bool (*interrupt)(void *arg);
    /* Root moves the search must not choose (lz-analyze avoid / allow). */
    bool root_filter;
    bool root_skip[BOARD_MAX_POINTS];
};

struct mc_search *mc_search_new(void);
void mc_search_free(struct mc_search *s);

/* Searches the position of g for color and returns the most visited
 * move (PASS possible; RESIGN only when allow_resign).  Time, playouts,
 * threads and reuse follow s->par and s->time. */
coord mc_genmove(struct mc_search *s, const struct game *g, int color, bool allow_resign);
/* Runs `sims` simulations from the current root without choosing. */
void mc_search_run(struct mc_search *s, const struct game *g, int color, long sims,
                   double seconds);
/* Sets up the root for (g, color), reusing the tree when it allows. */
void mc_prepare_root(struct mc_search *s, const struct game *g, int color);
/* Forgets the tree (new game, undo, setup). */
void mc_forget(struct mc_search *s);

/* Root children sorted by visits, best first; returns how many. */
int mc_root_stats(const struct mc_search *s, struct mc_move_stat *out, int max);
/* Ownership of p in [-1, 1]: +1 black always owns it, -1 white. */
double mc_ownership(const struct mc_search *s, coord p);
/* Marks stones whose owner by the statistics is the other color. */
void mc_dead_stones(const struct mc_search *s, const struct board *b, bool *dead);

/* The beta of UCT-RAVE for n real and r AMAF visits (documented in
 * docs/monte-carlo.md). */
static inline double mc_rave_beta(double n, double r, double k)
{
    if (r <= 0)
        return 0;
    return r / (r + n + n * r / k);
}

/* Engine wrapper (engine_mc.c). */
struct engine *mc_engine_create(char *err, int errlen);
/* The search behind an mc engine, or NULL for another engine. */
struct mc_search *mc_engine_search(struct engine *e);

#endif
