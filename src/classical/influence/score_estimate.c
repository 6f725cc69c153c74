/* score_estimate.c — owns the decision of which stones are alive, dead or
 * in seki at the end of a game, and the final score built on it.
 * The methods themselves are in score_estimate_benson.c (unconditional
 * life) and score_estimate_ownership.c (random completions); see
 * score_estimate.h for the order in which they are trusted.
 */
#include "classical/influence/score_estimate.h"

#include "board/region.h"

#include <stdlib.h>
#include <string.h>

const char *stone_status_name(enum stone_status s)
{
    switch (s) {
    case STATUS_ALIVE: return "alive";
    case STATUS_DEAD: return "dead";
    case STATUS_SEKI: return "seki";
    case STATUS_CRITICAL: return "critical";
    default: return "unknown";
    }
}

enum stone_status status_from_array(void *ctx, const struct board *b, coord p)
{
    (void)b;
    return (enum stone_status)((const uint8_t *)ctx)[p];
}

enum stone_status status_chain_ask(const struct status_chain *c, const struct board *b,
                                   coord p)
{
    for (int i = 0; c && i < c->n; i++) {
        enum stone_status s = c->p[i].status(c->p[i].ctx, b, p);
        if (s != STATUS_UNKNOWN)
            return s;
    }
    return STATUS_UNKNOWN;
}

/* A liberty that neither side can fill without putting itself in atari
 * and that touches a live opposing string: the mark of a seki. */
static bool has_seki_liberty(const struct board *b, coord s, const uint8_t *status)
{
    coord libs[BOARD_MAX_POINTS];
    int n = board_liberties(b, s, libs, BOARD_MAX_POINTS);
    int enemy = other_color(b->color[s]);
    for (int i = 0; i < n; i++) {
        coord l = libs[i];
        bool touches_enemy = false;
        for (int k = 0; k < 4; k++) {
            coord a = (coord)(l + b->dir[k]);
            touches_enemy |= b->color[a] == enemy && status[a] != STATUS_DEAD;
        }
        if (touches_enemy && board_is_self_atari(b, BLACK, l)
            && board_is_self_atari(b, WHITE, l))
            return true;
    }
    return false;
}

static void set_string(const struct board *b, coord s, uint8_t *status, enum stone_status v)
{
    FOR_EACH_STONE(b, board_string(b, s), q)
        status[q] = (uint8_t)v;
}

/* Ownership for judging a finished game: half the completions start with
 * each colour, because after two passes nobody has the move, and a string
 * that lives only if its owner moves first was not alive.  to_move starts
 * the first half (it breaks ties of an odd playout count). */
static void settled_ownership(const struct board *b, int to_move, const struct score_options *o,
                              struct ownership *own)
{
    int n = o && o->playouts > 0 ? o->playouts : OWNERSHIP_DEFAULT_PLAYOUTS;
    uint64_t seed = o ? o->seed : 0;
    struct ownership *other = malloc(sizeof *other);
    if (!other) {
        ownership_for_verdicts(b, to_move, n, seed, own);
        return;
    }
    ownership_for_verdicts(b, to_move, (n + 1) / 2, seed, own);
    ownership_for_verdicts(b, other_color(to_move), n / 2 > 0 ? n / 2 : 1,
                           seed ? seed + 1 : 0, other);
    int first = own->playouts, second = other->playouts, total = first + second;
    FOR_EACH_POINT(b, p)
        own->own[p] = (own->own[p] * (float)first + other->own[p] * (float)second)
                    / (float)total;
    own->playouts = total;
    free(other);
}

/* An undecided string sharing a liberty with a dead string of its own
 * colour belongs to the same losing group. */
static void spread_death(const struct board *b, uint8_t *status)
{
    for (bool changed = true; changed;) {
        changed = false;
        FOR_EACH_POINT(b, p) {
            if (b->color[p] != EMPTY)
                continue;
            bool dead[3] = {false, false, false}, weak[3] = {false, false, false};
            for (int k = 0; k < 4; k++) {
                coord a = (coord)(p + b->dir[k]);
                int c = b->color[a];
                if (c == BLACK || c == WHITE) {
                    dead[c] |= status[a] == STATUS_DEAD;
                    weak[c] |= status[a] == STATUS_CRITICAL;
                }
            }
            for (int c = BLACK; c <= WHITE; c++) {
                if (!dead[c] || !weak[c])
                    continue;
                for (int k = 0; k < 4; k++) {
                    coord a = (coord)(p + b->dir[k]);
                    if (b->color[a] == c && status[a] == STATUS_CRITICAL) {
                        set_string(b, a, status, STATUS_DEAD);
                        changed = true;
                    }
                }
            }
        }
    }
}

