/* gtp_dragon.c — the dragon GTP commands, with GNU Go 3.8's answer
 * formats: dragon_status [V], same_dragon A B, dragon_stones [V],
 * dragon_data [V], and the GoGui analyze entries for them.
 *
 * The analysis lives in the session's SLOT_ANALYSIS, keyed by the
 * session's generation: computed once per position and shared by every
 * command (and by final_score's status chain, gtp_score.c).  The slot
 * also keeps the eye shapes the analyses solved on the spot, for the
 * session's life (dragon.h, dragon_eye_memo_new). */
#include <stdlib.h>
#include <string.h>

#include "board/coord.h"
#include "classical/dragon/dragon.h"
#include "classical/dragon/dragon_gtp.h"
#include "classical/eyes/eyes.h"
#include "classical/owl/owl_gtp.h"
#include "classical/semeai/semeai_gtp.h"
#include "gtp/gtp.h"
#include "classical/pattern_funcs/pattern_gtp.h"

struct dragon_slot {
    bool valid;
    unsigned long generation;
    struct dragon_analysis a;
    struct eye_memo *eyes;
};

static void *make_slot(void)
{
    struct dragon_slot *d = calloc(1, sizeof *d);
    if (d && !(d->eyes = dragon_eye_memo_new())) {
        free(d);
        d = NULL;
    }
    return d;
}
static void free_slot(void *p)
{
    struct dragon_slot *d = p;
    if (d && d->valid)
        dragon_analysis_free(&d->a);
    if (d)
        eye_memo_free(d->eyes);
    free(d);
}
static void *make_reader(void) { return reading_new(); }
static void free_reader(void *p) { reading_free(p); }

const struct dragon_analysis *gtp_dragons(struct gtp *s)
{
    struct dragon_slot *d = gtp_slot(s, SLOT_ANALYSIS, make_slot, free_slot);
    struct reading *r = gtp_slot(s, SLOT_READING, make_reader, free_reader);
    if (!d || !r)
        return NULL;
    if (d->valid && d->generation == s->generation && d->a.size == s->game->board.size)
        return &d->a;
    if (d->valid)
        dragon_analysis_free(&d->a);
    d->valid = dragon_analyze(&d->a, &s->game->board, r, gtp_pattern_set(s), d->eyes);
    d->generation = s->generation;
    return d->valid ? &d->a : NULL;
}

static const struct dragon_analysis *analysis(struct gtp *s, struct strbuf *out)
{
    const struct dragon_analysis *a = gtp_dragons(s);
    if (!a)
        sb_add(out, "out of memory");
    return a;
}

static const struct board *board_of(struct gtp *s) { return &s->game->board; }

const char *dragon_status_word(enum stone_status st)
{
    switch (st) {
    case STATUS_ALIVE: return "alive";
    case STATUS_DEAD: return "dead";
    case STATUS_CRITICAL: return "critical";
    case STATUS_SEKI: return "alive";   /* GNU Go's dragon_status has no seki */
    default: return "unknown";
    }
}

static void add_status_words(struct gtp *s, struct strbuf *out, enum stone_status st,
                             coord attack, coord defence)
{
    sb_add(out, dragon_status_word(st));
    if (st == STATUS_CRITICAL) {
        sb_addc(out, ' ');
        gtp_add_vertex(s, out, attack);
        sb_addc(out, ' ');
        gtp_add_vertex(s, out, defence);
    }
}

/* The searcher's verdict (owl_dragon_verdict) for the dragon asked
 * about: a static alive or dead verdict stands unless the searcher's
 * kill or save holds when the reply is read as widely as a root would
 * read it (ld_owl.tst 100 -> 106; docs/life-and-death.md).  For the
 * neighbours the race correction asks about (report: false), the static
 * status where it says alive or dead and the engine's cheaper reading
 * (owl_dragon_status) where it does not: the stricter reading of every
 * neighbour too changed no ld_owl.tst answer and cost more time. */
static enum stone_status searched_status(struct gtp *s, const struct dragon_analysis *a, int d,
                                         bool report, coord *attack, coord *defence)
{
    const struct dragon *dr = &a->dragon[d];
    enum stone_status st = dr->status;
    *attack = dr->attack_point;
    *defence = dr->defense_point;
    struct owl *o = gtp_owl(s);
    if (o && report)
        st = owl_dragon_verdict(o, &s->game->board, a, d, attack, defence);
    else if (o && (st == STATUS_UNKNOWN || st == STATUS_CRITICAL))
        st = owl_dragon_status(o, &s->game->board, a, d, attack, defence);
    return st;
}

