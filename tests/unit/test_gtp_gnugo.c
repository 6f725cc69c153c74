/* test_gtp_gnugo.c — the GNU Go-compatible GTP extensions: the trymove
 * stack and its unwinding, board queries, move history, gg-undo, engine
 * switching, levels and the small utilities.  Expected replies were
 * checked against `gnugo --mode gtp` (GNU Go 3.8). */
#include <check.h>
#include <unistd.h>
#include <stdlib.h>
#include <string.h>

#include "util/rng.h"
#include "gtp/gtp.h"
#include "gtp_test.h"

/* 5x5 position used by several tests:
 *     A B C D E
 *   5 . . . . .
 *   4 . . . . .
 *   3 . . . . .
 *   2 X O X O .
 *   1 X X O . .          */
static struct gtp *small_position(void)
{
    struct gtp *s = gt_new();
    gt_eq(s, "boardsize 5", "");
    gt_moves(s, "b b1 w c1 b a2 w b2 b a1 w d2 b c2");
    return s;
}

START_TEST(test_trymove_popgo)
{
    struct gtp *s = small_position();
    gt_fails_with(s, "popgo", "Stack empty.");
    gt_eq(s, "trymove b a3", "");
    gt_eq(s, "color a3", "black");
    ck_assert_int_eq(s->try_depth, 1);
    gt_fails_with(s, "trymove b a3", "illegal move");
    gt_fails_with(s, "trymove b z9", "invalid color or coordinate");
    gt_fails_with(s, "trymove", "invalid color or coordinate");
    ck_assert_int_eq(s->try_depth, 1);
    gt_eq(s, "trymove w d1", "");          /* captures nothing, c1 d2 join */
    gt_eq(s, "countlib c1", "3");
    gt_eq(s, "popgo", "");
    gt_eq(s, "popgo", "");
    gt_eq(s, "color a3", "empty");
    gt_fails_with(s, "popgo", "Stack empty.");
    /* the game record never saw the tried moves */
    ck_assert_int_eq(s->game->nmoves, 7);
    gtp_free(s);
}
END_TEST

START_TEST(test_trymove_capture_restored)
{
    struct gtp *s = small_position();
    /* White b2's last liberty is b3: black b3 captures it, and popgo
     * must bring it back with the capture count. */
    gt_eq(s, "countlib b2", "1");
    gt_eq(s, "trymove b b3", "");
    gt_eq(s, "color b2", "empty");
    gt_eq(s, "captures black", "1");
    gt_eq(s, "popgo", "");
    gt_eq(s, "color b2", "white");
    gt_eq(s, "captures black", "0");
    gtp_free(s);
}
END_TEST

START_TEST(test_tryko)
{
    struct gtp *s = gt_new();
    gt_eq(s, "boardsize 5", "");
    gt_moves(s, "b b3 b c2 b c4 w d2 w d4 w e3 w c3 b d3");   /* a ko at c3 */
    gt_fails_with(s, "trymove w c3", "illegal move");
    gt_eq(s, "tryko w c3", "");            /* ko ban ignored */
    gt_eq(s, "color d3", "empty");
    gt_fails_with(s, "tryko w b3", "illegal move");   /* occupied */
    gt_eq(s, "popgo", "");
    gt_eq(s, "color d3", "black");
    gt_eq(s, "color c3", "empty");
    gtp_free(s);
}
END_TEST

/* Every command that changes the game unwinds the stack first. */
START_TEST(test_stack_unwound_by_game_changes)
{
    const char *changers[] = {"play b e5", "boardsize 5", "clear_board", "undo",
                              "gg-undo", "genmove b", "set_free_handicap a5 e5", NULL};
    for (int i = 0; changers[i]; i++) {
        struct gtp *s = small_position();
        if (strncmp(changers[i], "set_free", 8) == 0)
            gt_eq(s, "clear_board", "");
        gt_eq(s, "trymove b a3", "");
        gt_eq(s, "trymove w b3", "");
        gt_ok(s, changers[i]);
        ck_assert_msg(s->try_depth == 0, "%s left depth %d", changers[i], s->try_depth);
        ck_assert_int_eq(s->game->board.depth, 0);
        char why[128];
        ck_assert_msg(board_consistent(&s->game->board, why, sizeof why), "%s: %s",
                      changers[i], why);
        gt_fails_with(s, "popgo", "Stack empty.");
        gtp_free(s);
    }
}
END_TEST

