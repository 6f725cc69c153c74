/* test_sgf.c — the SGF reader (syntax, escapes, variations, FF[3] names),
 * the main-line loader with GNU Go's `loadsgf FILE N|VERTEX` semantics,
 * error messages for malformed files, the writer's round trip, and a
 * fixed-seed mutation fuzz.  Files live in tests/sgf (the runner's working
 * directory is tests/).  The expected positions of the loader tests were
 * established by running GNU Go 3.8's loadsgf on the same files. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "util/rng.h"
#include "board/coord.h"
#include "board/game.h"
#include "sgf/sgf.h"
#include "diagram.h"

/* Space-separated GTP vertices of the stones of color, in board order. */
static void stones(const struct board *b, int color, char *out, size_t n)
{
    out[0] = '\0';
    char v[8];
    FOR_EACH_POINT(b, p) {
        if (b->color[p] != color)
            continue;
        if (out[0])
            strncat(out, " ", n - strlen(out) - 1);
        strncat(out, format_vertex(b, p, v), n - strlen(out) - 1);
    }
}

static struct game *new_game(void)
{
    struct game *g = malloc(sizeof *g);
    ck_assert_ptr_nonnull(g);
    game_init(g, 19, 7.5);
    return g;
}

static void free_game(struct game *g)
{
    game_free(g);
    free(g);
}

/* Loads path (until N or VERTEX) and checks color to play and stones. */
static void check_load(const char *path, int n, const char *vertex, int to_move,
                       const char *black, const char *white)
{
    struct game *g = new_game();
    struct sgf_error err;
    bool ok = sgf_load_game(path, n, vertex, g, NULL, &err);
    ck_assert_msg(ok, "%s: %s", path, err.msg);
    char got[1024];
    stones(&g->board, BLACK, got, sizeof got);
    ck_assert_msg(strcmp(got, black) == 0, "%s %d %s: black '%s', want '%s'", path, n,
                  vertex ? vertex : "", got, black);
    stones(&g->board, WHITE, got, sizeof got);
    ck_assert_msg(strcmp(got, white) == 0, "%s %d %s: white '%s', want '%s'", path, n,
                  vertex ? vertex : "", got, white);
    ck_assert_msg(g->to_move == to_move, "%s %d: %s to move, want %s", path, n,
                  color_name(g->to_move), color_name(to_move));
    free_game(g);
}

static void check_error(const char *path, const char *want)
{
    struct game *g = new_game();
    struct sgf_error err = { "" };
    ck_assert_msg(!sgf_load_game(path, 0, NULL, g, NULL, &err), "%s loaded", path);
    ck_assert_msg(strcmp(err.msg, want) == 0, "%s: got '%s', want '%s'", path, err.msg, want);
    free_game(g);
}

/* ---- syntax ------------------------------------------------------------ */

START_TEST(test_escapes_and_values)
{
    struct sgf_tree t;
    struct sgf_error err;
    ck_assert_msg(sgf_parse_file("sgf/tricky.sgf", &t, &err), "%s", err.msg);
    ck_assert_str_eq(sgf_get(t.root, "PB"), "Black ] player");
    ck_assert_str_eq(sgf_get(t.root, "PW"), "back\\slash");
    ck_assert_str_eq(sgf_get(t.root, "C"), "soft break");
    ck_assert_str_eq(sgf_get(t.root, "RU"), "Japanese");
    ck_assert_ptr_null(sgf_get(t.root, "XX"));
    const struct sgf_prop *ab = t.root->props;
    while (ab && strcmp(ab->ident, "AB") != 0)
        ab = ab->next;
    ck_assert_ptr_nonnull(ab);
    ck_assert_int_eq(ab->nvalues, 2);
    ck_assert_str_eq(ab->values[0], "aa:bb");
    ck_assert_str_eq(ab->values[1], "ee");
    ck_assert_int_eq(ab->line, 5);          /* the soft break spans lines 2-3 */
    ck_assert_int_eq(ab->pos[1].line, 5);
    ck_assert_int_eq(ab->pos[1].col, 10);
    sgf_tree_free(&t);
}
END_TEST

