/* test_gtp.c — the GTP layer: line parsing and the protocol loop (ids,
 * comments, CR/LF, control characters, blank-line termination), the
 * argument helpers, every standard command, and the placeholder `simple`
 * engine behind the engine registry.  The GNU Go extensions are tested in
 * test_gtp_gnugo.c. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/coord.h"
#include "cli.h"
#include "engine.h"
#include "gtp/gtp.h"
#include "gtp_test.h"

/* ---- shared helpers (declared in gtp_test.h) ---------------------------- */

struct gtp *gt_new(void)
{
    char err[128];
    struct gtp *s = gtp_new(NULL, err, sizeof err);
    ck_assert_msg(s != NULL, "gtp_new: %s", err);
    return s;
}

/* Runs a command whose success must be want_ok; returns its answer or
 * error message (a static copy, valid until the next call). */
static const char *run(struct gtp *s, const char *cmd, bool want_ok)
{
    static char answer[8192];
    struct strbuf out;
    sb_init(&out);
    bool ok = gtp_execute(s, cmd, &out);
    snprintf(answer, sizeof answer, "%s", sb_str(&out));
    sb_free(&out);
    ck_assert_msg(ok == want_ok, "'%s' %s: %s", cmd, ok ? "succeeded" : "failed", answer);
    return answer;
}

const char *gt_ok(struct gtp *s, const char *cmd)
{
    return run(s, cmd, true);
}

const char *gt_err(struct gtp *s, const char *cmd)
{
    return run(s, cmd, false);
}

/* Plays "b c3 w d4 ..." (colour, vertex pairs); every move must be legal. */
void gt_moves(struct gtp *s, const char *moves)
{
    char copy[1024], cmd[64];
    snprintf(copy, sizeof copy, "%s", moves);
    char *save = NULL;
    for (char *c = strtok_r(copy, " ", &save); c; c = strtok_r(NULL, " ", &save)) {
        char *v = strtok_r(NULL, " ", &save);
        ck_assert_msg(v != NULL, "odd move list '%s'", moves);
        snprintf(cmd, sizeof cmd, "play %s %s", c, v);
        gt_eq(s, cmd, "");
    }
}

void gt_eq(struct gtp *s, const char *cmd, const char *want)
{
    const char *got = gt_ok(s, cmd);
    ck_assert_msg(strcmp(got, want) == 0, "'%s': got '%s', want '%s'", cmd, got, want);
}

void gt_fails_with(struct gtp *s, const char *cmd, const char *want)
{
    const char *got = gt_err(s, cmd);
    ck_assert_msg(strcmp(got, want) == 0, "'%s': got error '%s', want '%s'", cmd, got, want);
}

/* Feeds a whole input to gtp_serve and returns its output (malloc'd). */
static char *serve(const char *input)
{
    struct gtp *s = gt_new();
    FILE *in = fmemopen((void *)input, strlen(input), "r");
    char *buf = NULL;
    size_t len = 0;
    FILE *out = open_memstream(&buf, &len);
    ck_assert(in && out);
    gtp_serve(s, in, out);
    fclose(in);
    fclose(out);
    gtp_free(s);
    return buf;
}

static void serve_eq(const char *input, const char *want)
{
    char *got = serve(input);
    ck_assert_msg(strcmp(got, want) == 0, "input:\n%s\ngot:\n%s\nwant:\n%s", input, got, want);
    free(got);
}

/* ---- parsing and protocol ----------------------------------------------- */

START_TEST(test_clean_line)
{
    char a[] = "play\tb d4  # comment";
    gtp_clean_line(a);
    ck_assert_str_eq(a, "play b d4  ");
    char b[] = "na\x01me\r";
    gtp_clean_line(b);
    ck_assert_str_eq(b, "name");
    char c[] = "# only a comment";
    gtp_clean_line(c);
    ck_assert_str_eq(c, "");
}
END_TEST

START_TEST(test_split)
{
    char line[] = "  play   b  d4 ";
    char *argv[4];
    ck_assert_int_eq(gtp_split(line, argv, 4), 3);
    ck_assert_str_eq(argv[0], "play");
    ck_assert_str_eq(argv[1], "b");
    ck_assert_str_eq(argv[2], "d4");
    char many[] = "a b c d e";
    ck_assert_int_eq(gtp_split(many, argv, 4), 5);
    char none[] = "   ";
    ck_assert_int_eq(gtp_split(none, argv, 4), 0);
}
END_TEST

