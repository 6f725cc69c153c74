/* sgf.h — reading and writing SGF FF[4] game records.
 *
 * The reader keeps the whole tree (variations included) and can replay the
 * main line into a struct game.  Errors are reported as
 * "file:line:col: what is wrong" and never leave a half-loaded game: the
 * caller's game is only changed when the whole load succeeded.
 */
#ifndef MOYO_SGF_H
#define MOYO_SGF_H

#include <stdbool.h>
#include <stdio.h>

#include "board/game.h"

/* Where something starts in the file (1-based), for messages. */
struct sgf_pos {
    int line, col;
};

struct sgf_prop {
    char ident[16];         /* e.g. "AB", "KM"; FF[3] lower-case letters dropped */
    int nvalues;
    char **values;          /* unescaped text of each [value] */
    struct sgf_prop *next;  /* next property of the node, in file order */
    int line, col;          /* where the identifier starts */
    struct sgf_pos *pos;    /* where each value's '[' is (nvalues entries) */
};

struct sgf_node {
    struct sgf_prop *props;
    struct sgf_node *child;     /* first child: the main line continues here */
    struct sgf_node *sibling;   /* next variation */
    int line, col;              /* where the node starts, for messages */
};

struct sgf_tree {
    struct sgf_node *root;      /* first game of the collection */
    char *filename;
};

struct sgf_error {
    char msg[512];              /* "file:line:col: message" */
};

/* Parsing.  Return false and fill err on malformed input. */
bool sgf_parse_file(const char *path, struct sgf_tree *tree, struct sgf_error *err);
bool sgf_parse_string(const char *text, const char *name, struct sgf_tree *tree,
                      struct sgf_error *err);
void sgf_tree_free(struct sgf_tree *tree);
/* First value of a property of a node, or NULL. */
const char *sgf_get(const struct sgf_node *n, const char *ident);

/* Game header (root properties) as read. */
struct sgf_info {
    int size;
    double komi;
    int handicap;
    char rules[32];
    char black[64], white[64];
    char result[32];
    /* B/W moves of the main line replayed (passes included), also when
     * setup found after them (AE, AB, AW) folded them into the starting
     * position of the game, whose own move list then starts there. */
    int moves;
};

/* Replays the main line into g (which is re-initialised to the SGF's size
 * and komi).  until_move > 0 stops before that move number (1 = the first
 * move); until_vertex (non-NULL) stops before the first move at that
 * vertex.  The color to move afterwards is g->to_move.  On error g is left
 * untouched and err says why (including illegal moves in the record). */
bool sgf_load_game(const char *path, int until_move, const char *until_vertex,
                   struct game *g, struct sgf_info *info, struct sgf_error *err);
bool sgf_tree_to_game(const struct sgf_tree *tree, int until_move, const char *until_vertex,
                      struct game *g, struct sgf_info *info, struct sgf_error *err);
/* The same, with loadsgf's optional argument read as GNU Go reads it:
 * NULL loads the whole main line; text starting with a digit 1-9 is a move
 * number (leading digits, "12" = stop before move 12); anything else is a
 * vertex.  "0" or a negative number is an error. */
bool sgf_load_game_arg(const char *path, const char *until, struct game *g,
                       struct sgf_info *info, struct sgf_error *err);

/* Writing.  A game record (setup + moves) or a static position (setup
 * stones and PL).  Both readable by Sabaki and GoGui. */
bool sgf_write_game(FILE *f, const struct game *g, const struct sgf_info *info);
bool sgf_write_position(FILE *f, const struct board *b, int to_move, double komi);

#endif
