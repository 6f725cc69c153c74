/* board.h — the position: stones, strings (worms), liberties, captures, ko,
 * Zobrist hash, and the trymove/popmove undo stack.
 *
 * Everything that reads or plays on a Go board goes through this struct.
 * There is no global board: a position is a value that can be copied
 * (board_copy) so MC threads and readers work on their own copies.
 *
 * Layout: a padded one-dimensional array with stride size+1.  Point (r, c)
 * (0-based, row 0 at the TOP, column 0 at the left) lives at
 * (r + 1) * stride + c + 1.  Column 0 of each row is the border shared by
 * the right edge of the previous row, and rows 0 and size+1 are borders, so
 * every on-board point has four neighbours p-1, p+1, p-stride, p+stride.
 *
 * Strings: every stone knows the head of its string (str[p]) and the next
 * stone of its string (next_stone[p], a circular list).  The string record
 * lives at the head's index and holds the exact liberty count and, while
 * that count is at most LIBS_KEPT, the exact liberty set.  Larger strings
 * keep only the count; board_liberties() rebuilds their set on demand, which
 * is rare because readers care about strings short of liberties.
 */
#ifndef MOYO_BOARD_H
#define MOYO_BOARD_H

#include <stdbool.h>
#include <stdint.h>

#define BOARD_MIN_SIZE 1
#define BOARD_MAX_SIZE 25
/* (size+2) rows of stride size+1, plus one point so p+stride+1 stays inside */
#define BOARD_MAX_POINTS ((BOARD_MAX_SIZE + 2) * (BOARD_MAX_SIZE + 1) + 1)
#define LIBS_KEPT 20
#define MAX_UNDO_DEPTH 512
#define MAX_BOARD_HASHES 4096   /* positions a board records itself */

typedef uint16_t coord;

/* Special coordinates.  0 is always a border point, so it doubles as PASS. */
#define PASS ((coord)0)
#define NO_POINT ((coord)0xffff)

enum color { EMPTY = 0, BLACK = 1, WHITE = 2, OFFBOARD = 3 };

static inline int other_color(int c) { return BLACK + WHITE - c; }

struct string_info {
    uint16_t libs;              /* exact liberty count */
    uint16_t size;              /* stones */
    coord lib[LIBS_KEPT];       /* exact liberty set while libs <= LIBS_KEPT */
};

/* One saved 16-bit word of the position, for popmove: where it is (its
 * byte offset in struct board: every logged field lies in the struct's
 * first 64 KB, board.c checks) and what it held.  A colour byte is logged
 * as the aligned word that holds it.  Four bytes, all 16-bit, so the
 * writes that log do not alias the log's own int and pointer fields. */
struct undo_entry {
    uint16_t off;
    uint16_t old;
};

/* The scalars of struct board that a move changes, saved whole at each
 * trymove so popmove restores them.  board.c moves them between a board
 * and this struct in one place (board_state_save/board_state_load, which
 * board_copy uses too), so adding a field means editing only these. */
struct board_state {
    uint64_t hash;
    coord ko;
    uint8_t ko_color;
    coord last_move;
    uint8_t last_color;
    int captures[3];
    int moves;
    int nhashes;
};

struct undo_frame {
    struct board_state st;
    int log_top;
};

struct board {
    int size;
    int stride;
    int npoints;                /* used prefix of every per-point array */
    int dir[4];
    int diag[4];

    uint8_t color[BOARD_MAX_POINTS];
    coord str[BOARD_MAX_POINTS];        /* head of the string, 0 if empty */
    coord next_stone[BOARD_MAX_POINTS]; /* circular list of string stones */
    struct string_info strings[BOARD_MAX_POINTS]; /* valid at heads only */

    /* Empty on-board points, for fast random move choice. */
    coord empty_list[BOARD_MAX_POINTS];
    uint16_t empty_index[BOARD_MAX_POINTS];
    uint16_t nempty;

    uint64_t hash;              /* Zobrist hash of the stones only */
    coord ko;                   /* point illegal for ko_color, or PASS */
    uint8_t ko_color;
    coord last_move;            /* PASS after a pass or at the start */
    uint8_t last_color;         /* EMPTY before the first move */
    int captures[3];            /* stones captured BY black / white */
    int moves;                  /* moves played (passes included) */

