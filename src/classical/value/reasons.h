/* reasons.h — move reasons: why the classical engine considers a move.
 *
 * Every analysis module (tactician, owl, semeai, connection reading,
 * patterns, influence) posts reasons for points; valuation (value.h)
 * turns each move's reasons into one number with the weights table, and
 * the explanation commands (top_moves, `moyo analyze --candidates`) print
 * the same reasons in words.  A reason says what the move does (its
 * kind), to what (a target stone, or PASS), and how much is at stake in
 * the kind's own unit (stones, points, pattern value), so the weights
 * stay the only place where units are traded against each other.
 */
#ifndef MOYO_REASONS_H
#define MOYO_REASONS_H

#include <stdbool.h>

#include "board/board.h"

/* The kinds, each with its feature name (the weights table's key) and the
 * unit of its amount.  Order is the feature order of value.h. */
#define REASON_KINDS(X) \
    X(ATTACK_STRING,  "attack_string",  "stones captured (ko: halved)") \
    X(DEFEND_STRING,  "defend_string",  "stones saved (ko: halved)") \
    X(KILL_DRAGON,    "kill_dragon",    "stones plus eye space of the dragon killed") \
    X(SAVE_DRAGON,    "save_dragon",    "stones plus eye space of the dragon saved") \
    X(WIN_SEMEAI,     "win_semeai",     "stones of the dragon won in a race") \
    X(CONNECT,        "connect",        "stones of the weaker dragon made safe by connecting") \
    X(CUT,            "cut",            "stones of the weaker dragon cut off") \
    X(MAKE_EYE,       "make_eye",       "eyes gained (pattern value / 10)") \
    X(DESTROY_EYE,    "destroy_eye",    "eyes taken (pattern value / 10)") \
    X(COMBINATION,    "combination",    "stones of the smaller of two strings threatened at once") \
    X(TERRITORY,      "territory",      "points of territory gained by the influence estimate") \
    X(MOYO,           "moyo",           "points of moyo gained (more in a small board's opening)") \
    X(STRENGTHEN,     "strengthen",     "weakness removed from own weak dragons (stones; more in a small board's opening)") \
    X(WEAKEN,         "weaken",         "weakness added to opposing weak dragons (stones; more in a small board's opening)") \
    X(JOSEKI,         "joseki",         "joseki pattern value") \
    X(FUSEKI,         "fuseki",         "fuseki pattern value") \
    X(SHAPE,          "shape",          "shape pattern value (negative: bad shape)") \
    X(ENDGAME,        "endgame",        "endgame pattern value") \
    X(KO_THREAT,      "ko_threat",      "stones threatened while a ko is pending") \
    X(SENTE,          "sente",          "territory swing taken with tempo (reverse sente: half)") \
    X(THREAT,         "threat",         "stones of a safe string the move makes capturable (ko: halved)") \
    X(CONTACT,        "contact",        "liberty pressure gained in the fight at the opponent's contact stone") \
    X(BLUNDER,        "blunder",        "stones lost or eyes filled by the move (a penalty)")

enum reason_kind {
#define REASON_ENUM(id, name, unit) RK_##id,
    REASON_KINDS(REASON_ENUM)
#undef REASON_ENUM
    RK_NKINDS
};

struct reason {
    coord move;
    coord target;               /* a stone of the string/dragon concerned, or PASS */
    unsigned char kind;         /* enum reason_kind */
    signed char code;           /* read result behind it: 1 win, 2/3 ko, 0 n/a */
    float amount;               /* in the kind's unit */
    const char *source;         /* pattern name or module, for the explanation */
};

struct reason_list {
    int n, cap;
    struct reason *r;
};

void reasons_init(struct reason_list *l);
void reasons_free(struct reason_list *l);
void reasons_clear(struct reason_list *l);
/* Posts a reason; a second reason of the same kind for the same move and
 * target keeps the larger amount.  False when out of memory. */
bool reasons_add(struct reason_list *l, enum reason_kind kind, coord move, coord target,
                 float amount, int code, const char *source);
/* Reasons of one move, in posting order: fills out with up to max
 * pointers, returns how many there are. */
int reasons_of(const struct reason_list *l, coord move, const struct reason **out, int max);
/* Does move have a reason of this kind whose target is the string
 * holding stone?  (A cut of a string the move captures, a connection of
 * one it saves, is no second gain.) */
bool reasons_move_targets(const struct reason_list *l, const struct board *b, coord move,
                          enum reason_kind kind, coord stone);
/* Does move capture, save, kill or win something only through a ko (a
 * reason read with code 2 or 3)?  Its stone is the ko stone: in atari by
 * nature, and its loss is priced by the ko halving of that reason. */
bool reasons_move_is_ko(const struct reason_list *l, coord move);

const char *reason_kind_name(enum reason_kind k);      /* "attack_string" */
const char *reason_kind_unit(enum reason_kind k);
/* Parses a feature name; -1 when unknown. */
int reason_kind_parse(const char *name);
/* One reason in words a player reads ("captures D4 (3 stones)"). */
void reason_describe(const struct reason *r, const struct board *b, char *buf, int len);

#endif
