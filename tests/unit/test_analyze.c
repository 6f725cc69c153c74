/* test_analyze.c — `moyo analyze`'s sections on a small known position:
 * header, diagram (last move marked), strings with liberties. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "analyze/analyze.h"

/* 5x5: black C3 C4 D2 C1, white D3 B3 B4. */
static const char GAME[] =
    "(;GM[1]FF[4]SZ[5]KM[0.5]PB[Bee]PW[Wasp]"
    ";B[cc];W[dc];B[cb];W[bc];B[dd];W[bb];B[ce])\n";

static char *write_game(const char *game)
{
    char tmpl[] = "/tmp/moyo-analyze-XXXXXX.sgf";
    int fd = mkstemps(tmpl, 4);
    ck_assert(fd >= 0);
    ck_assert(write(fd, game, strlen(game)) == (ssize_t)strlen(game));
    close(fd);
    return strdup(tmpl);
}

static char *section(void (*f)(const struct analysis *, FILE *), const struct analysis *a)
{
    char *text = NULL;
    size_t len = 0;
    FILE *out = open_memstream(&text, &len);
    f(a, out);
    fclose(out);
    return text;
}

START_TEST(test_sections)
{
    char *path = write_game(GAME);
    struct analysis a;
    char err[600];
    ck_assert_msg(analysis_load(&a, path, 0, err, sizeof err), "%s", err);
    ck_assert_int_eq(a.moves_played, 7);

    char *h = section(analyze_header_text, &a);
    ck_assert_msg(strstr(h, "board:     5x5, komi 0.5") != NULL, "%s", h);
    ck_assert_msg(strstr(h, "players:   black Bee, white Wasp") != NULL, "%s", h);
    ck_assert_msg(strstr(h, "last move: black C1") != NULL, "%s", h);
    ck_assert_msg(strstr(h, "to move:   white") != NULL, "%s", h);
    free(h);

    /* Rows 5..1, the last move C1 in parentheses. */
    char *b = section(analyze_board_text, &a);
    ck_assert_msg(strstr(b, "  5 . . . . . 5\n") != NULL, "%s", b);
    ck_assert_msg(strstr(b, "  4 . O X . . 4\n") != NULL, "%s", b);
    ck_assert_msg(strstr(b, "  3 . O X O . 3\n") != NULL, "%s", b);
    ck_assert_msg(strstr(b, "  1 . .(X). . 1\n") != NULL, "%s", b);
    ck_assert_msg(strstr(b, "    A B C D E\n") != NULL, "%s", b);
    free(b);

    char *s = section(analyze_strings_text, &a);
    ck_assert_msg(strstr(s, "strings: 3 black, 2 white") != NULL, "%s", s);
    ck_assert_msg(strstr(s, "  B4   white stones   2  liberties   4\n") != NULL, "%s", s);
    ck_assert_msg(strstr(s, "  C4   black stones   2  liberties   3  at C5 D4 C2\n") != NULL,
                  "%s", s);
    ck_assert_msg(strstr(s, "  D3   white stones   1  liberties   2  at D4 E3\n") != NULL,
                  "%s", s);
    ck_assert_msg(strstr(s, "  D2   black stones   1  liberties   3  at C2 E2 D1\n") != NULL,
                  "%s", s);
    ck_assert_msg(strstr(s, "  C1   black stones   1  liberties   3  at C2 B1 D1\n") != NULL,
                  "%s", s);
    /* B4 comes before C4: reading order names and lists strings. */
    ck_assert(strstr(s, "  B4 ") < strstr(s, "  C4 "));
    free(s);
    analysis_free(&a);

    /* Before move 3: only C3 and D3. */
    ck_assert(analysis_load(&a, path, 3, err, sizeof err));
    ck_assert_int_eq(a.moves_played, 2);
    s = section(analyze_strings_text, &a);
    ck_assert_msg(strstr(s, "strings: 1 black, 1 white") != NULL, "%s", s);
    free(s);
    analysis_free(&a);

    /* B5 takes a liberty of A5: in atari. */
    unlink(path);
    free(path);
    path = write_game("(;SZ[5];B[aa];W[ba])");
    ck_assert(analysis_load(&a, path, 0, err, sizeof err));
    s = section(analyze_strings_text, &a);
    ck_assert_msg(strstr(s, "  A5   black stones   1  liberties   1  at A4  (in atari)\n") != NULL,
                  "%s", s);
    free(s);
    analysis_free(&a);
    unlink(path);
    free(path);
}
END_TEST

/* A record ending in a pass with the dead stones removed by AE in the
 * same node (as servers write them): the setup folds the moves into the
 * starting position, but the report still counts the record's moves. */
START_TEST(test_pass_and_ae_at_the_end)
{
    char *path = write_game("(;SZ[5];B[cc];W[dc];B[cb];W[bc];B[tt]AE[bc])");
    struct analysis a;
    char err[600];
    ck_assert_msg(analysis_load(&a, path, 0, err, sizeof err), "%s", err);
    ck_assert_int_eq(a.moves_played, 5);
    char *h = section(analyze_header_text, &a);
    ck_assert_msg(strstr(h, "position:  end of the main line (5 moves played)") != NULL, "%s", h);
    ck_assert_msg(strstr(h, "to move:   white") != NULL, "%s", h);
    free(h);
    struct strbuf j;
    sb_init(&j);
    analyze_header_json(&a, &j);
    ck_assert_msg(strstr(sb_str(&j), "\"before_move\":6,\"moves_played\":5") != NULL, "%s",
                  sb_str(&j));
    sb_free(&j);
    analysis_free(&a);
    unlink(path);
    free(path);
}
END_TEST

START_TEST(test_bad_files)
{
    struct analysis a;
    char err[600];
    ck_assert(!analysis_load(&a, "/no/such/game.sgf", 0, err, sizeof err));
    ck_assert_msg(strstr(err, "/no/such/game.sgf") != NULL, "%s", err);
    ck_assert(a.game == NULL);
}
END_TEST

Suite *analyze_suite(void)
{
    Suite *s = suite_create("analyze");
    TCase *tc = tcase_create("text");
    tcase_add_test(tc, test_sections);
    tcase_add_test(tc, test_bad_files);
    tcase_add_test(tc, test_pass_and_ae_at_the_end);
    suite_add_tcase(s, tc);
    return s;
}
