/* reading_impl.h — what the reading files share and nobody else needs:
 * the candidate move list, the recursive entry points, the move
 * generators of both sides, the ko-aware trymove and the cache. */
#ifndef MOYO_READING_IMPL_H
#define MOYO_READING_IMPL_H

#include "classical/reading/reading.h"

#include <string.h>

#define MAX_CANDS 48

/* Candidate moves with an ordering score (higher is tried first). */
struct cands {
    int n;
    coord p[MAX_CANDS];
    int score[MAX_CANDS];
};

static inline void cands_init(struct cands *c) { c->n = 0; }

/* Adds p, or raises its score if it is already there. */
static inline void cands_add(struct cands *c, coord p, int score)
{
    for (int i = 0; i < c->n; i++)
        if (c->p[i] == p) {
            if (score > c->score[i])
                c->score[i] = score;
            return;
        }
    if (c->n < MAX_CANDS) {
        c->p[c->n] = p;
        c->score[c->n++] = score;
    }
}

static inline bool cands_has(const struct cands *c, coord p)
{
    for (int i = 0; i < c->n; i++)
        if (c->p[i] == p)
            return true;
    return false;
}

void cands_sort(struct cands *c);

/* Depth of the read in progress (absolute trymove depth of the board). */
static inline int stackp(const struct reading *r) { return r->b->depth; }

static inline int flip_result(int res) { return READ_WIN - res; }

/* A new position for the move generators' memo: called at the start of
 * each node's generation (nothing is played while it runs). */
static inline void node_memo_reset(struct reading *r)
{
    if (++r->memo_stamp == 0) {
        memset(r->la_stamp, 0, sizeof r->la_stamp);
        r->memo_stamp = 1;
    }
}

/* board_libs_after through the node's memo. */
static inline int libs_after(struct reading *r, int color, coord p)
{
    int c = color == WHITE;
    if (r->la_stamp[c][p] == r->memo_stamp)
        return r->la_val[c][p];
    int n = board_libs_after(r->b, color, p);
    r->la_stamp[c][p] = r->memo_stamp;
    r->la_val[c][p] = (uint16_t)n;
    return n;
}

/* is_self_atari_nocapture through the node's memo. */
static inline bool self_atari_nocapture(struct reading *r, int color, coord p)
{
    return libs_after(r, color, p) <= 1 && board_would_capture(r->b, color, p) == 0;
}

/* Recursive entry points (reading_core.c). */
int do_attack(struct reading *r, coord str, coord *move);
int do_defend(struct reading *r, coord str, coord *move);
/* Top-level bracket: binds the board, resets the per-read node count and
 * ko master.  Returns false when the read cannot start. */
void read_begin(struct reading *r, struct board *b);
void read_end(struct reading *r);
/* Counts a node; false once the hard cap is hit (the caller gives up). */
bool read_count_node(struct reading *r);

/* Ko-aware trymove (reading_ko.c).  Plays color at p; when p is a ko
 * capture that the simple ko rule forbids, plays it anyway if the ko
 * master rules allow a conditional capture here, and sets *on_credit.
 * Returns false when the move cannot be read. */
struct ko_save {
    int komaster;
    coord kom_pos;
};
bool ko_trymove(struct reading *r, int color, coord p, bool allow_ko,
                bool *on_credit, struct ko_save *save);
void ko_popmove(struct reading *r, const struct ko_save *save);
/* Would color at p capture exactly one stone and leave a lone stone with
 * one liberty (a ko capture, legal or not)? */
bool is_ko_capture(const struct board *b, int color, coord p);

/* Move generators (reading_attack.c / reading_defend.c).  They add
 * candidates with ordering scores; the caller sorts and tries them. */
void gen_attack_moves(struct reading *r, coord str, int libs, struct cands *c);
void gen_defend_moves(struct reading *r, coord str, int libs, struct cands *c);

/* Helpers both sides use (reading_util.c). */
int adjacent_strings_libs(const struct board *b, coord str, int maxlibs,
                          coord *out, int max);
bool is_self_atari_nocapture(const struct board *b, int color, coord p);
int string_libs(const struct board *b, coord str, coord *out, int max);

/* Cache (reading_cache.c).  kind: 0 attack, 1 defend. */
/* The look-up gives the key it used: the store after the search (the
 * board, ko state and ko master are back as they were) uses it again. */
bool cache_lookup(struct reading *r, int kind, coord str, int *result, coord *move,
                  uint64_t *key);
void cache_store(struct reading *r, uint64_t key, int result, coord move);
/* The table key of (the current position, kind, str), and the key the
 * same question will have after color's move at move if that move
 * captures nothing (the common case). */
uint64_t cache_key(const struct reading *r, int kind, coord str);
uint64_t cache_key_after(const struct reading *r, int kind, coord str, coord move, int color);
/* Asks the memory for the entry the look-up after color's move at move
 * will read, by cache_key_after (a wrong guess, after a capture, costs
 * one wasted fetch, never an answer): the board's update of the move and
 * the candidates' generation then overlap the fetch, where a look-up
 * that missed the processor's caches was a tenth of ld_owl.tst's time. */
void cache_prefetch_after(const struct reading *r, int kind, coord str, coord move, int color);

#endif