struct status_ctx {
    struct gtp *s;
    const struct dragon_analysis *a;
};

static enum stone_status neighbour_status(void *ctx, int e)
{
    struct status_ctx *c = ctx;
    coord attack, defence;
    return searched_status(c->s, c->a, e, false, &attack, &defence);
}

/* "alive" / "critical ATTACK DEFENCE" ...: the searched status, corrected
 * by the race against a touching opponent dragon that is dead or
 * critical too (semeai_dragon_status: a seki of two eyeless groups, a
 * group that lives by capturing its neighbour). */
static void add_status(struct gtp *s, struct strbuf *out, const struct dragon_analysis *a,
                       const struct dragon *d)
{
    int di = (int)(d - a->dragon);
    coord attack, defence;
    enum stone_status st = searched_status(s, a, di, true, &attack, &defence);
    struct semeai *r = gtp_semeai(s);
    struct status_ctx ctx = {s, a};
    if (r)
        st = semeai_dragon_status(r, &s->game->board, a, di, st, neighbour_status, &ctx, &attack,
                                  &defence);
    add_status_words(s, out, st, attack, defence);
}

static bool cmd_dragon_status(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    coord p = PASS;
    if (argc >= 2 && !gtp_arg_stone(s, argv[1], &p, out))
        return false;
    const struct dragon_analysis *a = analysis(s, out);
    if (!a)
        return false;
    if (p != PASS) {
        add_status(s, out, a, dragon_at(a, p));
        return true;
    }
    for (int i = 0; i < a->ndragons; i++) {
        if (i)
            sb_addc(out, '\n');
        gtp_add_vertex(s, out, a->dragon[i].origin);
        sb_add(out, ": ");
        add_status(s, out, a, &a->dragon[i]);
    }
    return true;
}

static bool cmd_same_dragon(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    coord p, q;
    if (argc < 3) {
        sb_add(out, "two vertices expected");
        return false;
    }
    if (!gtp_arg_stone(s, argv[1], &p, out) || !gtp_arg_stone(s, argv[2], &q, out))
        return false;
    const struct dragon_analysis *a = analysis(s, out);
    if (!a)
        return false;
    sb_add(out, dragon_same(a, p, q) ? "1" : "0");
    return true;
}

static void add_dragon_stones(struct gtp *s, struct strbuf *out,
                              const struct dragon_analysis *a, int d)
{
    coord *pts = malloc(sizeof *pts * BOARD_MAX_POINTS);
    if (!pts)
        return;
    int n = dragon_stones_of(a, board_of(s), d, pts, BOARD_MAX_POINTS);
    gtp_add_vertices(s, out, pts, n);
    free(pts);
}

typedef void dragon_printer(struct gtp *s, struct strbuf *out, const struct dragon_analysis *a,
                            int d);

/* `COMMAND [V]`: the dragon holding V, or every dragon one per line. */
static bool for_dragons(struct gtp *s, int argc, char **argv, struct strbuf *out,
                        dragon_printer *print)
{
    coord p = PASS;
    if (argc >= 2 && !gtp_arg_stone(s, argv[1], &p, out))
        return false;
    const struct dragon_analysis *a = analysis(s, out);
    if (!a)
        return false;
    if (p != PASS) {
        print(s, out, a, dragon_index_at(a, p));
        return true;
    }
    for (int i = 0; i < a->ndragons; i++) {
        if (i)
            sb_addc(out, '\n');
        print(s, out, a, i);
    }
    return true;
}

static bool cmd_dragon_stones(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    return for_dragons(s, argc, argv, out, add_dragon_stones);
}

static void kv(struct strbuf *out, const char *key)
{
    sb_printf(out, "%-24s", key);
}

