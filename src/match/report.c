/* report.c — owns the HTML match report: one self-contained page with the
 * summary, inline SVG charts (running score with its Wilson band, running
 * Elo with its interval, score margins, time per move) and a table of the
 * games linking to their SGF files. */
#include "match/match.h"

#include <errno.h>
#include <libgen.h>
#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "match/svgchart.h"

#define ELO_CLAMP 800.0
#define CHART_W 720
#define CHART_H 260

/* Running statistics after each game, in game order. */
struct series {
    int n;
    double *x, *score, *lo, *hi, *elo, *elo_lo, *elo_hi, *margin, *a_tpm, *b_tpm;
    const char **bar_fill;
};

static double clamp_elo(double e)
{
    return e > ELO_CLAMP ? ELO_CLAMP : e < -ELO_CLAMP ? -ELO_CLAMP : e;
}

static void series_build(const struct result_set *set, struct series *s)
{
    int n = set->n;
    s->n = n;
    double **arrays[] = {&s->x, &s->score, &s->lo, &s->hi, &s->elo, &s->elo_lo, &s->elo_hi,
                         &s->margin, &s->a_tpm, &s->b_tpm};
    for (size_t i = 0; i < sizeof arrays / sizeof arrays[0]; i++)
        *arrays[i] = calloc((size_t)n + 1, sizeof(double));
    s->bar_fill = calloc((size_t)n + 1, sizeof *s->bar_fill);
    struct wdl w = {0, 0, 0};
    for (int i = 0; i < n; i++) {
        const struct game_result *r = &set->r[i];
        w.wins += r->winner == 'A';
        w.losses += r->winner == 'B';
        w.draws += r->winner == 'D';
        int games = w.wins + w.losses + w.draws;
        s->x[i] = i + 1;
        s->score[i] = stats_score(&w);
        struct interval iv = stats_wilson(s->score[i], games, STATS_Z95);
        s->lo[i] = iv.lo;
        s->hi[i] = iv.hi;
        struct interval e = stats_elo(&w);
        s->elo[i] = clamp_elo(e.mid);
        s->elo_lo[i] = clamp_elo(e.lo);
        s->elo_hi[i] = clamp_elo(e.hi);
        /* the margin from A's side: positive when A is ahead on the board */
        s->margin[i] = r->a_color == BLACK ? r->margin : -r->margin;
        s->bar_fill[i] = s->margin[i] > 0 ? "#2a7" : "#c33";
        s->a_tpm[i] = r->a_moves ? r->a_time / r->a_moves : NAN;
        s->b_tpm[i] = r->b_moves ? r->b_time / r->b_moves : NAN;
    }
}

static void series_free(struct series *s)
{
    double *arrays[] = {s->x, s->score, s->lo, s->hi, s->elo, s->elo_lo, s->elo_hi,
                        s->margin, s->a_tpm, s->b_tpm};
    for (size_t i = 0; i < sizeof arrays / sizeof arrays[0]; i++)
        free(arrays[i]);
    free(s->bar_fill);
}

static void range_of(const double *v, int n, double *lo, double *hi)
{
    for (int i = 0; i < n; i++)
        if (isfinite(v[i])) {
            if (v[i] < *lo)
                *lo = v[i];
            if (v[i] > *hi)
                *hi = v[i];
        }
}

/* A running estimate with its band and a dashed line at "even". */
static void chart_running(struct strbuf *b, const struct chart *c, const struct series *s,
                          const double *lo, const double *mid, const double *hi,
                          double even, const char *fill, const char *stroke)
{
    svg_chart_begin(b, c);
    svg_chart_band(b, c, s->x, lo, hi, s->n, fill);
    svg_chart_hline(b, c, even, "#888");
    svg_chart_line(b, c, s->x, mid, s->n, stroke);
    svg_chart_end(b);
}

static void chart_score(struct strbuf *b, const struct series *s)
{
    struct chart c = {CHART_W, CHART_H, 1, s->n > 1 ? s->n : 2, 0, 1,
                      "Score of A after each game (95% Wilson band)", "games", "score of A"};
    chart_running(b, &c, s, s->lo, s->score, s->hi, 0.5, "#69c", "#148");
}

