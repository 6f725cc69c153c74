/* fuzz_patterns.c — fuzz target: the pattern DSL compiler.  The input is
 * a pattern file.  The target compiles it (pattern_db_from_string: lexer,
 * parser, checks, symmetry expansion); a database that compiles is then
 * matched, constraints included, against a fixed 19x19 position for both
 * colours, so the compiled diagrams, bounds and constraint code run too. */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/board.h"
#include "board/coord.h"
#include "classical/reading/reading.h"
#include "fuzz.h"
#include "patterns/pattern_match.h"

/* A corner fight and a few loose stones: edges, corners, strings of 1..3
 * liberties, so edge bounds and liberty constraints have work. */
static const char *const MOVES =
    "D4 Q16 C3 D3 C4 E4 C5 Q4 R3 R4 S4 Q3 P17 Q17 R16 K10 K11 L10 B2";

static void setup(struct board *b)
{
    board_init(b, 19);
    char buf[256];
    snprintf(buf, sizeof buf, "%s", MOVES);
    int color = BLACK;
    for (char *tok = strtok(buf, " "); tok; tok = strtok(NULL, " ")) {
        coord p;
        if (!parse_vertex(b, tok, &p) || board_play(b, color, p) != MOVE_OK)
            fuzz_fail("bad built-in position at %s", tok);
        color = other_color(color);
    }
}

static void match_db(struct pattern_db *db)
{
    struct pattern_set *set = pattern_set_new();
    if (!set || !pattern_set_add(set, db, true))
        fuzz_fail("cannot build a pattern set");
    struct board b;
    setup(&b);
    uint64_t hash = b.hash;
    struct pattern_env env = {.board = &b};
    env.data[PENV_READING] = reading_new();
    struct pattern_match m[16];
    pattern_scan(set, &env, BLACK, PCLASS_ALL, m, 16);
    pattern_scan(set, &env, WHITE, PCLASS_ALL, m, 16);
    char why[256];
    if (b.hash != hash || !board_consistent(&b, why, sizeof why))
        fuzz_fail("matching changed the board");
    pattern_env_release(&env);
    reading_free(env.data[PENV_READING]);
    board_free(&b);
    pattern_set_free(set);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    char err[600];
    struct pattern_db *db = pattern_db_from_string(text, "(fuzz)", err, sizeof err);
    if (db)
        match_db(db);
    else if (!err[0])
        fuzz_fail("pattern compiler failed without a message");
    free(text);
    return 0;
}
