/* opening_book.c — owns SGF opening books: game pair k of a match starts
 * with the first moves of book entry k (a file, or the *.sgf files of a
 * folder in name order, taken round-robin). */
#include "match/match.h"

#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "board/coord.h"
#include "sgf/sgf.h"

static int is_sgf(const struct dirent *d)
{
    size_t n = strlen(d->d_name);
    return n > 4 && strcmp(d->d_name + n - 4, ".sgf") == 0;
}

/* The file of book entry k (k counts game pairs). */
static bool book_entry(const char *book, int k, char *path, size_t len, char *err, int errlen)
{
    struct stat st;
    if (stat(book, &st) < 0) {
        snprintf(err, errlen, "opening book %s does not exist", book);
        return false;
    }
    if (!S_ISDIR(st.st_mode)) {
        snprintf(path, len, "%s", book);
        return true;
    }
    struct dirent **list;
    int n = scandir(book, &list, is_sgf, alphasort);
    if (n <= 0) {
        snprintf(err, errlen, "opening book folder %s holds no .sgf file", book);
        return false;
    }
    snprintf(path, len, "%s/%s", book, list[k % n]->d_name);
    for (int i = 0; i < n; i++)
        free(list[i]);
    free(list);
    return true;
}

int book_opening(const struct match_config *cfg, const struct game *start, int index,
                 struct game_move *moves, int max, char *err, int errlen)
{
    char path[MATCH_CMD_MAX + 256];
    if (!book_entry(cfg->book, index / 2, path, sizeof path, err, errlen))
        return -1;
    struct game *g = malloc(sizeof *g);
    struct sgf_info info;
    struct sgf_error e;
    game_init(g, start->board.size, start->komi);
    int n = -1;
    if (!sgf_load_game(path, 0, NULL, g, &info, &e)) {
        snprintf(err, errlen, "%s", e.msg);
    } else if (g->board.size != start->board.size) {
        snprintf(err, errlen, "%s is %dx%d, the match is %dx%d", path, g->board.size,
                 g->board.size, start->board.size, start->board.size);
    } else if (g->nsetup != start->nsetup) {
        snprintf(err, errlen, "%s has setup stones the match does not have", path);
    } else {
        int want = cfg->opening_moves < max ? cfg->opening_moves : max;
        for (n = 0; n < want && n < g->nmoves; n++)
            moves[n] = g->moves[n];
    }
    game_free(g);
    free(g);
    return n;
}
