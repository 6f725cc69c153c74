/* gtp_reading.c — the tactician's GTP commands, with GNU Go 3.8's reply
 * formats: attack, defend, ladder_attack, does_attack, does_defend,
 * attack_either, defend_both, worm_data, the node counter, the depth
 * knobs and clear_cache.
 *
 * The reader (cache, limits, counters) lives in the session's
 * SLOT_READING, created on first use, so depth changes and the node
 * counter persist across commands as in GNU Go.  Result codes are GNU
 * Go's: 0 fails, 1 wins, 2 ko taken first, 3 ko needing a threat.
 */
#include <stdio.h>
#include <string.h>

#include "board/coord.h"
#include "classical/reading/reading.h"
#include "classical/reading/gtp_read_args.h"
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

static struct board *board_of(struct gtp *s) { return &s->game->board; }

static bool one_string(struct gtp *s, int argc, char **argv, struct strbuf *out,
                       struct reading **r, coord *str)
{
    if (!gtp_arg_stone(s, argc >= 2 ? argv[1] : NULL, str, out))
        return false;
    return (*r = reader(s, out)) != NULL;
}

static bool cmd_attack(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    struct reading *r;
    coord str, move;
    if (!one_string(s, argc, argv, out, &r, &str))
        return false;
    int res = reading_attack(r, board_of(s), str, &move);
    gtp_add_read_result(s, out, res, move);
    return true;
}

static bool cmd_defend(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    struct reading *r;
    coord str, move;
    if (!one_string(s, argc, argv, out, &r, &str))
        return false;
    int res = reading_defend(r, board_of(s), str, &move);
    gtp_add_read_result(s, out, res, move);
    return true;
}

static bool cmd_ladder_attack(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    struct reading *r;
    coord str, move;
    if (!one_string(s, argc, argv, out, &r, &str))
        return false;
    if (board_countlib(board_of(s), str) != 2) {
        sb_add(out, "string must have exactly 2 liberties");
        return false;
    }
    int res = reading_ladder_attack(r, board_of(s), str, &move);
    gtp_add_read_result(s, out, res, move);
    return true;
}

/* does_attack / does_defend MOVE STRING */
static bool move_and_string(struct gtp *s, int argc, char **argv, struct strbuf *out,
                            struct reading **r, coord *move, coord *str)
{
    if (!gtp_arg_move_then_stone(s, argc, argv, move, str, out))
        return false;
    return (*r = reader(s, out)) != NULL;
}

static bool cmd_does_attack(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    struct reading *r;
    coord move, str;
    if (!move_and_string(s, argc, argv, out, &r, &move, &str))
        return false;
    sb_printf(out, "%d", reading_gtp_code(reading_does_attack(r, board_of(s), move, str)));
    return true;
}

static bool cmd_does_defend(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    struct reading *r;
    coord move, str;
    if (!move_and_string(s, argc, argv, out, &r, &move, &str))
        return false;
    sb_printf(out, "%d", reading_gtp_code(reading_does_defend(r, board_of(s), move, str)));
    return true;
}

static bool two_strings(struct gtp *s, int argc, char **argv, struct strbuf *out,
                        struct reading **r, coord *a, coord *b)
{
    if (argc < 3) {
        sb_add(out, "two vertices expected");
        return false;
    }
    if (!gtp_arg_stone(s, argv[1], a, out) || !gtp_arg_stone(s, argv[2], b, out))
        return false;
    if (board_of(s)->color[*a] != board_of(s)->color[*b]) {
        sb_add(out, "strings must have the same color");
        return false;
    }
    return (*r = reader(s, out)) != NULL;
}

static bool cmd_attack_either(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    struct reading *r;
    coord a, b;
    if (!two_strings(s, argc, argv, out, &r, &a, &b))
        return false;
    sb_printf(out, "%d", reading_gtp_code(reading_attack_either(r, board_of(s), a, b)));
    return true;
}

static bool cmd_defend_both(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    struct reading *r;
    coord a, b;
    if (!two_strings(s, argc, argv, out, &r, &a, &b))
        return false;
    sb_printf(out, "%d", reading_gtp_code(reading_defend_both(r, board_of(s), a, b)));
    return true;
}