static void chart_elo(struct strbuf *b, const struct series *s)
{
    double lo = -100, hi = 100;
    range_of(s->elo_lo, s->n, &lo, &hi);
    range_of(s->elo_hi, s->n, &lo, &hi);
    struct chart c = {CHART_W, CHART_H, 1, s->n > 1 ? s->n : 2, lo, hi,
                      "Elo of A over B (95% interval, clamped at +-800)", "games", "Elo"};
    chart_running(b, &c, s, s->elo_lo, s->elo, s->elo_hi, 0, "#e94", "#a40");
}

static void chart_margins(struct strbuf *b, const struct series *s)
{
    double lo = -10, hi = 10;
    range_of(s->margin, s->n, &lo, &hi);
    lo *= 1.1, hi *= 1.1;     /* room above the tallest bar */
    struct chart c = {CHART_W, CHART_H, 0.5, s->n + 0.5, lo, hi,
                      "Score margin of each counted game, from A's side", "game", "points"};
    svg_chart_begin(b, &c);
    svg_chart_hline(b, &c, 0, "#888");
    svg_chart_bars(b, &c, s->x, s->margin, s->bar_fill, s->n);
    svg_chart_legend(b, &c, 0, "#2a7", "A ahead");
    svg_chart_legend(b, &c, 1, "#c33", "B ahead");
    svg_chart_end(b);
}

static void chart_times(struct strbuf *b, const struct series *s)
{
    double lo = 0, hi = 0.01;
    range_of(s->a_tpm, s->n, &lo, &hi);
    range_of(s->b_tpm, s->n, &lo, &hi);
    struct chart c = {CHART_W, CHART_H, 0.5, s->n + 0.5, 0, hi * 1.1,
                      "Mean time per move in each game", "game", "seconds"};
    svg_chart_begin(b, &c);
    svg_chart_points(b, &c, s->x, s->a_tpm, s->n, "#148");
    svg_chart_points(b, &c, s->x, s->b_tpm, s->n, "#a40");
    svg_chart_legend(b, &c, 0, "#148", "A");
    svg_chart_legend(b, &c, 1, "#a40", "B");
    svg_chart_end(b);
}

/* The path of dir relative to the folder holding file (both may be
 * relative to the working directory). */
static void relative_dir(const char *file, const char *dir, char *out, size_t len)
{
    char fcopy[PATH_MAX], from[PATH_MAX], to[PATH_MAX];
    snprintf(fcopy, sizeof fcopy, "%s", file);
    if (!realpath(dirname(fcopy), from) || !realpath(dir, to)) {
        snprintf(out, len, "%s", dir);
        return;
    }
    size_t common = 0;
    for (size_t i = 0; from[i] && from[i] == to[i]; i++)
        if (from[i + 1] == '/' || from[i + 1] == '\0')
            if (to[i + 1] == '/' || to[i + 1] == '\0')
                common = i + 1;
    if (strcmp(from, "/") == 0)
        common = 0;
    struct strbuf rel;
    sb_init(&rel);
    sb_add(&rel, "");
    for (const char *p = from + common; *p; p++)
        if (*p == '/')
            sb_add(&rel, "../");
    const char *rest = to + common;
    if (*rest == '/')
        rest++;
    if (*rest) {
        sb_add(&rel, rest);
        sb_addc(&rel, '/');
    }
    snprintf(out, len, "%s", sb_str(&rel));
    sb_free(&rel);
}

static void html_head(struct strbuf *b, const struct match_header *h)
{
    sb_add(b, "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>");
    sb_add(b, "moyo match: ");
    xml_escape(b, h->a);
    sb_add(b, " vs ");
    xml_escape(b, h->b);
    sb_add(b, "</title>\n<style>\nbody{font-family:sans-serif;margin:2em;max-width:64em}\n"
              "table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:2px 6px;"
              "font-size:90%}\nth{background:#eee}.fail{color:#b00}pre{background:#f6f6f6;"
              "padding:1em}\n</style>\n</head>\n<body>\n<h1>moyo match</h1>\n");
}

