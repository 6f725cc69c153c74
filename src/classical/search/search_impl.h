/* search_impl.h — private to search*.c: the state of one global search
 * and the analysis of one node (search_node.c). */
#ifndef MOYO_CLASSICAL_SEARCH_IMPL_H
#define MOYO_CLASSICAL_SEARCH_IMPL_H

#include <stdint.h>

#include "classical/search/search.h"

#define SEARCH_CACHE_SIZE 4096  /* nodes remembered across iterations */

/* What the search keeps of one analysed node. */
struct search_node {
    uint64_t key;               /* 0 = empty slot */
    bool expanded;              /* moves filled (else eval only) */
    double eval;                /* margin for the side to move */
    int nmoves;
    coord move[SEARCH_MAX_WIDTH];
};

struct search_ctx {
    struct classical *cl;
    struct cl_search_budget budget;
    int width;
    int nodes;                  /* analyses run (cache hits are free) */
    bool out;                   /* budget spent: the running iteration is void */
    struct search_node *cache;  /* SEARCH_CACHE_SIZE, direct mapped */
};

/* Is the budget spent?  Sticky once true. */
bool search_spent(struct search_ctx *s);
/* Full classical analysis of g for color (the owl left out: statuses
 * static), its margin and its best moves: NULL when out of budget or
 * memory. */
const struct search_node *search_expand(struct search_ctx *s, const struct game *g, int color);
/* The cheap re-analysis: dragons, influence with their statuses, the
 * margin for color.  False when out of budget or memory. */
bool search_evaluate(struct search_ctx *s, const struct game *g, int color, double *eval);
/* Moves of an unsettled tactical fight for color: capturing a string in
 * atari, or saving an own one by extending; biggest first. */
int search_tactical_moves(const struct board *b, int color, coord *out, int max);

#endif
