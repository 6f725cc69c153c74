/* owl_memo.c — owns the owl's memo of its nodes' static work: the
 * evaluator's judgement of a node (owl_evaluate) and, once generated, the
 * mover's sorted candidates (owl_gen_attack / owl_gen_defend).
 *
 * The search's own cache (owl_cache.c) keys a result by the plies left
 * to the horizon, since the result depends on them; the evaluation and
 * the candidates do not, and the same node comes back with other plies
 * left: a dragon_status question reads the same dragon as an attack, a
 * defence, and their checks with the reply as a root; a capped read
 * stores nothing; a root read as alive is evaluated again after its
 * pass is read.
 *
 * The key is the node's line, not only its position: the root board's
 * layout (owl_memo_base: each string's head, the order of its stones and
 * of its liberties, which the generators follow and which depend on the
 * moves that built the position) and the moves played since
 * (owl_memo_step), so that a hit is the very node the generators would
 * see again, ties between equal candidates included; a transposition
 * reached by other moves is not one (its candidates can come in another
 * order).  With it: the stones, the ko ban, the goal (its Zobrist), the
 * colours, the board's depth (the tactician's limits are absolute
 * depths), the tactician's depth offset, the pattern set, whether the
 * attacker's lunch sacrifice is still readable before the horizon
 * (owl_moves.c), and whether the read counts walled ties as eye space
 * (the dragon_status report's reads, owl.h walled_ties).
 *
 * Direct mapped, always replace.  Nothing is stored once the tactician's
 * budget for the read is spent or the clock has run out: its answers are
 * then cut short, not the node's.  A hit leaves the owl's eye spaces
 * (o->eyes) as they were: the caller evaluates again when it needs them.
 */
#include "classical/owl/owl_impl.h"

#include <stdlib.h>
#include <string.h>

#include "classical/reading/ttable.h"
#include "util/deadline.h"

#define MEMO_LOG2 13

struct memo_entry {
    uint64_t key;               /* 0: unused */
    bool has_cands;
    struct owl_eval ev;
    struct owl_cands cands;
};

struct owl_memo {
    bool used;
    struct memo_entry e[1 << MEMO_LOG2];
};

struct owl_memo *owl_memo_new(void) { return calloc(1, sizeof(struct owl_memo)); }

void owl_memo_free(struct owl_memo *m) { free(m); }

void owl_memo_clear(struct owl_memo *m)
{
    if (m && m->used)
        memset(m->e, 0, sizeof m->e);
    if (m)
        m->used = false;
}

uint64_t owl_memo_base(const struct board *b)
{
    uint64_t h = b->hash ^ (uint64_t)b->size;
    FOR_EACH_POINT(b, p) {
        if (b->color[p] != BLACK && b->color[p] != WHITE)
            continue;
        h = ttable_mix(h ^ ((uint64_t)p << 32 | (uint64_t)b->str[p] << 16 | b->next_stone[p]));
        if (b->str[p] != p)
            continue;
        const struct string_info *si = &b->strings[p];
        int n = si->libs <= LIBS_KEPT ? si->libs : 0;
        for (int i = 0; i < n; i++)
            h = ttable_mix(h ^ ((uint64_t)si->lib[i] << 8 | 0xa5));
    }
    return h ? h : 1;
}

uint64_t owl_memo_step(uint64_t path, int color, coord p, bool credit)
{
    return ttable_mix(path ^ ((uint64_t)p << 4 | (uint64_t)color << 1 | credit) ^ 0x5851f42d4c957f2dULL);
}

static uint64_t key_of(const struct owl *o, int side)
{
    const struct board *b = o->b;
    uint64_t extra = (uint64_t)b->ko
        | (uint64_t)(b->ko_color & 3) << 16
        | (uint64_t)(side & 1) << 18
        | (uint64_t)(o->color & 3) << 19
        | (uint64_t)(b->depth & 0x3ff) << 21
        | (uint64_t)owl_lunch_readable(o) << 31
        | (uint64_t)(b->size & 0x1f) << 32
        | (uint64_t)(o->tactics->depth_offset & 0xff) << 37
        | (uint64_t)o->walled_ties << 45;
    uint64_t k = b->hash ^ o->path_hash ^ ttable_mix(extra) ^ ttable_mix(o->goal_hash + 0x9e3779b97f4a7c15ULL)
               ^ ttable_mix((uint64_t)(uintptr_t)o->patterns + 0x2545f4914f6cdd1dULL);
    return k ? k : 1;
}

static struct memo_entry *slot(struct owl_memo *m, uint64_t key)
{
    return &m->e[(key ^ key >> 32) & ((1u << MEMO_LOG2) - 1)];
}

/* The tactician's answers are its full reads' (nothing cut short). */
static bool tactics_whole(const struct owl *o)
{
    const struct reading *r = o->tactics;
    if (r->total_cap > 0 && r->stats.nodes - r->total_start >= r->total_cap)
        return false;
    return !deadline_passed(r->deadline) && !o->b->superko;
}

bool owl_memo_get(struct owl *o, int side, struct owl_eval *ev, struct owl_cands *c,
                  bool *has_cands)
{
    if (!o->memo || o->b->superko)
        return false;
    uint64_t key = key_of(o, side);
    const struct memo_entry *x = slot(o->memo, key);
    if (x->key != key)
        return false;
    *ev = x->ev;
    *has_cands = x->has_cands;
    if (x->has_cands)
        *c = x->cands;
    return true;
}

void owl_memo_put(struct owl *o, int side, const struct owl_eval *ev, const struct owl_cands *c)
{
    if (!o->memo || !tactics_whole(o))
        return;
    uint64_t key = key_of(o, side);
    struct memo_entry *x = slot(o->memo, key);
    x->key = key;
    x->ev = *ev;
    x->has_cands = c != NULL;
    if (c)
        x->cands = *c;
    o->memo->used = true;
}