    /* Positional superko: the hashes of earlier positions.  A game's board
     * borrows the game's history (past: npast positions, owned by struct
     * game, unchanged while the board or its copies read it); hashes[]
     * holds the positions played on this board since (tried moves, a
     * search line), so a copy copies only those.  A board without a game
     * records up to MAX_BOARD_HASHES positions itself. */
    bool superko;
    int npast;
    const uint64_t *past;
    int nhashes;
    uint64_t hashes[MAX_BOARD_HASHES];

    /* trymove/popmove: while depth > 0, every per-point write is logged. */
    int depth;
    int log_top;
    int log_cap;
    struct undo_entry *log;     /* owned; grows on demand */
    struct undo_frame frames[MAX_UNDO_DEPTH];
};

/* Why a move is illegal (board_play's and board_check_move's result). */
enum move_error {
    MOVE_OK = 0,
    MOVE_OFF_BOARD,
    MOVE_OCCUPIED,
    MOVE_SUICIDE,
    MOVE_KO,
    MOVE_SUPERKO,
    MOVE_TOO_DEEP,
    MOVE_BAD_COLOR,
    MOVE_RECORD_FULL,           /* the game record is at MAX_GAME_MOVES */
};
const char *move_error_text(enum move_error e);

/* Life cycle */
void board_init(struct board *b, int size);      /* empty board */
void board_free(struct board *b);                /* releases the undo log */
void board_clear(struct board *b);               /* same size, emptied */
/* board_copy treats dst as raw memory: it gets no undo log (and a log it
 * owned would leak).  board_assign keeps the log buffer of an initialised
 * dst, for scratch boards reused many times. */
void board_copy(struct board *dst, const struct board *src);
void board_assign(struct board *dst, const struct board *src);

/* Coordinates */
static inline coord board_point(const struct board *b, int row, int col)
{
    return (coord)((row + 1) * b->stride + col + 1);
}
static inline int board_row(const struct board *b, coord p) { return p / b->stride - 1; }
static inline int board_col(const struct board *b, coord p) { return p % b->stride - 1; }
/* Lines between p and the nearest edge: 0 on the first line, 3 on the
 * fourth. */
static inline int board_edge_distance(const struct board *b, coord p)
{
    int r = board_row(b, p), c = board_col(b, p), last = b->size - 1;
    int d = r < c ? r : c;
    if (last - r < d)
        d = last - r;
    return last - c < d ? last - c : d;
}
bool board_on_board(const struct board *b, coord p);

#define FOR_EACH_POINT(b, p) \
    for (int _r = 0; _r < (b)->size; _r++) \
        for (coord p = board_point((b), _r, 0), _e = (coord)(p + (b)->size); p < _e; p++)

#define FOR_EACH_STONE(b, s, q) \
    for (coord q = (s), _first = (s), _go = 1; _go; q = (b)->next_stone[q], _go = (q != _first))

/* The four neighbours of p are p + b->dir[0..3] (up, right, down, left);
 * the diagonals are p + b->diag[0..3]. */

/* Strings */
static inline coord board_string(const struct board *b, coord p) { return b->str[p]; }
static inline int board_countlib(const struct board *b, coord p)
{
    return b->strings[b->str[p]].libs;
}
static inline int board_string_size(const struct board *b, coord p)
{
    return b->strings[b->str[p]].size;
}
/* Fills out[] with up to max liberties of the string at p; returns how many. */
int board_liberties(const struct board *b, coord p, coord *out, int max);
/* Stones of the string at p, in no particular order; returns how many. */
int board_stones(const struct board *b, coord p, coord *out, int max);
/* Distinct strings of color c adjacent to the string at p. */
int board_adjacent_strings(const struct board *b, coord p, coord *out, int max);
/* Inline, as the few board queries below: the tacticians' move generators
 * ask them at nearly every node. */
static inline bool board_is_liberty_of(const struct board *b, coord lib, coord str)
{
    if (b->color[lib] != EMPTY)
        return false;
    coord s = b->str[str];
    for (int k = 0; k < 4; k++)
        if (b->str[lib + b->dir[k]] == s && b->color[lib + b->dir[k]] != EMPTY)
            return true;
    return false;
}

