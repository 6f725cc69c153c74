/* movegen_endgame.c — sente and reverse sente at the boundaries.
 *
 * The territory generator counts a boundary move by its swing: the
 * evaluation with our stone at the point against the opponent's there
 * (deiri counting).  That values every move as if it were gote.  In the
 * endgame the order of play is decided by tempo: a move the opponent
 * must answer (sente) takes its points for free, and a move that
 * prevents the opponent's sente move (reverse sente) is worth as much
 * to the one who plays it first.  What makes a move sente is its
 * follow-up: the points a second move of the same side nearby would
 * gain if the opponent left the first one unanswered.  When that is
 * bigger than what the opponent could gain elsewhere with the tempo
 * (the biggest gote swing on the board, counted at half as miai
 * counting counts a gote move), the opponent answers.
 *
 * For the candidates with the biggest territory swings at a boundary
 * (stones of both colours near), the evaluation is read after the move
 * and after each second move of the same side within two points of it,
 * for both sides moving first; the follow-up is the best such gain.
 * Sente posts the move's swing again (taken with tempo: twice a gote
 * move of the same size, as in miai counting); reverse sente half of it.
 * A lone stone's sente posts only what it keeps once answered (the
 * answer to a probe attacks it and takes points back).
 * A lone stone with two liberties (a hane) has no follow-up: the block
 * ataris it and the hane-connect ends in gote.
 *
 * The swings of the moves at settled boundaries, and the follow-ups,
 * are counted with the boundary count: the evaluation's territory less
 * the points that touch a live opposing string (see below).  The
 * biggest of them are read one local move further (the local reader,
 * read_boundaries): a move whose points the opponent's next move takes
 * back counts less than one whose points stay.
 *
 * Between settled groups the shape patterns', the threats' and the
 * contact answers' reasons count at a quarter, and so does taking off
 * dead stones: there a move is worth the points it changes, and shape
 * only breaks ties (damp_settled_shape). */
#include <stdlib.h>

#include "classical/movegen/movegen.h"
#include "classical/reading/reading.h"

#define ENDGAME_MOVES 16        /* candidates read: the biggest territory swings */
#define BOUNDARY_MOVES 128      /* moves at settled boundaries counted locally */
#define FOLLOW_REACH 2          /* a follow-up within this (Manhattan) distance */
#define BOUNDARY_REACH 2        /* stones of both colours this close: a boundary */
#define SETTLED 30              /* weakness (0..100) below which an alive dragon is settled */
#define MIN_SWING 1.0f          /* smaller swings are dame, not endgame moves */

struct endgame_candidate {
    coord move;
    float swing;
};

static int by_swing(const void *x, const void *y)
{
    const struct endgame_candidate *a = x, *b = y;
    return (a->swing < b->swing) - (a->swing > b->swing);
}

/* Is the dragon of stone q settled: dead, or alive and not weak? */
static bool settled(const struct cl_position *pos, coord q)
{
    int d = pos->dragons.dragon_of[q];
    if (d < 0)
        return false;
    enum stone_status st = pos->status[d];
    return st == STATUS_DEAD || (st == STATUS_ALIVE && pos->dragons.dragon[d].weakness < SETTLED);
}

/* Does p have stones of both colours within BOUNDARY_REACH, all of
 * settled dragons?  A boundary between groups still fighting is no
 * endgame: there the follow-up of a move is an attack, and the
 * fighting generators count it. */
static bool at_boundary(const struct cl_position *pos, coord p)
{
    const struct board *b = &pos->b;
    int r0 = board_row(b, p), c0 = board_col(b, p);
    bool seen[3] = {false, false, false};
    for (int dr = -BOUNDARY_REACH; dr <= BOUNDARY_REACH; dr++)
        for (int dc = -BOUNDARY_REACH; dc <= BOUNDARY_REACH; dc++) {
            int r = r0 + dr, c = c0 + dc;
            if (abs(dr) + abs(dc) > BOUNDARY_REACH || r < 0 || c < 0 || r >= b->size
                || c >= b->size)
                continue;
            coord q = board_point(b, r, c);
            int col = b->color[q];
            if (col != BLACK && col != WHITE)
                continue;
            if (!settled(pos, q))
                return false;
            seen[col] = true;
        }
    return seen[BLACK] && seen[WHITE];
}

