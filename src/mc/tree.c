/* tree.c — owns the node pool and the tree's arithmetic: allocation under
 * the memory cap, UCT-RAVE selection, best-child choice and subtree
 * promotion.  Board knowledge (which children exist, their priors) lives
 * in search.c and prior.c; this file only counts. */
#include "mc/tree.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "mc/mc.h"

#define MIN_NODES 16

bool tree_init(struct mc_tree *t, size_t bytes)
{
    size_t n = bytes / sizeof(struct mc_node);
    if (n < MIN_NODES)
        n = MIN_NODES;
    if (n > UINT32_MAX / 2)
        n = UINT32_MAX / 2;
    /* malloc, not calloc of the whole cap: pages are touched only as the
     * bump allocator reaches them, so a large cap costs nothing unused. */
    t->nodes = malloc(n * sizeof(struct mc_node));
    if (!t->nodes)
        return false;
    t->cap = (uint32_t)n;
    tree_reset(t, PASS, WHITE);
    return true;
}

void tree_free(struct mc_tree *t)
{
    free(t->nodes);
    t->nodes = NULL;
    t->cap = t->used = 0;
}

void tree_reset(struct mc_tree *t, coord move, int color)
{
    memset(&t->nodes[0], 0, sizeof t->nodes[0]);
    t->nodes[0].move = move;
    t->nodes[0].color = (uint8_t)color;
    t->used = 1;
    t->full = false;
}

uint32_t tree_alloc(struct mc_tree *t, int n)
{
    uint32_t first = __atomic_fetch_add(&t->used, (uint32_t)n, __ATOMIC_RELAXED);
    if (first + (uint32_t)n > t->cap || first + (uint32_t)n < first) {
        /* Leave `used` past the cap: every later request fails too, and
         * promotion recomputes it. */
        __atomic_store_n(&t->full, true, __ATOMIC_RELAXED);
        return 0;
    }
    return first;
}

/* Does the copy keep node's children?  The root of the copy always; a
 * node below it only with at least min_visits visits (0 keeps all). */
static bool keeps_children(const struct mc_node *n, bool is_root, int32_t min_visits)
{
    return n->state == NODE_EXPANDED && (is_root || n->visits >= min_visits);
}

/* Nodes a copy rooted at `root` would hold; 0 when out of memory. */
static uint32_t count_kept(const struct mc_tree *t, uint32_t root, int32_t min_visits)
{
    /* Iterative: the pool can hold millions of nodes but an explicit
     * stack of child blocks stays small enough. */
    uint32_t count = 1;
    size_t cap = 64, top = 0;
    uint32_t *stack = malloc(cap * sizeof *stack);
    if (!stack)
        return 0;
    stack[top++] = root;
    while (top) {
        uint32_t i = stack[--top];
        const struct mc_node *n = &t->nodes[i];
        if (!keeps_children(n, i == root, min_visits))
            continue;
        count += n->nchildren;
        if (top + n->nchildren > cap) {
            while (top + n->nchildren > cap)
                cap *= 2;
            uint32_t *grown = realloc(stack, cap * sizeof *stack);
            if (!grown) {
                free(stack);
                return 0;
            }
            stack = grown;
        }
        for (uint32_t k = 0; k < n->nchildren; k++)
            stack[top++] = n->children + k;
    }
    free(stack);
    return count;
}

/* Copies the subtree at `root` (count nodes, as count_kept gave them) to
 * the front of the pool, breadth first: tmp[j] is a copy of nodes[old_of
 * [j]] and each kept node's child block is appended, so the layout stays
 * block-wise.  Nodes whose children are dropped become leaves again.
 * False when out of memory (the tree is left as it was). */
