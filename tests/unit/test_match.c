/* test_match.c — `moyo match`: statistics against hand-computed values,
 * SPRT bounds and decisions, JSONL records, player specs, and games
 * against fake GTP engines (tests/fixtures/fake-gtp.sh) that crash, play
 * illegal moves, hang or resign. */
#include <check.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "gtp/client.h"
#include "match/json_flat.h"
#include "match/match.h"
#include "match/stats.h"
#include "sgf/sgf.h"
#include <unistd.h>

#define EPS 1e-4

START_TEST(test_wilson_hand_computed)
{
    /* 7 of 10: the textbook Wilson 95% interval is 0.3968 .. 0.8922 */
    struct interval iv = stats_wilson(0.7, 10, STATS_Z95);
    ck_assert_double_eq_tol(iv.lo, 0.396778, EPS);
    ck_assert_double_eq_tol(iv.hi, 0.892209, EPS);
    /* 0 of 1: 0 .. z^2/(1+z^2) = 0.7935 */
    iv = stats_wilson(0.0, 1, STATS_Z95);
    ck_assert_double_eq_tol(iv.lo, 0.0, EPS);
    ck_assert_double_eq_tol(iv.hi, 3.841459 / 4.841459, EPS);
    /* no games: the whole range */
    iv = stats_wilson(0.5, 0, STATS_Z95);
    ck_assert_double_eq_tol(iv.lo, 0.0, EPS);
    ck_assert_double_eq_tol(iv.hi, 1.0, EPS);
}
END_TEST

START_TEST(test_elo_hand_computed)
{
    /* 3 wins in 4: -400 log10(1/0.75 - 1) = 400 log10(3) = 190.85 */
    ck_assert_double_eq_tol(stats_elo_from_score(0.75), 190.8485, 1e-3);
    ck_assert_double_eq_tol(stats_elo_from_score(0.5), 0.0, 1e-9);
    ck_assert_double_eq_tol(stats_score_from_elo(190.8485), 0.75, 1e-6);
    ck_assert(isinf(stats_elo_from_score(1.0)) && stats_elo_from_score(1.0) > 0);
    /* 7-3: Elo 147.2 with the Wilson bounds mapped: -72.8 .. +367.2 */
    struct wdl r = {7, 3, 0};
    struct interval e = stats_elo(&r);
    ck_assert_double_eq_tol(e.mid, 147.1927, 1e-2);
    ck_assert_double_eq_tol(e.lo, -72.7717, 1e-2);
    ck_assert_double_eq_tol(e.hi, 367.1532, 1e-2);
    /* draws count half: 5 wins 3 draws 2 losses = score 0.65 */
    struct wdl d = {5, 2, 3};
    ck_assert_double_eq_tol(stats_score(&d), 0.65, 1e-12);
}
END_TEST

START_TEST(test_sprt_bounds)
{
    struct sprt s;
    char err[160];
    ck_assert(sprt_parse("elo0=0,elo1=10,alpha=0.05,beta=0.05", &s, err, sizeof err));
    double lo, hi;
    sprt_bounds(&s, &lo, &hi);
    /* log(0.05/0.95) and log(0.95/0.05) */
    ck_assert_double_eq_tol(lo, -2.944439, 1e-6);
    ck_assert_double_eq_tol(hi, 2.944439, 1e-6);
    ck_assert(sprt_parse("alpha=0.05,beta=0.1", &s, err, sizeof err));
    sprt_bounds(&s, &lo, &hi);
    ck_assert_double_eq_tol(lo, log(0.1 / 0.95), 1e-9);     /* -2.2513 */
    ck_assert_double_eq_tol(hi, log(0.9 / 0.05), 1e-9);     /*  2.8904 */
    ck_assert(!sprt_parse("elo0=10,elo1=0", &s, err, sizeof err));
    ck_assert(!sprt_parse("alpha=0.7", &s, err, sizeof err));
    ck_assert(!sprt_parse("gamma=1", &s, err, sizeof err));
    ck_assert(!sprt_parse("elo1", &s, err, sizeof err));
}
END_TEST

