/* movegen_threats.c — threats: a move that leaves a stable opposing
 * string capturable gains a tempo, since the opponent must answer it or
 * lose the string (a sente move, in endgame terms; GNU Go's reason
 * "threatens to attack").  The threat's worth is a part of the capture's
 * (the weight in value_weights.def): it is the follow-up, not a gain
 * yet.  Only strings the tactician finds safe now (an unstable one is the
 * tactical generator's business), of dragons not already dead, with
 * three liberties or fewer; our move is at one of their liberties and
 * must not be capturable itself (the opponent's answer would capture it
 * and defend at once). */
#include "classical/movegen/movegen.h"

#define THREAT_LIBS 3           /* strings with more liberties are not threatened by one move */
#define THREAT_READS 120        /* tactical reads per move decision */

static bool worth_threatening(const struct cl_position *pos, const struct worm *w)
{
    return w->color != pos->color && w->attack_code == READ_FAIL && !w->dead
           && w->libs <= THREAT_LIBS && w->libs >= 2
           && cl_position_status(pos, w->origin) != STATUS_DEAD;
}

/* The reading result of the threat at p (READ_FAIL when none). */
static int threat_at(struct classical *cl, struct cl_position *pos, coord p, coord str,
                     int *reads)
{
    struct board *b = &pos->b;
    if (!board_trymove(b, pos->color, p))
        return READ_FAIL;
    coord dummy;
    int code = READ_FAIL;
    *reads += 1;
    if (b->color[str] != EMPTY && reading_attack(cl->reading, b, b->str[p], &dummy) == READ_FAIL) {
        *reads += 1;
        code = reading_attack(cl->reading, b, str, &dummy);
    }
    board_popmove(b);
    return code;
}

void movegen_threats(struct classical *cl, struct cl_position *pos)
{
    const struct dragon_analysis *a = &pos->dragons;
    int reads = 0;
    for (int i = 0; i < a->nworms && reads < THREAT_READS; i++) {
        const struct worm *w = &a->worm[i];
        if (!worth_threatening(pos, w))
            continue;
        coord libs[THREAT_LIBS];
        int n = board_liberties(&pos->b, w->origin, libs, THREAT_LIBS);
        for (int k = 0; k < n && reads < THREAT_READS; k++) {
            if (!cl_move_considered(pos, pos->color, libs[k]))
                continue;
            int code = threat_at(cl, pos, libs[k], w->origin, &reads);
            if (code == READ_FAIL)
                continue;
            float stake = (float)w->size * (code == READ_WIN ? 1.0f : 0.5f);
            reasons_add(&pos->reasons, RK_THREAT, libs[k], w->origin, stake,
                        reading_gtp_code(code), "threat");
        }
    }
}
