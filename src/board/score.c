/* score.c — owns area and territory counting.  Dead stones are taken off
 * first; then each empty region that touches live stones of one color only
 * belongs to that color.  Regions touching both (or none) are dame.
 *
 * Territory counting here is the plain Japanese count of territory plus
 * prisoners; it does not remove territory inside seki, which needs life
 * and death knowledge the board does not have (the scorer of the engine
 * passes seki points in as neither dead nor territory). */
#include "score.h"

#include "board/region.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

bool parse_rules(const char *s, enum rules *r)
{
    if (strcasecmp(s, "chinese") == 0 || strcasecmp(s, "area") == 0) {
        *r = RULES_CHINESE;
        return true;
    }
    if (strcasecmp(s, "japanese") == 0 || strcasecmp(s, "territory") == 0) {
        *r = RULES_JAPANESE;
        return true;
    }
    return false;
}

void format_score(double margin, char *buf, int len)
{
    if (margin > 0)
        snprintf(buf, (size_t)len, "B+%.1f", margin);
    else if (margin < 0)
        snprintf(buf, (size_t)len, "W+%.1f", -margin);
    else
        snprintf(buf, (size_t)len, "0");
}

void score_position(const struct board *b, const bool *dead, double komi,
                    enum rules rules, struct score *out, uint8_t *owner_out)
{
    uint8_t col[BOARD_MAX_POINTS];   /* color after removing dead stones */
    uint8_t owner[BOARD_MAX_POINTS];
    coord region[BOARD_MAX_POINTS];
    uint16_t seen[BOARD_MAX_POINTS];

    memset(out, 0, sizeof *out);
    memset(seen, 0, sizeof(uint16_t) * (size_t)b->npoints);
    memset(owner, EMPTY, (size_t)b->npoints);
    for (int i = 0; i < b->npoints; i++) {
        col[i] = b->color[i];
        if (dead && dead[i] && (col[i] == BLACK || col[i] == WHITE)) {
            out->prisoners[other_color(col[i])]++;
            col[i] = EMPTY;
        }
    }
    out->prisoners[BLACK] += b->captures[BLACK];
    out->prisoners[WHITE] += b->captures[WHITE];

    FOR_EACH_POINT(b, p) {
        if (col[p] == BLACK || col[p] == WHITE) {
            out->stones[col[p]]++;
            owner[p] = col[p];
            continue;
        }
        if (seen[p])
            continue;
        unsigned touch;
        int n = region_flood(b, col, p, REGION_EMPTY, seen, 1, region, &touch);
        int who = region_sole_color(touch);
        for (int i = 0; i < n; i++)
            owner[region[i]] = (uint8_t)who;
        if (who == EMPTY)
            out->dame += n;
        else
            out->territory[who] += n;
    }

    if (rules == RULES_CHINESE) {
        out->black = out->stones[BLACK] + out->territory[BLACK];
        out->white = out->stones[WHITE] + out->territory[WHITE] + komi;
    } else {
        out->black = out->territory[BLACK] + out->prisoners[BLACK];
        out->white = out->territory[WHITE] + out->prisoners[WHITE] + komi;
    }
    out->margin = out->black - out->white;
    if (owner_out)
        memcpy(owner_out, owner, (size_t)b->npoints);
}
