/* gtp_score.c — owns the end-of-game commands final_score and
 * final_status_list, and the hook that decides which stones are dead.
 *
 * gtp_final_position is THE place where dead-stone knowledge plugs in: the
 * scorer of src/classical/influence/score_estimate.h (Benson's unconditional life,
 * the status providers registered there, and ownership over random
 * completions; seki found from liberties nobody can fill).  It is the
 * referee's count whatever engine plays: an engine's own dead_stones
 * callback is its private opinion (the MC engine's agrees with GNU Go on
 * fewer finished games: 211 of 220 against 216, tests/differential/
 * score.test), so it does not decide the score. */
#include <string.h>

#include "board/coord.h"
#include "board/score.h"
#include "classical/dragon/dragon_gtp.h"
#include "classical/influence/score_estimate.h"
#include "gtp/gtp.h"
#include "gtp/gtp_cmds.h"

/* The engine's own opinion (moyo-scorer engine): its dead stones, no seki,
 * counted by the game's rules.  False when the engine has none. */
static bool engine_position(struct gtp *s, uint8_t *status, uint8_t *owner, struct score *sc)
{
    bool dead[BOARD_MAX_POINTS];
    if (!s->engine->dead_stones || !s->engine->dead_stones(s->engine, s->game, dead))
        return false;
    const struct board *b = &s->game->board;
    FOR_EACH_POINT(b, p)
        status[p] = b->color[p] == EMPTY ? STATUS_UNKNOWN : dead[p] ? STATUS_DEAD : STATUS_ALIVE;
    score_position(b, dead, s->game->komi, s->game->rules, sc, owner);
    return true;
}

/* Status of every stone, owner of every point, and the score. */
static void gtp_final_position(struct gtp *s, uint8_t *status, uint8_t *owner,
                               struct score *sc)
{
    if (s->scorer_engine && engine_position(s, status, owner, sc))
        return;
    /* The session's dragon analysis speaks first after Benson. */
    struct status_chain chain = {0};
    const struct dragon_analysis *a = gtp_dragons(s);
    if (a)
        chain.p[chain.n++] = (struct status_provider){"dragons", (void *)a, dragon_status_settled};
    struct score_options so = {0, 0, &chain};
    score_final(s->game, &so, sc, status, owner);
}

void gtp_dead_stones(struct gtp *s, bool *dead)
{
    uint8_t status[BOARD_MAX_POINTS], owner[BOARD_MAX_POINTS];
    struct score sc;
    gtp_final_position(s, status, owner, &sc);
    for (int i = 0; i < BOARD_MAX_POINTS; i++)
        dead[i] = i < s->game->board.npoints && status[i] == STATUS_DEAD;
}

/* moyo-scorer [engine|classical]: who decides final_score and
 * final_status_list.  Without an argument, says which. */
bool gtp_cmd_moyo_scorer(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    if (argc < 2) {
        sb_add(out, s->scorer_engine ? "engine" : "classical");
        return true;
    }
    if (argc != 2 || (strcmp(argv[1], "engine") != 0 && strcmp(argv[1], "classical") != 0)) {
        sb_add(out, "usage: moyo-scorer [engine|classical]");
        return false;
    }
    s->scorer_engine = argv[1][0] == 'e';
    return true;
}

bool gtp_cmd_final_score(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    (void)argc, (void)argv;
    uint8_t status[BOARD_MAX_POINTS], owner[BOARD_MAX_POINTS];
    struct score sc;
    gtp_final_position(s, status, owner, &sc);
    char buf[32];
    format_score(sc.margin, buf, sizeof buf);
    sb_add(out, buf);
    return true;
}

/* Empty points by owner: one line of vertices. */
static void add_points_owned(struct gtp *s, const uint8_t *owner, int who, struct strbuf *out)
{
    const struct board *b = &s->game->board;
    bool first = true;
    FOR_EACH_POINT(b, p) {
        if (b->color[p] != EMPTY || owner[p] != who)
            continue;
        if (!first)
            sb_addc(out, ' ');
        gtp_add_vertex(s, out, p);
        first = false;
    }
}

bool gtp_cmd_final_status_list(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    static const char *const WORDS[] = {"alive", "dead", "seki", "black_territory",
                                        "white_territory", "dame"};
    if (argc < 2) {
        sb_add(out, "missing status");
        return false;
    }
    int which = -1;
    for (int i = 0; i < 6; i++)
        if (strcmp(argv[1], WORDS[i]) == 0)
            which = i;
    if (which < 0) {
        sb_add(out, "invalid status");
        return false;
    }
    const struct board *b = &s->game->board;
    uint8_t status[BOARD_MAX_POINTS], owner[BOARD_MAX_POINTS];
    struct score sc;
    gtp_final_position(s, status, owner, &sc);
    if (which >= 3) {
        add_points_owned(s, owner, which == 3 ? BLACK : which == 4 ? WHITE : EMPTY, out);
        return true;
    }
    static const uint8_t WANT[] = {STATUS_ALIVE, STATUS_DEAD, STATUS_SEKI};
    bool keep[BOARD_MAX_POINTS];
    memset(keep, 0, sizeof keep);
    FOR_EACH_POINT(b, p)
        keep[p] = b->color[p] != EMPTY && status[p] == WANT[which];
    gtp_add_strings(s, out, keep);
    return true;
}