START_TEST(test_variations_kept)
{
    struct sgf_tree t;
    struct sgf_error err;
    ck_assert_msg(sgf_parse_file("sgf/tricky.sgf", &t, &err), "%s", err.msg);
    const struct sgf_node *b1 = t.root->child;
    ck_assert_str_eq(sgf_get(b1, "B"), "gg");
    ck_assert_ptr_null(b1->sibling);
    const struct sgf_node *wcc = b1->child, *whh = wcc->sibling;
    ck_assert_str_eq(sgf_get(wcc, "W"), "cc");
    ck_assert_str_eq(sgf_get(whh, "W"), "hh");
    ck_assert_ptr_null(whh->sibling);
    ck_assert_ptr_null(whh->child);
    const struct sgf_node *pass = wcc->child;
    ck_assert_str_eq(sgf_get(pass, "B"), "");
    ck_assert_str_eq(sgf_get(pass->child, "W"), "tt");
    ck_assert_str_eq(sgf_get(pass->child->sibling, "W"), "ff");
    ck_assert_str_eq(sgf_get(pass->child->child, "B"), "dd");
    ck_assert_int_eq(wcc->line, 7);
    ck_assert_int_eq(wcc->col, 4);
    sgf_tree_free(&t);
}
END_TEST

START_TEST(test_ff3_long_names)
{
    struct sgf_tree t;
    struct sgf_error err;
    ck_assert_msg(sgf_parse_file("sgf/ff3-long-names.sgf", &t, &err), "%s", err.msg);
    ck_assert_str_eq(sgf_get(t.root, "SZ"), "9");
    ck_assert_str_eq(sgf_get(t.root, "AB"), "ee");
    ck_assert_str_eq(sgf_get(t.root->child, "B"), "ef");
    sgf_tree_free(&t);
    check_load("sgf/ff3-long-names.sgf", 0, NULL, BLACK, "E5 E4", "D6 D5");
}
END_TEST

START_TEST(test_string_and_collection)
{
    struct sgf_tree t;
    struct sgf_error err;
    ck_assert(sgf_parse_string("\xef\xbb\xbf (;SZ[9];B[aa]) (;SZ[13])", "mem", &t, &err));
    ck_assert_str_eq(sgf_get(t.root, "SZ"), "9");
    ck_assert_str_eq(t.filename, "mem");
    sgf_tree_free(&t);
    check_load("sgf/two-games.sgf", 0, NULL, BLACK, "E5", "D6");
    /* CR LF, lone CR and a soft break written with CR LF. */
    ck_assert(sgf_parse_string("(;C[a\\\r\nb]\r;B[aa]\r\n)", "crlf", &t, &err));
    ck_assert_str_eq(sgf_get(t.root, "C"), "ab");
    sgf_tree_free(&t);
    ck_assert(!sgf_parse_string("(;B[aa]\r\n\r;C[x", "crlf", &t, &err));
    ck_assert_str_eq(err.msg, "crlf:3:3: unterminated value of property C (missing ']')");
}
END_TEST

/* ---- loading: GNU Go's loadsgf semantics -------------------------------- */

START_TEST(test_until_move_counts_passes)
{
    const char *f = "sgf/passes.sgf";   /* B E5, W E4, B pass, W pass (tt), B D6 */
    check_load(f, 0, NULL, WHITE, "D6 E5", "E4");
    check_load(f, 1, NULL, BLACK, "", "");
    check_load(f, 2, NULL, WHITE, "E5", "");
    check_load(f, 3, NULL, BLACK, "E5", "E4");
    check_load(f, 4, NULL, WHITE, "E5", "E4");
    check_load(f, 5, NULL, BLACK, "E5", "E4");
    check_load(f, 6, NULL, WHITE, "D6 E5", "E4");
    check_load(f, 99, NULL, WHITE, "D6 E5", "E4");
    check_load(f, 0, "E4", WHITE, "E5", "");
    check_load(f, 0, "e4", WHITE, "E5", "");
    check_load(f, 0, "pass", BLACK, "E5", "E4");    /* before the first pass */
    check_load(f, 0, "A1", WHITE, "D6 E5", "E4");   /* never played: everything */
}
END_TEST

