/* movegen_semeai.c — capturing races (semeai.h) and ko threats.
 *
 * Races: an own dragon and an adjacent opposing one, neither settled
 * (critical, dead by the owl, or weak), are read as a race both ways,
 * unless the owl has read ours dead and theirs alive.
 * When whoever moves first wins (lives, or kills the other), the race is
 * critical: the move that wins it for us is worth what changes hands:
 * theirs when we kill it, plus ours when the analysis doubts it lives.
 *
 * Ko threats: while a ko is pending that we may not retake at once, a
 * move that makes a safe opposing string capturable (the opponent must
 * answer or lose it) is a threat worth that string. */
#include "classical/movegen/movegen.h"
#include "classical/semeai/semeai.h"

#define RACE_PAIRS 8            /* races read per move decision */
#define THREAT_READS 60         /* tactical reads for ko threats */
#define RACE_DEPTH 10           /* plies per race read */
#define RACE_BUDGET 5000        /* nodes per read at full width */
#define RACE_CAP 20000          /* nodes per analysis (ko rereads included), hard */

static bool unsettled(const struct cl_position *pos, int d)
{
    const struct dragon *dr = &pos->dragons.dragon[d];
    if (dr->benson || dr->dead_worm)
        return false;
    enum stone_status st = pos->status[d];
    return st == STATUS_CRITICAL || st == STATUS_DEAD || st == STATUS_SEKI
        || dr->weakness >= 60;
}

/* How much of a win a race result is for the side that moved first. */
static float win_share(int result)
{
    return result == READ_WIN ? 1.0f : result == READ_KO_A ? 0.5f : 0.0f;
}

/* What the owl's kill of dragon opp at move already counts (it runs
 * first): the race won against a dragon the owl kills is the same
 * dragon taken, one gain and not two (seki.tst 1209: a self-atari won a
 * race and killed the dragon, paid twice, over the move that makes
 * seki).  Our own dragon's save is not deducted: the move that decides
 * the race saves it for sure where the owl's save may be one of several
 * moves, and deducting it lost global.tst 17 and 13x13.tst 31. */
static float killed_by_owl(const struct cl_position *pos, coord move, int opp)
{
    float sum = 0;
    for (int i = 0; i < pos->reasons.n; i++) {
        const struct reason *r = &pos->reasons.r[i];
        if (r->move == move && r->kind == RK_KILL_DRAGON && r->target != PASS
            && dragon_index_at(&pos->dragons, r->target) == opp)
            sum += r->amount;
    }
    return sum;
}

/* Has the owl already decided the race against us: it read our dragon
 * dead even moving first and theirs alive even when we move first?  The
 * race reader counts liberties and captures but not eyes; two full
 * life-and-death reads that agree the fight is over outrank its claim
 * that the first move decides it (nngs.tst 490: T10 "wins the race
 * against T9 by a ko" between two dragons the owl had settled, over the
 * territory move the game needed). */
static bool owl_settled_against_us(const struct cl_position *pos, int own, int opp)
{
    return pos->owl_read[own] && pos->owl_read[opp]
        && pos->status[own] == STATUS_DEAD && pos->status[opp] == STATUS_ALIVE;
}

