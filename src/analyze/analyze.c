/* analyze.c — owns the `moyo analyze` command line, loading the position
 * and the table of report sections (each section lives in its own file). */
#include "analyze/analyze.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "analyze/analyze_picture.h"
#include "classical/influence/influence.h"
#include "cli.h"
#include "patterns/pattern.h"
#include "util/json.h"

static const struct analyze_section SECTIONS[] = {
    {"header", "file, board size, komi, players, move, whose turn, captures",
     analyze_header_text, analyze_header_json},
    {"board", "board diagram (X black, O white, last move in parentheses)", analyze_board_text,
     analyze_board_json},
    {"strings", "every string: colour, stones, liberties (points when <= 3)",
     analyze_strings_text, analyze_strings_json},
    {"status", "strings not alive (dead, critical, seki); territory and score estimate",
     analyze_status_text, analyze_status_json},
    {"dragons", "dragons: stones, eyes, escape, weakness, static status, vital points",
     analyze_dragons_text, analyze_dragons_json},
    {"eyes", "eye spaces of both colours: points, margins, min/max eyes, vital points",
     analyze_eyes_text, analyze_eyes_json},
    {"candidates", "the classical engine's best moves with values and reasons in words",
     analyze_candidates_text, analyze_candidates_json},
    {"mc", "the Monte Carlo engine's best moves with win rates and visits", analyze_mc_text,
     analyze_mc_json},
    {"patterns", "pattern matches for the player to move, best first", analyze_patterns_text,
     analyze_patterns_json},
    {"influence", "territory map of the influence function (1/d and 1/2^d), estimate",
     analyze_influence_text, analyze_influence_json},
};
#define NSECTIONS (sizeof SECTIONS / sizeof SECTIONS[0])

static void usage(FILE *f)
{
    fprintf(f, "usage: moyo analyze FILE.sgf [--move N] [--sections LIST] [--json]\n"
               "                    [--svg FILE] [--mc-playouts N] [--patterns [FILE.pat]]\n"
               "                    [--influence [MODE]] [--dragons] [--candidates [--top K]]\n"
               "       moyo analyze --all-moves FILE.sgf [--engines A,B] [--top K] [--json]\n"
               "                    [--mc-playouts N]\n"
               "Explains the position of an SGF game: by default at the end of its main\n"
               "line, with --move N before move N (as GTP `loadsgf FILE N`).\n\n"
               "  --move N         the position before move N (N >= 1)\n"
               "  --sections LIST  comma-separated sections to print (default: all)\n"
               "  --json           one JSON object with a member per section\n"
               "  --svg FILE       also draw the position: status, territory, MC moves\n"
               "  --patterns [FILE.pat]  the patterns section (alone unless --sections\n"
               "                   is given), matching FILE.pat too\n"
               "  --mc-playouts N  playouts of the MC search (default %d; 0: none)\n"
               "  --influence [MODE]  only the influence section, MODE 1/d, 1/2^d or\n"
               "                   both (default); with --svg the picture is the\n"
               "                   influence map(s) instead\n"
               "  --dragons        only the dragons section; with --svg the picture\n"
               "                   is the dragons by status, eye spaces, vital points\n"
               "  --candidates     only the candidates section (the classical engine's\n"
               "                   best moves and their reasons); with --svg the picture\n"
               "                   numbers them and explains each under the board\n"
               "  --all-moves      walk the whole game: where do two engines disagree most?\n"
               "  --engines A,B    the two engines of --all-moves (classical,mc)\n"
               "  --top K          candidates listed (10), or disagreements of --all-moves\n"
               "  -h, --help       this text\n\nsections:\n", ANALYZE_DEFAULT_PLAYOUTS);
    for (size_t i = 0; i < NSECTIONS; i++)
        fprintf(f, "  %-10s %s\n", SECTIONS[i].name, SECTIONS[i].summary);
    fprintf(f, "\nSee docs/analyze.md.\n");
}

bool analysis_load(struct analysis *a, const char *path, int until_move, char *err,
                   size_t errlen)
{
    memset(a, 0, sizeof *a);
    a->path = path;
    a->until_move = until_move;
    a->game = malloc(sizeof *a->game);
    if (!a->game) {
        snprintf(err, errlen, "out of memory");
        return false;
    }
    game_init(a->game, 19, 0);
    struct sgf_error e;
    if (!sgf_load_game(path, until_move, NULL, a->game, &a->info, &e)) {
        snprintf(err, errlen, "%s", e.msg);
        analysis_free(a);
        return false;
    }
    /* The record's count: the game's own move list starts after any setup
     * found late in the record (a final pass followed by AE). */
    a->moves_played = a->info.moves;
    return true;
}

