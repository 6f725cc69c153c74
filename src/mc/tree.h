/* tree.h — the UCT tree: a pool of nodes with a hard memory cap, child
 * blocks, the UCT-RAVE selection rule, backup with AMAF, and promotion of
 * a subtree to root (tree reuse between moves).
 *
 * A node stands for the move that led to it.  Its statistics are from the
 * point of view of the player who made that move (node->color).  The
 * children of a node are allocated together, as one block, when the node
 * is expanded.  Threads share the tree: visits are counted with atomic
 * adds as a simulation descends (the in-flight visit is a virtual loss
 * until its result arrives), and AMAF counters take racy relaxed updates
 * (a lost AMAF update costs nothing measurable).
 */
#ifndef MOYO_MC_TREE_H
#define MOYO_MC_TREE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "board/board.h"

enum node_state { NODE_LEAF = 0, NODE_EXPANDING = 1, NODE_EXPANDED = 2 };

struct mc_node {
    uint32_t children;      /* index of the first child (valid if expanded) */
    uint16_t nchildren;
    coord move;             /* PASS possible */
    uint8_t color;          /* who played move */
    uint8_t state;          /* enum node_state */
    uint16_t prior_n;       /* prior knowledge as equivalent visits ... */
    float prior_value;      /* ... at this win rate */
    int32_t visits;         /* simulations through here (in flight included) */
    int32_t wins2;          /* twice the wins for color (jigo counts 1) */
    int32_t amaf_visits;
    int32_t amaf_wins2;
};

struct mc_tree {
    struct mc_node *nodes;  /* nodes[0] is the root */
    uint32_t cap;           /* nodes the pool may hold */
    uint32_t used;          /* bump allocator (atomic) */
    bool full;              /* an allocation was refused since the reset */
};

/* A pool of at most `bytes` bytes (at least a few nodes). */
bool tree_init(struct mc_tree *t, size_t bytes);
void tree_free(struct mc_tree *t);
/* Empties the pool; the new root is the move `move` by `color`. */
void tree_reset(struct mc_tree *t, coord move, int color);
/* Allocates n consecutive nodes; returns the first index, or 0 when the
 * pool cannot hold them (the caller leaves the node a leaf). */
uint32_t tree_alloc(struct mc_tree *t, int n);
/* Makes the subtree at index `child` the whole tree (compacted so the
 * freed nodes are reusable).  Returns the number of nodes kept. */
uint32_t tree_promote(struct mc_tree *t, uint32_t child);
/* Drops the children of the least visited nodes (the root keeps its own)
 * until at most max_nodes are left, and compacts the tree to the front of
 * the pool.  Returns false, leaving the tree as it was, when that cannot
 * be done (memory for the copy, or the root's children alone too many). */
bool tree_prune(struct mc_tree *t, uint32_t max_nodes);
/* Child of node with that move, or 0. */
uint32_t tree_find_child(const struct mc_tree *t, uint32_t node, coord move);

/* Win rate of a node for its color with priors folded in. */
double node_value(const struct mc_node *n);
/* Chooses the child to descend into by UCT-RAVE; 0 if node has none.
 * skip (may be NULL) marks moves not to choose, unless nothing else is
 * left (lz-analyze's avoid / allow at the root). */
uint32_t tree_select(const struct mc_tree *t, uint32_t node, double explore, double rave_k,
                     const bool *skip);
/* The child with most visits (ties: higher value); 0 if none. */
uint32_t tree_best_child(const struct mc_tree *t, uint32_t node);

/* Descent bookkeeping: one more (virtual-loss) visit. */
static inline void node_add_visit(struct mc_node *n)
{
    __atomic_fetch_add(&n->visits, 1, __ATOMIC_RELAXED);
}
/* Backup: result2 is 2 for a black win, 0 for a white win, 1 for jigo. */
static inline void node_add_result(struct mc_node *n, int result2)
{
    int r = n->color == BLACK ? result2 : 2 - result2;
    if (r)
        __atomic_fetch_add(&n->wins2, r, __ATOMIC_RELAXED);
}
static inline void node_add_amaf(struct mc_node *n, int result2)
{
    int r = n->color == BLACK ? result2 : 2 - result2;
    int v = __atomic_load_n(&n->amaf_visits, __ATOMIC_RELAXED);
    __atomic_store_n(&n->amaf_visits, v + 1, __ATOMIC_RELAXED);
    if (r) {
        int w = __atomic_load_n(&n->amaf_wins2, __ATOMIC_RELAXED);
        __atomic_store_n(&n->amaf_wins2, w + r, __ATOMIC_RELAXED);
    }
}

#endif
