/* owl_status.c — a dragon's life-and-death status from the searcher:
 * alive when the opponent moving first cannot kill it, dead when its
 * owner moving first cannot save it, critical (with the killing and the
 * saving move) when whoever moves first decides.  Dragons whose fate is
 * already certain (Benson's life, a worm the tactician captures even
 * when its owner moves first) keep the static answer. */
#include "classical/owl_impl.h"

#include "classical/dragon.h"

enum stone_status owl_dragon_status(struct owl *o, struct board *b,
                                    const struct dragon_analysis *a, int d, coord *attack,
                                    coord *defence)
{
    const struct dragon *dr = &a->dragon[d];
    *attack = *defence = PASS;
    if (dr->benson || dr->dead_worm) {
        *attack = dr->attack_point;
        *defence = dr->defense_point;
        return dr->status;
    }
    coord kill, save;
    if (owl_attack(o, b, a, dr->origin, &kill) == READ_FAIL)
        return STATUS_ALIVE;
    if (owl_defend(o, b, a, dr->origin, &save) == READ_FAIL)
        return STATUS_DEAD;
    *attack = kill;
    *defence = save;
    return STATUS_CRITICAL;
}
