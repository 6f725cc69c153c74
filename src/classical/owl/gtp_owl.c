/* gtp_owl.c — the life-and-death searcher's GTP commands, with GNU Go
 * 3.8's reply formats: owl_attack V, owl_defend V (`CODE MOVE` or `0`),
 * owl_does_attack M V, owl_does_defend M V (the code), and the node
 * counter (get_owl_node_counter, reset_owl_node_counter).
 *
 * The searcher (its cache, limits and counters) lives in the session's
 * SLOT_OWL, created on first use; the dragon whose life is asked about is
 * taken from the session's dragon analysis (gtp_dragons), so owl and
 * dragon_status agree on what the dragon is.
 */
#include <stdio.h>

#include "classical/dragon/dragon_gtp.h"
#include "classical/owl/owl.h"
#include "classical/owl/owl_gtp.h"
#include "classical/pattern_funcs/pattern_gtp.h"
#include "classical/reading/gtp_read_args.h"
#include "gtp/gtp.h"

static void *make_owl(void) { return owl_new(NULL); }
static void free_owl(void *p) { owl_free(p); }

/* The session's owl, matching the session's patterns (load_patterns adds
 * to them) in its move generators. */
struct owl *gtp_owl(struct gtp *s)
{
    struct owl *o = gtp_slot(s, SLOT_OWL, make_owl, free_owl);
    if (o)
        owl_set_patterns(o, gtp_pattern_set(s));
    return o;
}

static struct owl *owl_of(struct gtp *s, struct strbuf *out)
{
    struct owl *o = gtp_owl(s);
    if (!o)
        sb_add(out, "out of memory");
    return o;
}

static struct board *board_of(struct gtp *s) { return &s->game->board; }

static bool one_dragon(struct gtp *s, int argc, char **argv, struct strbuf *out,
                       struct owl **o, coord *str)
{
    if (!gtp_arg_stone(s, argc >= 2 ? argv[1] : NULL, str, out))
        return false;
    return (*o = owl_of(s, out)) != NULL;
}

static bool cmd_owl_attack(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    struct owl *o;
    coord str, move;
    if (!one_dragon(s, argc, argv, out, &o, &str))
        return false;
    int res = owl_attack_report(o, board_of(s), gtp_dragons(s), str, &move);
    gtp_add_read_result(s, out, res, move);
    return true;
}

static bool cmd_owl_defend(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    struct owl *o;
    coord str, move;
    if (!one_dragon(s, argc, argv, out, &o, &str))
        return false;
    int res = owl_defend_report(o, board_of(s), gtp_dragons(s), str, &move);
    gtp_add_read_result(s, out, res, move);
    return true;
}

/* owl_does_attack / owl_does_defend MOVE DRAGON: the reply read as a root,
 * so the answer agrees with owl_defend / owl_attack asked after the move,
 * and checked as those check their own answers.  A save: the owner's
 * counter read as widely as the reply (owl_move_defends_wide), so that
 * owl_does_defend of owl_defend's move agrees with it (with the narrower
 * counter, 10 of owl.tst's 173 dragons had a save that owl_does_defend
 * then refuted).  A kill: the owner's saves at the reply count only when
 * they hold against the attacker's counter read as wide
 * (owl_move_attacks_checked), as owl_defend after the kill checks them
 * (13x13.tst 80: owl_does_attack M3 L4 was 0 while owl_defend L4 after
 * White M3 is 0: M2's save falls to N2). */
static bool move_and_dragon(struct gtp *s, int argc, char **argv, struct strbuf *out,
                            struct owl **o, coord *move, coord *str)
{
    if (!gtp_arg_move_then_stone(s, argc, argv, move, str, out))
        return false;
    return (*o = owl_of(s, out)) != NULL;
}

static bool cmd_owl_does_attack(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    struct owl *o;
    coord move, str;
    if (!move_and_dragon(s, argc, argv, out, &o, &move, &str))
        return false;
    int res = owl_move_attacks_checked(o, board_of(s), gtp_dragons(s), move, str);
    sb_printf(out, "%d", reading_gtp_code(res));
    return true;
}

static bool cmd_owl_does_defend(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    struct owl *o;
    coord move, str;
    if (!move_and_dragon(s, argc, argv, out, &o, &move, &str))
        return false;
    int res = owl_move_defends_wide(o, board_of(s), gtp_dragons(s), move, str);
    sb_printf(out, "%d", reading_gtp_code(res));
    return true;
}

static bool cmd_get_counter(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    (void)argc, (void)argv;
    struct owl *o = owl_of(s, out);
    if (!o)
        return false;
    sb_printf(out, "%ld", o->stats.nodes);
    return true;
}

static bool cmd_reset_counter(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    (void)argc, (void)argv;
    struct owl *o = owl_of(s, out);
    if (!o)
        return false;
    owl_reset_counter(o);
    return true;
}

const struct gtp_command gtp_owl_commands[] = {
    {"owl_attack", cmd_owl_attack},
    {"owl_defend", cmd_owl_defend},
    {"owl_does_attack", cmd_owl_does_attack},
    {"owl_does_defend", cmd_owl_does_defend},
    {"get_owl_node_counter", cmd_get_counter},
    {"reset_owl_node_counter", cmd_reset_counter},
    {NULL, NULL},
};
