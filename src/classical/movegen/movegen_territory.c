/* movegen_territory.c — territory and moyo reasons: for every move worth
 * considering, the influence map is recomputed with the stone on the
 * board and the change in the static evaluation (classical_eval.c) is
 * posted, territory and moyo apart.  This is what values openings,
 * extensions, reductions, invasions and boundary moves.
 *
 * The new stone's strength is a guess the dragons cannot give yet: full
 * when it joins an own string or stands in friendly or open space, less
 * in the opponent's sphere (an invasion stone is not yet alive), dead
 * inside the opponent's secure territory (but for an open corner in the
 * opening) or in atari. */
#include <stdlib.h>
#include <string.h>

#include "classical/movegen/movegen.h"

#define DEAD_WEIGHT (-70)

/* In the opening a corner is not yet secure behind a stone on the
 * fourth line or higher: an invader at the 3-3 point lives under it (on
 * 9x9 as on 19x19).  So until the stones cover OPEN_CORNER_FILL of the
 * board, the mover's lone stone in a corner's first three lines (both
 * ways) is alive, whatever the influence calls the point, when the
 * corner's owner has no live stone on the third line or lower within the
 * corner's four lines: a 3-3, 3-4 or low enclosure takes the invader's
 * base away.  Only the mover's: in the swing's reverse half the
 * opponent's stone in our open corner stays dead, since closing one's
 * own corner in the opening is slow (the invasion stays the opponent's
 * option; it is no threat that grows if we play elsewhere), and counted
 * alive there it made the owner's closing moves as big as the invasion.
 * Measured in docs/move-generation.md ("The open corner"): the dead
 * verdict kept 3-3 invasions that GNU Go's estimate rates 20-27 points
 * on 9x9 out of our choices; lifting the verdict everywhere, or calling
 * the corner moyo in the static evaluation, was worse out of sample, and
 * so were both halves alive on a second set; at weight 35 or 65 the
 * rule changed no move. */
#define OPEN_CORNER_FILL 0.2
#define OPEN_CORNER_WEIGHT 100
#define CORNER_LINES 3 /* the invader's corner: both edge distances below this */
#define CORNER_BOX 4   /* where a closing stone stands: both edge distances below this */
#define CLOSING_LINE 2 /* edge distance of the third line */

static int axis_edge_distance(int i, int size)
{
    return i < size - 1 - i ? i : size - 1 - i;
}

static bool in_open_corner(const struct board *b, const int8_t *weight, coord p, int owner)
{
    int r0 = board_row(b, p), c0 = board_col(b, p);
    if (b->size < 2 * CORNER_BOX + 1 || axis_edge_distance(r0, b->size) >= CORNER_LINES
        || axis_edge_distance(c0, b->size) >= CORNER_LINES)
        return false;
    int rlo = r0 < b->size / 2 ? 0 : b->size - CORNER_BOX;
    int clo = c0 < b->size / 2 ? 0 : b->size - CORNER_BOX;
    for (int r = rlo; r < rlo + CORNER_BOX; r++)
        for (int c = clo; c < clo + CORNER_BOX; c++) {
            coord q = board_point(b, r, c);
            if (b->color[q] == owner && weight[q] >= 0 && board_edge_distance(b, q) <= CLOSING_LINE)
                return false;
        }
    return true;
}

static bool early_opening(const struct board *b)
{
    int area = b->size * b->size;
    return area - b->nempty < OPEN_CORNER_FILL * area;
}

int8_t territory_new_stone_weight(const struct cl_position *pos, int color,
                                  const int8_t *weight, coord p)
{
    const struct board *b = &pos->b;
    int side = color == BLACK ? 1 : -1;
    int libs = board_libs_after(b, color, p);
    if (libs <= 1)
        return board_would_capture(b, color, p) > 0 ? 15 : DEAD_WEIGHT;
    int8_t best = 0;
    for (int i = 0; i < 4; i++) {
        coord q = (coord)(p + b->dir[i]);
        if (b->color[q] == color && weight[q] > best)
            best = weight[q];
    }
    if (best > 0)
        return best;
    /* A lone stone inside the opponent's secure territory cannot live
     * there by itself: it counts as dead, as it will be; the mover's
     * invader of an open corner in the opening lives. */
    if (pos->inf.region[p] * side == -REGION_TERRITORY)
        return color == pos->color && early_opening(b)
                       && in_open_corner(b, weight, p, other_color(color))
                   ? OPEN_CORNER_WEIGHT
                   : DEAD_WEIGHT;
    int control = pos->inf.control[p] * side;
    int8_t w = control <= -32 ? 35 : control < 0 ? 65 : 100;
    return libs == 2 && w > 60 ? 60 : w;
}

