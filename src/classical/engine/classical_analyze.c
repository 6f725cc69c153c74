/* classical_analyze.c — owns step 1-3 of a move decision: the one
 * analysis of a position (dragons, the owl's verdicts, the influence map
 * and its estimate), the run of every move generator, and the valued
 * candidate list, best first. */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "classical/movegen/movegen.h"
#include "classical/owl/owl.h"
#include "classical/reading/reading.h"

static int dragon_of_string(const struct cl_position *pos, coord p)
{
    const struct dragon_analysis *a = &pos->dragons;
    if (p >= BOARD_MAX_POINTS || pos->b.color[p] == EMPTY || pos->b.color[p] == OFFBOARD)
        return DRAGON_NONE;
    /* Stones played after the analysis (a reader's trymove) have no
     * dragon; their string may still hold analysed stones. */
    const struct board *b = &pos->b;
    FOR_EACH_STONE(b, b->str[p], q) {
        if (a->dragon_of[q] >= 0 && a->dragon[a->dragon_of[q]].color == b->color[p])
            return a->dragon_of[q];
    }
    return DRAGON_NONE;
}

enum stone_status cl_position_status(const struct cl_position *pos, coord p)
{
    if (!pos->have_dragons)
        return STATUS_UNKNOWN;
    int d = dragon_of_string(pos, p);
    return d == DRAGON_NONE ? STATUS_UNKNOWN : pos->status[d];
}

static enum stone_status provider_status(void *ctx, const struct board *b, coord p)
{
    (void)b;
    return cl_position_status(ctx, p);
}

struct status_provider cl_status_provider(const struct cl_position *pos)
{
    return (struct status_provider){"classical", (void *)pos, provider_status};
}

float cl_dragon_stake(const struct cl_position *pos, coord p)
{
    int d = dragon_index_at(&pos->dragons, p);
    if (d == DRAGON_NONE)
        return (float)board_string_size(&pos->b, p);
    const struct dragon *dr = &pos->dragons.dragon[d];
    return dr->effective_size > dr->stones ? dr->effective_size : (float)dr->stones;
}

bool cl_move_considered(const struct cl_position *pos, int color, coord p)
{
    return pos->b.color[p] == EMPTY && board_is_legal(&pos->b, color, p)
        && !board_is_true_eye(&pos->b, p, color);
}

/* Which dragons the owl reads: those the static analysis does not call
 * plainly alive (or plainly dead by capture), biggest first, up to the
 * per-move limit. */

struct owl_order {
    int d;
    int stones;
};

static int cmp_order(const void *x, const void *y)
{
    const struct owl_order *a = x, *b = y;
    return b->stones != a->stones ? b->stones - a->stones : a->d - b->d;
}

/* A dragon alive on a small enclosed space may still die or fall into
 * seki to a move inside it: the static count of its eyes cannot tell. */
#define SMALL_ROOM 12
#define ENCLOSED 6

static int eye_room(const struct dragon_analysis *a, const struct board *b, int d)
{
    int n = 0;
    FOR_EACH_POINT(b, p) {
        n += a->eye_owner[p] == d;
    }
    return n;
}

static bool owl_worth_reading(const struct dragon_analysis *a, const struct board *b, int d)
{
    const struct dragon *dr = &a->dragon[d];
    if (dr->benson || dr->dead_worm)
        return false;
    if (dr->status != STATUS_ALIVE || dr->weakness >= 40)
        return true;
    return dr->escape < ENCLOSED && eye_room(a, b, d) <= SMALL_ROOM;
}

static void owl_refine(struct classical *cl, struct cl_position *pos)
{
    struct dragon_analysis *a = &pos->dragons;
    struct owl_order *order = malloc((size_t)(a->ndragons + 1) * sizeof *order);
    if (!order)
        return;
    int n = 0;
    for (int d = 0; d < a->ndragons; d++)
        if (owl_worth_reading(a, &pos->b, d))
            order[n++] = (struct owl_order){d, a->dragon[d].stones};
    qsort(order, (size_t)n, sizeof *order, cmp_order);
    if (n > cl->par.owl_dragons)
        n = cl->par.owl_dragons;
    for (int i = 0; i < n; i++) {
        /* Under a clock the reads stop at the deadline; the dragons not
         * read keep their static statuses. */
        if (cl->owl_deadline > 0 && engine_now() > cl->owl_deadline)
            break;
        int d = order[i].d;
        pos->status[d] = owl_dragon_status(cl->owl, &pos->b, a, d, &pos->attack[d],
                                           &pos->defence[d]);
        pos->owl_read[d] = true;
    }
    free(order);
}