START_TEST(test_play_after_trymove_matches_record)
{
    struct gtp *s = small_position();
    gt_eq(s, "trymove b a3", "");
    gt_eq(s, "play w e5", "");
    gt_eq(s, "color a3", "empty");
    gt_eq(s, "color e5", "white");
    gt_eq(s, "last_move", "white E5");
    gtp_free(s);
}
END_TEST

START_TEST(test_is_legal_all_legal)
{
    struct gtp *s = small_position();
    gt_eq(s, "is_legal b a3", "1");
    gt_eq(s, "is_legal w a1", "0");         /* occupied */
    gt_eq(s, "is_legal b pass", "1");
    gt_fails_with(s, "is_legal x a1", "invalid color or coordinate");
    gt_fails_with(s, "is_legal b", "invalid color or coordinate");
    gt_eq(s, "all_legal b", "A5 B5 C5 D5 E5 A4 B4 C4 D4 E4 A3 B3 C3 D3 E3 E2 D1 E1");
    gt_eq(s, "all_legal w", "A5 B5 C5 D5 E5 A4 B4 C4 D4 E4 A3 B3 C3 D3 E3 E2 D1 E1");
    gt_fails_with(s, "all_legal", "invalid color");
    /* suicide is not listed: white a1 in a black eye */
    gt_eq(s, "clear_board", "");
    gt_eq(s, "play b a2", "");
    gt_eq(s, "play b b1", "");
    gt_eq(s, "is_legal w a1", "0");
    ck_assert(!strstr(gt_ok(s, "all_legal w"), "A1"));
    ck_assert(strstr(gt_ok(s, "all_legal b"), "A1"));
    gtp_free(s);
}
END_TEST

START_TEST(test_countlib_findlib_color)
{
    struct gtp *s = small_position();
    gt_eq(s, "countlib c2", "1");
    gt_eq(s, "countlib A1", "1");
    gt_eq(s, "countlib d2", "3");
    gt_fails_with(s, "countlib a3", "vertex must not be empty");
    gt_fails_with(s, "countlib", "invalid coordinate");
    gt_eq(s, "findlib c2", "C3");
    gt_eq(s, "findlib d2", "D3 E2 D1");
    gt_eq(s, "findlib b2", "B3");
    gt_fails_with(s, "findlib a3", "vertex must not be empty");
    gt_eq(s, "color c2", "black");
    gt_eq(s, "color C1", "white");
    gt_eq(s, "color a3", "empty");
    gt_fails_with(s, "color z9", "invalid coordinate");
    gt_fails_with(s, "color pass", "invalid coordinate");
    gtp_free(s);
}
END_TEST

START_TEST(test_list_stones_captures_worms)
{
    struct gtp *s = small_position();
    gt_eq(s, "list_stones black", "A2 C2 A1 B1");
    gt_eq(s, "list_stones W", "B2 D2 C1");
    gt_fails_with(s, "list_stones empty", "invalid color");
    gt_fails_with(s, "list_stones", "invalid color");
    gt_eq(s, "captures black", "0");
    gt_fails_with(s, "captures", "invalid color");
    gt_eq(s, "worm_stones", "A2 A1 B1\nB2\nC2\nD2\nC1");
    gt_eq(s, "worm_stones black", "A2 A1 B1\nC2");
    gt_eq(s, "worm_stones b1", "A2 A1 B1");
    gt_fails_with(s, "worm_stones a3", "worm_stones called on an empty vertex");
    gt_fails_with(s, "worm_stones q9", "invalid coordinate");
    gt_eq(s, "play w b3", "");              /* captures nothing yet */
    gt_eq(s, "play w c3", "");              /* captures black c2 */
    gt_eq(s, "captures white", "1");
    gt_eq(s, "color c2", "empty");
    gtp_free(s);
}
END_TEST

START_TEST(test_history_and_gg_undo)
{
    struct gtp *s = gt_new();
    gt_fails_with(s, "last_move", "no previous move known");
    gt_eq(s, "move_history", "");
    gtp_free(s);
    s = small_position();
    gt_eq(s, "last_move", "black C2");
    gt_eq(s, "move_history",
          "black C2\nwhite D2\nblack A1\nwhite B2\nblack A2\nwhite C1\nblack B1");
    gt_eq(s, "gg-undo", "");
    gt_eq(s, "last_move", "white D2");
    gt_eq(s, "gg-undo 2", "");
    gt_eq(s, "last_move", "white B2");
    ck_assert_int_eq(s->game->to_move, BLACK);
    gt_fails_with(s, "gg-undo 100", "cannot undo");
    gt_fails_with(s, "gg-undo -1", "cannot undo");
    gt_fails_with(s, "gg-undo x", "not an integer");
    gt_eq(s, "gg-undo 0", "");
    gt_eq(s, "gg-undo 4", "");
    gt_eq(s, "list_stones black", "");
    gt_fails_with(s, "gg-undo", "cannot undo");
    gtp_free(s);
}
END_TEST