void territory_stone_weights(const struct cl_position *pos, int8_t *weight)
{
    const struct board *b = &pos->b;
    memset(weight, 0, (size_t)b->npoints);
    FOR_EACH_POINT(b, p) {
        if (b->color[p] == EMPTY || b->str[p] != p)
            continue;
        int8_t w = influence_status_weight(b, p, cl_position_status(pos, p));
        FOR_EACH_STONE(b, p, q) {
            weight[q] = w;
        }
    }
}

/* What a stone at p decides about strings other than by capturing
 * them at once: a string it kills is dead and one it saves alive in the
 * count, so the territory reason sees the corner a saved string keeps or
 * the one a killed string opens, not just the stones: those, and a
 * dragon's eye space, the tactical and life-and-death reasons pay for
 * (their stake, `paid`), so the territory reason leaves them out as it
 * does a capture's stones. */
#define MAX_FATES 24

/* A string the move kills counts as taken off: its points are the
 * captor's (a negative weight marks it dead) but it radiates nothing
 * for the captor, as an empty point would not; at the full dead weight a
 * net that kills a stone would count one stone more of wall than the
 * ponnuki that takes it at once. */
#define FATE_DEAD_WEIGHT (-1)

struct fates {
    coord move;                 /* the stone deciding them */
    bool stone_lives;           /* it saves strings or wins a race: it lives */
    int n;
    coord string[MAX_FATES];
    int8_t weight[MAX_FATES];
    float paid;                 /* points of the strings turned dead */
};

/* Does the stone at move take the string off the board at once (its
 * last liberty)?  Such a capture is not a fate: live_stones_captured
 * counts its stones, and paying them here too counted every ko capture
 * and every save of stones in atari (through the opponent's capture)
 * twice. */
static bool captured_outright(const struct board *b, coord s, coord move)
{
    if (b->strings[b->str[s]].libs != 1)
        return false;
    for (int i = 0; i < 4; i++) {
        coord q = (coord)(move + b->dir[i]);
        if (b->color[q] == b->color[s] && b->str[q] == b->str[s])
            return true;
    }
    return false;
}

/* True when the string is newly recorded. */
static bool fate_string(struct fates *f, const struct board *b, const int8_t *weight,
                        coord s, int8_t w)
{
    s = b->str[s];
    if (f->n == MAX_FATES || b->color[s] == EMPTY || weight[s] < 0)
        return false;           /* already dead: nothing to decide */
    for (int i = 0; i < f->n; i++)
        if (f->string[i] == s)
            return false;
    f->string[f->n] = s;
    f->weight[f->n++] = w;
    return true;
}

static void fate_one_string(struct fates *f, const struct board *b, const int8_t *weight,
                            coord s, int8_t w)
{
    if (w < 0 && captured_outright(b, s, f->move))
        return;
    if (!fate_string(f, b, weight, s, w))
        return;
    if (w < 0)
        f->paid += (float)b->strings[b->str[s]].size;
    else
        f->stone_lives = true;  /* the stone that saves it lives with it */
}

/* Every string of the dragon holding stone t. */
static void fate_dragon(struct fates *f, const struct cl_position *pos, const int8_t *weight,
                        coord t, int8_t w)
{
    const struct dragon_analysis *a = &pos->dragons;
    const struct worm *tw = worm_at(a, t);
    if (!tw)
        return;
    bool any = false;
    float paid_already = 0;     /* captured at once, or paid as a string */
    for (int i = 0; i < a->nworms; i++) {
        if (a->worm[i].dragon != tw->dragon)
            continue;
        coord s = pos->b.str[a->worm[i].origin];
        float size = (float)pos->b.strings[s].size;
        if (w < 0 && captured_outright(&pos->b, s, f->move)) {
            paid_already += size;
            continue;
        }
        bool recorded = false;
        for (int k = 0; k < f->n; k++)
            recorded |= f->string[k] == s && f->weight[k] < 0;
        if (w < 0 && recorded) {
            paid_already += size;
            continue;
        }
        any |= fate_string(f, &pos->b, weight, s, w);
    }
    if (any && w < 0 && cl_dragon_stake(pos, t) > paid_already)
        f->paid += cl_dragon_stake(pos, t) - paid_already;
}

