/* mc.c — owns the search object's life cycle and the decisions taken
 * from a finished search: tree reuse between moves, the move chosen
 * (most visits), resigning, passing when the game is settled and won,
 * the cleanup phase, root statistics and ownership / dead stones. */
#include "mc/mc.h"

#include "board/score.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

struct mc_search *mc_search_new(void)
{
    struct mc_search *s = calloc(1, sizeof *s);
    if (!s)
        return NULL;
    mc_params_default(&s->par);
    if (!tree_init(&s->tree, s->par.memory)) {
        free(s);
        return NULL;
    }
    pattern3_build(&s->patterns);
    /* Games differ from run to run (a match against a deterministic
     * opponent would otherwise repeat one game); the `seed` option and
     * reg_genmove make searches reproducible. */
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    s->rng_state = s->par.seed ^ ((uint64_t)ts.tv_nsec << 20) ^ (uint64_t)ts.tv_sec
                 ^ ((uint64_t)getpid() << 40);
    s->early_stop = true;
    s->progress_interval = 1.0;
    game_init(&s->root_game, 9, 7.5);
    for (int i = 0; i < 3; i++) {
        s->time.left[i] = -1;
        s->time.stones_left[i] = -1;
    }
    return s;
}

void mc_search_free(struct mc_search *s)
{
    if (!s)
        return;
    tree_free(&s->tree);
    game_free(&s->root_game);
    free(s);
}

void mc_forget(struct mc_search *s)
{
    s->have_root = false;
    tree_reset(&s->tree, PASS, WHITE);
}

/* ---- root and reuse ------------------------------------------------------ */

/* Is the game g the root game with zero or more moves added? */
static bool extends_root(const struct game *root, const struct game *g)
{
    if (root->board.size != g->board.size || root->komi != g->komi
        || root->superko != g->superko || root->nsetup != g->nsetup
        || root->nmoves > g->nmoves || root->first_to_move != g->first_to_move)
        return false;
    if (memcmp(root->setup, g->setup, (size_t)g->nsetup * sizeof g->setup[0]) != 0)
        return false;
    for (int i = 0; i < root->nmoves; i++)
        if (root->moves[i].color != g->moves[i].color
            || root->moves[i].point != g->moves[i].point)
            return false;
    return true;
}

static void clear_ownership(struct mc_search *s)
{
    memset(s->own_black, 0, sizeof s->own_black);
    memset(s->own_white, 0, sizeof s->own_white);
    s->own_games = 0;
}

void mc_prepare_root(struct mc_search *s, const struct game *g, int color)
{
    struct mc_tree *t = &s->tree;
    uint32_t node = 0;
    bool keep = s->par.reuse && s->have_root && extends_root(&s->root_game, g);
    for (int i = s->root_game.nmoves; keep && i < g->nmoves; i++) {
        node = tree_find_child(t, node, g->moves[i].point);
        keep = node != 0 && t->nodes[node].color == g->moves[i].color;
    }
    if (keep && node == 0)
        keep = s->root_color == color;
    else if (keep)
        keep = t->nodes[node].color == other_color(color);
    if (keep && node != 0)
        tree_promote(t, node);
    else if (!keep)
        tree_reset(t, g->nmoves ? g->moves[g->nmoves - 1].point : PASS, other_color(color));
    game_free(&s->root_game);
    game_copy(&s->root_game, g);
    s->have_root = true;
    s->root_color = color;
    s->tree_full_events = 0;
    s->tree_prunes = 0;
    clear_ownership(s);
}

/* ---- choosing the move ----------------------------------------------------- */

static double real_winrate(const struct mc_node *n)
{
    return n->visits > 0 ? n->wins2 * 0.5 / n->visits : n->prior_value;
}

double mc_ownership(const struct mc_search *s, coord p)
{
    if (s->own_games <= 0 || p >= BOARD_MAX_POINTS)
        return 0;
    return (double)(s->own_black[p] - s->own_white[p]) / s->own_games;
}

/* Every empty point is either clearly owned or dame between the two
 * colors: nothing left to play for. */
static bool position_settled(const struct mc_search *s, const struct board *b)
{
    if (s->own_games < 100)
        return false;
    for (int i = 0; i < b->nempty; i++) {
        coord p = b->empty_list[i];
        if (fabs(mc_ownership(s, p)) >= 0.8)
            continue;
        int seen = 0;
        for (int k = 0; k < 4; k++)
            seen |= 1 << b->color[p + b->dir[k]];
        if ((seen & (1 << BLACK)) == 0 || (seen & (1 << WHITE)) == 0)
            return false;
    }
    return true;
}

