/* gtp.c — owns the GTP session: its life cycle, the line parser shared by
 * the protocol loop and the in-process runner, the protocol loop itself
 * (ids, "=id"/"?id" replies, blank-line termination), per-module slots and
 * the argument helpers every command handler uses.
 *
 * The command tables live beside the code that implements them and are
 * listed in registry.c; this file knows none of them. */
#include "gtp/gtp.h"

#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "board/coord.h"
#include "gtp/channel.h"

#define DEFAULT_SIZE 19
#define DEFAULT_KOMI 7.5

struct gtp *gtp_new(const char *engine_name, char *err, int errlen)
{
    if (!engine_name)
        engine_name = "classical";
    struct gtp *s = calloc(1, sizeof *s);
    struct game *g = malloc(sizeof *g);
    if (!s || !g) {
        free(s);
        free(g);
        snprintf(err, (size_t)errlen, "out of memory");
        return NULL;
    }
    game_init(g, DEFAULT_SIZE, DEFAULT_KOMI);
    s->game = g;
    s->engine = engine_create(engine_name, err, errlen);
    if (!s->engine) {
        game_free(g);
        free(g);
        free(s);
        return NULL;
    }
    snprintf(s->engine_name, sizeof s->engine_name, "%s", engine_name);
    for (int i = 0; i < 3; i++) {
        s->time.left[i] = -1;
        s->time.stones_left[i] = -1;
    }
    return s;
}

static void free_slots(struct gtp *s)
{
    for (int i = 0; i < GTP_NSLOTS; i++) {
        if (s->slot[i] && s->slot_free[i])
            s->slot_free[i](s->slot[i]);
        s->slot[i] = NULL;
        s->slot_free[i] = NULL;
    }
}

void gtp_free(struct gtp *s)
{
    if (!s)
        return;
    free_slots(s);
    engine_free(s->engine);
    game_free(s->game);
    free(s->game);
    free(s);
}

void *gtp_slot(struct gtp *s, enum gtp_slot slot, void *(*make)(void),
               void (*free_fn)(void *))
{
    if ((int)slot < 0 || slot >= GTP_NSLOTS)
        return NULL;
    if (!s->slot[slot] && make) {
        s->slot[slot] = make();
        s->slot_free[slot] = free_fn;
    }
    return s->slot[slot];
}

void gtp_position_changed(struct gtp *s)
{
    /* Slots keep settings (depths, loaded patterns) that must survive a
     * new game, so they are not freed: they watch the generation. */
    s->generation++;
    if (s->engine && s->engine->new_position)
        s->engine->new_position(s->engine, s->game);
}

void gtp_unwind(struct gtp *s)
{
    while (s->try_depth > 0) {
        board_popmove(&s->game->board);
        s->try_depth--;
        s->generation++;
    }
}

bool gtp_switch_engine(struct gtp *s, const char *name, struct strbuf *out)
{
    char err[200];
    struct engine *e = engine_create(name, err, sizeof err);
    if (!e) {
        sb_add(out, err);
        return false;
    }
    engine_free(s->engine);
    s->engine = e;
    snprintf(s->engine_name, sizeof s->engine_name, "%s", name);
    if (s->level > 0 && e->set_option) {
        char lv[16];
        snprintf(lv, sizeof lv, "%d", s->level);
        /* An engine without levels keeps its default: not an error. */
        e->set_option(e, "level", lv, err, sizeof err);
    }
    if (e->set_time)
        e->set_time(e, &s->time);
    if (e->new_position)
        e->new_position(e, s->game);
    return true;
}

/* ---- line parsing ------------------------------------------------------- */

/* GTP preprocessing: control characters other than HT and LF go, HT becomes
 * a space, everything from '#' on is a comment.  Done in place. */
void gtp_clean_line(char *line)
{
    char *w = line;
    for (char *r = line; *r; r++) {
        unsigned char c = (unsigned char)*r;
        if (c == '#')
            break;
        if (c == '\t')
            c = ' ';
        else if (c < 32 || c == 127)
            continue;
        *w++ = (char)c;
    }
    *w = '\0';
}

/* Splits a cleaned line into words; returns how many (at most max). */
int gtp_split(char *line, char **argv, int max)
{
    int argc = 0;
    char *p = line;
    while (*p) {
        while (*p == ' ')
            p++;
        if (!*p)
            break;
        if (argc == max)
            return max + 1;      /* too many: the caller reports it */
        argv[argc++] = p;
        while (*p && *p != ' ')
            p++;
        if (*p)
            *p++ = '\0';
    }
    return argc;
}

