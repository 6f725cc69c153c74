/* movegen.h — the move generators of the classical engine.  Each one
 * reads the position's analysis (struct cl_position) and posts move
 * reasons (reasons.h) into pos->reasons; none chooses a move.  Called in
 * order by classical_analyze (classical_analyze.c). */
#ifndef MOYO_MOVEGEN_H
#define MOYO_MOVEGEN_H

#include "classical/engine/classical.h"

/* Attack and defence of strings the tactician finds unstable. */
void movegen_tactics(struct classical *cl, struct cl_position *pos);
/* The points where color's stone puts a two-liberty neighbour of the
 * string at str in atari, keeping two liberties itself (the
 * counter-atari defences of str); up to max, no duplicates. */
int movegen_counter_atari_points(const struct board *b, int color, coord str, coord *out,
                                 int max);
/* What movegen_tactics' capture reasons at move pay for strings of dragon
 * d (so a kill or race reason at the same move is not paid twice). */
float tactics_captured_in_dragon(const struct cl_position *pos, coord move, int d);
/* Threats: moves that make a stable opposing string capturable (sente). */
void movegen_threats(struct classical *cl, struct cl_position *pos);
/* Killing and saving dragons the owl finds critical. */
void movegen_owl(struct classical *cl, struct cl_position *pos);
/* Capturing races between unsettled adjacent dragons, and ko threats
 * while a ko is pending. */
void movegen_semeai(struct classical *cl, struct cl_position *pos);
/* Double threats (combination.h): making them, and stopping the
 * opponent's. */
void movegen_combination(struct classical *cl, struct cl_position *pos);
/* Connecting and cutting dragons at weak links. */
void movegen_connections(struct classical *cl, struct cl_position *pos);
/* Answers to the opponent's contact move (movegen_contact.c): the
 * liberty pressure in the local fight with our stone at a liberty near
 * it against the opponent's stone there. */
void movegen_contact(struct classical *cl, struct cl_position *pos);
/* Pattern matches: joseki, fuseki, shape, endgame, eye and connection
 * patterns, antisuji. */
void movegen_patterns(struct classical *cl, struct cl_position *pos);
/* Territory and moyo by the influence estimate after each candidate. */
void movegen_territory(struct classical *cl, struct cl_position *pos);
/* The territory generator's tools, shared with the endgame generator:
 * the stones' weights for the influence map (by their dragons'
 * statuses), and the evaluation (from pos->color's side) with a stone
 * of color at p added to pos->b as it stands (false when illegal); the
 * new stone's weight is guessed from its surroundings. */
void territory_stone_weights(const struct cl_position *pos, int8_t *weight);
int8_t territory_new_stone_weight(const struct cl_position *pos, int color,
                                  const int8_t *weight, coord p);
bool territory_eval_with_stone(struct classical *cl, struct cl_position *pos, int8_t *weight,
                               struct influence *inf, int color, coord p, struct cl_eval *out);
/* The share of the opponent's side of the territory swing at p that
 * counts for pos->color: less than 1 only for a move touching our own
 * stones and none of the opponent's in a small board's opening. */
double territory_reverse_share(const struct cl_position *pos, coord p);
/* Does a stone of color at p leave a string of a weak opposing dragon
 * next to it capturable (a threat the owner must answer), without being
 * taken itself?  Such a stone is not counted dead in the owner's
 * territory. */
bool territory_stone_threatens(struct classical *cl, struct cl_position *pos, int color, coord p);
/* Endgame: sente and reverse sente boundary moves (movegen_endgame.c):
 * the follow-up a second local move would gain after the move, for each
 * side, read on the same evaluation. */
void movegen_endgame(struct classical *cl, struct cl_position *pos);
/* Strategic reasons for weak dragons (movegen_strategy.c), measured on
 * the influence maps the territory generator computes per candidate:
 * find the weak dragons once (with what each one's death would cost,
 * in points), measure each one's safety on a map, post STRENGTHEN /
 * WEAKEN from the danger with our stone and with the opponent's at the
 * move. */
#define STRATEGY_MAX_DRAGONS 24
struct weak_dragons;
struct weak_dragons *strategy_find_weak(const struct classical *cl,
                                        const struct cl_position *pos);   /* NULL: OOM */
/* Takes off the strengthen / weaken reasons already posted (the owl's
 * weak-dragon rule, movegen_owl.c) about the dragons of w: strategy's
 * measure of the same change replaces that estimate, it does not add a
 * second one to compete with it. */
void strategy_supersede(struct cl_position *pos, const struct weak_dragons *w);
int strategy_count(const struct weak_dragons *w);
void strategy_measure(const struct weak_dragons *w, const struct influence *inf, float *out);
/* Weak dragons of ours that our stone at move joins to another dragon
 * of ours (movegen_strategy.c, "Joining"): each one's safety over the
 * surroundings of both on the map inf (with the stone), the joined
 * group's static weakness, and the connection reasons the move already
 * has for the same join, in points. */
