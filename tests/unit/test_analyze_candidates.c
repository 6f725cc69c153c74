/* test_analyze_candidates.c — `moyo analyze --candidates`: the classical
 * engine's moves with every reason in words, the same moves in the text,
 * the JSON and the picture (one analysis), reasons that add up to the
 * move's value, and the words of the reason kinds a player reads most. */
#include <check.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "analyze/analyze.h"
#include "board/coord.h"
#include "classical/engine/classical.h"
#include "util/strbuf.h"

/* 9x9, black to play: the white stone E6 is in atari at E5. */
static const char ATARI[] = "(;SZ[9]KM[7.5];B[dd];W[ed];B[fd];W[gg];B[ec];W[cg])\n";

static char *write_game(const char *game)
{
    char tmpl[] = "/tmp/moyo-cand-XXXXXX.sgf";
    int fd = mkstemps(tmpl, 4);
    ck_assert(fd >= 0);
    ck_assert(write(fd, game, strlen(game)) == (ssize_t)strlen(game));
    close(fd);
    return strdup(tmpl);
}

static char *text_of(const struct analysis *a)
{
    char *text = NULL;
    size_t len = 0;
    FILE *out = open_memstream(&text, &len);
    analyze_candidates_text(a, out);
    fclose(out);
    return text;
}

static void load(struct analysis *a, char **path, int shown)
{
    *path = write_game(ATARI);
    char err[600];
    ck_assert_msg(analysis_load(a, *path, 0, err, sizeof err), "%s", err);
    a->candidates_shown = shown;
    analysis_run_candidates(a);
    ck_assert(a->cl_pos != NULL);
}

static void unload(struct analysis *a, char *path)
{
    analysis_free(a);
    ck_assert(a->cl_pos == NULL);
    unlink(path);
    free(path);
}

/* Both texts occur in t, a first. */
__attribute__((noinline)) static bool comes_before(const char *t, const char *a,
                                                  const char *b)
{
    const char *pa = strstr(t, a), *pb = strstr(t, b);
    return pa && pb && pa < pb;
}

START_TEST(test_capture_explained)
{
    struct analysis a;
    char *path;
    load(&a, &path, 5);
    char *t = text_of(&a);
    ck_assert_msg(strstr(t, "black to play") != NULL, "%s", t);
    /* The best move captures E6: the ponnuki E5, or the net at D5 or F5
     * (a tie in the opening of a 9x9 board, where the net's moyo counts
     * as much as the ponnuki's shape); the reason is written out. */
    ck_assert_msg(strstr(t, "   1. E5 ") || strstr(t, "   1. D5 ") || strstr(t, "   1. F5 "),
                  "%s", t);
    ck_assert_msg(comes_before(t, "captures E6 (1 stone)", "   2. "), "%s", t);
    /* E5 among the first four: the net D5/F5 and E4 (which also take
     * E6, and weaken the white C3 and G3 stones as much) may tie it. */
    ck_assert_msg(strstr(t, "   4. E5 ") || strstr(t, "   3. E5 ") || strstr(t, "   2. E5 ")
                      || strstr(t, "   1. E5 "),
                  "%s", t);
    free(t);
    unload(&a, path);
}
END_TEST

/* The weights turn each reason into points; the list shows them, so
 * they must add up to the value the engine sorts by. */
START_TEST(test_reasons_add_up)
{
    struct analysis a;
    char *path;
    load(&a, &path, 10);
    const struct cl_position *pos = a.cl_pos;
    ck_assert_int_gt(pos->ncand, 3);
    for (int i = 0; i < pos->ncand; i++) {
        struct cl_reason_value rv[CL_MAX_REASONS];
        int n = cl_move_reasons(a.cl, pos, pos->cand[i].move, rv, CL_MAX_REASONS);
        ck_assert_int_gt(n, 0);
        double sum = 0;
        for (int k = 0; k < n; k++) {
            sum += rv[k].value;
            if (k)
                ck_assert(rv[k - 1].value >= rv[k].value);
        }
        ck_assert_msg(sum > pos->cand[i].value - 1e-3 && sum < pos->cand[i].value + 1e-3,
                      "move %d: reasons %.3f, value %.3f", i, sum, pos->cand[i].value);
    }
    unload(&a, path);
}
END_TEST

