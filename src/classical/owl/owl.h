/* owl.h — the life-and-death searcher ("owl"): goal-directed depth-first
 * alpha-beta on one dragon, asking whether the opponent, moving first,
 * can kill it (owl_attack) or whether its owner, moving first, can save
 * it (owl_defend), with the key move.
 *
 * The goal is a set of stones: the dragon's stones at the root (taken
 * from a struct dragon_analysis, or the string plus its statically sure
 * links when none is given); stones the defender plays during the search
 * join it.  The attack wins when the string asked about is captured or
 * the static evaluator finds the goal dead; the defence wins when the
 * evaluator finds it alive (two secure eyes from the eye-shape
 * evaluator, Benson's unconditional life, or a large open space).
 *
 * Results use the tactician's enum read_result (READ_WIN > READ_KO_A >
 * READ_KO_B > READ_FAIL, for the side moving first); reading_gtp_code()
 * maps them to GNU Go's 1, 2, 3, 0.
 *
 * All state (limits, counters, the cache, the tactician asked about
 * boundary strings, scratch) lives in a struct owl that the caller owns.
 * Every entry point leaves the board as it found it.
 */
#ifndef MOYO_OWL_H
#define MOYO_OWL_H

#include <stdbool.h>
#include <stdint.h>

#include "board/board.h"
#include "classical/reading/reading.h"
#include "classical/dragon/status.h"

struct dragon_analysis;

/* Defaults at level 10; owl_set_level scales them. */
#define OWL_DEFAULT_DEPTH 10        /* plies below the root */
#define OWL_DEFAULT_BUDGET 1500     /* nodes per read before branching narrows */
#define OWL_DEFAULT_CAP 6000        /* nodes per read: hard stop */
#define OWL_ROOT_KOS 4              /* root kos a report reads again */
/* Tactical nodes a top-level owl read may spend in all its questions to
 * the tactician (each also under the tactician's own cap): the owl's
 * evaluation asks about every boundary string, and on a board of kos a
 * single owl node cost 1.5 million tactical nodes (docs/reliability.md). */
#define OWL_TACTICS_CAP 1000000

struct owl_stats {
    long nodes;                 /* since owl_reset_counter */
    long reads;                 /* top-level reads */
    long cache_hits, cache_misses, cache_stores;
    long budget_exhausted;      /* reads that went past the budget */
    long cap_hits;              /* reads stopped by the hard cap */
};

struct ttable;
struct eyes;
struct eye_memo;
struct owl_memo;
struct pattern_set;

#define OWL_LINE_MAX 96

struct owl {
    struct reading *tactics;    /* borrowed or owned, see owl_new */
    bool owns_tactics;
    int max_depth;              /* plies below the root */
    long node_budget;           /* per top-level read */
    long node_cap;              /* per top-level read; hard stop */
    long tactics_cap;           /* tactical nodes per top-level read */
    bool limited_tactics;       /* this read set the tactician's total cap */
    struct owl_stats stats;
    struct ttable *cache;
    struct eyes *eyes;          /* scratch of the evaluator (large) */
    struct eye_memo *eye_memo;  /* eye shapes solved at run time */
    struct owl_memo *memo;      /* nodes' evaluations and candidates */
    const struct pattern_set *patterns; /* life patterns (borrowed), or NULL */

