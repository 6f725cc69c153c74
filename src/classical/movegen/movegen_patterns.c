/* movegen_patterns.c — move reasons from the pattern knowledge base
 * (the .pat files of patterns/ and the joseki SGF files): every match for the player to move is
 * read by its class and actions.
 *
 *   joseki, fuseki, shape, edge, endgame classes: the pattern's value,
 *     in that kind's unit (the weights table sets what it is worth);
 *   connect / cut actions between two labelled stones of different
 *     dragons: what the weaker side stands to lose, scaled by the
 *     pattern's confidence (its value / 50);
 *   vital points of eye shapes: eyes for an own dragon that still needs
 *     them, or taken from an opposing one, scaled by its weakness;
 *   antisuji: a penalty.
 * Tactical-class patterns are left to the tactician, which reads them. */
#include <stdlib.h>

#include "classical/movegen/movegen.h"
#include "patterns/pattern_match.h"

#define MAX_MATCHES 4096

static float dragon_need(const struct cl_position *pos, coord stone)
{
    const struct dragon *dr = dragon_at(&pos->dragons, stone);
    if (!dr)
        return 0;
    float need = (float)dr->weakness / 100.0f;
    if (cl_position_status(pos, stone) == STATUS_ALIVE && need < 0.3f)
        return 0;
    return need * cl_dragon_stake(pos, stone);
}

/* A connect or cut action between labels x and y: only stones of
 * different dragons have anything to connect. */
static void link_action(struct cl_position *pos, const struct pattern_match *m,
                        const struct pat_action *act, int kind)
{
    coord x = m->label[act->arg[0]], y = m->label[act->arg[1]];
    if (act->arg[0] == 0 || act->arg[1] == 0 || x == PASS || y == PASS)
        return;
    const struct board *b = &pos->b;
    if (b->color[x] == EMPTY || b->color[x] != b->color[y])
        return;
    if (dragon_same(&pos->dragons, x, y))
        return;
    float nx = dragon_need(pos, x), ny = dragon_need(pos, y);
    float stake = nx < ny ? nx : ny;
    /* Connecting the string at stake when the move saves it from capture
     * anyway: its stones are the tactical reason's, only the rest of its
     * dragon's stake is the connection's. */
    coord weaker = nx < ny ? x : y;
    if (kind == PA_CONNECT
        && reasons_move_targets(&pos->reasons, b, m->move, RK_DEFEND_STRING, weaker)) {
        float whole = cl_dragon_stake(pos, weaker);
        float rest = whole - (float)board_string_size(b, weaker);
        stake *= whole > 0 && rest > 0 ? rest / whole : 0.0f;
        if (stake <= 0)
            return;
    }
    float conf = m->pattern->value / 50.0f;
    conf = conf > 1.0f ? 1.0f : conf < 0.2f ? 0.2f : conf;
    reasons_add(&pos->reasons, kind == PA_CONNECT ? RK_CONNECT : RK_CUT, m->move,
                nx < ny ? x : y, stake * conf, 1, m->pattern->name);
}

/* The stone of colour c next to the move (the eye's owner), or PASS. */
static coord neighbour_stone(const struct board *b, coord move, int c)
{
    for (int i = 0; i < 4; i++) {
        coord q = (coord)(move + b->dir[i]);
        if (b->color[q] == c)
            return q;
    }
    for (int i = 0; i < 4; i++) {
        coord q = (coord)(move + b->diag[i]);
        if (b->color[q] == c)
            return q;
    }
    return PASS;
}

/* Is the opposing dragon at stone dead, with none of our stones next to
 * it or across one of its liberties short of life?  Then an eye taken from it takes nothing: it has no
 * life to lose and no race to win (endgame.tst 803: B5, the false eye of
 * White's dead C6 group amid Black's live stones, "took an eye" for 2.5
 * over the save J7).  Next to an own dragon not settled alive (weak:
 * it needs eyes itself) the dead group's eyes still count: they decide
 * the race or the seki (seki.tst 1225: C2 takes an eye from White's B2
 * group in a race with Black's C3). */
#define SETTLED_WEAKNESS 30  /* as movegen_endgame.c's settled dragons */

static bool settled_alive(const struct cl_position *pos, coord stone)
{
    const struct dragon *dr = dragon_at(&pos->dragons, stone);
    return dr && cl_position_status(pos, stone) == STATUS_ALIVE
           && dr->weakness < SETTLED_WEAKNESS;
}

static bool dead_and_harmless(const struct cl_position *pos, coord stone)
{
    if (cl_position_status(pos, stone) != STATUS_DEAD)
        return false;
    const struct board *b = &pos->b;
    FOR_EACH_POINT(b, p) {
        if (b->color[p] != b->color[stone] || !dragon_same(&pos->dragons, p, stone))
            continue;
        for (int k = 0; k < 4; k++) {
            coord q = (coord)(p + b->dir[k]);
            if (b->color[q] == pos->color && !settled_alive(pos, q))
                return false;
            if (b->color[q] != EMPTY)
                continue;
            /* across a liberty: the stones it races against */
            for (int j = 0; j < 4; j++) {
                coord r = (coord)(q + b->dir[j]);
                if (b->color[r] == pos->color && !settled_alive(pos, r))
                    return false;
            }
        }
    }
    return true;
}

