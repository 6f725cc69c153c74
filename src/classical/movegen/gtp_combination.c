/* gtp_combination.c — GTP for the combination reader (combination.h),
 * with GNU Go 3.8's answer formats:
 *   combination_attack COLOR   the move of COLOR that wins something by a
 *                              combination, PASS when there is none;
 *   combination_defend COLOR   the opponent's moves that leave COLOR no
 *                              combination, in board order; PASS when
 *                              COLOR has none to stop.
 * Targets come from the session's dragon analysis (dragon_gtp.h); the
 * tactician is the session's (SLOT_READING). */
#include <stdlib.h>

#include "classical/movegen/combination.h"
#include "classical/dragon/dragon_gtp.h"
#include "gtp/gtp.h"

static void *make_reader(void) { return reading_new(); }
static void free_reader(void *p) { reading_free(p); }

/* Parses COLOR and prepares the reader for it; false with the error
 * written. */
static bool setup(struct gtp *s, int argc, char **argv, struct strbuf *out,
                  struct combination *c)
{
    int color;
    if (argc < 2) {
        sb_add(out, "invalid color");
        return false;
    }
    if (!gtp_arg_color(argv[1], &color, out))
        return false;
    const struct dragon_analysis *a = gtp_dragons(s);
    struct reading *r = gtp_slot(s, SLOT_READING, make_reader, free_reader);
    if (!a || !r) {
        sb_add(out, "out of memory");
        return false;
    }
    combination_init(c, r, &s->game->board, a, NULL, color);
    return true;
}

static bool cmd_combination_attack(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    struct combination *c = malloc(sizeof *c);
    if (!c) {
        sb_add(out, "out of memory");
        return false;
    }
    bool ok = setup(s, argc, argv, out, c);
    if (ok) {
        struct combination_move m[COMBINATION_MAX];
        int n = combination_attacks(c, m, COMBINATION_MAX);
        gtp_add_vertex(s, out, n > 0 ? m[0].move : PASS);
    }
    free(c);
    return ok;
}

static bool cmd_combination_defend(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    struct combination *c = malloc(sizeof *c);
    if (!c) {
        sb_add(out, "out of memory");
        return false;
    }
    bool ok = setup(s, argc, argv, out, c);
    if (ok) {
        coord d[BOARD_MAX_POINTS];
        int n = combination_defences(c, d, BOARD_MAX_POINTS);
        if (n == 0)
            gtp_add_vertex(s, out, PASS);
        else
            gtp_add_vertices(s, out, d, n);
    }
    free(c);
    return ok;
}

const struct gtp_command gtp_combination_commands[] = {
    {"combination_attack", cmd_combination_attack},
    {"combination_defend", cmd_combination_defend},
    {NULL, NULL},
};