/* A dragon the evaluation counts dead that the opponent's stone at p
 * saves after all: the mover's semeai reason at p says whoever moves
 * there first decides the race, so with their stone there the dragon
 * lives.  Its stones are the semeai reason's stake (paid, as a kill of
 * a live dragon is), but the points around it count: the strings it
 * kills in turn, the corner it keeps. */
static void fate_dragon_revived(struct fates *f, const struct cl_position *pos,
                                const int8_t *weight, coord t)
{
    const struct dragon_analysis *a = &pos->dragons;
    const struct worm *tw = worm_at(a, t);
    if (!tw)
        return;
    bool any = false;
    for (int i = 0; i < a->nworms && f->n < MAX_FATES; i++) {
        coord s = pos->b.str[a->worm[i].origin];
        if (a->worm[i].dragon != tw->dragon || pos->b.color[s] == EMPTY || weight[s] >= 0)
            continue;
        bool dup = false;
        for (int k = 0; k < f->n; k++)
            dup |= f->string[k] == s;
        if (dup)
            continue;
        f->string[f->n] = s;
        f->weight[f->n++] = 100;
        any = true;
    }
    if (any) {
        f->paid += cl_dragon_stake(pos, t);
        f->stone_lives = true;
    }
}

/* The share of a ko's result the count takes (count_ko_share): about
 * half for a ko we take first (code 2), about a third for one where they
 * take first and we need the first threat (code 3), as a ko is worth
 * between a third and a half of its swing depending on who takes it
 * first.  With both kinds at one move, the smaller. */
#define KO_TAKEN_FIRST_SHARE 0.5
#define KO_NEEDS_THREAT_SHARE (1.0 / 3.0)

/* Is a reason read with this code one whose fate the count applies?
 * Outright ones always; ko ones (codes 2 and 3) only when asked for. */
static bool fate_code(int code, bool with_ko)
{
    return code == 1 || (with_ko && (code == 2 || code == 3));
}

static double ko_share(const struct cl_position *pos, coord p)
{
    const struct reason *r[64];
    int n = reasons_of(&pos->reasons, p, r, 64);
    double share = KO_TAKEN_FIRST_SHARE;
    for (int i = 0; i < n && i < 64; i++)
        if (r[i]->code == 3 && r[i]->target != PASS)
            share = KO_NEEDS_THREAT_SHARE;
    return share;
}

/* The mover's stone at p: the kills and saves posted at p by the
 * tactical, owl and semeai generators (they run first), outright ones
 * only unless with_ko (a ko decides nothing yet: its share is counted
 * apart). */
static void fates_of_ours(const struct cl_position *pos, const int8_t *weight, coord p,
                          bool with_ko, struct fates *f)
{
    const struct reason *r[64];
    int n = reasons_of(&pos->reasons, p, r, 64);
    f->move = p;
    f->stone_lives = false;
    f->n = 0;
    f->paid = 0;
    for (int i = 0; i < n && i < 64; i++) {
        if (!fate_code(r[i]->code, with_ko) || r[i]->target == PASS)
            continue;
        switch (r[i]->kind) {
        case RK_ATTACK_STRING: fate_one_string(f, &pos->b, weight, r[i]->target, FATE_DEAD_WEIGHT); break;
        case RK_DEFEND_STRING: fate_one_string(f, &pos->b, weight, r[i]->target, 100); break;
        case RK_KILL_DRAGON: fate_dragon(f, pos, weight, r[i]->target, FATE_DEAD_WEIGHT); break;
        case RK_WIN_SEMEAI:
            fate_dragon(f, pos, weight, r[i]->target, FATE_DEAD_WEIGHT);
            f->stone_lives = true;
            break;
        case RK_SAVE_DRAGON: fate_dragon(f, pos, weight, r[i]->target, 100); break;
        default: break;
        }
    }
}

/* The opponent's stone at p: what the worms' and dragons' own key points
 * say it does (the reasons are posted for the mover only). */
