/* joseki.c — joseki trees in SGF turned into corner patterns.
 *
 * Convention (docs/patterns.md, "Joseki SGF convention"): a file holds one
 * game tree on a 19x19 board, played in the top-left corner (SGF point
 * "aa" is the corner); every move lies within JOSEKI_ZONE lines of both
 * edges.  Variations are SGF variations.  A move's quality is its JQ
 * property (good, urgent, minor, trick, bad; absent means good); a pass (B[] or
 * B[tt]) is a tenuki and yields no pattern.
 *
 * Every move but the first in an empty corner (that is fuseki, in
 * patterns/fuseki.pat) becomes one pattern of class joseki: the corner before the
 * move, as a square diagram from the corner to JOSEKI_MARGIN lines beyond
 * the farthest stone, with the move as '*' and `action joseki QUALITY`;
 * the points of the square more than JOSEKI_NEAR lines from every stone
 * and from the move are left free ('?').  The
 * pattern text goes through the ordinary compiler, so joseki and
 * hand-written patterns share one meaning.  A position reached twice
 * (transposition, or the same shape in two files) is kept once.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/board.h"
#include "patterns/joseki.h"
#include "sgf/sgf.h"

#define JOSEKI_ZONE 12          /* moves must lie within this many lines */
#define JOSEKI_MIN_REGION 7
/* Empty lines a pattern demands beyond its farthest stone.  Two, not
 * three (session 18): a corner of a real game seldom has three empty
 * lines around a joseki, so at 3 the trees answered few positions (on the
 * 760 opening positions of tests/reference/opening-19x19-s16.ref, value
 * lost 8.23 -> 7.69 at 2, paired -0.54, se 0.17; docs/patterns.md). */
#define JOSEKI_MARGIN 2
/* Lines around each stone and the move that a pattern demands exactly as
 * they are (session 18): the rest of the square is free.  A joseki along
 * one side does not depend on a stone four lines away from all its
 * stones; with the whole square exact, such a stone hid the trees in most
 * corners of real games (opening set 7.69 -> 6.72, paired -0.97, se 0.18,
 * 51 better, 5 worse; GNU Go reference 10.57 -> 10.50, -0.07, se 0.05). */
#define JOSEKI_NEAR 3

/* Indexed by enum joseki_quality: good, urgent, trick, bad, minor. */
static const float QUALITY_VALUE[JQ_NQUAL] = {55, 70, 15, -40, 20};
/* A good or urgent move of a player who already has a stone in the corner
 * (an answer, a pincer, the next move of a joseki under way) is worth
 * this much more than the same quality as the player's first stone there
 * (an approach).  An approach starts a joseki and can wait like any big
 * point; once one is under way its moves are owed (session 20, joseki20:
 * without it an approach to an empty-ish corner, good joseki 22 points plus
 * the fuseki pattern's 11-13, outvoted the standard answer in a corner
 * already engaged: opening set 6.39 -> 6.28, paired -0.11, se 0.05,
 * 8 differ, 7 better, 1 worse; docs/patterns.md). */
#define JOSEKI_UNDER_WAY_BONUS 15

struct joseki_ctx {
    struct pattern_builder *pb;
    const char *path;
    char base[64];              /* file name without directory and .sgf */
    struct board b;
    int count;                  /* moves seen, for names */
    char *err;
    int errlen;
};

static bool fail_at(struct joseki_ctx *jc, int line, int col, const char *msg, const char *arg)
{
    snprintf(jc->err, (size_t)jc->errlen, "%s:%d:%d: %s%s", jc->path, line, col, msg, arg);
    return false;
}