START_TEST(test_handicap_and_player)
{
    /* HA[2], White moves first on an empty board: fixed stones go down. */
    const char *f = "sgf/handicap-missing-stones.sgf";
    check_load(f, 0, NULL, WHITE, "G7 E4 C3", "E5");
    check_load(f, 1, NULL, WHITE, "G7 C3", "");
    check_load(f, 2, NULL, BLACK, "G7 C3", "E5");
    check_load(f, 0, "E5", WHITE, "G7 C3", "");
    /* PL[W] in the root, then Black moves: the record's color wins. */
    f = "sgf/player-then-black.sgf";
    check_load(f, 0, NULL, BLACK, "E5 E4", "D6");
    check_load(f, 1, NULL, BLACK, "", "");
    check_load(f, 2, NULL, BLACK, "E5", "");
    check_load(f, 3, NULL, WHITE, "E5 E4", "");
    /* Handicap stones in the root and White's moves numbered from 1. */
    struct game *g = new_game();
    struct sgf_info info;
    struct sgf_error err;
    ck_assert(sgf_load_game("sgf/tricky.sgf", 0, NULL, g, &info, &err));
    ck_assert_int_eq(info.size, 9);
    ck_assert(info.komi == 6.5 && g->komi == 6.5);
    ck_assert_str_eq(info.black, "Black ] player");
    ck_assert_str_eq(info.result, "W+R");
    free_game(g);
}
END_TEST

START_TEST(test_default_komi)
{
    struct sgf_tree t;
    struct sgf_error err;
    struct game *g = new_game();
    struct sgf_info info;
    ck_assert(sgf_parse_string("(;SZ[9]HA[3])", "ha", &t, &err));
    ck_assert(sgf_tree_to_game(&t, 0, NULL, g, &info, &err));
    ck_assert(g->komi == 0.5 && g->handicap == 3 && g->to_move == WHITE);
    sgf_tree_free(&t);
    ck_assert(sgf_parse_string("(;SZ[9]KM[6,5];B[aa])", "km", &t, &err));
    ck_assert(sgf_tree_to_game(&t, 0, NULL, g, &info, &err));
    ck_assert(g->komi == 6.5 && g->handicap == 0 && g->to_move == WHITE);
    sgf_tree_free(&t);
    ck_assert(sgf_parse_string("(;B[aa])", "nokm", &t, &err));
    ck_assert(sgf_tree_to_game(&t, 0, NULL, g, &info, &err));
    ck_assert(g->komi == 5.5 && g->board.size == 19);
    sgf_tree_free(&t);
    free_game(g);
}
END_TEST

START_TEST(test_setup_mid_game)
{
    /* B E5, W D6, B E4, then AB A9 AW A8 AE E5, then W C7, B D5. */
    const char *f = "sgf/midgame-setup.sgf";
    check_load(f, 0, NULL, WHITE, "A9 D5 E4", "A8 C7 D6");
    check_load(f, 4, NULL, WHITE, "A9 E4", "A8 D6");
    check_load(f, 3, NULL, BLACK, "E5", "D6");
    struct game *g = new_game();
    struct sgf_error err;
    ck_assert(sgf_load_game(f, 0, NULL, g, NULL, &err));
    /* The setup node folds the moves before it into the setup. */
    ck_assert_int_eq(g->nmoves, 2);
    ck_assert_int_eq(g->first_to_move, WHITE);
    uint64_t hash = g->board.hash;
    game_undo(g);
    game_undo(g);
    char got[256];
    stones(&g->board, BLACK, got, sizeof got);
    ck_assert_str_eq(got, "A9 E4");
    ck_assert_int_eq(g->to_move, WHITE);
    game_replay(g, 0);
    ck_assert(game_play(g, WHITE, V(&g->board, "C7")) == MOVE_OK);
    ck_assert(game_play(g, BLACK, V(&g->board, "D5")) == MOVE_OK);
    ck_assert(g->board.hash == hash);
    free_game(g);
}
END_TEST