static bool enemy_dead_stones(const struct mc_search *s, const struct board *b, int color)
{
    bool dead[BOARD_MAX_POINTS];
    mc_dead_stones(s, b, dead);
    FOR_EACH_POINT(b, p)
        if (dead[p] && b->color[p] == other_color(color))
            return true;
    return false;
}

/* Two passes inside the tree are counted as the board stands, dead
 * stones alive (search.c); the game's referee takes dead stones off.  So
 * before a pass that ends the game, the position is counted the referee's
 * way, with the strings the playouts captured removed: pass only if that
 * count still wins.  Too few playouts to judge: trust the tree. */
static bool pass_is_safe(const struct mc_search *s, const struct game *g, int color)
{
    if (s->own_games < 100)
        return true;
    bool dead[BOARD_MAX_POINTS];
    mc_dead_stones(s, &g->board, dead);
    struct score sc;
    score_position(&g->board, dead, g->komi, g->rules, &sc, NULL);
    return color == BLACK ? sc.margin > 0 : sc.margin < 0;
}

/* Is the root child c one the move may be (lz-genmove_analyze's allow /
 * avoid filter)? */
static bool allowed(const struct mc_search *s, const struct mc_node *c)
{
    return !s->root_filter || !s->root_skip[c->move];
}

/* Most visited allowed root child (ties: higher value), pass included or
 * not; 0 if none. */
static uint32_t best_root_child(const struct mc_search *s, bool with_pass)
{
    const struct mc_tree *t = &s->tree;
    const struct mc_node *root = &t->nodes[0];
    uint32_t best = 0;
    if (root->state != NODE_EXPANDED)
        return 0;
    for (uint32_t i = 0; i < root->nchildren; i++) {
        uint32_t c = root->children + i;
        const struct mc_node *n = &t->nodes[c];
        if ((!with_pass && n->move == PASS) || !allowed(s, n))
            continue;
        if (!best || n->visits > t->nodes[best].visits
            || (n->visits == t->nodes[best].visits && node_value(n) > node_value(&t->nodes[best])))
            best = c;
    }
    return best;
}

static coord choose_move(struct mc_search *s, const struct game *g, int color, bool allow_resign)
{
    const struct mc_tree *t = &s->tree;
    uint32_t best = best_root_child(s, true);
    if (!best)
        return PASS;
    const struct mc_node *bn = &t->nodes[best];
    double wr = real_winrate(bn);
    /* Resign when the chosen move and the search as a whole (the root,
     * whose statistics are the opponent's) both fall below the threshold.
     * The visit floor is reached by small searches too: passing instead
     * of resigning would hand the opponent a whole-board count. */
    const struct mc_node *root = &t->nodes[0];
    double overall = 1 - real_winrate(root);
    if (allow_resign && root->visits >= s->par.resign_min_visits && bn->visits >= 30
        && wr < s->par.resign && overall < s->par.resign)
        return RESIGN;
    if (s->cleanup) {
        /* Cleanup phase (KGS): the game is being scored by play, so take
         * every dead enemy stone off before passing. */
        if (bn->move == PASS && enemy_dead_stones(s, &g->board, color)) {
            uint32_t alt = best_root_child(s, false);
            return alt ? t->nodes[alt].move : PASS;
        }
        return bn->move;
    }
    /* A pass while the opponent still plays is a free move for them, and
     * Monte Carlo confidence is often too high against a tactically
     * strong opponent; so passing ends games, it does not start ending
     * them.  After the opponent's pass, pass when winning and settled. */
    bool opponent_passed = g->nmoves > 0 && g->moves[g->nmoves - 1].point == PASS
                        && g->moves[g->nmoves - 1].color == other_color(color);
    if (!opponent_passed) {
        if (bn->move == PASS) {
            uint32_t alt = best_root_child(s, false);
            if (alt && real_winrate(&t->nodes[alt]) >= wr - 0.05)
                return t->nodes[alt].move;
        }
        return bn->move;
    }
    if (bn->move == PASS && !pass_is_safe(s, g, color)) {
        /* The tree's pass wins only by counting dead stones as alive.
         * With points still to play for, play on; with nothing left, the
         * game is lost as it stands, and playing on would only fill the
         * board until the move limit. */
        uint32_t alt = best_root_child(s, false);
        if (alt && !position_settled(s, &g->board))
            return t->nodes[alt].move;
        return allow_resign ? RESIGN : PASS;
    }
    if (bn->move != PASS && wr >= s->par.pass_winrate && position_settled(s, &g->board)
        && pass_is_safe(s, g, color))
        return PASS;
    return bn->move;
}