/* Is move an endgame move by its other reasons?  It changes territory,
 * not frameworks (its moyo change is at most half its swing, or a
 * point), and no weak group's safety (no strengthen or weaken reason:
 * there its follow-up is an attack, the fighting generators' to
 * count). */
static bool endgame_move(const struct cl_position *pos, coord move, float swing)
{
    float most = swing / 2.0f > 1.0f ? swing / 2.0f : 1.0f;
    /* The moyo as the map counts it: the opening bonus of small boards
     * (cl_moyo_multiplier) values frameworks more, it does not make a
     * boundary move change more of one. */
    most *= (float)cl_moyo_multiplier(&pos->b);
    for (int i = 0; i < pos->reasons.n; i++) {
        const struct reason *r = &pos->reasons.r[i];
        if (r->move != move)
            continue;
        if (r->kind == RK_STRENGTHEN || r->kind == RK_WEAKEN)
            return false;
        if (r->kind == RK_MOYO && (r->amount > most || -r->amount > most))
            return false;
    }
    return true;
}

/* The endgame moves at settled boundaries with the territory swing the
 * territory generator posted, at most max of them; *biggest gets the
 * biggest swing on the board. */
static int collect(const struct cl_position *pos, struct endgame_candidate *out, int max,
                   float *biggest)
{
    int n = 0;
    *biggest = 0;
    for (int i = 0; i < pos->reasons.n; i++) {
        const struct reason *r = &pos->reasons.r[i];
        if (r->kind != RK_TERRITORY)
            continue;
        if (r->amount > *biggest)
            *biggest = r->amount;
        if (n < max && at_boundary(pos, r->move) && endgame_move(pos, r->move, r->amount))
            out[n++] = (struct endgame_candidate){r->move, r->amount};
    }
    return n;
}

/* What the opponent gains with the tempo is the biggest move on the
 * board, framework included: a point's territory swing and its moyo
 * reason (at the moyo weight, in territory points).  Late in the game the
 * moyo reasons are small and this is the biggest territory swing; in the
 * opening the big open point is what a tempo buys, and a boundary move
 * whose follow-up is smaller is no sente (9x9 opening, Black F4 under
 * White E3-F3: "sente" +13 over the open D5 and F6, 3.5 points worse by
 * GNU Go's estimate; unit test opening_tempo_counts_the_framework). */
static float biggest_with_moyo(const struct classical *cl, const struct cl_position *pos,
                               float biggest)
{
    float *sum = calloc(BOARD_MAX_POINTS, sizeof *sum);
    if (!sum)
        return biggest;
    double wt = cl->weights.w[RK_TERRITORY], wm = cl->weights.w[RK_MOYO];
    float ratio = wt > 0 ? (float)(wm / wt) : 0;
    for (int i = 0; i < pos->reasons.n; i++) {
        const struct reason *r = &pos->reasons.r[i];
        if (r->kind == RK_TERRITORY)
            sum[r->move] += r->amount;
        else if (r->kind == RK_MOYO)
            sum[r->move] += ratio * r->amount;
    }
    FOR_EACH_POINT(&pos->b, p)
        if (sum[p] > biggest)
            biggest = sum[p];
    free(sum);
    return biggest;
}

/* The ENDGAME_MOVES biggest of the n candidates of at least MIN_SWING,
 * first in cand; returns how many. */
static int biggest_swings(struct endgame_candidate *cand, int n)
{
    qsort(cand, (size_t)n, sizeof *cand, by_swing);
    int k = 0;
    while (k < n && k < ENDGAME_MOVES && cand[k].swing >= MIN_SWING)
        k++;
    return k;
}

