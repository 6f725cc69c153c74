/* test_analyze_picture.c — the board picture of `moyo analyze --svg`: a
 * bundled 9x9 game (tests/fixtures/match-game-9x9.sgf) drawn with stone
 * status, territory and MC candidates; the SVG must parse as XML
 * (python3's xml.etree) and render to a PNG with rsvg-convert, so a broken
 * picture fails the build. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "analyze/analyze_picture.h"
#include "sgf/sgf.h"

#define GAME "fixtures/match-game-9x9.sgf"

static struct game *load(int until)
{
    struct game *g = malloc(sizeof *g);
    struct sgf_info info;
    struct sgf_error err;
    game_init(g, 9, 7.5);
    ck_assert_msg(sgf_load_game(GAME, until, NULL, g, &info, &err), "%s", err.msg);
    return g;
}

/* The MC engine's best moves, as the caller of analyze_picture finds them. */
static int search(const struct game *g, struct candidate *cand, int max)
{
    char err[160];
    int n = analyze_mc_candidates(g, 200, cand, max, err, sizeof err);
    ck_assert_msg(n > 0, "MC candidates: %s", err);
    return n;
}

START_TEST(test_picture_overlays)
{
    struct game *g = load(41);
    struct board_picture pic;
    struct candidate cand[3];
    int n = search(g, cand, 3);
    struct picture_options o = {cand, n, "match-game-9x9.sgf"};
    double estimate;
    analyze_picture(g, &o, &pic, &estimate);
    ck_assert_int_eq(pic.nmarkers, 3);
    /* the picture marks the moves it is given, in order: no search of its own */
    for (int i = 0; i < pic.nmarkers; i++)
        ck_assert_int_eq(pic.markers[i].point, cand[i].move);
    int stones = 0, shaded = 0;
    FOR_EACH_POINT(&g->board, p) {
        if (g->board.color[p] != EMPTY) {
            stones++;
            ck_assert_msg(pic.status[p] != STATUS_UNKNOWN, "stone without a status");
        }
        shaded += pic.owner[p] != EMPTY;
    }
    ck_assert_int_gt(stones, 20);
    ck_assert_int_gt(shaded, 10);
    for (int i = 0; i < pic.nmarkers; i++)
        ck_assert_int_eq(g->board.color[pic.markers[i].point], EMPTY);
    ck_assert(strstr(pic.title, "move 41, black to play") != NULL);
    game_free(g);
    free(g);
}
END_TEST

START_TEST(test_picture_renders)
{
    struct game *g = load(41);
    struct board_picture pic;
    struct candidate cand[5];
    int n = search(g, cand, 5);
    struct picture_options o = {cand, n, "a <game> & more"};
    double estimate;
    analyze_picture(g, &o, &pic, &estimate);
    struct strbuf svg;
    sb_init(&svg);
    board_svg(&svg, &pic);
    char dir[] = "/tmp/moyo-test-picture-XXXXXX";
    ck_assert(mkdtemp(dir) != NULL);
    char path[128], png[128], cmd[512];
    snprintf(path, sizeof path, "%s/board.svg", dir);
    snprintf(png, sizeof png, "%s/board.png", dir);
    FILE *f = fopen(path, "w");
    ck_assert(f != NULL);
    fputs(sb_str(&svg), f);
    fclose(f);
    snprintf(cmd, sizeof cmd,
             "python3 -c 'import sys, xml.etree.ElementTree as E; E.parse(sys.argv[1])' %s", path);
    ck_assert_msg(system(cmd) == 0, "the SVG is not well-formed XML");
    snprintf(cmd, sizeof cmd, "rsvg-convert -o %s %s", png, path);
    ck_assert_msg(system(cmd) == 0, "rsvg-convert failed");
    f = fopen(png, "rb");
    ck_assert(f != NULL);
    unsigned char head[24];
    ck_assert_int_eq(fread(head, 1, sizeof head, f), sizeof head);
    fclose(f);
    ck_assert(memcmp(head, "\x89PNG", 4) == 0);
    int width = head[16] << 24 | head[17] << 16 | head[18] << 8 | head[19];
    ck_assert_int_gt(width, 250);
    unlink(png);
    unlink(path);
    rmdir(dir);
    sb_free(&svg);
    game_free(g);
    free(g);
}
END_TEST

Suite *analyze_picture_suite(void)
{
    Suite *s = suite_create("analyze_picture");
    TCase *t = tcase_create("picture");
    tcase_set_timeout(t, 60);
    tcase_add_test(t, test_picture_overlays);
    tcase_add_test(t, test_picture_renders);
    suite_add_tcase(s, t);
    return s;
}