START_TEST(test_tt_is_a_point_above_19)
{
    check_load("sgf/tt-on-21.sgf", 0, NULL, BLACK, "U2", "");
    check_load("sgf/tricky.sgf", 0, NULL, WHITE, "A9 B9 A8 B8 D6 E5 G3", "C7 C5");
}
END_TEST

/* ---- malformed input ---------------------------------------------------- */

START_TEST(test_error_messages)
{
    check_error("sgf/no-such-file.sgf", "cannot open sgf/no-such-file.sgf: No such file or directory");
    check_error("sgf/empty.sgf", "sgf/empty.sgf:1:1: empty file (no SGF game tree)");
    check_error("sgf/blank.sgf", "sgf/blank.sgf:3:1: empty file (no SGF game tree)");
    check_error("sgf/bad-missing-paren.sgf",
                "sgf/bad-missing-paren.sgf:1:1: missing '(' at the start of the game tree (found ';')");
    check_error("sgf/bad-missing-semicolon.sgf",
                "sgf/bad-missing-semicolon.sgf:1:2: missing ';' after '(' (found 'S')");
    check_error("sgf/bad-unterminated-value.sgf",
                "sgf/bad-unterminated-value.sgf:2:8: unterminated value of property C (missing ']')");
    check_error("sgf/bad-property-ident.sgf",
                "sgf/bad-property-ident.sgf:3:2: bad property identifier 'add' (no upper-case letter)");
    check_error("sgf/bad-point.sgf", "sgf/bad-point.sgf:2:3: move 2: bad point W[jj] for a 9x9 board");
    check_error("sgf/bad-illegal-move.sgf",
                "sgf/bad-illegal-move.sgf:2:3: move 3 (black E5) is illegal: point is occupied");
    check_error("sgf/bad-suicide.sgf", "sgf/bad-suicide.sgf:1:28: move 4 (white A9) is illegal: suicide");
    check_error("sgf/bad-size-26.sgf", "sgf/bad-size-26.sgf:1:5: board size SZ[26] out of range (1..25)");
    check_error("sgf/bad-non-square.sgf",
                "sgf/bad-non-square.sgf:1:5: non-square board SZ[19:13] is not supported");
    check_error("sgf/bad-missing-close.sgf", "sgf/bad-missing-close.sgf:2:1: end of file inside the "
                "game tree opened at 1:1 (missing ')')");
    check_error("sgf/bad-node-after-variation.sgf",
                "sgf/bad-node-after-variation.sgf:1:22: node after a variation (expected '(' or ')')");
    check_error("sgf/bad-komi.sgf", "sgf/bad-komi.sgf:1:10: bad komi KM[six]");
    check_error("sgf/bad-no-value.sgf",
                "sgf/bad-no-value.sgf:2:2: property B has no value (expected '[', found ')')");
    check_error("sgf", "cannot read sgf: Is a directory");
}
END_TEST