/* The boundary count.  The influence estimate counts a point as
 * territory by the influence around it; at a boundary between settled
 * groups a point next to a live string of the other colour is no secure
 * point yet: in the final count no territory touches a live opposing
 * stone, so one side must still play there or beside it, and the move
 * that put the string there has taken the point from the count
 * (endgame.tst 206: Black's A12, pushing along the first line under
 * White's B12 and B13, took nothing from A11 in the estimate, and its
 * one-point sente went unseen).  A lone stone does not count: a hane, a
 * placement or an approach is answered by the block, and counting the
 * points beside it made every approach two points bigger.  This is the
 * endgame's count, for moves at settled boundaries and their
 * follow-ups: in the evaluation itself (every move, every position) it
 * lost 13x13.tst 67 and 68 and seki.tst 1002, where the point beside
 * a contact stone in a fight still leans to the side whose region it
 * is. */

/* Is empty point p, in the region of one colour, next to a live string
 * of two or more stones of the other? */
static bool touches_live_intruder(const struct influence *inf, const struct board *b, coord p)
{
    int intruder = inf->region[p] > 0 ? WHITE : BLACK;
    for (int k = 0; k < 4; k++) {
        coord q = (coord)(p + b->dir[k]);
        if (b->color[q] == intruder && inf->region[q] == 0 && b->strings[b->str[q]].size >= 2)
            return true;
    }
    return false;
}

/* Point q's share of the boundary count (mover's side). */
static int boundary_point(const struct cl_position *pos, const struct influence *inf,
                          const struct board *b, coord q)
{
    if (b->color[q] == EMPTY && abs(inf->region[q]) == REGION_TERRITORY
        && touches_live_intruder(inf, b, q))
        return 0;
    return cl_point_territory(inf, b, pos->color, pos->rules, q);
}

/* The boundary count (mover's side, prisoners included under territory
 * rules) with a stone of color at p on pos->b as it stands; the plain
 * evaluation's territory goes to plain (may be NULL).  False when
 * illegal. */
static bool boundary_count(struct classical *cl, struct cl_position *pos, int8_t *weight,
                           struct influence *inf, int color, coord p, double *count,
                           double *plain)
{
    struct cl_eval e;
    if (!territory_eval_with_stone(cl, pos, weight, inf, color, p, &e))
        return false;
    if (plain)
        *plain = e.territory;
    /* inf is the map with the stone: count on the board with it. */
    struct board *b = &pos->b;
    if (!board_trymove(b, color, p))
        return false;
    int sum = 0;
    FOR_EACH_POINT(b, q) {
        sum += boundary_point(pos, inf, b, q);
    }
    if (pos->rules != RULES_CHINESE)
        sum += b->captures[pos->color] - b->captures[other_color(pos->color)];
    board_popmove(b);
    *count = sum;
    return true;
}

/* The territory reason at move changed by change points. */
static void adjust_swing(struct cl_position *pos, coord move, float change)
{
    for (int i = 0; i < pos->reasons.n; i++)
        if (pos->reasons.r[i].kind == RK_TERRITORY && pos->reasons.r[i].move == move)
            pos->reasons.r[i].amount += change;
}

/* Each candidate's swing by the boundary count instead of the plain
 * evaluation (cand[i].swing with it). */
static void count_boundaries(struct classical *cl, struct cl_position *pos, int8_t *weight,
                             struct influence *inf, struct endgame_candidate *cand, int n)
{
    int opp = other_color(pos->color);
    for (int i = 0; i < n; i++) {
        double ours, theirs, plain_ours, plain_theirs;
        coord p = cand[i].move;
        if (!boundary_count(cl, pos, weight, inf, pos->color, p, &ours, &plain_ours)
            || !boundary_count(cl, pos, weight, inf, opp, p, &theirs, &plain_theirs))
            continue;
        float change = (float)((ours - theirs) - (plain_ours - plain_theirs));
        if (change == 0)
            continue;
        adjust_swing(pos, p, change);
        cand[i].swing += change;
    }
}

/* The empty points within Manhattan distance reach of p where a stone of
 * color is not filling its own eye: the local moves a boundary read
 * considers after a stone at p.  Returns how many were written to out. */
