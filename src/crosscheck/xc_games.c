/* xc_games.c — owns `moyo crosscheck games`: random games played by
 * board_random_move with a fixed seed on moyo and the other engine at
 * once.  After every move the legal points of both colours, the stones and
 * the captures must agree.  Games run until neither side has a move left
 * that does not fill its own true eye; then every string has at least two
 * true eyes, nothing is dead and no seki remains, so the area count needs
 * no dead-stone judgement.  The other engine's count is taken from its
 * `unconditional_status` of every point (Benson's proof, not an estimate)
 * and compared with moyo's `final_score`. */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "board/coord.h"
#include "board/handicap.h"
#include "crosscheck/crosscheck.h"
#include "util/rng.h"

/* Random games end by 5 x size x size moves, well inside this. */
#define XC_MAX_MOVES 2048

struct game_run {
    const struct xc_opts *o;
    struct gtp *s;
    struct oracle *other;
    struct batch *b;
    int move_of[XC_MAX_BATCH];  /* moves played before each batched command */
    int moves_per_batch;
    int index;
    int handicap;
    double komi;
    struct strbuf record;       /* "B D4 W C3 ..." for messages */
    int record_at[XC_MAX_MOVES + 1];  /* record length after each move */
    int moves;
    int mismatches;
};

static uint64_t splitmix(uint64_t x)
{
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

static void mismatch(struct game_run *g, int moves, const char *what, const char *detail)
{
    g->mismatches++;
    printf("MISMATCH %dx%d game %d (seed %llu), after %d moves: %s: %s\n", g->o->size,
           g->o->size, g->index, (unsigned long long)g->o->seed, moves, what, detail);
    printf("  moves:%.*s\n", g->record_at[moves], g->record.len ? g->record.s : "");
}

/* Runs a command on moyo now and queues it for the other engine: moyo's
 * board chooses the moves, so the other engine can answer later, many
 * commands at a time. */
static void add(struct game_run *g, const char *fmt, const char *arg)
{
    struct batch *b = g->b;
    int i = b->n;
    batch_add(b, fmt, arg);
    g->move_of[i] = g->moves;
    sb_clear(&b->reply[MOYO][i]);
    b->ok[MOYO][i] = gtp_execute(g->s, b->cmd[i], &b->reply[MOYO][i]);
}

/* How a command's replies are compared. */
static bool same_reply(const char *cmd, const char *a, const char *b, struct strbuf *diff)
{
    if (strncmp(cmd, "all_legal", 9) == 0 || strncmp(cmd, "list_stones", 11) == 0
        || strncmp(cmd, "fixed_handicap", 14) == 0)
        return same_vertex_sets(a, b, diff);
    if (strncmp(cmd, "captures", 8) == 0 && atoi(a) != atoi(b)) {
        sb_printf(diff, "moyo %s, the other engine %s", a, b);
        return false;
    }
    return true;    /* play, boardsize, komi ...: the status is what counts */
}

/* Sends the queued commands to the other engine and compares every reply;
 * false at the first difference. */
static bool flush(struct game_run *g)
{
    struct batch *b = g->b;
    bool same = true;
    if (b->n == 0)
        return true;
    if (!oracle_run(g->other, b)) {
        mismatch(g, g->moves, b->cmd[0], "the other engine died");
        same = false;
    }
    struct strbuf diff;
    sb_init(&diff);
    for (int i = 0; i < b->n && same; i++) {
        const char *mine = sb_str(&b->reply[MOYO][i]), *theirs = sb_str(&b->reply[OTHER][i]);
        if (b->ok[MOYO][i] != b->ok[OTHER][i]) {
            sb_printf(&diff, "moyo %s '%s', the other engine %s '%s'",
                      b->ok[MOYO][i] ? "accepts" : "refuses", mine,
                      b->ok[OTHER][i] ? "accepts" : "refuses", theirs);
            same = false;
        } else {
            same = same_reply(b->cmd[i], mine, theirs, &diff);
        }
        if (!same)
            mismatch(g, g->move_of[i], b->cmd[i], diff.s);
    }
    sb_free(&diff);
    batch_clear(b);
    return same;
}

/* Legal points of both colours, stones, captures. */
static void queue_position(struct game_run *g)
{
    add(g, "all_legal %s", "black");
    add(g, "all_legal %s", "white");
    add(g, "list_stones %s", "black");
    add(g, "list_stones %s", "white");
    add(g, "captures %s", "black");
    add(g, "captures %s", "white");
}

static bool setup(struct game_run *g, int handicap)
{
    char arg[32];
    snprintf(arg, sizeof arg, "%d", g->o->size);
    add(g, "boardsize %s", arg);
    add(g, "clear_board%s", "");
    snprintf(arg, sizeof arg, "%.1f", g->komi);
    add(g, "komi %s", arg);
    if (handicap > 0) {
        snprintf(arg, sizeof arg, "%d", handicap);
        add(g, "fixed_handicap %s", arg);
    }
    queue_position(g);
    return flush(g);
}

static bool play(struct game_run *g, int color, coord p)
{
    char cmd[32], v[8];
    format_vertex(&g->s->game->board, p, v);
    sb_printf(&g->record, " %c %s", color_letter(color), v);
    snprintf(cmd, sizeof cmd, "%s %s", color_name(color), v);
    add(g, "play %s", cmd);
    g->moves++;
    g->record_at[g->moves] = (int)g->record.len;
    queue_position(g);
    if (g->moves % g->moves_per_batch == 0)
        return flush(g);
    return true;
}

/* "B+3.5" -> 3.5, "W+2" -> -2, "0" -> 0. */
static bool parse_score(const char *s, double *margin)
{
    if (strcmp(s, "0") == 0) {
        *margin = 0;
        return true;
    }
    if ((s[0] != 'B' && s[0] != 'W') || s[1] != '+')
        return false;
    char *end;
    double v = strtod(s + 2, &end);
    if (end == s + 2 || *end)
        return false;
    *margin = s[0] == 'B' ? v : -v;
    return true;
}

/* The other engine's area count from its unconditional status of every
 * point: stones alive and territory; anything else means the position is
 * not settled, which these games rule out, so it is reported. */
static bool other_area(struct game_run *g, double *margin)
{
    const struct board *bd = &g->s->game->board;
    struct batch *b = g->b;
    char v[8];
    batch_clear(b);
    FOR_EACH_POINT(bd, p) {
        batch_add(b, "unconditional_status %s", format_vertex(bd, p, v));
    }
    if (!oracle_run(g->other, b)) {
        mismatch(g, g->moves, "unconditional_status", "the other engine died");
        return false;
    }
    int area[3] = {0, 0, 0}, i = 0;
    FOR_EACH_POINT(bd, p) {
        const char *st = sb_str(&b->reply[OTHER][i]);
        const char *cmd = b->cmd[i++];
        if (strcmp(st, "alive") == 0 && bd->color[p] != EMPTY)
            area[bd->color[p]]++;
        else if (strcmp(st, "black_territory") == 0 && bd->color[p] == EMPTY)
            area[BLACK]++;
        else if (strcmp(st, "white_territory") == 0 && bd->color[p] == EMPTY)
            area[WHITE]++;
        else {
            mismatch(g, g->moves, cmd, "not settled by the other engine's count");
            return false;
        }
    }
    /* Chinese counting gives White a point per handicap stone (GNU Go with
     * --chinese-rules and moyo both do). */
    *margin = area[BLACK] - area[WHITE] - g->komi - g->handicap;
    return true;
}

static bool compare_score(struct game_run *g)
{
    double theirs, ours;
    if (!other_area(g, &theirs))
        return false;
    batch_clear(g->b);
    batch_add(g->b, "final_score");
    moyo_run(g->s, g->b);
    const char *reply = sb_str(&g->b->reply[MOYO][0]);
    if (!g->b->ok[MOYO][0] || !parse_score(reply, &ours)) {
        mismatch(g, g->moves, "final_score", reply);
        return false;
    }
    if (ours != theirs) {
        char d[200];
        snprintf(d, sizeof d, "moyo %s, area count of the other engine %+.1f", reply, theirs);
        mismatch(g, g->moves, "final_score", d);
        return false;
    }
    return true;
}

/* One game; returns false at the first mismatch. */
static bool play_game(struct game_run *g)
{
    uint64_t rng = splitmix(g->o->seed * 1000003ULL + (uint64_t)g->index) | 1;
    int max_h = max_fixed_handicap(g->o->size);
    if (g->o->handicap_every > 0 && g->index % g->o->handicap_every == 0 && max_h >= 2)
        g->handicap = 2 + (int)(rng_next(&rng) % (uint64_t)(max_h - 1));
    g->komi = g->handicap ? 0.5 : 7.5;
    if (!setup(g, g->handicap))
        return false;
    int color = g->handicap ? WHITE : BLACK;
    int forced_passes = 0;
    int limit = 5 * g->o->size * g->o->size;
    if (limit > XC_MAX_MOVES - 8)
        limit = XC_MAX_MOVES - 8;
    while (forced_passes < 2 && g->moves < limit) {
        coord p = board_random_move(&g->s->game->board, color, &rng);
        bool forced = p == PASS;
        /* Now and then a pass by choice, to test that a pass clears ko. */
        if (!forced && g->moves > 0 && g->s->game->board.last_move != PASS
            && rng_next(&rng) % 256 == 0)
            p = PASS;
        forced_passes = forced ? forced_passes + 1 : 0;
        if (!play(g, color, p))
            return false;
        color = other_color(color);
    }
    if (!flush(g))
        return false;
    if (forced_passes < 2) {
        printf("note: %dx%d game %d stopped at the move limit %d; not scored\n", g->o->size,
               g->o->size, g->index, limit);
        return true;
    }
    return compare_score(g);
}

int crosscheck_games(const struct xc_opts *o)
{
    struct xc_pair pair;
    if (!xc_pair_open(&pair, o->oracle))
        return -1;
    struct game_run *g = malloc(sizeof *g);
    if (!g)
        abort();
    int mismatches = 0, moves = 0, handicapped = 0;
    clock_t t0 = clock();
    struct timespec w0, w1;
    clock_gettime(CLOCK_MONOTONIC, &w0);
    for (int i = o->first; i < o->first + o->games && !pair.other.dead; i++) {
        *g = (struct game_run){.o = o, .s = pair.s, .other = &pair.other, .b = pair.b,
                               .index = i};
        /* The other engine's replies to a batch wait in its output pipe
         * while the batch is written: keep them well under 64 KB. */
        g->moves_per_batch = 40000 / (12 * o->size * o->size + 100) + 1;
        if (g->moves_per_batch > (XC_MAX_BATCH - 16) / 7)
            g->moves_per_batch = (XC_MAX_BATCH - 16) / 7;
        sb_init(&g->record);
        play_game(g);
        batch_clear(pair.b);
        mismatches += g->mismatches;
        moves += g->moves;
        handicapped += g->handicap > 0;
        if (o->verbose)
            printf("game %d: %d moves, %s\n", i, g->moves, g->mismatches ? "MISMATCH" : "agree");
        sb_free(&g->record);
    }
    clock_gettime(CLOCK_MONOTONIC, &w1);
    printf("crosscheck games %dx%d: %d games (%d with handicap), %d moves, %d mismatches, "
           "%.1f s (moyo+driver cpu %.1f s)\n",
           o->size, o->size, o->games, handicapped, moves, mismatches,
           (double)(w1.tv_sec - w0.tv_sec) + (double)(w1.tv_nsec - w0.tv_nsec) * 1e-9,
           (double)(clock() - t0) / CLOCKS_PER_SEC);
    if (pair.other.dead && mismatches == 0)
        mismatches = -1;
    free(g);
    xc_pair_close(&pair);
    return mismatches;
}
