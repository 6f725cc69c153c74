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

struct game_run {
    const struct xc_opts *o;
    struct gtp *s;
    struct oracle *other;
    struct batch *b;
    int index;
    int handicap;
    double komi;
    struct strbuf record;       /* "B D4 W C3 ..." for messages */
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

static uint64_t next_rand(uint64_t *rng)
{
    uint64_t x = *rng;
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    return *rng = x;
}

static void mismatch(struct game_run *g, const char *what, const char *detail)
{
    g->mismatches++;
    printf("MISMATCH %dx%d game %d (seed %llu), after %d moves: %s: %s\n", g->o->size,
           g->o->size, g->index, (unsigned long long)g->o->seed, g->moves, what, detail);
    printf("  moves:%s\n", g->record.len ? g->record.s : " (none)");
}

/* Every command of the batch must succeed on both sides or fail on both. */
static bool same_status(struct game_run *g)
{
    for (int i = 0; i < g->b->n; i++)
        if (g->b->ok[MOYO][i] != g->b->ok[OTHER][i]) {
            char d[600];
            snprintf(d, sizeof d, "moyo %s '%s', the other engine %s '%s'",
                     g->b->ok[MOYO][i] ? "accepts" : "refuses", sb_str(&g->b->reply[MOYO][i]),
                     g->b->ok[OTHER][i] ? "accepts" : "refuses",
                     sb_str(&g->b->reply[OTHER][i]));
            mismatch(g, g->b->cmd[i], d);
            return false;
        }
    return true;
}

static bool run(struct game_run *g)
{
    if (!batch_run_both(g->s, g->other, g->b)) {
        mismatch(g, g->b->n ? g->b->cmd[0] : "batch", "the other engine died");
        return false;
    }
    return same_status(g);
}

/* Legal points of both colours, stones, captures. */
static bool compare_position(struct game_run *g)
{
    struct batch *b = g->b;
    batch_clear(b);
    batch_add(b, "all_legal black");
    batch_add(b, "all_legal white");
    batch_add(b, "list_stones black");
    batch_add(b, "list_stones white");
    batch_add(b, "captures black");
    batch_add(b, "captures white");
    if (!run(g))
        return false;
    struct strbuf diff;
    sb_init(&diff);
    bool same = true;
    for (int i = 0; i < 4 && same; i++)
        if (!same_vertex_sets(sb_str(&b->reply[MOYO][i]), sb_str(&b->reply[OTHER][i]), &diff)) {
            mismatch(g, b->cmd[i], diff.s);
            same = false;
        }
    for (int i = 4; i < 6 && same; i++)
        if (atoi(sb_str(&b->reply[MOYO][i])) != atoi(sb_str(&b->reply[OTHER][i]))) {
            sb_printf(&diff, "moyo %s, the other engine %s", sb_str(&b->reply[MOYO][i]),
                      sb_str(&b->reply[OTHER][i]));
            mismatch(g, b->cmd[i], diff.s);
            same = false;
        }
    sb_free(&diff);
    return same;
}

static bool setup(struct game_run *g, int handicap)
{
    struct batch *b = g->b;
    batch_clear(b);
    batch_add(b, "boardsize %d", g->o->size);
    batch_add(b, "clear_board");
    batch_add(b, "komi %.1f", g->komi);
    if (handicap > 0)
        batch_add(b, "fixed_handicap %d", handicap);
    if (!run(g))
        return false;
    struct strbuf diff;
    sb_init(&diff);
    bool same = handicap == 0
             || same_vertex_sets(sb_str(&b->reply[MOYO][3]), sb_str(&b->reply[OTHER][3]), &diff);
    if (!same)
        mismatch(g, "fixed_handicap", diff.s);
    sb_free(&diff);
    return same && compare_position(g);
}

static bool play(struct game_run *g, int color, coord p)
{
    char v[8];
    format_vertex(&g->s->game->board, p, v);
    sb_printf(&g->record, " %c %s", color_letter(color), v);
    g->moves++;
    batch_clear(g->b);
    batch_add(g->b, "play %s %s", color_name(color), v);
    return run(g) && compare_position(g);
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
        mismatch(g, "unconditional_status", "the other engine died");
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
            mismatch(g, cmd, "not settled by the other engine's count");
            return false;
        }
    }
    *margin = area[BLACK] - area[WHITE] - g->komi;
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
        mismatch(g, "final_score", reply);
        return false;
    }
    if (ours != theirs) {
        char d[200];
        snprintf(d, sizeof d, "moyo %s, area count of the other engine %+.1f", reply, theirs);
        mismatch(g, "final_score", d);
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
        g->handicap = 2 + (int)(next_rand(&rng) % (uint64_t)(max_h - 1));
    g->komi = g->handicap ? 0.5 : 7.5;
    if (!setup(g, g->handicap))
        return false;
    int color = g->handicap ? WHITE : BLACK;
    int forced_passes = 0;
    int limit = 5 * g->o->size * g->o->size;
    if (limit > MAX_GAME_MOVES - 8)
        limit = MAX_GAME_MOVES - 8;
    while (forced_passes < 2 && g->moves < limit) {
        coord p = board_random_move(&g->s->game->board, color, &rng);
        bool forced = p == PASS;
        /* Now and then a pass by choice, to test that a pass clears ko. */
        if (!forced && g->moves > 0 && g->s->game->board.last_move != PASS
            && next_rand(&rng) % 256 == 0)
            p = PASS;
        forced_passes = forced ? forced_passes + 1 : 0;
        if (!play(g, color, p))
            return false;
        color = other_color(color);
    }
    if (forced_passes < 2) {
        printf("note: %dx%d game %d stopped at the move limit %d; not scored\n", g->o->size,
               g->o->size, g->index, limit);
        return true;
    }
    return compare_score(g);
}