/* The base name as an identifier: "4-4.sgf" -> "4_4". */
static void base_name(const char *path, char *out, size_t n)
{
    const char *s = strrchr(path, '/');
    s = s ? s + 1 : path;
    size_t i = 0;
    for (; *s && *s != '.' && i + 1 < n; s++)
        out[i++] = (char)((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z')
                          || (*s >= '0' && *s <= '9') ? *s : '_');
    out[i] = '\0';
}

/* Marks the points of the size x size corner within JOSEKI_NEAR lines
 * (in both directions) of a stone or of the move: the points the joseki
 * depends on.  The others are left free ('?'): what happens four lines
 * away from every stone of a corner does not change its joseki. */
static void near_stones(const struct board *b, int size, int mr, int mc,
                        bool near[JOSEKI_ZONE + JOSEKI_MARGIN][JOSEKI_ZONE + JOSEKI_MARGIN])
{
    memset(near, 0, sizeof(bool) * (JOSEKI_ZONE + JOSEKI_MARGIN) * (JOSEKI_ZONE + JOSEKI_MARGIN));
    for (int r = 0; r < size; r++)
        for (int c = 0; c < size; c++) {
            bool stone = (r == mr && c == mc) || b->color[board_point(b, r, c)] != EMPTY;
            if (!stone)
                continue;
            for (int dr = -JOSEKI_NEAR; dr <= JOSEKI_NEAR; dr++)
                for (int dc = -JOSEKI_NEAR; dc <= JOSEKI_NEAR; dc++) {
                    int rr = r + dr, cc = c + dc;
                    if (rr >= 0 && cc >= 0 && rr < size && cc < size)
                        near[rr][cc] = true;
                }
        }
}

/* Does `color` have a stone in the corner before its move? */
static bool has_stone(const struct board *b, int color)
{
    for (int r = 0; r < JOSEKI_ZONE && r < b->size; r++)
        for (int c = 0; c < JOSEKI_ZONE && c < b->size; c++)
            if (b->color[board_point(b, r, c)] == color)
                return true;
    return false;
}

/* The pattern value of a move of this quality by `color` here: good and
 * urgent moves in a joseki under way weigh more than an approach. */
static float joseki_value(const struct board *b, int color, int quality)
{
    float v = QUALITY_VALUE[quality];
    if ((quality == JQ_GOOD || quality == JQ_URGENT) && has_stone(b, color))
        v += JOSEKI_UNDER_WAY_BONUS;
    return v;
}

/* Writes the pattern of `color` playing at (mr, mc) in the current corner. */
static void pattern_text(struct joseki_ctx *jc, int color, int mr, int mc, int quality,
                         char *name, size_t name_len, char *out, size_t n)
{
    const struct board *b = &jc->b;
    int extent = mr > mc ? mr : mc;
    for (int r = 0; r < JOSEKI_ZONE + JOSEKI_MARGIN && r < b->size; r++)
        for (int c = 0; c < JOSEKI_ZONE + JOSEKI_MARGIN && c < b->size; c++)
            if (b->color[board_point(b, r, c)] != EMPTY) {
                if (r > extent) extent = r;
                if (c > extent) extent = c;
            }
    int size = extent + 1 + JOSEKI_MARGIN;
    if (size < JOSEKI_MIN_REGION)
        size = JOSEKI_MIN_REGION;
    if (size > b->size)
        size = b->size;
    bool near[JOSEKI_ZONE + JOSEKI_MARGIN][JOSEKI_ZONE + JOSEKI_MARGIN];
    near_stones(b, size, mr, mc, near);
    snprintf(name, name_len, "joseki_%s_%d", jc->base, jc->count);
    size_t len = (size_t)snprintf(out, n, "Pattern %s\n  +", name);
    for (int c = 0; c < size; c++)
        out[len++] = '-';
    out[len++] = '\n';
    for (int r = 0; r < size; r++) {
        out[len++] = ' ';
        out[len++] = ' ';
        out[len++] = '|';
        for (int c = 0; c < size; c++) {
            int k = b->color[board_point(b, r, c)];
            out[len++] = r == mr && c == mc ? '*' : !near[r][c] ? '?' : k == EMPTY ? '.' : k == color ? 'O' : 'X';
        }
        out[len++] = '\n';
    }
    snprintf(out + len, n - len, "class joseki\nvalue %g\naction joseki %s\n",
             (double)joseki_value(b, color, quality), joseki_quality_name(quality));
}

/* The pattern of the builder equal to this one, or -1. */
static int known(struct pattern_builder *pb, const char *text, const char *name)
{
    struct pattern_builder tmp;
    pb_init(&tmp);
    char err[600];
    int seen = -1;
    if (pb_add_text(&tmp, text, name, err, sizeof err) && tmp.npatterns == 1)
        for (uint32_t i = 0; i < pb->npatterns && seen < 0; i++)
            if (strcmp(pb->keys[i], tmp.keys[0]) == 0)
                seen = (int)i;
    pb_free(&tmp);
    return seen;
}

static bool corner_empty(const struct board *b)
{
    for (int r = 0; r < JOSEKI_ZONE; r++)
        for (int c = 0; c < JOSEKI_ZONE; c++)
            if (b->color[board_point(b, r, c)] != EMPTY)
                return false;
    return true;
}

static bool read_move(struct joseki_ctx *jc, const struct sgf_node *n, int *color,
                      int *row, int *col, bool *has)
{
    *has = false;
    for (const struct sgf_prop *p = n->props; p; p = p->next) {
        bool black = strcmp(p->ident, "B") == 0, white = strcmp(p->ident, "W") == 0;
        if (!black && !white)
            continue;
        if (*has)
            return fail_at(jc, p->line, p->col, "two moves in one node", "");
        *has = true;
        *color = black ? BLACK : WHITE;
        const char *v = p->nvalues ? p->values[0] : "";
        if (v[0] == '\0' || strcmp(v, "tt") == 0) {
            *row = *col = -1;           /* tenuki */
            continue;
        }
        if (strlen(v) != 2 || v[0] < 'a' || v[0] > 's' || v[1] < 'a' || v[1] > 's')
            return fail_at(jc, p->line, p->col, "bad move ", v);
        *col = v[0] - 'a';
        *row = v[1] - 'a';
        if (*row >= JOSEKI_ZONE || *col >= JOSEKI_ZONE)
            return fail_at(jc, p->line, p->col, "joseki move outside the top-left corner: ", v);
    }
    return true;
}

static bool walk(struct joseki_ctx *jc, const struct sgf_node *n);

static bool visit(struct joseki_ctx *jc, const struct sgf_node *n)
{
    int color = EMPTY, row = -1, col = -1;
    bool has;
    if (!read_move(jc, n, &color, &row, &col, &has))
        return false;
    const char *q = sgf_get(n, "JQ");
    int quality = q ? joseki_quality_lookup(q) : JQ_GOOD;
    if (quality < 0)
        return fail_at(jc, n->line, n->col, "unknown joseki quality (good, urgent, minor, trick, bad): ", q);
    if (!has || row < 0)
        return walk(jc, n);
    coord p = board_point(&jc->b, row, col);
    if (jc->b.color[p] != EMPTY)
        return fail_at(jc, n->line, n->col, "move on an occupied point", "");
    jc->count++;
    char name[96], text[8192];
    pattern_text(jc, color, row, col, quality, name, sizeof name, text, sizeof text);
    /* The first stone in an empty corner is fuseki (patterns/fuseki.pat).
     * A position reached again keeps its pattern, but the trees must not
     * disagree about the move's quality. */
    int seen = corner_empty(&jc->b) ? -2 : known(jc->pb, text, jc->path);
    if (seen >= 0) {
        const struct pattern *old = &jc->pb->patterns[seen];
        if (old->klass == PC_JOSEKI && old->actions[0].sign != quality) {
            char was[300];
            snprintf(was, sizeof was, "%s at %s:%d", joseki_quality_name(old->actions[0].sign),
                     old->file, old->line);
            return fail_at(jc, n->line, n->col, "same position and move already marked ", was);
        }
    } else if (seen == -1) {
        char err[600];
        if (!pb_add_text(jc->pb, text, jc->path, err, sizeof err))
            return fail_at(jc, n->line, n->col, "cannot compile the move's pattern: ", err);
        /* Name the node, not the generated text, in later messages. */
        jc->pb->patterns[jc->pb->npatterns - 1].line = n->line;
    }
    if (!board_trymove(&jc->b, color, p))
        return fail_at(jc, n->line, n->col, "illegal move", "");
    bool ok = walk(jc, n);
    board_popmove(&jc->b);
    return ok;
}

/* Visits every child of n (the main line and each variation). */
static bool walk(struct joseki_ctx *jc, const struct sgf_node *n)
{
    for (const struct sgf_node *c = n->child; c; c = c->sibling)
        if (!visit(jc, c))
            return false;
    return true;
}

bool joseki_add_file(struct pattern_builder *pb, const char *path, char *err, int errlen)
{
    struct sgf_tree tree;
    struct sgf_error se;
    if (!sgf_parse_file(path, &tree, &se)) {
        snprintf(err, (size_t)errlen, "%s", se.msg);
        return false;
    }
    struct joseki_ctx jc = {.pb = pb, .path = path, .err = err, .errlen = errlen};
    base_name(path, jc.base, sizeof jc.base);
    const char *sz = tree.root ? sgf_get(tree.root, "SZ") : NULL;
    bool ok = true;
    if (!tree.root) {
        snprintf(err, (size_t)errlen, "%s:1:1: empty joseki file", path);
        ok = false;
    } else if (sz && strcmp(sz, "19") != 0) {
        ok = fail_at(&jc, tree.root->line, tree.root->col, "joseki files are 19x19, not SZ ", sz);
    }
    if (ok) {
        /* All or nothing: on error drop what this file added. */
        struct pattern_builder mark = *pb;
        board_init(&jc.b, 19);
        ok = visit(&jc, tree.root);
        board_free(&jc.b);
        if (!ok)
            pb_truncate(pb, &mark);
    }
    sgf_tree_free(&tree);
    return ok;
}