static void fates_of_theirs(const struct cl_position *pos, const int8_t *weight, coord p,
                            struct fates *f)
{
    const struct dragon_analysis *a = &pos->dragons;
    f->move = p;
    f->stone_lives = false;
    f->n = 0;
    f->paid = 0;
    const struct reason *r[64];
    int n = reasons_of(&pos->reasons, p, r, 64);
    for (int i = 0; i < n && i < 64; i++)
        if (r[i]->kind == RK_WIN_SEMEAI && r[i]->code == 1 && r[i]->target != PASS)
            fate_dragon_revived(f, pos, weight, r[i]->target);
    for (int i = 0; i < a->nworms; i++) {
        const struct worm *w = &a->worm[i];
        if (w->attack_code != READ_WIN || w->defense_code == READ_FAIL)
            continue;
        if (w->color == pos->color && w->attack_point == p)
            fate_one_string(f, &pos->b, weight, w->origin, FATE_DEAD_WEIGHT);
        else if (w->color != pos->color && w->defense_point == p && w->defense_code == READ_WIN)
            fate_one_string(f, &pos->b, weight, w->origin, 100);
    }
    for (int d = 0; d < a->ndragons; d++) {
        if (pos->status[d] != STATUS_CRITICAL)
            continue;
        const struct dragon *dr = &a->dragon[d];
        if (dr->color == pos->color && pos->attack[d] == p)
            fate_dragon(f, pos, weight, dr->origin, FATE_DEAD_WEIGHT);
        else if (dr->color != pos->color && pos->defence[d] == p)
            fate_dragon(f, pos, weight, dr->origin, 100);
    }
}

static void fates_apply(const struct board *b, int8_t *weight, const struct fates *f,
                        int8_t *saved)
{
    for (int i = 0; i < f->n; i++) {
        if (b->color[f->string[i]] == EMPTY)
            continue;           /* the move captured it */
        saved[i] = weight[f->string[i]];
        FOR_EACH_STONE(b, f->string[i], q) {
            weight[q] = f->weight[i];
        }
    }
}

static void fates_undo(const struct board *b, int8_t *weight, const struct fates *f,
                       const int8_t *saved)
{
    for (int i = 0; i < f->n; i++) {
        if (b->color[f->string[i]] == EMPTY)
            continue;
        FOR_EACH_STONE(b, f->string[i], q) {
            weight[q] = saved[i];
        }
    }
}

/* A stone the estimate would call dead (alone in the other side's secure
 * territory) is no dead stone when it threatens a string of a weak dragon
 * there: a cut or hane that leaves one of the owner's strings capturable
 * (a string the tactician finds safe now, three liberties or fewer after
 * the stone).  The owner must answer, and the point, with what the stone
 * spoils around it, is not yet his: counted dead, the opponent's stone at
 * a cutting point changed nothing, so the point that mends the cut gained
 * nothing either (13x13.tst 6: M8 after Black's hane at N9, 4.5 points
 * against GNU Go's 15; GNU Go reads the same cut as a threat to M9).  It
 * counts as a stone of little strength, THREAT_STONE_WEIGHT: it radiates
 * a little and its point is nobody's.  Only a weak dragon's strings
 * (weakness from WEAK_STRING on, the strategy's threshold): a threat to a
 * settled group's string at its boundary is the endgame generator's
 * sente or reverse sente, and counting it here too preferred such a
 * reverse-sente point over a larger gote block (endgame.tst 207). */
#define THREAT_STONE_WEIGHT 15
#define WEAK_STRING 0.25f
#define THREAT_STONE_LIBS 3

/* A string next to the new stone that could be threatened: a weak
 * dragon's, safe now, short of liberties with the stone there. */
static bool may_be_threatened(const struct cl_position *pos, coord s)
{
    const struct board *b = &pos->b;
    const struct worm *w = worm_at(&pos->dragons, s);
    return w && w->attack_code == READ_FAIL && !w->dead
           && b->strings[b->str[s]].libs <= THREAT_STONE_LIBS
           && strategy_weakness(pos, w->dragon) >= WEAK_STRING;
}

bool territory_stone_threatens(struct classical *cl, struct cl_position *pos, int color, coord p)
{
    struct board *b = &pos->b;
    if (board_libs_after(b, color, p) <= 1 || !board_trymove(b, color, p))
        return false;
    coord dummy;
    bool found = false;
    for (int i = 0; i < 4 && !found; i++) {
        coord q = (coord)(p + b->dir[i]);
        if (b->color[q] != other_color(color) || !may_be_threatened(pos, q))
            continue;
        if (reading_attack(cl->reading, b, b->str[p], &dummy) != READ_FAIL)
            break;              /* the stone is taken, not a threat */
        found = reading_attack(cl->reading, b, b->str[q], &dummy) == READ_WIN;
    }
    board_popmove(b);
    return found;
}

/* The evaluation (from the mover's side) with a stone of color at p and
 * the fates it decides (NULL: none); false when the move is illegal. */
