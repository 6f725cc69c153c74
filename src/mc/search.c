/* search.c — owns the simulation loop: descent through the tree with
 * UCT-RAVE, expansion with priors, the playout, backup of the result and
 * of AMAF statistics, ownership counts, threads, and the stop rules
 * (simulation count, time, a best move that can no longer be caught). */
#include "mc/mc.h"

#include <limits.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "board/score.h"
#include "mc/playout.h"
#include "mc/prior.h"

#define MAX_PATH 256
/* Playouts a thread needs before its ownership counts judge dead stones
 * at the end of a game inside the tree. */
#define TERMINAL_MIN_PLAYOUTS 64

struct mc_thread {
    struct mc_search *s;
    int id;
    struct board board;
    struct playout pl;
    uint32_t path[MAX_PATH];
    int npath;
    uint8_t amaf[BOARD_MAX_POINTS];
    uint8_t owner[BOARD_MAX_POINTS];
    int32_t own_black[BOARD_MAX_POINTS];
    int32_t own_white[BOARD_MAX_POINTS];
    long sims;
    long playouts;          /* simulations that ran a playout (ownership) */
    long terminal;          /* simulations ended by two passes in the tree */
};

/* Shared by the threads of one mc_search_run. */
struct run {
    struct mc_search *s;
    struct board root_board;
    int root_passes;
    double komi;
    long limit;
    long done;              /* atomic */
    int stop;               /* atomic */
    double start, deadline; /* deadline <= 0: none */
    bool early_stop;
    bool may_prune;         /* a full pool pauses the threads to prune */
    int prune;              /* atomic: stopped to prune, not for good */
};

static double now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* ---- expansion ----------------------------------------------------------- */

/* Gives node its children: every legal move of color (positional superko
 * included: the board carries the game's and the path's history) except
 * filling an own true eye, plus pass. */
static void expand(struct mc_thread *th, uint32_t node, int color)
{
    struct mc_tree *t = &th->s->tree;
    struct mc_node *n = &t->nodes[node];
    uint8_t expected = NODE_LEAF;
    if (!__atomic_compare_exchange_n(&n->state, &expected, NODE_EXPANDING, false,
                                     __ATOMIC_ACQUIRE, __ATOMIC_RELAXED))
        return;
    struct board *b = &th->board;
    coord moves[BOARD_MAX_POINTS];
    int nm = 0;
    for (int i = 0; i < b->nempty; i++) {
        coord p = b->empty_list[i];
        if (!board_is_true_eye(b, p, color) && board_is_legal(b, color, p))
            moves[nm++] = p;
    }
    moves[nm++] = PASS;
    uint32_t first = tree_alloc(t, nm);
    if (!first) {
        __atomic_store_n(&n->state, NODE_LEAF, __ATOMIC_RELEASE);
        __atomic_fetch_add(&th->s->tree_full_events, 1, __ATOMIC_RELAXED);
        return;
    }
    for (int i = 0; i < nm; i++) {
        struct mc_node *c = &t->nodes[first + i];
        memset(c, 0, sizeof *c);
        c->move = moves[i];
        c->color = (uint8_t)color;
        struct prior pr = prior_of_move(b, &th->s->patterns, color, moves[i]);
        double n_prior = pr.n * th->s->par.prior_weight;
        c->prior_n = (uint16_t)(n_prior > 60000 ? 60000 : n_prior + 0.5);
        c->prior_value = pr.n > 0 ? (float)(pr.wins / pr.n) : 0.5f;
    }
    n->children = first;
    n->nchildren = (uint16_t)nm;
    __atomic_store_n(&n->state, NODE_EXPANDED, __ATOMIC_RELEASE);
}

/* ---- one simulation ------------------------------------------------------- */

/* AMAF: a child of a path node gets the result when its move was played
 * first, at or after that node, by the child's color.  Walking the path
 * from the leaf up keeps amaf[p] = color of the earliest play at p in
 * the suffix of the game. */
static void backup_amaf(struct mc_thread *th, int result2)
{
    struct mc_tree *t = &th->s->tree;
    const struct playout *pl = &th->pl;
    memset(th->amaf, 0, (size_t)th->board.npoints);
    for (int i = pl->nmoves - 1; i >= 0; i--)
        th->amaf[pl->move[i]] = pl->color[i];
    for (int d = th->npath - 1; d >= 0; d--) {
        if (d + 1 < th->npath) {
            const struct mc_node *m = &t->nodes[th->path[d + 1]];
            th->amaf[m->move] = m->color;
        }
        th->amaf[PASS] = EMPTY;
        struct mc_node *n = &t->nodes[th->path[d]];
        if (__atomic_load_n(&n->state, __ATOMIC_ACQUIRE) != NODE_EXPANDED)
            continue;
        struct mc_node *c = &t->nodes[n->children];
        for (int i = 0; i < n->nchildren; i++)
            if (th->amaf[c[i].move] == c[i].color)
                node_add_amaf(&c[i], result2);
    }
}

