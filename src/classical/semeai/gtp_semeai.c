/* gtp_semeai.c — the race reader's GTP commands: analyze_semeai A B in
 * GNU Go 3.8's answer format "DEFENCE ATTACK MOVE" (the defence of A and
 * the attack on B with A's owner moving first; codes as the tactician's:
 * 1 wins, 0 fails), and its node counter.
 *
 * The reader lives in the session's SLOT_SEMEAI; the dragons come from
 * the session's dragon analysis (classical/dragon/dragon_gtp.h).
 */
#include "board/coord.h"
#include "classical/dragon/dragon_gtp.h"
#include "classical/reading/reading.h"
#include "classical/semeai/semeai.h"
#include "classical/semeai/semeai_gtp.h"
#include "gtp/gtp.h"

static void *make_semeai(void) { return semeai_new(); }
static void free_semeai(void *p) { semeai_free(p); }

struct semeai *gtp_semeai(struct gtp *s)
{
    return gtp_slot(s, SLOT_SEMEAI, make_semeai, free_semeai);
}

static struct semeai *reader(struct gtp *s, struct strbuf *out)
{
    struct semeai *r = gtp_semeai(s);
    if (!r)
        sb_add(out, "out of memory");
    return r;
}

static bool cmd_analyze_semeai(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    coord a, bb;
    if (argc < 3) {
        sb_add(out, "expected two vertices");
        return false;
    }
    if (!gtp_arg_stone(s, argv[1], &a, out) || !gtp_arg_stone(s, argv[2], &bb, out))
        return false;
    struct board *b = &s->game->board;
    if (b->color[a] == b->color[bb]) {
        sb_add(out, "the dragons must be of opposite colors");
        return false;
    }
    struct semeai *r = reader(s, out);
    const struct dragon_analysis *an = r ? gtp_dragons(s) : NULL;
    if (!r || !an) {
        if (r)
            sb_add(out, "out of memory");
        return false;
    }
    struct semeai_result res;
    if (!semeai_analyze_dragons(r, b, an, a, bb, &res)) {
        sb_add(out, "cannot analyze these dragons");
        return false;
    }
    sb_printf(out, "%d %d ", reading_gtp_code(res.defence), reading_gtp_code(res.attack));
    gtp_add_vertex(s, out, res.move);
    return true;
}

static bool cmd_get_counter(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    (void)argc, (void)argv;
    struct semeai *r = reader(s, out);
    if (!r)
        return false;
    sb_printf(out, "%ld", r->stats.nodes);
    return true;
}

static bool cmd_reset_counter(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    (void)argc, (void)argv;
    struct semeai *r = reader(s, out);
    if (!r)
        return false;
    semeai_reset_counter(r);
    return true;
}

const struct gtp_command gtp_semeai_commands[] = {
    {"analyze_semeai", cmd_analyze_semeai},
    {"moyo-get_semeai_node_counter", cmd_get_counter},
    {"moyo-reset_semeai_node_counter", cmd_reset_counter},
    {NULL, NULL},
};
