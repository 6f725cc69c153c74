/* analyze_patterns.c — the patterns section of `moyo analyze`: every match
 * of the pattern database (built-in, plus `--patterns FILE`) for the
 * player to move, best value first, with class, orientation and actions;
 * as text and as JSON. */
#include <stdlib.h>
#include <string.h>

#include "analyze/analyze.h"
#include "board/coord.h"
#include "classical/reading/reading.h"
#include "patterns/pattern_match.h"
#include "util/json.h"

#define MAX_SHOWN 4096

struct matches {
    struct pattern_set *set;
    struct board *b;
    struct pattern_match *m;
    int n, shown, color;
};

static int by_value(const void *x, const void *y)
{
    const struct pattern_match *a = x, *b = y;
    if (a->pattern->value != b->pattern->value)
        return a->pattern->value > b->pattern->value ? -1 : 1;
    if (a->move != b->move)
        return a->move < b->move ? -1 : 1;
    return strcmp(a->pattern->name, b->pattern->name);
}

static bool collect(const struct analysis *a, struct matches *r)
{
    memset(r, 0, sizeof *r);
    r->b = malloc(sizeof *r->b);
    r->m = malloc(sizeof *r->m * MAX_SHOWN);
    if (!r->b || !r->m) {
        free(r->b);
        free(r->m);
        return false;
    }
    r->set = pattern_set_new_builtin();
    if (a->patterns)
        pattern_set_add(r->set, a->patterns, false);
    /* Constraints may read (trymove/popmove): work on a copy. */
    board_copy(r->b, &a->game->board);
    struct pattern_env env = {.board = r->b};
    env.data[PENV_READING] = reading_new();
    r->color = a->game->to_move;
    r->n = pattern_scan(r->set, &env, r->color, PCLASS_ALL, r->m, MAX_SHOWN);
    r->shown = r->n < MAX_SHOWN ? r->n : MAX_SHOWN;
    qsort(r->m, (size_t)r->shown, sizeof *r->m, by_value);
    pattern_env_release(&env);
    reading_free(env.data[PENV_READING]);
    return true;
}

static void release(struct matches *r)
{
    board_free(r->b);
    free(r->b);
    free(r->m);
    pattern_set_free(r->set);
}

static int action_nargs(int kind)
{
    return kind == PA_CONNECT || kind == PA_CUT ? 2 : kind == PA_ATTACK || kind == PA_DEFEND;
}

/* "shape +", "joseki good", "connect F17 D17" ... */
static void action_text(const struct pattern_match *m, const struct board *b, int i,
                        struct strbuf *o)
{
    const struct pat_action *act = &m->pattern->actions[i];
    int kind = pattern_match_action(m, i);
    sb_add(o, pattern_action_name(kind));
    if (kind == PA_SHAPE)
        sb_add(o, act->sign > 0 ? " +" : " -");
    else if (kind == PA_JOSEKI)
        sb_printf(o, " %s", joseki_quality_name(act->sign));
    for (int k = 0; k < action_nargs(kind); k++) {
        char v[8];
        sb_printf(o, " %s", format_vertex(b, m->label[act->arg[k]], v));
    }
}

void analyze_patterns_text(const struct analysis *a, FILE *out)
{
    struct matches r;
    if (!collect(a, &r)) {
        fprintf(out, "patterns: out of memory\n");
        return;
    }
    fprintf(out, "patterns: %d match%s for %s (to move), %d patterns in the database\n", r.n,
            r.n == 1 ? "" : "es", color_name(r.color), pattern_set_count(r.set));
    struct strbuf acts;
    sb_init(&acts);
    for (int i = 0; i < r.shown; i++) {
        const struct pattern_match *m = &r.m[i];
        char v[8];
        sb_clear(&acts);
        for (int k = 0; k < m->pattern->nactions; k++) {
            if (k)
                sb_add(&acts, ", ");
            action_text(m, r.b, k, &acts);
        }
        fprintf(out, "  %-4s %-34s %-10s %6g  %-6s%s  %s\n", format_vertex(r.b, m->move, v),
                m->pattern->name, pattern_class_name(m->pattern->klass),
                (double)m->pattern->value, pattern_sym_name(m->variant->sym),
                m->variant->swap ? "/swap" : "     ", sb_str(&acts));
    }
    sb_free(&acts);
    release(&r);
}

void analyze_patterns_json(const struct analysis *a, struct strbuf *o)
{
    struct matches r;
    if (!collect(a, &r)) {
        sb_add(o, "[]");
        return;
    }
    sb_addc(o, '[');
    struct strbuf acts;
    sb_init(&acts);
    for (int i = 0; i < r.shown; i++) {
        const struct pattern_match *m = &r.m[i];
        char v[8];
        sb_add(o, i ? ",{\"vertex\":" : "{\"vertex\":");
        json_string(o, format_vertex(r.b, m->move, v));
        sb_add(o, ",\"pattern\":");
        json_string(o, m->pattern->name);
        sb_add(o, ",\"class\":");
        json_string(o, pattern_class_name(m->pattern->klass));
        sb_add(o, ",\"value\":");
        json_number(o, m->pattern->value);
        sb_add(o, ",\"symmetry\":");
        json_string(o, pattern_sym_name(m->variant->sym));
        sb_printf(o, ",\"swap\":%s,\"actions\":[", m->variant->swap ? "true" : "false");
        for (int k = 0; k < m->pattern->nactions; k++) {
            sb_clear(&acts);
            action_text(m, r.b, k, &acts);
            if (k)
                sb_addc(o, ',');
            json_string(o, sb_str(&acts));
        }
        sb_add(o, "]}");
    }
    sb_addc(o, ']');
    sb_free(&acts);
    release(&r);
}