/* A small dragon that the static analysis calls alive, because its
 * escape counts every open point it reaches however far, may still sit
 * inside the opponent's sphere, where strategy's weakness from the space
 * around it (movegen_strategy.c) puts it in danger.  The owl reads it
 * too, and a verdict that whoever moves first decides (critical)
 * replaces the static one: the killing and saving moves then get the
 * owl's reasons (13x13.tst 26: the two stones K5-L5 inside White's
 * area, escape 40, static weakness 0; GNU Go: "critical, J5").
 * - An "alive" verdict is not taken: it would cap the weakness at the
 *   owl's 0.2 and drop the strengthen and weaken reasons of a group that
 *   is still thin (session 12, contact3: 13x13 32 -> 23 when every
 *   verdict was taken).
 * - Nor is a critical one whose killing or saving move lies more than
 *   two lines from the dragon's stones: a small group is decided next to
 *   it, and a far key is the search going astray (9x9.tst 197: H4 "saved"
 *   at F8, G7 "killed" at E8, GNU Go's key H5 beside both). */
#define ENDANGERED_STONES 6         /* the small dragons this applies to */
#define ENDANGERED_WEAKNESS 0.6f    /* strategy's weakness (danger 0.7) */

/* One to three stones that touch no opponent stone and whose two eyes
 * come from the static count alone are read too, whatever strategy's
 * weakness: so few stones enclose no two eyes yet, and the count
 * credits them with open ground that the opponent can still take
 * (session 21's 9x9 game 35, move 15: the lone White G7 facing Black's
 * F6, F4 and G4, "two eyes" with escape 13; our owl and GNU Go:
 * critical, killed at F8).  Strategy leaves a dragon with two eyes
 * known alone, so nothing else would ever ask.  Not when they touch an
 * opponent stone: there the fight around them is bigger than their
 * kill, which the owl's reason would price as a dragon's death (9x9.tst
 * 260, a lone C7 beside Black's D7: C8 "kills" it over E6, which saves
 * D7; 13x13.tst 63, 67 and 68 lost the same way). */
#define COUNTED_EYES_STONES 3

static bool touches_opponent(const struct cl_position *pos, int d)
{
    const struct board *b = &pos->b;
    int us = pos->dragons.dragon[d].color;
    FOR_EACH_POINT(b, q) {
        if (pos->dragons.dragon_of[q] != d || b->color[q] != us)
            continue;
        for (int k = 0; k < 4; k++) {
            int c = b->color[q + b->dir[k]];
            if (c != us && c != EMPTY && c != OFFBOARD)
                return true;
        }
    }
    return false;
}

static bool eyes_only_counted(const struct cl_position *pos, int d)
{
    const struct dragon *dr = &pos->dragons.dragon[d];
    return dr->stones <= COUNTED_EYES_STONES && dr->eyes_known && dr->eyes_min >= 2
           && !touches_opponent(pos, d);
}

static bool endangered_unread(const struct cl_position *pos, int d)
{
    const struct dragon *dr = &pos->dragons.dragon[d];
    if (pos->owl_read[d] || dr->benson || dr->dead_worm || pos->status[d] != STATUS_ALIVE)
        return false;
    return eyes_only_counted(pos, d)
           || (dr->stones <= ENDANGERED_STONES && strategy_weakness(pos, d) >= ENDANGERED_WEAKNESS);
}

/* True when p is within two lines (rows plus columns) of a stone of
 * dragon d; false for a pass. */
static bool near_dragon(const struct cl_position *pos, int d, coord p)
{
    const struct board *b = &pos->b;
    if (p == PASS)
        return false;
    FOR_EACH_POINT(b, q) {
        if (pos->dragons.dragon_of[q] == d
            && abs(board_row(b, p) - board_row(b, q)) + abs(board_col(b, p) - board_col(b, q)) <= 2)
            return true;
    }
    return false;
}

/* Both keys of a critical verdict within two lines of the dragon. */
static bool keys_near(const struct cl_position *pos, int d, coord kill, coord save)
{
    return near_dragon(pos, d, kill) && near_dragon(pos, d, save);
}

/* The second owl pass: small statically alive dragons that strategy
 * finds weak, read by the owl; a critical verdict with both keys beside
 * the dragon replaces the static status.  A key far from a small group
 * is most often the plain read's miss, a kill whose reply one ply down
 * was read narrower than a root (session 27's 19x19 game 5, move 41:
 * White's R16-R15-R14-Q14, "killed" at P12 and "saved" at S9, where
 * owl_does_attack P12 = 0 and S9 is a stone apart).  Such a verdict is
 * read again with the root's kill and save checked as a report's are
 * (owl_dragon_status_checked: Q13 and S15 there, as our GTP owl_attack
 * and owl_defend answer).  Only then: checking every verdict moved keys
 * that were already beside the group (global.tst 8 and 9, the lone E4:
 * D4 for F4, and the kill's territory then outweighed H9; session 29). */