/* A space this large makes two eyes whoever moves first (as dragon_life.c's
 * LARGE_SPACE_CORE, here counted over all its points): closing or spoiling one
 * small eye inside it changes no dragon's life, so a vital pattern matched
 * there is no vital point.  The 9x9 games against mc (session 18) played such
 * moves in the endgame: White's J3 "makes an eye for H4" inside its own
 * 21-point area, 4.3 points for a move worth nothing, over a boundary move. */
#define LARGE_EYE_SPACE 12

static bool inside_large_space(const struct cl_position *pos, coord move)
{
    return pos->dragons.eye_owner[move] >= 0
           && pos->dragons.eye_size[move] >= LARGE_EYE_SPACE;
}

static void vital_action(struct cl_position *pos, const struct pattern_match *m)
{
    if (inside_large_space(pos, m->move))
        return;
    /* In a swapped variant the diagram's O is the opponent: the move
     * takes an eye from it instead of making one. */
    int owner = m->variant->swap ? other_color(pos->color) : pos->color;
    coord stone = neighbour_stone(&pos->b, m->move, owner);
    if (stone == PASS)
        return;
    if (owner != pos->color && dead_and_harmless(pos, stone))
        return;
    float need = dragon_need(pos, stone);
    if (need <= 0)
        return;
    float amount = need * m->pattern->value / 100.0f;
    reasons_add(&pos->reasons, owner == pos->color ? RK_MAKE_EYE : RK_DESTROY_EYE, m->move,
                stone, amount, 1, m->pattern->name);
}

static int class_kind(int klass)
{
    switch (klass) {
    case PC_JOSEKI: return RK_JOSEKI;
    case PC_FUSEKI: return RK_FUSEKI;
    case PC_SHAPE: return RK_SHAPE;
    case PC_EDGE: return RK_SHAPE;
    case PC_ENDGAME: return RK_ENDGAME;
    default: return -1;
    }
}

/* Does the shape capture a string its owner could not save even moving
 * first (an attack action on a worm the tactician cannot defend)?  Such a
 * string is dead already: taking it is worth its stones (the tactician's
 * reason), and the ponnuki it leaves is a shape the surrounding stones
 * have in effect anyway.  The 9x9 games against mc (session 18) took dead
 * single stones in atari for "good shape (ponnuki)" +6.0 while boundary
 * moves worth 10 points waited (game 5 move 33: E7 over E2). */
static bool captures_dead_string(const struct cl_position *pos, const struct pattern_match *m)
{
    const struct pattern *pat = m->pattern;
    for (int i = 0; i < pat->nactions; i++) {
        if (pattern_match_action(m, i) != PA_ATTACK || pat->actions[i].arg[0] == 0)
            continue;
        coord a = m->label[pat->actions[i].arg[0]];
        if (a == PASS || pos->b.color[a] == EMPTY)
            continue;
        int wi = pos->dragons.worm_of[a];
        if (wi >= 0 && pos->dragons.worm[wi].defense_code == READ_FAIL)
            return true;
    }
    return false;
}

static void read_match(struct cl_position *pos, const struct pattern_match *m)
{
    const struct pattern *pat = m->pattern;
    bool antisuji = false;
    for (int i = 0; i < pat->nactions; i++) {
        int k = pattern_match_action(m, i);
        if (k == PA_CONNECT || k == PA_CUT)
            link_action(pos, m, &pat->actions[i], k);
        else if (k == PA_VITAL)
            vital_action(pos, m);
        else if (k == PA_ANTISUJI)
            antisuji = true;
    }
    if (antisuji) {
        float v = pat->value < 0 ? -pat->value : pat->value;
        reasons_add(&pos->reasons, RK_BLUNDER, m->move, PASS, v / 10.0f, 0, pat->name);
        return;
    }
    int kind = class_kind(pat->klass);
    float value = pat->value;
    if (kind == RK_ENDGAME)
        value *= (float)(1.0 - cl_opening_stage(&pos->b));
    if (kind == RK_SHAPE && value > 0 && captures_dead_string(pos, m))
        return;
    if (kind >= 0 && value != 0)
        reasons_add(&pos->reasons, (enum reason_kind)kind, m->move, PASS, value, 0,
                    pat->name);
}

void movegen_patterns(struct classical *cl, struct cl_position *pos)
{
    if (!cl->patterns)
        return;
    struct pattern_match *m = malloc(sizeof *m * MAX_MATCHES);
    if (!m)
        return;
    struct status_provider sp = cl_status_provider(pos);
    struct pattern_env env = {.board = &pos->b};
    env.data[PENV_READING] = cl->reading;
    env.data[PENV_INFLUENCE] = &pos->inf;
    env.data[PENV_DRAGONS] = &sp;
    unsigned classes = PCLASS_ALL & ~(1u << PC_TACTICAL);
    int n = pattern_scan(cl->patterns, &env, pos->color, classes, m, MAX_MATCHES);
    if (n > MAX_MATCHES)
        n = MAX_MATCHES;
    for (int i = 0; i < n; i++)
        read_match(pos, &m[i]);
    pattern_env_release(&env);
    free(m);
}
