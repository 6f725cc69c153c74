/* gtp_influence.c — owns the GTP commands of the influence function and of
 * score estimation: set_influence_mode, initial_influence, move_influence,
 * estimate_score, new_score, and the GoGui analyze commands that draw the
 * influence, territory and ownership maps.
 *
 * initial_influence / move_influence answer in GNU Go's layout: one row
 * per board line from the top, values white-positive ("%6.2f ").  Our
 * own `control` and `regions` kinds are black-positive integers, like the
 * rest of moyo.  The maps take the status of strings (which radiate,
 * which are dead) from the tactician (the session's reader), with the
 * liberty-based default for strings it finds stable: cheap enough for a
 * GUI to redraw after every move.  new_score and the ownership board use
 * random completions instead.
 */
#include <stdlib.h>
#include <string.h>

#include "board/coord.h"
#include "classical/influence/influence.h"
#include "classical/dragon/dragon_gtp.h"
#include "classical/influence/influence_render.h"
#include "classical/influence/score_estimate.h"
#include "gtp/gtp.h"

#define GTP_OWNERSHIP_PLAYOUTS 256

struct influence_state {
    enum influence_mode mode;
    struct tactics_status *tactics;
    const struct dragon_analysis *dragons;  /* the session's, current position */
    uint64_t key;                   /* position + side the ownership is for */
    bool have_own;
    struct ownership own;
    struct influence inf;
};

static void *state_make(void)
{
    return calloc(1, sizeof(struct influence_state));
}

static void state_free(void *p)
{
    struct influence_state *st = p;
    tactics_status_free(st->tactics);
    free(st);
}

static void *reader_make(void) { return reading_new(); }
static void reader_free(void *p) { reading_free(p); }

static struct influence_state *state_of(struct gtp *s)
{
    struct influence_state *st = gtp_slot(s, SLOT_INFLUENCE, state_make, state_free);
    if (st && !st->tactics) {
        struct reading *r = gtp_slot(s, SLOT_READING, reader_make, reader_free);
        if (r)
            st->tactics = tactics_status_new(r);
    }
    if (st)
        st->dragons = gtp_dragons(s);
    return st;
}

static uint64_t position_key(const struct board *b, int to_move)
{
    return b->hash ^ ((uint64_t)to_move * 0x9e3779b97f4a7c15ull)
         ^ ((uint64_t)b->size << 56) ^ ((uint64_t)b->captures[BLACK] << 40)
         ^ ((uint64_t)b->captures[WHITE] << 48);
}

/* Ownership of b with to_move first, cached for the last position asked. */
static const struct ownership *ownership_of(struct influence_state *st, const struct board *b,
                                            int to_move)
{
    uint64_t key = position_key(b, to_move);
    if (!st->have_own || st->key != key) {
        ownership_for_verdicts(b, to_move, GTP_OWNERSHIP_PLAYOUTS, 0, &st->own);
        st->key = key;
        st->have_own = true;
    }
    return &st->own;
}

static enum stone_status chain_status(void *ctx, const struct board *b, coord p)
{
    return status_chain_ask(ctx, b, p);
}

/* Maps of b in the given modes into maps[].  At the end of a game (two
 * passes) strings take the scorer's statuses, so the dead stones of
 * final_status_list radiate for their captor; before, the dragons'
 * (which abstain on any other position than the game's) and then the
 * tactician's. */
static void compute_maps_of(struct influence_state *st, const struct game *g,
                            const struct board *b, const enum influence_mode *modes, int n,
                            struct influence *maps)
{
    uint8_t status[BOARD_MAX_POINTS];
    struct status_provider final = {"final", status, status_from_array};
    struct status_chain chain = {0};
    if (st->dragons)
        chain.p[chain.n++] = (struct status_provider){"dragons", (void *)st->dragons,
                                                      dragon_status_provider};
    if (st->tactics)
        chain.p[chain.n++] = (struct status_provider){"tactics", st->tactics, tactics_status};
    struct status_provider both = {"dragons+tactics", &chain, chain_status};
    const struct status_provider *sp = chain.n ? &both : NULL;
    if (b == &g->board && game_over(g)) {
        score_stone_status(b, g->to_move, NULL, status, NULL);
        sp = &final;
    }
    for (int i = 0; i < n; i++)
        influence_compute(&maps[i], b, modes[i], sp);
}