static bool eval_with_fates(struct classical *cl, struct cl_position *pos, int8_t *weight,
                            struct influence *inf, int color, coord p, const struct fates *f,
                            struct cl_eval *out)
{
    struct board *b = &pos->b;
    int8_t w = territory_new_stone_weight(pos, color, weight, p);
    if (w == DEAD_WEIGHT && territory_stone_threatens(cl, pos, color, p))
        w = THREAT_STONE_WEIGHT;
    /* A stone that saves strings or wins a race lives with them, even
     * where the estimate would call a new stone there dead. */
    if (f && f->stone_lives && w < 100)
        w = 100;
    int8_t saved[MAX_FATES];
    if (!board_trymove(b, color, p))
        return false;
    weight[p] = w;
    if (f)
        fates_apply(b, weight, f, saved);
    /* Territory is valued on the contested map; the caller measures the
     * dragons' safety on the plain one, as the dragons were. */
    if (influence_compute_contested(inf, b, cl->par.influence, weight)) {
        cl_evaluate(inf, b, pos->color, pos->rules, pos->komi, out);
        influence_compute_weighted(inf, b, cl->par.influence, weight);
    } else {
        cl_evaluate(inf, b, pos->color, pos->rules, pos->komi, out);
    }
    if (f)
        fates_undo(b, weight, f, saved);
    board_popmove(b);
    weight[p] = 0;
    return true;
}

bool territory_eval_with_stone(struct classical *cl, struct cl_position *pos, int8_t *weight,
                               struct influence *inf, int color, coord p, struct cl_eval *out)
{
    return eval_with_fates(cl, pos, weight, inf, color, p, NULL, out);
}

/* Stones of live (not already dead) strings a stone of color at p
 * captures.  The evaluation counts each of them twice (a prisoner and a
 * point, or under area rules a point taken from the opponent's area), as
 * the tactical reason for the capture does: the territory reason leaves
 * them out, so a capture is not paid for twice. */
static int live_stones_captured(const struct board *b, const int8_t *weight, int color, coord p)
{
    coord seen[4];
    int ns = 0, n = 0;
    for (int k = 0; k < 4; k++) {
        coord a = (coord)(p + b->dir[k]);
        if (b->color[a] != other_color(color) || b->strings[b->str[a]].libs != 1
            || weight[a] < 0)
            continue;
        bool dup = false;
        for (int j = 0; j < ns; j++)
            dup |= seen[j] == b->str[a];
        if (!dup) {
            seen[ns++] = b->str[a];
            n += b->strings[b->str[a]].size;
        }
    }
    return n;
}

/* A dragon the move kills by capturing strings of it: those stones are
 * the capture's reason (attack_string, counted there), so the dragon's
 * reason keeps only what is at stake beyond them (its other strings, its
 * eye space).  A one-stone dragon the move captures was counted twice,
 * once as stones and once as a dragon.  A race reason is discounted where
 * it is read (movegen_semeai.c): the captures pay the opponent's part of
 * it, not our dragon's. */
static void discount_captured_strings(struct cl_position *pos)
{
    for (int i = 0; i < pos->reasons.n; i++) {
        struct reason *r = &pos->reasons.r[i];
        if (r->kind != RK_KILL_DRAGON || r->target == PASS
            || pos->b.color[r->target] == EMPTY)
            continue;
        const struct worm *tw = worm_at(&pos->dragons, r->target);
        if (!tw)
            continue;
        float paid = tactics_captured_in_dragon(pos, r->move, tw->dragon);
        r->amount = r->amount > paid ? r->amount - paid : 0;
    }
}

/* The territory reason posted at p by the swing (0 when none). */
static float territory_at(const struct cl_position *pos, coord p)
{
    const struct reason *r[64];
    int n = reasons_of(&pos->reasons, p, r, 64);
    for (int i = 0; i < n && i < 64; i++)
        if (r[i]->kind == RK_TERRITORY)
            return r[i]->amount;
    return 0;
}

/* With our stone at p first, is the opponent's stone at q a self-atari
 * that captures nothing? */
static bool makes_self_atari(struct cl_position *pos, coord p, coord q)
{
    struct board *b = &pos->b;
    int opp = other_color(pos->color);
    if (!board_trymove(b, pos->color, p))
        return false;
    bool spoiled = b->color[q] == EMPTY && board_libs_after(b, opp, q) <= 1
                   && board_would_capture(b, opp, q) == 0;
    board_popmove(b);
    return spoiled;
}