START_TEST(test_more_errors)
{
    struct sgf_tree t;
    struct sgf_error err;
    static const struct { const char *text, *want; } cases[] = {
        { "(;SZ[0])", "s:1:5: board size SZ[0] out of range (1..25)" },
        { "(;SZ[x])", "s:1:5: bad board size SZ[x]" },
        { "(;SZ[9]HA[99])", "s:1:10: bad handicap HA[99] (0..80 on this board)" },
        { "(;SZ[9]PL[x])", "s:1:10: bad player PL[x] (B or W)" },
        { "(;SZ[9]AB[aa:zz])", "s:1:10: bad point AB[aa:zz] for a 9x9 board" },
        { "(;SZ[9]AB[])", "s:1:10: bad point AB[] for a 9x9 board" },
        { "(;SZ[9];B[ee]B[ee])", "s:1:15: move 2 (black E5) is illegal: point is occupied" },
        { "(;SZ[9]\n;W[a])", "s:2:3: move 1: bad point W[a] for a 9x9 board" },
        { "(;SZ[9]\n;W[tt])", NULL },
        /* found by the sgf fuzz target: a stone among four enemy ones */
        { "(;SZ[9]AB[dh][fh][eg][ei]AW[eh])",
          "s:1:2: setup leaves the white string at E2 without liberties" },
        { "(;SZ[9]AB[aa][ba]\n;AW[ab][bb][ca])", NULL },  /* captures: fine */
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        ck_assert_msg(sgf_parse_string(cases[i].text, "s", &t, &err), "%s", err.msg);
        struct game *g = new_game();
        bool ok = sgf_tree_to_game(&t, 0, NULL, g, NULL, &err);
        if (cases[i].want) {
            ck_assert_msg(!ok, "%s loaded", cases[i].text);
            ck_assert_str_eq(err.msg, cases[i].want);
        } else {
            ck_assert_msg(ok, "%s: %s", cases[i].text, err.msg);
        }
        free_game(g);
        sgf_tree_free(&t);
    }
    ck_assert(!sgf_parse_string("(;B[aa]((;W[bb]))", "s", &t, &err));
    ck_assert_str_eq(err.msg, "s:1:9: missing ';' before '(' (a game tree starts with a node)");
    ck_assert(!sgf_parse_string("(;B[aa]()", "s", &t, &err));
    ck_assert_str_eq(err.msg, "s:1:9: empty game tree: missing ';' before ')'");
    ck_assert(!sgf_parse_string("(;B[aa]ABCDEFGHIJKLMNOPQRS[x])", "s", &t, &err));
    ck_assert_str_eq(err.msg, "s:1:8: bad property identifier 'ABCDEFGHIJKLMNOPQRS' (too long)");
    ck_assert(!sgf_parse_string("(;B[aa]\x01)", "s", &t, &err));
    ck_assert_str_eq(err.msg, "s:1:8: unexpected byte 0x01 (expected a property, ';', '(' or ')')");
    struct game *g = new_game();
    ck_assert(!sgf_load_game("sgf/passes.sgf", 0, "Z9", g, NULL, &err));
    ck_assert_str_eq(err.msg, "invalid vertex 'Z9' for a 9x9 board");
    ck_assert(!sgf_load_game_arg("sgf/passes.sgf", "0", g, NULL, &err));
    ck_assert_str_eq(err.msg, "invalid move number '0' (moves count from 1)");
    ck_assert(!sgf_load_game_arg("sgf/passes.sgf", "-3", g, NULL, &err));
    free_game(g);
}
END_TEST

START_TEST(test_load_arg)
{
    struct game *g = new_game();
    struct sgf_error err;
    ck_assert(sgf_load_game_arg("sgf/passes.sgf", "3", g, NULL, &err));
    ck_assert(g->nmoves == 2 && g->to_move == BLACK);
    ck_assert(sgf_load_game_arg("sgf/passes.sgf", "E4", g, NULL, &err));
    ck_assert(g->nmoves == 1 && g->to_move == WHITE);
    ck_assert(sgf_load_game_arg("sgf/passes.sgf", NULL, g, NULL, &err));
    ck_assert(g->nmoves == 5 && g->to_move == WHITE);
    ck_assert(sgf_load_game_arg("sgf/passes.sgf", "12", g, NULL, &err));
    ck_assert(g->nmoves == 5);
    free_game(g);
}
END_TEST