/* Moves */
/* The positional superko test alone (b->superko set; p legal otherwise). */
enum move_error board_check_superko(const struct board *b, int color, coord p);
/* Why color may not play at p, or MOVE_OK; ignore_ko lifts the simple ko
 * and superko bans (board_tryko).  Inline: the move generators of the
 * readers ask it about nearly every point they consider. */
static inline enum move_error board_move_verdict(const struct board *b, int color, coord p,
                                                 bool ignore_ko)
{
    if (color != BLACK && color != WHITE)
        return MOVE_BAD_COLOR;
    if (p == PASS)
        return MOVE_OK;
    if (p >= b->npoints || b->color[p] == OFFBOARD)
        return MOVE_OFF_BOARD;
    if (b->color[p] != EMPTY)
        return MOVE_OCCUPIED;
    if (!ignore_ko && p == b->ko && color == b->ko_color)
        return MOVE_KO;
    bool ok = false;
    for (int k = 0; k < 4 && !ok; k++) {
        coord a = (coord)(p + b->dir[k]);
        int ac = b->color[a];
        if (ac == EMPTY)
            ok = true;
        else if (ac == color)
            ok = b->strings[b->str[a]].libs > 1;
        else if (ac != OFFBOARD)
            ok = b->strings[b->str[a]].libs == 1;
    }
    if (!ok)
        return MOVE_SUICIDE;
    return b->superko && !ignore_ko ? board_check_superko(b, color, p) : MOVE_OK;
}
static inline enum move_error board_check_move(const struct board *b, int color, coord p)
{
    return board_move_verdict(b, color, p, false);
}
static inline bool board_is_legal(const struct board *b, int color, coord p)
{
    return board_check_move(b, color, p) == MOVE_OK;
}
/* Plays (p may be PASS).  Returns MOVE_OK or why the move is illegal,
 * in which case the board is unchanged. */
enum move_error board_play(struct board *b, int color, coord p);
/* Plays without the legality test; the caller guarantees legality (MC). */
void board_play_unchecked(struct board *b, int color, coord p);

/* Readers' undo stack.  trymove plays a legal move and pushes a frame;
 * tryko also ignores the simple-ko ban (the mover is assumed to have
 * found a threat); popmove undoes the last of either. */
bool board_trymove(struct board *b, int color, coord p);
bool board_tryko(struct board *b, int color, coord p);
void board_popmove(struct board *b);

/* Setup (SGF AB/AW/AE, free handicap).  Not undoable; clears ko. */
enum move_error board_setup_stone(struct board *b, int color, coord p);

/* Move helpers */
bool board_is_eyelike(const struct board *b, coord p, int color); /* 4 sides own */
bool board_is_true_eye(const struct board *b, coord p, int color);
/* The opposing strings color's stone at p would capture (one liberty,
 * each named once) into out; returns how many. */
static inline int board_captured_strings(const struct board *b, int color, coord p,
                                         coord out[4])
{
    int ns = 0;
    for (int k = 0; k < 4; k++) {
        coord a = (coord)(p + b->dir[k]);
        if (b->color[a] != other_color(color) || b->strings[b->str[a]].libs != 1)
            continue;
        coord s = b->str[a];
        bool dup = false;
        for (int j = 0; j < ns; j++)
            dup |= out[j] == s;
        if (!dup)
            out[ns++] = s;
    }
    return ns;
}
/* Stones color would capture at p. */
static inline int board_would_capture(const struct board *b, int color, coord p)
{
    coord caught[4];
    int ns = board_captured_strings(b, color, p, caught), n = 0;
    for (int j = 0; j < ns; j++)
        n += b->strings[caught[j]].size;
    return n;
}
int board_libs_after(const struct board *b, int color, coord p);    /* cheap, exact */
bool board_is_self_atari(const struct board *b, int color, coord p);

/* Random play: a uniformly chosen legal move of color that does not fill
 * one of its own true eyes, or PASS.  rng is a xorshift state. */
coord board_random_move(const struct board *b, int color, uint64_t *rng);

/* Debug: recompute everything from the stone colors and compare. */
bool board_consistent(const struct board *b, char *why, int whylen);

/* Zobrist key of a stone (exposed for readers that hash positions). */
uint64_t board_zobrist(coord p, int color);

#endif