START_TEST(test_serve_ids_and_blank_lines)
{
    serve_eq("1 name\nversion\n", "=1 moyo\n\n= " MOYO_VERSION "\n\n");
    serve_eq("\n   \n# comment\n7 protocol_version # trailing\n", "=7 2\n\n");
    serve_eq("name\r\n", "= moyo\n\n");
    serve_eq("42 foo\n", "?42 unknown command\n\n");
    serve_eq("12\n", "?12 empty command\n\n");
    serve_eq("na\x02me\n", "= moyo\n\n");
    /* Tabs separate words; the quit reply is sent before stopping. */
    serve_eq("known_command\tplay\n3 quit\nname\n", "= true\n\n=3 \n\n");
    /* A final line without a newline still counts. */
    serve_eq("name", "= moyo\n\n");
}
END_TEST

START_TEST(test_serve_multiline_has_no_blank_line)
{
    char *got = serve("boardsize 3\nshowboard\n");
    /* Exactly two replies: each ends with the only blank lines. */
    int blanks = 0;
    for (char *p = got; (p = strstr(p, "\n\n")); p += 2)
        blanks++;
    ck_assert_int_eq(blanks, 2);
    ck_assert_msg(strncmp(got, "= \n\n= \n", 7) == 0, "%s", got);
    free(got);
}
END_TEST

START_TEST(test_errors_keep_serving)
{
    serve_eq("foo\nplay b z99\nplay x d4\nboardsize abc\nname\n",
             "? unknown command\n\n? invalid color or coordinate\n\n"
             "? invalid color or coordinate\n\n? boardsize not an integer\n\n= moyo\n\n");
}
END_TEST

START_TEST(test_execute_errors)
{
    struct gtp *s = gt_new();
    gt_fails_with(s, "", "empty command");
    gt_fails_with(s, "   # nothing", "empty command");
    gt_fails_with(s, "PLAY b d4", "unknown command");   /* names are case-sensitive */
    gt_fails_with(s, "a b c d e f g h i j k l m n o p q r s t u v w x y z 1 2 3 4 5 6 7 8",
                  "too many arguments");
    gtp_free(s);
}
END_TEST

START_TEST(test_arg_helpers)
{
    struct gtp *s = gt_new();
    struct strbuf out;
    sb_init(&out);
    coord p;
    int v, c;
    double d;
    ck_assert(gtp_arg_vertex(s, "d4", &p, &out));
    ck_assert(gtp_arg_vertex(s, "PASS", &p, &out) && p == PASS);
    ck_assert(!gtp_arg_vertex(s, "z4", &p, &out));
    ck_assert_str_eq(sb_str(&out), "invalid coordinate");
    sb_clear(&out);
    ck_assert(!gtp_arg_vertex(s, NULL, &p, &out));
    sb_clear(&out);
    ck_assert(gtp_arg_color("WHITE", &c, &out) && c == WHITE);
    ck_assert(gtp_arg_color("b", &c, &out) && c == BLACK);
    ck_assert(!gtp_arg_color("red", &c, &out));
    sb_clear(&out);
    ck_assert(gtp_arg_int("-12", &v, &out) && v == -12);
    ck_assert(!gtp_arg_int("12x", &v, &out));
    ck_assert(!gtp_arg_int("99999999999999", &v, &out));
    ck_assert(gtp_arg_float("6.5", &d) && d == 6.5);
    ck_assert(!gtp_arg_float("nan", &d));
    ck_assert(!gtp_arg_float("", &d));
    sb_clear(&out);
    ck_assert(!gtp_arg_stone(s, "d4", &p, &out));
    ck_assert_str_eq(sb_str(&out), "vertex must not be empty");
    gt_ok(s, "play b d4");
    sb_clear(&out);
    ck_assert(gtp_arg_stone(s, "D4", &p, &out));
    sb_free(&out);
    gtp_free(s);
}
END_TEST

/* ---- standard commands -------------------------------------------------- */

