/* dragon.c — owns the dragon analysis of one position: the worm list
 * (strings with the tactician's verdict), the amalgamation of worms into
 * dragons over the links of dragon_links.c, the lookups every consumer
 * uses, and the analysis as a status provider.  Per-dragon eyes, escape
 * and status are dragon_status.c's. */
#include "classical/dragon/dragon.h"

#include <stdlib.h>
#include <string.h>

/* ---- worms ------------------------------------------------------------ */

void dragon_find_worms(struct dragon_analysis *a, struct board *b, struct reading *r)
{
    a->nworms = 0;
    for (int i = 0; i < BOARD_MAX_POINTS; i++)
        a->worm_of[i] = -1;
    FOR_EACH_POINT(b, p) {
        if (b->color[p] == EMPTY || a->worm_of[p] >= 0)
            continue;
        int w = a->nworms++;
        FOR_EACH_STONE(b, p, q)
            a->worm_of[q] = (int16_t)w;
        struct string_tactics st;
        reading_str_status(r, b, p, &st);
        struct worm *wm = &a->worm[w];
        memset(wm, 0, sizeof *wm);
        wm->origin = st.origin;
        wm->color = st.color;
        wm->size = st.size;
        wm->libs = st.libs;
        wm->attack_code = st.attack_code;
        wm->defense_code = st.defense_code;
        wm->attack_point = st.attack_point;
        wm->defense_point = st.defense_point;
        wm->tactical = st.status;
        wm->dead = st.status == STR_CAPTURED;
        wm->dragon = DRAGON_NONE;
        wm->membership = wm->dead ? 0.0f : 1.0f;
    }
}

/* ---- amalgamation ----------------------------------------------------- */

static int find_root(int *parent, int i)
{
    while (parent[i] != i)
        i = parent[i] = parent[parent[i]];
    return i;
}

/* Joins worms over links sure enough to join; each worm's membership is
 * the confidence of the strongest link that put it in its dragon. */
static bool amalgamate(struct dragon_analysis *a)
{
    int *parent = malloc(sizeof *parent * (size_t)(a->nworms + 1));
    if (!parent)
        return false;
    for (int i = 0; i < a->nworms; i++)
        parent[i] = i;
    for (int i = 0; i < a->nlinks; i++) {
        const struct dragon_link *l = &a->link[i];
        if (l->confidence < DRAGON_LINK_JOIN)
            continue;
        int x = find_root(parent, l->a), y = find_root(parent, l->b);
        if (x != y)
            parent[x < y ? y : x] = x < y ? x : y;
    }
    /* A worm is as sure of its dragon as its best joining link. */
    for (int i = 0; i < a->nworms; i++) {
        if (a->worm[i].dead)
            continue;
        float best = 0.0f;
        bool any = false;
        for (int k = 0; k < a->nlinks; k++) {
            const struct dragon_link *l = &a->link[k];
            if (l->confidence >= DRAGON_LINK_JOIN && (l->a == i || l->b == i)) {
                any = true;
                if (l->confidence > best)
                    best = l->confidence;
            }
        }
        a->worm[i].membership = any ? best : 1.0f;
    }
    a->ndragons = 0;
    int *index = parent;    /* reused: root -> dragon index, after the pass */
    int *root_dragon = malloc(sizeof *root_dragon * (size_t)(a->nworms + 1));
    if (!root_dragon) {
        free(parent);
        return false;
    }
    for (int i = 0; i < a->nworms; i++)
        root_dragon[i] = -1;
    for (int i = 0; i < a->nworms; i++) {
        struct worm *w = &a->worm[i];
        int root = find_root(index, i);
        if (root_dragon[root] < 0) {
            int d = a->ndragons++;
            root_dragon[root] = d;
            struct dragon *dr = &a->dragon[d];
            memset(dr, 0, sizeof *dr);
            dr->origin = w->origin;
            dr->color = w->color;
            dr->min_membership = 1.0f;
            dr->attack_point = dr->defense_point = PASS;
            /* a dead worm is a dragon of its own, dead from the start */
            dr->dead_worm = w->dead;
            dr->status = w->dead ? STATUS_DEAD : STATUS_UNKNOWN;
        }
        int d = root_dragon[root];
        struct dragon *dr = &a->dragon[d];
        w->dragon = d;
        dr->stones += w->size;
        dr->nworms++;
        if (w->origin < dr->origin)
            dr->origin = w->origin;
        if (!w->dead && w->membership < dr->min_membership)
            dr->min_membership = w->membership;
    }
    free(root_dragon);
    free(parent);
    return true;
}