static void add_dragon_data(struct gtp *s, struct strbuf *out, const struct dragon_analysis *a,
                            int d)
{
    const struct dragon *dr = &a->dragon[d];
    gtp_add_vertex(s, out, dr->origin);
    sb_add(out, ":\n");
    kv(out, "color");
    sb_printf(out, "%s\n", dr->color == BLACK ? "black" : "white");
    kv(out, "origin");
    gtp_add_vertex(s, out, dr->origin);
    sb_addc(out, '\n');
    kv(out, "size");
    sb_printf(out, "%d\n", dr->stones);
    kv(out, "effective_size");
    sb_printf(out, "%.2f\n", dr->effective_size);
    kv(out, "worms");
    sb_printf(out, "%d\n", dr->nworms);
    kv(out, "eye_spaces");
    sb_printf(out, "%d\n", dr->eye_spaces);
    /* "-": not evaluated, the group can run (dragon_life.c) */
    kv(out, "eyes_min");
    sb_printf(out, dr->eyes_known ? "%d\n" : "-\n", dr->eyes_min);
    kv(out, "eyes_max");
    sb_printf(out, dr->eyes_known ? "%d\n" : "-\n", dr->eyes_max);
    kv(out, "escape_route");
    sb_printf(out, "%d\n", dr->escape);
    kv(out, "benson_alive");
    sb_printf(out, "%s\n", dr->benson ? "yes" : "no");
    kv(out, "tactically_dead");
    sb_printf(out, "%s\n", dr->dead_worm ? "yes" : "no");
    kv(out, "weakness");
    sb_printf(out, "%.2f\n", dr->weakness / 100.0);
    kv(out, "membership");
    sb_printf(out, "%.2f\n", dr->min_membership);
    kv(out, "status");      /* the static status, as the points below */
    add_status_words(s, out, dr->status, dr->attack_point, dr->defense_point);
    sb_addc(out, '\n');
    kv(out, "attack_point");
    gtp_add_vertex(s, out, dr->attack_point);
    sb_addc(out, '\n');
    kv(out, "defense_point");
    gtp_add_vertex(s, out, dr->defense_point);
    sb_addc(out, '\n');
    kv(out, "neighbors");
    for (int i = 0; i < dr->nneighbors; i++) {
        gtp_add_vertex(s, out, a->dragon[dr->neighbor[i]].origin);
        sb_addc(out, ' ');
    }
    sb_addc(out, '\n');
    kv(out, "strings");
    const struct board *b = board_of(s);
    FOR_EACH_POINT(b, p)
        if (a->dragon_of[p] == d && a->worm[a->worm_of[p]].origin == p) {
            gtp_add_vertex(s, out, p);
            sb_addc(out, ' ');
        }
}

static bool cmd_dragon_data(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    return for_dragons(s, argc, argv, out, add_dragon_data);
}

/* GoGui picture: each dragon coloured by status, the attack (triangle) and
 * defence (square) points of critical ones. */
static bool cmd_dragon_gfx(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    (void)argc, (void)argv;
    const struct dragon_analysis *a = analysis(s, out);
    if (!a)
        return false;
    static const char *const COLOR[] = {"gray", "green", "red", "blue", "orange"};
    const struct board *b = board_of(s);
    for (int st = STATUS_UNKNOWN; st <= STATUS_CRITICAL; st++) {
        bool any = false;
        FOR_EACH_POINT(b, p) {
            int d = a->dragon_of[p];
            if (d < 0 || (int)a->dragon[d].status != st)
                continue;
            sb_add(out, any ? " " : (out->len ? "\nCOLOR " : "COLOR "));
            if (!any)
                sb_printf(out, "%s ", COLOR[st]);
            gtp_add_vertex(s, out, p);
            any = true;
        }
    }
    for (int i = 0; i < a->ndragons; i++) {
        const struct dragon *d = &a->dragon[i];
        if (d->status != STATUS_CRITICAL)
            continue;
        sb_add(out, out->len ? "\nTRIANGLE " : "TRIANGLE ");
        gtp_add_vertex(s, out, d->attack_point);
        sb_add(out, "\nSQUARE ");
        gtp_add_vertex(s, out, d->defense_point);
    }
    return true;
}

const struct gtp_command gtp_dragon_commands[] = {
    {"moyo-dragon_status_gfx", cmd_dragon_gfx},
    {"dragon_status", cmd_dragon_status},
    {"same_dragon", cmd_same_dragon},
    {"dragon_stones", cmd_dragon_stones},
    {"dragon_data", cmd_dragon_data},
    {NULL, NULL},
};

/* This module's lines of gogui-analyze_commands (src/gtp/registry.c);
 * none takes a point, so each runs as GoGui sends it. */
const char gtp_dragon_gogui[] =
    "gfx/Dragon status (colours)/moyo-dragon_status_gfx\n"
    "string/Dragon status/dragon_status\n"
    "string/Dragon stones/dragon_stones\n"
    "string/Dragon data/dragon_data";
