/* test_record.c — long game records (issue 14): a generated 10,000-move
 * legal record (random moves on 9x9 with captures, eye fills that give
 * whole groups away, and passes) loads through the SGF loader and over
 * GTP, and undo, printsgf, `loadsgf FILE N` and play work on it;
 * positional superko sees a position 10,000 moves back, also from board
 * and game copies; the record's hard cap (MAX_GAME_MOVES) answers with an
 * error and the session goes on. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "board/board.h"
#include "board/game.h"
#include "gtp/gtp.h"
#include "gtp_test.h"
#include "sgf/sgf.h"
#include "util/rng.h"

#define LONG_MOVES 10000

/* What the generator played: the record's final position and the one
 * before its last move, for undo. */
struct record_facts {
    uint64_t final_hash, before_last_hash;
    int captures[3];
    int passes, captures_made;
};

/* A uniformly random legal move of color (own eyes included, so groups
 * die and the board empties again), or PASS one time in twelve and when
 * there is none; never a second pass in a row, so the game goes on. */
static coord random_legal(const struct board *b, int color, bool after_pass, uint64_t *rng)
{
    if (!after_pass && rng_below(rng, 12) == 0)
        return PASS;
    int n = b->nempty;
    int start = (int)rng_below(rng, (uint32_t)n);
    for (int i = 0; i < n; i++) {
        coord p = b->empty_list[(start + i) % n];
        if (board_is_legal(b, color, p))
            return p;
    }
    return PASS;
}

static void put_move(FILE *f, const struct board *b, int color, coord p)
{
    fprintf(f, ";%c[", color == BLACK ? 'B' : 'W');
    if (p != PASS)
        fprintf(f, "%c%c", 'a' + board_col(b, p), 'a' + board_row(b, p));
    fputc(']', f);
    if (p % 7 == 0)
        fputc('\n', f);
}

/* Writes a legal n-move 9x9 record to a temporary file (path filled). */
static void write_record(char *path, int n, uint64_t seed, struct record_facts *facts)
{
    int fd = mkstemp(path);
    ck_assert_int_ge(fd, 0);
    FILE *f = fdopen(fd, "w");
    ck_assert_ptr_nonnull(f);
    fputs("(;GM[1]FF[4]SZ[9]KM[7]RU[Chinese]\n", f);
    struct board *b = malloc(sizeof *b);
    board_init(b, 9);
    uint64_t rng = rng_seed(seed);
    memset(facts, 0, sizeof *facts);
    int color = BLACK;
    coord last = PASS;
    for (int i = 0; i < n; i++) {
        coord p = random_legal(b, color, i > 0 && last == PASS, &rng);
        int before = b->captures[color];
        facts->before_last_hash = b->hash;
        ck_assert(board_play(b, color, p) == MOVE_OK);
        put_move(f, b, color, p);
        facts->passes += p == PASS;
        facts->captures_made += b->captures[color] > before;
        last = p;
        color = other_color(color);
    }
    fputs(")\n", f);
    fclose(f);
    facts->final_hash = b->hash;
    memcpy(facts->captures, b->captures, sizeof facts->captures);
    board_free(b);
    free(b);
}