bool gtp_execute(struct gtp *s, const char *line, struct strbuf *out)
{
    sb_clear(out);
    char *copy = strdup(line);
    if (!copy) {
        sb_add(out, "out of memory");
        return false;
    }
    gtp_clean_line(copy);
    char *argv[GTP_MAX_ARGS + 1];
    int argc = gtp_split(copy, argv, GTP_MAX_ARGS);
    bool ok;
    if (argc == 0) {
        sb_add(out, "empty command");
        ok = false;
    } else if (argc > GTP_MAX_ARGS) {
        sb_add(out, "too many arguments");
        ok = false;
    } else {
        const struct gtp_command *c = gtp_find_command(argv[0]);
        if (!c) {
            sb_add(out, "unknown command");
            ok = false;
        } else {
            argv[argc] = NULL;
            ok = c->run(s, argc, argv, out);
        }
    }
    free(copy);
    return ok;
}

/* ---- the protocol loop -------------------------------------------------- */

/* A leading all-digit word is the command id. */
static char *take_id(char *line, char *id, size_t idlen)
{
    char *p = line;
    while (*p == ' ')
        p++;
    char *start = p;
    while (isdigit((unsigned char)*p))
        p++;
    if (p == start || (*p && *p != ' ')) {
        id[0] = '\0';
        return line;
    }
    size_t n = (size_t)(p - start);
    if (n >= idlen)
        n = idlen - 1;
    memcpy(id, start, n);
    id[n] = '\0';
    return p;
}

static bool blank(const char *s)
{
    for (; *s; s++)
        if (*s != ' ')
            return false;
    return true;
}

/* The reply must not contain a blank line, which would end it early. */
static void write_reply(FILE *out, bool ok, const char *id, const char *text)
{
    fprintf(out, "%c%s ", ok ? '=' : '?', id);
    size_t n = strlen(text);
    while (n > 0 && text[n - 1] == '\n')
        n--;
    char prev = ' ';
    for (size_t i = 0; i < n; i++) {
        if (text[i] == '\n' && prev == '\n')
            fputc(' ', out);
        fputc(text[i], out);
        prev = text[i];
    }
    fputs("\n\n", out);
    fflush(out);
}

int gtp_serve(struct gtp *s, FILE *in, FILE *out)
{
    struct gtp_channel ch;
    channel_init(&ch, in, out);
    struct strbuf reply;
    sb_init(&reply);
    char *line;
    while (!s->quit && (line = channel_read_line(&ch)) != NULL) {
        gtp_clean_line(line);
        if (blank(line))
            continue;
        char *cmd = take_id(line, ch.id, sizeof ch.id);
        bool ok;
        ch.streamed = false;
        if (ch.overlong) {
            sb_clear(&reply);
            sb_add(&reply, "line too long (over 1 MB): not executed");
            ok = false;
        } else if (blank(cmd)) {
            sb_clear(&reply);
            sb_add(&reply, "empty command");
            ok = false;
        } else {
            s->channel = &ch;
            ok = gtp_execute(s, cmd, &reply);
            s->channel = NULL;
        }
        if (ch.streamed) {
            /* The handler wrote "=id" and its lines; the blank line ends
             * the answer. */
            fputs("\n", out);
            fflush(out);
        } else {
            write_reply(out, ok, ch.id, sb_str(&reply));
        }
    }
    channel_free(&ch);
    sb_free(&reply);
    return 0;
}

/* ---- argument helpers --------------------------------------------------- */

bool gtp_arg_vertex(struct gtp *s, const char *arg, coord *p, struct strbuf *out)
{
    if (!arg || !parse_vertex(&s->game->board, arg, p)) {
        sb_add(out, "invalid coordinate");
        return false;
    }
    return true;
}

bool gtp_arg_color(const char *arg, int *color, struct strbuf *out)
{
    if (!arg || !parse_color(arg, color)) {
        sb_add(out, "invalid color");
        return false;
    }
    return true;
}

bool gtp_parse_int(const char *arg, int *v)
{
    char *end;
    errno = 0;
    long x = arg ? strtol(arg, &end, 10) : 0;
    if (!arg || end == arg || *end || errno || x < INT_MIN || x > INT_MAX)
        return false;
    *v = (int)x;
    return true;
}

bool gtp_arg_int(const char *arg, int *v, struct strbuf *out)
{
    if (!gtp_parse_int(arg, v)) {
        sb_add(out, "not an integer");
        return false;
    }
    return true;
}

