/* cli_match.c — owns `moyo match`: the command line, checking that both
 * players start, the schedule of games (shards, resume, parallel workers,
 * SPRT stop), appending each result to the JSONL file, and the summary. */
#include "match/match.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "board/handicap.h"
#include "cli.h"
#include "gtp/client.h"
#include "match/live.h"

#define GNUGO_REFEREE "/usr/games/gnugo --mode gtp"
#define SPRT_DEFAULT_MAX_GAMES 20000

struct match_run {
    struct match_config cfg;
    struct match_shared shared;
    pthread_mutex_t lock;       /* the fields below */
    struct result_set results;
    int *todo;                  /* game indices still to play */
    int ntodo, next;
    int results_fd;
    bool stop;                  /* SPRT decided */
    bool use_sprt;
    struct sprt sprt;
    int played;
    struct live_board *live;    /* the live lines on a terminal, or NULL */
};

/* "1 game", "3 games". */
static const char *games_word(int n)
{
    return n == 1 ? "game" : "games";
}

static void usage(FILE *f)
{
    fprintf(f,
        "usage: moyo match [A [B]] [OPTIONS]\n"
        "Plays games between two players (default: classical mc) and reports\n"
        "wins, win rate and Elo with 95%% intervals.  See docs/matches.md.\n\n"
        "players: ENGINE[:opt=val,...]  built-in engine as `moyo gtp --engine ENGINE --opt val`\n"
        "         gnugo[:level=N,...]   GNU Go 3.8 (/usr/games/gnugo)\n"
        "         gtp:'CMD ARGS'        any GTP engine\n\n"
        "  --games N           games to play (10; with --sprt the maximum, 20000)\n"
        "  --size N            board size (9)        --komi K   komi (7.5, 0.5 with handicap)\n"
        "  --handicap N        fixed handicap stones --rules chinese|japanese\n"
        "  --superko on|off    forbid positional repetition (on with chinese rules)\n"
        "  --time-per-move S   clock of S seconds per move (time_settings 0 S 1)\n"
        "  --time M,B,S        main time M, Canadian byo-yomi B seconds for S stones\n"
        "  --time-margin S     latency allowed before a flag falls (1)\n"
        "  --move-timeout S    longest wait for a move without a clock (120; 0 = none)\n"
        "  --move-limit N      end (and count) the game after N moves (default 3*size*size)\n"
        "  --opening none|random:N|book:PATH[:N]  imposed opening (random:2); the\n"
        "                      same for both games of a colour-swapped pair\n"
        "  --seed N            seed of the random openings (1)\n"
        "  --referee moyo|gnugo|gtp:'CMD'  who counts finished games (moyo)\n"
        "  -j N                games in parallel (1)\n"
        "  --out DIR           SGF files and results.jsonl (match-out)\n"
        "  --results FILE      the JSONL file (DIR/results.jsonl or results-shard-K-of-N.jsonl)\n"
        "  --fresh             start over instead of resuming from the JSONL file\n"
        "  --shard K/N         play only games i with i %% N == K-1 (merge with match-merge)\n"
        "  --sprt elo0=0,elo1=10,alpha=0.05,beta=0.05  stop when the test decides\n"
        "  --report FILE.html  write the HTML report at the end\n"
        "  --keep-engines      one process per player for all its games (clear_board\n"
        "                      between games, as on a server); a failed one is restarted\n"
        "  --quiet             no line per game\n");
}

static bool parse_double(const char *s, double *v, double lo, double hi)
{
    char *end;
    errno = 0;
    *v = strtod(s, &end);
    return end != s && !*end && errno == 0 && *v >= lo && *v <= hi;
}

static bool parse_int(const char *s, int *v, int lo, int hi)
{
    double d;
    if (!parse_double(s, &d, lo, hi) || d != (int)d)
        return false;
    *v = (int)d;
    return true;
}