/* The map of b (the game's position or one derived from it) in the
 * session's mode, into st->inf. */
static void compute_map(struct influence_state *st, const struct game *g,
                        const struct board *b)
{
    compute_maps_of(st, g, b, &st->mode, 1, &st->inf);
}

/* ---- output layouts ---------------------------------------------------- */

static double territory_value(const struct influence *inf, const struct board *b, coord p)
{
    static const double WORTH[] = {0.0, 0.25, 0.5, 1.0};
    int r = inf->region[p];
    double v = WORTH[abs(r)];
    if (b->color[p] != EMPTY)
        v = r ? 2.0 : 0.0;          /* a dead stone: its point and a prisoner */
    return r > 0 ? -v : v;           /* GNU Go: white positive */
}

static bool write_kind(const struct influence *inf, const struct board *b, const char *kind,
                       struct strbuf *out)
{
    enum { RAW_W, RAW_B, TERRITORY, CONTROL, REGIONS } k;
    if (strcmp(kind, "white_influence") == 0)
        k = RAW_W;
    else if (strcmp(kind, "black_influence") == 0)
        k = RAW_B;
    else if (strcmp(kind, "territory_value") == 0)
        k = TERRITORY;
    else if (strcmp(kind, "control") == 0)
        k = CONTROL;
    else if (strcmp(kind, "influence_regions") == 0 || strcmp(kind, "regions") == 0)
        k = REGIONS;
    else {
        sb_printf(out, "unknown influence kind '%s' (white_influence, black_influence, "
                       "territory_value, control, influence_regions)", kind);
        return false;
    }
    for (int r = 0; r < b->size; r++) {
        if (r)
            sb_addc(out, '\n');
        for (int c = 0; c < b->size; c++) {
            coord p = board_point(b, r, c);
            switch (k) {
            case RAW_W: sb_printf(out, "%6.2f ", inf->white[p]); break;
            case RAW_B: sb_printf(out, "%6.2f ", inf->black[p]); break;
            case TERRITORY: sb_printf(out, "%6.2f ", territory_value(inf, b, p)); break;
            case CONTROL: sb_printf(out, "%3d ", inf->control[p]); break;
            case REGIONS: sb_printf(out, "%2d ", inf->region[p]); break;
            }
        }
    }
    return true;
}

/* ---- commands ---------------------------------------------------------- */

static bool cmd_set_influence_mode(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    enum influence_mode m;
    if (argc != 2 || !parse_influence_mode(argv[1], &m)) {
        sb_add(out, "usage: set_influence_mode 1/d|1/2^d (or inverse|exponential)");
        return false;
    }
    state_of(s)->mode = m;
    return true;
}

static bool cmd_initial_influence(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    int color;
    if (argc != 3) {
        sb_add(out, "usage: initial_influence COLOR KIND");
        return false;
    }
    if (!gtp_arg_color(argv[1], &color, out))
        return false;
    /* COLOR (GNU Go: the side to move) does not change a static map. */
    struct influence_state *st = state_of(s);
    compute_map(st, s->game, &s->game->board);
    return write_kind(&st->inf, &s->game->board, argv[2], out);
}

static bool cmd_move_influence(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    int color;
    coord p;
    if (argc != 4) {
        sb_add(out, "usage: move_influence COLOR MOVE KIND");
        return false;
    }
    if (!gtp_arg_color(argv[1], &color, out) || !gtp_arg_vertex(s, argv[2], &p, out))
        return false;
    struct board *b = malloc(sizeof *b);
    if (!b) {
        sb_add(out, "out of memory");
        return false;
    }
    board_copy(b, &s->game->board);
    enum move_error e = board_play(b, color, p);
    bool ok = e == MOVE_OK;
    if (!ok) {
        sb_printf(out, "illegal move: %s", move_error_text(e));
    } else {
        struct influence_state *st = state_of(s);
        compute_map(st, s->game, b);
        ok = write_kind(&st->inf, b, argv[3], out);
    }
    board_free(b);
    free(b);
    return ok;
}