START_TEST(test_old_color_commands)
{
    struct gtp *s = gt_new();
    gt_eq(s, "black d4", "");
    gt_eq(s, "white D5", "");
    gt_fails_with(s, "white d4", "illegal move");
    gt_fails_with(s, "black", "invalid coordinate");
    gt_eq(s, "last_move", "white D5");
    gtp_free(s);
}
END_TEST

START_TEST(test_level_and_utilities)
{
    struct gtp *s = gt_new();
    gt_eq(s, "level 5", "");
    ck_assert_int_eq(s->level, 5);
    gt_eq(s, "level", "level is 5");
    gt_fails_with(s, "level x", "not an integer");
    gt_fails_with(s, "level -1", "level must not be negative");
    gt_eq(s, "komi 6.5", "");
    gt_eq(s, "get_komi", "6.5");
    gt_eq(s, "query_boardsize", "19");
    gt_eq(s, "echo hello world", "hello world");
    gt_eq(s, "echo", "");
    gt_eq(s, "echo_err to stderr", "to stderr");
    const char *t = gt_ok(s, "cputime");
    char *end;
    double v = strtod(t, &end);
    ck_assert(end != t && *end == '\0' && v >= 0);
    const char *help = gt_ok(s, "help");
    ck_assert(strstr(help, "trymove") && strstr(help, "protocol_version"));
    gtp_free(s);
}
END_TEST

/* Every command in list_commands answers something sensible to no
 * arguments and to garbage arguments, and the session survives. */
START_TEST(test_every_command_survives_garbage)
{
    /* Garbage arguments become file names for commands that write files
     * (printsgf x): run in a scratch folder so nothing lands in tests/. */
    char dir[] = "/tmp/moyo-garbage-XXXXXX";
    char cwd[4096];
    ck_assert(getcwd(cwd, sizeof cwd) != NULL);
    ck_assert(mkdtemp(dir) != NULL);
    ck_assert_int_eq(chdir(dir), 0);
    struct gtp *s = gt_new();
    struct strbuf list, out;
    sb_init(&list);
    sb_init(&out);
    gtp_list_commands(&list);
    char *names = strdup(sb_str(&list));
    for (char *name = strtok(names, "\n"); name; name = strtok(NULL, "\n")) {
        if (strcmp(name, "quit") == 0 || strcmp(name, "echo_err") == 0)
            continue;     /* quit ends nothing here; echo_err only adds noise */
        const char *tails[] = {"", " x", " -5 x", " b zz9", " 99999999999999999999", NULL};
        for (int i = 0; tails[i]; i++) {
            char line[128];
            snprintf(line, sizeof line, "%s%s", name, tails[i]);
            bool ok = gtp_execute(s, line, &out);
            ck_assert_msg(ok || out.len > 0, "'%s' failed without a message", line);
            char why[128];
            ck_assert_msg(board_consistent(&s->game->board, why, sizeof why),
                          "after '%s': %s", line, why);
        }
    }
    free(names);
    gt_eq(s, "name", "moyo");
    sb_free(&list);
    sb_free(&out);
    gtp_free(s);
    ck_assert_int_eq(chdir(cwd), 0);
    char rm[128];
    snprintf(rm, sizeof rm, "rm -rf '%s'", dir);
    ck_assert_int_eq(system(rm), 0);
}
END_TEST

/* Thousands of random commands with random arguments: after each one the
 * board is consistent, the trymove stack agrees with the board's, a failure
 * carries a message, and with no tried moves the board is exactly what
 * replaying the game record gives. */
