/* results.c — owns the JSONL results file: one header line describing the
 * match, then one line per finished game, appended as soon as the game
 * ends so an interrupted match resumes where it stopped, and shards merge. */
#include "match/match.h"

#include <errno.h>
#include <stddef.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "match/json_flat.h"

void match_header_from_config(const struct match_config *cfg, struct match_header *h)
{
    memset(h, 0, sizeof *h);
    snprintf(h->a, sizeof h->a, "%s", cfg->a.spec);
    snprintf(h->b, sizeof h->b, "%s", cfg->b.spec);
    h->games = cfg->games;
    h->size = cfg->size;
    h->komi = cfg->komi;
    h->handicap = cfg->handicap;
    snprintf(h->rules, sizeof h->rules, "%s", cfg->rules == RULES_JAPANESE ? "japanese" : "chinese");
    snprintf(h->referee, sizeof h->referee, "%s", cfg->referee_spec);
}

void results_header_json(const struct match_header *h, struct strbuf *out)
{
    sb_add(out, "{\"type\":\"match\",\"a\":");
    json_string(out, h->a);
    sb_add(out, ",\"b\":");
    json_string(out, h->b);
    sb_printf(out, ",\"games\":%d,\"size\":%d,\"komi\":", h->games, h->size);
    json_number(out, h->komi);
    sb_printf(out, ",\"handicap\":%d,\"rules\":", h->handicap);
    json_string(out, h->rules);
    sb_add(out, ",\"referee\":");
    json_string(out, h->referee);
    sb_add(out, ",\"moyo\":\"" MOYO_VERSION "\"}");
}

static void add_str(struct strbuf *out, const char *key, const char *v)
{
    sb_printf(out, ",\"%s\":", key);
    json_string(out, v);
}

static void add_num(struct strbuf *out, const char *key, double v)
{
    sb_printf(out, ",\"%s\":", key);
    json_number(out, v);
}

/* The margin decides a resumed match's statistics, so it is written with
 * every digit a double has (json_number's 6 significant digits turned
 * 18517273.5 into 1.85173e+07: fuzz_results' round trip found it). */
static void add_exact(struct strbuf *out, const char *key, double v)
{
    sb_printf(out, ",\"%s\":", key);
    if (isfinite(v))
        sb_printf(out, "%.17g", v);
    else
        sb_add(out, "null");
}

void results_game_json(const struct game_result *r, struct strbuf *out)
{
    char w[2] = {r->winner, 0}, f[2] = {r->fault, 0};
    sb_printf(out, "{\"type\":\"game\",\"game\":%d", r->index + 1);
    add_str(out, "a_color", r->a_color == BLACK ? "B" : "W");
    add_str(out, "winner", w);
    add_str(out, "result", r->result);
    add_exact(out, "margin", r->margin);
    add_str(out, "end", game_end_name(r->end));
    add_str(out, "fault", f);
    add_str(out, "detail", r->detail);
    add_num(out, "moves", r->moves);
    add_num(out, "a_moves", r->a_moves);
    add_num(out, "b_moves", r->b_moves);
    add_num(out, "a_time", r->a_time);
    add_num(out, "b_time", r->b_time);
    add_num(out, "a_max", r->a_max);
    add_num(out, "b_max", r->b_max);
    add_str(out, "a_score", r->a_score);
    add_str(out, "b_score", r->b_score);
    add_str(out, "ref_score", r->ref_score);
    sb_printf(out, ",\"disagree\":%s", r->disagree ? "true" : "false");
    add_str(out, "disagree_who", r->disagree_who);
    add_str(out, "sgf", r->sgf);
    add_str(out, "opening", r->opening);
    add_num(out, "seconds", r->seconds);
    if (r->a_rss_kb > 0 || r->b_rss_kb > 0) {
        add_num(out, "a_rss_kb", (double)r->a_rss_kb);
        add_num(out, "b_rss_kb", (double)r->b_rss_kb);
    }
    sb_addc(out, '}');
}

struct parse_ctx {
    struct game_result *r;
    struct match_header *h;
    int type;               /* 1 game, 2 header */
    bool have_index;
};

static bool copy_str(char *dst, size_t n, const struct json_value *v)
{
    if (v->type != JSON_STRING)
        return false;
    snprintf(dst, n, "%s", v->str);
    return true;
}

/* A count: an int-sized number, since converting a larger double to int is
 * undefined (the results fuzz target found "games":1e300).  A line with
 * another is malformed. */
static bool count_value(const struct json_value *v, int *out)
{
    if (!(v->num >= -1e9 && v->num <= 1e9))
        return false;
    *out = (int)v->num;
    return true;
}