START_TEST(test_sprt_llr_known_values)
{
    struct sprt s;
    char err[160];
    ck_assert(sprt_parse("elo0=0,elo1=10", &s, err, sizeof err));
    /* 60-40: s = 0.6, var = 0.24, s0 = 0.5, s1 = 0.514387;
     * LLR = 100 * 0.014387 * (1.2 - 1.014387) / 0.48 = 0.55634 */
    struct wdl r = {60, 40, 0};
    ck_assert_double_eq_tol(sprt_llr(&s, &r), 0.556343, 1e-5);
    /* 55 wins, 10 draws, 35 losses: 0.62103 */
    struct wdl r2 = {55, 35, 10};
    ck_assert_double_eq_tol(sprt_llr(&s, &r2), 0.621034, 1e-5);
    /* 100-100: slightly towards H0 */
    struct wdl r3 = {100, 100, 0};
    ck_assert_double_eq_tol(sprt_llr(&s, &r3), -0.082796, 1e-5);
    double llr;
    struct wdl strong = {300, 200, 0}, weak = {200, 300, 0};
    ck_assert_int_eq(sprt_verdict(&s, &r, &llr), SPRT_CONTINUE);
    ck_assert_int_eq(sprt_verdict(&s, &strong, &llr), SPRT_CONTINUE);  /* 2.78 < 2.94 */
    struct wdl stronger = {330, 200, 0};
    ck_assert_int_eq(sprt_verdict(&s, &stronger, &llr), SPRT_ACCEPT_H1);
    ck_assert_int_eq(sprt_verdict(&s, &weak, &llr), SPRT_ACCEPT_H0);
    /* all wins: finite thanks to the half-game prior, and positive */
    struct wdl sweep = {20, 0, 0};
    ck_assert(isfinite(sprt_llr(&s, &sweep)) && sprt_llr(&s, &sweep) > 0);
}
END_TEST

static struct game_result sample_result(void)
{
    struct game_result r;
    memset(&r, 0, sizeof r);
    r.index = 41;
    r.a_color = WHITE;
    r.winner = 'B';
    snprintf(r.result, sizeof r.result, "B+F");
    r.margin = NAN;
    r.end = END_ILLEGAL;
    r.fault = 'A';
    snprintf(r.detail, sizeof r.detail, "move 7: \"C3\" is\tillegal \\ [x]");
    r.moves = 6;
    r.a_moves = 3;
    r.b_moves = 3;
    r.a_time = 1.25;
    r.b_time = 0.5;
    r.disagree = true;
    snprintf(r.disagree_who, sizeof r.disagree_who, "AB");
    snprintf(r.sgf, sizeof r.sgf, "game-0042.sgf");
    snprintf(r.opening, sizeof r.opening, "B E5 W C3");
    return r;
}

START_TEST(test_jsonl_roundtrip)
{
    struct game_result r = sample_result(), back;
    struct match_header h;
    struct strbuf line;
    sb_init(&line);
    results_game_json(&r, &line);
    char err[160];
    ck_assert_int_eq(results_parse_line(sb_str(&line), &back, &h, err, sizeof err), 1);
    ck_assert_int_eq(back.index, 41);
    ck_assert_int_eq(back.a_color, WHITE);
    ck_assert_int_eq(back.winner, 'B');
    ck_assert_int_eq(back.fault, 'A');
    ck_assert_int_eq(back.end, END_ILLEGAL);
    ck_assert_str_eq(back.detail, r.detail);
    ck_assert(isnan(back.margin));
    ck_assert_double_eq_tol(back.a_time, 1.25, 1e-9);
    ck_assert(back.disagree);
    ck_assert_str_eq(back.disagree_who, "AB");
    ck_assert_str_eq(back.opening, "B E5 W C3");
    ck_assert_int_eq(back.a_rss_kb, 0);     /* not sampled: not written */

    r.a_rss_kb = 12345;
    r.b_rss_kb = 678901;
    sb_clear(&line);
    results_game_json(&r, &line);
    ck_assert_int_eq(results_parse_line(sb_str(&line), &back, &h, err, sizeof err), 1);
    ck_assert_int_eq(back.a_rss_kb, 12345);
    ck_assert_int_eq(back.b_rss_kb, 678901);

    struct match_header hh = {0}, hb;
    snprintf(hh.a, sizeof hh.a, "gtp:gnugo --mode gtp");
    snprintf(hh.b, sizeof hh.b, "mc:playouts=500");
    hh.games = 100, hh.size = 9, hh.komi = 7.5;
    snprintf(hh.rules, sizeof hh.rules, "chinese");
    snprintf(hh.referee, sizeof hh.referee, "gnugo");
    sb_clear(&line);
    results_header_json(&hh, &line);
    ck_assert_int_eq(results_parse_line(sb_str(&line), &back, &hb, err, sizeof err), 2);
    ck_assert(headers_compatible(&hh, &hb));
    hb.komi = 6.5;
    ck_assert(!headers_compatible(&hh, &hb));
    sb_free(&line);
}
END_TEST

