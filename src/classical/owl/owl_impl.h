/* owl_impl.h — what the owl files share and nobody else needs: the
 * candidate list, the static evaluation of a node, the goal bookkeeping,
 * the move generators and the cache. */
#ifndef MOYO_OWL_IMPL_H
#define MOYO_OWL_IMPL_H

#include "classical/owl/owl.h"

#define OWL_MAX_CANDS 40
#define OWL_MAX_GOAL_STRINGS 64

struct owl_cands {
    int n;
    coord p[OWL_MAX_CANDS];
    int score[OWL_MAX_CANDS];
};

static inline void owl_cands_init(struct owl_cands *c) { c->n = 0; }

/* Adds p, or adds to its score when it is already there: a point that
 * serves several purposes is tried earlier.  A full list gives up its
 * lowest-scored move for a better one: the generators run in a fixed
 * order, and a large space's points must not crowd out a capture or a
 * vital point named after them (owl.tst 149). */
static inline void owl_cands_add(struct owl_cands *c, coord p, int score)
{
    if (p == PASS || p == NO_POINT)
        return;
    for (int i = 0; i < c->n; i++)
        if (c->p[i] == p) {
            c->score[i] += score / 2;
            return;
        }
    if (c->n < OWL_MAX_CANDS) {
        c->p[c->n] = p;
        c->score[c->n++] = score;
        return;
    }
    int low = 0;
    for (int i = 1; i < c->n; i++)
        if (c->score[i] < c->score[low])
            low = i;
    if (c->score[low] < score) {
        c->p[low] = p;
        c->score[low] = score;
    }
}

void owl_cands_sort(struct owl_cands *c);

/* The static judgement of a node. */
enum owl_verdict { OWL_UNCLEAR = 0, OWL_ALIVE, OWL_DEAD };

struct owl_eval {
    enum owl_verdict verdict;
    int eyes_min;           /* sum over the goal's eye spaces, opponent first */
    int eyes_gain;          /* most one owner move adds (max - min of a space) */
    int nspaces;            /* eye spaces bordering the goal */
    int eye_spaces;         /* of which give at least one eye, opponent first */
    bool roomy;             /* one of them gives two and has room to spare */
    int outside_libs;       /* goal liberties leading out of its eye spaces */
    int open_points;        /* empty points within two steps, no opponent next to them */
    int goal_min_libs;      /* fewest liberties of a goal string */
    bool walled;            /* strict escape: an unclear node whose walk reaches no open ground */
    bool room_only;         /* alive by open room alone, leading nowhere (room_unproven) */
    bool by_escape;         /* alive by a way out or open room, not by two eyes */
    int ngoal;              /* goal strings */
    coord goal_str[OWL_MAX_GOAL_STRINGS];
};

/* owl_eval.c: judges the current node (to_move: whose turn); leaves the
 * node's eye spaces in o->eyes for the move generators. */
void owl_evaluate(struct owl *o, int to_move, struct owl_eval *ev);

/* The strict escape (struct owl) applies on boards over 13x13: on the
 * small ones the room a group has is mostly its eye space, not a way out
 * (session 15's root-map form of it lost semeai.tst 107 on 9x9: Black's
 * G8 turned critical, saved at J2 instead of killing with D6).  The walk
 * of escape_reach was not measured on the small boards. */
#define OWL_STRICT_ESCAPE_MIN_SIZE 14

static inline bool owl_strict_escape(const struct owl *o)
{
    return o->strict_escape && o->b->size >= OWL_STRICT_ESCAPE_MIN_SIZE;
}

/* An opponent string next to the goal with at most three liberties
 * that the owner's stones enclose (owl_eval.c): a DEAD verdict does not
 * see that capturing it may give the eyes. */
bool owl_enclosed_short_string(const struct owl *o, const struct owl_eval *ev);

/* The node is, in a report's read (struct owl's report), the reply to a
 * root move: one ply below the report read's own root, or the root of
 * a check's reply read as a root. */
static inline bool owl_report_reply(const struct owl *o)
{
    int ply = o->b->depth - o->root_depth;
    return o->report && ((ply == 1 && o->root_depth == o->read_depth)
                         || (ply == 0 && o->root_depth > o->read_depth));
}

/* Sets the board, owner and goal of a read about str up as a read would,
 * without reading (for an evaluation of the root; owl_search.c). */