static bool parse_opening(const char *s, struct match_config *cfg)
{
    if (strcmp(s, "none") == 0) {
        cfg->opening = OPENING_NONE;
        return true;
    }
    if (strncmp(s, "random:", 7) == 0) {
        cfg->opening = OPENING_RANDOM;
        return parse_int(s + 7, &cfg->opening_moves, 0, MATCH_MAX_OPENING);
    }
    if (strncmp(s, "book:", 5) == 0 && s[5]) {
        cfg->opening = OPENING_BOOK;
        snprintf(cfg->book, sizeof cfg->book, "%s", s + 5);
        cfg->opening_moves = 8;
        char *colon = strrchr(cfg->book, ':');
        if (colon && parse_int(colon + 1, &cfg->opening_moves, 0, MATCH_MAX_OPENING))
            *colon = '\0';
        return true;
    }
    return false;
}

static bool parse_referee(const char *s, struct match_config *cfg)
{
    snprintf(cfg->referee_spec, sizeof cfg->referee_spec, "%s", s);
    if (strcmp(s, "moyo") == 0) {
        cfg->referee = REFEREE_MOYO;
        return true;
    }
    cfg->referee = REFEREE_GTP;
    if (strcmp(s, "gnugo") == 0) {
        snprintf(cfg->referee_cmd, sizeof cfg->referee_cmd, "%s %s", GNUGO_REFEREE,
                 cfg->rules == RULES_JAPANESE ? "--japanese-rules" : "--chinese-rules");
        return true;
    }
    if (strncmp(s, "gtp:", 4) == 0 && s[4]) {
        snprintf(cfg->referee_cmd, sizeof cfg->referee_cmd, "%s", s + 4);
        return true;
    }
    return false;
}

struct cli_extra {
    const char *results_path;
    const char *report_path;
    const char *referee;
    bool fresh;
    bool komi_given;
    bool games_given;
    int superko;                /* -1: as the rules say */
    int jobs;
};

static bool bad_value(const char *opt, const char *val)
{
    fprintf(stderr, "moyo match: bad value '%s' for %s (see moyo match --help)\n", val, opt);
    return false;
}

/* One option with its value; false after printing why. */
static bool parse_option(struct match_run *run, struct cli_extra *x, const char *opt,
                         const char *val)
{
    struct match_config *cfg = &run->cfg;
    double d;
    if (strcmp(opt, "--games") == 0)
        return (x->games_given = parse_int(val, &cfg->games, 1, 10000000)) ||
               bad_value(opt, val);
    if (strcmp(opt, "--size") == 0)
        return parse_int(val, &cfg->size, 2, BOARD_MAX_SIZE) || bad_value(opt, val);
    if (strcmp(opt, "--komi") == 0)
        return (x->komi_given = parse_double(val, &cfg->komi, -1000, 1000)) || bad_value(opt, val);
    if (strcmp(opt, "--handicap") == 0)
        return parse_int(val, &cfg->handicap, 0, 9) || bad_value(opt, val);
    if (strcmp(opt, "--rules") == 0)
        return parse_rules(val, &cfg->rules) || bad_value(opt, val);
    if (strcmp(opt, "--superko") == 0) {
        x->superko = strcmp(val, "on") == 0 ? 1 : strcmp(val, "off") == 0 ? 0 : -2;
        return x->superko >= 0 || bad_value(opt, val);
    }
    if (strcmp(opt, "--time-per-move") == 0) {
        cfg->tc.main_time = 0;
        cfg->tc.byo_stones = 1;
        return (parse_double(val, &cfg->tc.byo_time, 0.001, 1e6)) || bad_value(opt, val);
    }
    if (strcmp(opt, "--time") == 0) {
        double m, b;
        int s;
        char tail;
        if (sscanf(val, "%lf,%lf,%d%c", &m, &b, &s, &tail) != 3 || m < 0 || b < 0 || s < 0 ||
            (b > 0 && s < 1) || m + b <= 0)
            return bad_value(opt, val);
        cfg->tc.main_time = m;
        cfg->tc.byo_time = b;
        cfg->tc.byo_stones = s;
        return true;
    }
    if (strcmp(opt, "--time-margin") == 0)
        return parse_double(val, &cfg->tc.margin, 0, 1e6) || bad_value(opt, val);
    if (strcmp(opt, "--move-timeout") == 0)
        return parse_double(val, &cfg->move_timeout, 0, 1e7) || bad_value(opt, val);
    if (strcmp(opt, "--move-limit") == 0)
        return parse_int(val, &cfg->move_limit, 1, MATCH_MAX_MOVES - 4) || bad_value(opt, val);
    if (strcmp(opt, "--opening") == 0)
        return parse_opening(val, cfg) || bad_value(opt, val);
    if (strcmp(opt, "--seed") == 0) {
        if (!parse_double(val, &d, 0, 1e15))
            return bad_value(opt, val);
        cfg->seed = (uint64_t)d;
        return true;
    }
    if (strcmp(opt, "--referee") == 0) {
        x->referee = val;
        return true;
    }
    if (strcmp(opt, "-j") == 0 || strcmp(opt, "--jobs") == 0)
        return parse_int(val, &x->jobs, 1, 256) || bad_value(opt, val);
    if (strcmp(opt, "--out") == 0) {
        snprintf(cfg->out_dir, sizeof cfg->out_dir, "%s", val);
        return true;
    }
    if (strcmp(opt, "--results") == 0) {
        x->results_path = val;
        return true;
    }
    if (strcmp(opt, "--report") == 0) {
        x->report_path = val;
        return true;
    }
    if (strcmp(opt, "--shard") == 0) {
        char tail;
        if (sscanf(val, "%d/%d%c", &cfg->shard_k, &cfg->shard_n, &tail) != 2 ||
            cfg->shard_n < 1 || cfg->shard_k < 1 || cfg->shard_k > cfg->shard_n)
            return bad_value(opt, val);
        return true;
    }
    if (strcmp(opt, "--sprt") == 0) {
        char err[160];
        run->use_sprt = true;
        if (!sprt_parse(val, &run->sprt, err, sizeof err)) {
            fprintf(stderr, "moyo match: --sprt: %s\n", err);
            return false;
        }
        return true;
    }
    fprintf(stderr, "moyo match: unknown option '%s' (see moyo match --help)\n", opt);
    return false;
}

