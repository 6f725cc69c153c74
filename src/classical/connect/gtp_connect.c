/* gtp_connect.c — connection reading over GTP, with GNU Go 3.8's reply
 * formats: connect A B and disconnect A B ("CODE MOVE", or "0"), the
 * connection node counter, and worm_cutstone V.
 *
 * The connection reader lives in the session's SLOT_CONNECTION, so its
 * cache and node counter persist across commands; the capture questions
 * go to the session's tactician (SLOT_READING), which shares its cache
 * with attack/defend.
 */
#include <stdio.h>

#include "board/coord.h"
#include "classical/connect/connect.h"
#include "classical/reading/reading.h"
#include "classical/reading/gtp_read_args.h"
#include "gtp/gtp.h"

static void *make_reader(void) { return reading_new(); }
static void free_reader(void *p) { reading_free(p); }
static void *make_connection(void) { return connection_new(NULL); }
static void free_connection(void *p) { connection_free(p); }

/* The session's connection reader, wired to the session's tactician.
 * Created with a tactician of its own, which is replaced (and freed) by
 * the shared one on first use. */
static struct connection *connection_of(struct gtp *s, struct strbuf *out)
{
    struct connection *c = gtp_slot(s, SLOT_CONNECTION, make_connection, free_connection);
    struct reading *r = gtp_slot(s, SLOT_READING, make_reader, free_reader);
    if (!c || !r) {
        sb_add(out, "out of memory");
        return NULL;
    }
    if (c->owns_tactics) {
        reading_free(c->tactics);
        c->owns_tactics = false;
    }
    c->tactics = r;
    return c;
}

static struct board *board_of(struct gtp *s) { return &s->game->board; }

static bool two_strings(struct gtp *s, int argc, char **argv, struct strbuf *out,
                        struct connection **c, coord *a, coord *b)
{
    if (argc != 3) {
        sb_add(out, "two vertices expected");
        return false;
    }
    if (!gtp_arg_stone(s, argv[1], a, out) || !gtp_arg_stone(s, argv[2], b, out))
        return false;
    if (board_of(s)->color[*a] != board_of(s)->color[*b]) {
        sb_add(out, "vertices must have the same color");
        return false;
    }
    return (*c = connection_of(s, out)) != NULL;
}

static bool cmd_connect(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    struct connection *c;
    coord a, b, move;
    if (!two_strings(s, argc, argv, out, &c, &a, &b))
        return false;
    int res = connect_strings(c, board_of(s), a, b, &move);
    gtp_add_read_result(s, out, res, move);
    return true;
}

static bool cmd_disconnect(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    struct connection *c;
    coord a, b, move;
    if (!two_strings(s, argc, argv, out, &c, &a, &b))
        return false;
    int res = disconnect_strings(c, board_of(s), a, b, &move);
    gtp_add_read_result(s, out, res, move);
    return true;
}

static bool cmd_get_counter(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    (void)argc, (void)argv;
    struct connection *c = connection_of(s, out);
    if (!c)
        return false;
    sb_printf(out, "%ld", c->stats.nodes);
    return true;
}

static bool cmd_reset_counter(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    (void)argc, (void)argv;
    struct connection *c = connection_of(s, out);
    if (!c)
        return false;
    connection_reset_counter(c);
    return true;
}

static bool cmd_worm_cutstone(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    coord str;
    if (argc != 2) {
        sb_add(out, "one vertex expected");
        return false;
    }
    if (!gtp_arg_stone(s, argv[1], &str, out))
        return false;
    sb_printf(out, "%d", connect_cutstone(board_of(s), str));
    return true;
}

const struct gtp_command gtp_connect_commands[] = {
    {"connect", cmd_connect},
    {"disconnect", cmd_disconnect},
    {"get_connection_node_counter", cmd_get_counter},
    {"reset_connection_node_counter", cmd_reset_counter},
    {"worm_cutstone", cmd_worm_cutstone},
    {NULL, NULL},
};
