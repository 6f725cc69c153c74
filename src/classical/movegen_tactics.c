/* movegen_tactics.c — move reasons from the tactician: capture an
 * opposing string or save an own one when whoever moves first decides
 * its fate (the worm verdicts of the dragon analysis).  A string whose
 * dragon is dead anyway is worth less to fight over: half.  Dead strings
 * left in atari are worth taking off for half their size. */
#include "classical/movegen.h"

static float ko_factor(int code)
{
    return code == READ_WIN ? 1.0f : 0.5f;
}

static float worm_stake(const struct cl_position *pos, const struct worm *w)
{
    float stake = (float)w->size;
    if (cl_position_status(pos, w->origin) == STATUS_DEAD)
        stake *= 0.5f;
    return stake;
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

void movegen_tactics(struct classical *cl, struct cl_position *pos)
{
    (void)cl;
    const struct dragon_analysis *a = &pos->dragons;
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
        if (w->color == pos->color) {
            if (w->defense_point != PASS)
                reasons_add(&pos->reasons, RK_DEFEND_STRING, w->defense_point, w->origin,
                            stake * ko_factor(w->defense_code),
                            reading_gtp_code(w->defense_code), "tactics");
        } else if (w->attack_point != PASS) {
            reasons_add(&pos->reasons, RK_ATTACK_STRING, w->attack_point, w->origin,
                        stake * ko_factor(w->attack_code), reading_gtp_code(w->attack_code),
                        "tactics");
        }
    }
}