/* True when string s touches a string of its own colour, other than
 * itself, that is alive. */
static bool touches_live_friend(const struct board *b, coord s, coord other,
                                const uint8_t *status)
{
    coord adj[BOARD_MAX_POINTS];
    int n = board_adjacent_strings(b, other, adj, BOARD_MAX_POINTS);
    for (int i = 0; i < n; i++)
        if (board_string(b, adj[i]) != board_string(b, s) && b->color[adj[i]] == b->color[s]
            && status[adj[i]] == STATUS_ALIVE)
            return true;
    return false;
}

/* A string the completions call dead but that touches an opposing string
 * the analysis settled as dead (captured already for the tactician),
 * which in turn touches a live string of the first one's colour, is
 * joined to that live string through the capture: a dead cutting stone
 * separates nothing (the dragons amalgamate across it the same way).
 * The completions, which fill liberties at random, kill such a string
 * about as often as they capture the cutter first.  Only ownership
 * verdicts are changed (decided marks the strings Benson, the tactician
 * or the dragons settled). */
static void join_through_dead_cutters(const struct board *b, const bool *decided,
                                      uint8_t *status)
{
    coord adj[BOARD_MAX_POINTS];
    for (bool changed = true; changed;) {
        changed = false;
        FOR_EACH_POINT(b, p) {
            if (b->color[p] == EMPTY || board_string(b, p) != p || status[p] != STATUS_DEAD
                || decided[p])
                continue;
            int n = board_adjacent_strings(b, p, adj, BOARD_MAX_POINTS);
            for (int i = 0; i < n; i++) {
                coord x = board_string(b, adj[i]);
                if (decided[x] && status[x] == STATUS_DEAD && touches_live_friend(b, p, x, status)) {
                    set_string(b, p, status, STATUS_ALIVE);
                    changed = true;
                    break;
                }
            }
        }
    }
}

/* Two undecided strings in contact at the end of a game are a capturing
 * race nobody played out (a seki was ruled out first): the one that keeps
 * its points less often in the completions loses it. */
static void settle_races(const struct board *b, const struct ownership *own, uint8_t *status)
{
    bool loses[BOARD_MAX_POINTS];
    coord adj[BOARD_MAX_POINTS];
    memset(loses, 0, sizeof(bool) * (size_t)b->npoints);
    FOR_EACH_POINT(b, p) {
        if (b->color[p] == EMPTY || board_string(b, p) != p || status[p] != STATUS_CRITICAL
            || has_seki_liberty(b, p, status))
            continue;
        float m = ownership_string_mean(own, b, p);
        int n = board_adjacent_strings(b, p, adj, BOARD_MAX_POINTS);
        for (int i = 0; i < n && !loses[p]; i++)
            loses[p] = status[adj[i]] == STATUS_CRITICAL
                    && ownership_string_mean(own, b, adj[i]) > m;
    }
    FOR_EACH_POINT(b, p)
        if (loses[p])
            set_string(b, p, status, STATUS_DEAD);
    spread_death(b, status);
}

/* Empty region around p (empty points only): its size, and which colours
 * of live stones wall it (bit mask) and whether one of them is in seki. */
static int empty_region(const struct board *b, const uint8_t *status, coord p, uint16_t *seen,
                        coord *region, int *walls, bool *seki)
{
    int n = region_flood(b, b->color, p, REGION_EMPTY, seen, 1, region, NULL);
    *walls = 0;
    *seki = false;
    for (int i = 0; i < n; i++)
        for (int k = 0; k < 4; k++) {
            coord a = (coord)(region[i] + b->dir[k]);
            int c = b->color[a];
            if ((c == BLACK || c == WHITE) && status[a] != STATUS_DEAD) {
                *walls |= c;
                *seki |= status[a] == STATUS_SEKI;
            }
        }
    return n;
}