void analysis_run_mc(struct analysis *a)
{
    a->mc_done = true;
    a->mc_n = 0;
    a->mc_err[0] = '\0';
    if (a->mc_playouts > 0)
        a->mc_n = analyze_mc_candidates(a->game, a->mc_playouts, a->mc, ANALYZE_MC_SHOWN,
                                        a->mc_err, sizeof a->mc_err);
}

void analysis_free(struct analysis *a)
{
    analysis_free_dragons(a);
    analysis_free_candidates(a);
    if (a->game) {
        game_free(a->game);
        free(a->game);
    }
    a->game = NULL;
}

/* Marks the sections named in a comma-separated list. */
static bool select_sections(const char *list, bool *on)
{
    char buf[256];
    snprintf(buf, sizeof buf, "%s", list);
    for (size_t i = 0; i < NSECTIONS; i++)
        on[i] = false;
    for (char *tok = strtok(buf, ","); tok; tok = strtok(NULL, ",")) {
        size_t i = 0;
        while (i < NSECTIONS && strcmp(SECTIONS[i].name, tok) != 0)
            i++;
        if (i == NSECTIONS) {
            fprintf(stderr, "moyo analyze: unknown section '%s'\n", tok);
            return false;
        }
        on[i] = true;
    }
    return true;
}

static bool section_on(const bool *on, const char *name)
{
    for (size_t i = 0; i < NSECTIONS; i++)
        if (!strcmp(SECTIONS[i].name, name))
            return on[i];
    return false;
}

static bool parse_move(const char *s, int *n)
{
    char *end;
    long v = strtol(s, &end, 10);
    if (*s == '\0' || *end != '\0' || v < 1 || v > MAX_GAME_MOVES)
        return false;
    *n = (int)v;
    return true;
}

static bool parse_playouts(const char *s, int *n)
{
    char *end;
    long v = strtol(s, &end, 10);
    if (*s == '\0' || *end != '\0' || v < 0 || v > 10000000)
        return false;
    *n = (int)v;
    return true;
}

static void print_text(const struct analysis *a, const bool *on)
{
    bool first = true;
    for (size_t i = 0; i < NSECTIONS; i++) {
        if (!on[i])
            continue;
        if (!first)
            putchar('\n');
        SECTIONS[i].text(a, stdout);
        first = false;
    }
}

/* A section without a JSON form yet: {"text": its text output}. */
static void text_as_json(const struct analyze_section *sec, const struct analysis *a,
                         struct strbuf *o)
{
    char *text = NULL;
    size_t len = 0;
    FILE *mem = open_memstream(&text, &len);
    if (mem) {
        sec->text(a, mem);
        fclose(mem);
    }
    sb_add(o, "{\"text\":");
    json_string(o, text ? text : "");
    sb_addc(o, '}');
    free(text);
}

/* {"header": {...}, "board": {...}, ...}: the selected sections. */
static void print_json(const struct analysis *a, const bool *on)
{
    struct strbuf o;
    sb_init(&o);
    sb_addc(&o, '{');
    for (size_t i = 0; i < NSECTIONS; i++) {
        if (!on[i])
            continue;
        sb_printf(&o, "%s\"%s\":", o.len > 1 ? ",\n" : "", SECTIONS[i].name);
        if (SECTIONS[i].json)
            SECTIONS[i].json(a, &o);
        else
            text_as_json(&SECTIONS[i], a, &o);
    }
    sb_add(&o, "}\n");
    fputs(sb_str(&o), stdout);
    sb_free(&o);
}

