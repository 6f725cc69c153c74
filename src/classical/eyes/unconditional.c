/* unconditional.c — owns unconditional status (see unconditional.h; the
 * rule and why each step is there: docs/unconditional.md).
 *
 * For each colour C, with O its opponent, and only when C has at least
 * one unconditionally alive string:
 *  1. C's alive strings A come from Benson's test
 *     (score_estimate_benson.c): no sequence of O moves captures them.
 *  2. On a scratch board O is given every move it wants while C passes:
 *     it captures every other C string it can by filling its liberties
 *     (two-stone strings that may be the inside of a seki wait for 2c);
 *     a. fills every liberty of A it legally can: those points can never
 *        be O's eyes, since A never goes away;
 *     b. extends its strings in atari;
 *     c. captures the waiting two-stone strings unless O's string around
 *        them makes a seki (in_seki);
 *     d. splits its remaining eye space, first with stones that keep two
 *        empty neighbours, then with stones that keep one (never on a
 *        liberty of a C string left standing: those are seki liberties).
 *  3. An O string still in atari after all that has at most one eye: O
 *     made every move that could have given it a second and did not get
 *     it.  Its points, and the empty points that touch only A and such
 *     strings, are C's: O stones there are dead, empty points C's
 *     territory, C stones there alive (O may take them but never keep
 *     the point).
 * This is the procedure GNU Go documents for its unconditional_life, in
 * our own formulation; unconditional.tst (673 positions) pins it down.
 */
#include "classical/eyes/unconditional.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "classical/influence/score_estimate.h"

const char *unconditional_name(enum uncond_status s)
{
    switch (s) {
    case UNCOND_ALIVE: return "alive";
    case UNCOND_DEAD: return "dead";
    case UNCOND_BLACK_TERRITORY: return "black_territory";
    case UNCOND_WHITE_TERRITORY: return "white_territory";
    default: return "undecided";
    }
}

/* Scratch for one colour: the board O plays on and a trial copy. */
struct scratch {
    struct board b;
    struct board trial;
    int color;              /* C */
    const bool *alive;      /* A, indexed by point (original board) */
};

static int opp(const struct scratch *s) { return other_color(s->color); }

/* Plays O at p if legal; true when played. */
static bool play_o(struct scratch *s, struct board *b, coord p)
{
    return b->color[p] == EMPTY && board_play(b, opp(s), p) == MOVE_OK;
}

/* O fills the liberties of the C string at str (skipping illegal
 * points), and keeps the stones when that captures it.  True if so. */
static bool capture_string(struct scratch *s, coord str)
{
    coord libs[BOARD_MAX_POINTS];
    board_copy(&s->trial, &s->b);
    s->trial.ko = PASS;
    int n = board_liberties(&s->trial, str, libs, BOARD_MAX_POINTS);
    for (int i = 0; i < n && s->trial.color[str] == s->color; i++)
        play_o(s, &s->trial, libs[i]);
    if (s->trial.color[str] == s->color)
        return false;
    board_copy(&s->b, &s->trial);
    return true;
}

/* A two-stone C string none of whose stones touches the edge or another
 * C string (diagonals included) may be the inside of a seki: O's string
 * around it cannot fill the last two shared liberties, and C taking the
 * stones' liberties only grows what O would capture.  Those strings are
 * taken only after the test below. */
static bool maybe_seki(const struct scratch *s, coord str)
{
    const struct board *b = &s->b;
    if (board_string_size(b, str) != 2)
        return false;
    FOR_EACH_STONE(b, str, q)
        for (int k = 0; k < 4; k++) {
            coord n[2] = {(coord)(q + b->dir[k]), (coord)(q + b->diag[k])};
            for (int i = 0; i < 2; i++)
                if (b->color[n[i]] == OFFBOARD ||
                    (b->color[n[i]] == s->color && board_string(b, n[i]) != str))
                    return false;
        }
    return true;
}

/* Is O at both p and q (playing them if empty) one string?  On trial. */
static bool o_joins(struct scratch *s, coord p, coord q)
{
    board_copy(&s->trial, &s->b);
    s->trial.ko = PASS;
    for (int i = 0; i < 2; i++) {
        coord v = i ? q : p;
        if (s->trial.color[v] == EMPTY)
            play_o(s, &s->trial, v);
        if (s->trial.color[v] != opp(s))
            return false;
    }
    return board_string(&s->trial, p) == board_string(&s->trial, q);
}

/* The seki test for a maybe_seki string a-b (b = a + up): both ends
 * free, and for a side r, a+r and b-r free while O's stones at a-r and
 * b+r (the other diagonal pair) are one string.  Then O's string rings
 * the pair with at least the four points a+r, b-r and the ends left
 * inside: C cannot fill them into a dead shape (what O would capture is
 * too big or the wrong shape) and O cannot fill them without atari on
 * itself, so the stones live in seki as far as anyone can force. */
static bool in_seki(struct scratch *s, coord str)
{
    const struct board *b = &s->b;
    coord stones[2];
    board_stones(b, str, stones, 2);
    for (int o = 0; o < 2; o++) {
        coord a = stones[o], bb = stones[1 - o];
        int up = bb - a;
        if (b->color[bb + up] != EMPTY || b->color[a - up] != EMPTY)
            continue;
        for (int k = 0; k < 4; k++) {
            int r = b->dir[k];
            if (r == up || r == -up)
                continue;
            if (b->color[a + r] == EMPTY && b->color[bb - r] == EMPTY &&
                o_joins(s, (coord)(a - r), (coord)(bb + r)))
                return true;
        }
    }
    return false;
}