/* Two passes end the game inside the tree, and it is counted the way a
 * referee counts a finished game: dead stones off, then area.  Dead are
 * the strings whose points the other color owned, on average, at the end
 * of this thread's playouts of this search.  Counting the board as it
 * stands instead would make every pass look good to the side with dead
 * stones left inside the other's area.  The caller plays such a game out
 * instead until the thread has enough playouts to judge (see simulate).
 * These games add nothing to the ownership statistics, which are the
 * playouts'. */
static double terminal_score(struct mc_thread *th, double komi)
{
    const struct board *b = &th->board;
    bool dead[BOARD_MAX_POINTS];
    memset(dead, 0, (size_t)b->npoints * sizeof dead[0]);
    FOR_EACH_POINT(b, p) {
        int c = b->color[p];
        if ((c != BLACK && c != WHITE) || b->str[p] != p)
            continue;
        long net = 0;
        FOR_EACH_STONE(b, p, q)
            net += th->own_black[q] - th->own_white[q];
        if (c == BLACK ? net < 0 : net > 0)
            FOR_EACH_STONE(b, p, q)
                dead[q] = true;
    }
    struct score sc;
    score_position(b, dead, komi, RULES_CHINESE, &sc, NULL);
    return sc.margin;
}

static void simulate(struct mc_thread *th, struct run *run)
{
    struct mc_search *s = th->s;
    struct mc_tree *t = &s->tree;
    struct board *b = &th->board;
    board_assign(b, &run->root_board);
    uint32_t node = 0;
    int color = s->root_color, passes = run->root_passes;
    th->npath = 0;
    th->path[th->npath++] = 0;
    node_add_visit(&t->nodes[0]);
    while (passes < 2 && th->npath < MAX_PATH) {
        struct mc_node *n = &t->nodes[node];
        if (__atomic_load_n(&n->state, __ATOMIC_ACQUIRE) != NODE_EXPANDED) {
            if ((n->visits >= s->par.expand_after || node == 0) && !t->full)
                expand(th, node, color);
            if (__atomic_load_n(&n->state, __ATOMIC_ACQUIRE) != NODE_EXPANDED)
                break;
        }
        uint32_t c = tree_select(t, node, s->par.explore, s->par.rave_equiv,
                                 node == 0 && s->root_filter ? s->root_skip : NULL);
        struct mc_node *cn = &t->nodes[c];
        node_add_visit(cn);
        board_play_unchecked(b, color, cn->move);
        passes = cn->move == PASS ? passes + 1 : 0;
        th->path[th->npath++] = c;
        node = c;
        color = other_color(color);
    }
    /* Two passes before the thread can judge dead stones: play the game
     * out rather than count the board as it stands.  Counting it as it
     * stands could trap the search: a pass that wins that way draws every
     * later simulation, none of them a playout, so the thread never gets
     * the playouts that would show the pass loses (seen under load). */
    if (passes >= 2 && th->playouts < TERMINAL_MIN_PLAYOUTS)
        passes = 0;
    double margin;
    if (passes >= 2) {
        th->pl.nmoves = 0;
        margin = terminal_score(th, run->komi);
        th->terminal++;
    } else {
        margin = playout_run(&th->pl, b, color, passes, run->komi, th->owner);
        FOR_EACH_POINT(b, p) {
            th->own_black[p] += th->owner[p] == BLACK;
            th->own_white[p] += th->owner[p] == WHITE;
        }
        th->playouts++;
    }
    int result2 = margin > 0 ? 2 : margin < 0 ? 0 : 1;
    for (int i = 0; i < th->npath; i++)
        node_add_result(&t->nodes[th->path[i]], result2);
    backup_amaf(th, result2);
    th->sims++;
}

/* ---- stop rules ----------------------------------------------------------- */

/* Under a clock, stop once the runner-up cannot catch the best move in
 * the simulations the remaining time allows. */
static bool best_is_settled(const struct run *run, long done)
{
    const struct mc_tree *t = &run->s->tree;
    const struct mc_node *root = &t->nodes[0];
    if (root->state != NODE_EXPANDED || root->nchildren < 2)
        return root->state == NODE_EXPANDED;
    double now = now_seconds(), used = now - run->start;
    if (used <= 0.05 || run->deadline <= 0)
        return false;
    double remaining = (double)done / used * (run->deadline - now);
    int32_t v1 = 0, v2 = 0;
    for (int i = 0; i < root->nchildren; i++) {
        int32_t v = t->nodes[root->children + i].visits;
        if (v > v1) {
            v2 = v1;
            v1 = v;
        } else if (v > v2) {
            v2 = v;
        }
    }
    return v1 - v2 > remaining;
}

