/* influence_regions.c — owns turning an influence map into regions
 * (territory / moyo / area / neutral for each side), the territory
 * estimate built on them, and the one-letter rendering of a point.
 *
 * Two rules decide territory.  A small empty region walled in by live
 * stones of one colour only (dead stones count as empty) is that
 * colour's territory whatever the numbers say: that is what territory
 * means at the end of a game; so is a larger one where the opponent has
 * no room to live (room_to_live).  Elsewhere the control value decides, with
 * fixed thresholds on the -64..+64 scale.  The thresholds hold for both
 * decay modes because control is a ratio (dominance), not a raw sum; in
 * the centre territory also needs the strength of a wall (open_centre).
 */
#include "classical/influence/influence.h"

#include "board/region.h"

#include <stdlib.h>
#include <string.h>

#define TERRITORY_CONTROL 40
#define MOYO_CONTROL 20
#define AREA_CONTROL 8

static int region_of_control(int c)
{
    int a = abs(c), k;
    if (a >= TERRITORY_CONTROL)
        k = REGION_TERRITORY;
    else if (a >= MOYO_CONTROL)
        k = REGION_MOYO;
    else if (a >= AREA_CONTROL)
        k = REGION_AREA;
    else
        return REGION_NEUTRAL;
    return c > 0 ? k : -k;
}

static bool is_dead(const struct board *b, const int8_t *weight, coord p)
{
    return b->color[p] != EMPTY && weight[p] < 0;
}

/* The board with dead stones taken off: enclosed regions are the
 * empty regions of it, walled by live stones only. */
static void live_colours(const struct board *b, const int8_t *weight, uint8_t *col)
{
    for (int i = 0; i < b->npoints; i++)
        col[i] = b->color[i] == BLACK || b->color[i] == WHITE
                    ? (weight[i] < 0 ? EMPTY : b->color[i])
                    : b->color[i];
}

/* No point of the region is controlled by the other colour, and the
 * mean control leans to `color` by at least the area threshold. */
static bool leans_to(const struct influence *inf, const coord *region, int n, int color)
{
    int sign = color == BLACK ? 1 : -1;
    long sum = 0;
    for (int i = 0; i < n; i++) {
        int c = sign * inf->control[region[i]];
        if (c < 0)
            return false;
        sum += c;
    }
    return sum >= (long)AREA_CONTROL * n;
}

/* Points of enclosed region a wall stone can account for: a finished
 * 9x9 game's 36-point side behind a nine-stone wall counts, one stone
 * in the middle of an empty board does not. */
#define WALL_REACH 8

/* Live stones touching the region. */
static int wall_stones(const struct board *b, const uint8_t *col, const coord *region, int n)
{
    uint8_t counted[BOARD_MAX_POINTS];
    memset(counted, 0, (size_t)b->npoints);
    int stones = 0;
    for (int i = 0; i < n; i++)
        for (int k = 0; k < 4; k++) {
            coord q = (coord)(region[i] + b->dir[k]);
            if ((col[q] == BLACK || col[q] == WHITE) && !counted[q]) {
                counted[q] = 1;
                stones++;
            }
        }
    return stones;
}

/* Room to live inside a walled region.  An invasion lives from a
 * stone on the third line or higher with a free line between it and
 * the wall: there the wall cannot press on it at once, and the lines
 * below (or the space around) give it two eyes.  So a region has room
 * to live when LIVE_ROOM of its points on the third line or higher are
 * at least LIVE_DISTANCE (Manhattan) from every live stone: two, room
 * for two eyes; a single such point ringed at three points by the
 * owner's stones inside the region leaves an invader room for one.
 * Under a fifth-line wall (a finished 9x9 game's four-line side) the
 * third line is two points from the wall: no room, the side is the
 * wall's, however the ends of the first line are closed; under a
 * sixth-line wall the third line is three points away along the whole
 * side: an invader lives.  A corner walled on the seventh lines has
 * four such points around the 3-3 point; on the sixth lines only the
 * 3-3 point itself, borderline, counted the wall's (such a corner is
 * among the small regions anyway).  The rule does not depend on the
 * board size: a living group needs the same room on 19x19 as on 9x9. */
#define LIVE_DISTANCE 3
#define INVASION_LINE 2 /* edge distance of the third line */
#define LIVE_ROOM 2     /* such points: room for two eyes */