static void set_defaults(struct match_config *cfg)
{
    memset(cfg, 0, sizeof *cfg);
    cfg->games = 10;
    cfg->size = 9;
    cfg->komi = 7.5;
    cfg->rules = RULES_CHINESE;
    cfg->tc.margin = 1.0;
    cfg->move_timeout = 120;
    cfg->opening = OPENING_RANDOM;
    cfg->opening_moves = 2;
    cfg->seed = 1;
    cfg->shard_k = cfg->shard_n = 1;
    snprintf(cfg->out_dir, sizeof cfg->out_dir, "match-out");
}

static bool self_path(char *buf, size_t len)
{
    ssize_t n = readlink("/proc/self/exe", buf, len - 1);
    if (n <= 0)
        return false;
    buf[n] = '\0';
    return true;
}

/* Parses argv into run; returns false after printing the problem. */
static bool parse_args(int argc, char **argv, struct match_run *run, struct cli_extra *x)
{
    const char *players[2] = {"classical", "mc"};
    int np = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--fresh") == 0) {
            x->fresh = true;
        } else if (strcmp(a, "--quiet") == 0) {
            run->cfg.quiet = true;
        } else if (strcmp(a, "--keep-engines") == 0) {
            run->cfg.keep_engines = true;
        } else if (a[0] == '-' && a[1]) {
            if (i + 1 >= argc) {
                fprintf(stderr, "moyo match: %s needs a value\n", a);
                return false;
            }
            if (!parse_option(run, x, a, argv[++i]))
                return false;
        } else if (np < 2) {
            players[np++] = a;
        } else {
            fprintf(stderr, "moyo match: more than two players ('%s')\n", a);
            return false;
        }
    }
    struct match_config *cfg = &run->cfg;
    if (cfg->handicap == 1 || (cfg->handicap > 1 && cfg->handicap > max_fixed_handicap(cfg->size))) {
        fprintf(stderr, "moyo match: handicap %d is not possible on %dx%d\n", cfg->handicap,
                cfg->size, cfg->size);
        return false;
    }
    cfg->superko = x->superko >= 0 ? x->superko == 1 : cfg->rules == RULES_CHINESE;
    if (cfg->handicap && !x->komi_given)
        cfg->komi = 0.5;
    if (run->use_sprt && !x->games_given)
        cfg->games = SPRT_DEFAULT_MAX_GAMES;
    if (cfg->move_limit == 0)
        cfg->move_limit = 3 * cfg->size * cfg->size;
    if (!parse_referee(x->referee ? x->referee : "moyo", cfg)) {
        fprintf(stderr, "moyo match: bad referee '%s' (moyo, gnugo or gtp:'CMD')\n", x->referee);
        return false;
    }
    char self[MATCH_CMD_MAX], err[200];
    if (!self_path(self, sizeof self))
        snprintf(self, sizeof self, "%s", "moyo");
    if (!player_parse(players[0], self, cfg->rules, cfg->superko, &cfg->a, err, sizeof err) ||
        !player_parse(players[1], self, cfg->rules, cfg->superko, &cfg->b, err, sizeof err)) {
        fprintf(stderr, "moyo match: %s\n", err);
        return false;
    }
    return true;
}