START_TEST(test_loader_10000_moves)
{
    char path[] = "/tmp/moyo-record-XXXXXX";
    struct record_facts facts;
    write_record(path, LONG_MOVES, 14, &facts);
    /* the record is what the test says it is: captures and passes */
    ck_assert_int_gt(facts.captures_made, 500);
    ck_assert_int_gt(facts.passes, 300);

    struct game *g = malloc(sizeof *g);
    game_init(g, 19, 0);
    struct sgf_info info;
    struct sgf_error err;
    ck_assert_msg(sgf_load_game(path, 0, NULL, g, &info, &err), "%s", err.msg);
    ck_assert_int_eq(g->nmoves, LONG_MOVES);
    ck_assert_int_eq(info.moves, LONG_MOVES);
    ck_assert(g->board.hash == facts.final_hash);
    ck_assert_int_eq(g->board.captures[BLACK], facts.captures[BLACK]);
    ck_assert_int_eq(g->board.captures[WHITE], facts.captures[WHITE]);
    ck_assert_int_eq(g->to_move, BLACK);

    /* the record written back loads to the same game */
    char out[] = "/tmp/moyo-record-out-XXXXXX";
    int fd = mkstemp(out);
    FILE *f = fdopen(fd, "w");
    ck_assert(sgf_write_game(f, g, &info));
    fclose(f);
    struct game *back = malloc(sizeof *back);
    game_init(back, 9, 0);
    ck_assert_msg(sgf_load_game(out, 0, NULL, back, NULL, &err), "%s", err.msg);
    ck_assert_int_eq(back->nmoves, LONG_MOVES);
    ck_assert(back->board.hash == facts.final_hash);

    /* undo replays 9,999 moves; a copy is a game of its own */
    struct game *copy = malloc(sizeof *copy);
    ck_assert(game_copy(copy, g));
    ck_assert(game_undo(g));
    ck_assert(g->board.hash == facts.before_last_hash);
    ck_assert(copy->board.hash == facts.final_hash);
    ck_assert_int_eq(copy->nmoves, LONG_MOVES);

    /* stop before move 7,000 */
    ck_assert(sgf_load_game(path, 7000, NULL, back, NULL, &err));
    ck_assert_int_eq(back->nmoves, 6999);
    ck_assert_int_eq(back->to_move, WHITE);

    game_free(copy);
    game_free(back);
    game_free(g);
    free(copy);
    free(back);
    free(g);
    remove(path);
    remove(out);
}
END_TEST

START_TEST(test_gtp_10000_moves)
{
    char path[] = "/tmp/moyo-record-XXXXXX";
    struct record_facts facts;
    write_record(path, LONG_MOVES, 15, &facts);
    struct gtp *s = gt_new();
    char cmd[160];
    snprintf(cmd, sizeof cmd, "loadsgf %s", path);
    gt_eq(s, cmd, "black");
    ck_assert_int_eq(s->game->nmoves, LONG_MOVES);
    ck_assert(s->game->board.hash == facts.final_hash);

    /* printsgf's record loads back to the same position */
    char out[] = "/tmp/moyo-record-out-XXXXXX";
    close(mkstemp(out));
    snprintf(cmd, sizeof cmd, "printsgf %s", out);
    gt_ok(s, cmd);
    snprintf(cmd, sizeof cmd, "loadsgf %s", out);
    gt_eq(s, cmd, "black");
    ck_assert_int_eq(s->game->nmoves, LONG_MOVES);
    ck_assert(s->game->board.hash == facts.final_hash);

    gt_ok(s, "undo");
    ck_assert(s->game->board.hash == facts.before_last_hash);
    ck_assert_int_eq(s->game->nmoves, LONG_MOVES - 1);
    snprintf(cmd, sizeof cmd, "loadsgf %s 5001", path);
    gt_eq(s, cmd, "black");             /* 5,000 moves played */
    ck_assert_int_eq(s->game->nmoves, 5000);
    gt_ok(s, "play b pass");
    gt_ok(s, "move_history");
    gt_ok(s, "final_score");
    gt_ok(s, "genmove w");
    gt_eq(s, "name", "moyo");
    gtp_free(s);
    remove(path);
    remove(out);
}
END_TEST

/* A ko taken, then 10,000 passes, then the retake: positional superko
 * forbids it (the position before the take recurs), whatever the number
 * of positions between. */