int cli_analyze(int argc, char **argv)
{
    const char *path = NULL, *svg = NULL, *engines = "classical,mc", *pattern_file = NULL;
    int move = 0, playouts = ANALYZE_DEFAULT_PLAYOUTS, top = 10;
    bool json = false, all_moves = false, sections_given = false, show_patterns = false;
    bool dragons = false, candidates = false;
    const char *influence = NULL;
    bool on[NSECTIONS];
    for (size_t i = 0; i < NSECTIONS; i++)
        on[i] = true;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "-h") == 0 || strcmp(argv[i], "--help") == 0) {
            usage(stdout);
            return 0;
        } else if (strcmp(argv[i], "--move") == 0 && i + 1 < argc) {
            if (!parse_move(argv[++i], &move)) {
                fprintf(stderr, "moyo analyze: --move wants a move number 1..%d, not '%s'\n",
                        MAX_GAME_MOVES, argv[i]);
                return 2;
            }
        } else if (strcmp(argv[i], "--all-moves") == 0) {
            all_moves = true;
        } else if (strcmp(argv[i], "--engines") == 0 && i + 1 < argc) {
            engines = argv[++i];
        } else if (strcmp(argv[i], "--top") == 0 && i + 1 < argc) {
            if (!parse_move(argv[++i], &top)) {
                fprintf(stderr, "moyo analyze: --top wants a count 1..%d, not '%s'\n",
                        MAX_GAME_MOVES, argv[i]);
                return 2;
            }
        } else if (strcmp(argv[i], "--json") == 0) {
            json = true;
        } else if (strcmp(argv[i], "--patterns") == 0) {
            show_patterns = true;
            size_t n = i + 1 < argc ? strlen(argv[i + 1]) : 0;
            if (n > 4 && strcmp(argv[i + 1] + n - 4, ".pat") == 0)
                pattern_file = argv[++i];
        } else if (strcmp(argv[i], "--dragons") == 0) {
            dragons = true;
        } else if (strcmp(argv[i], "--candidates") == 0) {
            candidates = true;
        } else if (strcmp(argv[i], "--svg") == 0 && i + 1 < argc) {
            svg = argv[++i];
        } else if (strcmp(argv[i], "--mc-playouts") == 0 && i + 1 < argc) {
            if (!parse_playouts(argv[++i], &playouts)) {
                fprintf(stderr, "moyo analyze: --mc-playouts wants 0..10000000, not '%s'\n",
                        argv[i]);
                return 2;
            }
        } else if (strcmp(argv[i], "--sections") == 0 && i + 1 < argc) {
            if (!select_sections(argv[++i], on))
                return 2;
            sections_given = true;
        } else if (strcmp(argv[i], "--influence") == 0) {
            influence = "both";
            enum influence_mode m;
            if (i + 1 < argc && (strcmp(argv[i + 1], "both") == 0
                                 || parse_influence_mode(argv[i + 1], &m)))
                influence = argv[++i];
            else if (i + 1 < argc && argv[i + 1][0] == '1') {
                fprintf(stderr, "moyo analyze: --influence wants 1/d, 1/2^d or both, "
                                "not '%s'\n", argv[i + 1]);
                return 2;
            }
        } else if (argv[i][0] == '-' || path) {
            fprintf(stderr, "moyo analyze: unexpected argument '%s'\n", argv[i]);
            usage(stderr);
            return 2;
        } else {
            path = argv[i];
        }
    }
    if (!path) {
        fprintf(stderr, "moyo analyze: no SGF file given\n");
        usage(stderr);
        return 2;
    }
    if (all_moves)
        return analyze_all_moves(path, engines, playouts, top, json);
    struct analysis a;
    char err[600];
    struct pattern_db *patterns = NULL;
    if (pattern_file && !(patterns = pattern_db_load(pattern_file, err, sizeof err))) {
        fprintf(stderr, "moyo analyze: %s\n", err);
        return 1;
    }
    if (!analysis_load(&a, path, move, err, sizeof err)) {
        fprintf(stderr, "moyo analyze: %s\n", err);
        pattern_db_free(patterns);
        return 1;
    }
    /* The picture's file is opened before anything is printed: a path
     * that cannot be written stops the run with the system's reason. */
    FILE *svg_file = NULL;
    if (svg && !(svg_file = fopen(svg, "w"))) {
        fprintf(stderr, "moyo analyze: cannot write %s: %s\n", svg, strerror(errno));
        analysis_free(&a);
        pattern_db_free(patterns);
        return 1;
    }
    a.patterns = patterns;
    a.mc_playouts = playouts;
    a.influence = influence;
    if (influence && !sections_given)
        select_sections("influence", on);
    if (show_patterns && !sections_given)
        select_sections(influence ? "influence,patterns" : "patterns", on);
    if (dragons && !sections_given && !influence && !show_patterns)
        select_sections("dragons", on);
    if (candidates && !sections_given && !influence && !show_patterns && !dragons)
        select_sections("candidates", on);
    a.candidates_shown = top;
    /* One classical analysis for the whole run: the list, its JSON and
     * the picture show the same moves. */
    bool candidates_svg = svg && candidates && !influence && !dragons;
    if (section_on(on, "candidates") || candidates_svg)
        analysis_run_candidates(&a);
    /* One dragon analysis for the whole run, as for the MC search. */
    if (section_on(on, "dragons") || (svg && dragons))
        analysis_run_dragons(&a);
    /* One search for the whole run: the report and the picture show the
     * same candidates. */
    if (section_on(on, "mc") || (svg && !influence && !dragons && !candidates))
        analysis_run_mc(&a);
    if (json)
        print_json(&a, on);
    else
        print_text(&a, on);
    int status = 0;
    if (svg) {
        bool ok = influence ? analyze_write_influence_svg(&a, svg_file)
                  : dragons ? analyze_write_dragons_svg(&a, svg_file)
                  : candidates ? analyze_write_candidates_svg(&a, svg_file)
                            : analyze_write_svg(&a, svg_file);
        int e = ok ? 0 : errno ? errno : EIO;
        if (fclose(svg_file) != 0 && ok) {
            ok = false;
            e = errno;
        }
        if (!ok) {
            fprintf(stderr, "moyo analyze: cannot write %s: %s\n", svg, strerror(e));
            status = 1;
        }
    }
    analysis_free(&a);
    pattern_db_free(patterns);
    return status;
}