void owl_set_goal(struct owl *o, struct board *b, const struct dragon_analysis *a, coord str);
/* The horizon: who survives a node the search may not expand. */
bool owl_horizon_alive(const struct owl_eval *ev, int to_move, int defender);
/* owl_goal.c: the goal at a read's start; a point added to it. */
void owl_goal_init(struct owl *o, const struct dragon_analysis *a, coord str);
void owl_goal_add_point(struct owl *o, coord p);
/* The goal's strings (heads); returns how many. */
int owl_goal_strings(const struct owl *o, coord *out, int max);
/* Are strings a and s one dragon for certain, by a link no read can
 * break (solid, two shared liberties, a safe shared liberty, diagonal,
 * bamboo, uncuttable one-point jump)? */
bool owl_sure_link(const struct board *b, coord a, coord s);
bool owl_is_goal_string(const struct owl *o, coord str);
/* Is p, empty, a marginal point next to the goal of an eye-giving goal
 * space that the goal touches only at marginal points: the attacker's
 * stone there shuts the goal out of the space (owl_moves.c)? */
bool owl_rim_cut(const struct owl *o, const struct owl_eval *ev, coord p);
bool owl_in_goal_space(const struct owl *o, const struct owl_eval *ev, coord p);
bool owl_outward_liberty(const struct owl *o, const struct owl_eval *ev, coord lib);
/* A move inside a read and its undo (owl_goal.c): a forbidden ko taken
 * on credit when the ko master rule allows (*credit set); stones the
 * owner plays near the goal join it. */
struct owl_undo {
    int komaster;
    uint64_t goal_hash, path_hash;
    int nadded;
    coord added[BOARD_MAX_POINTS];
};
bool owl_trymove(struct owl *o, int color, coord p, bool *credit, struct owl_undo *u);
void owl_popmove(struct owl *o, const struct owl_undo *u);
/* owl_cycle.c: the line's positions and the double ko rule. */
void owl_line_record(struct owl *o, int mover, bool credit);
int owl_line_cycle_loser(const struct owl *o);

/* owl_moves.c: candidate moves with ordering scores. */
void owl_gen_attack(struct owl *o, const struct owl_eval *ev, struct owl_cands *c);
void owl_gen_defend(struct owl *o, const struct owl_eval *ev, struct owl_cands *c);
/* Puts the attacker's kill (PASS: none) first among the owner's moves
 * when the owner may play there and no generator named it. */
void owl_add_kill_point(struct owl *o, const struct owl_eval *ev, coord kill,
                        struct owl_cands *c);
/* Adds the owner's approach moves to the opponent's boundary strings
 * (owl_moves.c; a report's root only). */
void owl_add_approach_moves(struct owl *o, const struct owl_eval *ev, struct owl_cands *c);

/* owl_pass.c: may the owner pass at a node (owl_may_pass: a seki's
 * shape; owl_may_pass_two_eyes: two eyes counted on an unclear node,
 * read after all his moves failed)? */
bool owl_may_pass(const struct owl *o, const struct owl_eval *ev);
bool owl_may_pass_two_eyes(const struct owl *o, const struct owl_eval *ev);
/* The inner points of the goal's big eye spaces, which the generators
 * leave out (at most max; returns how many). */
int owl_big_space_placements(struct owl *o, const struct owl_eval *ev, coord *out, int max);
/* The points of the goal's largest eye space (0: none). */
int owl_largest_goal_space(struct owl *o, const struct owl_eval *ev);

/* owl_patterns.c: moves of the life patterns on the goal (nothing
 * without a pattern set). */
void owl_pattern_moves(struct owl *o, const struct owl_eval *ev, bool attacker,
                       struct owl_cands *c);

/* Is the attacker's sacrifice that makes a lunch bigger still readable
 * before the horizon (owl_moves.c)? */
bool owl_lunch_readable(const struct owl *o);

/* owl_memo.c: a node's evaluation and candidates.  side: 0 the
 * attacker's node, 1 the owner's.  get: false when not remembered; else
 * *ev, and *c when *has_cands.  put: c NULL when none were generated. */
/* The key of a read's root board: its layout (string heads, stone and
 * liberty orders), not only its stones; and of a line's next move. */
uint64_t owl_memo_base(const struct board *b);
uint64_t owl_memo_step(uint64_t path, int color, coord p, bool credit);
struct owl_memo *owl_memo_new(void);
void owl_memo_free(struct owl_memo *m);
void owl_memo_clear(struct owl_memo *m);
bool owl_memo_get(struct owl *o, int side, struct owl_eval *ev, struct owl_cands *c,
                  bool *has_cands);
void owl_memo_put(struct owl *o, int side, const struct owl_eval *ev, const struct owl_cands *c);

/* owl_cache.c.  kind: 0 attack, 1 defend, 2 defend at a root. */
bool owl_cache_lookup(struct owl *o, int kind, int *result, coord *move);
void owl_cache_store(struct owl *o, int kind, int result, coord move);

#endif