/* A seki group is every string walling the same eye as a seki string:
 * they all share its fate (and, under territory rules, its lack of
 * territory). */
static void spread_seki(const struct board *b, uint8_t *status)
{
    coord region[BOARD_MAX_POINTS];
    uint16_t seen[BOARD_MAX_POINTS];
    for (bool changed = true; changed;) {
        changed = false;
        memset(seen, 0, sizeof(uint16_t) * (size_t)b->npoints);
        FOR_EACH_POINT(b, p) {
            if (b->color[p] != EMPTY || seen[p])
                continue;
            int walls;
            bool seki;
            int n = empty_region(b, status, p, seen, region, &walls, &seki);
            if (!seki || (walls != BLACK && walls != WHITE))
                continue;
            for (int i = 0; i < n; i++)
                for (int k = 0; k < 4; k++) {
                    coord a = (coord)(region[i] + b->dir[k]);
                    if (b->color[a] == walls && status[a] == STATUS_ALIVE) {
                        set_string(b, a, status, STATUS_SEKI);
                        changed = true;
                    }
                }
        }
    }
}

void score_stone_status(const struct board *b, int to_move, const struct score_options *o,
                        uint8_t *status, struct ownership *own_out)
{
    bool alive_b[BOARD_MAX_POINTS], alive_w[BOARD_MAX_POINTS];
    struct ownership *own = calloc(1, sizeof *own);
    bool have_own = false;

    benson_alive(b, BLACK, alive_b);
    benson_alive(b, WHITE, alive_w);
    bool decided[BOARD_MAX_POINTS];
    memset(status, STATUS_UNKNOWN, (size_t)b->npoints);
    memset(decided, 0, sizeof(bool) * (size_t)b->npoints);
    FOR_EACH_POINT(b, p) {
        if (b->color[p] == EMPTY || board_string(b, p) != p)
            continue;
        enum stone_status s = STATUS_UNKNOWN;
        if (alive_b[p] || alive_w[p])
            s = STATUS_ALIVE;
        if (s == STATUS_UNKNOWN && o)
            s = status_chain_ask(o->chain, b, p);
        decided[p] = s != STATUS_UNKNOWN;
        if (s == STATUS_UNKNOWN && own) {
            if (!have_own) {
                settled_ownership(b, to_move, o, own);
                have_own = true;
            }
            s = ownership_status(own, b, p);
        }
        set_string(b, p, status, s == STATUS_UNKNOWN ? STATUS_ALIVE : s);
    }
    if (have_own) {
        join_through_dead_cutters(b, decided, status);
        settle_races(b, own, status);
    }
    /* Undecided strings at the end of a game are seki when they share a
     * liberty nobody can fill; live strings can be in seki too. */
    FOR_EACH_POINT(b, p) {
        if (b->color[p] == EMPTY || board_string(b, p) != p || status[p] == STATUS_DEAD)
            continue;
        if (has_seki_liberty(b, p, status))
            set_string(b, p, status, STATUS_SEKI);
        else if (status[p] == STATUS_CRITICAL)
            set_string(b, p, status, STATUS_ALIVE);
    }
    spread_seki(b, status);
    if (own_out) {
        if (own && !have_own)
            settled_ownership(b, to_move, o, own);
        if (own)
            *own_out = *own;
        else
            memset(own_out, 0, sizeof *own_out);
    }
    free(own);
}

/* Points of each side from the counts, by the rules (komi to white). */
static void total_up(struct score *sc, enum rules rules, double komi)
{
    int c = rules == RULES_CHINESE;
    sc->black = sc->territory[BLACK] + (c ? sc->stones[BLACK] : sc->prisoners[BLACK]);
    sc->white = sc->territory[WHITE] + (c ? sc->stones[WHITE] : sc->prisoners[WHITE]) + komi;
    sc->margin = sc->black - sc->white;
}

/* Empty region of one owner around p: the flood runs over owned_by, the
 * owner of each empty point and OFFBOARD on stones.  Returns its size;
 * *seki is set when it touches a seki stone of its owner. */