/* Text, JSON and picture list the same moves in the same order. */
START_TEST(test_one_analysis_three_outputs)
{
    struct analysis a;
    char *path;
    load(&a, &path, 5);
    char *t = text_of(&a);
    struct strbuf j;
    sb_init(&j);
    analyze_candidates_json(&a, &j);
    char *svg = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&svg, &len);
    ck_assert(analyze_write_candidates_svg(&a, f));
    fclose(f);
    const char *js = sb_str(&j);
    ck_assert_msg(strncmp(js, "{\"engine\":\"classical\",\"to_move\":\"black\"", 39) == 0, "%s", js);
    const char *jp = js;
    for (int i = 0; i < 5; i++) {
        char v[8], in_text[16], in_json[32], in_svg[32];
        format_vertex(&a.cl_pos->b, a.cl_pos->cand[i].move, v);
        snprintf(in_text, sizeof in_text, "%2d. %s ", i + 1, v);
        snprintf(in_json, sizeof in_json, "{\"vertex\":\"%s\"", v);
        snprintf(in_svg, sizeof in_svg, ">%d. %s ", i + 1, v);
        ck_assert_msg(strstr(t, in_text) != NULL, "text lacks %s", in_text);
        jp = strstr(jp, in_json);
        ck_assert_msg(jp != NULL, "json lacks %s in order", in_json);
        ck_assert_msg(strstr(svg, in_svg) != NULL, "picture lacks %s", in_svg);
    }
    ck_assert(strstr(js, "\"words\":\"captures E6 (1 stone)\"") != NULL);
    free(svg);
    free(t);
    sb_free(&j);
    unload(&a, path);
}
END_TEST

START_TEST(test_reason_words)
{
    struct board b;
    board_init(&b, 9);
    coord d4 = board_point(&b, 5, 3), e5 = board_point(&b, 4, 4);
    board_play(&b, WHITE, d4);
    char buf[128];
    /* A ko capture halves the amount; the words still count the stones. */
    struct reason r = {.move = e5, .target = d4, .kind = RK_ATTACK_STRING, .code = 2,
                       .amount = 0.5f};
    reason_describe(&r, &b, buf, sizeof buf);
    ck_assert_str_eq(buf, "captures D4 (1 stone) with ko");
    r = (struct reason){.move = e5, .target = PASS, .kind = RK_TERRITORY, .amount = -2.5f};
    reason_describe(&r, &b, buf, sizeof buf);
    ck_assert_str_eq(buf, "loses 2.5 points of territory");
    r = (struct reason){.move = e5, .target = d4, .kind = RK_SAVE_DRAGON, .code = 1,
                        .amount = 12};
    reason_describe(&r, &b, buf, sizeof buf);
    ck_assert_str_eq(buf, "saves the D4 dragon (12 points at stake)");
    r = (struct reason){.move = e5, .target = e5, .kind = RK_BLUNDER, .amount = 3,
                        .source = "self-atari"};
    reason_describe(&r, &b, buf, sizeof buf);
    ck_assert_str_eq(buf, "blunder: self-atari (3 stones)");
    board_free(&b);
}
END_TEST

Suite *analyze_candidates_suite(void)
{
    Suite *s = suite_create("analyze_candidates");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, test_capture_explained);
    tcase_add_test(tc, test_reasons_add_up);
    tcase_add_test(tc, test_one_analysis_three_outputs);
    tcase_add_test(tc, test_reason_words);
    suite_add_tcase(s, tc);
    return s;
}
