/* referee.c — owns the counting of a finished game: moyo's own area or
 * territory count with the dead stones both players agree on, or an
 * external GTP scorer (GNU Go's final_score after replaying the game).
 * The players' own final_score answers are compared with the verdict and
 * every disagreement is recorded. */
#include "match/match.h"

#include <ctype.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "board/coord.h"
#include "gtp/client.h"

#define SCORE_TIMEOUT_MS 60000

bool parse_score_text(const char *text, double *margin)
{
    while (isspace((unsigned char)*text))
        text++;
    if (strcmp(text, "0") == 0 || strncasecmp(text, "jigo", 4) == 0 ||
        strncasecmp(text, "draw", 4) == 0 || strcmp(text, "B+0") == 0 || strcmp(text, "W+0") == 0) {
        *margin = 0.0;
        return true;
    }
    char c = (char)toupper((unsigned char)text[0]);
    if ((c != 'B' && c != 'W') || text[1] != '+')
        return false;
    char *end;
    double v = strtod(text + 2, &end);
    if (end == text + 2 || v < 0 || !isfinite(v))
        return false;
    while (isspace((unsigned char)*end))
        end++;
    if (*end)
        return false;
    *margin = c == 'B' ? v : -v;
    return true;
}

/* Marks the stones of the vertices listed in text (whitespace separated,
 * several lines allowed).  Returns false for text that is not a list. */
static bool parse_vertex_list(const struct board *b, const char *text, bool *dead)
{
    char buf[4096];
    snprintf(buf, sizeof buf, "%s", text);
    for (char *save = NULL, *tok = strtok_r(buf, " \t\r\n", &save); tok;
         tok = strtok_r(NULL, " \t\r\n", &save)) {
        coord p;
        if (!parse_vertex(b, tok, &p) || p == PASS)
            return false;
        if (b->color[p] == BLACK || b->color[p] == WHITE)
            dead[p] = true;
    }
    return true;
}

/* Each player's dead stones: a player who cannot say defers to the other;
 * when both answer, only the stones both call dead are removed. */
static void agreed_dead(const struct game *g, struct gtp_client *black,
                        struct gtp_client *white, bool *dead, struct game_result *r)
{
    bool lists[2][BOARD_MAX_POINTS];
    bool ok[2] = {false, false};
    struct gtp_client *cl[2] = {black, white};
    struct strbuf reply;
    sb_init(&reply);
    for (int i = 0; i < 2; i++) {
        memset(lists[i], 0, sizeof lists[i]);
        ok[i] = cl[i] && !cl[i]->dead &&
                gtp_client_send(cl[i], "final_status_list dead", &reply, SCORE_TIMEOUT_MS) &&
                parse_vertex_list(&g->board, sb_str(&reply), lists[i]);
    }
    sb_free(&reply);
    bool disputed = false;
    for (int p = 0; p < BOARD_MAX_POINTS; p++) {
        if (ok[0] && ok[1]) {
            dead[p] = lists[0][p] && lists[1][p];
            disputed |= lists[0][p] != lists[1][p];
        } else {
            dead[p] = (ok[0] && lists[0][p]) || (ok[1] && lists[1][p]);
        }
    }
    if (disputed)
        snprintf(r->detail, sizeof r->detail,
                 "players disagree on dead stones; only agreed ones removed");
    else if (!ok[0] && !ok[1])
        snprintf(r->detail, sizeof r->detail, "no dead-stone list from either player");
}

static void moyo_count(const struct match_config *cfg, const struct game *g,
                       struct gtp_client *black, struct gtp_client *white,
                       struct game_result *r)
{
    bool dead[BOARD_MAX_POINTS];
    memset(dead, 0, sizeof dead);
    agreed_dead(g, black, white, dead, r);
    struct score sc;
    score_position(&g->board, dead, g->komi, cfg->rules, &sc, NULL);
    r->margin = sc.margin;
}