/* Each token of the copy is cut in place by strtok_r. */
static bool mark_tokens(const struct board *b, char *list, bool *set)
{
    char *save = NULL;
    for (char *tok = strtok_r(list, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
        char *colon = strchr(tok, ':');
        coord p, q = PASS;
        if (colon)
            *colon = '\0';
        if (!parse_vertex(b, tok, &p) || (colon && !parse_vertex(b, colon + 1, &q)))
            return false;
        if (!colon || p == PASS || q == PASS) {
            set[p] = true;
            set[q] |= colon != NULL;
            continue;
        }
        int r0 = board_row(b, p), r1 = board_row(b, q), c0 = board_col(b, p), c1 = board_col(b, q);
        for (int r = r0 < r1 ? r0 : r1; r <= (r0 < r1 ? r1 : r0); r++)
            for (int c = c0 < c1 ? c0 : c1; c <= (c0 < c1 ? c1 : c0); c++)
                set[board_point(b, r, c)] = true;
    }
    return true;
}

bool gtp_mark_vertices(const struct board *b, const char *list, bool *set)
{
    char *copy = strdup(list);
    bool ok = copy && mark_tokens(b, copy, set);
    free(copy);
    return ok;
}

bool gtp_arg_move_filter(struct gtp *s, char **argv, int argc, int i, int color, bool *avoid,
                         bool *allow, bool *have_allow, bool *applied)
{
    int who, until;
    struct strbuf junk;
    sb_init(&junk);
    bool ok = i + 3 < argc && gtp_arg_color(argv[i + 1], &who, &junk)
              && gtp_arg_int(argv[i + 3], &until, &junk) && until >= 1;
    sb_free(&junk);
    if (!ok)
        return false;
    bool is_allow = argv[i][1] == 'l';
    bool set[BOARD_MAX_POINTS] = {false};
    if (!gtp_mark_vertices(&s->game->board, argv[i + 2], set))
        return false;
    if (who != color)
        return true;
    bool *into = is_allow ? allow : avoid;
    for (int p = 0; p < BOARD_MAX_POINTS; p++)
        into[p] |= set[p];
    *have_allow |= is_allow;
    *applied = true;
    return true;
}

/* Decimal notation only ("7.5", "-0.5", "6", "1e2"): strtod would also
 * take hex floats ("0x10"), "inf" and "nan". */
bool gtp_decimal_syntax(const char *s)
{
    if (*s == '+' || *s == '-')
        s++;
    int digits = 0;
    while (isdigit((unsigned char)*s))
        s++, digits++;
    if (*s == '.')
        for (s++; isdigit((unsigned char)*s); s++)
            digits++;
    if (!digits)
        return false;
    if (*s == 'e' || *s == 'E') {
        s++;
        if (*s == '+' || *s == '-')
            s++;
        if (!isdigit((unsigned char)*s))
            return false;
        while (isdigit((unsigned char)*s))
            s++;
    }
    return *s == '\0';
}

bool gtp_arg_float(const char *arg, double *v)
{
    char *end;
    if (!arg || !gtp_decimal_syntax(arg))
        return false;
    errno = 0;
    double x = strtod(arg, &end);
    if (end == arg || *end || errno || x != x || x > 1e9 || x < -1e9)
        return false;
    *v = x;
    return true;
}

bool gtp_arg_stone(struct gtp *s, const char *arg, coord *p, struct strbuf *out)
{
    if (!gtp_arg_vertex(s, arg, p, out))
        return false;
    if (*p == PASS || s->game->board.color[*p] == EMPTY) {
        sb_add(out, "vertex must not be empty");
        return false;
    }
    return true;
}

bool gtp_arg_move(struct gtp *s, int argc, char **argv, int *color, coord *p,
                  struct strbuf *out)
{
    if (argc < 3 || !parse_color(argv[1], color)
        || !parse_vertex(&s->game->board, argv[2], p)) {
        sb_add(out, "invalid color or coordinate");
        return false;
    }
    return true;
}

void gtp_add_vertex(struct gtp *s, struct strbuf *out, coord p)
{
    char buf[8];
    sb_add(out, format_vertex(&s->game->board, p, buf));
}

/* Board order (top row first, left to right) is coordinate order. */
void gtp_add_vertices(struct gtp *s, struct strbuf *out, coord *pts, int n)
{
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && pts[j - 1] > pts[j]; j--) {
            coord t = pts[j];
            pts[j] = pts[j - 1];
            pts[j - 1] = t;
        }
    for (int i = 0; i < n; i++) {
        if (i)
            sb_addc(out, ' ');
        gtp_add_vertex(s, out, pts[i]);
    }
}
