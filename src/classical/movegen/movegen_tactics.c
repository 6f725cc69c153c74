/* movegen_tactics.c — move reasons from the tactician: capture an
 * opposing string or save an own one when whoever moves first decides
 * its fate (the worm verdicts of the dragon analysis), at the
 * tactician's key point and at every other point near the string that
 * does the same.  A string whose
 * dragon is dead anyway is worth less to fight over: half.  Dead strings
 * left in atari are worth taking off for half their size.  A cutting
 * string's outright capture or save also counts what it keeps apart
 * (movegen_cutstones.c). */
#include "classical/movegen/movegen.h"

static float ko_factor(int code)
{
    return code == READ_WIN ? 1.0f : 0.5f;
}

/* An own string in atari whose capture is a ko capture (the capturing
 * stone can be retaken at once) is no sure loss: the capture is worth
 * half to the attacker (ko_factor), and the connection only prevents
 * that ko, worth half as well (endgame.tst 203: White's T17 connecting
 * the edge stone T18 counted 2 points for the stone and outplayed every
 * boundary move).  Only the direct ko: a string whose capture needs a
 * ko elsewhere first is a ko fight over the whole string, whose stake
 * stays (seki.tst 1207: A2 saving ten stones). */
static float worm_stake(const struct cl_position *pos, const struct worm *w)
{
    float stake = (float)w->size;
    if (w->color == pos->color && w->libs == 1)
        stake *= ko_factor(w->attack_code);
    if (cl_position_status(pos, w->origin) == STATUS_DEAD)
        stake *= 0.5f;
    return stake;
}

/* The amount of a move that decides a string's fate with result code:
 * an outright capture or save also decides whether the dragons the
 * string separates join (cut, the string's cutstone_stake); through a
 * ko nothing is joined for sure, and the stones count half. */
static float decided(float stake, float cut, int code)
{
    return code == READ_WIN ? stake + cut : stake * ko_factor(code);
}

/* An opposing string that is dead but still on the board with one
 * liberty: taking it off removes every chance of a mistake and of the
 * ko threats and aji it leaves; worth a part of its size. */
static void post_dead_in_atari(struct cl_position *pos, const struct worm *w)
{
    if (w->color == pos->color || w->libs != 1 || w->attack_point == PASS)
        return;
    reasons_add(&pos->reasons, RK_ATTACK_STRING, w->attack_point, w->origin,
                0.5f * (float)w->size, 1, "removes dead stones");
}

/* Other moves that capture (opponent's string) or save (own string):
 * the liberties and second-order liberties of the string, each asked
 * with does_attack / does_defend, so that a move that also does
 * something else can win the valuation.  A few reads per string and a
 * cap per move decision keep it cheap. */
#define ALT_POINTS 8            /* points tried per unstable string */
#define ALT_READS 160           /* reads per move decision */
#define CHAIN_POINTS 4          /* counter-atari points tried per own string */
#define CAPTURE_POINTS 2        /* captures of neighbours in atari tried per own string */

static int near_points(const struct board *b, coord str, coord *out, int max)
{
    coord libs[8];
    int nl = board_liberties(b, str, libs, 8);
    int n = 0;
    for (int i = 0; i < nl && n < max; i++)
        out[n++] = libs[i];
    for (int i = 0; i < nl && n < max; i++)
        for (int k = 0; k < 4 && n < max; k++) {
            coord q = (coord)(libs[i] + b->dir[k]);
            bool dup = b->color[q] != EMPTY;
            for (int j = 0; j < n && !dup; j++)
                dup = out[j] == q;
            if (!dup)
                out[n++] = q;
        }
    return n;
}

/* An own string can also be saved by putting the opposing string that
 * cuts or presses it in atari (a counter-atari): the opponent must
 * connect, and if it attacks instead its string is taken and ours gains
 * the liberties.  The tactician's key point is one defence; the hane at
 * the head of a cutting stone is often the better one (it saves the
 * string and blocks the cutting stone's way out at once), and the
 * liberties above never reach it.  So: the liberties of the neighbours
 * with two liberties, where our stone would keep two or more itself (a
 * counter-atari by a self-atari is captured at once and is the other
 * side's gain: strategy.tst 43, seki.tst 1209). */
#define CHAIN_LIBS 2

int movegen_counter_atari_points(const struct board *b, int color, coord str, coord *out,
                                 int max)
{
    coord adj[8], libs[CHAIN_LIBS];
    int na = board_adjacent_strings(b, str, adj, 8);
    int n = 0;
    for (int i = 0; i < na && n < max; i++) {
        if (board_countlib(b, adj[i]) != CHAIN_LIBS)
            continue;
        int nl = board_liberties(b, adj[i], libs, CHAIN_LIBS);
        for (int k = 0; k < nl && n < max; k++) {
            bool dup = board_libs_after(b, color, libs[k]) < 2;
            for (int j = 0; j < n && !dup; j++)
                dup = out[j] == libs[k];
            if (!dup)
                out[n++] = libs[k];
        }
    }
    return n;
}