/* "W+12.5 (upper bound: -8.5, lower: -16.5)": GNU Go's layout, whose
 * bounds are white-minus-black. */
static bool cmd_estimate_score(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    (void)argc, (void)argv;
    struct influence_state *st = state_of(s);
    struct influence_estimate est;
    char buf[32];
    compute_map(st, s->game, &s->game->board);
    influence_estimate(&st->inf, &s->game->board, s->game->komi, &est);
    format_score(est.margin, buf, sizeof buf);
    sb_printf(out, "%s (upper bound: %.1f, lower: %.1f)", buf, -est.lower, -est.upper);
    return true;
}

/* Ownership count: each point to whoever holds it in most completions,
 * counted by the game's rules. */
static bool cmd_new_score(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    (void)argc, (void)argv;
    const struct game *g = s->game;
    struct score sc;
    char buf[32];
    score_by_ownership(g, ownership_of(state_of(s), &g->board, g->to_move), &sc);
    format_score(sc.margin, buf, sizeof buf);
    sb_add(out, buf);
    return true;
}

/* ---- pictures -------------------------------------------------------- */

/* Maps of the current position in the modes named by `which` (1/d, 1/2^d
 * or both).  Returns how many maps (0: bad mode, message in out). */
static int compute_maps(struct gtp *s, const char *which, struct influence *maps,
                        const char **titles, struct strbuf *out)
{
    enum influence_mode modes[2];
    int n = 0;
    if (strcmp(which, "both") == 0) {
        modes[n++] = INFLUENCE_INV_D;
        modes[n++] = INFLUENCE_INV_2D;
    } else if (parse_influence_mode(which, &modes[0])) {
        n = 1;
    } else {
        sb_printf(out, "unknown influence mode '%s' (1/d, 1/2^d or both)", which);
        return 0;
    }
    compute_maps_of(state_of(s), s->game, &s->game->board, modes, n, maps);
    for (int i = 0; i < n; i++)
        titles[i] = modes[i] == INFLUENCE_INV_D ? "influence 1/d (Many Faces)"
                                                : "influence 1/2^d (Go Intellect)";
    return n;
}

/* moyo-influence_map [MODE|both]: the text territory map. */
static bool cmd_influence_map(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    struct influence *maps = malloc(2 * sizeof *maps);
    const char *titles[2];
    if (!maps) {
        sb_add(out, "out of memory");
        return false;
    }
    int n = compute_maps(s, argc >= 2 ? argv[1] : influence_mode_name(state_of(s)->mode),
                         maps, titles, out);
    const struct influence *ptr[2] = {&maps[0], &maps[1]};
    if (n)
        influence_text_map(out, &s->game->board, ptr, n);
    free(maps);
    return n > 0;
}

/* moyo-influence_svg FILE [MODE|both]: writes the SVG picture. */
static bool cmd_influence_svg(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    if (argc < 2) {
        sb_add(out, "usage: moyo-influence_svg FILE [1/d|1/2^d|both]");
        return false;
    }
    struct influence *maps = malloc(2 * sizeof *maps);
    const char *titles[2];
    if (!maps) {
        sb_add(out, "out of memory");
        return false;
    }
    int n = compute_maps(s, argc >= 3 ? argv[2] : "both", maps, titles, out);
    bool ok = n > 0;
    if (ok) {
        FILE *f = fopen(argv[1], "w");
        const struct influence *ptr[2] = {&maps[0], &maps[1]};
        if (!f) {
            sb_printf(out, "cannot write %s", argv[1]);
            ok = false;
        } else {
            influence_svg(f, &s->game->board, ptr, titles, n);
            ok = fclose(f) == 0;
            if (!ok)
                sb_printf(out, "cannot write %s", argv[1]);
        }
    }
    free(maps);
    return ok;
}