/* O takes every C string outside A it can by filling its liberties
 * (again after each capture, which may open others), except the
 * maybe_seki ones. */
static void capture_weak_strings(struct scratch *s)
{
    for (bool changed = true; changed;) {
        changed = false;
        FOR_EACH_POINT(&s->b, p)
            if (s->b.color[p] == s->color && board_string(&s->b, p) == p && !s->alive[p] &&
                !maybe_seki(s, p) && capture_string(s, p))
                changed = true;
    }
}

/* The maybe_seki strings, once O has filled around them: captured
 * unless in seki. */
static void capture_unless_seki(struct scratch *s)
{
    FOR_EACH_POINT(&s->b, p)
        if (s->b.color[p] == s->color && board_string(&s->b, p) == p && !s->alive[p] &&
            !in_seki(s, p))
            capture_string(s, p);
}

static bool touches_alive(const struct scratch *s, coord p)
{
    for (int k = 0; k < 4; k++) {
        coord a = (coord)(p + s->b.dir[k]);
        if (s->b.color[a] == s->color && s->alive[a])
            return true;
    }
    return false;
}

static int empty_neighbours(const struct board *b, coord p)
{
    int n = 0;
    for (int k = 0; k < 4; k++)
        n += b->color[p + b->dir[k]] == EMPTY;
    return n;
}

/* Step 2b: O extends its strings in atari while that is legal. */
static void extend_ataris(struct scratch *s)
{
    for (bool changed = true; changed;) {
        changed = false;
        FOR_EACH_POINT(&s->b, p) {
            coord lib;
            if (s->b.color[p] != opp(s) || board_string(&s->b, p) != p ||
                board_countlib(&s->b, p) != 1)
                continue;
            board_liberties(&s->b, p, &lib, 1);
            if (board_libs_after(&s->b, opp(s), lib) > 0 && play_o(s, &s->b, lib))
                changed = true;
        }
    }
}

/* Is p a liberty of a C string that O did not capture (in seki)? */
static bool touches_weak(const struct scratch *s, coord p)
{
    for (int k = 0; k < 4; k++) {
        coord a = (coord)(p + s->b.dir[k]);
        if (s->b.color[a] == s->color && !s->alive[a])
            return true;
    }
    return false;
}

/* Step 2c: O plays wherever its stone keeps at least min empty
 * neighbours, until no such point is left. */
static void split_eyespace(struct scratch *s, int min)
{
    for (bool changed = true; changed;) {
        changed = false;
        FOR_EACH_POINT(&s->b, p)
            if (s->b.color[p] == EMPTY && empty_neighbours(&s->b, p) >= min &&
                !touches_weak(s, p) && play_o(s, &s->b, p))
                changed = true;
    }
}

static bool in_atari_o(const struct scratch *s, coord p)
{
    return s->b.color[p] == opp(s) && board_countlib(&s->b, p) == 1;
}

/* An empty point of the scratch board that belongs to C: every neighbour
 * is A, an O string in atari, or the edge, and one of them is not the
 * edge. */
static bool empty_is_c(const struct scratch *s, coord p)
{
    bool any = false;
    for (int k = 0; k < 4; k++) {
        coord a = (coord)(p + s->b.dir[k]);
        int c = s->b.color[a];
        if (c == OFFBOARD)
            continue;
        if (!((c == s->color && s->alive[a]) || in_atari_o(s, a)))
            return false;
        any = true;
    }
    return any;
}

static void mark_territory(const struct board *orig, struct scratch *s, uint8_t *status)
{
    uint8_t terr = s->color == BLACK ? UNCOND_BLACK_TERRITORY : UNCOND_WHITE_TERRITORY;
    board_copy(&s->b, orig);
    s->b.superko = false;
    s->b.ko = PASS;
    capture_weak_strings(s);
    FOR_EACH_POINT(&s->b, p)
        if (s->b.color[p] == EMPTY && touches_alive(s, p))
            play_o(s, &s->b, p);
    extend_ataris(s);
    capture_unless_seki(s);
    split_eyespace(s, 2);
    split_eyespace(s, 1);
    FOR_EACH_POINT(orig, p) {
        bool mine = in_atari_o(s, p) || (s->b.color[p] == EMPTY && empty_is_c(s, p));
        if (!mine || status[p] == UNCOND_ALIVE)
            continue;
        if (orig->color[p] == EMPTY)
            status[p] = terr;
        else
            status[p] = orig->color[p] == s->color ? UNCOND_ALIVE : UNCOND_DEAD;
    }
}

void unconditional_status(const struct board *b, uint8_t *status)
{
    static const int colors[2] = {BLACK, WHITE};
    bool alive[2][BOARD_MAX_POINTS];
    memset(status, UNCOND_UNDECIDED, (size_t)b->npoints);
    for (int i = 0; i < 2; i++)
        benson_alive(b, colors[i], alive[i]);
    FOR_EACH_POINT(b, p)
        if (alive[0][p] || alive[1][p])
            status[p] = UNCOND_ALIVE;
    struct scratch *s = malloc(sizeof *s);
    if (!s)
        return;             /* everything undecided: never wrong */
    for (int i = 0; i < 2; i++) {
        bool any = false;
        FOR_EACH_POINT(b, p)
            any |= alive[i][p];
        if (!any)           /* nothing encloses anything */
            continue;
        s->color = colors[i];
        s->alive = alive[i];
        mark_territory(b, s, status);
    }
    free(s);
}
