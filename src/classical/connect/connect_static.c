/* connect_static.c — the connection reader's quick static tests, which end
 * most lines before any search: shared liberties, a shared liberty the
 * cutter cannot fill, the one move that joins two strings, the cutting
 * strings between them; and the two static answers other modules use
 * without reading: connect_link_kind (shape of the link between two
 * strings) and connect_cutstone (GNU Go's worm cutstone).
 */
#include "classical/connect/connect_impl.h"

#include <stdlib.h>

static bool touches_string(const struct board *b, coord p, coord head)
{
    for (int k = 0; k < 4; k++) {
        coord q = (coord)(p + b->dir[k]);
        if (b->color[q] != EMPTY && b->color[q] != OFFBOARD && b->str[q] == head)
            return true;
    }
    return false;
}

bool is_shared_liberty(const struct board *b, coord p, coord a, coord b2)
{
    return b->color[p] == EMPTY && touches_string(b, p, b->str[a])
        && touches_string(b, p, b->str[b2]);
}

/* Liberties of the shorter string that also touch the other. */
int conn_common_libs(const struct board *b, coord a, coord b2, coord *out, int max)
{
    if (board_countlib(b, a) > board_countlib(b, b2)) {
        coord t = a;
        a = b2;
        b2 = t;
    }
    coord libs[BOARD_MAX_POINTS / 2];
    int n = board_liberties(b, a, libs, (int)(sizeof libs / sizeof libs[0]));
    int m = 0;
    coord hb = b->str[b2];
    for (int i = 0; i < n; i++)
        if (touches_string(b, libs[i], hb)) {
            if (m < max)
                out[m] = libs[i];
            m++;
        }
    return m;
}

/* The cutter playing p would be captured at once: illegal, or one
 * liberty left and nothing captured.  A ko recapture he may make after a
 * threat is not such a point. */
static bool cutter_cannot_stay(const struct board *b, int cutter, coord p)
{
    enum move_error e = board_check_move(b, cutter, p);
    if (e == MOVE_KO)
        return false;           /* he retakes after a threat: for the search */
    if (e != MOVE_OK)
        return true;
    return board_would_capture(b, cutter, p) == 0 && board_libs_after(b, cutter, p) <= 1;
}

int conn_static_link(const struct board *b, coord a, coord b2, coord *safe)
{
    if (b->str[a] == b->str[b2])
        return 2;
    coord common[2];
    int n = conn_common_libs(b, a, b2, common, 2);
    if (n >= 2)
        return 2;
    if (n == 1 && cutter_cannot_stay(b, other_color(b->color[a]), common[0])) {
        if (safe)
            *safe = common[0];
        return 1;
    }
    return 0;
}

bool conn_static_linked(const struct board *b, coord a, coord b2)
{
    return conn_static_link(b, a, b2, NULL) > 0;
}

/* Chain of static links: own strings s0 = a, s1, ..., sk = b2, each pair
 * statically linked (merged, two shared liberties, or an unfillable
 * shared one), at most CHAIN_MAX strings long.  A cut must break one
 * link, and every link holds on its own, except that an unfillable
 * shared liberty can be made fillable by a move next to it (the double
 * cut): those liberties are reported, so the cutter may still try the
 * preparing moves. */
#define CHAIN_MAX 4
#define CHAIN_SEEN 32

struct safe_libs {
    int n;
    coord p[CHAIN_SEEN];
};

static int linked_neighbours(const struct board *b, coord s, coord *out, int max,
                             struct safe_libs *safe)
{
    coord libs[64];
    int nl = board_liberties(b, s, libs, 64), n = 0;
    int color = b->color[s];
    for (int i = 0; i < nl; i++)
        for (int k = 0; k < 4; k++) {
            coord q = (coord)(libs[i] + b->dir[k]);
            if (b->color[q] != color || b->str[q] == b->str[s])
                continue;
            coord h = b->str[q];
            bool dup = false;
            for (int j = 0; j < n && !dup; j++)
                dup = out[j] == h;
            coord lib = PASS;
            if (!dup && n < max && conn_static_link(b, s, h, &lib) > 0) {
                out[n++] = h;
                if (lib != PASS && safe && safe->n < CHAIN_SEEN)
                    safe->p[safe->n++] = lib;
            }
        }
    return n;
}

