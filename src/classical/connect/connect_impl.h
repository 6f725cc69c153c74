/* connect_impl.h — what the connection-reading files share and nobody
 * else needs: the two recursions, the move generators of both sides, the
 * static tests, the cache and the ko-aware trymove.  The candidate list
 * (struct cands) is the tactician's. */
#ifndef MOYO_CONNECT_IMPL_H
#define MOYO_CONNECT_IMPL_H

#include "classical/connect/connect.h"
#include "classical/reading/reading_impl.h"

/* Plies below the root of the read in progress. */
static inline int conn_ply(const struct connection *c) { return c->b->depth - c->root_depth; }

/* Heads of the two strings, or PASS once a string has been captured
 * (its stone's point no longer holds the strings' colour). */
static inline coord conn_head(const struct connection *c, coord s)
{
    return c->b->color[s] == c->color ? c->b->str[s] : PASS;
}

/* The recursions (connect_search.c): connector / cutter to move; the
 * result is for the side to move. */
int conn_do_connect(struct connection *c, coord *move);
int conn_do_disconnect(struct connection *c, coord *move);

/* Move generators (connect_moves.c). */
void conn_gen_connect_moves(struct connection *c, struct cands *out);
void conn_gen_cut_moves(struct connection *c, struct cands *out);
/* Cutter: moves next to shared liberties he cannot fill yet, which would
 * give a stone there liberties (the start of a double cut). */
void conn_gen_prepare_moves(struct connection *c, const coord *safe, int nsafe, struct cands *out);

/* Static tests (connect_static.c). */
int conn_common_libs(const struct board *b, coord a, coord b2, coord *out, int max);
/* Cutter to move: can he not cut at all (two shared liberties, or a
 * shared liberty he cannot fill without being captured)? */
bool conn_static_linked(const struct board *b, coord a, coord b2);
/* 2: merged or two shared liberties; 1: one shared liberty the cutter
 * cannot fill (*safe gets it, when safe is not NULL); 0: neither. */
int conn_static_link(const struct board *b, coord a, coord b2, coord *safe);
/* The same through a chain of own strings, each pair so linked; the
 * unfillable single shared liberties met on the way go to safe[] (up to
 * 32), their number to *nsafe (both may be NULL). */
bool conn_static_chain(const struct board *b, coord a, coord b2, coord *safe, int *nsafe);
/* Connector to move: a shared liberty that joins the strings into one
 * with at least minlibs liberties; PASS when none. */
coord conn_one_move_join(const struct board *b, coord a, coord b2, int minlibs);
/* Enemy strings touching both strings (the cutting strings). */
int conn_cutting_strings(const struct board *b, coord a, coord b2, coord *out, int max);
/* Enemy strings touching one string and touching the other or one of
 * its liberties: capturing them opens a link. */
int conn_near_cutting_strings(const struct board *b, coord a, coord b2, coord *out, int max);
/* The tactician, counted (connect_search.c). */
int conn_tactical_attack(struct connection *c, coord s, coord *move);
int conn_tactical_defend(struct connection *c, coord s, coord *move);
/* Most liberties of a cutting string the tactician is asked about at the
 * current ply (connect_search.c). */
int conn_cutter_maxlibs(const struct connection *c);
bool is_shared_liberty(const struct board *b, coord p, coord a, coord b2);

/* Routes (connect_distance.c): the empty points on the shortest routes
 * between the two strings (fewest empty points to fill, friendly stones
 * free), up to slack more than the best; excess[i] is how much longer
 * the route through out[i] is; *count of them.  Returns the best route's count of empty
 * points (1: a shared liberty), or -1 when none is within maxd of both. */
int conn_route_points(const struct board *b, coord a, coord b2, int maxd, int slack,
                      coord *out, int *excess, int max, int *count);

/* Cache (connect_cache.c).  kind: 0 connect, 1 disconnect. */
bool conn_cache_lookup(struct connection *c, int kind, int *result, coord *move);
void conn_cache_store(struct connection *c, int kind, int result, coord move);

/* Ko master rule as in the tactician: the first side to retake a ko on
 * credit becomes the ko master of the line. */
bool conn_trymove(struct connection *c, int color, coord p, bool *on_credit, int *saved_komaster);
void conn_popmove(struct connection *c, int saved_komaster);

#endif