START_TEST(test_jsonl_rejects_malformed)
{
    struct game_result r;
    struct match_header h;
    char err[160];
    const char *bad[] = {
        "",
        "{\"type\":\"game\",\"game\":3",                  /* torn by a kill */
        "{\"type\":\"game\"}",                             /* no game number */
        "{\"type\":\"game\",\"game\":1,\"winner\":\"Q\"}",
        "{\"type\":\"game\",\"game\":1,\"end\":\"exploded\"}",
        "{\"type\":\"nonsense\",\"game\":1}",
        "{\"type\":\"game\",\"game\":1,\"x\":[1,2]}",
        "{\"type\":\"game\",\"game\":1} trailing",
        "[1]",
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        ck_assert_msg(results_parse_line(bad[i], &r, &h, err, sizeof err) == 0,
                      "accepted: %s", bad[i]);
}
END_TEST

START_TEST(test_player_specs)
{
    struct player p;
    char err[200];
    ck_assert(player_parse("mc:playouts=5000,threads=2", "/opt/moyo", RULES_CHINESE, false, &p, err,
                           sizeof err));
    ck_assert_str_eq(p.cmd,
                     "'/opt/moyo' gtp --engine mc --playouts '5000' --threads '2' --rules chinese");
    ck_assert(player_parse("classical", "/a b/moyo", RULES_JAPANESE, false, &p, err, sizeof err));
    ck_assert_str_eq(p.cmd, "'/a b/moyo' gtp --engine classical --rules japanese");
    ck_assert(player_parse("gtp:/usr/games/gnugo --mode gtp --level 10", "m", RULES_CHINESE, false, &p,
                           err, sizeof err));
    ck_assert_str_eq(p.cmd, "/usr/games/gnugo --mode gtp --level 10");
    /* GNU Go is told the match's rules, unless the spec says them. */
    ck_assert(player_parse("gnugo:level=10", "m", RULES_CHINESE, false, &p, err, sizeof err));
    ck_assert_str_eq(p.cmd, "/usr/games/gnugo --mode gtp --level '10' --chinese-rules");
    ck_assert(player_parse("gnugo", "m", RULES_JAPANESE, false, &p, err, sizeof err));
    ck_assert_str_eq(p.cmd, "/usr/games/gnugo --mode gtp --japanese-rules");
    ck_assert(player_parse("gnugo:level=3,chinese-rules", "m", RULES_JAPANESE, false, &p, err, sizeof err));
    ck_assert_str_eq(p.cmd, "/usr/games/gnugo --mode gtp --level '3' --chinese-rules");
    ck_assert(player_parse("mc:rules=japanese", "m", RULES_CHINESE, false, &p, err, sizeof err));
    ck_assert_str_eq(p.cmd, "'m' gtp --engine mc --rules 'japanese'");
    ck_assert(player_parse("mc:x='; rm -rf /'", "m", RULES_CHINESE, false, &p, err, sizeof err));
    ck_assert_str_eq(p.cmd, "'m' gtp --engine mc --x ''\\''; rm -rf /'\\''' --rules chinese");
    /* Superko matches: our engines are told (GNU Go has no such option). */
    ck_assert(player_parse("classical", "m", RULES_CHINESE, true, &p, err, sizeof err));
    ck_assert_str_eq(p.cmd, "'m' gtp --engine classical --rules chinese --superko");
    ck_assert(player_parse("gnugo", "m", RULES_CHINESE, true, &p, err, sizeof err));
    ck_assert_str_eq(p.cmd, "/usr/games/gnugo --mode gtp --chinese-rules");
    ck_assert(!player_parse("gtp:", "m", RULES_CHINESE, false, &p, err, sizeof err));
    ck_assert(!player_parse("", "m", RULES_CHINESE, false, &p, err, sizeof err));
    ck_assert(!player_parse("m c", "m", RULES_CHINESE, false, &p, err, sizeof err));
    ck_assert(!player_parse("mc:bad option=1", "m", RULES_CHINESE, false, &p, err, sizeof err));
}
END_TEST

START_TEST(test_score_text)
{
    double m;
    ck_assert(parse_score_text("B+3.5", &m) && m == 3.5);
    ck_assert(parse_score_text("W+12", &m) && m == -12);
    ck_assert(parse_score_text(" 0", &m) && m == 0);
    ck_assert(!parse_score_text("B+R", &m));
    ck_assert(!parse_score_text("W+", &m));
    ck_assert(!parse_score_text("X+3", &m));
    ck_assert(!parse_score_text("B+3 junk", &m));
}
END_TEST

/* ---- games against fake engines --------------------------------------- */

static void fake_config(struct match_config *cfg, const char *a_mode)
{
    memset(cfg, 0, sizeof *cfg);
    char err[200], spec[128];
    snprintf(spec, sizeof spec, "gtp:sh fixtures/fake-gtp.sh %s", a_mode);
    ck_assert(player_parse(spec, "moyo", RULES_CHINESE, false, &cfg->a, err, sizeof err));
    ck_assert(player_parse("gtp:sh fixtures/fake-gtp.sh pass", "moyo", RULES_CHINESE, false,
                           &cfg->b, err, sizeof err));
    cfg->games = 2;
    cfg->size = 7;
    cfg->komi = 0.5;
    cfg->rules = RULES_CHINESE;
    cfg->superko = true;
    cfg->move_timeout = 1.0;
    cfg->move_limit = 100;
    cfg->opening = OPENING_NONE;
    cfg->referee = REFEREE_MOYO;
    snprintf(cfg->referee_spec, sizeof cfg->referee_spec, "moyo");
    cfg->shard_k = cfg->shard_n = 1;
}

static void play_config(const struct match_config *cfg, int index, struct game_result *r)
{
    struct game *g = malloc(sizeof *g);
    match_play_game(cfg, index, NULL, r, g, NULL);
    game_free(g);
    free(g);
}

static void play_fake(const char *mode, int index, struct game_result *r)
{
    struct match_config cfg;
    fake_config(&cfg, mode);
    play_config(&cfg, index, r);
}

START_TEST(test_crash_is_a_loss)
{
    struct game_result r;
    play_fake("crash 3", 0, &r);
    ck_assert_int_eq(r.end, END_CRASH);
    ck_assert_int_eq(r.fault, 'A');
    ck_assert_int_eq(r.winner, 'B');
    ck_assert_str_eq(r.result, "W+F");
    ck_assert_int_eq(r.a_moves, 2);
}
END_TEST

START_TEST(test_illegal_is_a_loss)
{
    struct game_result r;
    play_fake("illegal 3", 1, &r);      /* A plays white here */
    ck_assert_int_eq(r.a_color, WHITE);
    ck_assert_int_eq(r.end, END_ILLEGAL);
    ck_assert_int_eq(r.fault, 'A');
    ck_assert_int_eq(r.winner, 'B');
    ck_assert_str_eq(r.result, "B+F");
    ck_assert_msg(strstr(r.detail, "occupied") != NULL, "detail: %s", r.detail);
}
END_TEST

START_TEST(test_hang_is_a_timeout)
{
    struct game_result r;
    play_fake("hang 2", 0, &r);
    ck_assert_int_eq(r.end, END_TIMEOUT);
    ck_assert_int_eq(r.fault, 'A');
    ck_assert_str_eq(r.result, "W+T");
}
END_TEST

/* A clock of 0.1 s per move against an engine that takes 0.3 s: the flag
 * falls on its first move, although the engine answered. */
START_TEST(test_clock_flag_falls)
{
    struct match_config cfg;
    fake_config(&cfg, "slow");
    cfg.tc.byo_time = 0.1;
    cfg.tc.byo_stones = 1;
    cfg.tc.margin = 0.05;
    struct game_result r;
    play_config(&cfg, 0, &r);
    ck_assert_int_eq(r.end, END_TIMEOUT);
    ck_assert_int_eq(r.fault, 'A');
    ck_assert_msg(strstr(r.detail, "lost on time at move 1") != NULL, "detail: %s", r.detail);
}
END_TEST

/* Noise instead of an answer is no answer: the deadline covers the whole
 * reply, not each line. */
START_TEST(test_noise_is_a_timeout)
{
    struct game_result r;
    play_fake("noise 2", 0, &r);
    ck_assert_int_eq(r.end, END_TIMEOUT);
    ck_assert_int_eq(r.fault, 'A');
}
END_TEST

START_TEST(test_normal_game_is_counted)
{
    struct game_result r;
    play_fake("play", 0, &r);
    /* A places its six stones, B passes throughout: A owns the board */
    ck_assert_int_eq(r.end, END_SCORE);
    ck_assert_int_eq(r.fault, 0);
    ck_assert_int_eq(r.winner, 'A');
    ck_assert_str_eq(r.result, "B+48.5");
    ck_assert_double_eq_tol(r.margin, 48.5, 1e-9);
    ck_assert_int_eq(r.a_moves, 7);
}
END_TEST

/* --keep-engines: a player that did nothing wrong keeps its process from
 * one game to the next (its memory measured after each game); one that
 * failed is stopped and the next game starts it afresh. */
START_TEST(test_kept_engines)
{
    struct match_config cfg;
    fake_config(&cfg, "crash 3");
    cfg.keep_engines = true;
    struct match_engines keep;
    memset(&keep, 0, sizeof keep);
    struct game *g = malloc(sizeof *g);
    struct game_result r;
    match_play_game(&cfg, 0, NULL, &r, g, &keep);
    game_free(g);
    ck_assert_int_eq(r.end, END_CRASH);
    ck_assert_int_eq(r.fault, 'A');
    ck_assert(keep.c[0] == NULL);           /* the crashed one is gone */
    ck_assert(keep.c[1] != NULL);
    ck_assert_int_gt(r.b_rss_kb, 0);        /* sampled while B still ran */
    ck_assert_int_eq(r.a_rss_kb, 0);        /* A was dead: nothing to sample */
    pid_t b_pid = keep.c[1]->proc.pid;

    match_play_game(&cfg, 1, NULL, &r, g, &keep);
    game_free(g);
    ck_assert_int_eq(r.end, END_CRASH);     /* a fresh A, which crashes again */
    ck_assert_int_eq(r.a_moves, 2);
    ck_assert(keep.c[1] != NULL);
    ck_assert_int_eq(keep.c[1]->proc.pid, b_pid);   /* the same B process */
    ck_assert_int_gt(r.b_rss_kb, 0);
    match_engines_stop(&keep);
    ck_assert(keep.c[0] == NULL && keep.c[1] == NULL);
    free(g);
}
END_TEST

START_TEST(test_engine_that_cannot_start)
{
    struct match_config cfg;
    fake_config(&cfg, "play");
    snprintf(cfg.b.cmd, sizeof cfg.b.cmd, "exec /nonexistent/engine");
    struct game_result r;
    play_config(&cfg, 0, &r);
    ck_assert_int_eq(r.fault, 'B');
    ck_assert_int_eq(r.winner, 'A');
    ck_assert_int_eq(r.end, END_CRASH);
}
END_TEST

/* The SGF of a game reads back with our SGF reader: same moves, players
 * and result. */
START_TEST(test_sgf_reads_back)
{
    struct match_config cfg;
    fake_config(&cfg, "play");
    char dir[] = "/tmp/moyo-test-match-XXXXXX";
    ck_assert(mkdtemp(dir) != NULL);
    snprintf(cfg.out_dir, sizeof cfg.out_dir, "%s", dir);
    struct game_result r;
    struct game *g = malloc(sizeof *g), *back = malloc(sizeof *back);
    match_play_game(&cfg, 1, NULL, &r, g, NULL);
    ck_assert_str_eq(r.sgf, "game-0002.sgf");
    char path[256];
    snprintf(path, sizeof path, "%s/%s", dir, r.sgf);
    struct sgf_info info;
    struct sgf_error err;
    game_init(back, 9, 0);
    ck_assert_msg(sgf_load_game(path, 0, NULL, back, &info, &err), "%s", err.msg);
    ck_assert_int_eq(back->nmoves, g->nmoves);
    for (int i = 0; i < g->nmoves; i++)
        ck_assert_int_eq(back->moves[i].point, g->moves[i].point);
    ck_assert_str_eq(info.result, r.result);
    ck_assert_str_eq(info.black, cfg.b.spec);
    ck_assert_int_eq(info.size, 7);
    game_free(g);
    game_free(back);
    free(g);
    free(back);
    unlink(path);
    rmdir(dir);
}
END_TEST

START_TEST(test_summary_counts)
{
    struct result_set set = {0};
    struct game_result r = sample_result();     /* A, white, loses by illegal */
    results_add(&set, &r);
    r.index = 0, r.a_color = BLACK, r.winner = 'A', r.fault = 0, r.end = END_SCORE;
    r.disagree = false;
    results_add(&set, &r);
    r.index = 1, r.winner = '-', r.end = END_ERROR;
    results_add(&set, &r);
    results_add(&set, &r);      /* a duplicate line */
    results_sort(&set);
    ck_assert_int_eq(set.n, 3);
    /* Counts beyond int make a line malformed (found by the fuzz target). */
    struct game_result big;
    struct match_header h;
    char err[160];
    ck_assert_int_eq(results_parse_line("{\"type\":\"match\",\"games\":1e300}", &big, &h,
                                        err, sizeof err), 2);
    ck_assert_int_eq(h.games, 0);   /* not read */
    ck_assert_int_eq(results_parse_line("{\"type\":\"game\",\"game\":1,\"moves\":-1e10}",
                                        &big, &h, err, sizeof err), 0);
    ck_assert_int_eq(results_parse_line("{\"type\":\"game\",\"game\":1,\"moves\":12}",
                                        &big, &h, err, sizeof err), 1);
    ck_assert_int_eq(big.moves, 12);
    struct result_set empty = {0};  /* r is NULL (the fuzz target's find) */
    results_sort(&empty);
    ck_assert_int_eq(empty.n, 0);
    ck_assert_int_eq(set.r[0].index, 0);
    struct match_summary s;
    summary_compute(&set, &s);
    ck_assert_int_eq(s.all.wins, 1);
    ck_assert_int_eq(s.all.losses, 1);
    ck_assert_int_eq(s.no_result, 1);
    ck_assert_int_eq(s.a_black.wins, 1);
    ck_assert_int_eq(s.a_white.losses, 1);
    ck_assert_int_eq(s.ends[END_ILLEGAL][0], 1);
    ck_assert_int_eq(s.disagree[0], 1);
    ck_assert_int_eq(s.disagree[1], 1);
    ck_assert_int_eq(s.black_wins, 2);
    results_free(&set);
}
END_TEST

Suite *match_suite(void)
{
    Suite *s = suite_create("match");
    TCase *t = tcase_create("stats");
    tcase_add_test(t, test_wilson_hand_computed);
    tcase_add_test(t, test_elo_hand_computed);
    tcase_add_test(t, test_sprt_bounds);
    tcase_add_test(t, test_sprt_llr_known_values);
    suite_add_tcase(s, t);
    t = tcase_create("records");
    tcase_add_test(t, test_jsonl_roundtrip);
    tcase_add_test(t, test_jsonl_rejects_malformed);
    tcase_add_test(t, test_player_specs);
    tcase_add_test(t, test_score_text);
    tcase_add_test(t, test_summary_counts);
    suite_add_tcase(s, t);
    t = tcase_create("games");
    tcase_set_timeout(t, 30);
    tcase_add_test(t, test_crash_is_a_loss);
    tcase_add_test(t, test_illegal_is_a_loss);
    tcase_add_test(t, test_hang_is_a_timeout);
    tcase_add_test(t, test_normal_game_is_counted);
    tcase_add_test(t, test_clock_flag_falls);
    tcase_add_test(t, test_noise_is_a_timeout);
    tcase_add_test(t, test_engine_that_cannot_start);
    tcase_add_test(t, test_kept_engines);
    tcase_add_test(t, test_sgf_reads_back);
    suite_add_tcase(s, t);
    return s;
}