bool conn_static_chain(const struct board *b, coord a, coord b2, coord *safe, int *nsafe)
{
    struct safe_libs sl = {0, {0}};
    coord seen[CHAIN_SEEN];
    int depth[CHAIN_SEEN];
    int n = 1, head = 0;
    seen[0] = b->str[a];
    depth[0] = 0;
    coord target = b->str[b2];
    while (head < n) {
        coord s = seen[head];
        int d = depth[head++];
        if (s == target)
            return true;
        if (d + 1 >= CHAIN_MAX)
            continue;
        coord nb[16];
        int m = linked_neighbours(b, s, nb, 16, &sl);
        for (int i = 0; i < m; i++) {
            if (nb[i] == target) {
                if (nsafe) {
                    *nsafe = sl.n;
                    for (int j = 0; j < sl.n; j++)
                        safe[j] = sl.p[j];
                }
                return true;
            }
            bool dup = false;
            for (int j = 0; j < n && !dup; j++)
                dup = seen[j] == nb[i];
            if (!dup && n < CHAIN_SEEN) {
                seen[n] = nb[i];
                depth[n++] = d + 1;
            }
        }
    }
    return false;
}

coord conn_one_move_join(const struct board *b, coord a, coord b2, int minlibs)
{
    coord common[8];
    int n = conn_common_libs(b, a, b2, common, 8);
    int color = b->color[a];
    coord best = PASS;
    int best_libs = minlibs - 1;
    for (int i = 0; i < n && i < 8; i++) {
        if (board_check_move(b, color, common[i]) != MOVE_OK)
            continue;
        int libs = board_libs_after(b, color, common[i]);
        if (libs > best_libs) {
            best_libs = libs;
            best = common[i];
        }
    }
    return best;
}

int conn_cutting_strings(const struct board *b, coord a, coord b2, coord *out, int max)
{
    coord adj[64];
    int n = adjacent_strings_libs(b, a, BOARD_MAX_POINTS, adj, 64), m = 0;
    coord hb = b->str[b2];
    for (int i = 0; i < n; i++) {
        bool touches = false;
        FOR_EACH_STONE(b, adj[i], q) {
            if (touches_string(b, q, hb)) {
                touches = true;
                break;
            }
        }
        if (touches && m < max)
            out[m++] = adj[i];
    }
    return m;
}

/* Does the string at s touch the string hb or one of its liberties? */
static bool touches_or_nears(const struct board *b, coord s, coord hb)
{
    FOR_EACH_STONE(b, b->str[s], q) {
        for (int k = 0; k < 4; k++) {
            coord n = (coord)(q + b->dir[k]);
            if (b->color[n] == b->color[hb] && b->str[n] == hb)
                return true;
            if (b->color[n] == EMPTY && touches_string(b, n, hb))
                return true;
        }
    }
    return false;
}

static int near_from(const struct board *b, coord a, coord b2, coord *out, int n, int max)
{
    coord adj[64];
    int na = adjacent_strings_libs(b, a, BOARD_MAX_POINTS, adj, 64);
    coord hb = b->str[b2];
    for (int i = 0; i < na && n < max; i++) {
        bool dup = false;
        for (int j = 0; j < n && !dup; j++)
            dup = out[j] == adj[i];
        if (!dup && touches_or_nears(b, adj[i], hb))
            out[n++] = adj[i];
    }
    return n;
}

int conn_near_cutting_strings(const struct board *b, coord a, coord b2, coord *out, int max)
{
    int n = near_from(b, a, b2, out, 0, max);
    return near_from(b, b2, a, out, n, max);
}

/* ---- static link kinds -------------------------------------------------- */

static bool adjacent_points(const struct board *b, coord p, coord q)
{
    for (int k = 0; k < 4; k++)
        if ((coord)(p + b->dir[k]) == q)
            return true;
    return false;
}

