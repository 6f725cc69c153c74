/* search.h — the classical engine's global search: a shallow alpha-beta
 * over the full evaluation (dragon statuses plus influence territory)
 * among the top candidates when their values are close.  search.c owns
 * the tree walk, search_node.c the analysis of one node and its cache. */
#ifndef MOYO_CLASSICAL_SEARCH_H
#define MOYO_CLASSICAL_SEARCH_H

#include "classical/engine/classical.h"

#define SEARCH_MAX_ROOT 12      /* root candidates looked at (Go Intellect's 10-12) */
#define SEARCH_MAX_DEPTH 6
#define SEARCH_MAX_WIDTH 8

/* What one search did, for moyo-search and the tests. */
struct cl_search_result {
    coord move;                 /* chosen; PASS when the search did not run */
    int nroot;                  /* close candidates searched */
    coord root[SEARCH_MAX_ROOT];
    double static_value[SEARCH_MAX_ROOT];   /* value from the reasons */
    double margin[SEARCH_MAX_ROOT];         /* searched margin after the move */
    double margin1[SEARCH_MAX_ROOT];        /* the same at depth 1 */
    double score[SEARCH_MAX_ROOT];          /* what the choice compares */
    int depth;                  /* deepest iteration completed (0: none) */
    int nodes;                  /* positions analysed */
    double seconds;
    bool budget_hit;            /* an iteration was cut by the node or time cap */
};

/* Limits of one search: a node cap and a deadline (engine_now() seconds;
 * a deadline <= 0 means none, as reg_genmove wants for determinism). */
struct cl_search_budget {
    int max_nodes;
    double deadline;
};

/* The default budget for a board: nodes and seconds by area unless the
 * options set them. */
struct cl_search_budget cl_search_default_budget(const struct classical *cl,
                                                 const struct board *b, bool timed);

/* Runs the search from root (classical_analyze of g for root->color).
 * Returns true and fills res when the top candidates were close enough
 * to search and at least the first iteration finished; res->move is then
 * the choice.  False: play root's best candidate. */
bool cl_search(struct classical *cl, const struct game *g, const struct cl_position *root,
               struct cl_search_budget budget, struct cl_search_result *res);

/* The candidates within the search window of the best, at most
 * SEARCH_MAX_ROOT; they are root->cand[0..n-1]. */
int cl_search_close_candidates(const struct classical *cl, const struct cl_position *root);

#endif
