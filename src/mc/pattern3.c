/* pattern3.c — builds the 3x3 shape table from readable pattern text.
 *
 * Each pattern is three rows of three characters around the center point
 * (which must be empty and is where the move goes):
 *   X  a stone of one side ("us")      O  a stone of the other side
 *   .  empty                           #  off the board
 *   x  not X (O or empty)              o  not O (X or empty)
 *   ?  anything on the board           *  anything, off-board included
 * The shapes are the classical ones from the Monte Carlo Go literature
 * (hane, cut, edge blocks): which local replies keep a playout realistic.
 * They are written here from their description, as rules, not copied. */
#include "mc/pattern3.h"

#include <string.h>

struct shape {
    const char *rows;       /* 9 characters, row by row */
    const char *why;
};

static const struct shape SHAPES[] = {
    {"XOX" "..." "???", "hane enclosing a stone"},
    {"XO." "..." "?.?", "hane"},
    {"XO?" "X.." "x.?", "hane that bends around"},
    {"XO." "O.." "?.?", "hane under a cutting stone"},
    {"XO?" "O.x" "?x?", "cut"},
    {"?X?" "O.O" "ooo", "cut between two stones"},
    {"X.?" "O.?" "###", "edge block"},
    {"OX?" "o.O" "###", "edge block under a stone"},
    {"?X?" "o.O" "###", "edge extension"},
    {"?XO" "x.x" "###", "edge hane"},
    {"?OX" "X.O" "###", "edge cut"},
};

/* Position of each 3x3 cell in the key (see pattern3_key): cells are
 * numbered row by row, 4 is the center. */
static const int CELL_SHIFT[9] = {0, 2, 4, 14, -1, 6, 12, 10, 8};

static bool cell_ok(char want, int have, int us)
{
    int them = other_color(us);
    switch (want) {
    case 'X': return have == us;
    case 'O': return have == them;
    case '.': return have == EMPTY;
    case '#': return have == OFFBOARD;
    case 'x': return have == them || have == EMPTY;
    case 'o': return have == us || have == EMPTY;
    case '?': return have != OFFBOARD;
    default: return true;
    }
}

/* Marks every key that the pattern text matches, cell by cell. */
static void mark(struct pattern3 *pt, const char *rows, int us, int cell, unsigned key)
{
    if (cell == 9) {
        pt->good[key] = 1;
        return;
    }
    if (cell == 4) {
        mark(pt, rows, us, cell + 1, key);
        return;
    }
    for (int have = EMPTY; have <= OFFBOARD; have++)
        if (cell_ok(rows[cell], have, us))
            mark(pt, rows, us, cell + 1, key | (unsigned)have << CELL_SHIFT[cell]);
}

/* The 8 symmetries of a 3x3 grid applied to pattern text. */
static void transform(const char *in, char *out, int sym)
{
    for (int r = 0; r < 3; r++)
        for (int c = 0; c < 3; c++) {
            int rr = r, cc = c;
            if (sym & 1)
                cc = 2 - cc;
            if (sym & 2)
                rr = 2 - rr;
            if (sym & 4) {
                int t = rr;
                rr = cc;
                cc = t;
            }
            out[rr * 3 + cc] = in[r * 3 + c];
        }
}

/* Keys with an impossible edge (off-board cells that no board point can
 * see) may be marked too; they never occur, so that is harmless. */
void pattern3_build(struct pattern3 *pt)
{
    memset(pt->good, 0, sizeof pt->good);
    for (size_t s = 0; s < sizeof SHAPES / sizeof SHAPES[0]; s++)
        for (int sym = 0; sym < 8; sym++) {
            char rows[9];
            transform(SHAPES[s].rows, rows, sym);
            mark(pt, rows, BLACK, 0, 0);
            mark(pt, rows, WHITE, 0, 0);
        }
}
