/* test_joseki.c — every variation of the joseki trees (joseki/NAME.sgf),
 * replayed in each of the 8 orientations of the board, has the engine's
 * joseki patterns propose each of its moves with the quality the tree
 * gives it (JQ; good by default).  The first stone in an empty corner is
 * fuseki and is checked against the fuseki class instead, as is a move
 * whose shape a fuseki pattern already holds. */
#include <check.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/board.h"
#include "board/coord.h"
#include "patterns/joseki.h"
#include "patterns/pattern.h"
#include "patterns/pattern_match.h"
#include "sgf/sgf.h"

#define MAXLINE 64
#define NSIZE 19

struct jmove {
    int color, row, col;        /* row -1: tenuki */
    int quality;
};

struct jtest {
    struct pattern_set *set;
    struct board b;
    struct pattern_match m[512];
    int variations, moves_checked;
    char file[512];
};

static coord oriented(const struct board *b, int sym, int row, int col)
{
    int dr, dc, h = (NSIZE - 1) / 2;
    pattern_transform(sym, row - h, col - h, &dr, &dc);
    return board_point(b, dr + h, dc + h);
}

/* A move the tree recommends (not a trick or a mistake). */
static bool worth_playing(int quality)
{
    return quality == JQ_GOOD || quality == JQ_URGENT || quality == JQ_MINOR;
}

static bool corner_was_empty(const struct jmove *line, int upto)
{
    for (int i = 0; i < upto; i++)
        if (line[i].row >= 0)
            return false;
    return true;
}

static void check_line(struct jtest *t, const struct jmove *line, int n)
{
    struct pattern_env env = {.board = &t->b};
    for (int sym = 0; sym < PAT_NSYM; sym++) {
        board_clear(&t->b);
        for (int i = 0; i < n; i++) {
            if (line[i].row < 0)
                continue;
            coord p = oriented(&t->b, sym, line[i].row, line[i].col);
            bool fuseki = corner_was_empty(line, i);
            unsigned mask = 1u << PC_FUSEKI | (fuseki ? 0 : 1u << PC_JOSEKI);
            int k = pattern_match_point(t->set, &env, line[i].color, p, mask, t->m, 512);
            bool found = false;
            for (int j = 0; j < k && j < 512 && !found; j++) {
                const struct pattern *pat = t->m[j].pattern;
                /* patc keeps a shape once: a joseki move that equals a
                 * fuseki pattern is proposed by that pattern. */
                found = (pat->klass == PC_FUSEKI && worth_playing(line[i].quality))
                     || (pat->nactions && pat->actions[0].kind == PA_JOSEKI
                         && pat->actions[0].sign == line[i].quality);
            }
            char v[8];
            ck_assert_msg(found, "%s: move %d (%s at %s, orientation %s) not proposed as %s",
                          t->file, i + 1, color_name(line[i].color), format_vertex(&t->b, p, v),
                          pattern_sym_name(sym), joseki_quality_name(line[i].quality));
            t->moves_checked++;
            ck_assert_int_eq(board_play(&t->b, line[i].color, p), MOVE_OK);
        }
    }
    t->variations++;
}

static void read_node(const struct sgf_node *n, struct jmove *mv)
{
    mv->color = EMPTY;
    const char *v = sgf_get(n, "B");
    if (v)
        mv->color = BLACK;
    else if ((v = sgf_get(n, "W")))
        mv->color = WHITE;
    mv->row = mv->col = -1;
    if (v && strlen(v) == 2 && strcmp(v, "tt") != 0) {
        mv->col = v[0] - 'a';
        mv->row = v[1] - 'a';
    }
    const char *q = sgf_get(n, "JQ");
    mv->quality = q ? joseki_quality_lookup(q) : JQ_GOOD;
}

static void walk(struct jtest *t, const struct sgf_node *n, struct jmove *line, int depth)
{
    ck_assert(depth < MAXLINE);
    read_node(n, &line[depth]);
    int len = depth + (line[depth].color != EMPTY);
    if (!n->child) {
        check_line(t, line, len);
        return;
    }
    for (const struct sgf_node *c = n->child; c; c = c->sibling)
        walk(t, c, line, len);
}