    /* State of the read in progress. */
    struct board *b;
    int color;                  /* the goal's colour (the defender) */
    coord origin;               /* the stone asked about */
    uint8_t goal[BOARD_MAX_POINTS];
    uint64_t goal_hash;         /* Zobrist of the goal points */
    uint64_t path_hash;         /* the root board's layout and the moves since (owl_memo.c) */
    long read_nodes;
    int root_depth;             /* moves down in a check (the reply read as a root) */
    int read_depth;             /* the board's depth at the question: the read's own root */
    /* A root win's check (win_check) and a save's check
     * (owl_move_defends_wide): the mover's counter to the reply read as a
     * root gets the root's width too. */
    bool wide_counter;
    /* A root move's check on a share of the budget (win_check): a node
     * it finishes past the budget was read one move wide and is not
     * stored, so that a later full read of the same line does not take
     * the narrowed answer from the cache. */
    bool in_check;
    /* A room doubt's read on its own share of the budget (room_doubt_read,
     * owl_search.c): inside one, as in a check, a node finished past the
     * budget is not stored.  doubt_pool: the nodes the read's room doubts
     * may still spend. */
    bool in_doubt;
    long doubt_pool;
    /* The dragon_status report's reads: ties walled by the owner and the
     * edge count as the owner's eye space (EYES_READ_WALLED_TIES). */
    bool walled_ties;
    /* A kill's check for a report (owl_move_attacks_checked): the
     * owner's saves at the reply, read as a root, count only when they
     * hold (win_check). */
    bool strict_reply;
    /* The reads of GTP owl_attack and owl_defend (owl_attack_report,
     * owl_defend_report; never the engine's): the reply to a root move
     * that the evaluator calls dead is read when the owner may capture
     * an enclosed string next to it (owl_search.c dead_reply_doubted). */
    bool report;
    /* A root win's check (win_check, refutation_read): the colour of
     * the side whose replies must all fail (EMPTY outside one), and
     * whether one of its nodes near the check's root lost after the
     * budget cut it to fewer moves than its width (such a loss is the
     * narrowing's, not the refuter's); mover_cut, the same for a node
     * of the mover's (a refutation that stood only by it was decided at
     * the budget's edge: refutation_check reads it again). */
    int refuter;
    bool refuter_cut;
    bool mover_cut;
    /* The refutation a check's second reply read leaves out at its root
     * (refutation_check); PASS outside it. */
    coord check_skip;
    bool capped;
    int komaster;               /* EMPTY, or the colour that took a ko on credit */
    /* The line's positions by ply since read_depth (owl_cycle.c): the
     * key after each move and the colour that took it on credit (EMPTY
     * if none); cycles counts the verdicts a repetition decided, whose
     * nodes are not cached (the verdict is the line's, not the
     * position's alone). */
    uint64_t line_key[OWL_LINE_MAX];
    uint8_t line_credit[OWL_LINE_MAX];
    long cycles;
    /* The attacker's root moves that the last report read
     * (owl_attack_checked) found to win only a ko, in the order read:
     * owl_attack_report reads them again for an outright kill. */
    coord root_kos[OWL_ROOT_KOS];
    int n_root_kos;
    /* Whether the check of the last report read's answer (win_check)
     * left it unconfirmed: decided at the budget's edge, or refuted and
     * answered for want of a better one. */
    bool root_unconfirmed;
    /* The engine's standard of escape (set by its owner, classical.c):
     * liberties and room count as a way out only when a short walk from
     * the goal reaches open ground, where the opponent's stones do not
     * outweigh the owner's others (escape_reach, owl_eval.c).  Off for
     * the GTP owl answers, which keep GNU Go's regression standard: a
     * group running into a loose enclosure counts as escaped there. */
    bool strict_escape;
    /* The goal's stones when the read began (read_begin): the engine's
     * small-board rule on open room (owl_eval.c, eyeless_goal_point)
     * applies to big dragons only. */
    int root_goal_stones;
};

/* tactics: the tactician for boundary strings (borrowed; NULL makes the
 * owl own a fresh one).  NULL when out of memory. */
struct owl *owl_new(struct reading *tactics);
void owl_free(struct owl *o);
void owl_clear_cache(struct owl *o);
void owl_reset_counter(struct owl *o);
/* The pattern set whose class life (patterns/life.pat) the move
 * generators match around the goal; borrowed, NULL for none. */
void owl_set_patterns(struct owl *o, const struct pattern_set *ps);
/* Depth, budget and cap for an engine level (1..10+; 10 = defaults). */
void owl_set_level(struct owl *o, int level);

/* Can the opponent of the dragon at str, moving first, kill it?  Can its
 * owner, moving first, save it?  a (may be NULL): an analysis of this
 * very position, giving the dragon's stones.  *move gets the key move
 * (PASS when none is needed). */
int owl_attack(struct owl *o, struct board *b, const struct dragon_analysis *a, coord str,
               coord *move);
int owl_defend(struct owl *o, struct board *b, const struct dragon_analysis *a, coord str,
               coord *move);

/* owl_attack for a report (owl_attack_report): an outright kill at the
 * root counts only when it holds with the owner's reply read as a root
 * (owl_move_attacks); the searcher reads the reply one ply down, five
 * wide, and a kill found there may be the reply's miss.  When no root
 * move's kill holds, the first kill found is answered still: the result
 * is the searcher's, only the move may differ.  Costs a second read
 * (on a fifth of the budget) per killing root move. */
int owl_attack_checked(struct owl *o, struct board *b, const struct dragon_analysis *a,
                       coord str, coord *move);
/* owl_defend for a report (owl_defend_report), the same way: an
 * outright save at the root counts only when it holds with the
 * attacker's reply read as a root and the owner's counter as wide
 * (owl_move_defends_wide), on half the budget; nothing is cached at
 * the root. */
int owl_defend_checked(struct owl *o, struct board *b, const struct dragon_analysis *a,
                       coord str, coord *move);

/* Does the move (by the opponent / the owner) kill / save the dragon?
 * The result of the position after the move from the mover's side;
 * READ_FAIL when the move is illegal. */
