/* reading_status.c — str_status: the per-string tactical data that
 * dragons and move reasons consume (GTP worm_data, `moyo analyze`).
 *
 * A string is read only when it could be in danger: three liberties or
 * fewer, or four when a cheap test finds it cramped.  It is read twice,
 * each side moving first: if the attacker cannot capture it moving first
 * it is stable; if he can but the owner can save it moving first it is
 * threatened (both key points are given); otherwise it is captured.
 */
#include "classical/reading/reading_impl.h"

#include <string.h>

const char *str_status_name(enum str_status s)
{
    switch (s) {
    case STR_STABLE: return "stable";
    case STR_THREATENED: return "threatened";
    case STR_CAPTURED: return "captured";
    }
    return "?";
}

/* A 4-liberty string is cramped when fewer than two of its liberties
 * have two or more empty neighbours: the attacker can close it in. */
static bool cramped(const struct board *b, coord str)
{
    coord lib[4];
    int n = board_liberties(b, str, lib, 4), open = 0;
    for (int i = 0; i < n; i++) {
        int e = 0;
        for (int k = 0; k < 4; k++)
            e += b->color[lib[i] + b->dir[k]] == EMPTY;
        open += e >= 2;
    }
    return open < 2;
}

/* Empty points within distance 2, 3 and 4 of the string through empty
 * points (the second-, third- and fourth-order liberties counted with the
 * first). */
static void count_far_libs(const struct board *b, coord str, struct string_tactics *t)
{
    uint8_t dist[BOARD_MAX_POINTS];
    coord queue[BOARD_MAX_POINTS];
    int head = 0, tail = 0;
    memset(dist, 0xff, (size_t)b->npoints);
    FOR_EACH_STONE(b, b->str[str], q) {
        dist[q] = 0;
        queue[tail++] = q;
    }
    int count[5] = {0};
    while (head < tail) {
        coord p = queue[head++];
        if (dist[p] >= 4)
            continue;
        for (int k = 0; k < 4; k++) {
            coord a = (coord)(p + b->dir[k]);
            if (b->color[a] != EMPTY || dist[a] != 0xff)
                continue;
            dist[a] = (uint8_t)(dist[p] + 1);
            count[dist[a]]++;
            queue[tail++] = a;
        }
    }
    t->libs2 = count[1] + count[2];
    t->libs3 = t->libs2 + count[3];
    t->libs4 = t->libs3 + count[4];
}

void reading_str_status(struct reading *r, struct board *b, coord str,
                        struct string_tactics *t)
{
    memset(t, 0, sizeof *t);
    t->attack_point = t->defense_point = PASS;
    t->color = b->color[str];
    if (t->color != BLACK && t->color != WHITE)
        return;
    coord origin = str;
    FOR_EACH_STONE(b, b->str[str], q)
        if (q < origin)
            origin = q;
    t->origin = origin;
    t->size = board_string_size(b, str);
    t->libs = board_countlib(b, str);
    count_far_libs(b, str, t);
    t->status = STR_STABLE;
    if (t->libs > 4 || (t->libs == 4 && !cramped(b, str)))
        return;
    t->attack_code = reading_attack(r, b, str, &t->attack_point);
    if (t->attack_code == READ_FAIL)
        return;
    t->defense_code = reading_defend(r, b, str, &t->defense_point);
    t->status = t->defense_code == READ_FAIL ? STR_CAPTURED : STR_THREATENED;
}