START_TEST(test_joseki_variations)
{
    struct jtest *t = calloc(1, sizeof *t);
    t->set = pattern_set_new_builtin();
    board_init(&t->b, NSIZE);
    DIR *d = opendir("../joseki");
    ck_assert_ptr_nonnull(d);
    struct dirent *e;
    int files = 0;
    while ((e = readdir(d))) {
        size_t len = strlen(e->d_name);
        if (len < 5 || strcmp(e->d_name + len - 4, ".sgf") != 0)
            continue;
        snprintf(t->file, sizeof t->file, "../joseki/%s", e->d_name);
        struct sgf_tree tree;
        struct sgf_error err;
        ck_assert_msg(sgf_parse_file(t->file, &tree, &err), "%s", err.msg);
        struct jmove line[MAXLINE];
        walk(t, tree.root, line, 0);
        sgf_tree_free(&tree);
        files++;
    }
    closedir(d);
    ck_assert_int_ge(files, 5);
    ck_assert_int_ge(t->variations, 60);
    ck_assert_int_gt(t->moves_checked, 8 * 60);
    board_free(&t->b);
    pattern_set_free(t->set);
    free(t);
}
END_TEST

/* Compiles one joseki tree from a temporary file into `pb` (initialised
 * here); `path` receives the file's name, which error messages start with. */
static bool compile_tree(struct pattern_builder *pb, const char *tree, char path[32],
                         char *err, size_t errsz)
{
    strcpy(path, "/tmp/moyo-joseki-XXXXXX.sgf");
    int fd = mkstemps(path, 4);
    ck_assert_int_ge(fd, 0);
    FILE *f = fdopen(fd, "w");
    fputs(tree, f);
    fclose(f);
    pb_init(pb);
    bool ok = joseki_add_file(pb, path, err, errsz);
    remove(path);
    return ok;
}

/* A bad joseki file is refused as a whole, with file:line:col. */
START_TEST(test_joseki_errors)
{
    static const struct { const char *text, *expect; } CASES[] = {
        {"(;SZ[19];B[dd];W[pp])", "joseki move outside the top-left corner: pp"},
        {"(;SZ[19];B[dd];W[dd])", "move on an occupied point"},
        {"(;SZ[19];B[dd];W[cf]JQ[great])", "unknown joseki quality"},
        {"(;SZ[13];B[dd])", "joseki files are 19x19"},
    };
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        char path[32], err[600];
        struct pattern_builder pb;
        ck_assert(!compile_tree(&pb, CASES[i].text, path, err, sizeof err));
        ck_assert_msg(strncmp(err, path, strlen(path)) == 0 && strstr(err, CASES[i].expect),
                      "got '%s'", err);
        ck_assert_int_eq(pb.npatterns, 0);
        pb_free(&pb);
    }
}
END_TEST

/* The qualities are worth, in order: an urgent answer, a good move, a
 * minor move that can wait, a trick; a bad move is worth less than
 * nothing. */
START_TEST(test_joseki_quality_values)
{
    static const char TREE[] = "(;SZ[19];B[dd](;W[cc]JQ[minor];B[cd]JQ[urgent];W[dc])"
                               "(;W[cf];B[fc]JQ[trick])(;W[fd]JQ[bad]))";
    char path[32], err[600];
    struct pattern_builder pb;
    ck_assert_msg(compile_tree(&pb, TREE, path, err, sizeof err), "%s", err);
    float value[JQ_NQUAL];
    bool seen[JQ_NQUAL] = {false};
    for (uint32_t i = 0; i < pb.npatterns; i++) {
        int q = pb.patterns[i].actions[0].sign;
        value[q] = pb.patterns[i].value;
        seen[q] = true;
    }
    for (int q = 0; q < JQ_NQUAL; q++)
        ck_assert_msg(seen[q], "no %s move compiled", joseki_quality_name(q));
    ck_assert(value[JQ_URGENT] > value[JQ_GOOD]);
    ck_assert(value[JQ_GOOD] > value[JQ_MINOR]);
    ck_assert(value[JQ_MINOR] > value[JQ_TRICK]);
    ck_assert(value[JQ_TRICK] > 0 && value[JQ_BAD] < 0);
    pb_free(&pb);
}
END_TEST

