/* summary.c — owns counting a set of game results into the match summary
 * (wins, colours, failures, times, intervals) and printing it. */
#include "match/match.h"

#include <math.h>
#include <string.h>

static void count_result(const struct game_result *r, struct match_summary *s)
{
    struct wdl *by_colour = r->a_color == BLACK ? &s->a_black : &s->a_white;
    switch (r->winner) {
    case 'A':
        s->all.wins++;
        by_colour->wins++;
        break;
    case 'B':
        s->all.losses++;
        by_colour->losses++;
        break;
    case 'D':
        s->all.draws++;
        by_colour->draws++;
        break;
    default:
        s->no_result++;
        return;
    }
    if (r->winner != 'D') {
        bool a_won = r->winner == 'A';
        if (a_won == (r->a_color == BLACK))
            s->black_wins++;
        else
            s->white_wins++;
    }
}

void summary_compute(const struct result_set *set, struct match_summary *s)
{
    memset(s, 0, sizeof *s);
    for (int i = 0; i < set->n; i++) {
        const struct game_result *r = &set->r[i];
        s->games++;
        count_result(r, s);
        s->end_count[r->end]++;
        if (r->fault == 'A' || r->fault == 'B')
            s->ends[r->end][r->fault == 'B']++;
        if (r->disagree) {
            if (strchr(r->disagree_who, 'A'))
                s->disagree[0]++;
            if (strchr(r->disagree_who, 'B'))
                s->disagree[1]++;
        }
        s->a_time += r->a_time;
        s->b_time += r->b_time;
        s->a_moves += r->a_moves;
        s->b_moves += r->b_moves;
    }
    int n = s->all.wins + s->all.losses + s->all.draws;
    s->winrate = stats_wilson(stats_score(&s->all), n, STATS_Z95);
    s->elo = stats_elo(&s->all);
}

/* "+35", "-inf", ... */
static void format_elo(double e, char *buf, int len)
{
    if (isinf(e))
        snprintf(buf, len, "%sinf", e > 0 ? "+" : "-");
    else
        snprintf(buf, len, "%+.0f", fabs(e) < 0.5 ? 0.0 : e);
}

/* The Elo line.  When A won every game or none the point estimate is
 * infinite: the line then gives the finite bound of the 95% interval
 * ("< -7" after 0-4), never an infinity. */
static void print_elo(FILE *f, const struct match_summary *s)
{
    char lo[16], mid[16], hi[16];
    format_elo(s->elo.lo, lo, sizeof lo);
    format_elo(s->elo.mid, mid, sizeof mid);
    format_elo(s->elo.hi, hi, sizeof hi);
    int n = s->all.wins + s->all.losses + s->all.draws;
    if (n == 0)
        fprintf(f, "Elo A - B: unknown (no game counted)\n");
    else if (isinf(s->elo.mid) && s->elo.mid < 0)
        fprintf(f, "Elo A - B: < %s (95%% upper bound; A scored 0 of %d)\n", hi, n);
    else if (isinf(s->elo.mid))
        fprintf(f, "Elo A - B: > %s (95%% lower bound; A scored %d of %d)\n", lo, n, n);
    else
        fprintf(f, "Elo A - B: %s (95%% %s .. %s)\n", mid, lo, hi);
}

static void print_wdl(FILE *f, const char *label, const struct wdl *w)
{
    fprintf(f, "  %-14s %d wins, %d losses, %d draws\n", label, w->wins, w->losses, w->draws);
}

void summary_print(FILE *f, const struct match_header *h, const struct match_summary *s,
                   const struct sprt *sprt)
{
    fprintf(f, "A = %s\nB = %s\n", h->a, h->b);
    fprintf(f, "%dx%d, komi %g, handicap %d, %s rules, referee %s\n", h->size, h->size, h->komi,
            h->handicap, h->rules, h->referee);
    fprintf(f, "games %d: A %d, B %d, draws %d, no result %d\n", s->games, s->all.wins,
            s->all.losses, s->all.draws, s->no_result);
    fprintf(f, "A score %.1f%% (95%% Wilson interval %.1f%% .. %.1f%%)\n",
            100 * stats_score(&s->all), 100 * s->winrate.lo, 100 * s->winrate.hi);
    print_elo(f, s);
    print_wdl(f, "A as black:", &s->a_black);
    print_wdl(f, "A as white:", &s->a_white);
    fprintf(f, "  black won %d, white won %d\n", s->black_wins, s->white_wins);
    fprintf(f, "mean time per move: A %.3f s (%d moves), B %.3f s (%d moves)\n",
            s->a_moves ? s->a_time / s->a_moves : 0.0, s->a_moves,
            s->b_moves ? s->b_time / s->b_moves : 0.0, s->b_moves);
    fprintf(f, "ends:");
    for (int e = 0; e < END_NCODES; e++)
        if (s->end_count[e])
            fprintf(f, " %s %d", game_end_name(e), s->end_count[e]);
    fprintf(f, "\nfailures (A/B): crash %d/%d, illegal %d/%d, timeout %d/%d, rejected %d/%d, "
               "error %d/%d\n",
            s->ends[END_CRASH][0], s->ends[END_CRASH][1], s->ends[END_ILLEGAL][0],
            s->ends[END_ILLEGAL][1], s->ends[END_TIMEOUT][0], s->ends[END_TIMEOUT][1],
            s->ends[END_REJECTED][0], s->ends[END_REJECTED][1], s->ends[END_ERROR][0],
            s->ends[END_ERROR][1]);
    fprintf(f, "final_score disagreeing with the referee: A %d, B %d\n", s->disagree[0],
            s->disagree[1]);
    if (sprt) {
        double llr, lb, ub;
        enum sprt_verdict v = sprt_verdict(sprt, &s->all, &llr);
        sprt_bounds(sprt, &lb, &ub);
        fprintf(f, "SPRT elo0=%g elo1=%g alpha=%g beta=%g: LLR %.3f in [%.3f, %.3f]: %s\n",
                sprt->elo0, sprt->elo1, sprt->alpha, sprt->beta, llr, lb, ub,
                sprt_verdict_name(v));
    }
}