/* The plainest defence of all: taking an opposing string next to ours
 * that is itself in atari, which gives ours its point as a liberty (and
 * often joins it to friends beyond).  The liberties and their neighbours
 * do not reach it when the capturing point lies on the far side of the
 * opposing stone (13x13.tst 68: Black's A8 takes A9 and saves A10 in
 * atari at once, as GNU Go finds; only the ko at C9 was counted as
 * saving A10). */
static int capture_points(const struct board *b, coord str, coord *out, int max)
{
    coord adj[8];
    int na = board_adjacent_strings(b, str, adj, 8);
    int n = 0;
    for (int i = 0; i < na && n < max; i++) {
        coord lib;
        if (board_countlib(b, adj[i]) != 1 || board_liberties(b, adj[i], &lib, 1) != 1)
            continue;
        bool dup = false;
        for (int j = 0; j < n && !dup; j++)
            dup = out[j] == lib;
        if (!dup)
            out[n++] = lib;
    }
    return n;
}

static int add_new_points(coord *out, int n, const coord *pts, int np)
{
    for (int i = 0; i < np; i++) {
        bool dup = false;
        for (int j = 0; j < n && !dup; j++)
            dup = out[j] == pts[i];
        if (!dup)
            out[n++] = pts[i];
    }
    return n;
}

static int alternative_points(const struct board *b, coord str, bool own, coord *out)
{
    int n = near_points(b, str, out, ALT_POINTS);
    if (!own)
        return n;
    coord caps[CAPTURE_POINTS];
    n = add_new_points(out, n, caps, capture_points(b, str, caps, CAPTURE_POINTS));
    coord chain[CHAIN_POINTS];
    int nc = movegen_counter_atari_points(b, b->color[str], str, chain, CHAIN_POINTS);
    return add_new_points(out, n, chain, nc);
}

static void alternatives(struct classical *cl, struct cl_position *pos, const struct worm *w,
                         float stake, float cut, int *reads)
{
    bool own = w->color == pos->color;
    coord key = own ? w->defense_point : w->attack_point;
    coord pts[ALT_POINTS + CAPTURE_POINTS + CHAIN_POINTS];
    int n = alternative_points(&pos->b, w->origin, own, pts);
    for (int i = 0; i < n && *reads < ALT_READS; i++) {
        if (pts[i] == key || !cl_move_considered(pos, pos->color, pts[i]))
            continue;
        (*reads)++;
        int code = own ? reading_does_defend(cl->reading, &pos->b, pts[i], w->origin)
                       : reading_does_attack(cl->reading, &pos->b, pts[i], w->origin);
        if (code == READ_FAIL)
            continue;
        reasons_add(&pos->reasons, own ? RK_DEFEND_STRING : RK_ATTACK_STRING, pts[i],
                    w->origin, decided(stake, cut, code), reading_gtp_code(code), "tactics");
    }
}

void movegen_tactics(struct classical *cl, struct cl_position *pos)
{
    const struct dragon_analysis *a = &pos->dragons;
    int reads = 0;
    for (int i = 0; i < a->nworms; i++) {
        const struct worm *w = &a->worm[i];
        /* Unstable: the attacker moving first captures, the owner
         * moving first saves. */
        if (w->attack_code == READ_FAIL)
            continue;
        if (w->defense_code == READ_FAIL) {
            post_dead_in_atari(pos, w);
            continue;
        }
        float stake = worm_stake(pos, w);
        float cut = cutstone_stake(pos, w->origin, false);
        if (w->color == pos->color) {
            if (w->defense_point != PASS)
                reasons_add(&pos->reasons, RK_DEFEND_STRING, w->defense_point, w->origin,
                            decided(stake, cut, w->defense_code),
                            reading_gtp_code(w->defense_code), "tactics");
        } else if (w->attack_point != PASS) {
            reasons_add(&pos->reasons, RK_ATTACK_STRING, w->attack_point, w->origin,
                        decided(stake, cut, w->attack_code), reading_gtp_code(w->attack_code),
                        "tactics");
        }
        alternatives(cl, pos, w, stake, cut, &reads);
    }
}

/* The points the capture reasons posted above give move for strings of
 * dragon d: what a kill or a race at the same move has already been paid
 * by its captures (movegen_territory.c, movegen_semeai.c). */
float tactics_captured_in_dragon(const struct cl_position *pos, coord move, int d)
{
    const struct board *b = &pos->b;
    float paid = 0;
    for (int i = 0; i < pos->reasons.n; i++) {
        const struct reason *r = &pos->reasons.r[i];
        if (r->move != move || r->kind != RK_ATTACK_STRING || r->target == PASS
            || b->color[r->target] == EMPTY)
            continue;
        const struct worm *w = worm_at(&pos->dragons, r->target);
        if (w && w->dragon == d)
            paid += r->amount;
    }
    return paid;
}