START_TEST(test_admin_commands)
{
    struct gtp *s = gt_new();
    gt_eq(s, "protocol_version", "2");
    gt_eq(s, "name", "moyo");
    gt_eq(s, "version", MOYO_VERSION);
    gt_eq(s, "known_command genmove", "true");
    gt_eq(s, "known_command frobnicate", "false");
    gt_eq(s, "known_command", "false");
    const char *list = gt_ok(s, "list_commands");
    ck_assert(strstr(list, "protocol_version\n") == list);
    ck_assert(strstr(list, "\nfinal_status_list\n"));
    ck_assert(strstr(list, "\ntrymove\n"));
    ck_assert(!s->quit);
    gt_eq(s, "quit", "");
    ck_assert(s->quit);
    gtp_free(s);
}
END_TEST

START_TEST(test_boardsize_and_clear)
{
    struct gtp *s = gt_new();
    ck_assert_int_eq(s->game->board.size, 19);
    gt_fails_with(s, "boardsize 0", "unacceptable size");
    gt_fails_with(s, "boardsize 26", "unacceptable size");
    gt_fails_with(s, "boardsize -1", "unacceptable size");
    gt_fails_with(s, "boardsize abc", "boardsize not an integer");
    gt_fails_with(s, "boardsize", "boardsize not an integer");
    ck_assert_int_eq(s->game->board.size, 19);
    gt_eq(s, "komi 3.5", "");
    gt_eq(s, "boardsize 1", "");
    gt_eq(s, "boardsize 25", "");
    gt_eq(s, "play b y25", "");
    gt_eq(s, "boardsize 9", "");
    ck_assert_int_eq(s->game->board.size, 9);
    ck_assert(s->game->komi == 3.5);             /* boardsize keeps komi */
    gt_moves(s, "b e5 w d5");
    gt_eq(s, "clear_board", "");
    ck_assert_int_eq(s->game->board.nempty, 81);
    ck_assert_int_eq(s->game->nmoves, 0);
    ck_assert_int_eq(s->game->to_move, BLACK);
    gtp_free(s);
}
END_TEST

START_TEST(test_komi)
{
    struct gtp *s = gt_new();
    gt_eq(s, "komi 6.5", "");
    ck_assert(s->game->komi == 6.5);
    gt_eq(s, "komi -2", "");
    ck_assert(s->game->komi == -2);
    gt_fails_with(s, "komi abc", "komi not a float");
    gt_fails_with(s, "komi", "komi not a float");
    /* Decimal numbers only: strtod would read these as 16, infinity, ... */
    gt_fails_with(s, "komi 0x10", "komi not a float");
    gt_fails_with(s, "komi inf", "komi not a float");
    gt_fails_with(s, "komi nan", "komi not a float");
    gt_fails_with(s, "komi 7,5", "komi not a float");
    gt_fails_with(s, "komi 1e12", "komi out of range");
    ck_assert(s->game->komi == -2);
    gt_eq(s, "komi +0.5", "");
    ck_assert(s->game->komi == 0.5);
    gt_eq(s, "komi 75e-1", "");
    ck_assert(s->game->komi == 7.5);
    gtp_free(s);
}
END_TEST

START_TEST(test_play_and_errors)
{
    struct gtp *s = gt_new();
    gt_eq(s, "boardsize 5", "");
    gt_eq(s, "play B c3", "");
    gt_eq(s, "play white PASS", "");
    gt_fails_with(s, "play w c3", "illegal move");          /* occupied */
    gt_fails_with(s, "play x c3", "invalid color or coordinate");
    gt_fails_with(s, "play b f1", "invalid color or coordinate");
    gt_fails_with(s, "play b i3", "invalid color or coordinate");
    gt_fails_with(s, "play b", "invalid color or coordinate");
    gt_fails_with(s, "play", "invalid color or coordinate");
    /* suicide: white a1 surrounded by black a2 and b1 */
    gt_eq(s, "play b a2", "");
    gt_eq(s, "play b b1", "");
    gt_fails_with(s, "play w a1", "illegal move");
    /* the same color may play twice (GTP allows it) */
    gt_eq(s, "play b e5", "");
    ck_assert_int_eq(s->game->nmoves, 5);
    ck_assert_int_eq(s->game->to_move, WHITE);
    gtp_free(s);
}
END_TEST