START_TEST(test_game_untouched_on_error)
{
    struct game *g = new_game();
    struct sgf_error err;
    ck_assert(sgf_load_game("sgf/tricky.sgf", 0, NULL, g, NULL, &err));
    uint64_t hash = g->board.hash;
    int nmoves = g->nmoves, to_move = g->to_move, size = g->board.size;
    double komi = g->komi;
    ck_assert(!sgf_load_game("sgf/bad-illegal-move.sgf", 0, NULL, g, NULL, &err));
    ck_assert(!sgf_load_game("sgf/bad-size-26.sgf", 0, NULL, g, NULL, &err));
    ck_assert(!sgf_load_game("sgf/passes.sgf", 0, "Z9", g, NULL, &err));
    ck_assert(g->board.hash == hash && g->nmoves == nmoves && g->to_move == to_move);
    ck_assert(g->board.size == size && g->komi == komi);
    char why[128];
    ck_assert_msg(board_consistent(&g->board, why, sizeof why), "%s", why);
    free_game(g);
}
END_TEST

/* ---- writing -------------------------------------------------------------- */

/* Writes g, reads it back, and checks the same setup, moves and turn. */
static void check_round_trip(struct game *g, const struct sgf_info *info)
{
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    ck_assert(sgf_write_game(f, g, info));
    fclose(f);
    struct sgf_tree t;
    struct sgf_error err;
    ck_assert_msg(sgf_parse_string(text, "written", &t, &err), "%s\n%s", err.msg, text);
    struct game *h = new_game();
    struct sgf_info back;
    ck_assert_msg(sgf_tree_to_game(&t, 0, NULL, h, &back, &err), "%s\n%s", err.msg, text);
    ck_assert_int_eq(h->board.size, g->board.size);
    ck_assert_msg(h->board.hash == g->board.hash, "position differs:\n%s", text);
    FOR_EACH_POINT(&g->board, p)
        ck_assert_int_eq(h->board.color[p], g->board.color[p]);
    ck_assert_int_eq(h->board.captures[BLACK], g->board.captures[BLACK]);
    ck_assert_int_eq(h->board.captures[WHITE], g->board.captures[WHITE]);
    ck_assert_int_eq(h->nmoves, g->nmoves);
    for (int i = 0; i < g->nmoves; i++) {
        ck_assert_int_eq(h->moves[i].color, g->moves[i].color);
        ck_assert_int_eq(h->moves[i].point, g->moves[i].point);
    }
    ck_assert_int_eq(h->to_move, g->to_move);
    ck_assert(h->komi == g->komi);
    ck_assert_int_eq(h->handicap, g->handicap);
    if (info) {
        ck_assert_str_eq(back.black, info->black);
        ck_assert_str_eq(back.white, info->white);
        ck_assert_str_eq(back.result, info->result);
        if (info->rules[0])
            ck_assert_str_eq(back.rules, info->rules);
    }
    free_game(h);
    sgf_tree_free(&t);
    free(text);
}

START_TEST(test_write_round_trip)
{
    struct game *g = new_game();
    struct sgf_error err;
    struct sgf_info info;
    /* A real game with handicap stones, captures and passes. */
    ck_assert(sgf_load_game("sgf/tricky.sgf", 0, NULL, g, &info, &err));
    check_round_trip(g, &info);
    ck_assert(sgf_load_game("sgf/midgame-setup.sgf", 0, NULL, g, &info, &err));
    check_round_trip(g, &info);
    /* Built by play: captures, passes, odd komi, names needing escapes. */
    game_free(g);
    game_init(g, 13, 0.75);
    g->handicap = 2;
    game_setup(g, BLACK, V(&g->board, "D4"));
    game_setup(g, BLACK, V(&g->board, "K10"));
    g->first_to_move = g->to_move = WHITE;
    const char *moves[] = { "B1", "A2", "A1", "B2", "pass", "C1", "pass", "pass" };
    for (int i = 0; i < 8; i++)
        ck_assert(game_play(g, g->to_move, V(&g->board, moves[i])) == MOVE_OK);
    ck_assert_int_eq(g->board.captures[BLACK], 2);
    memset(&info, 0, sizeof info);
    strcpy(info.black, "a]b\\c");
    strcpy(info.white, "W\xc3\xa9");
    strcpy(info.result, "B+0.25");
    strcpy(info.rules, "Japanese");
    check_round_trip(g, &info);
    /* No moves: PL says who starts. */
    game_replay(g, 0);
    check_round_trip(g, NULL);
    /* PL after the last move names the player who just moved (found by
     * the sgf fuzz target: the writer used to lose it). */
    struct sgf_tree t;
    ck_assert(sgf_parse_string("(;SZ[9];B[ee];W[cc]PL[W])", "pl", &t, &err));
    ck_assert(sgf_tree_to_game(&t, 0, NULL, g, &info, &err));
    ck_assert_int_eq(g->to_move, WHITE);
    check_round_trip(g, &info);
    sgf_tree_free(&t);
    free_game(g);
}
END_TEST

