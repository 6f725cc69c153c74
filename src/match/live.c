/* live.c — owns the live lines of `moyo match` on a terminal: one line per
 * running game (game number, move number, last move, time so far),
 * redrawn in place as moves are played, taken off the screen while a
 * finished game's line is printed above them.  The games run in threads,
 * so every screen write goes through the board's lock. */
#include "match/live.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "board/coord.h"

/* Moves redraw at most this often (seconds); starts and ends always do. */
#define REDRAW_EVERY 0.1

struct live_game {
    bool running;
    int index;              /* 0-based game number */
    int a_color;
    int moves;
    char last[16];          /* "B D4" */
    double t0;
};

struct live_board {
    pthread_mutex_t lock;
    FILE *out;
    int nslots;
    struct live_game *games;
    int shown;              /* lines on the screen now */
    double drawn;
};

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

struct live_board *live_new(FILE *out, int slots)
{
    struct live_board *lb = calloc(1, sizeof *lb);
    if (!lb)
        return NULL;
    lb->games = calloc((size_t)(slots > 0 ? slots : 1), sizeof *lb->games);
    if (!lb->games) {
        free(lb);
        return NULL;
    }
    lb->nslots = slots > 0 ? slots : 1;
    lb->out = out;
    pthread_mutex_init(&lb->lock, NULL);
    return lb;
}

void live_free(struct live_board *lb)
{
    if (!lb)
        return;
    pthread_mutex_destroy(&lb->lock);
    free(lb->games);
    free(lb);
}

/* Moves the cursor up over the lines drawn and clears to the end of the
 * screen. */
static void clear_lines(struct live_board *lb)
{
    if (lb->shown > 0)
        fprintf(lb->out, "\033[%dA\r\033[J", lb->shown);
    lb->shown = 0;
}

static void draw_lines(struct live_board *lb)
{
    double t = now();
    for (int i = 0; i < lb->nslots; i++) {
        const struct live_game *g = &lb->games[i];
        if (!g->running)
            continue;
        fprintf(lb->out, "game %d (A %s): ", g->index + 1, g->a_color == BLACK ? "black" : "white");
        if (g->moves == 0)
            fprintf(lb->out, "starting, %.1f s\n", t - g->t0);
        else
            fprintf(lb->out, "move %d, %s, %.1f s\n", g->moves, g->last, t - g->t0);
        lb->shown++;
    }
    lb->drawn = t;
    fflush(lb->out);
}

static void redraw(struct live_board *lb)
{
    clear_lines(lb);
    draw_lines(lb);
}

static struct live_game *find(struct live_board *lb, int index)
{
    for (int i = 0; i < lb->nslots; i++)
        if (lb->games[i].running && lb->games[i].index == index)
            return &lb->games[i];
    return NULL;
}

void live_game_start(struct live_board *lb, int index, int a_color)
{
    if (!lb)
        return;
    pthread_mutex_lock(&lb->lock);
    for (int i = 0; i < lb->nslots; i++) {
        struct live_game *g = &lb->games[i];
        if (g->running)
            continue;
        memset(g, 0, sizeof *g);
        g->running = true;
        g->index = index;
        g->a_color = a_color;
        g->t0 = now();
        break;
    }
    redraw(lb);
    pthread_mutex_unlock(&lb->lock);
}

void live_move(struct live_board *lb, int index, const struct game *g)
{
    if (!lb || g->nmoves <= 0)
        return;
    pthread_mutex_lock(&lb->lock);
    struct live_game *lg = find(lb, index);
    if (lg) {
        const struct game_move *m = &g->moves[g->nmoves - 1];
        char v[8];
        lg->moves = g->nmoves;
        snprintf(lg->last, sizeof lg->last, "%c %s", m->color == BLACK ? 'B' : 'W',
                 format_vertex(&g->board, m->point, v));
        if (lg->moves == 1 || now() - lb->drawn >= REDRAW_EVERY)
            redraw(lb);
    }
    pthread_mutex_unlock(&lb->lock);
}

void live_game_end(struct live_board *lb, int index)
{
    if (!lb)
        return;
    pthread_mutex_lock(&lb->lock);
    struct live_game *g = find(lb, index);
    if (g)
        g->running = false;
    clear_lines(lb);
    pthread_mutex_unlock(&lb->lock);
}

void live_print(struct live_board *lb, FILE *out, const char *text)
{
    if (!lb) {
        fputs(text, out);
        fflush(out);
        return;
    }
    pthread_mutex_lock(&lb->lock);
    clear_lines(lb);
    fputs(text, out);
    draw_lines(lb);
    pthread_mutex_unlock(&lb->lock);
}