struct strategy_joins {
    bool joined[STRATEGY_MAX_DRAGONS];
    float safety[STRATEGY_MAX_DRAGONS];
    float base[STRATEGY_MAX_DRAGONS];
    float paid[STRATEGY_MAX_DRAGONS];
};
void strategy_measure_joined(const struct classical *cl, const struct cl_position *pos,
                             const struct weak_dragons *w, const struct influence *inf,
                             coord move, struct strategy_joins *out);
/* Posts the strengthen / weaken reasons of move; joins (or NULL) adds
 * what joining a weak dragon of ours adds beyond its own relief and the
 * move's connection reasons (strengthen_weight converts those points
 * into strengthen's units). */
void strategy_post(struct cl_position *pos, const struct weak_dragons *w, coord move,
                   const float *ours, const float *theirs, const struct strategy_joins *joins,
                   float strengthen_weight);
/* The share (0..1) of a move's strengthen / weaken amounts strategy_post
 * pays on this board: less before 17 stones stand on a 9x9 board, all
 * of it on larger boards and later. */
float strategy_opening_share(const struct board *b);
/* What the death of the dragons marked in dies[] (by dragon index, all
 * of one colour) would cost their owner color, in points: the stake a
 * weak dragon starts from; a cluster of neighbouring weak dragons of one
 * colour shares the stake of the cluster's death (movegen_strategy.c). */
float strategy_stake(const struct classical *cl, const struct cl_position *pos, const bool *dies,
                     int color);
/* The chance (0..1) that a dragon of this weakness (0..1) dies. */
float strategy_danger(float weakness);
/* Does own dragon d hold a string that the
 * opponent captures if he moves first (a ko too) and that the move
 * saves neither by itself nor by saving the whole dragon (owl)?  Then
 * the move does not strengthen it (movegen_strategy.c, movegen_owl.c). */
bool strategy_leaves_capturable(const struct cl_position *pos, int d, coord move);
/* Dragon d's weakness (0..1) on the position's influence map: the static
 * one or the one from the space around it, whichever is larger; 0 for a
 * dragon strategy does not measure (dead, settled, owl-critical). */
float strategy_weakness(const struct cl_position *pos, int d);
/* Weak dragon i as seen on map inf (for GTP and tests); false when i is
 * out of range. */
struct strategy_info {
    coord origin;
    int color;
    float stake;                /* points its death costs its owner */
    float safety;               /* mean owner's control around it, -1..1 */
    float weakness;             /* 0..1 */
    float danger;               /* 0..1 */
};
bool strategy_dragon(const struct weak_dragons *w, int i, const struct influence *inf,
                     struct strategy_info *out);
void strategy_free(struct weak_dragons *w);
/* The points where movegen_owl asks whether a move also kills or saves
 * critical dragon d besides its key move: the empty points of its eye
 * space, then its liberties, each kind nearest key first (board order on
 * ties), up to max.  Returns how many. */
int owl_points_around(const struct cl_position *pos, int d, coord key, coord *out, int max);
/* What dragon d's life changes on the board (life_value.c), from its
 * owner's side: territory and moyo with it alive less with its stones
 * dead, in the evaluation's units, and in points by the weights table;
 * beside the stake the move reasons give it (cl_dragon_stake).  False
 * for a bad index or out of memory. */
struct life_value {
    float territory, moyo, points, stake;
};
bool life_value_of(struct classical *cl, const struct cl_position *pos, int d,
                   struct life_value *out);
/* What the string at stone (whole_dragon: its dragon) keeps apart while
 * it lives (movegen_cutstones.c): the stake, in the units of
 * cl_dragon_stake, of joining the living opposing dragons it touches,
 * each needing the join by its weakness; 0 when it touches fewer than
 * two.  Added to the stake of an outright capture or save. */
float cutstone_stake(const struct cl_position *pos, coord stone, bool whole_dragon);
/* Blunder check: penalties for moves that lose the stones played, fill
 * an own eye or put a string in atari for nothing. */
void movegen_safety(struct classical *cl, struct cl_position *pos);

/* Helpers shared by the generators. */
/* Stones of the dragon holding p plus its eye space: what is at stake
 * when it lives or dies. */
float cl_dragon_stake(const struct cl_position *pos, coord p);
/* Is p a point a move may be considered at: empty, legal for color,
 * not an own true eye. */
bool cl_move_considered(const struct cl_position *pos, int color, coord p);
/* The status provider that answers from pos (dragon statuses). */
struct status_provider cl_status_provider(const struct cl_position *pos);

#endif