static void html_summary(struct strbuf *b, const struct match_header *h,
                         const struct result_set *set, const struct sprt *sprt)
{
    struct match_summary s;
    summary_compute(set, &s);
    char *text = NULL;
    size_t len = 0;
    FILE *mem = open_memstream(&text, &len);
    if (mem) {
        summary_print(mem, h, &s, sprt);
        fclose(mem);
    }
    sb_add(b, "<h2>Summary</h2>\n<pre>");
    xml_escape(b, text ? text : "");
    sb_add(b, "</pre>\n");
    free(text);
}

static void html_games(struct strbuf *b, const struct result_set *set, const char *link_dir)
{
    sb_add(b, "<h2>Games</h2>\n<table>\n<tr><th>#</th><th>A plays</th><th>result</th>"
              "<th>winner</th><th>ended by</th><th>moves</th><th>A s/move</th>"
              "<th>B s/move</th><th>referee / A / B count</th><th>notes</th><th>SGF</th></tr>\n");
    for (int i = 0; i < set->n; i++) {
        const struct game_result *r = &set->r[i];
        bool failed = r->fault || r->disagree;
        sb_printf(b, "<tr%s><td>%d</td><td>%s</td><td>", failed ? " class=\"fail\"" : "",
                  r->index + 1, r->a_color == BLACK ? "black" : "white");
        xml_escape(b, r->result);
        char by[8] = "";
        if (r->fault)
            snprintf(by, sizeof by, " by %c", r->fault);
        sb_printf(b, "</td><td>%c</td><td>%s%s</td><td>%d</td><td>%.3f</td><td>%.3f</td><td>",
                  r->winner, game_end_name(r->end), by, r->moves,
                  r->a_moves ? r->a_time / r->a_moves : 0.0,
                  r->b_moves ? r->b_time / r->b_moves : 0.0);
        xml_escape(b, r->ref_score);
        sb_add(b, " / ");
        xml_escape(b, r->a_score);
        sb_add(b, " / ");
        xml_escape(b, r->b_score);
        sb_add(b, r->disagree ? " (disagree)</td><td>" : "</td><td>");
        xml_escape(b, r->detail);
        sb_add(b, "</td><td>");
        if (r->sgf[0]) {
            sb_add(b, "<a href=\"");
            xml_escape(b, link_dir);
            xml_escape(b, r->sgf);
            sb_add(b, "\">");
            xml_escape(b, r->sgf);
            sb_add(b, "</a>");
        }
        sb_add(b, "</td></tr>\n");
    }
    sb_add(b, "</table>\n");
}

bool report_write(const char *path, const struct match_header *h,
                  const struct result_set *set, const char *sgf_dir,
                  const struct sprt *sprt, char *err, int errlen)
{
    struct strbuf b;
    sb_init(&b);
    html_head(&b, h);
    html_summary(&b, h, set, sprt);
    struct series s;
    series_build(set, &s);
    sb_add(&b, "<h2>Charts</h2>\n");
    chart_score(&b, &s);
    chart_elo(&b, &s);
    chart_margins(&b, &s);
    chart_times(&b, &s);
    series_free(&s);
    char link_dir[PATH_MAX];
    relative_dir(path, sgf_dir, link_dir, sizeof link_dir);
    html_games(&b, set, link_dir);
    sb_add(&b, "<p>Written by moyo match.  Each game's SGF holds the players, the result, how "
               "the game ended and every move's time.</p>\n</body>\n</html>\n");
    FILE *f = fopen(path, "w");
    bool ok = f && fputs(sb_str(&b), f) >= 0;
    if (f && fclose(f) != 0)
        ok = false;
    if (!ok)
        snprintf(err, errlen, "cannot write %s: %s", path, strerror(errno));
    sb_free(&b);
    return ok;
}
