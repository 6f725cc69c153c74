/* connect_moves.c — candidate moves of both sides of a connection read.
 *
 * The connector's moves come from the link itself: the shared liberties,
 * the second-order liberties (a liberty of one string next to a liberty
 * of the other: the points of one-point jumps, knight's moves and
 * diagonal links), captures of cutting strings and of strings in atari
 * next to either string, ataris on cutting strings, and saving moves for
 * a string in atari.  The cutter's moves are the cutting points (shared
 * and second-order liberties), captures and ataris of either string, and
 * moves that save his own cutting stones (extending, capturing, or the
 * tactician's defence when the connector could capture them: the point
 * of a net, for example).  Each gets an ordering score;
 * the search sorts and tries the best ones.
 */
#include "classical/connect/connect_impl.h"

#define MAX_LIBS 64

static void add_if_playable(const struct board *b, int color, coord p, int score,
                            struct cands *out)
{
    if (p == PASS || b->color[p] != EMPTY)
        return;
    enum move_error e = board_check_move(b, color, p);
    if (e != MOVE_OK && e != MOVE_KO)
        return;
    if (is_self_atari_nocapture(b, color, p))
        score -= 60;
    cands_add(out, p, score);
}

/* Liberties of string s (head) that are next to a liberty of string t,
 * and the liberty of t they are next to. */
static void second_order(const struct board *b, int color, coord s, coord t, int score_own,
                         int score_other, struct cands *out)
{
    coord libs[MAX_LIBS];
    int n = board_liberties(b, s, libs, MAX_LIBS);
    coord ht = b->str[t];
    for (int i = 0; i < n; i++) {
        coord p = libs[i];
        for (int k = 0; k < 4; k++) {
            coord q = (coord)(p + b->dir[k]);
            if (b->color[q] != EMPTY || !board_is_liberty_of(b, q, ht))
                continue;
            add_if_playable(b, color, p, score_own + board_libs_after(b, color, p), out);
            add_if_playable(b, color, q, score_other + board_libs_after(b, color, q), out);
        }
    }
}

/* Moves that give a string in atari more liberties: extend, or capture
 * an enemy neighbour in atari. */
static void save_string(const struct board *b, coord s, int score, struct cands *out)
{
    int color = b->color[s];
    coord lib;
    board_liberties(b, s, &lib, 1);
    if (board_libs_after(b, color, lib) >= 2)
        add_if_playable(b, color, lib, score, out);
    coord adj[16];
    int n = adjacent_strings_libs(b, s, 1, adj, 16);
    for (int i = 0; i < n; i++) {
        coord l;
        board_liberties(b, adj[i], &l, 1);
        add_if_playable(b, color, l, score + 5 + board_string_size(b, adj[i]), out);
    }
}

/* Captures of enemy neighbours in atari, and the liberties of those
 * short of liberties (up to maxlibs): ataris and approaches that may
 * turn them into capturable cutting stones. */
static void capture_neighbours(const struct board *b, coord s, int score, int maxlibs,
                               struct cands *out)
{
    int color = b->color[s];
    coord adj[16], libs[3];
    int n = adjacent_strings_libs(b, s, maxlibs, adj, 16);
    for (int i = 0; i < n; i++) {
        int nl = board_liberties(b, adj[i], libs, 3);
        for (int j = 0; j < nl; j++)
            add_if_playable(b, color, libs[j],
                            nl == 1 ? score + board_string_size(b, adj[i])
                                    : 40 + board_libs_after(b, color, libs[j]), out);
    }
}

/* The points on the shortest routes between the strings. */
static void route_moves(const struct board *b, int color, coord a, coord s2, struct cands *out)
{
    coord pts[MAX_CANDS];
    int excess[MAX_CANDS];
    int n;
    conn_route_points(b, a, s2, 4, 1, pts, excess, MAX_CANDS, &n);
    for (int i = 0; i < n; i++)
        add_if_playable(b, color, pts[i], 65 - 15 * excess[i] + board_libs_after(b, color, pts[i]), out);
}

/* Enemy strings between the two (touching one, and the other or its
 * liberties) that the tactician can capture: play the attack.  Short
 * of liberties, their liberties are candidates too. */
static void attack_near_cutters(struct connection *c, coord a, coord s2, struct cands *out)
{
    const struct board *b = c->b;
    coord near[16], libs[2];
    int n = conn_near_cutting_strings(b, a, s2, near, 16);
    int maxlibs = conn_ply(c) <= 3 ? 3 : 2;
    for (int i = 0; i < n; i++) {
        int nl = board_countlib(b, near[i]);
        if (nl > maxlibs)
            continue;
        if (nl <= 2) {
            board_liberties(b, near[i], libs, 2);
            for (int j = 0; j < nl; j++)
                add_if_playable(b, c->color, libs[j], 55 + board_libs_after(b, c->color, libs[j]), out);
        }
        coord m;
        if (conn_tactical_attack(c, near[i], &m) != READ_FAIL && m != PASS)
            add_if_playable(b, c->color, m, 105 + board_string_size(b, near[i]), out);
    }
}