static bool far_from_stones(const struct board *b, const uint8_t *col, coord p)
{
    int r0 = board_row(b, p), c0 = board_col(b, p);
    for (int dr = -(LIVE_DISTANCE - 1); dr <= LIVE_DISTANCE - 1; dr++)
        for (int dc = -(LIVE_DISTANCE - 1); dc <= LIVE_DISTANCE - 1; dc++) {
            int r = r0 + dr, c = c0 + dc;
            if (abs(dr) + abs(dc) >= LIVE_DISTANCE || r < 0 || c < 0 || r >= b->size
                || c >= b->size)
                continue;
            int v = col[board_point(b, r, c)];
            if (v == BLACK || v == WHITE)
                return false;
        }
    return true;
}

static bool room_to_live(const struct board *b, const uint8_t *col, const coord *region, int n)
{
    int room = 0;
    for (int i = 0; i < n && room < LIVE_ROOM; i++)
        room += board_edge_distance(b, region[i]) >= INVASION_LINE
                && far_from_stones(b, col, region[i]);
    return room >= LIVE_ROOM;
}

/* Territory by the numbers is the ratio of the two sides' influence, so
 * a few loose stones in the open centre, with none of the opponent's
 * near, "control" all around them.  What a player counts as territory
 * early is the corner and the side under the stones, the lines the edge
 * helps to close; the fifth line and above is a framework until walls
 * enclose it.  So a centre point (CENTRE_LINE lines or more from the
 * edge) counts as territory only where the owner's raw influence is
 * that of a wall, CENTRE_STRENGTH (two live stones' own points' worth:
 * reached from several stones close by), and otherwise as moyo; the
 * walled regions below keep the enclosed centre of a finished game.
 * Session 7 on the move-choice suites: the line rule alone gained 13x13
 * +4, global +2 and lost nngs -4 (late positions whose centre is walled
 * but not yet closed); with the strength exception nngs kept its count. */
#define CENTRE_LINE 4
#define CENTRE_STRENGTH 128.0f

static bool open_centre(const struct influence *inf, const struct board *b, coord p, int kind)
{
    if (abs(kind) != REGION_TERRITORY || board_edge_distance(b, p) < CENTRE_LINE)
        return false;
    float own = kind > 0 ? inf->black[p] : inf->white[p];
    return own < CENTRE_STRENGTH;
}

/* In the opening a side's territory is what lies under and beside its
 * stones: a point further than OPENING_REACH from every live stone of
 * its owner is a framework, however strong the control there, until
 * the stones cover OPENING_FILL of the board (the opening stage of
 * classical_eval.c).  On 9x9 a wall on the fifth line does not yet
 * make the four lines below it territory: the opponent can still
 * invade or reduce there. */
#ifndef OPENING_REACH
#define OPENING_REACH 3
#endif
#define OPENING_FILL 0.4

static bool in_opening(const struct board *b)
{
    int area = b->size * b->size;
    return area - b->nempty < OPENING_FILL * area;
}

static bool near_own_stone(const struct board *b, const uint8_t *col, coord p, int color)
{
    int r0 = board_row(b, p), c0 = board_col(b, p);
    for (int dr = -OPENING_REACH; dr <= OPENING_REACH; dr++)
        for (int dc = -OPENING_REACH; dc <= OPENING_REACH; dc++) {
            int r = r0 + dr, c = c0 + dc;
            if (abs(dr) + abs(dc) > OPENING_REACH || r < 0 || c < 0 || r >= b->size
                || c >= b->size)
                continue;
            if (col[board_point(b, r, c)] == color)
                return true;
        }
    return false;
}

void influence_classify(struct influence *inf, const struct board *b, const int8_t *weight)
{
    uint16_t seen[BOARD_MAX_POINTS];
    uint8_t col[BOARD_MAX_POINTS];
    coord region[BOARD_MAX_POINTS];
    int small = 3 * b->size;

    memset(seen, 0, sizeof(uint16_t) * (size_t)b->npoints);
    live_colours(b, weight, col);
    bool opening = in_opening(b);
    memset(inf->region, 0, (size_t)b->npoints);
    FOR_EACH_POINT(b, p) {
        if (b->color[p] == EMPTY) {
            int k = region_of_control(inf->control[p]);
            if (open_centre(inf, b, p, k)
                || (opening && abs(k) == REGION_TERRITORY
                    && !near_own_stone(b, col, p, k > 0 ? BLACK : WHITE)))
                k = k > 0 ? REGION_MOYO : -REGION_MOYO;
            inf->region[p] = (int8_t)k;
        }
        else if (is_dead(b, weight, p))
            inf->region[p] = (int8_t)(b->color[p] == WHITE ? REGION_TERRITORY : -REGION_TERRITORY);
    }
    FOR_EACH_POINT(b, p) {
        if (seen[p] || col[p] != EMPTY)
            continue;
        unsigned touch;
        int n = region_flood(b, col, p, REGION_EMPTY, seen, 1, region, &touch);
        int border = region_sole_color(touch);
        if (border == EMPTY)
            continue;
        /* A large region counts when the control leans its way and a
         * wall encloses it; a few stones bordering most of the board
         * (a single stone borders the whole empty board) wall in
         * nothing. */
        if (n > small
            && (!leans_to(inf, region, n, border) || n > WALL_REACH * wall_stones(b, col, region, n)
                || room_to_live(b, col, region, n)))
            continue;
        int8_t v = (int8_t)(border == BLACK ? REGION_TERRITORY : -REGION_TERRITORY);
        for (int i = 0; i < n; i++)
            inf->region[region[i]] = v;
    }
}