static bool header_field(struct match_header *h, const char *key, const struct json_value *v)
{
    if (strcmp(key, "a") == 0)
        return copy_str(h->a, sizeof h->a, v);
    if (strcmp(key, "b") == 0)
        return copy_str(h->b, sizeof h->b, v);
    if (strcmp(key, "rules") == 0)
        return copy_str(h->rules, sizeof h->rules, v);
    if (strcmp(key, "referee") == 0)
        return copy_str(h->referee, sizeof h->referee, v);
    if (v->type != JSON_NUMBER)
        return true;        /* unknown or informative ("moyo") */
    if (strcmp(key, "games") == 0)
        return count_value(v, &h->games);
    if (strcmp(key, "size") == 0)
        return count_value(v, &h->size);
    if (strcmp(key, "komi") == 0)
        h->komi = v->num;
    else if (strcmp(key, "handicap") == 0)
        return count_value(v, &h->handicap);
    return true;
}

static bool char_field(char *dst, const struct json_value *v, const char *allowed)
{
    if (v->type != JSON_STRING || strlen(v->str) > 1 || (v->str[0] && !strchr(allowed, v->str[0])))
        return false;
    *dst = v->str[0];
    return true;
}

static bool game_string_field(struct game_result *r, const char *key, const struct json_value *v)
{
    static const struct { const char *key; size_t off, size; } STRS[] = {
        {"result", offsetof(struct game_result, result), sizeof ((struct game_result *)0)->result},
        {"detail", offsetof(struct game_result, detail), sizeof ((struct game_result *)0)->detail},
        {"a_score", offsetof(struct game_result, a_score), sizeof ((struct game_result *)0)->a_score},
        {"b_score", offsetof(struct game_result, b_score), sizeof ((struct game_result *)0)->b_score},
        {"ref_score", offsetof(struct game_result, ref_score), sizeof ((struct game_result *)0)->ref_score},
        {"disagree_who", offsetof(struct game_result, disagree_who), sizeof ((struct game_result *)0)->disagree_who},
        {"sgf", offsetof(struct game_result, sgf), sizeof ((struct game_result *)0)->sgf},
        {"opening", offsetof(struct game_result, opening), sizeof ((struct game_result *)0)->opening},
    };
    for (size_t i = 0; i < sizeof STRS / sizeof STRS[0]; i++)
        if (strcmp(key, STRS[i].key) == 0)
            return copy_str((char *)r + STRS[i].off, STRS[i].size, v);
    if (strcmp(key, "a_color") == 0) {
        if (v->type != JSON_STRING || (strcmp(v->str, "B") && strcmp(v->str, "W")))
            return false;
        r->a_color = v->str[0] == 'B' ? BLACK : WHITE;
        return true;
    }
    if (strcmp(key, "winner") == 0)
        return char_field(&r->winner, v, "ABD-") && r->winner;
    if (strcmp(key, "fault") == 0)
        return char_field(&r->fault, v, "AB");
    if (strcmp(key, "end") == 0)
        return v->type == JSON_STRING && game_end_parse(v->str, &r->end);
    return true;
}

static bool game_number_field(struct parse_ctx *c, const char *key, const struct json_value *v)
{
    struct game_result *r = c->r;
    static const struct { const char *key; size_t off; } NUMS[] = {
        {"margin", offsetof(struct game_result, margin)},
        {"a_time", offsetof(struct game_result, a_time)},
        {"b_time", offsetof(struct game_result, b_time)},
        {"a_max", offsetof(struct game_result, a_max)},
        {"b_max", offsetof(struct game_result, b_max)},
        {"seconds", offsetof(struct game_result, seconds)},
    };
    for (size_t i = 0; i < sizeof NUMS / sizeof NUMS[0]; i++)
        if (strcmp(key, NUMS[i].key) == 0) {
            *(double *)((char *)r + NUMS[i].off) = v->type == JSON_NUMBER ? v->num : NAN;
            return true;
        }
    if (v->type != JSON_NUMBER)
        return v->type == JSON_NULL;
    if (strcmp(key, "game") == 0) {
        if (v->num < 1 || v->num > 1e8)
            return false;
        r->index = (int)v->num - 1;
        c->have_index = true;
    } else if (strcmp(key, "moves") == 0) {
        return count_value(v, &r->moves);
    } else if (strcmp(key, "a_moves") == 0) {
        return count_value(v, &r->a_moves);
    } else if (strcmp(key, "b_moves") == 0) {
        return count_value(v, &r->b_moves);
    } else if (strcmp(key, "a_rss_kb") == 0 || strcmp(key, "b_rss_kb") == 0) {
        if (!(v->num >= 0 && v->num <= 1e12))
            return false;
        *(key[0] == 'a' ? &r->a_rss_kb : &r->b_rss_kb) = (long)v->num;
    }
    return true;
}

