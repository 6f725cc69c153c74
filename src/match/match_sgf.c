/* match_sgf.c — owns the SGF record of a match game: players, result and
 * how the game ended in the root, each move's thinking time in its
 * comment, imposed opening moves marked as such. */
#include "match/match.h"

#include <math.h>
#include <string.h>
#include <time.h>

#include "board/coord.h"

static void sgf_text(struct strbuf *b, const char *ident, const char *text)
{
    sb_printf(b, "%s[", ident);
    for (const char *t = text; *t; t++) {
        if (*t == ']' || *t == '\\')
            sb_addc(b, '\\');
        sb_addc(b, *t);
    }
    sb_addc(b, ']');
}

static void sgf_point(struct strbuf *b, const struct board *bd, coord p)
{
    if (p == PASS)
        return;     /* FF[4]: an empty value is a pass */
    sb_addc(b, (char)('a' + board_col(bd, p)));
    sb_addc(b, (char)('a' + board_row(bd, p)));
}

static void root_comment(struct strbuf *c, const struct match_config *cfg,
                         const struct game_result *r)
{
    sb_printf(c, "moyo match game %d\nA = %s (%s)\nB = %s (%s)\n", r->index + 1, cfg->a.spec,
              r->a_color == BLACK ? "black" : "white", cfg->b.spec,
              r->a_color == BLACK ? "white" : "black");
    sb_printf(c, "result %s, ended by %s", r->result[0] ? r->result : "none",
              game_end_name(r->end));
    if (r->fault)
        sb_printf(c, " (player %c at fault)", r->fault);
    if (r->detail[0])
        sb_printf(c, ": %s", r->detail);
    sb_printf(c, "\nreferee %s: %s; A says %s, B says %s%s\n", cfg->referee_spec,
              r->ref_score[0] ? r->ref_score : "-", r->a_score[0] ? r->a_score : "-",
              r->b_score[0] ? r->b_score : "-", r->disagree ? " (DISAGREEMENT)" : "");
    sb_printf(c, "time: A %.2f s in %d moves (max %.2f s), B %.2f s in %d moves (max %.2f s)",
              r->a_time, r->a_moves, r->a_max, r->b_time, r->b_moves, r->b_max);
    if (r->opening[0])
        sb_printf(c, "\nimposed opening: %s", r->opening);
}

static void root(struct strbuf *b, const struct match_config *cfg, const struct game *g,
                 const struct game_result *r)
{
    sb_printf(b, "(;FF[4]GM[1]CA[UTF-8]AP[moyo]SZ[%d]KM[%g]", cfg->size, cfg->komi);
    sb_add(b, cfg->rules == RULES_JAPANESE ? "RU[Japanese]" : "RU[Chinese]");
    if (g->handicap)
        sb_printf(b, "HA[%d]", g->handicap);
    char date[16];
    time_t t = time(NULL);
    struct tm tm;
    gmtime_r(&t, &tm);
    strftime(date, sizeof date, "%Y-%m-%d", &tm);
    sb_printf(b, "DT[%s]", date);
    sgf_text(b, "PB", r->a_color == BLACK ? cfg->a.spec : cfg->b.spec);
    sgf_text(b, "PW", r->a_color == BLACK ? cfg->b.spec : cfg->a.spec);
    sgf_text(b, "RE", r->result[0] ? r->result : "Void");
    struct strbuf c;
    sb_init(&c);
    root_comment(&c, cfg, r);
    sgf_text(b, "GC", sb_str(&c));
    sb_free(&c);
    if (g->nsetup) {
        sb_add(b, "AB");
        for (int i = 0; i < g->nsetup; i++) {
            sb_addc(b, '[');
            sgf_point(b, &g->board, g->setup[i].point);
            sb_addc(b, ']');
        }
    }
}

bool match_write_sgf(const char *path, const struct match_config *cfg, const struct game *g,
                     const struct game_result *r, const double *move_seconds)
{
    struct strbuf b;
    sb_init(&b);
    root(&b, cfg, g, r);
    for (int i = 0; i < g->nmoves; i++) {
        const struct game_move *m = &g->moves[i];
        sb_printf(&b, "\n;%c[", color_letter(m->color));
        sgf_point(&b, &g->board, m->point);
        sb_addc(&b, ']');
        char note[48];
        if (move_seconds[i] == -1.0)
            snprintf(note, sizeof note, "opening (imposed)");
        else
            snprintf(note, sizeof note, "%.3f s", move_seconds[i]);
        sgf_text(&b, "C", note);
    }
    sb_add(&b, ")\n");
    FILE *f = fopen(path, "w");
    bool ok = f && fputs(sb_str(&b), f) >= 0;
    if (f && fclose(f) != 0)
        ok = false;
    sb_free(&b);
    return ok;
}