/* Replays the game into the external scorer and asks final_score. */
static bool gtp_count(const struct match_config *cfg, const struct game *g,
                      struct match_shared *sh, struct game_result *r)
{
    struct gtp_client ref;
    if (!match_start_client(&ref, cfg->referee_cmd, NULL, sh)) {
        snprintf(r->detail, sizeof r->detail, "referee could not start");
        return false;
    }
    struct strbuf reply, cmd;
    sb_init(&reply);
    sb_init(&cmd);
    bool ok = gtp_client_sendf(&ref, &reply, SCORE_TIMEOUT_MS, "boardsize %d", cfg->size) &&
              gtp_client_send(&ref, "clear_board", &reply, SCORE_TIMEOUT_MS) &&
              gtp_client_sendf(&ref, &reply, SCORE_TIMEOUT_MS, "komi %g", g->komi);
    char v[8];
    if (ok && g->nsetup > 0) {
        sb_add(&cmd, "set_free_handicap");
        for (int i = 0; i < g->nsetup; i++)
            sb_printf(&cmd, " %s", format_vertex(&g->board, g->setup[i].point, v));
        ok = gtp_client_send(&ref, sb_str(&cmd), &reply, SCORE_TIMEOUT_MS);
    }
    for (int i = 0; ok && i < g->nmoves; i++)
        ok = gtp_client_sendf(&ref, &reply, SCORE_TIMEOUT_MS, "play %c %s",
                              color_letter(g->moves[i].color),
                              format_vertex(&g->board, g->moves[i].point, v));
    if (ok)
        ok = gtp_client_send(&ref, "final_score", &reply, SCORE_TIMEOUT_MS);
    double m;
    if (ok && parse_score_text(sb_str(&reply), &m)) {
        r->margin = m;
        snprintf(r->ref_score, sizeof r->ref_score, "%s", sb_str(&reply));
    } else {
        snprintf(r->detail, sizeof r->detail, "referee failed: %s",
                 ok ? sb_str(&reply) : ref.dead ? "died" : sb_str(&reply));
        ok = false;
    }
    gtp_client_stop(&ref);
    sb_free(&reply);
    sb_free(&cmd);
    return ok;
}

static int sign(double x)
{
    return x > 0 ? 1 : x < 0 ? -1 : 0;
}

/* Each player's own count, compared with the referee's winner. */
static void compare_players(struct gtp_client *black, struct gtp_client *white,
                            struct game_result *r)
{
    struct gtp_client *cl[2] = {black, white};
    struct strbuf reply;
    sb_init(&reply);
    int len = 0;
    for (int i = 0; i < 2; i++) {
        char who = (i == 0) == (r->a_color == BLACK) ? 'A' : 'B';
        char *dst = who == 'A' ? r->a_score : r->b_score;
        bool ok = cl[i] && !cl[i]->dead &&
                  gtp_client_send(cl[i], "final_score", &reply, SCORE_TIMEOUT_MS);
        snprintf(dst, sizeof r->a_score, "%s", ok ? sb_str(&reply) : "?");
        double m;
        if (ok && parse_score_text(sb_str(&reply), &m) && sign(m) != sign(r->margin)) {
            r->disagree = true;
            r->disagree_who[len++] = who;
        }
    }
    r->disagree_who[len] = '\0';
    if (len == 2 && r->disagree_who[0] == 'B') {
        r->disagree_who[0] = 'A';
        r->disagree_who[1] = 'B';
    }
    sb_free(&reply);
}

void referee_score(const struct match_config *cfg, const struct game *g,
                   struct gtp_client *black, struct gtp_client *white,
                   struct match_shared *sh, struct game_result *r)
{
    if (cfg->referee != REFEREE_GTP || !gtp_count(cfg, g, sh, r))
        moyo_count(cfg, g, black, white, r);
    format_score(r->margin, r->result, sizeof r->result);
    if (!r->ref_score[0])
        snprintf(r->ref_score, sizeof r->ref_score, "%s", r->result);
    compare_players(black, white, r);
    int s = sign(r->margin);
    r->winner = s == 0 ? 'D' : (s > 0) == (r->a_color == BLACK) ? 'A' : 'B';
}