static bool on_field(void *ctx, const char *key, const struct json_value *v)
{
    struct parse_ctx *c = ctx;
    if (strcmp(key, "type") == 0) {
        if (v->type != JSON_STRING)
            return false;
        c->type = strcmp(v->str, "game") == 0 ? 1 : strcmp(v->str, "match") == 0 ? 2 : -1;
        return c->type > 0;
    }
    if (header_field(c->h, key, v) && c->type == 2)
        return true;
    if (v->type == JSON_STRING)
        return game_string_field(c->r, key, v);
    if (strcmp(key, "disagree") == 0) {
        c->r->disagree = v->type == JSON_BOOL && v->num != 0;
        return v->type == JSON_BOOL;
    }
    return game_number_field(c, key, v);
}

int results_parse_line(const char *line, struct game_result *r, struct match_header *h,
                       char *err, int errlen)
{
    struct game_result rr;
    struct match_header hh;
    memset(&rr, 0, sizeof rr);
    memset(&hh, 0, sizeof hh);
    rr.winner = '-';
    rr.margin = NAN;
    rr.a_color = BLACK;
    struct parse_ctx c = {&rr, &hh, 0, false};
    if (!json_parse_flat(line, on_field, &c, err, errlen))
        return 0;
    if (c.type == 1 && !c.have_index) {
        snprintf(err, errlen, "game line without \"game\"");
        return 0;
    }
    if (c.type == 1) {
        *r = rr;
        return 1;
    }
    if (c.type == 2) {
        *h = hh;
        return 2;
    }
    snprintf(err, errlen, "line without \"type\"");
    return 0;
}

void results_add(struct result_set *set, const struct game_result *r)
{
    if (set->n == set->cap) {
        set->cap = set->cap ? set->cap * 2 : 64;
        set->r = realloc(set->r, (size_t)set->cap * sizeof *set->r);
        if (!set->r) {
            fprintf(stderr, "moyo: out of memory\n");
            exit(1);
        }
    }
    set->r[set->n++] = *r;
}

void results_free(struct result_set *set)
{
    free(set->r);
    memset(set, 0, sizeof *set);
}

bool results_load(const char *path, struct result_set *set, char *err, int errlen)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        if (errno == ENOENT)
            return true;
        snprintf(err, errlen, "%s: %s", path, strerror(errno));
        return false;
    }
    char *line = NULL;
    size_t cap = 0;
    ssize_t len;
    int lineno = 0;
    while ((len = getline(&line, &cap, f)) >= 0) {
        lineno++;
        if (len == 0 || line[0] == '\n')
            continue;
        struct game_result r;
        struct match_header h;
        char why[160];
        int kind = results_parse_line(line, &r, &h, why, sizeof why);
        if (kind == 1) {
            results_add(set, &r);
        } else if (kind == 2 && !set->have_header) {
            set->header = h;
            set->have_header = true;
        } else if (kind == 2 && !headers_compatible(&set->header, &h)) {
            snprintf(err, errlen, "%s:%d: a second, different match header", path, lineno);
            free(line);
            fclose(f);
            return false;
        } else if (kind == 0) {
            fprintf(stderr, "moyo: %s:%d: skipping malformed line (%s)\n", path, lineno, why);
        }
    }
    free(line);
    fclose(f);
    return true;
}

static int by_index(const void *x, const void *y)
{
    const struct game_result *a = x, *b = y;
    return (a->index > b->index) - (a->index < b->index);
}

void results_sort(struct result_set *set)
{
    /* a game present twice (a shard file merged twice) is counted once */
    if (set->n == 0)
        return;         /* r may be NULL, which qsort must not see */
    qsort(set->r, (size_t)set->n, sizeof *set->r, by_index);
    int w = 0;
    for (int i = 0; i < set->n; i++)
        if (w == 0 || set->r[w - 1].index != set->r[i].index)
            set->r[w++] = set->r[i];
    set->n = w;
}

bool headers_compatible(const struct match_header *x, const struct match_header *y)
{
    return strcmp(x->a, y->a) == 0 && strcmp(x->b, y->b) == 0 && x->size == y->size &&
           x->komi == y->komi && x->handicap == y->handicap &&
           strcmp(x->rules, y->rules) == 0 && strcmp(x->referee, y->referee) == 0;
}