int crosscheck_games(const struct xc_opts *o)
{
    char err[256];
    struct gtp *s = gtp_new(NULL, err, sizeof err);
    if (!s) {
        fprintf(stderr, "moyo crosscheck: %s\n", err);
        return -1;
    }
    struct oracle other;
    if (!oracle_start(&other, o->oracle)) {
        fprintf(stderr, "moyo crosscheck: cannot start '%s'\n", o->oracle);
        gtp_free(s);
        return -1;
    }
    struct batch *b = malloc(sizeof *b);
    if (!b)
        abort();
    batch_init(b);
    int mismatches = 0, moves = 0, handicapped = 0;
    clock_t t0 = clock();
    struct timespec w0, w1;
    clock_gettime(CLOCK_MONOTONIC, &w0);
    for (int i = o->first; i < o->first + o->games && !other.dead; i++) {
        struct game_run g = {.o = o, .s = s, .other = &other, .b = b, .index = i};
        sb_init(&g.record);
        play_game(&g);
        mismatches += g.mismatches;
        moves += g.moves;
        handicapped += g.handicap > 0;
        if (o->verbose)
            printf("game %d: %d moves, %s\n", i, g.moves, g.mismatches ? "MISMATCH" : "agree");
        sb_free(&g.record);
    }
    clock_gettime(CLOCK_MONOTONIC, &w1);
    printf("crosscheck games %dx%d: %d games (%d with handicap), %d moves, %d mismatches, "
           "%.1f s (moyo+driver cpu %.1f s)\n",
           o->size, o->size, o->games, handicapped, moves, mismatches,
           (double)(w1.tv_sec - w0.tv_sec) + (double)(w1.tv_nsec - w0.tv_nsec) * 1e-9,
           (double)(clock() - t0) / CLOCKS_PER_SEC);
    if (other.dead && mismatches == 0)
        mismatches = -1;
    batch_free(b);
    free(b);
    oracle_stop(&other);
    gtp_free(s);
    return mismatches;
}