/* An approach (the player's first stone in the corner) is a big point that
 * can wait; the answers and next moves of a joseki under way weigh more
 * at the same quality, so a standard answer is not outvoted by an
 * approach elsewhere. */
START_TEST(test_joseki_under_way_values)
{
    static const char TREE[] = "(;SZ[19];B[dd];W[cf];B[fc];W[ci];B[];W[cc]JQ[bad];B[cd]JQ[urgent])";
    char path[32], err[600];
    struct pattern_builder pb;
    ck_assert_msg(compile_tree(&pb, TREE, path, err, sizeof err), "%s", err);
    ck_assert_int_eq(pb.npatterns, 5);
    float approach = pb.patterns[0].value, answer = pb.patterns[1].value;     /* W cf, B fc */
    float extension = pb.patterns[2].value, urgent = pb.patterns[4].value;   /* W ci, B cd */
    ck_assert(answer > approach);
    ck_assert(extension > approach);
    ck_assert(urgent > answer);
    ck_assert(pb.patterns[3].value < 0);                                     /* W cc, bad */
    pb_free(&pb);
}
END_TEST

/* The quality the engine's joseki give to `color` playing at (row, col)
 * on the board as it stands, or -1 if no joseki pattern proposes it. */
static int proposed_quality(struct pattern_set *set, struct board *b, int color, int row, int col)
{
    struct pattern_env env = {.board = b};
    struct pattern_match m[512];
    int k = pattern_match_point(set, &env, color, board_point(b, row, col), 1u << PC_JOSEKI, m, 512);
    for (int j = 0; j < k && j < 512; j++)
        if (m[j].pattern->nactions && m[j].pattern->actions[0].kind == PA_JOSEKI)
            return m[j].pattern->actions[0].sign;
    return -1;
}

/* Knowledge in the trees: invading the 3-3 point under a lone 4-4 stone
 * can wait (the invader gives the outside away), but once it is played
 * the block that keeps the invader small cannot; so is the wall's answer
 * when the 3-3 stone slides along the edge under a shoulder hit. */
START_TEST(test_joseki_urgency_marks)
{
    struct pattern_set *set = pattern_set_new_builtin();
    struct board b;
    board_init(&b, NSIZE);
    ck_assert_int_eq(board_play(&b, BLACK, board_point(&b, 3, 3)), MOVE_OK);         /* D16 */
    ck_assert_int_eq(proposed_quality(set, &b, WHITE, 2, 2), JQ_MINOR);              /* C17 */
    ck_assert_int_eq(board_play(&b, WHITE, board_point(&b, 2, 2)), MOVE_OK);
    ck_assert_int_eq(proposed_quality(set, &b, BLACK, 3, 2), JQ_URGENT);             /* C16 */
    board_clear(&b);
    static const int SEQ[][3] = {
        {BLACK, 2, 2}, {WHITE, 3, 3}, {BLACK, 3, 2}, {WHITE, 4, 3}, {BLACK, 1, 4},
    };
    for (size_t i = 0; i < sizeof SEQ / sizeof SEQ[0]; i++)
        ck_assert_int_eq(board_play(&b, SEQ[i][0], board_point(&b, SEQ[i][1], SEQ[i][2])), MOVE_OK);
    ck_assert_int_eq(proposed_quality(set, &b, WHITE, 3, 6), JQ_URGENT);             /* G16 */
    board_free(&b);
    pattern_set_free(set);
}
END_TEST

/* Knowledge in the trees: a 4-4 stone approached one space high on both
 * sides (the second approach after a tenuki can wait: minor) must look out
 * at once by the diagonal between the two approach stones (urgent): left
 * out, White's move there seals Black into the corner with walls on both
 * sides (opening-set game 11, P15; game 3, E5). */