static int owner_region(const struct board *b, const uint8_t *owned_by, const uint8_t *status,
                        coord p, uint16_t *seen, coord *region, bool *seki)
{
    int c = owned_by[p];
    int n = region_flood(b, owned_by, p, REGION_BIT(c), seen, 1, region, NULL);
    *seki = false;
    for (int i = 0; i < n; i++)
        for (int k = 0; k < 4; k++) {
            coord a = (coord)(region[i] + b->dir[k]);
            *seki |= b->color[a] == c && status[a] == STATUS_SEKI;
        }
    return n;
}

/* Territory rules count no territory in seki.  A region walled in by a
 * seki group is taken back from its owner, and every string walling it is
 * part of the same seki group; repeat until nothing changes. */
static void remove_seki_territory(const struct board *b, uint8_t *status, uint8_t *owner,
                                  struct score *sc)
{
    coord region[BOARD_MAX_POINTS];
    uint16_t seen[BOARD_MAX_POINTS];
    uint8_t owned_by[BOARD_MAX_POINTS];
    for (bool changed = true; changed;) {
        changed = false;
        memset(seen, 0, sizeof(uint16_t) * (size_t)b->npoints);
        for (int i = 0; i < b->npoints; i++)
            owned_by[i] = b->color[i] == EMPTY ? owner[i] : OFFBOARD;
        FOR_EACH_POINT(b, p) {
            if (b->color[p] != EMPTY || owner[p] == EMPTY || seen[p])
                continue;
            bool seki;
            int c = owner[p], n = owner_region(b, owned_by, status, p, seen, region, &seki);
            if (!seki)
                continue;
            for (int i = 0; i < n; i++) {
                owner[region[i]] = EMPTY;
                owned_by[region[i]] = EMPTY;
                for (int k = 0; k < 4; k++) {
                    coord a = (coord)(region[i] + b->dir[k]);
                    if (b->color[a] == c && status[a] == STATUS_ALIVE)
                        set_string(b, a, status, STATUS_SEKI);
                }
            }
            sc->territory[c] -= n;
            sc->dame += n;
            changed = true;
        }
    }
}

void score_final(const struct game *g, const struct score_options *o, struct score *out,
                 uint8_t *status_out, uint8_t *owner_out)
{
    const struct board *b = &g->board;
    uint8_t status[BOARD_MAX_POINTS], owner[BOARD_MAX_POINTS];
    bool dead[BOARD_MAX_POINTS];

    score_stone_status(b, g->to_move, o, status, NULL);
    for (int i = 0; i < b->npoints; i++)
        dead[i] = status[i] == STATUS_DEAD;
    /* Area counting gives white one point per handicap stone (Chinese
     * rules, and GNU Go under them). */
    double komi = g->komi + (g->rules == RULES_CHINESE ? g->handicap : 0);
    score_position(b, dead, komi, g->rules, out, owner);
    if (g->rules == RULES_JAPANESE) {
        remove_seki_territory(b, status, owner, out);
        total_up(out, g->rules, g->komi);
    }
    if (status_out)
        memcpy(status_out, status, (size_t)b->npoints);
    if (owner_out)
        memcpy(owner_out, owner, (size_t)b->npoints);
}

/* A middle-game count: every empty point goes to whoever holds it in more
 * completions than the other (ownership > 0 or < 0; exactly even is
 * neutral), and a string the ownership verdict calls dead is a prisoner
 * whose points change hands.  Counted by the game's rules. */
void score_by_ownership(const struct game *g, const struct ownership *own, struct score *out)
{
    const struct board *b = &g->board;
    memset(out, 0, sizeof *out);
    out->prisoners[BLACK] = b->captures[BLACK];
    out->prisoners[WHITE] = b->captures[WHITE];
    FOR_EACH_POINT(b, p) {
        int c = b->color[p];
        if (c != EMPTY) {
            if (ownership_status((void *)own, b, p) == STATUS_DEAD) {
                out->territory[other_color(c)]++;
                out->prisoners[other_color(c)]++;
            } else {
                out->stones[c]++;
            }
            continue;
        }
        float o = own->own[p];
        int who = o > 0 ? BLACK : o < 0 ? WHITE : EMPTY;
        if (who == EMPTY)
            out->dame++;
        else
            out->territory[who]++;
    }
    total_up(out, g->rules, g->komi + (g->rules == RULES_CHINESE ? g->handicap : 0));
}
