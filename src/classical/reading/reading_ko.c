/* reading_ko.c — ko inside the tactician: which ko captures a read may make
 * "on credit" (assuming the mover found a ko threat) and how that is
 * remembered.
 *
 * The scheme is the ko master rule: the first side to retake a ko against
 * the simple ko ban becomes the ko master for the rest of that line; the
 * other side may still make legal ko captures but never captures on
 * credit.  Results reached through a capture on credit are worth at most
 * KO_B for the side that used it (it needs a threat first), which is how
 * KO_A and KO_B come out of the plain recursion.  Superko is never
 * overridden, and credit is only given up to the ko depth limit, so the
 * reader cannot loop on a ko.
 */
#include "classical/reading/reading_impl.h"

bool is_ko_capture(const struct board *b, int color, coord p)
{
    if (p == PASS || b->color[p] != EMPTY)
        return false;
    int opp = other_color(color), captured = 0;
    for (int k = 0; k < 4; k++) {
        coord a = (coord)(p + b->dir[k]);
        int c = b->color[a];
        if (c == EMPTY || c == color)
            return false;
        if (c == opp && b->strings[b->str[a]].libs == 1) {
            if (b->strings[b->str[a]].size != 1)
                return false;
            captured++;
        }
    }
    return captured == 1;
}

bool ko_trymove(struct reading *r, int color, coord p, bool allow_ko,
                bool *on_credit, struct ko_save *save)
{
    struct board *b = r->b;
    save->komaster = r->komaster;
    save->kom_pos = r->kom_pos;
    *on_credit = false;
    if (board_trymove(b, color, p))
        return true;
    if (!allow_ko || board_check_move(b, color, p) != MOVE_KO)
        return false;
    if (r->komaster != EMPTY && r->komaster != color)
        return false;
    if (!board_tryko(b, color, p))
        return false;
    *on_credit = true;
    r->komaster = color;
    r->kom_pos = p;
    return true;
}

void ko_popmove(struct reading *r, const struct ko_save *save)
{
    board_popmove(r->b);
    r->komaster = save->komaster;
    r->kom_pos = save->kom_pos;
}