static void read_race(struct semeai *s, struct cl_position *pos, int own, int opp)
{
    const struct dragon_analysis *a = &pos->dragons;
    if (owl_settled_against_us(pos, own, opp))
        return;
    coord mine = a->dragon[own].origin, theirs = a->dragon[opp].origin;
    struct semeai_result us, them;
    if (!semeai_analyze_dragons(s, &pos->b, a, mine, theirs, &us)
        || !semeai_analyze_dragons(s, &pos->b, a, theirs, mine, &them))
        return;
    /* Ours is at stake when we live moving first and die when they do
     * (and the analysis doubts it lives); theirs when we kill it moving
     * first and it lives (seki included) when they do.  A ko we take
     * first (READ_KO_A: they need the first threat) counts half, and so
     * does a ko they take first: the move then prevents a ko, not a
     * sure loss. */
    float live = win_share(us.defence) > win_share(us.attack) ? win_share(us.defence)
                                                               : win_share(us.attack);
    float kill = win_share(us.attack);
    float ours_at_stake = live * win_share(them.attack);
    float theirs_at_stake = kill * win_share(them.defence);
    if ((ours_at_stake <= 0 && theirs_at_stake <= 0) || us.move == PASS
        || !cl_move_considered(pos, pos->color, us.move))
        return;
    float amount = 0;
    if (pos->status[own] == STATUS_CRITICAL || pos->status[own] == STATUS_DEAD)
        amount += ours_at_stake * cl_dragon_stake(pos, mine);
    amount += theirs_at_stake * cl_dragon_stake(pos, theirs);
    /* When they moving first make seki, ours lives without the points
     * around it: the kill also wins our share of them. */
    if (them.attack != READ_WIN) {
        const struct dragon *dr = &pos->dragons.dragon[own];
        amount += theirs_at_stake * (dr->effective_size - (float)dr->stones);
    }
    amount -= killed_by_owl(pos, us.move, opp);
    if (amount <= 0)
        return;
    reasons_add(&pos->reasons, RK_WIN_SEMEAI, us.move, theirs, amount, 1, "semeai");
}

/* A reader for move generation: shallower and cheaper than the GTP
 * analysis (up to RACE_PAIRS x 2 reads per move decision), and the pure
 * race: whether a dragon lives away from the race is movegen_owl's
 * question. */
static struct semeai *race_reader(void)
{
    struct semeai *s = semeai_new();
    if (!s)
        return NULL;
    s->max_depth = RACE_DEPTH;
    s->node_budget = RACE_BUDGET;
    s->node_cap = RACE_CAP;
    s->owl_verdict = false;
    return s;
}

static void races(struct classical *cl, struct cl_position *pos)
{
    const struct dragon_analysis *a = &pos->dragons;
    struct semeai *s = NULL;
    int pairs = 0;
    for (int d = 0; d < a->ndragons && pairs < RACE_PAIRS; d++) {
        const struct dragon *dr = &a->dragon[d];
        if (dr->color != pos->color || !unsettled(pos, d))
            continue;
        int nn = dr->nneighbors < DRAGON_MAX_NEIGHBORS ? dr->nneighbors : DRAGON_MAX_NEIGHBORS;
        for (int i = 0; i < nn && pairs < RACE_PAIRS; i++) {
            int e = dr->neighbor[i];
            if (e < 0 || e >= a->ndragons || !unsettled(pos, e))
                continue;
            if (!s && !(s = race_reader()))
                return;
            s->deadline = cl->reading->deadline;
            pairs++;
            read_race(s, pos, d, e);
        }
    }
    if (s)
        semeai_free(s);
}

/* Does playing p make the safe opposing string at str capturable,
 * without the new stone being lost at once? */
static bool threatens(struct classical *cl, struct cl_position *pos, coord p, coord str)
{
    struct board *b = &pos->b;
    if (!board_trymove(b, pos->color, p))
        return false;
    coord m;
    bool ok = board_countlib(b, p) > 1
              && reading_attack(cl->reading, b, str, &m) == READ_WIN;
    board_popmove(b);
    return ok;
}

static void ko_threats(struct classical *cl, struct cl_position *pos)
{
    const struct board *b = &pos->b;
    if (b->ko == PASS || b->ko_color != pos->color)
        return;
    int reads = 0;
    const struct dragon_analysis *a = &pos->dragons;
    for (int i = 0; i < a->nworms && reads < THREAT_READS; i++) {
        const struct worm *w = &a->worm[i];
        if (w->color == pos->color || w->attack_code != READ_FAIL || w->libs != 2
            || pos->status[w->dragon] == STATUS_DEAD)
            continue;
        coord libs[2];
        board_liberties(b, w->origin, libs, 2);
        for (int k = 0; k < 2 && reads < THREAT_READS; k++) {
            if (!cl_move_considered(pos, pos->color, libs[k]))
                continue;
            reads++;
            if (threatens(cl, pos, libs[k], w->origin))
                reasons_add(&pos->reasons, RK_KO_THREAT, libs[k], w->origin, (float)w->size,
                            1, "ko threat");
        }
    }
}

void movegen_semeai(struct classical *cl, struct cl_position *pos)
{
    races(cl, pos);
    ko_threats(cl, pos);
}