START_TEST(test_joseki_double_high_approach)
{
    struct pattern_set *set = pattern_set_new_builtin();
    struct board b;
    board_init(&b, NSIZE);
    ck_assert_int_eq(board_play(&b, BLACK, board_point(&b, 3, 3)), MOVE_OK);         /* D16 */
    ck_assert_int_eq(board_play(&b, WHITE, board_point(&b, 5, 3)), MOVE_OK);         /* D14 */
    ck_assert_int_eq(proposed_quality(set, &b, WHITE, 3, 5), JQ_MINOR);              /* F16 */
    ck_assert_int_eq(board_play(&b, WHITE, board_point(&b, 3, 5)), MOVE_OK);
    ck_assert_int_eq(proposed_quality(set, &b, BLACK, 4, 4), JQ_URGENT);             /* E15 */
    board_free(&b);
    pattern_set_free(set);
}
END_TEST

/* Knowledge in the trees: after the low approach and the small knight's
 * reply, White's slide to the 2-4 point under the corner stone instead
 * of the side extension can wait (minor); once White has extended, the
 * slide is a good move of the side group (it widens the base and takes
 * the corner's edge), and Black's block at the 3-3 point stays urgent
 * (opening-set game 33, S4, seven turns unanswered). */
START_TEST(test_joseki_slide_after_extension)
{
    struct pattern_set *set = pattern_set_new_builtin();
    struct board b;
    board_init(&b, NSIZE);
    static const int SEQ[][3] = {{BLACK, 3, 3}, {WHITE, 5, 2}, {BLACK, 2, 5}};  /* D16 C14 F17 */
    for (size_t i = 0; i < sizeof SEQ / sizeof SEQ[0]; i++)
        ck_assert_int_eq(board_play(&b, SEQ[i][0], board_point(&b, SEQ[i][1], SEQ[i][2])), MOVE_OK);
    ck_assert_int_eq(proposed_quality(set, &b, WHITE, 3, 1), JQ_MINOR);              /* B16 */
    ck_assert_int_eq(board_play(&b, WHITE, board_point(&b, 8, 2)), MOVE_OK);         /* C11 */
    ck_assert_int_eq(proposed_quality(set, &b, WHITE, 3, 1), JQ_GOOD);               /* B16 */
    ck_assert_int_eq(board_play(&b, WHITE, board_point(&b, 3, 1)), MOVE_OK);
    ck_assert_int_eq(proposed_quality(set, &b, BLACK, 2, 2), JQ_URGENT);             /* C17 */
    board_free(&b);
    pattern_set_free(set);
}
END_TEST

/* Knowledge in the trees: at the end of the attach-and-extend line White
 * makes its base by the extension to the 3-10 point (good); the closer
 * move at 3-8, one line below the 4-7 stone, is slow and can wait
 * (minor).  GNU Go values the 3-10 point at 57-69 and 3-8 at 35 in the
 * session-19 games (opening set games 15 m21 and 28 m16). */
START_TEST(test_joseki_attach_extend_base)
{
    struct pattern_set *set = pattern_set_new_builtin();
    struct board b;
    board_init(&b, NSIZE);
    static const int SEQ[][3] = {
        {BLACK, 3, 3}, {WHITE, 5, 2}, {BLACK, 5, 3}, {WHITE, 6, 3},  /* D16 C14 D14 D13 */
        {BLACK, 5, 4}, {WHITE, 4, 2}, {BLACK, 3, 2},                 /* E14 C15 C16 */
    };
    for (size_t i = 0; i < sizeof SEQ / sizeof SEQ[0]; i++)
        ck_assert_int_eq(board_play(&b, SEQ[i][0], board_point(&b, SEQ[i][1], SEQ[i][2])), MOVE_OK);
    ck_assert_int_eq(proposed_quality(set, &b, WHITE, 9, 2), JQ_GOOD);               /* C10 */
    ck_assert_int_eq(proposed_quality(set, &b, WHITE, 7, 2), JQ_MINOR);              /* C12 */
    board_free(&b);
    pattern_set_free(set);
}
END_TEST

/* A joseki pattern covers the corner to JOSEKI_MARGIN (2) lines beyond
 * its farthest stone: a stone three lines beyond the move leaves the
 * joseki standing (in games a corner rarely has that much empty room: at
 * a margin of 3, a stone at J17 hid the answer to the high approach,
 * F16, in GNU Go reference game 35), a stone two lines beyond changes
 * the corner and stops it. */