START_TEST(test_random_command_sequences)
{
    static const char *const ARGS[] = {"b", "w", "x", "a1", "c3", "e5", "b2", "pass", "z9",
                                       "-1", "0", "1", "2", "3", "5", "9", "26", "abc",
                                       "alive", "dead", "gtp/games/short9.sgf", ""};
    const int nargs = (int)(sizeof ARGS / sizeof ARGS[0]);
    struct strbuf list, out;
    sb_init(&list);
    sb_init(&out);
    gtp_list_commands(&list);
    char *names[256];
    int nnames = 0;
    char *all = strdup(sb_str(&list));
    for (char *n = strtok(all, "\n"); n && nnames < 256; n = strtok(NULL, "\n"))
        if (strcmp(n, "quit") && strcmp(n, "echo_err") && strcmp(n, "printsgf")
            && strcmp(n, "moyo-influence_svg"))     /* these two write files */
            names[nnames++] = n;
    struct gtp *s = gt_new();
    gt_eq(s, "boardsize 5", "");
    struct game *replay = malloc(sizeof *replay);
    uint64_t rng = 0x2545f4914f6cdd1dULL;
    int successes = 0, max_moves = 0;
    for (int i = 0; i < 4000; i++) {
        rng_next(&rng);
        char line[160];
        /* Half the time a command that moves, so positions get deep. */
        static const char *const MOVERS[] = {"play", "play", "genmove", "trymove", "tryko",
                                             "popgo"};
        const char *name = rng & 1 ? MOVERS[(rng >> 8) % 6] : names[(rng >> 1) % (uint64_t)nnames];
        int n = snprintf(line, sizeof line, "%s", name);
        if (rng & 1) {      /* a colour and a point of the 5x5 board */
            n += snprintf(line + n, sizeof line - (size_t)n, " %s %c%d",
                          (rng >> 12) & 1 ? "b" : "w", "ABCDE"[(rng >> 16) % 5],
                          (int)((rng >> 24) % 5) + 1);
        } else {
            for (int k = 0; k < (int)((rng >> 20) % 4); k++)
                n += snprintf(line + n, sizeof line - (size_t)n, " %s",
                              ARGS[(rng >> (24 + 8 * k)) % (uint64_t)nargs]);
        }
        bool ok = gtp_execute(s, line, &out);
        ck_assert_msg(ok || out.len > 0, "'%s' failed without a message", line);
        successes += ok;
        if (s->game->nmoves > max_moves)
            max_moves = s->game->nmoves;
        char why[128];
        ck_assert_msg(board_consistent(&s->game->board, why, sizeof why), "'%s': %s", line, why);
        ck_assert_int_eq(s->try_depth, s->game->board.depth);
        if (s->try_depth == 0) {
            game_copy(replay, s->game);
            game_replay(replay, replay->nmoves);
            ck_assert_msg(replay->board.hash == s->game->board.hash, "'%s': record and board differ",
                          line);
            game_free(replay);
        }
    }
    /* the sequence really exercised the session */
    ck_assert_msg(successes > 1000 && max_moves >= 10, "%d successes, %d moves at most",
                  successes, max_moves);
    free(replay);
    free(all);
    sb_free(&list);
    sb_free(&out);
    gtp_free(s);
}
END_TEST

Suite *gtp_gnugo_suite(void)
{
    Suite *su = suite_create("gtp_gnugo");
    TCase *tc = tcase_create("stack");
    tcase_add_test(tc, test_trymove_popgo);
    tcase_add_test(tc, test_trymove_capture_restored);
    tcase_add_test(tc, test_tryko);
    tcase_add_test(tc, test_stack_unwound_by_game_changes);
    tcase_add_test(tc, test_play_after_trymove_matches_record);
    suite_add_tcase(su, tc);
    tc = tcase_create("queries");
    /* The random sequence runs every registered command, scoring and
     * analysis ones included (random completions): 23 s of CPU alone on
     * this machine (2026-11-25), most of it tactical reading (perf); a
     * direct run of the unit tests (no CK_TIMEOUT_MULTIPLIER, which make
     * check sets to 5) at load 20 passed the old 60 s. A robustness test,
     * not a speed test: the limit only has to catch a hang. */
    tcase_set_timeout(tc, 240);
    tcase_add_test(tc, test_is_legal_all_legal);
    tcase_add_test(tc, test_countlib_findlib_color);
    tcase_add_test(tc, test_list_stones_captures_worms);
    tcase_add_test(tc, test_history_and_gg_undo);
    tcase_add_test(tc, test_old_color_commands);
    tcase_add_test(tc, test_level_and_utilities);
    tcase_add_test(tc, test_every_command_survives_garbage);
    tcase_add_test(tc, test_random_command_sequences);
    suite_add_tcase(su, tc);
    return su;
}