void conn_gen_connect_moves(struct connection *c, struct cands *out)
{
    const struct board *b = c->b;
    coord a = conn_head(c, c->str_a), s2 = conn_head(c, c->str_b);
    int color = c->color;
    coord libs[MAX_LIBS];

    if (board_countlib(b, a) == 1)
        save_string(b, a, 150, out);
    if (board_countlib(b, s2) == 1)
        save_string(b, s2, 150, out);

    int n = conn_common_libs(b, a, s2, libs, MAX_LIBS);
    for (int i = 0; i < n && i < MAX_LIBS; i++)
        add_if_playable(b, color, libs[i], 100 + board_libs_after(b, color, libs[i]), out);

    coord cut[16];
    int nc = conn_cutting_strings(b, a, s2, cut, 16);
    for (int i = 0; i < nc; i++) {
        int cl = board_liberties(b, cut[i], libs, 4);
        if (cl > 3)
            continue;
        for (int j = 0; j < cl; j++)
            add_if_playable(b, color, libs[j], (cl == 1 ? 120 : cl == 2 ? 60 : 55) + board_libs_after(b, color, libs[j]), out);
    }
    int maxlibs = conn_ply(c) <= 2 ? 3 : 1;
    capture_neighbours(b, a, 50, maxlibs, out);
    capture_neighbours(b, s2, 50, maxlibs, out);
    attack_near_cutters(c, a, s2, out);

    second_order(b, color, a, s2, 70, 70, out);
    second_order(b, color, s2, a, 70, 70, out);
    route_moves(b, color, a, s2, out);
}

/* Liberties of the cutter's strings in atari or with two liberties next
 * to either string: extend them, or capture what threatens them. */
static void save_cutting_stones(const struct board *b, coord s, int cutter, struct cands *out)
{
    coord adj[32];
    int n = adjacent_strings_libs(b, s, 2, adj, 32);
    for (int i = 0; i < n; i++) {
        coord libs[2];
        int nl = board_liberties(b, adj[i], libs, 2);
        for (int j = 0; j < nl; j++)
            if (board_libs_after(b, cutter, libs[j]) > nl)
                add_if_playable(b, cutter, libs[j], nl == 1 ? 90 : 45, out);
        if (nl == 1) {
            coord att[16];
            int na = adjacent_strings_libs(b, adj[i], 1, att, 16);
            for (int j = 0; j < na; j++) {
                coord l;
                board_liberties(b, att[j], &l, 1);
                add_if_playable(b, cutter, l, 95, out);
            }
        }
    }
}

static void attack_string(const struct board *b, coord s, int cutter, struct cands *out)
{
    coord libs[2];
    int nl = board_countlib(b, s);
    if (nl > 2)
        return;
    board_liberties(b, s, libs, 2);
    for (int j = 0; j < nl; j++)
        add_if_playable(b, cutter, libs[j], nl == 1 ? 200 : 80 + board_libs_after(b, cutter, libs[j]), out);
}

/* Cutting strings the connector could capture (the tactician says so,
 * as capture_cutter would ask it on his turn): the tactician's defence
 * keeps the cut, e.g. the point of a net around a loose cutting stone. */
static void defend_cutting_strings(struct connection *c, coord a, coord s2, struct cands *out)
{
    const struct board *b = c->b;
    int maxlibs = conn_cutter_maxlibs(c);
    coord cut[16];
    int n = conn_cutting_strings(b, a, s2, cut, 16);
    for (int i = 0; i < n; i++) {
        if (board_countlib(b, cut[i]) > maxlibs)
            continue;
        coord m, d;
        if (conn_tactical_attack(c, cut[i], &m) == READ_FAIL)
            continue;
        if (conn_tactical_defend(c, cut[i], &d) != READ_FAIL && d != PASS)
            add_if_playable(b, other_color(c->color), d, 110, out);
    }
}

void conn_gen_cut_moves(struct connection *c, struct cands *out)
{
    const struct board *b = c->b;
    coord a = conn_head(c, c->str_a), s2 = conn_head(c, c->str_b);
    int cutter = other_color(c->color);
    coord libs[MAX_LIBS];

    attack_string(b, a, cutter, out);
    attack_string(b, s2, cutter, out);

    int n = conn_common_libs(b, a, s2, libs, MAX_LIBS);
    for (int i = 0; i < n && i < MAX_LIBS; i++)
        add_if_playable(b, cutter, libs[i], 100 + board_libs_after(b, cutter, libs[i]), out);

    save_cutting_stones(b, a, cutter, out);
    save_cutting_stones(b, s2, cutter, out);
    defend_cutting_strings(c, a, s2, out);

    second_order(b, cutter, a, s2, 70, 70, out);
    second_order(b, cutter, s2, a, 70, 70, out);
    route_moves(b, cutter, a, s2, out);
}

void conn_gen_prepare_moves(struct connection *c, const coord *safe, int nsafe, struct cands *out)
{
    const struct board *b = c->b;
    int cutter = other_color(c->color);
    for (int i = 0; i < nsafe; i++)
        for (int k = 0; k < 4; k++) {
            coord q = (coord)(safe[i] + b->dir[k]);
            if (b->color[q] == EMPTY && !is_self_atari_nocapture(b, cutter, q))
                add_if_playable(b, cutter, q, 70 + board_libs_after(b, cutter, q), out);
        }
}