static void map_dragons(struct dragon_analysis *a, const struct board *b)
{
    for (int i = 0; i < BOARD_MAX_POINTS; i++)
        a->dragon_of[i] = -1;
    FOR_EACH_POINT(b, p)
        if (a->worm_of[p] >= 0)
            a->dragon_of[p] = (int16_t)a->worm[a->worm_of[p]].dragon;
}

void dragon_analysis_free(struct dragon_analysis *a)
{
    free(a->worm);
    free(a->link);
    free(a->dragon);
    a->worm = NULL;
    a->link = NULL;
    a->dragon = NULL;
}

static uint64_t position_key(const struct board *b)
{
    return b->hash ^ (uint64_t)b->ko * 0x9e3779b97f4a7c15ull ^ (uint64_t)b->size << 56;
}

bool dragon_analyze(struct dragon_analysis *a, struct board *b, struct reading *r,
                    const struct pattern_set *ps, struct eye_memo *eyes)
{
    memset(a, 0, sizeof *a);
    for (int i = 0; i < BOARD_MAX_POINTS; i++)
        a->eye_owner[i] = -1;
    size_t n = (size_t)b->size * (size_t)b->size + 1;
    a->worm = calloc(n, sizeof *a->worm);
    a->dragon = calloc(n, sizeof *a->dragon);
    if (!a->worm || !a->dragon) {
        dragon_analysis_free(a);
        return false;
    }
    a->size = b->size;
    a->hash = position_key(b);
    long nodes0 = r->stats.nodes;
    bool limited = reading_limit_total(r, DRAGON_TACTICS_CAP);
    dragon_find_worms(a, b, r);
    bool ok = dragon_find_links(a, b, r, ps) && amalgamate(a);
    if (ok) {
        map_dragons(a, b);
        dragon_evaluate(a, b, r, eyes);
    }
    if (limited)
        reading_lift_total(r);
    a->nodes = r->stats.nodes - nodes0;
    if (!ok)
        dragon_analysis_free(a);
    return ok;
}

/* ---- lookups ---------------------------------------------------------- */

int dragon_index_at(const struct dragon_analysis *a, coord p)
{
    if (p >= BOARD_MAX_POINTS)
        return DRAGON_NONE;
    return a->dragon_of[p];
}

const struct dragon *dragon_at(const struct dragon_analysis *a, coord p)
{
    int d = dragon_index_at(a, p);
    return d < 0 ? NULL : &a->dragon[d];
}

const struct worm *worm_at(const struct dragon_analysis *a, coord p)
{
    if (p >= BOARD_MAX_POINTS || a->worm_of[p] < 0)
        return NULL;
    return &a->worm[a->worm_of[p]];
}

/* Two stones are in one dragon when they share one; a dead string is a
 * dragon of its own. */
bool dragon_same(const struct dragon_analysis *a, coord p, coord q)
{
    if (p >= BOARD_MAX_POINTS || q >= BOARD_MAX_POINTS)
        return false;
    if (a->worm_of[p] < 0 || a->worm_of[q] < 0)
        return false;
    if (a->worm_of[p] == a->worm_of[q])
        return true;
    int d = a->dragon_of[p];
    return d >= 0 && d == a->dragon_of[q];
}

int dragon_stones_of(const struct dragon_analysis *a, const struct board *b, int d,
                     coord *out, int max)
{
    int n = 0;
    FOR_EACH_POINT(b, p)
        if (a->dragon_of[p] == d && n < max)
            out[n++] = p;
    return n;
}

enum stone_status dragon_status_provider(void *ctx, const struct board *b, coord p)
{
    const struct dragon_analysis *a = ctx;
    if (!a || a->hash != position_key(b) || a->size != b->size)
        return STATUS_UNKNOWN;
    const struct worm *w = worm_at(a, p);
    return w ? a->dragon[w->dragon].status : STATUS_UNKNOWN;
}

/* Only the verdicts that hold at the end of a game as well as in the
 * middle: captured strings (the tactician) and groups with two sure eyes;
 * everything else abstains so the scorer's own method decides. */
enum stone_status dragon_status_settled(void *ctx, const struct board *b, coord p)
{
    const struct dragon_analysis *a = ctx;
    if (!a || a->hash != position_key(b) || a->size != b->size)
        return STATUS_UNKNOWN;
    const struct worm *w = worm_at(a, p);
    if (!w)
        return STATUS_UNKNOWN;
    const struct dragon *d = &a->dragon[w->dragon];
    if (d->dead_worm)
        return STATUS_DEAD;
    return d->benson || d->eyes_min >= 2 ? STATUS_ALIVE : STATUS_UNKNOWN;
}

const char *dlink_kind_name(enum dlink_kind k)
{
    static const char *const NAMES[DLINK_NKINDS] = {"solid", "shared", "diagonal", "knight"};
    return k < DLINK_NKINDS ? NAMES[k] : "?";
}