static bool should_stop(struct run *run, struct mc_thread *th)
{
    if (__atomic_load_n(&run->stop, __ATOMIC_RELAXED))
        return true;
    long done = __atomic_add_fetch(&run->done, 1, __ATOMIC_RELAXED);
    bool stop = done > run->limit;
    if (!stop && (th->sims & 63) == 0) {
        double now = now_seconds();
        stop = run->deadline > 0 && now >= run->deadline;
        if (!stop && run->early_stop && th->id == 0 && (th->sims & 255) == 0)
            stop = best_is_settled(run, done);
        struct mc_search *s = th->s;
        if (th->id == 0 && s->progress && now >= s->progress_next) {
            s->progress(s->progress_arg, s);
            s->progress_next = now + s->progress_interval;
        }
        if (!stop && th->id == 0 && s->interrupt)
            stop = s->interrupt(s->progress_arg);
        if (!stop && th->id == 0 && run->may_prune
            && __atomic_load_n(&s->tree.full, __ATOMIC_RELAXED)) {
            /* This simulation is not run: give its count back. */
            __atomic_sub_fetch(&run->done, 1, __ATOMIC_RELAXED);
            __atomic_store_n(&run->prune, 1, __ATOMIC_RELAXED);
            stop = true;
        }
    }
    if (stop)
        __atomic_store_n(&run->stop, 1, __ATOMIC_RELAXED);
    return stop;
}

/* ---- threads ----------------------------------------------------------------- */

static struct mc_thread *thread_new(struct mc_search *s, int id)
{
    struct mc_thread *th = calloc(1, sizeof *th);
    if (!th)
        return NULL;
    th->s = s;
    th->id = id;
    board_init(&th->board, 1);
    th->pl.patterns = &s->patterns;
    th->pl.policy = s->par.policy;
    s->rng_state += 0x9e3779b97f4a7c15ULL;
    th->pl.rng = (s->rng_state ^ (uint64_t)(id + 1) * 0xbf58476d1ce4e5b9ULL) | 1;
    return th;
}

static void thread_merge_free(struct mc_search *s, struct mc_thread *th)
{
    FOR_EACH_POINT(&th->board, p) {
        s->own_black[p] += th->own_black[p];
        s->own_white[p] += th->own_white[p];
    }
    s->own_games += (int32_t)th->playouts;
    board_free(&th->board);
    free(th);
}

struct worker_arg {
    struct mc_thread *th;
    struct run *run;
};

static void *worker(void *arg)
{
    struct worker_arg *w = arg;
    /* The thread's board must start at the root's size before the first
     * FOR_EACH_POINT: board_assign copies it. */
    board_assign(&w->th->board, &w->run->root_board);
    while (!should_stop(w->run, w->th))
        simulate(w->th, w->run);
    return NULL;
}

static int consecutive_passes(const struct game *g)
{
    int n = 0;
    for (int i = g->nmoves - 1; i >= 0 && n < 2 && g->moves[i].point == PASS; i--)
        n++;
    /* Asked to move after the game ended: play on as from a fresh start. */
    return n >= 2 ? 0 : n;
}

void mc_search_run(struct mc_search *s, const struct game *g, int color, long sims,
                   double seconds)
{
    /* The clock runs from here: promoting last move's subtree (a copy of
     * up to the whole pool) is part of the move's time. */
    double start = now_seconds();
    mc_prepare_root(s, g, color);
    struct run *run = calloc(1, sizeof *run);
    if (!run)
        return;
    run->s = s;
    board_init(&run->root_board, 1);
    board_assign(&run->root_board, &g->board);
    run->root_board.superko = g->superko;
    run->root_passes = consecutive_passes(g);
    run->komi = g->komi;
    run->limit = sims > 0 ? sims : LONG_MAX;
    run->start = start;
    run->deadline = seconds > 0 ? run->start + seconds : 0;
    run->early_stop = s->early_stop && seconds > 0;
    run->may_prune = true;
    s->progress_next = run->start + s->progress_interval;

    int nthreads = s->par.threads < 1 ? 1 : s->par.threads > MC_MAX_THREADS ? MC_MAX_THREADS
                                                                             : s->par.threads;
    struct mc_thread *th[MC_MAX_THREADS];
    struct worker_arg args[MC_MAX_THREADS];
    pthread_t tid[MC_MAX_THREADS];
    bool started[MC_MAX_THREADS] = {false};
    int made = 0;
    for (int i = 0; i < nthreads; i++) {
        th[i] = thread_new(s, i);
        if (!th[i])
            break;
        args[i].th = th[i];
        args[i].run = run;
        made++;
    }
    for (;;) {
        for (int i = 1; i < made; i++)
            started[i] = pthread_create(&tid[i], NULL, worker, &args[i]) == 0;
        if (made > 0)
            worker(&args[0]);
        for (int i = 1; i < made; i++)
            if (started[i])
                pthread_join(tid[i], NULL);
        if (!run->prune)
            break;
        /* The pool is full: forget the subtrees of the least visited
         * nodes so the tree can keep growing where the search looks.
         * When that frees too little, go on without expanding. */
        run->prune = 0;
        run->stop = 0;
        if (tree_prune(&s->tree, s->tree.cap / 2))
            s->tree_prunes++;
        else
            run->may_prune = false;
    }
    s->last_sims = 0;
    s->last_terminal = 0;
    for (int i = 0; i < made; i++) {
        s->last_sims += th[i]->sims;
        s->last_terminal += th[i]->terminal;
        thread_merge_free(s, th[i]);
    }
    s->last_seconds = now_seconds() - run->start;
    board_free(&run->root_board);
    free(run);
}