/* ---- GoGui ------------------------------------------------------------- */

static bool cmd_influence_dboard(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    (void)argc, (void)argv;
    struct influence_state *st = state_of(s);
    const struct board *b = &s->game->board;
    compute_map(st, s->game, b);
    for (int r = 0; r < b->size; r++) {
        if (r)
            sb_addc(out, '\n');
        for (int c = 0; c < b->size; c++)
            sb_printf(out, "%.2f ", st->inf.control[board_point(b, r, c)] / (double)INFLUENCE_MAX);
    }
    return true;
}

static bool cmd_ownership_dboard(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    (void)argc, (void)argv;
    const struct board *b = &s->game->board;
    const struct ownership *o = ownership_of(state_of(s), b, s->game->to_move);
    for (int r = 0; r < b->size; r++) {
        if (r)
            sb_addc(out, '\n');
        for (int c = 0; c < b->size; c++)
            sb_printf(out, "%.2f ", o->own[board_point(b, r, c)]);
    }
    return true;
}

/* gfx: shading by control, territory marked with small stones, dead
 * stones crossed. */
static bool cmd_territory_gfx(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    (void)argc, (void)argv;
    struct influence_state *st = state_of(s);
    const struct board *b = &s->game->board;
    char v[8];
    compute_map(st, s->game, b);
    sb_add(out, "INFLUENCE");
    FOR_EACH_POINT(b, p)
        if (b->color[p] == EMPTY && st->inf.control[p])
            sb_printf(out, " %s %.2f", format_vertex(b, p, v),
                      st->inf.control[p] / (double)INFLUENCE_MAX);
    const char *word[] = {"\nBLACK", "\nWHITE", "\nMARK"};
    for (int w = 0; w < 3; w++) {
        sb_add(out, word[w]);
        FOR_EACH_POINT(b, p) {
            int r = st->inf.region[p];
            bool dead = b->color[p] != EMPTY && r != 0;
            bool terr = b->color[p] == EMPTY && abs(r) == REGION_TERRITORY;
            if ((w == 2 && dead) || (w == 0 && terr && r > 0) || (w == 1 && terr && r < 0))
                sb_printf(out, " %s", format_vertex(b, p, v));
        }
    }
    sb_printf(out, "\nTEXT influence %s", influence_mode_name(st->mode));
    return true;
}

/* This module's lines of gogui-analyze_commands (src/gtp/registry.c). */
const char gtp_influence_gogui[] =
    "gfx/Influence: territory map/moyo-territory_gfx\n"
    "dboard/Influence: control/moyo-influence_dboard\n"
    "dboard/Ownership (random completions)/moyo-ownership_dboard\n"
    "none/Influence mode: inverse distance (Many Faces)/set_influence_mode inverse\n"
    "none/Influence mode: inverse power of 2 (Go Intellect)/set_influence_mode exponential\n"
    "string/Influence: text map (both modes)/moyo-influence_map both\n"
    "string/Estimate score/estimate_score\n"
    "string/New score (ownership)/new_score\n"
    "string/Final score/final_score\n"
    "plist/Dead stones/final_status_list dead\n"
    "plist/Seki stones/final_status_list seki";

const struct gtp_command gtp_influence_commands[] = {
    {"set_influence_mode", cmd_set_influence_mode},
    {"initial_influence", cmd_initial_influence},
    {"move_influence", cmd_move_influence},
    {"estimate_score", cmd_estimate_score},
    {"new_score", cmd_new_score},
    {"moyo-influence_dboard", cmd_influence_dboard},
    {"moyo-ownership_dboard", cmd_ownership_dboard},
    {"moyo-territory_gfx", cmd_territory_gfx},
    {"moyo-influence_map", cmd_influence_map},
    {"moyo-influence_svg", cmd_influence_svg},
    {NULL, NULL},
};