static int local_points(const struct board *b, int color, coord p, int reach, coord *out)
{
    int r0 = board_row(b, p), c0 = board_col(b, p), n = 0;
    for (int dr = -reach; dr <= reach; dr++)
        for (int dc = -reach; dc <= reach; dc++) {
            int r = r0 + dr, c = c0 + dc;
            if (abs(dr) + abs(dc) > reach || r < 0 || c < 0 || r >= b->size || c >= b->size)
                continue;
            coord q = board_point(b, r, c);
            if (b->color[q] == EMPTY && !board_is_eyelike(b, q, color))
                out[n++] = q;
        }
    return n;
}

/* Points in a diamond of radius 2: 13. */
#define LOCAL_POINTS_MAX 13
_Static_assert(FOLLOW_REACH <= 2, "local_points holds a diamond of radius 2");

/* With a stone of color at p already on the board: the most a second
 * stone of color within FOLLOW_REACH would gain, in territory points
 * from color's side (prisoners included: a threat to capture is a
 * follow-up too). */
static float best_followup(struct classical *cl, struct cl_position *pos, int8_t *weight,
                           struct influence *inf, int color, coord p, double base)
{
    int side = color == pos->color ? 1 : -1;
    coord pts[LOCAL_POINTS_MAX];
    int n = local_points(&pos->b, color, p, FOLLOW_REACH, pts);
    float best = 0;
    for (int i = 0; i < n; i++) {
        double count;
        if (!boundary_count(cl, pos, weight, inf, color, pts[i], &count, NULL))
            continue;
        float gain = (float)(count - base) * (float)side;
        if (gain > best)
            best = gain;
    }
    return best;
}

/* Does the stone just played at p threaten nothing?  A stone the
 * opponent captures does not: the answer takes it.  Nor does a lone
 * stone with two liberties (a hane): the block ataris it, the
 * connection follows, and the mover ends in gote (the hane-connect). */
static bool threatens_nothing(struct classical *cl, struct board *b, coord p)
{
    coord dummy;
    bool hane = b->strings[b->str[p]].size == 1 && b->strings[b->str[p]].libs == 2;
    return hane || reading_attack(cl->reading, b, b->str[p], &dummy) != READ_FAIL;
}

/* The follow-up of color's move at p: 0 when illegal. */
static float followup_of(struct classical *cl, struct cl_position *pos, int8_t *weight,
                         struct influence *inf, int color, coord p)
{
    double after;
    if (!boundary_count(cl, pos, weight, inf, color, p, &after, NULL))
        return 0;
    struct board *b = &pos->b;
    int8_t saved = weight[p], w = territory_new_stone_weight(pos, color, weight, p);
    if (!board_trymove(b, color, p))
        return 0;
    if (threatens_nothing(cl, b, p)) {
        board_popmove(b);
        return 0;
    }
    weight[p] = w;
    float f = best_followup(cl, pos, weight, inf, color, p, after);
    board_popmove(b);
    weight[p] = saved;
    return f;
}

/* The local reader.  The swing of one stone counts the position right
 * after it, as if the boundary were then closed; but a boundary move
 * usually leaves a next local move, and whoever gets it takes points
 * back: several moves at one boundary each claim the same points (Black's
 * D11, C12 and C13 in endgame.tst 203-216 each turned D13 and E13 into
 * territory, two points each), though after C12 White's block at D13
 * takes them back and after D13 nothing does.  So for the biggest
 * candidates each side's stone is read one local move further: the
 * best next move of either side within ANSWER_REACH (or none), with
 * the boundary count at the leaves.  Who gets that next move is open
 * (it is gote to both unless the sente reading says otherwise), so the
 * position after the stone is worth the mean of the two (miai counting:
 * the mean of our next move and theirs), and the swing is the
 * difference of the two means. */
#define ANSWER_REACH 2
_Static_assert(ANSWER_REACH <= 2, "local_points holds a diamond of radius 2");

/* The best boundary count (pos->color's side) a stone of color within
 * ANSWER_REACH of p reaches, with p's stone on the board; start is the
 * count with no further stone (either side may leave the boundary). */