/* A shared liberty p with a stone of each string on opposite sides. */
static bool is_jump_point(const struct board *b, coord p, coord a, coord b2)
{
    for (int k = 0; k < 2; k++) {
        coord u = (coord)(p + b->dir[k]), v = (coord)(p - b->dir[k]);
        if (b->color[u] == b->color[a] && b->color[v] == b->color[a]
            && ((b->str[u] == b->str[a] && b->str[v] == b->str[b2])
                || (b->str[u] == b->str[b2] && b->str[v] == b->str[a])))
            return true;
    }
    return false;
}

/* Small knight between stone s of one string and a stone of the other:
 * both points of the short side empty and no enemy stone in the 2x3
 * rectangle, so no cut is prepared. */
static bool knight_link(const struct board *b, coord s, coord other_head)
{
    int color = b->color[s], rs = board_row(b, s), cs = board_col(b, s);
    static const int d[8][2] = {{1, 2}, {2, 1}, {-1, 2}, {-2, 1}, {1, -2}, {2, -1}, {-1, -2}, {-2, -1}};
    for (int i = 0; i < 8; i++) {
        int rt = rs + d[i][0], ct = cs + d[i][1];
        if (rt < 0 || ct < 0 || rt >= b->size || ct >= b->size)
            continue;
        coord t = board_point(b, rt, ct);
        if (b->color[t] != color || b->str[t] != other_head)
            continue;
        int r0 = rs < rt ? rs : rt, c0 = cs < ct ? cs : ct;
        int r1 = rs < rt ? rt : rs, c1 = cs < ct ? ct : cs;
        bool clean = true;
        for (int r = r0; r <= r1 && clean; r++)
            for (int cc = c0; cc <= c1 && clean; cc++) {
                int pc = b->color[board_point(b, r, cc)];
                coord p = board_point(b, r, cc);
                if (pc == other_color(color))
                    clean = false;
                else if (p != s && p != t && pc != EMPTY)
                    clean = false;
            }
        if (clean)
            return true;
    }
    return false;
}

enum link_kind connect_link_kind(const struct board *b, coord a, coord b2)
{
    int color = b->color[a];
    if ((color != BLACK && color != WHITE) || b->color[b2] != color)
        return LINK_NONE;
    if (b->str[a] == b->str[b2])
        return LINK_SOLID;
    coord common[2];
    int n = conn_common_libs(b, a, b2, common, 2);
    if (n >= 2) {
        if (n == 2 && adjacent_points(b, common[0], common[1]))
            return LINK_BAMBOO;
        if (n == 2 && board_row(b, common[0]) != board_row(b, common[1])
            && board_col(b, common[0]) != board_col(b, common[1])
            && abs(board_row(b, common[0]) - board_row(b, common[1])) == 1
            && abs(board_col(b, common[0]) - board_col(b, common[1])) == 1)
            return LINK_DIAGONAL;
        return LINK_TWO_LIBS;
    }
    if (n == 1) {
        if (!cutter_cannot_stay(b, other_color(color), common[0]))
            return LINK_NONE;
        return is_jump_point(b, common[0], a, b2) ? LINK_ONE_POINT : LINK_SAFE_LIB;
    }
    coord hb = b->str[b2];
    FOR_EACH_STONE(b, b->str[a], q) {
        if (knight_link(b, q, hb))
            return LINK_KNIGHT;
    }
    return LINK_NONE;
}

const char *link_kind_name(enum link_kind k)
{
    static const char *const names[] = {
        "none", "solid", "two_libs", "safe_lib", "diagonal", "bamboo", "one_point", "knight",
    };
    return (unsigned)k < sizeof names / sizeof names[0] ? names[k] : "?";
}

/* ---- cutting stones ----------------------------------------------------- */

int connect_cutstone(const struct board *b, coord str)
{
    int color = b->color[str];
    if (color != BLACK && color != WHITE)
        return 0;
    coord adj[64];
    int n = adjacent_strings_libs(b, str, BOARD_MAX_POINTS, adj, 64);
    int best = 0;
    for (int i = 0; i < n && best < 2; i++)
        for (int j = i + 1; j < n && best < 2; j++) {
            coord common[1];
            int shared = conn_common_libs(b, adj[i], adj[j], common, 1);
            int kind = shared == 0 ? 2 : 1;
            if (kind > best)
                best = kind;
        }
    return best;
}