void influence_estimate(const struct influence *inf, const struct board *b,
                        double komi, struct influence_estimate *est)
{
    memset(est, 0, sizeof *est);
    FOR_EACH_POINT(b, p) {
        int r = inf->region[p];
        int who = r > 0 ? BLACK : WHITE;
        if (b->color[p] != EMPTY) {
            if (r != 0) {
                est->dead[b->color[p]]++;
                est->territory[who]++;
            }
            continue;
        }
        switch (abs(r)) {
        case REGION_TERRITORY: est->territory[who]++; break;
        case REGION_MOYO: est->moyo[who]++; break;
        case REGION_AREA: est->area[who]++; break;
        default: est->neutral++; break;
        }
    }
    /* Japanese count: territory plus prisoners (captures and dead
     * stones); a moyo is worth half, an area nothing until it hardens. */
    double sure_b = est->territory[BLACK] + est->dead[WHITE] + b->captures[BLACK];
    double sure_w = est->territory[WHITE] + est->dead[BLACK] + b->captures[WHITE] + komi;
    est->black = sure_b + 0.5 * est->moyo[BLACK];
    est->white = sure_w + 0.5 * est->moyo[WHITE];
    est->margin = est->black - est->white;
    est->upper = sure_b + est->moyo[BLACK] + est->area[BLACK] - sure_w;
    est->lower = sure_b - sure_w - est->moyo[WHITE] - est->area[WHITE];
}

char influence_point_char(const struct influence *inf, const struct board *b, coord p)
{
    int r = inf->region[p];
    if (b->color[p] == BLACK)
        return r ? 'x' : 'X';
    if (b->color[p] == WHITE)
        return r ? 'o' : 'O';
    switch (r) {
    case REGION_TERRITORY: return 'B';
    case REGION_MOYO: return 'b';
    case REGION_AREA: return ':';
    case -REGION_TERRITORY: return 'W';
    case -REGION_MOYO: return 'w';
    case -REGION_AREA: return ',';
    default: return '.';
    }
}

/* Territory walled in by a seki group is nobody's (the territory count
 * gives none in seki): the territory region touching a seki stone of its
 * owner's colour turns neutral. */
void influence_mark_seki(struct influence *inf, const struct board *b, const bool *seki)
{
    uint8_t col[BOARD_MAX_POINTS];
    uint16_t mark[BOARD_MAX_POINTS];
    coord region[BOARD_MAX_POINTS];
    FOR_EACH_POINT(b, p) {
        if (b->color[p] != EMPTY || abs(inf->region[p]) != REGION_TERRITORY)
            continue;
        int owner = inf->region[p] > 0 ? BLACK : WHITE;
        bool touches = false;
        for (int k = 0; k < 4 && !touches; k++) {
            coord a = (coord)(p + b->dir[k]);
            touches = b->color[a] == owner && seki[a];
        }
        if (!touches)
            continue;
        /* Flood the empty points of this territory: they read EMPTY, all
         * else OFFBOARD. */
        int8_t v = inf->region[p];
        for (int i = 0; i < b->npoints; i++)
            col[i] = b->color[i] == EMPTY && inf->region[i] == v ? EMPTY : OFFBOARD;
        memset(mark, 0, sizeof(uint16_t) * (size_t)b->npoints);
        int n = region_flood(b, col, p, REGION_EMPTY, mark, 1, region, NULL);
        for (int i = 0; i < n; i++)
            inf->region[region[i]] = REGION_NEUTRAL;
    }
}
