/* gtp_eyes.c — the eye-space GTP commands: moyo-eye_spaces (text list
 * of a colour's spaces), moyo-eyes_gfx (GoGui picture of both colours'
 * spaces) and eval_eye with GNU Go 3.8's answer format "MIN MAX" plus
 * "ATTACK DEFENCE" when they differ.
 *
 * The tactician that judges inside stones and diagonals is the session's
 * reader (SLOT_READING), shared with the reading commands.  Both colours'
 * spaces of the current position are kept in SLOT_EYES until the
 * position changes (gtp.generation), and a space is evaluated when first
 * asked for, so a run of eval_eye on one position segments it once. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/coord.h"
#include "classical/eyes/eyes.h"
#include "classical/reading/reading.h"
#include "gtp/gtp.h"

static void *make_reader(void) { return reading_new(); }
static void free_reader(void *p) { reading_free(p); }

static struct reading *reader(struct gtp *s, struct strbuf *out)
{
    struct reading *r = gtp_slot(s, SLOT_READING, make_reader, free_reader);
    if (!r)
        sb_add(out, "out of memory");
    return r;
}

struct eyes_cache {
    bool valid[2];
    unsigned long generation;
    struct eyes e[2];
};

static void *make_cache(void) { return calloc(1, sizeof(struct eyes_cache)); }

/* The spaces of color for the current position, segmented (not yet
 * evaluated) once per position. */
static struct eyes *segmented(struct gtp *s, int color, struct strbuf *out)
{
    struct eyes_cache *c = gtp_slot(s, SLOT_EYES, make_cache, free);
    struct reading *r = reader(s, out);
    if (!c || !r) {
        if (!c)
            sb_add(out, "out of memory");
        return NULL;
    }
    if (c->generation != s->generation)
        c->valid[0] = c->valid[1] = false;
    c->generation = s->generation;
    struct eyes *e = &c->e[color - BLACK];
    if (!c->valid[color - BLACK]) {
        eyes_find(e, &s->game->board, color, NULL, r);
        for (int i = 0; i < e->nspaces; i++)
            e->space[i].evaluated = false;
        c->valid[color - BLACK] = true;
    }
    return e;
}

static void evaluated(struct gtp *s, struct eyes *e, struct eye_space *sp)
{
    if (!sp->evaluated)
        eyes_evaluate_space(e, &s->game->board, (int)(sp - e->space), NULL);
}

static struct eyes *find_eyes(struct gtp *s, int color, struct strbuf *out)
{
    struct eyes *e = segmented(s, color, out);
    if (e)
        for (int i = 0; i < e->nspaces; i++)
            evaluated(s, e, &e->space[i]);
    return e;
}

/* "A1 B1 ..." in board order; marginal points get a trailing '!', inside
 * stones a trailing 'x'. */
static void add_space_points(struct gtp *s, struct strbuf *out, const struct eyes *e,
                             const struct eye_space *sp)
{
    /* eyes_find lists each space's points in board order already. */
    const coord *pts = eyes_space_points(e, sp);
    int n = sp->npoints;
    const struct board *b = &s->game->board;
    char v[8];
    for (int i = 0; i < n; i++) {
        sb_printf(out, "%s%s", i ? " " : "", format_vertex(b, pts[i], v));
        if (e->flags[pts[i]] & EYE_MARGINAL)
            sb_addc(out, '!');
        if (e->flags[pts[i]] & EYE_INSIDE)
            sb_addc(out, 'x');
    }
}

/* moyo-eye_spaces COLOR: one line per space, "MIN MAX [A D]: points". */
static bool cmd_eye_spaces(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    int color;
    if (!gtp_arg_color(argc >= 2 ? argv[1] : NULL, &color, out))
        return false;
    struct eyes *e = find_eyes(s, color, out);
    if (!e)
        return false;
    for (int i = 0; i < e->nspaces; i++) {
        const struct eye_space *sp = &e->space[i];
        if (i)
            sb_addc(out, '\n');
        sb_printf(out, "%d %d", sp->min, sp->max);
        if (sp->min != sp->max) {
            sb_addc(out, ' ');
            gtp_add_vertex(s, out, sp->attack);
            sb_addc(out, ' ');
            gtp_add_vertex(s, out, sp->defence);
        }
        sb_add(out, ": ");
        add_space_points(s, out, e, sp);
    }
    return true;
}