static double best_next(struct classical *cl, struct cl_position *pos, int8_t *weight,
                        struct influence *inf, int color, coord p, double start)
{
    bool ours = color == pos->color;
    coord pts[LOCAL_POINTS_MAX];
    int n = local_points(&pos->b, color, p, ANSWER_REACH, pts);
    double best = start;
    for (int i = 0; i < n; i++) {
        double count;
        if (!boundary_count(cl, pos, weight, inf, color, pts[i], &count, NULL))
            continue;
        if (ours ? count > best : count < best)
            best = count;
    }
    return best;
}

/* Would a stone of color at p stand alone (no own stone beside it)? */
static bool lone_stone(const struct board *b, int color, coord p)
{
    for (int k = 0; k < 4; k++)
        if (b->color[p + b->dir[k]] == color)
            return false;
    return true;
}

/* The boundary count after color's stone at p (to *one) and after the
 * next local move of either side, at their mean (to *value); false
 * when p is illegal. */
static bool local_value(struct classical *cl, struct cl_position *pos, int8_t *weight,
                        struct influence *inf, int color, coord p, float tempo, double *one,
                        double *value)
{
    double after;
    if (!boundary_count(cl, pos, weight, inf, color, p, &after, NULL))
        return false;
    *one = after;
    struct board *b = &pos->b;
    bool lone = lone_stone(b, color, p);
    int8_t saved = weight[p], w = territory_new_stone_weight(pos, color, weight, p);
    if (!board_trymove(b, color, p))
        return false;
    weight[p] = w;
    double ours = best_next(cl, pos, weight, inf, pos->color, p, after);
    double theirs = best_next(cl, pos, weight, inf, other_color(pos->color), p, after);
    board_popmove(b);
    weight[p] = saved;
    /* A next move of the mover's that threatens more than the tempo is
     * answered, and the answer only undoes the threat: the position
     * after the stone is what it counts (sente; the sente reading pays
     * the tempo).  Counting the answer's own count instead lost 206, a
     * first-line push whose block the count calls a point.  But a lone
     * stone (a probe, a reach) is answered by the attack on it, which
     * takes back points as well: it counts the position after the
     * answer (13x13.tst 12: Black's lone L9 under White's L8 counted 9
     * points for White's L9 and reverse sente; answered, 3).  Else the
     * next move is gote to both: the mean. */
    double threat = color == pos->color ? ours - after : after - theirs;
    if (threat > tempo && lone)
        *value = color == pos->color ? theirs : ours;
    else if (threat > tempo)
        *value = after;
    else
        *value = (ours + theirs) / 2.0;
    return true;
}

/* What a sente move keeps once it is answered: the boundary count
 * (pos->color's side) after the mover's stone at p and the opponent's
 * best local answer, against the count after the opponent's stone at
 * p.  The answer is forced, but it need not only undo the threat: a
 * probe into the opponent's sphere is answered by the move that kills
 * it, and the points the probe took come back (13x13.tst 35: White's
 * lone H10 between Black's walls, "gains 4, sente"; after Black's
 * answer the stone is dead and White is ahead by 1 of Black's H10).
 * 0 when p is illegal. */
static float answered_swing(struct classical *cl, struct cl_position *pos, int8_t *weight,
                            struct influence *inf, coord p)
{
    int opp = other_color(pos->color);
    double after, reverse;
    if (!boundary_count(cl, pos, weight, inf, pos->color, p, &after, NULL)
        || !boundary_count(cl, pos, weight, inf, opp, p, &reverse, NULL))
        return 0;
    struct board *b = &pos->b;
    int8_t saved = weight[p], w = territory_new_stone_weight(pos, pos->color, weight, p);
    if (!board_trymove(b, pos->color, p))
        return 0;
    weight[p] = w;
    double answered = best_next(cl, pos, weight, inf, opp, p, after);
    board_popmove(b);
    weight[p] = saved;
    return (float)(answered - reverse);
}

/* The sente reason of our move at p with territory swing swing: the
 * swing again, but for a lone stone (a probe or a reach, whose answer
 * attacks it) what it keeps once answered, at most the swing.  Only
 * lone stones: a push along an own string keeps its point, though the
 * count after the block may call that point the opponent's (endgame.tst
 * 206: A12 kept 0 of 1 by it). */