/* Threats the static evaluation does not see (aji): an opponent's stone
 * at q that would leave a string of our weak dragon capturable (a cut, a
 * hane; territory_stone_threatens) is worth to us what the swing at q
 * says, and the point is ours to defend.  Playing q ourselves is one
 * defence; a stone beside q that turns the opponent's q into a
 * self-atari is another, and the swing at q never saw it: our stone
 * there changed nothing the evaluation counts, so the move that spoils
 * the cut got nothing (13x13.tst 16: White C6 against Black's cut at C5,
 * 0 points of territory; GNU Go gives it 10).  Such a move's territory
 * is at least the swing at q: what the threat was worth to both sides
 * is settled by it as by a stone at q (reasons_add keeps the larger of
 * the two estimates, since both count the same ground). */
static void post_threats_spoiled(struct classical *cl, struct cl_position *pos)
{
    const struct board *b = &pos->b;
    int opp = other_color(pos->color);
    FOR_EACH_POINT(b, q) {
        if (b->color[q] != EMPTY)
            continue;
        float at_stake = territory_at(pos, q);
        if (at_stake <= 0 || !territory_stone_threatens(cl, pos, opp, q))
            continue;
        for (int i = 0; i < 4; i++) {
            coord p = (coord)(q + b->dir[i]);
            if (b->color[p] == EMPTY && cl_move_considered(pos, pos->color, p)
                && makes_self_atari(pos, p, q))
                reasons_add(&pos->reasons, RK_TERRITORY, p, PASS, at_stake, 0, "influence");
        }
    }
}

/* A move that only stretches from our own stones, touching none of the
 * opponent's (a solid extension, a stand), is worth its swing against
 * the opponent's stone there; but that stone would be an attachment to
 * ours, and in the opening of a small board an attachment is not a free
 * gain for the attacher as the influence map counts it: the attached
 * stone hanes, extends or answers and is the stronger for it, and the
 * opponent has bigger points to take.  So the opponent's side of such a
 * swing counts only as the opening ends (cl_small_board_opening: from
 * nothing on the empty 9x9 board to all of it once stones cover 40% of
 * it).  Only on boards up to 11x11: on 13x13 (0.4 of it at the start)
 * the opening lasts to move 60 and 13x13.tst lost 4 tests and gained 1
 * (8, 10, 60, 87; 83), so bigger boards keep the whole swing.  Without
 * this the doubled swing made the solid extension the engine's favourite
 * opening move on 9x9 (41 of the 200 opening moves of the session-18
 * games against GNU Go, losing 7 points a move by GNU Go's estimate
 * against 3.1 for the rest).  Moves touching an opponent stone keep the
 * whole swing: there the opponent's stone is a real threat; so do
 * points joining two of our strings (the opponent's stone there cuts)
 * and points next to a string of fewer than three liberties (it
 * ataris or captures: 9x9.tst 150, E6 saving D6, was lost without this). */
#define MAX_STAND_BOARD 11

double territory_reverse_share(const struct cl_position *pos, coord p)
{
    const struct board *b = &pos->b;
    if (b->size > MAX_STAND_BOARD)
        return 1.0;
    coord own = PASS;
    for (int i = 0; i < 4; i++) {
        coord q = (coord)(p + b->dir[i]);
        if (b->color[q] == other_color(pos->color))
            return 1.0;
        if (b->color[q] != pos->color)
            continue;
        if (own != PASS && board_string(b, q) != own)
            return 1.0;         /* joins two strings: the opponent there cuts */
        own = board_string(b, q);
    }
    /* The opponent's stone must be a plain attachment: one of our strings
     * touched, left with two liberties or more (no atari, no capture). */
    if (own == PASS || board_countlib(b, own) < 3)
        return 1.0;
    return 1.0 - cl_small_board_opening(b);
}

static void count_reverse_share(const struct cl_eval *before, double share, struct cl_eval *theirs)
{
    theirs->territory = before->territory + share * (theirs->territory - before->territory);
    theirs->moyo = before->moyo + share * (theirs->moyo - before->moyo);
}

/* A kill or save that works only through a ko is neither the outright
 * result nor nothing: whoever wins the ko gets it, so the count takes a
 * share of what the ko's result changes (ko_share).  Without it a ko
 * atari that cuts got no territory for what the ko decides (13x13.tst
 * 35: White's D2 atari on E2 beside E3, itself in atari, lost 2 points
 * by the regression's count, where GNU Go values it 9.24).  The
 * evaluation with the ko fates applied as well is read only where a ko
 * reason is posted, and mixed into the outright one (evaluation and
 * paid stones alike). */