START_TEST(test_joseki_margin)
{
    struct pattern_set *set = pattern_set_new_builtin();
    struct board b;
    board_init(&b, NSIZE);
    ck_assert_int_eq(board_play(&b, BLACK, board_point(&b, 3, 3)), MOVE_OK);         /* D16 */
    ck_assert_int_eq(board_play(&b, WHITE, board_point(&b, 5, 3)), MOVE_OK);         /* D14 */
    ck_assert_int_eq(proposed_quality(set, &b, BLACK, 3, 5), JQ_GOOD);               /* F16 */
    ck_assert_int_eq(board_play(&b, BLACK, board_point(&b, 2, 8)), MOVE_OK);         /* J17 */
    ck_assert_int_eq(proposed_quality(set, &b, BLACK, 3, 5), JQ_GOOD);
    board_clear(&b);
    ck_assert_int_eq(board_play(&b, BLACK, board_point(&b, 3, 3)), MOVE_OK);
    ck_assert_int_eq(board_play(&b, WHITE, board_point(&b, 5, 3)), MOVE_OK);
    ck_assert_int_eq(board_play(&b, BLACK, board_point(&b, 2, 7)), MOVE_OK);         /* H17 */
    ck_assert_int_eq(proposed_quality(set, &b, BLACK, 3, 5), -1);
    board_free(&b);
    pattern_set_free(set);
}
END_TEST

/* Only the points within three lines of a joseki's stones (or its move)
 * are part of its pattern: a stone inside the corner square but four lines
 * from every stone of the joseki leaves it standing (GNU Go reference game
 * 36, move 18: White's connection C18 after the 3-3 invasion's hane line,
 * with a black stone at J17 far from the line along the left side); a
 * stone near one of them stops it. */
START_TEST(test_joseki_far_stone)
{
    struct pattern_set *set = pattern_set_new_builtin();
    struct board b;
    board_init(&b, NSIZE);
    static const int SEQ[][3] = {
        {BLACK, 3, 3}, {WHITE, 2, 2}, {BLACK, 3, 2}, {WHITE, 2, 3}, {BLACK, 2, 4}, {WHITE, 1, 4},
        {BLACK, 2, 5}, {WHITE, 1, 5}, {BLACK, 2, 6}, {WHITE, 3, 1}, {BLACK, 4, 1},
    };
    for (size_t i = 0; i < sizeof SEQ / sizeof SEQ[0]; i++)
        ck_assert_int_eq(board_play(&b, SEQ[i][0], board_point(&b, SEQ[i][1], SEQ[i][2])), MOVE_OK);
    ck_assert_int_eq(proposed_quality(set, &b, WHITE, 2, 1), JQ_URGENT);             /* B17 */
    ck_assert_int_eq(board_play(&b, BLACK, board_point(&b, 8, 8)), MOVE_OK);         /* J11 */
    ck_assert_int_eq(proposed_quality(set, &b, WHITE, 2, 1), JQ_URGENT);
    ck_assert_int_eq(board_play(&b, BLACK, board_point(&b, 6, 3)), MOVE_OK);         /* D13 */
    ck_assert_int_eq(proposed_quality(set, &b, WHITE, 2, 1), -1);
    board_free(&b);
    pattern_set_free(set);
}
END_TEST

Suite *joseki_suite(void)
{
    Suite *s = suite_create("joseki");
    TCase *tc = tcase_create("trees");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, test_joseki_variations);
    tcase_add_test(tc, test_joseki_errors);
    tcase_add_test(tc, test_joseki_quality_values);
    tcase_add_test(tc, test_joseki_urgency_marks);
    tcase_add_test(tc, test_joseki_under_way_values);
    tcase_add_test(tc, test_joseki_margin);
    tcase_add_test(tc, test_joseki_double_high_approach);
    tcase_add_test(tc, test_joseki_slide_after_extension);
    tcase_add_test(tc, test_joseki_attach_extend_base);
    tcase_add_test(tc, test_joseki_far_stone);
    suite_add_tcase(s, tc);
    return s;
}