static void add_field(struct strbuf *out, const char *name)
{
    sb_printf(out, "\n%-20s ", name);
}

static void add_worm(struct gtp *s, struct strbuf *out, struct reading *r, coord str)
{
    struct string_tactics t;
    reading_str_status(r, board_of(s), str, &t);
    if (out->len)
        sb_addc(out, '\n');
    gtp_add_vertex(s, out, t.origin);
    sb_addc(out, ':');
    add_field(out, "origin");
    gtp_add_vertex(s, out, t.origin);
    add_field(out, "color");
    sb_add(out, color_name(t.color));
    add_field(out, "size");
    sb_printf(out, "%d", t.size);
    add_field(out, "liberties");
    sb_printf(out, "%d", t.libs);
    add_field(out, "liberties2");
    sb_printf(out, "%d", t.libs2);
    add_field(out, "liberties3");
    sb_printf(out, "%d", t.libs3);
    add_field(out, "liberties4");
    sb_printf(out, "%d", t.libs4);
    add_field(out, "attack_code");
    sb_printf(out, "%d", reading_gtp_code(t.attack_code));
    add_field(out, "attack_point");
    gtp_add_vertex(s, out, t.attack_point);
    add_field(out, "defense_code");
    sb_printf(out, "%d", reading_gtp_code(t.defense_code));
    add_field(out, "defense_point");
    gtp_add_vertex(s, out, t.defense_point);
    add_field(out, "status");
    sb_add(out, str_status_name(t.status));
}

/* worm_data [VERTEX]: one string, or every string in board order. */
static bool cmd_worm_data(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    struct reading *r = reader(s, out);
    if (!r)
        return false;
    struct board *b = board_of(s);
    if (argc >= 2) {
        coord str;
        if (!gtp_arg_stone(s, argv[1], &str, out))
            return false;
        add_worm(s, out, r, str);
        return true;
    }
    FOR_EACH_POINT(b, p) {
        if (b->color[p] == EMPTY)
            continue;
        coord first = p;
        FOR_EACH_STONE(b, p, q)
            if (q < first)
                first = q;
        if (first == p)
            add_worm(s, out, r, p);
    }
    return true;
}

static bool cmd_reset_counter(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    (void)argc, (void)argv;
    struct reading *r = reader(s, out);
    if (!r)
        return false;
    r->stats.nodes = 0;
    return true;
}

static bool cmd_get_counter(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    (void)argc, (void)argv;
    struct reading *r = reader(s, out);
    if (!r)
        return false;
    sb_printf(out, "%ld", r->stats.nodes);
    return true;
}

static bool change_depths(struct gtp *s, struct strbuf *out, int delta)
{
    struct reading *r = reader(s, out);
    if (!r)
        return false;
    reading_change_depths(r, delta);
    return true;
}

static bool cmd_increase_depths(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    (void)argc, (void)argv;
    return change_depths(s, out, 1);
}

static bool cmd_decrease_depths(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    (void)argc, (void)argv;
    return change_depths(s, out, -1);
}

static bool cmd_clear_cache(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    (void)argc, (void)argv;
    struct reading *r = reader(s, out);
    if (!r)
        return false;
    reading_clear_cache(r);
    return true;
}

const struct gtp_command gtp_reading_commands[] = {
    {"attack", cmd_attack},
    {"defend", cmd_defend},
    {"ladder_attack", cmd_ladder_attack},
    {"does_attack", cmd_does_attack},
    {"does_defend", cmd_does_defend},
    {"attack_either", cmd_attack_either},
    {"defend_both", cmd_defend_both},
    {"worm_data", cmd_worm_data},
    {"reset_reading_node_counter", cmd_reset_counter},
    {"get_reading_node_counter", cmd_get_counter},
    {"increase_depths", cmd_increase_depths},
    {"decrease_depths", cmd_decrease_depths},
    {"clear_cache", cmd_clear_cache},
    {NULL, NULL},
};