static void count_ko_share(struct classical *cl, struct cl_position *pos, int8_t *weight,
                           struct influence *inf, coord p, struct fates *f, struct cl_eval *ours)
{
    struct fates ko;
    struct cl_eval with_ko;
    fates_of_ours(pos, weight, p, true, &ko);
    if (ko.n == f->n && ko.paid == f->paid && ko.stone_lives == f->stone_lives)
        return;                 /* no ko decides anything more here */
    if (!eval_with_fates(cl, pos, weight, inf, pos->color, p, &ko, &with_ko))
        return;
    double share = ko_share(pos, p);
    ours->territory += share * (with_ko.territory - ours->territory);
    ours->moyo += share * (with_ko.moyo - ours->moyo);
    f->paid += (float)share * (ko.paid - f->paid);
}

/* Each point's two halves of the territory swing: what our stone there
 * leaves us (less the stones the tactical reasons pay for) and what the
 * opponent's stone there leaves us (more what they pay for). */
struct swing_halves {
    float ours, theirs;
    bool measured;
};

/* Does the opposing stone q's liberty other than p touch another of the
 * opponent's stones (so that the atari at p drives it back to them)? */
static bool escapes_to_friends(const struct board *b, coord q, coord p)
{
    for (int k = 0; k < 4; k++) {
        coord l = (coord)(q + b->dir[k]);
        if (l == p || b->color[l] != EMPTY)
            continue;
        for (int j = 0; j < 4; j++) {
            coord f = (coord)(l + b->dir[j]);
            if (f != q && b->color[f] == b->color[q])
                return true;
        }
    }
    return false;
}

/* Does our stone at p put a single opposing stone that touches the
 * string at str in atari, the stone's other liberty touching the
 * opponent's stones (the atari from outside on a cutting stone)? */
static bool ataris_cutting_stone(const struct board *b, coord str, coord p)
{
    coord pts[4];
    int n = movegen_counter_atari_points(b, b->color[str], str, pts, 4);
    bool counter = false;
    for (int i = 0; i < n; i++)
        counter |= pts[i] == p;
    if (!counter)
        return false;
    for (int k = 0; k < 4; k++) {
        coord q = (coord)(p + b->dir[k]);
        if (b->color[q] != other_color(b->color[str]) || board_string_size(b, q) != 1
            || board_countlib(b, q) != 2 || !escapes_to_friends(b, q, p))
            continue;
        for (int j = 0; j < 4; j++)
            if (board_string(b, (coord)(q + b->dir[j])) == board_string(b, str))
                return true;
    }
    return false;
}

/* The atari on a cutting stone that saves our string beside it is
 * measured against the capture it forestalls.  If we do not play there,
 * the opponent's move that matters is the capture at the tactician's
 * attack point q, not a stone on our atari point; the opponent must
 * answer the atari by connecting, and our key point stays ours to play
 * later.  So the atari's swing is our stone at p against the opponent's
 * at q, when that is more than against the opponent's at p (the same
 * halves the connection's own swing is made of).  The 19x19 games
 * against GNU Go (session 19, games 3, 15, 28, 40): the connection under
 * a 4-4 stone got the cut-off stone's whole swing (19 points), the hane
 * at the head that ataris the cutting stone only its own (10), and we
 * connected where GNU Go played the hane (50 points lost each).  Only
 * the counter-atari on a single cutting stone: other defences away from
 * the key point leave the opponent's move there a good one (game 30 of
 * the session-16 games: a second-line extension counted against Black's
 * capture beat the extension toward White's own stones by 21 points of
 * GNU Go's estimate), an atari on a bigger string that the owner
 * connects may just fill our own liberties (endgame.tst 401), and an
 * atari that drives the stone into open ground leaves it a base to
 * fight from (13x13.tst 10: in a crosscut the atari E3 sends Black's D3
 * to D2 under White's C3, where the extension C2 is the move). */
static void post_forestalled(struct cl_position *pos, const struct swing_halves *h)
{
    for (int i = 0; i < pos->reasons.n; i++) {
        struct reason r = pos->reasons.r[i];
        if (r.kind != RK_DEFEND_STRING || r.code != 1 || r.target == PASS
            || pos->b.color[r.target] == EMPTY)
            continue;
        const struct worm *w = worm_at(&pos->dragons, r.target);
        if (!w || w->attack_code == READ_FAIL || w->defense_code == READ_FAIL)
            continue;
        coord q = w->attack_point;
        if (q == PASS || q == r.move || !h[q].measured || !h[r.move].measured
            || !ataris_cutting_stone(&pos->b, r.target, r.move))
            continue;
        float terr = h[r.move].ours - h[q].theirs;
        if (terr > territory_at(pos, r.move))
            reasons_add(&pos->reasons, RK_TERRITORY, r.move, PASS, terr, 0, "influence");
    }
}