/* Starts a player once so a typo fails the match, not every game. */
static bool preflight(const struct match_config *cfg, const struct player *p, char who)
{
    struct gtp_client c;
    struct strbuf reply;
    sb_init(&reply);
    /* started by hand rather than gtp_client_start, so the engine's own
     * complaint on stderr reaches the user */
    memset(&c, 0, sizeof c);
    c.dead = !subproc_start(&c.proc, p->cmd, false);
    bool ok = !c.dead && gtp_client_send(&c, "protocol_version", &reply, 30000) &&
              gtp_client_sendf(&c, &reply, 30000, "boardsize %d", cfg->size);
    if (!ok)
        fprintf(stderr, "moyo match: player %c (%s) does not work: %s\n  command: %s\n", who,
                p->spec, c.dead ? "it exited or did not answer" : sb_str(&reply), p->cmd);
    gtp_client_stop(&c);
    sb_free(&reply);
    return ok;
}

static bool make_dirs(const char *path)
{
    char buf[MATCH_CMD_MAX];
    snprintf(buf, sizeof buf, "%s", path);
    for (char *p = buf + 1; *p; p++)
        if (*p == '/') {
            *p = '\0';
            if (mkdir(buf, 0777) < 0 && errno != EEXIST)
                return false;
            *p = '/';
        }
    return mkdir(buf, 0777) == 0 || errno == EEXIST;
}

/* Appends one line with a single write() so a kill leaves at most one
 * torn line, which the reader skips. */
static bool append_line(int fd, struct strbuf *line)
{
    sb_addc(line, '\n');
    ssize_t n = write(fd, line->s, line->len);
    fsync(fd);
    return n == (ssize_t)line->len;
}

/* Opens (or resumes) the results file; fills run->results with what is
 * already there. */
static bool open_results(struct match_run *run, const char *path, bool fresh)
{
    struct match_header h;
    match_header_from_config(&run->cfg, &h);
    char err[300];
    if (!fresh && !results_load(path, &run->results, err, sizeof err)) {
        fprintf(stderr, "moyo match: %s\n", err);
        return false;
    }
    if (run->results.have_header && !headers_compatible(&run->results.header, &h)) {
        fprintf(stderr, "moyo match: %s holds another match (%s vs %s, %dx%d); use --fresh "
                        "or another --out\n", path, run->results.header.a, run->results.header.b,
                run->results.header.size, run->results.header.size);
        return false;
    }
    run->results_fd = open(path, O_RDWR | O_CREAT | O_APPEND | (fresh ? O_TRUNC : 0), 0666);
    if (run->results_fd < 0) {
        fprintf(stderr, "moyo match: cannot write %s: %s\n", path, strerror(errno));
        return false;
    }
    /* a line torn by a kill must not swallow the next record */
    off_t end = lseek(run->results_fd, 0, SEEK_END);
    char last = '\n';
    if (end > 0 && pread(run->results_fd, &last, 1, end - 1) == 1 && last != '\n' &&
        write(run->results_fd, "\n", 1) != 1)
        return false;
    if (!run->results.have_header) {
        struct strbuf line;
        sb_init(&line);
        results_header_json(&h, &line);
        bool ok = append_line(run->results_fd, &line);
        sb_free(&line);
        run->results.header = h;
        run->results.have_header = true;
        if (!ok)
            return false;
    }
    return true;
}

