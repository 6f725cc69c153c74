/* sgf_write.c — owns writing SGF FF[4]: a game record (root info, setup
 * stones, moves) and a static position (setup stones and the player to
 * move).  Output is plain FF[4] that Sabaki, GoGui and our reader accept:
 * passes are written B[] (never [tt], which is a point above 19x19). */
#include "sgf.h"

#include <stdlib.h>
#include <string.h>

#include "cli.h"

#define MOVES_PER_LINE 10

static void put_point(FILE *f, const struct board *b, coord p)
{
    if (p == PASS)
        return;
    fputc('a' + board_col(b, p), f);
    fputc('a' + board_row(b, p), f);
}

/* Text values escape ']' and '\' (and ':' is harmless in text). */
static void put_text(FILE *f, const char *ident, const char *s)
{
    fputs(ident, f);
    fputc('[', f);
    for (; *s; s++) {
        if (*s == ']' || *s == '\\')
            fputc('\\', f);
        fputc(*s, f);
    }
    fputc(']', f);
}

/* Komi with as many decimals as it needs: 6.5, 7, 0.75. */
static void put_komi(FILE *f, double komi)
{
    char buf[32];
    snprintf(buf, sizeof buf, "%.2f", komi);
    char *end = buf + strlen(buf) - 1;
    while (*end == '0')
        *end-- = '\0';
    if (*end == '.')
        *end = '\0';
    fprintf(f, "KM[%s]", strcmp(buf, "-0") == 0 ? "0" : buf);
}

static void put_root_start(FILE *f, int size, double komi)
{
    fprintf(f, "(;GM[1]FF[4]CA[UTF-8]AP[moyo:%s]SZ[%d]", MOYO_VERSION, size);
    put_komi(f, komi);
}

/* AB[..][..] AW[..][..] for the stones of b. */
static void put_stones(FILE *f, const struct board *b)
{
    static const char *const ident[3] = { "", "AB", "AW" };
    for (int color = BLACK; color <= WHITE; color++) {
        int n = 0;
        FOR_EACH_POINT(b, p) {
            if (b->color[p] != color)
                continue;
            if (n == 0)
                fprintf(f, "\n%s", ident[color]);
            else if (n % 16 == 0)
                fputc('\n', f);
            fputc('[', f);
            put_point(f, b, p);
            fputc(']', f);
            n++;
        }
    }
}

static void put_player(FILE *f, int color)
{
    fprintf(f, "PL[%c]", color == WHITE ? 'W' : 'B');
}

static bool finish(FILE *f)
{
    fputs(")\n", f);
    return fflush(f) == 0 && !ferror(f);
}

bool sgf_write_position(FILE *f, const struct board *b, int to_move, double komi)
{
    put_root_start(f, b->size, komi);
    put_stones(f, b);
    fputc('\n', f);
    put_player(f, to_move);
    return finish(f);
}

/* The position the setup list leaves, on a scratch board. */
static struct board *setup_position(const struct game *g)
{
    struct board *b = malloc(sizeof *b);
    if (!b)
        return NULL;
    board_init(b, g->board.size);
    for (int i = 0; i < g->nsetup; i++)
        board_setup_stone(b, g->setup[i].color, g->setup[i].point);
    return b;
}

static void put_game_info(FILE *f, const struct game *g, const struct sgf_info *info)
{
    const char *rules = info && info->rules[0] ? info->rules
                      : g->rules == RULES_JAPANESE ? "Japanese" : "Chinese";
    put_text(f, "RU", rules);
    if (info && info->black[0])
        put_text(f, "PB", info->black);
    if (info && info->white[0])
        put_text(f, "PW", info->white);
    if (info && info->result[0])
        put_text(f, "RE", info->result);
    if (g->handicap > 0)
        fprintf(f, "HA[%d]", g->handicap);
}

bool sgf_write_game(FILE *f, const struct game *g, const struct sgf_info *info)
{
    struct board *start = setup_position(g);
    if (!start)
        return false;
    put_root_start(f, g->board.size, g->komi);
    put_game_info(f, g, info);
    put_stones(f, start);
    board_free(start);
    free(start);
    /* PL only when the moves do not already say who starts. */
    if (g->nmoves == 0 || g->moves[0].color != g->first_to_move)
        put_player(f, g->nmoves == 0 ? g->to_move : g->first_to_move);
    for (int i = 0; i < g->nmoves; i++) {
        fputs(i % MOVES_PER_LINE == 0 ? "\n;" : ";", f);
        fputc(g->moves[i].color == WHITE ? 'W' : 'B', f);
        fputc('[', f);
        put_point(f, &g->board, g->moves[i].point);
        fputc(']', f);
    }
    /* A record whose PL after the last move named the player who just
     * moved (read as GNU Go does): keep that, or the turn changes. */
    if (g->nmoves > 0 && g->to_move == g->moves[g->nmoves - 1].color)
        put_player(f, g->to_move);
    return finish(f);
}
