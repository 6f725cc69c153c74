/* movegen_semeai.c — capturing races (semeai.h) and ko threats.
 *
 * Races: an own dragon and an adjacent opposing one, neither settled
 * (critical, dead by the owl, or weak), are read as a race both ways,
 * unless the owl has read ours dead and theirs alive.
 * When whoever moves first wins (lives, or kills the other), the race is
 * critical: the move that wins it for us is worth what changes hands:
 * theirs when we kill it (beyond the stones its captures count), plus
 * ours when the analysis doubts it lives.  Our part is won by any move
 * that captures their dragon's strings for sure, and is shared with it.
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

/* A race posted: our dragon, the move, and our dragon's part of it. */
struct race_won {
    int own, opp;
    coord move, theirs;
    float ours;
};

static bool read_race(struct semeai *s, struct cl_position *pos, int own, int opp,
                      struct race_won *won)
{
    const struct dragon_analysis *a = &pos->dragons;
    if (owl_settled_against_us(pos, own, opp))
        return false;
    coord mine = a->dragon[own].origin, theirs = a->dragon[opp].origin;
    struct semeai_result us, them;
    if (!semeai_analyze_dragons(s, &pos->b, a, mine, theirs, &us)
        || !semeai_analyze_dragons(s, &pos->b, a, theirs, mine, &them))
        return false;
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
        return false;
    float ours = 0, taken = theirs_at_stake * cl_dragon_stake(pos, theirs);
    if (pos->status[own] == STATUS_CRITICAL || pos->status[own] == STATUS_DEAD)
        ours = ours_at_stake * cl_dragon_stake(pos, mine);
    /* When they moving first make seki, ours lives without the points
     * around it: the kill also wins our share of them. */
    if (them.attack != READ_WIN) {
        const struct dragon *dr = &pos->dragons.dragon[own];
        taken += theirs_at_stake * (dr->effective_size - (float)dr->stones);
    }
    /* The stones the move captures are the capture's reason: the race
     * keeps what is taken beyond them, and our dragon's part whole (the
     * capture that wins the race saves ours, which no capture counts). */
    taken -= tactics_captured_in_dragon(pos, us.move, opp);
    float amount = ours + (taken > 0 ? taken : 0) - killed_by_owl(pos, us.move, opp);
    if (amount <= 0)
        return false;
    reasons_add(&pos->reasons, RK_WIN_SEMEAI, us.move, theirs, amount, 1, "semeai");
    *won = (struct race_won){own, opp, us.move, theirs, ours < amount ? ours : amount};
    return true;
}

/* Does the move capture string str outright (a tactical capture, no ko)? */
static bool captures_outright(const struct cl_position *pos, coord move, coord str)
{
    const struct board *b = &pos->b;
    for (int i = 0; i < pos->reasons.n; i++) {
        const struct reason *r = &pos->reasons.r[i];
        if (r->move == move && r->kind == RK_ATTACK_STRING && r->code == 1
            && r->target != PASS && b->color[r->target] != EMPTY && b->str[r->target] == b->str[str])
            return true;
    }
    return false;
}

/* Does the move capture outright every string of their dragon opp that
 * the reader can capture? */
static bool captures_dragon_strings(const struct cl_position *pos, coord move, int opp)
{
    const struct dragon_analysis *a = &pos->dragons;
    for (int i = 0; i < a->nworms; i++) {
        const struct worm *w = &a->worm[i];
        if (w->dragon == opp && w->attack_code != READ_FAIL && !captures_outright(pos, move, w->origin))
            return false;
    }
    return true;
}

static bool race_posted(const struct race_won *won, int n, int own, coord move)
{
    for (int j = 0; j < n; j++)
        if (won[j].own == own && won[j].move == move)
            return true;
    return false;
}

/* The race of our dragon own with the largest part for us (-1: none). */
static int largest_part(const struct race_won *won, int n, int own)
{
    int best = -1;
    for (int j = 0; j < n; j++)
        if (won[j].own == own && won[j].ours > 0 && (best < 0 || won[j].ours > won[best].ours))
            best = j;
    return best;
}

/* A race is won wherever their dragon is taken for sure, not only at
 * the move the reader names: a move that captures outright every string
 * of it the reader can capture (9x9.tst 280: E4 and F4 take D4 as
 * surely as D3, the reader's move) gets our dragon's part of the race
 * too (their stones are its captures' reasons), as a reason that changes
 * no stone's fate (code 0).  Once per move and dragon of ours, the
 * largest part, and none where a race of the same dragon is read.  A
 * move that only saves our side does not share it: it leaves their
 * dragon to fight again (nngs.tst 870, 1670). */
static void share_our_part(struct cl_position *pos, const struct race_won *won, int n)
{
    const struct board *b = &pos->b;
    int nreasons = pos->reasons.n;
    for (int i = 0; i < n; i++) {
        if (largest_part(won, n, won[i].own) != i)
            continue;
        for (int k = 0; k < nreasons; k++) {
            const struct reason r = pos->reasons.r[k];
            if (r.kind != RK_ATTACK_STRING || r.code != 1 || r.target == PASS
                || b->color[r.target] == EMPTY)
                continue;
            const struct worm *w = worm_at(&pos->dragons, r.target);
            if (!w || w->dragon != won[i].opp || race_posted(won, n, won[i].own, r.move)
                || reasons_move_targets(&pos->reasons, b, r.move, RK_WIN_SEMEAI, won[i].theirs)
                || !captures_dragon_strings(pos, r.move, won[i].opp))
                continue;
            reasons_add(&pos->reasons, RK_WIN_SEMEAI, r.move, won[i].theirs, won[i].ours, 0,
                        "semeai: takes their side");
        }
    }
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
    struct race_won won[RACE_PAIRS];
    int pairs = 0, nwon = 0;
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
            nwon += read_race(s, pos, d, e, &won[nwon]);
        }
    }
    if (s)
        semeai_free(s);
    share_our_part(pos, won, nwon);
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