START_TEST(test_write_format)
{
    struct game *g = new_game();
    game_free(g);
    game_init(g, 9, 6.5);
    game_play(g, BLACK, V(&g->board, "E5"));
    game_play(g, WHITE, PASS);
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    ck_assert(sgf_write_game(f, g, NULL));
    fclose(f);
    ck_assert_msg(strncmp(text, "(;GM[1]FF[4]CA[UTF-8]AP[moyo:", 29) == 0, "%s", text);
    ck_assert_msg(strstr(text, "SZ[9]KM[6.5]RU[Chinese]") != NULL, "%s", text);
    ck_assert_msg(strstr(text, ";B[ee];W[])") != NULL, "%s", text);
    free(text);
    f = open_memstream(&text, &len);
    ck_assert(sgf_write_position(f, &g->board, WHITE, 6.5));
    fclose(f);
    ck_assert_msg(strstr(text, "AB[ee]") != NULL && strstr(text, "PL[W])") != NULL, "%s", text);
    struct sgf_tree t;
    struct sgf_error err;
    ck_assert(sgf_parse_string(text, "pos", &t, &err));
    struct game *h = new_game();
    ck_assert(sgf_tree_to_game(&t, 0, NULL, h, NULL, &err));
    ck_assert(h->board.hash == g->board.hash && h->to_move == WHITE && h->komi == 6.5);
    sgf_tree_free(&t);
    free_game(h);
    free(text);
    free_game(g);
}
END_TEST

/* ---- fuzz ------------------------------------------------------------------ */

static char *read_all(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    static char buf[1 << 16];
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[n] = '\0';
    return strdup(buf);
}

/* One random edit: flip, insert a syntax character, delete, or cut. */
static void mutate(char *s, size_t *len, uint64_t *rng)
{
    static const char special[] = "()[];\\:\n AWBEtz019";
    size_t at = *len ? rng_next(rng) % *len : 0;
    switch (rng_next(rng) % 4) {
    case 0:
        if (*len)
            s[at] = (char)(1 + rng_next(rng) % 255);
        break;
    case 1:
        memmove(s + at + 1, s + at, *len - at + 1);
        s[at] = special[rng_next(rng) % (sizeof special - 1)];
        (*len)++;
        break;
    case 2:
        if (*len) {
            memmove(s + at, s + at + 1, *len - at);
            (*len)--;
        }
        break;
    default:
        if (rng_next(rng) % 8 == 0) {
            s[at] = '\0';
            *len = at;
        }
        break;
    }
}

