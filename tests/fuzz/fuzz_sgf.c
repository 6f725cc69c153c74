/* fuzz_sgf.c — fuzz target: the SGF reader and loader.  The input is an
 * SGF file.  The target parses it (sgf_parse_string), replays its main
 * line into a game (sgf_tree_to_game, whole and stopped before a move the
 * input's length picks), and checks:
 *   - the loaded board is consistent (board_consistent);
 *   - a loaded game written back (sgf_write_game) reads again, to the same
 *     position, the same colour to play and the same number of moves. */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/board.h"
#include "board/game.h"
#include "fuzz.h"
#include "sgf/sgf.h"

static struct game *new_game(void)
{
    struct game *g = malloc(sizeof *g);
    if (!g)
        fuzz_fail("out of memory");
    game_init(g, 19, 0);
    return g;
}

static void free_game(struct game *g)
{
    game_free(g);
    free(g);
}

static void check_board(const struct game *g, const char *what)
{
    char why[256];
    if (!board_consistent(&g->board, why, sizeof why))
        fuzz_fail("%s: board inconsistent: %s", what, why);
}

/* Writes g, reads the text back and compares. */
static void check_round_trip(const struct game *g, const struct sgf_info *info)
{
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    if (!f)
        fuzz_fail("open_memstream");
    bool wrote = sgf_write_game(f, g, info);
    fclose(f);
    if (!wrote) {
        free(text);
        return;
    }
    struct sgf_tree tree;
    struct sgf_error err;
    struct game *again = new_game();
    struct sgf_info info2;
    if (!sgf_parse_string(text, "(written)", &tree, &err))
        fuzz_fail("written SGF does not parse: %s\n%s", err.msg, text);
    if (!sgf_tree_to_game(&tree, 0, NULL, again, &info2, &err))
        fuzz_fail("written SGF does not load: %s\n%s", err.msg, text);
    check_board(again, "round trip");
    if (again->board.size != g->board.size || again->board.hash != g->board.hash
        || again->to_move != g->to_move || again->nmoves != g->nmoves)
        fuzz_fail("round trip changed the game (size %d/%d, to move %d/%d, moves %d/%d)\n%s",
                  g->board.size, again->board.size, g->to_move, again->to_move, g->nmoves,
                  again->nmoves, text);
    sgf_tree_free(&tree);
    free_game(again);
    free(text);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    struct sgf_tree tree;
    struct sgf_error err;
    if (!sgf_parse_string(text, "(fuzz)", &tree, &err)) {
        free(text);
        return 0;
    }
    struct game *g = new_game();
    struct sgf_info info;
    if (sgf_tree_to_game(&tree, 0, NULL, g, &info, &err)) {
        check_board(g, "whole game");
        check_round_trip(g, &info);
    }
    int until = 1 + (int)(size % 8);
    if (sgf_tree_to_game(&tree, until, NULL, g, &info, &err))
        check_board(g, "partial game");
    free_game(g);
    sgf_tree_free(&tree);
    free(text);
    return 0;
}