/* The games of this shard that are not in the results yet. */
static void plan_games(struct match_run *run)
{
    const struct match_config *cfg = &run->cfg;
    char *done = calloc((size_t)cfg->games, 1);
    for (int i = 0; i < run->results.n; i++)
        if (run->results.r[i].index >= 0 && run->results.r[i].index < cfg->games)
            done[run->results.r[i].index] = 1;
    run->todo = malloc(sizeof *run->todo * (size_t)cfg->games);
    run->ntodo = 0;
    for (int i = cfg->shard_k - 1; i < cfg->games; i += cfg->shard_n)
        if (!done[i])
            run->todo[run->ntodo++] = i;
    free(done);
}

static struct wdl shard_wdl(const struct result_set *set)
{
    struct match_summary s;
    summary_compute(set, &s);
    return s.all;
}

static void report_game(const struct match_run *run, const struct game_result *r)
{
    if (run->cfg.quiet)
        return;
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    if (!f)
        return;
    fprintf(f, "game %d: A (%s) %s, %s by %s%s%s%s [%d moves, %.1f s]\n", r->index + 1,
           r->a_color == BLACK ? "black" : "white",
           r->winner == 'A' ? "wins" : r->winner == 'B' ? "loses" : r->winner == 'D' ? "draws"
                                                                                    : "no result",
           r->result[0] ? r->result : "-", game_end_name(r->end), r->detail[0] ? " (" : "",
           r->detail, r->detail[0] ? ")" : "", r->moves, r->seconds);
    if (r->disagree)
        fprintf(f, "  final_score disagrees with the referee (%s): A %s, B %s, referee %s\n",
                r->disagree_who, r->a_score, r->b_score, r->ref_score);
    fclose(f);
    live_print(run->live, stdout, text);
    free(text);
}

/* Records a finished game: JSONL first, then counts and the SPRT. */
static void record_game(struct match_run *run, const struct game_result *r)
{
    struct strbuf line;
    sb_init(&line);
    results_game_json(r, &line);
    pthread_mutex_lock(&run->lock);
    if (!append_line(run->results_fd, &line))
        fprintf(stderr, "moyo match: writing the results file failed: %s\n", strerror(errno));
    results_add(&run->results, r);
    run->played++;
    report_game(run, r);
    if (run->use_sprt && !run->stop) {
        struct wdl w = shard_wdl(&run->results);
        double llr;
        if (sprt_verdict(&run->sprt, &w, &llr) != SPRT_CONTINUE) {
            run->stop = true;
            int n = w.wins + w.losses + w.draws;
            char line[200];
            snprintf(line, sizeof line, "SPRT decided after %d %s (LLR %.3f): %s\n", n,
                     games_word(n), llr, sprt_verdict_name(sprt_verdict(&run->sprt, &w, NULL)));
            if (!run->cfg.quiet)
                live_print(run->live, stdout, line);
        }
    }
    pthread_mutex_unlock(&run->lock);
    sb_free(&line);
}

static void on_move(void *arg, int index, const struct game *g)
{
    live_move(arg, index, g);
}

static int take_game(struct match_run *run)
{
    pthread_mutex_lock(&run->lock);
    int idx = run->stop || run->next >= run->ntodo ? -1 : run->todo[run->next++];
    pthread_mutex_unlock(&run->lock);
    return idx;
}

static void *worker(void *arg)
{
    struct match_run *run = arg;
    struct game *g = malloc(sizeof *g);
    if (!g)
        return NULL;
    /* each worker its own pair of engines: they play one game at a time */
    struct match_engines engines;
    memset(&engines, 0, sizeof engines);
    struct match_engines *keep = run->cfg.keep_engines ? &engines : NULL;
    for (int idx; (idx = take_game(run)) >= 0;) {
        struct game_result r;
        live_game_start(run->live, idx, idx % 2 == 0 ? BLACK : WHITE);
        match_play_game(&run->cfg, idx, &run->shared, &r, g, keep);
        game_free(g);
        live_game_end(run->live, idx);
        record_game(run, &r);
    }
    match_engines_stop(&engines);
    free(g);
    return NULL;
}