/* A point is worth what it changes between the two sides playing it: our
 * stone there against the opponent's (deiri counting, as an endgame
 * value is counted: the swing).  This also makes a big point big for
 * both sides, and a boundary move counts what it prevents as well as
 * what it gains.  When the opponent cannot play there (ko, suicide) the
 * swing is measured against the position as it stands.  Stones either
 * stone there would capture are left out of the count: taking or saving
 * them is the tactical generator's reason, counted there; what the
 * capture does to the position around (the wall it breaks, the centre it
 * opens) stays in. */
void movegen_territory(struct classical *cl, struct cl_position *pos)
{
    struct swing_halves *halves = calloc(BOARD_MAX_POINTS, sizeof *halves);
    discount_captured_strings(pos);
    int8_t weight[BOARD_MAX_POINTS];
    territory_stone_weights(pos, weight);
    struct cl_eval before, ours, theirs;
    struct influence *inf = &(struct influence){0};
    const struct influence *now = &pos->inf;
    if (influence_compute_contested(inf, &pos->b, cl->par.influence, weight))
        now = inf;              /* the swings' baseline on the same map */
    cl_evaluate(now, &pos->b, pos->color, pos->rules, pos->komi, &before);
    int opp = other_color(pos->color);
    struct weak_dragons *weak = strategy_find_weak(cl, pos);
    float safe_ours[STRATEGY_MAX_DRAGONS], safe_theirs[STRATEGY_MAX_DRAGONS];
    float safe_before[STRATEGY_MAX_DRAGONS];
    if (weak) {
        strategy_measure(weak, &pos->inf, safe_before);
        strategy_supersede(pos, weak);
    }
    struct fates fate_ours, fate_theirs;
    struct strategy_joins joins;
    FOR_EACH_POINT(&pos->b, p) {
        if (!cl_move_considered(pos, pos->color, p))
            continue;
        fates_of_ours(pos, weight, p, false, &fate_ours);
        if (!eval_with_fates(cl, pos, weight, inf, pos->color, p, &fate_ours, &ours))
            continue;
        if (weak) {
            strategy_measure(weak, inf, safe_ours);
            strategy_measure_joined(cl, pos, weak, inf, p, &joins);
        }
        count_ko_share(cl, pos, weight, inf, p, &fate_ours, &ours);
        bool swing = false;
        fates_of_theirs(pos, weight, p, &fate_theirs);
        if (!eval_with_fates(cl, pos, weight, inf, opp, p, &fate_theirs, &theirs)) {
            theirs = before;
            fate_theirs.paid = 0;
        } else {
            swing = true;
        }
        if (weak) {
            if (swing)
                strategy_measure(weak, inf, safe_theirs);
            strategy_post(pos, weak, p, safe_ours, swing ? safe_theirs : safe_before, &joins,
                          (float)cl->weights.w[RK_STRENGTHEN]);
        }
        double share = swing ? territory_reverse_share(pos, p) : 1.0;
        if (share < 1.0)
            count_reverse_share(&before, share, &theirs);
        float captured_ours = (float)live_stones_captured(&pos->b, weight, pos->color, p);
        float captured_theirs = (float)live_stones_captured(&pos->b, weight, opp, p);
        float terr = (float)(ours.territory - theirs.territory) - 2.0f * captured_ours
                     - 2.0f * captured_theirs - 2.0f * (fate_ours.paid + fate_theirs.paid);
        if (halves)
            halves[p] = (struct swing_halves){
                (float)ours.territory - 2.0f * (captured_ours + fate_ours.paid),
                (float)theirs.territory + 2.0f * (captured_theirs + fate_theirs.paid), true};
        float moyo = (float)(ours.moyo - theirs.moyo);
        reasons_add(&pos->reasons, RK_TERRITORY, p, PASS, terr, 0, "influence");
        if (moyo != 0)
            reasons_add(&pos->reasons, RK_MOYO, p, PASS, moyo, 0, "influence");
    }
    strategy_free(weak);
    post_threats_spoiled(cl, pos);
    if (halves)
        post_forestalled(pos, halves);
    free(halves);
}
