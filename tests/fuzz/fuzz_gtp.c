/* fuzz_gtp.c — fuzz target: a whole GTP session.  The input is the bytes
 * a controller sends; each line goes through the protocol loop
 * (gtp_serve) of one session, and after each the target checks that
 *   - exactly one reply came back for a command line, none for a blank
 *     or comment line, and the reply is "=..." or "?..." ended by one
 *     blank line;
 *   - the board is consistent (board_consistent: strings, liberties,
 *     hash recomputed from the stones).
 *
 * Harness caps, so one input runs in milliseconds (each says why):
 *   - file names are replaced: printsgf and moyo-influence_svg write to
 *     /dev/null, loadsgf and load_patterns read a fixed small file of
 *     this process, so the fuzzer neither writes nor reads arbitrary
 *     files (their contents are fuzzed by the sgf and patterns targets);
 *   - moyo-option mc-memory is capped at 16 MB (the engine answers a
 *     failed allocation properly, but ASan aborts on a terabyte request);
 *   - the mc engine, after every command: at most 32 playouts, 1 thread,
 *     20 ms per search, and no game clock (a clock-driven genmove spends
 *     wall seconds by design: time_settings 0 1 1 is a second a move);
 *   - at most 64 command lines per input.
 * lz-analyze cannot stream here (the input has no file descriptor), so it
 * answers one search of the configured, capped size. */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/board.h"
#include "fuzz.h"
#include "gtp/gtp.h"
#include "mc/mc.h"

#define MAX_LINES 64
#define MAX_PLAYOUTS 32
#define MAX_SECONDS 0.02
#define MAX_MEMORY_MB 16

static const char GAME_SGF[] =
    "(;GM[1]FF[4]SZ[9]KM[6.5]\n;B[ee];W[cg];B[cc];W[gc];B[ge];W[dd]\n"
    ";B[dc];W[ed];B[fd];W[fe];B[ef]\n(;W[gg];B[])\n(;W[hh]))\n";
static const char PATTERNS[] =
    "Pattern fuzz_atari\n  ?X?   ?a?\n  .*.\nclass tactical\nsymmetry none\n"
    "action attack a\nvalue 10\nconstraint lib(a) == 2\n";

/* Is the cleaned line blank (no reply expected)? */
static bool blank_line(const char *line)
{
    char *copy = strdup(line);
    if (!copy)
        fuzz_fail("out of memory");
    gtp_clean_line(copy);
    bool blank = strspn(copy, " ") == strlen(copy);
    free(copy);
    return blank;
}

/* Rewrites the file arguments and memory sizes of one command (see the
 * comment at the top).  Returns a malloc'd line, the raw one when no rule
 * applies (so the protocol loop still sees its comments, tabs and
 * control characters). */
static char *guard_line(const char *line)
{
    char *copy = strdup(line);
    if (!copy)
        fuzz_fail("out of memory");
    gtp_clean_line(copy);
    char *argv[GTP_MAX_ARGS + 2];
    int argc = gtp_split(copy, argv, GTP_MAX_ARGS + 1);
    int k = argc > 0 && strspn(argv[0], "0123456789") == strlen(argv[0]) ? 1 : 0;
    if (argc > GTP_MAX_ARGS)
        argc = GTP_MAX_ARGS + 1;
    const char *cmd = k < argc ? argv[k] : "";
    char memory[16];
    bool changed = true;
    if ((!strcmp(cmd, "printsgf") || !strcmp(cmd, "moyo-influence_svg")) && k + 1 < argc)
        argv[k + 1] = "/dev/null";
    else if (!strcmp(cmd, "loadsgf") && k + 1 < argc)
        argv[k + 1] = (char *)fuzz_scratch_file("game.sgf", (const uint8_t *)GAME_SGF,
                                                sizeof GAME_SGF - 1);
    else if (!strcmp(cmd, "load_patterns") && k + 1 < argc)
        argv[k + 1] = (char *)fuzz_scratch_file("extra.pat", (const uint8_t *)PATTERNS,
                                                sizeof PATTERNS - 1);
    else if (!strcmp(cmd, "moyo-option") && k + 2 < argc
             && (!strcmp(argv[k + 1], "mc-memory") || !strcmp(argv[k + 1], "memory"))
             && atol(argv[k + 2]) > MAX_MEMORY_MB) {
        snprintf(memory, sizeof memory, "%d", MAX_MEMORY_MB);
        argv[k + 2] = memory;
    } else {
        changed = false;
    }
    if (!changed) {
        free(copy);
        copy = strdup(line);
        if (!copy)
            fuzz_fail("out of memory");
        return copy;
    }
    size_t len = 1;
    for (int i = 0; i < argc; i++)
        len += strlen(argv[i]) + 1;
    char *out = malloc(len);
    if (!out)
        fuzz_fail("out of memory");
    out[0] = '\0';
    for (int i = 0; i < argc; i++) {
        strcat(out, argv[i]);
        if (i + 1 < argc)
            strcat(out, " ");
    }
    free(copy);
    return out;
}

static void cap_engine(struct gtp *s)
{
    struct mc_search *m = mc_engine_search(s->engine);
    if (!m)
        return;
    if (m->par.playouts > MAX_PLAYOUTS)
        m->par.playouts = MAX_PLAYOUTS;
    m->par.threads = 1;
    if (m->par.max_seconds <= 0 || m->par.max_seconds > MAX_SECONDS)
        m->par.max_seconds = MAX_SECONDS;
    m->have_time = false;
}

/* One reply, "=..." or "?...", ended by its only blank line. */
static void check_reply(const char *line, const char *reply, size_t len, bool want)
{
    if (!want) {
        if (len)
            fuzz_fail("reply to a blank line '%s': '%s'", line, reply);
        return;
    }
    if (len < 3 || (reply[0] != '=' && reply[0] != '?'))
        fuzz_fail("no reply to '%s': '%s'", line, reply);
    const char *end = strstr(reply, "\n\n");
    if (!end || (size_t)(end - reply) + 2 != len)
        fuzz_fail("not exactly one reply to '%s': '%s'", line, reply);
}

static void run_line(struct gtp *s, const char *raw)
{
    bool want = !blank_line(raw);
    char *line = guard_line(raw);
    /* The line as the controller sends it, with its newline. */
    size_t n = strlen(line);
    char *sent = malloc(n + 2);
    if (!sent)
        fuzz_fail("out of memory");
    memcpy(sent, line, n);
    memcpy(sent + n, "\n", 2);
    char *reply = NULL;
    size_t len = 0;
    FILE *out = open_memstream(&reply, &len);
    FILE *in = fmemopen(sent, n + 1, "r");
    if (!out || !in)
        fuzz_fail("cannot open memory streams");
    gtp_serve(s, in, out);
    fclose(in);
    fclose(out);
    check_reply(line, reply ? reply : "", len, want);
    char why[256];
    if (!board_consistent(&s->game->board, why, sizeof why))
        fuzz_fail("board inconsistent after '%s': %s", line, why);
    cap_engine(s);
    free(reply);
    free(sent);
    free(line);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char err[256];
    struct gtp *s = gtp_new("simple", err, sizeof err);
    if (!s)
        fuzz_fail("gtp_new: %s", err);
    char *text = fuzz_text(data, size);
    char *line = text;
    for (int n = 0; line && n < MAX_LINES && !s->quit; n++) {
        char *next = strchr(line, '\n');
        if (next)
            *next++ = '\0';
        run_line(s, line);
        line = next;
    }
    free(text);
    gtp_free(s);
    return 0;
}