START_TEST(test_play_ko)
{
    struct gtp *s = gt_new();
    gt_eq(s, "boardsize 5", "");
    /* Black b3 c2 c4 and White d2 d4 e3 make a ko at c3/d3. */
    gt_moves(s, "b b3 b c2 b c4 w d2 w d4 w e3");
    gt_eq(s, "play w c3", "");     /* white stone in black's mouth */
    gt_eq(s, "play b d3", "");     /* black captures c3: a ko */
    gt_eq(s, "captures b", "1");
    gt_fails_with(s, "play w c3", "illegal move");   /* immediate retake */
    gt_eq(s, "is_legal w c3", "0");
    gt_eq(s, "play w a1", "");     /* ko threat elsewhere */
    gt_eq(s, "play b a5", "");
    gt_eq(s, "play w c3", "");     /* now legal */
    gtp_free(s);
}
END_TEST

START_TEST(test_undo)
{
    struct gtp *s = gt_new();
    gt_fails_with(s, "undo", "cannot undo");
    gt_eq(s, "play b d4", "");
    gt_eq(s, "play w pass", "");
    gt_eq(s, "undo", "");
    ck_assert_int_eq(s->game->to_move, WHITE);
    gt_eq(s, "undo", "");
    ck_assert_int_eq(s->game->board.nempty, 361);
    ck_assert_int_eq(s->game->to_move, BLACK);
    gt_fails_with(s, "undo", "cannot undo");
    gtp_free(s);
}
END_TEST

START_TEST(test_fixed_handicap)
{
    struct gtp *s = gt_new();
    gt_eq(s, "boardsize 9", "");
    gt_fails_with(s, "fixed_handicap 1", "invalid handicap");
    gt_fails_with(s, "fixed_handicap 10", "invalid handicap");
    gt_fails_with(s, "fixed_handicap x", "invalid handicap");
    gt_eq(s, "fixed_handicap 3", "C7 G7 C3");
    ck_assert_int_eq(s->game->to_move, WHITE);
    ck_assert_int_eq(s->game->handicap, 3);
    gt_fails_with(s, "fixed_handicap 3", "board not empty");
    gt_eq(s, "clear_board", "");
    gt_eq(s, "fixed_handicap 9", "C7 E7 G7 C5 E5 G5 C3 E3 G3");
    gt_eq(s, "boardsize 19", "");
    gt_eq(s, "fixed_handicap 2", "Q16 D4");
    gt_eq(s, "boardsize 8", "");
    gt_fails_with(s, "fixed_handicap 5", "invalid handicap");
    gt_eq(s, "boardsize 5", "");
    gt_fails_with(s, "fixed_handicap 2", "invalid handicap");
    /* undo after handicap keeps the stones (they are setup, not moves) */
    gt_eq(s, "boardsize 9", "");
    gt_eq(s, "fixed_handicap 2", "G7 C3");
    gt_eq(s, "play w e5", "");
    gt_eq(s, "undo", "");
    gt_eq(s, "list_stones black", "G7 C3");
    ck_assert_int_eq(s->game->to_move, WHITE);
    /* area counting gives white one point per handicap stone */
    gt_eq(s, "komi 0", "");
    gt_eq(s, "final_score", "B+79.0");
    s->game->rules = RULES_JAPANESE;
    gt_eq(s, "final_score", "B+79.0");
    /* a non-empty board is reported before a bad count */
    gt_fails_with(s, "fixed_handicap 1", "invalid handicap");
    gt_fails_with(s, "fixed_handicap 99", "board not empty");
    gtp_free(s);
}
END_TEST

START_TEST(test_free_handicap)
{
    struct gtp *s = gt_new();
    gt_eq(s, "boardsize 9", "");
    gt_eq(s, "place_free_handicap 4", "C7 G7 C3 G3");
    gt_fails_with(s, "place_free_handicap 4", "board not empty");
    gt_eq(s, "clear_board", "");
    const char *many = gt_ok(s, "place_free_handicap 15");
    int words = 1;
    for (const char *p = many; *p; p++)
        words += *p == ' ';
    ck_assert_int_eq(words, 15);
    ck_assert_int_eq(81 - s->game->board.nempty, 15);
    gt_eq(s, "clear_board", "");
    gt_fails_with(s, "place_free_handicap 1", "invalid handicap");
    gt_fails_with(s, "place_free_handicap 81", "invalid handicap");
    gt_fails_with(s, "set_free_handicap a1", "invalid handicap");
    gt_fails_with(s, "set_free_handicap a1 a1", "repeated vertex");
    gt_fails_with(s, "set_free_handicap a1 z1", "invalid coordinate");
    gt_fails_with(s, "set_free_handicap a1 pass", "invalid coordinate: pass");
    ck_assert_int_eq(s->game->board.nempty, 81);   /* nothing half-placed */
    gt_eq(s, "set_free_handicap a1 B2 c3", "");
    gt_eq(s, "list_stones b", "C3 B2 A1");
    ck_assert_int_eq(s->game->to_move, WHITE);
    gt_fails_with(s, "set_free_handicap d4 e5", "board not empty");
    gtp_free(s);
}
END_TEST