static void owl_read_endangered(struct classical *cl, struct cl_position *pos)
{
    const struct dragon_analysis *a = &pos->dragons;
    for (int d = 0; d < a->ndragons; d++) {
        if (cl->owl_deadline > 0 && engine_now() > cl->owl_deadline)
            break;
        if (!endangered_unread(pos, d))
            continue;
        coord kill = PASS, save = PASS;
        if (owl_dragon_status(cl->owl, &pos->b, a, d, &kill, &save) != STATUS_CRITICAL)
            continue;
        if (!keys_near(pos, d, kill, save)
            && owl_dragon_status_checked(cl->owl, &pos->b, a, d, &kill, &save) != STATUS_CRITICAL)
            continue;
        if (!keys_near(pos, d, kill, save))
            continue;
        pos->status[d] = STATUS_CRITICAL;
        pos->attack[d] = kill;
        pos->defence[d] = save;
        pos->owl_read[d] = true;
    }
}

static bool alloc_dragon_arrays(struct cl_position *pos)
{
    int n = pos->dragons.ndragons + 1;
    pos->status = calloc((size_t)n, sizeof *pos->status);
    pos->attack = calloc((size_t)n, sizeof *pos->attack);
    pos->defence = calloc((size_t)n, sizeof *pos->defence);
    pos->owl_read = calloc((size_t)n, sizeof *pos->owl_read);
    pos->owl_ko = calloc((size_t)n, sizeof *pos->owl_ko);
    if (!pos->status || !pos->attack || !pos->defence || !pos->owl_read || !pos->owl_ko)
        return false;
    for (int d = 0; d < pos->dragons.ndragons; d++) {
        const struct dragon *dr = &pos->dragons.dragon[d];
        pos->status[d] = dr->status;
        pos->attack[d] = dr->attack_point;
        pos->defence[d] = dr->defense_point;
    }
    return true;
}

static void compute_influence(struct classical *cl, struct cl_position *pos)
{
    struct status_provider sp = cl_status_provider(pos);
    influence_compute(&pos->inf, &pos->b, cl->par.influence, &sp);
    influence_estimate(&pos->inf, &pos->b, pos->komi, &pos->est);
}

static int by_value(const void *x, const void *y)
{
    const struct cl_move *a = x, *b = y;
    if (a->value != b->value)
        return a->value > b->value ? -1 : 1;
    return a->move < b->move ? -1 : a->move > b->move;
}

/* Every move with at least one reason, valued and sorted. */
static bool value_candidates(struct classical *cl, struct cl_position *pos)
{
    const struct board *b = &pos->b;
    free(pos->cand);
    pos->cand = malloc(sizeof *pos->cand * (size_t)(b->size * b->size + 1));
    if (!pos->cand)
        return false;
    pos->ncand = 0;
    const struct reason *r[256];
    FOR_EACH_POINT(b, p) {
        int n = reasons_of(&pos->reasons, p, r, 256);
        if (n == 0 || !board_is_legal(b, pos->color, p))
            continue;
        struct cl_move *m = &pos->cand[pos->ncand++];
        m->move = p;
        value_features(r, n < 256 ? n : 256, m->feature);
        m->value = value_of(&cl->weights, m->feature);
    }
    qsort(pos->cand, (size_t)pos->ncand, sizeof *pos->cand, by_value);
    return true;
}

bool classical_analyze(struct classical *cl, const struct game *g, int color,
                       struct cl_position *pos)
{
    memset(pos, 0, offsetof(struct cl_position, weight));
    pos->cand = NULL;
    pos->ncand = 0;
    reasons_init(&pos->reasons);
    board_copy(&pos->b, &g->board);
    pos->color = color;
    pos->komi = g->komi;
    pos->rules = g->rules;
    pos->nmoves = g->nmoves;
    if (!dragon_analyze(&pos->dragons, &pos->b, cl->reading, cl->patterns, cl->dragon_eyes))
        return false;
    pos->have_dragons = true;
    if (!alloc_dragon_arrays(pos))
        return false;
    owl_refine(cl, pos);
    compute_influence(cl, pos);
    owl_read_endangered(cl, pos);
    movegen_tactics(cl, pos);
    movegen_threats(cl, pos);
    movegen_owl(cl, pos);
    movegen_semeai(cl, pos);
    movegen_combination(cl, pos);
    movegen_connections(cl, pos);
    movegen_contact(cl, pos);
    movegen_patterns(cl, pos);
    movegen_territory(cl, pos);
    movegen_endgame(cl, pos);
    movegen_safety(cl, pos);
    return value_candidates(cl, pos);
}

void cl_position_free(struct cl_position *pos)
{
    if (pos->have_dragons)
        dragon_analysis_free(&pos->dragons);
    pos->have_dragons = false;
    free(pos->status);
    free(pos->attack);
    free(pos->defence);
    free(pos->owl_read);
    free(pos->owl_ko);
    free(pos->cand);
    pos->status = NULL;
    pos->attack = pos->defence = NULL;
    pos->owl_read = NULL;
    pos->owl_ko = NULL;
    pos->cand = NULL;
    reasons_free(&pos->reasons);
    board_free(&pos->b);
}

double cl_position_margin(const struct cl_position *pos, int color)
{
    return cl_estimate(&pos->inf, &pos->b, color, pos->rules, pos->komi, NULL);
}