coord mc_genmove(struct mc_search *s, const struct game *g, int color, bool allow_resign)
{
    double budget = s->have_time ? engine_time_budget(&s->time, color, &g->board) : 0;
    long sims = budget > 0 ? 0 : s->par.playouts;
    double seconds = budget > 0 ? budget : s->par.max_seconds;
    mc_search_run(s, g, color, sims, seconds);
    return choose_move(s, g, color, allow_resign);
}

/* ---- statistics -------------------------------------------------------------- */

static int by_visits(const void *a, const void *b)
{
    const struct mc_move_stat *x = a, *y = b;
    if (x->visits != y->visits)
        return y->visits - x->visits;
    return (y->winrate > x->winrate) - (y->winrate < x->winrate);
}

/* Net virtual wins the prior gave a node (wins minus losses), and the
 * temperature that turns them into a probability: a rule worth 10 winning
 * virtual visits makes a move e times as likely as a plain one. */
#define POLICY_TEMPERATURE 10.0

static double prior_net(const struct mc_node *c)
{
    return c->prior_n * (2.0 * (double)c->prior_value - 1.0);
}

/* Fills all[i].policy: softmax of prior_net over the n root children. */
static void set_policy(const struct mc_tree *t, const struct mc_node *root,
                       struct mc_move_stat *all, int n)
{
    double top = -1e300, sum = 0;
    for (int i = 0; i < n; i++) {
        double v = prior_net(&t->nodes[root->children + (uint32_t)i]);
        if (v > top)
            top = v;
    }
    for (int i = 0; i < n; i++) {
        double v = prior_net(&t->nodes[root->children + (uint32_t)i]);
        all[i].policy = exp((v - top) / POLICY_TEMPERATURE);
        sum += all[i].policy;
    }
    for (int i = 0; i < n; i++)
        all[i].policy /= sum;
}

int mc_root_stats(const struct mc_search *s, struct mc_move_stat *out, int max)
{
    const struct mc_tree *t = &s->tree;
    const struct mc_node *root = &t->nodes[0];
    if (root->state != NODE_EXPANDED || max <= 0)
        return 0;
    struct mc_move_stat *all = malloc(root->nchildren * sizeof *all);
    if (!all)
        return 0;
    int n = 0;
    for (uint32_t i = 0; i < root->nchildren; i++) {
        uint32_t ci = root->children + i;
        const struct mc_node *c = &t->nodes[ci];
        struct mc_move_stat *m = &all[n++];
        m->move = c->move;
        m->visits = c->visits;
        m->winrate = real_winrate(c);
        m->rave_visits = c->amaf_visits;
        m->rave_winrate = c->amaf_visits ? c->amaf_wins2 * 0.5 / c->amaf_visits : 0;
        m->prior = c->prior_value;
        m->prior_visits = c->prior_n;
        m->npv = 0;
        for (uint32_t k = ci; k && m->npv < 8; k = tree_best_child(t, k)) {
            if (t->nodes[k].visits == 0)
                break;
            m->pv[m->npv++] = t->nodes[k].move;
        }
    }
    set_policy(t, root, all, n);
    qsort(all, (size_t)n, sizeof *all, by_visits);
    if (n > max)
        n = max;
    memcpy(out, all, (size_t)n * sizeof *out);
    free(all);
    return n;
}

/* A string is dead when, averaged over its stones, the other color owned
 * its points at the end of most playouts. */
void mc_dead_stones(const struct mc_search *s, const struct board *b, bool *dead)
{
    memset(dead, 0, BOARD_MAX_POINTS * sizeof *dead);
    FOR_EACH_POINT(b, p) {
        int c = b->color[p];
        if ((c != BLACK && c != WHITE) || b->str[p] != p)
            continue;
        double sum = 0;
        int n = 0;
        FOR_EACH_STONE(b, p, q) {
            sum += mc_ownership(s, q);
            n++;
        }
        double own = sum / n;
        bool is_dead = c == BLACK ? own < 0 : own > 0;
        if (is_dead)
            FOR_EACH_STONE(b, p, q)
                dead[q] = true;
    }
}