START_TEST(test_genmove)
{
    struct gtp *s = gt_new();
    gt_eq(s, "boardsize 9", "");
    gt_fails_with(s, "genmove", "invalid color");
    gt_fails_with(s, "genmove x", "invalid color");
    const char *m = gt_ok(s, "genmove b");
    coord p;
    ck_assert(parse_vertex(&s->game->board, m, &p));
    ck_assert(p != PASS);
    ck_assert_int_eq(s->game->board.color[p], BLACK);
    ck_assert_int_eq(s->game->nmoves, 1);
    gt_ok(s, "genmove w");
    ck_assert_int_eq(s->game->nmoves, 2);
    gtp_free(s);
}
END_TEST

START_TEST(test_reg_genmove_does_not_play)
{
    struct gtp *s = gt_new();
    gt_eq(s, "boardsize 7", "");
    char first[16];
    int n = snprintf(first, sizeof first, "%s", gt_ok(s, "reg_genmove black"));
    ck_assert_int_lt(n, (int)sizeof first);
    ck_assert_int_eq(s->game->nmoves, 0);
    ck_assert_int_eq(s->game->board.nempty, 49);
    /* stateless: the same position gives the same answer */
    gt_eq(s, "reg_genmove black", first);
    gt_fails_with(s, "reg_genmove", "invalid color");
    gtp_free(s);
}
END_TEST

START_TEST(test_time_commands)
{
    struct gtp *s = gt_new();
    gt_eq(s, "time_settings 600 30 5", "");
    ck_assert(s->time.main_time == 600 && s->time.byo_time == 30 && s->time.byo_stones == 5);
    gt_fails_with(s, "time_settings 600 30", "time settings: expected 3 integers");
    gt_fails_with(s, "time_settings a b c", "time settings must be integers: 'a'");
    gt_fails_with(s, "time_settings 99999999999 0 0",
                  "time settings out of range (at most 2147483647): '99999999999'");
    gt_fails_with(s, "time_settings 60 -1 0", "time settings must not be negative: '-1'");
    ck_assert(s->time.main_time == 600);
    gt_eq(s, "time_left white 120 3", "");
    ck_assert(s->time.left[WHITE] == 120 && s->time.stones_left[WHITE] == 3);
    gt_fails_with(s, "time_left x 1 1", "invalid color");
    gt_fails_with(s, "time_left b 1", "time and stones: expected 2 integers");
    gt_fails_with(s, "time_left b 1 1.5", "time and stones must be integers: '1.5'");
    gt_fails_with(s, "time_left b 1 4294967296",
                  "time and stones out of range (at most 2147483647): '4294967296'");
    gtp_free(s);
}
END_TEST

/* A stand-in engine opinion: every white stone dead. */
static bool white_all_dead(struct engine *e, const struct game *g, bool *dead)
{
    (void)e;
    memset(dead, 0, BOARD_MAX_POINTS * sizeof *dead);
    FOR_EACH_POINT(&g->board, p)
        dead[p] = g->board.color[p] == WHITE;
    return true;
}