static bool compact(struct mc_tree *t, uint32_t root, int32_t min_visits, uint32_t count)
{
    struct mc_node *tmp = count ? malloc((size_t)count * sizeof *tmp) : NULL;
    if (!tmp)
        return false;
    uint32_t bump = 1;
    tmp[0] = t->nodes[root];
    for (uint32_t j = 0; j < bump; j++) {
        struct mc_node *n = &tmp[j];
        if (!keeps_children(n, j == 0, min_visits)) {
            n->state = NODE_LEAF;
            n->nchildren = 0;
            n->children = 0;
            continue;
        }
        memcpy(&tmp[bump], &t->nodes[n->children], n->nchildren * sizeof *tmp);
        n->children = bump;
        bump += n->nchildren;
    }
    memcpy(t->nodes, tmp, (size_t)bump * sizeof *tmp);
    t->used = bump;
    t->full = false;
    free(tmp);
    return true;
}

uint32_t tree_promote(struct mc_tree *t, uint32_t child)
{
    uint32_t count = child < t->cap ? count_kept(t, child, 0) : 0;
    if (!count || !compact(t, child, 0, count)) {
        struct mc_node root = child < t->cap ? t->nodes[child] : t->nodes[0];
        tree_reset(t, root.move, root.color);
        return 1;
    }
    return t->used;
}

bool tree_prune(struct mc_tree *t, uint32_t max_nodes)
{
    /* The smallest visit threshold (a power of two) that fits. */
    for (int32_t min_visits = 2; min_visits > 0 && min_visits < (1 << 30); min_visits *= 2) {
        uint32_t count = count_kept(t, 0, min_visits);
        if (count == 0)
            return false;
        if (count <= max_nodes)
            return compact(t, 0, min_visits, count);
    }
    return false;
}

uint32_t tree_find_child(const struct mc_tree *t, uint32_t node, coord move)
{
    const struct mc_node *n = &t->nodes[node];
    if (n->state != NODE_EXPANDED)
        return 0;
    for (uint32_t i = 0; i < n->nchildren; i++)
        if (t->nodes[n->children + i].move == move)
            return n->children + i;
    return 0;
}

double node_value(const struct mc_node *n)
{
    double visits = n->visits + n->prior_n;
    if (visits <= 0)
        return 0.5;
    return (n->wins2 * 0.5 + n->prior_n * (double)n->prior_value) / visits;
}

uint32_t tree_select(const struct mc_tree *t, uint32_t node, double explore, double rave_k,
                     const bool *skip)
{
    const struct mc_node *parent = &t->nodes[node];
    if (parent->state != NODE_EXPANDED || parent->nchildren == 0)
        return 0;
    uint32_t first = parent->children, best = first;
    double log_n = explore > 0 ? log((double)parent->visits + 1) : 0;
    double best_v = -1e9;
    for (uint32_t i = 0; i < parent->nchildren; i++) {
        const struct mc_node *c = &t->nodes[first + i];
        if (skip && skip[c->move])
            continue;
        /* Plain loads: a stale value from another thread only shifts
         * the choice a little. */
        double n = (double)c->visits + c->prior_n;
        double q = n > 0 ? (c->wins2 * 0.5 + c->prior_n * (double)c->prior_value) / n : 0.5;
        double r = c->amaf_visits;
        if (r > 0) {
            double beta = mc_rave_beta(n, r, rave_k);
            q = (1 - beta) * q + beta * (c->amaf_wins2 * 0.5 / r);
        }
        if (explore > 0)
            q += explore * sqrt(log_n / (n + 1));
        if (q > best_v) {
            best_v = q;
            best = first + i;
        }
    }
    if (skip && best_v == -1e9)
        return tree_select(t, node, explore, rave_k, NULL);
    return best;
}

uint32_t tree_best_child(const struct mc_tree *t, uint32_t node)
{
    const struct mc_node *parent = &t->nodes[node];
    if (parent->state != NODE_EXPANDED || parent->nchildren == 0)
        return 0;
    uint32_t best = 0;
    for (uint32_t i = 0; i < parent->nchildren; i++) {
        uint32_t c = parent->children + i;
        if (!best || t->nodes[c].visits > t->nodes[best].visits
            || (t->nodes[c].visits == t->nodes[best].visits
                && node_value(&t->nodes[c]) > node_value(&t->nodes[best])))
            best = c;
    }
    return best;
}
