/* score.h — counting a finished position whose dead stones are given. */
#ifndef MOYO_SCORE_H
#define MOYO_SCORE_H

#include <stdbool.h>
#include "board.h"

enum rules { RULES_CHINESE = 0, RULES_JAPANESE = 1 };

struct score {
    int stones[3];      /* live stones on the board */
    int territory[3];   /* empty points (and dead-stone points) surrounded */
    int prisoners[3];   /* captures plus dead stones taken, by color */
    int dame;
    double black, white;
    double margin;      /* black - white - komi: > 0 black wins */
};

/* dead[p] marks dead stones (may be NULL: none).  owner[p], if not NULL,
 * receives BLACK, WHITE or EMPTY (dame/seki) for every on-board point. */
void score_position(const struct board *b, const bool *dead, double komi,
                    enum rules rules, struct score *out, uint8_t *owner);
/* "B+3.5", "W+0.5" or "0" (jigo). */
void format_score(double margin, char *buf, int len);
bool parse_rules(const char *s, enum rules *r);

#endif
