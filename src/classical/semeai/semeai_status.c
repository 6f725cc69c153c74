/* semeai_status.c — owns what a capturing race says about a dragon's
 * status.  The life-and-death searcher reads one dragon at a time
 * against a surrounding it takes as it is; when two dragons of opposite
 * colours are each dead or critical by that reading and touch, their
 * fates hang on each other, and the race between them decides:
 *
 *   - a dragon that lives (seki included) both when it moves first and
 *     when the opponent does is alive: two eyeless groups sharing two
 *     liberties are a seki, though each alone "cannot make two eyes";
 *   - one that lives only when it moves first is critical, with the
 *     opponent's killing move and its own saving move from the race;
 *   - one that dies even moving first keeps its status;
 *   - a critical dragon that lives by a standoff (it cannot take its
 *     neighbour, nor its neighbour it) is raised to alive only if the
 *     standoff survives the searcher's kill (standoff_survives_kill).
 *
 * Of several such neighbours the best race counts (winning one race is
 * enough: the captured group gives its space to the capturer, and the
 * reader has checked that the capturer then lives).  Lone worms the
 * tactician captures anyway and unconditionally settled dragons are no
 * race partners. */
#include "classical/dragon/dragon.h"
#include "classical/reading/reading.h"
#include "classical/semeai/semeai.h"

static bool unsettled(enum stone_status st)
{
    return st == STATUS_DEAD || st == STATUS_CRITICAL;
}

/* Rank of a status for "the best race counts". */
static int rank(enum stone_status st)
{
    switch (st) {
    case STATUS_ALIVE: case STATUS_SEKI: return 2;
    case STATUS_CRITICAL: return 1;
    default: return 0;
    }
}

/* The race of dragon d against dragon e read both ways: d's status from
 * it, and the killing and saving moves when it is critical.  The race
 * read from e's side only tells alive from critical, so it is read only
 * when d, moving first, wins (reading it first anyway was a sixth of
 * ld_owl.tst's time for the same answers).  With only_alive (d is
 * critical already, and only alive would change it) the race from e's
 * side is read first: when e then takes d, no alive can come of it, one
 * read instead of two, and the answer is dead (the caller's stands).
 * *standoff: d, moving first, lives without capturing e (seki, or no
 * race at all). */
static enum stone_status race_status(struct semeai *s, struct board *b,
                                     const struct dragon_analysis *an, int d, int e,
                                     bool only_alive, coord *attack, coord *defence,
                                     bool *standoff)
{
    coord pd = an->dragon[d].origin, pe = an->dragon[e].origin;
    struct semeai_result first, second;
    if (only_alive
        && (!semeai_analyze_dragons(s, b, an, pe, pd, &second) || second.attack != READ_FAIL))
        return STATUS_DEAD;
    if (!semeai_analyze_dragons(s, b, an, pd, pe, &first) || first.defence != READ_WIN)
        return STATUS_DEAD;
    *standoff = first.attack != READ_WIN;
    if (!only_alive && !semeai_analyze_dragons(s, b, an, pe, pd, &second))
        return STATUS_DEAD;
    if (second.attack == READ_FAIL)
        return STATUS_ALIVE;
    *attack = second.move;
    *defence = first.move;
    return STATUS_CRITICAL;
}

/* Does a standoff (race_status) still save d after the opponent's kill,
 * the life-and-death searcher's move?  The race reader plays only on the
 * racing strings' liberties, eyes and ataris, and counts a capture as
 * won only when the capturer then lives; so where d can live neither by
 * taking e nor by e's failing to take it, "neither side captures" is no
 * proof of life against a kill elsewhere (ld_owl.tst 103: White's A1
 * takes Black's corner eye, a move no race of Black's big group against
 * White's lunch A7-A6 plays).  The standoff stands if, the kill played,
 * e's owner moving once more still cannot capture d: a seki the kill does
 * not touch.  A kill that captures a stone of d stands. */
static bool standoff_survives_kill(struct semeai *s, struct board *b,
                                   const struct dragon_analysis *an, int d, int e, coord kill)
{
    coord pd = an->dragon[d].origin, pe = an->dragon[e].origin;
    if (!board_trymove(b, other_color(b->color[pd]), kill))
        return true;
    struct semeai_result r;
    bool saved = b->color[pd] != EMPTY && b->color[pe] != EMPTY
                 && semeai_analyze_dragons(s, b, an, pe, pd, &r) && r.attack == READ_FAIL;
    board_popmove(b);
    return saved;
}

enum stone_status semeai_dragon_status(struct semeai *s, struct board *b,
                                       const struct dragon_analysis *an, int d,
                                       enum stone_status st, semeai_status_fn status_of,
                                       void *ctx, coord *attack, coord *defence)
{
    if (!unsettled(st))
        return st;
    const struct dragon *dr = &an->dragon[d];
    if (dr->benson || dr->dead_worm)
        return st;
    for (int i = 0; i < dr->nneighbors; i++) {
        int e = dr->neighbor[i];
        const struct dragon *er = &an->dragon[e];
        if (er->benson || er->dead_worm || er->stones < 2 || !unsettled(status_of(ctx, e)))
            continue;
        coord att = PASS, def = PASS;
        bool standoff = false;
        enum stone_status r = race_status(s, b, an, d, e, st == STATUS_CRITICAL, &att, &def,
                                          &standoff);
        if (r == STATUS_ALIVE && standoff && st == STATUS_CRITICAL && *attack != PASS
            && !standoff_survives_kill(s, b, an, d, e, *attack))
            r = STATUS_CRITICAL, att = *attack, def = *defence;
        if (rank(r) > rank(st)) {
            st = r;
            *attack = att;
            *defence = def;
        }
        if (st == STATUS_ALIVE)
            break;
    }
    return st;
}