static void run_workers(struct match_run *run, int jobs)
{
    if (jobs > run->ntodo)
        jobs = run->ntodo;
    if (jobs <= 1) {
        worker(run);
        return;
    }
    pthread_t tid[256];
    int started = 0;
    for (int i = 0; i < jobs; i++)
        if (pthread_create(&tid[started], NULL, worker, run) == 0)
            started++;
    if (started == 0)
        worker(run);
    for (int i = 0; i < started; i++)
        pthread_join(tid[i], NULL);
}

static void default_results_path(const struct match_config *cfg, char *buf, size_t len)
{
    if (cfg->shard_n > 1)
        snprintf(buf, len, "%s/results-shard-%d-of-%d.jsonl", cfg->out_dir, cfg->shard_k,
                 cfg->shard_n);
    else
        snprintf(buf, len, "%s/results.jsonl", cfg->out_dir);
}

static int finish(struct match_run *run, const struct cli_extra *x)
{
    results_sort(&run->results);
    struct match_summary s;
    summary_compute(&run->results, &s);
    printf("== match summary (%s)\n", x->results_path);
    summary_print(stdout, &run->results.header, &s, run->use_sprt ? &run->sprt : NULL);
    if (x->report_path) {
        char err[300];
        if (!report_write(x->report_path, &run->results.header, &run->results, run->cfg.out_dir,
                          run->use_sprt ? &run->sprt : NULL, err, sizeof err)) {
            fprintf(stderr, "moyo match: %s\n", err);
            return 1;
        }
        printf("report: %s\n", x->report_path);
    }
    return 0;
}

int cli_match(int argc, char **argv)
{
    if (argc >= 2 && (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0)) {
        usage(stdout);
        return 0;
    }
    struct match_run *run = calloc(1, sizeof *run);
    struct cli_extra x = {0};
    x.jobs = 1;
    x.superko = -1;
    set_defaults(&run->cfg);
    int status = 2;
    char results_path[MATCH_CMD_MAX + 64];
    if (!parse_args(argc, argv, run, &x))
        goto out;
    if (!x.results_path) {
        default_results_path(&run->cfg, results_path, sizeof results_path);
        x.results_path = results_path;
    }
    if (!preflight(&run->cfg, &run->cfg.a, 'A') || !preflight(&run->cfg, &run->cfg.b, 'B'))
        goto out;
    if (!make_dirs(run->cfg.out_dir)) {
        fprintf(stderr, "moyo match: cannot create %s: %s\n", run->cfg.out_dir, strerror(errno));
        goto out;
    }
    pthread_mutex_init(&run->lock, NULL);
    pthread_mutex_init(&run->shared.start_lock, NULL);
    if (!open_results(run, x.results_path, x.fresh))
        goto out;
    plan_games(run);
    if (run->use_sprt) {
        struct wdl w = shard_wdl(&run->results);
        run->stop = sprt_verdict(&run->sprt, &w, NULL) != SPRT_CONTINUE;
    }
    if (!run->cfg.quiet) {
        printf("moyo match: %d %s to play (%d already in %s)\n", run->ntodo,
               games_word(run->ntodo), run->results.n, x.results_path);
        fflush(stdout);     /* at once, also into a pipe or a log file */
    }
    /* On a terminal, a live line per running game. */
    if (!run->cfg.quiet && isatty(STDOUT_FILENO)) {
        run->live = live_new(stdout, x.jobs < run->ntodo ? x.jobs : run->ntodo);
        run->shared.on_move = on_move;
        run->shared.on_move_arg = run->live;
    }
    run_workers(run, x.jobs);
    live_free(run->live);
    run->live = NULL;
    close(run->results_fd);
    status = finish(run, &x);
out:
    free(run->todo);
    results_free(&run->results);
    free(run);
    return status;
}