START_TEST(test_scorer_switch)
{
    struct gtp *s = gt_new();
    gt_eq(s, "boardsize 5", "");
    gt_eq(s, "komi 0.5", "");
    gt_moves(s, "b c1 b c2 b c3 b c4 b c5 w d1 w d2 w d3 w d4 w d5");
    gt_eq(s, "moyo-scorer", "classical");
    /* The engine has no opinion: the classical scorer answers anyway. */
    gt_eq(s, "moyo-scorer engine", "");
    gt_eq(s, "moyo-scorer", "engine");
    gt_eq(s, "final_score", "B+4.5");
    /* An engine that calls every white stone dead decides both commands. */
    s->engine->dead_stones = white_all_dead;
    gt_eq(s, "final_status_list dead", "D5 D4 D3 D2 D1");
    gt_eq(s, "final_status_list alive", "C5 C4 C3 C2 C1");
    gt_eq(s, "final_score", "B+24.5");
    gt_eq(s, "moyo-scorer classical", "");
    gt_eq(s, "final_status_list dead", "");
    gt_eq(s, "final_score", "B+4.5");
    gt_fails_with(s, "moyo-scorer referee", "usage: moyo-scorer [engine|classical]");
    gt_eq(s, "moyo-scorer", "classical");
    s->engine->dead_stones = NULL;
    gtp_free(s);
}
END_TEST

START_TEST(test_final_score_and_status)
{
    struct gtp *s = gt_new();
    gt_eq(s, "boardsize 5", "");
    gt_eq(s, "komi 0.5", "");
    gt_eq(s, "final_score", "W+0.5");
    gt_moves(s, "b c1 b c2 b c3 b c4 b c5 w d1 w d2 w d3 w d4 w d5");
    /* area: black 15, white 10 + 0.5 */
    gt_eq(s, "final_score", "B+4.5");
    gt_eq(s, "final_status_list dead", "");
    gt_eq(s, "final_status_list seki", "");
    gt_eq(s, "final_status_list alive", "C5 C4 C3 C2 C1\nD5 D4 D3 D2 D1");
    gt_fails_with(s, "final_status_list", "missing status");
    gt_fails_with(s, "final_status_list foo", "invalid status");
    s->game->rules = RULES_JAPANESE;
    /* territory: black 10, white 5 + 0.5 */
    gt_eq(s, "final_score", "B+4.5");
    gt_eq(s, "play w a3", "");
    /* The classical scorer sees a3 dead inside black's area: black 10
     * points + 1 prisoner, white 5 + 0.5. */
    gt_eq(s, "final_score", "B+5.5");
    gt_eq(s, "final_status_list dead", "A3");
    gt_eq(s, "final_status_list white_territory", "E5 E4 E3 E2 E1");
    gtp_free(s);
}
END_TEST

START_TEST(test_showboard)
{
    struct gtp *s = gt_new();
    gt_eq(s, "boardsize 3", "");
    gt_eq(s, "play b b2", "");
    gt_eq(s, "play w a1", "");
    gt_eq(s, "showboard",
          "\n   A B C"
          "\n 3 . . . 3"
          "\n 2 . X . 2     WHITE (O) has captured 0 stones"
          "\n 1 O . . 1     BLACK (X) has captured 0 stones"
          "\n   A B C");
    gtp_free(s);
}
END_TEST

/* ---- engines ------------------------------------------------------------ */

START_TEST(test_engine_registry)
{
    const char *const *names = engine_names();
    ck_assert_str_eq(names[0], "simple");
    char err[128];
    ck_assert(engine_create("nosuch", err, sizeof err) == NULL);
    ck_assert_msg(strstr(err, "unknown engine 'nosuch'"), "%s", err);
    ck_assert(gtp_new("nosuch", err, sizeof err) == NULL);
    struct engine *e = engine_create("simple", err, sizeof err);
    ck_assert(e && e->genmove);
    engine_free(e);
    engine_free(NULL);
}
END_TEST

/* Plays simple against itself: every move legal, never fills one of its
 * own true eyes (a false eye may be filled to save a string in atari),
 * and the game ends by two passes.  The engine is named: since classical
 * became the default this ran classical, which may resign when far
 * behind (with threats it played on in a 7x7 game it then resigned;
 * classical self-play is checked by `moyo match`, docs/status.md). */
START_TEST(test_simple_selfplay)
{
    char err[128];
    struct gtp *s = gtp_new("simple", err, sizeof err);
    ck_assert_msg(s != NULL, "gtp_new: %s", err);
    gt_eq(s, "boardsize 7", "");
    int color = BLACK, passes = 0, moves = 0;
    while (passes < 2 && moves < 400) {
        struct game *g = s->game;
        coord p = engine_genmove(s->engine, g, color);
        ck_assert(p != RESIGN);
        if (p != PASS) {
            ck_assert(board_is_legal(&g->board, color, p));
            ck_assert(!board_is_true_eye(&g->board, p, color));
        }
        ck_assert_int_eq(game_play(g, color, p), MOVE_OK);
        passes = p == PASS ? passes + 1 : 0;
        color = other_color(color);
        moves++;
    }
    ck_assert_msg(passes == 2, "self-play did not end in %d moves", moves);
    gtp_free(s);
}
END_TEST