START_TEST(test_superko_10000_back)
{
    struct game *g = malloc(sizeof *g);
    game_init(g, 9, 7);
    g->superko = true;
    /* black D5 C4 D3 (columns a.. from the left, rows from the top) and
     * white E5 E3 F4 D4: black E4 takes the white stone at D4 */
    static const int STONES[][3] = {
        {BLACK, 4, 3}, {WHITE, 4, 4}, {BLACK, 5, 2}, {WHITE, 6, 4},
        {BLACK, 6, 3}, {WHITE, 5, 5}, {BLACK, 0, 0}, {WHITE, 5, 3},
    };
    for (int i = 0; i < 8; i++) {
        coord p = board_point(&g->board, STONES[i][1], STONES[i][2]);
        ck_assert(game_play(g, STONES[i][0], p) == MOVE_OK);
    }
    coord take = board_point(&g->board, 5, 4), retake = board_point(&g->board, 5, 3);
    ck_assert(game_play(g, BLACK, take) == MOVE_OK);
    for (int i = 0; i < LONG_MOVES; i++)
        ck_assert(game_play(g, i % 2 ? BLACK : WHITE, PASS) == MOVE_OK);
    ck_assert_int_eq(g->to_move, WHITE);
    ck_assert(board_check_move(&g->board, WHITE, retake) == MOVE_SUPERKO);
    /* a reader's board copy and a game copy see the whole history */
    struct board *b = malloc(sizeof *b);
    board_copy(b, &g->board);
    ck_assert(!board_is_legal(b, WHITE, retake));
    ck_assert(board_trymove(b, WHITE, PASS));
    ck_assert(board_trymove(b, BLACK, PASS));
    ck_assert(!board_is_legal(b, WHITE, retake));
    board_popmove(b);
    board_popmove(b);
    board_free(b);
    free(b);
    struct game *copy = malloc(sizeof *copy);
    ck_assert(game_copy(copy, g));
    ck_assert(game_play(copy, WHITE, retake) == MOVE_SUPERKO);
    game_free(copy);
    free(copy);
    /* undo back past the take: the retake is an ordinary move again */
    ck_assert(game_play(g, WHITE, retake) == MOVE_SUPERKO);
    game_replay(g, 8);
    ck_assert_int_eq(g->to_move, BLACK);
    ck_assert(game_play(g, BLACK, take) == MOVE_OK);
    g->superko = false;
    ck_assert(game_play(g, WHITE, retake) == MOVE_KO);
    game_free(g);
    free(g);
}
END_TEST

/* Past MAX_GAME_MOVES: the loader and play refuse with the reason, the
 * session keeps its game and serves on. */
START_TEST(test_record_cap)
{
    char path[] = "/tmp/moyo-record-XXXXXX";
    int fd = mkstemp(path);
    FILE *f = fdopen(fd, "w");
    fputs("(;GM[1]FF[4]SZ[9]KM[7]", f);
    for (int i = 0; i <= MAX_GAME_MOVES; i++)
        fputs(i % 2 ? ";W[]" : ";B[]", f);
    fputs(")\n", f);
    fclose(f);

    struct gtp *s = gt_new();
    gt_ok(s, "play b e5");
    char cmd[160];
    snprintf(cmd, sizeof cmd, "loadsgf %s", path);
    const char *err = gt_err(s, cmd);
    ck_assert_msg(strstr(err, "move 100001") && strstr(err, "too long"), "%s", err);
    ck_assert_int_eq(s->game->nmoves, 1);       /* the session kept its game */
    snprintf(cmd, sizeof cmd, "loadsgf %s %d", path, MAX_GAME_MOVES + 1);
    gt_eq(s, cmd, "black");
    ck_assert_int_eq(s->game->nmoves, MAX_GAME_MOVES);
    gt_fails_with(s, "play b e5", "game record full (100000 moves)");
    gt_ok(s, "undo");
    gt_ok(s, "play w e5");
    gt_ok(s, "final_score");
    gt_eq(s, "name", "moyo");
    gtp_free(s);
    remove(path);
}
END_TEST

Suite *record_suite(void)
{
    Suite *s = suite_create("record");
    TCase *tc = tcase_create("long");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, test_loader_10000_moves);
    tcase_add_test(tc, test_gtp_10000_moves);
    tcase_add_test(tc, test_superko_10000_back);
    tcase_add_test(tc, test_record_cap);
    suite_add_tcase(s, tc);
    return s;
}
