/* gtp_score.c — owns the end-of-game commands final_score and
 * final_status_list, and the hook that decides which stones are dead.
 *
 * gtp_dead_stones is THE place where dead-stone knowledge plugs in: today
 * it asks the engine and, when the engine has no opinion, honestly marks
 * nothing dead (so the score is the plain count of the board as it
 * stands).  The influence/life-and-death module replaces that default. */
#include <string.h>

#include "board/coord.h"
#include "board/score.h"
#include "gtp/gtp.h"
#include "gtp/gtp_cmds.h"

void gtp_dead_stones(struct gtp *s, bool *dead)
{
    memset(dead, 0, sizeof(bool) * BOARD_MAX_POINTS);
    struct engine *e = s->engine;
    if (e->dead_stones && e->dead_stones(e, s->game, dead))
        return;
    memset(dead, 0, sizeof(bool) * BOARD_MAX_POINTS);
}

bool gtp_cmd_final_score(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    (void)argc, (void)argv;
    bool dead[BOARD_MAX_POINTS];
    gtp_dead_stones(s, dead);
    /* Area counting gives white one point per handicap stone, as the
     * Chinese rules (and GNU Go under them) do: black's extra stones would
     * otherwise count twice, once as stones and once by the area they
     * secure. */
    const struct game *g = s->game;
    double komi = g->komi + (g->rules == RULES_CHINESE ? g->handicap : 0);
    struct score sc;
    score_position(&g->board, dead, komi, g->rules, &sc, NULL);
    char buf[32];
    format_score(sc.margin, buf, sizeof buf);
    sb_add(out, buf);
    return true;
}

bool gtp_cmd_final_status_list(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    if (argc < 2) {
        sb_add(out, "missing status");
        return false;
    }
    const struct board *b = &s->game->board;
    bool dead[BOARD_MAX_POINTS], keep[BOARD_MAX_POINTS];
    gtp_dead_stones(s, dead);
    bool want_dead = strcmp(argv[1], "dead") == 0;
    bool want_alive = strcmp(argv[1], "alive") == 0;
    /* Seki needs life-and-death knowledge the default does not have: the
     * list stays empty until the hook above provides it. */
    if (!want_dead && !want_alive && strcmp(argv[1], "seki") != 0) {
        sb_add(out, "invalid status");
        return false;
    }
    memset(keep, 0, sizeof keep);
    FOR_EACH_POINT(b, p) {
        if (b->color[p] == BLACK || b->color[p] == WHITE)
            keep[p] = (want_dead && dead[p]) || (want_alive && !dead[p]);
    }
    gtp_add_strings(s, out, keep);
    return true;
}