static float sente_value(struct classical *cl, struct cl_position *pos, int8_t *weight,
                         struct influence *inf, coord p, float swing)
{
    if (!lone_stone(&pos->b, pos->color, p))
        return swing;
    float kept = answered_swing(cl, pos, weight, inf, p);
    return kept < swing ? kept : swing;
}

/* Does the move capture or save a string (a tactical reason at it)?
 * Then the stones are the tactical reason's and what follows locally
 * the tactician's: the read leaves its swing alone (a connection saving
 * two stones in atari lost half a point to the next moves' mean). */
static bool tactical_move(const struct cl_position *pos, coord move)
{
    for (int i = 0; i < pos->reasons.n; i++) {
        const struct reason *r = &pos->reasons.r[i];
        if (r->move == move && (r->kind == RK_ATTACK_STRING || r->kind == RK_DEFEND_STRING))
            return true;
    }
    return false;
}

/* Each of the n candidates' swing read one local move further (the
 * territory reason and cand[i].swing take the change). */
static void read_boundaries(struct classical *cl, struct cl_position *pos, int8_t *weight,
                            struct influence *inf, struct endgame_candidate *cand, int n,
                            float tempo)
{
    int opp = other_color(pos->color);
    for (int i = 0; i < n; i++) {
        coord p = cand[i].move;
        double ours, theirs, one_ours, one_theirs;
        if (tactical_move(pos, p)
            || !local_value(cl, pos, weight, inf, pos->color, p, tempo, &one_ours, &ours)
            || !local_value(cl, pos, weight, inf, opp, p, tempo, &one_theirs, &theirs))
            continue;
        float change = (float)((ours - theirs) - (one_ours - one_theirs));
        adjust_swing(pos, p, change);
        cand[i].swing += change;
    }
}

/* Shape between settled groups.  A shape pattern's value is a
 * fighting judgement (an empty triangle is slow, a ponnuki strong) that
 * means little where every stone around is already alive or dead: an
 * endgame move is worth the points it counts, and the empty triangle
 * that closes a first-line boundary or the ponnuki of a dead stone
 * changes none.  There shape only breaks ties: its reasons count at
 * SHAPE_AT_BOUNDARY.  So do threats to capture a string of a settled
 * group from a move that changes no point (a swing under MIN_SWING
 * beyond what occupying its own point swings):
 * the owner answers and the forcing move has gained nothing but spent
 * a ko threat (endgame.tst 804: White's F5 threatened four black
 * stones for 4 points and changed no point, over the ko capture J7).
 * A threat from a move that gains points is a sente endgame move and
 * keeps its value (13x13.tst 90: A5, one point and the threat to take
 * three stones). */
#define SHAPE_AT_BOUNDARY 0.25f

/* The territory swing posted at move (0 when none). */
static float swing_at(const struct cl_position *pos, coord move)
{
    for (int i = 0; i < pos->reasons.n; i++)
        if (pos->reasons.r[i].kind == RK_TERRITORY && pos->reasons.r[i].move == move)
            return pos->reasons.r[i].amount;
    return 0;
}

/* What a move swings by occupying its point alone: under area counting
 * the stone counts its own point, ours against theirs, two points; under
 * territory counting nothing. */
static float occupied_point(const struct cl_position *pos)
{
    return pos->rules == RULES_CHINESE ? 2.0f : 0.0f;
}

/* Is r the capture of opposing stones that are dead even if their owner
 * moves first (movegen_tactics.c's "removes dead stones")?  Between
 * settled groups taking them off changes no point: they are prisoners
 * at the end anyway (endgame.tst 803: Black's B5 taking three dead
 * stones, 3.0 for the aji it removes, over the ko connection J7). */
static bool takes_dead_stones(const struct cl_position *pos, const struct reason *r)
{
    if (r->kind != RK_ATTACK_STRING || r->target == PASS)
        return false;
    int wi = pos->dragons.worm_of[r->target];
    return wi >= 0 && pos->dragons.worm[wi].defense_code == READ_FAIL;
}