START_TEST(test_fuzz_mutations)
{
    /* Our own files, plus real games from GNU Go's regression set when
     * ../shared is there (a user's clone runs without them). */
    static const char *files[] = { "sgf/tricky.sgf", "sgf/midgame-setup.sgf",
                                   "sgf/ff3-long-names.sgf", "sgf/handicap-missing-stones.sgf",
                                   "../../shared/regress/games/9handicap.sgf",
                                   "../../shared/regress/games/arb/game02.sgf",
                                   "../../shared/regress/games/semeai/semeai8.sgf",
                                   "../../shared/regress/games/FSF-neurogo.sgf" };
    const int nfiles = sizeof files / sizeof files[0];
    uint64_t rng = 0x9e3779b97f4a7c15ull;
    struct game *g = new_game();
    int loaded = 0, rejected = 0;
    for (int round = 0; round < 20000; round++) {
        char *orig = read_all(files[round % nfiles]);
        if (!orig)
            orig = read_all(files[round % 4]);
        ck_assert_ptr_nonnull(orig);
        size_t len = strlen(orig);
        char *s = malloc(len + 64);
        memcpy(s, orig, len + 1);
        int edits = 1 + (int)(rng_next(&rng) % 4);
        for (int e = 0; e < edits; e++)
            mutate(s, &len, &rng);
        s[len] = '\0';
        struct sgf_tree t;
        struct sgf_error err = { "" };
        bool ok = sgf_parse_string(s, "fuzz", &t, &err);
        if (ok) {
            int n = (int)(rng_next(&rng) % 8);
            ok = sgf_tree_to_game(&t, n, NULL, g, NULL, &err);
            sgf_tree_free(&t);
        }
        if (ok) {
            loaded++;
            char why[128];
            ck_assert_msg(board_consistent(&g->board, why, sizeof why), "%s: %s", s, why);
        } else {
            rejected++;
            ck_assert_msg(strncmp(err.msg, "fuzz:", 5) == 0 || strncmp(err.msg, "invalid", 7) == 0,
                          "no message for:\n%s\ngot '%s'", s, err.msg);
        }
        free(s);
        free(orig);
    }
    ck_assert(loaded > 100 && rejected > 100);
    free_game(g);
}
END_TEST

START_TEST(test_deep_nesting)
{
    /* Deep variations and a long main line must not exhaust the stack. */
    size_t n = 200000;
    char *s = malloc(4 * n + 16);
    size_t k = 0;
    for (size_t i = 0; i < n; i++) {
        s[k++] = '(';
        s[k++] = ';';
    }
    for (size_t i = 0; i < n; i++)
        s[k++] = ')';
    s[k] = '\0';
    struct sgf_tree t;
    struct sgf_error err;
    ck_assert_msg(sgf_parse_string(s, "deep", &t, &err), "%s", err.msg);
    struct game *g = new_game();
    ck_assert(sgf_tree_to_game(&t, 0, NULL, g, NULL, &err));
    sgf_tree_free(&t);
    s[2 * n] = '\0';                                    /* never closed */
    ck_assert(!sgf_parse_string(s, "deep", &t, &err));
    ck_assert(strstr(err.msg, "missing ')'") != NULL);
    free(s);
    free_game(g);
}
END_TEST

Suite *sgf_suite(void)
{
    Suite *s = suite_create("sgf");
    TCase *tc = tcase_create("sgf");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, test_escapes_and_values);
    tcase_add_test(tc, test_variations_kept);
    tcase_add_test(tc, test_ff3_long_names);
    tcase_add_test(tc, test_string_and_collection);
    tcase_add_test(tc, test_until_move_counts_passes);
    tcase_add_test(tc, test_handicap_and_player);
    tcase_add_test(tc, test_default_komi);
    tcase_add_test(tc, test_setup_mid_game);
    tcase_add_test(tc, test_tt_is_a_point_above_19);
    tcase_add_test(tc, test_error_messages);
    tcase_add_test(tc, test_more_errors);
    tcase_add_test(tc, test_load_arg);
    tcase_add_test(tc, test_game_untouched_on_error);
    tcase_add_test(tc, test_write_round_trip);
    tcase_add_test(tc, test_write_format);
    tcase_add_test(tc, test_fuzz_mutations);
    tcase_add_test(tc, test_deep_nesting);
    suite_add_tcase(s, tc);
    return s;
}