int owl_does_attack(struct owl *o, struct board *b, const struct dragon_analysis *a,
                    coord move, coord str);
int owl_does_defend(struct owl *o, struct board *b, const struct dragon_analysis *a,
                    coord move, coord str);
/* The same with the reply read as a root, as owl_defend / owl_attack asked
 * after the move read it (the root's width: the ply-one width of the two
 * above can cut the one answer; an "alive" reply is doubted by letting the
 * attacker move again, as owl_defend does); GTP's owl_does_attack.
 * Move generation asks the cheaper two above. */
int owl_move_attacks(struct owl *o, struct board *b, const struct dragon_analysis *a,
                     coord move, coord str);
int owl_move_defends(struct owl *o, struct board *b, const struct dragon_analysis *a,
                     coord move, coord str);
/* owl_move_attacks for a report: the owner's replies read as a root are
 * checked as owl_defend_checked checks its saves (the attacker's counter
 * read as a root, the owner's next move as wide), and only a save that
 * holds refutes the kill; none is taken on trust. */
int owl_move_attacks_checked(struct owl *o, struct board *b, const struct dragon_analysis *a,
                             coord move, coord str);
/* owl_move_defends with the owner's counter to the attacker's reply read
 * as widely as the reply: the report's check of a save
 * (owl_defend_report) and GTP's owl_does_defend. */
int owl_move_defends_wide(struct owl *o, struct board *b, const struct dragon_analysis *a,
                          coord move, coord str);

/* owl_attack for a report (GTP owl_attack): owl_attack_checked, and
 * when the searcher's best is only a ko, its move is read again with the
 * owner's reply as a root (owl_move_attacks), and an outright kill there
 * is the answer: the
 * searcher reads the reply one ply down, narrower and without the root's
 * ko extra, and can take a clean kill for a ko. */
int owl_attack_report(struct owl *o, struct board *b, const struct dragon_analysis *a,
                      coord str, coord *move);

/* owl_defend for a report (GTP owl_defend): an outright save is read
 * again with the attacker's reply as a root (owl_move_defends), and the
 * ko or the refutation found there is the answer. */
int owl_defend_report(struct owl *o, struct board *b, const struct dragon_analysis *a,
                      coord str, coord *move);

/* The status of dragon d of a (an analysis of b) by reading: ALIVE when
 * owl_attack fails, DEAD when owl_defend fails, else CRITICAL with the
 * attack and defence points.  Certain dragons (Benson, dead worms) keep
 * their static status. */
enum stone_status owl_dragon_status(struct owl *o, struct board *b,
                                    const struct dragon_analysis *a, int d, coord *attack,
                                    coord *defence);
/* owl_dragon_status with the root's kill and save checked as a report's
 * are (owl_attack_checked, owl_defend_checked): a kill (save) counts
 * first when it holds against the reply read as a root.  For the engine's
 * second owl pass (classical_analyze.c owl_read_endangered), which reads
 * a statically alive dragon again so when the plain read's keys lie far
 * from it. */
enum stone_status owl_dragon_status_checked(struct owl *o, struct board *b,
                                            const struct dragon_analysis *a, int d,
                                            coord *attack, coord *defence);
/* Can the opponent of dragon d of a really kill it, moving first?  True
 * when kill (may be PASS) holds with the owner's reply read as a root
 * (owl_move_attacks), or else one of the attacker's first root
 * candidates does: the engine's searcher reads replies one ply down,
 * narrower, and can find a kill that a root-wide reply refutes. */
bool owl_kill_confirmed(struct owl *o, struct board *b, const struct dragon_analysis *a, int d,
                        coord kill);
/* The same for the owner's save: save (may be PASS) holds with the
 * attacker's reply read as a root (owl_move_defends), or else one of the
 * owner's root candidates read on its own budget does. */
bool owl_save_confirmed(struct owl *o, struct board *b, const struct dragon_analysis *a, int d,
                        coord save);
/* The same for a report (GTP dragon_status), held to a stricter
 * standard: a static alive verdict stands unless the kill found holds,
 * outright, with the owner's reply read as a root (owl_move_attacks); the saving
 * move named must hold likewise (owl_move_defends), and when it does not,
 * or the searcher finds none for a dragon the static analysis does not
 * call dead, the owner's root candidates are read one by one on their
 * own budgets before the answer is dead; a kill without a move (the
 * root judged dead, no attacker move kills) against an owner who lives
 * moving first is no kill; when the searcher finds no kill of a dragon
 * whose root counts fewer than two eyes (alive by room), the attacker's
 * first root candidates are read one by one for an outright kill. */
enum stone_status owl_dragon_verdict(struct owl *o, struct board *b,
                                     const struct dragon_analysis *a, int d, coord *attack,
                                     coord *defence);

#endif