/* Is r an answer to a contact move where no string next to the move is
 * short of liberties (two or fewer)?  Between settled groups the
 * liberty pressure of the contact fight counts only where liberties are
 * short, where a shortage becomes a threat to capture (endgame.tst
 * 217: C12 against the two-liberty B13 string keeps it), or, as a
 * threat does, where the move changes points (13x13.tst 57: D5, the
 * block of White's push worth 10 points); elsewhere the answer fills
 * dame (endgame.tst 900: White's D16 "answered the contact" for 4.3
 * points and changed none, over the boundary moves K19 and J19). */
static bool loose_contact(const struct cl_position *pos, const struct reason *r)
{
    if (r->kind != RK_CONTACT)
        return false;
    const struct board *b = &pos->b;
    for (int k = 0; k < 4; k++) {
        coord q = (coord)(r->move + b->dir[k]);
        int col = b->color[q];
        if ((col == BLACK || col == WHITE) && b->strings[b->str[q]].libs <= 2)
            return false;
    }
    return true;
}

/* one_stone (may be NULL): each point's swing before the local read,
 * by which a move is an endgame move (its moyo change against its
 * swing), as collect() chose the candidates; whether it changes points
 * is asked of the read swing. */
static void damp_settled_shape(struct cl_position *pos, const float *one_stone)
{
    for (int i = 0; i < pos->reasons.n; i++) {
        struct reason *r = &pos->reasons.r[i];
        if (r->kind != RK_SHAPE && r->kind != RK_THREAT && !takes_dead_stones(pos, r)
            && !loose_contact(pos, r))
            continue;
        float swing = swing_at(pos, r->move);
        if ((r->kind == RK_THREAT || r->kind == RK_CONTACT)
            && swing >= MIN_SWING + occupied_point(pos))
            continue;
        float by = one_stone ? one_stone[r->move] : swing;
        if (at_boundary(pos, r->move) && endgame_move(pos, r->move, by))
            r->amount *= SHAPE_AT_BOUNDARY;
    }
}

void movegen_endgame(struct classical *cl, struct cl_position *pos)
{
    struct endgame_candidate cand[BOUNDARY_MOVES];
    float biggest;
    int n = collect(pos, cand, BOUNDARY_MOVES, &biggest);
    biggest = biggest_with_moyo(cl, pos, biggest);
    int8_t weight[BOARD_MAX_POINTS];
    territory_stone_weights(pos, weight);
    struct influence *inf = calloc(1, sizeof *inf);
    if (!inf) {
        damp_settled_shape(pos, NULL);
        return;
    }
    /* The boundary count first: the damping below asks whether a move
     * changes points, by that count. */
    count_boundaries(cl, pos, weight, inf, cand, n);
    float *one_stone = calloc(BOARD_MAX_POINTS, sizeof *one_stone);
    if (one_stone)
        for (int i = 0; i < pos->reasons.n; i++)
            if (pos->reasons.r[i].kind == RK_TERRITORY)
                one_stone[pos->reasons.r[i].move] = pos->reasons.r[i].amount;
    n = biggest_swings(cand, n);
    read_boundaries(cl, pos, weight, inf, cand, n, biggest / 2.0f);
    damp_settled_shape(pos, one_stone);
    free(one_stone);
    int opp = other_color(pos->color);
    /* What the opponent gains elsewhere with the tempo: the biggest gote
     * move on the board, at half its swing. */
    float tempo = biggest / 2.0f;
    for (int i = 0; i < n; i++) {
        coord p = cand[i].move;
        float ours = followup_of(cl, pos, weight, inf, pos->color, p);
        float theirs = followup_of(cl, pos, weight, inf, opp, p);
        if (ours > tempo && ours >= cand[i].swing) {
            float bonus = sente_value(cl, pos, weight, inf, p, cand[i].swing);
            if (bonus > 0)
                reasons_add(&pos->reasons, RK_SENTE, p, PASS, bonus, 0, "sente");
        } else if (theirs > tempo && theirs >= cand[i].swing)
            reasons_add(&pos->reasons, RK_SENTE, p, PASS, cand[i].swing / 2.0f, 0,
                        "reverse sente");
    }
    free(inf);
}