/* Is every string around sp dead in the eyes of the other colour (whose
 * analysis judged them)?  Then sp is no eye of its owner. */
static bool walls_dead(const struct eyes *other, const struct eye_space *sp)
{
    for (int i = 0; i < sp->nborder; i++)
        if (!other->dead[sp->border[i]])
            return false;
    return sp->nborder > 0;
}

/* The space holding p: the colour whose walls live and for which p is a
 * core (non-marginal) point first; black before white as in GNU Go. */
static struct eye_space *space_of(struct eyes *both[2], coord p, struct eyes **which)
{
    for (int pass = 0; pass < 3; pass++)
        for (int c = 0; c < 2; c++) {
            struct eye_space *sp = both[c]->id[p] ? &both[c]->space[both[c]->id[p] - 1] : NULL;
            bool core = !(both[c]->flags[p] & EYE_MARGINAL);
            bool alive = sp && !walls_dead(both[1 - c], sp);
            if (sp && (pass == 2 || (alive && (pass || core)))) {
                *which = both[c];
                return sp;
            }
        }
    return NULL;
}

static bool cmd_eval_eye(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    coord p;
    if (!gtp_arg_vertex(s, argc >= 2 ? argv[1] : NULL, &p, out))
        return false;
    if (p == PASS) {
        sb_add(out, "vertex must be on the board");
        return false;
    }
    struct eyes *both[2] = {segmented(s, BLACK, out), NULL};
    if (both[0])
        both[1] = segmented(s, WHITE, out);
    if (!both[1])
        return false;
    struct eyes *which = NULL;
    struct eye_space *sp = space_of(both, p, &which);
    if (!sp)
        sb_add(out, "0 0");
    else {
        evaluated(s, which, sp);
        sb_printf(out, "%d %d", sp->min, sp->max);
        if (sp->min != sp->max) {
            sb_addc(out, ' ');
            gtp_add_vertex(s, out, sp->attack);
            sb_addc(out, ' ');
            gtp_add_vertex(s, out, sp->defence);
        }
    }
    return true;
}

/* GoGui gfx: black's spaces as black territory marks, white's as white;
 * marginal points as MARK, vital points as CIRCLE, labels MIN/MAX at
 * each space's origin. */
static bool cmd_eyes_gfx(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    (void)argc, (void)argv;
    const struct board *b = &s->game->board;
    char v[8];
    struct strbuf marks[4] = {{0}};   /* BLACK, WHITE, MARK, CIRCLE */
    struct strbuf labels = {0};
    for (int c = BLACK; c <= WHITE; c++) {
        struct eyes *e = find_eyes(s, c, out);
        if (!e)
            return false;
        FOR_EACH_POINT(b, p)
            if (e->id[p])
                sb_printf(&marks[(e->flags[p] & EYE_MARGINAL) ? 2 : c - 1], " %s",
                          format_vertex(b, p, v));
        for (int i = 0; i < e->nspaces; i++) {
            const struct eye_space *sp = &e->space[i];
            if (sp->npoints > 12)
                continue;
            sb_printf(&labels, " %s %d/%d", format_vertex(b, sp->origin, v), sp->min, sp->max);
            if (sp->min != sp->max)
                sb_printf(&marks[3], " %s", format_vertex(b, sp->defence, v));
        }
    }
    const char *word[] = {"BLACK", "WHITE", "MARK", "CIRCLE"};
    for (int w = 0; w < 4; w++) {
        sb_printf(out, "%s%s%s", w ? "\n" : "", word[w], sb_str(&marks[w]));
        sb_free(&marks[w]);
    }
    sb_printf(out, "\nLABEL%s", sb_str(&labels));
    sb_free(&labels);
    return true;
}

/* This module's lines of gogui-analyze_commands (src/gtp/registry.c). */
const char gtp_eyes_gogui[] =
    "gfx/Eye spaces/moyo-eyes_gfx\n"
    "string/Eye spaces: black/moyo-eye_spaces black\n"
    "string/Eye spaces: white/moyo-eye_spaces white";

const struct gtp_command gtp_eyes_commands[] = {
    {"eval_eye", cmd_eval_eye},
    {"moyo-eye_spaces", cmd_eye_spaces},
    {"moyo-eyes_gfx", cmd_eyes_gfx},
    {NULL, NULL},
};