START_TEST(test_simple_captures_and_escapes)
{
    struct gtp *s = gt_new();
    gt_eq(s, "boardsize 9", "");
    /* White e5 in atari (black d5 f5 e6): black captures at e4. */
    gt_moves(s, "b d5 b f5 b e6 w e5");
    gt_eq(s, "reg_genmove b", "E4");
    /* White to move saves e5 by extending to e4. */
    gt_eq(s, "reg_genmove w", "E4");
    gtp_free(s);
}
END_TEST

START_TEST(test_switch_engine)
{
    struct gtp *s = gt_new();
    gt_eq(s, "moyo-engine", "classical");
    gt_eq(s, "moyo-engine simple", "");
    gt_eq(s, "moyo-engine", "simple");
    const char *e = gt_err(s, "moyo-engine nosuch");
    ck_assert(strstr(e, "unknown engine"));
    gt_eq(s, "moyo-engine", "simple");       /* old engine kept */
    gt_ok(s, "genmove b");
    gtp_free(s);
}
END_TEST

START_TEST(test_slots_and_generation)
{
    struct gtp *s = gt_new();
    unsigned long g0 = s->generation;
    gt_eq(s, "play b d4", "");
    ck_assert(s->generation != g0);
    unsigned long g1 = s->generation;
    gt_eq(s, "undo", "");
    ck_assert(s->generation != g1);
    ck_assert(gtp_slot(s, SLOT_SPARE3, NULL, NULL) == NULL);
    int *v = gtp_slot(s, SLOT_SPARE3, gt_make_int, free);
    ck_assert(v && *v == 7);
    ck_assert(gtp_slot(s, SLOT_SPARE3, gt_make_int, free) == v);
    gt_eq(s, "clear_board", "");
    ck_assert(gtp_slot(s, SLOT_SPARE3, NULL, NULL) == v);  /* settings survive */
    gtp_free(s);     /* frees the slot: checked by make asan */
}
END_TEST

void *gt_make_int(void)
{
    int *v = malloc(sizeof *v);
    *v = 7;
    return v;
}

Suite *gtp_suite(void)
{
    Suite *su = suite_create("gtp");
    TCase *tc = tcase_create("protocol");
    tcase_add_test(tc, test_clean_line);
    tcase_add_test(tc, test_split);
    tcase_add_test(tc, test_serve_ids_and_blank_lines);
    tcase_add_test(tc, test_serve_multiline_has_no_blank_line);
    tcase_add_test(tc, test_errors_keep_serving);
    tcase_add_test(tc, test_execute_errors);
    tcase_add_test(tc, test_arg_helpers);
    suite_add_tcase(su, tc);
    tc = tcase_create("standard");
    tcase_add_test(tc, test_admin_commands);
    tcase_add_test(tc, test_boardsize_and_clear);
    tcase_add_test(tc, test_komi);
    tcase_add_test(tc, test_play_and_errors);
    tcase_add_test(tc, test_play_ko);
    tcase_add_test(tc, test_undo);
    tcase_add_test(tc, test_fixed_handicap);
    tcase_add_test(tc, test_free_handicap);
    tcase_add_test(tc, test_genmove);
    tcase_add_test(tc, test_reg_genmove_does_not_play);
    tcase_add_test(tc, test_time_commands);
    tcase_add_test(tc, test_final_score_and_status);
    tcase_add_test(tc, test_showboard);
    suite_add_tcase(su, tc);
    tc = tcase_create("engines");
    tcase_add_test(tc, test_engine_registry);
    tcase_add_test(tc, test_simple_selfplay);
    tcase_add_test(tc, test_simple_captures_and_escapes);
    tcase_add_test(tc, test_switch_engine);
    tcase_add_test(tc, test_scorer_switch);
    tcase_add_test(tc, test_slots_and_generation);
    suite_add_tcase(su, tc);
    return su;
}
