/* movegen_contact.c — answers to the opponent's contact move.  When the
 * opponent's last stone touches our stones (an attachment, a hane, a
 * push, a cut, or diagonally: a shoulder hit), the local fight is decided by liberties: the side whose
 * strings there are short of liberties is pushed around, and the answer
 * that takes a liberty from the opponent's contact string while keeping
 * ours (the hane, the block at the head), or that gives our short string
 * room (the extension), is the one a player looks at first.  The value of
 * a candidate is a swing, as territory is counted: the liberty pressure
 * on both sides' fight strings with our stone on the point against the
 * pressure with the opponent's stone there, when a dragon of the fight
 * is not yet settled.  The tactician and the owl
 * say what is captured or killed; this reason only weighs the shape of
 * the fight below that (strings with two to four liberties). */
#include "classical/movegen/movegen.h"

#define CONTACT_RADIUS 2    /* answers within this distance of the contact stone */
#define CONTACT_MAX_STRINGS 8
#define CONTACT_MIN_SWING 0.05f

/* How much a string with libs liberties is under pressure: in atari it
 * must run or die, with two it is one move from atari, from five on it
 * is free. */
static float liberty_pressure(int libs)
{
    static const float pressure[] = {1.2f, 1.0f, 0.6f, 0.3f, 0.1f};
    return libs < 5 ? pressure[libs] : 0.0f;
}

/* A bigger string weighs more, but the shape of the fight matters more
 * than the count: a square-root-like weight. */
static float size_weight(int size)
{
    static const float weight[] = {0.0f, 1.0f, 1.4f, 1.7f, 2.0f};
    return size < 5 ? weight[size] : 2.0f;
}

/* The fight: one stone of each string involved, with its owner. */
struct fight {
    int n;
    coord stone[CONTACT_MAX_STRINGS + 1];
    int color[CONTACT_MAX_STRINGS + 1];
};

static void fight_add(struct fight *f, coord s, int color)
{
    if (f->n < CONTACT_MAX_STRINGS)
        f->stone[f->n] = s, f->color[f->n++] = color;
}

/* The fight strings: the contact stone's string and our strings next to
 * it or diagonal to it that are not dead.  False when the last move
 * touches none of ours. */
static bool find_fight(const struct cl_position *pos, coord m, struct fight *f)
{
    const struct board *b = &pos->b;
    f->n = 0;
    if (m == PASS || m == RESIGN || b->color[m] != other_color(pos->color))
        return false;
    fight_add(f, m, b->color[m]);
    coord adj[CONTACT_MAX_STRINGS];
    int n = board_adjacent_strings(b, m, adj, CONTACT_MAX_STRINGS - 1);
    for (int i = 0; i < n; i++)
        if (cl_position_status(pos, adj[i]) != STATUS_DEAD)
            fight_add(f, adj[i], b->color[adj[i]]);
    /* A diagonal contact (a shoulder hit, the kosumi-tsuke) is a contact
     * fight too: the push and the block answer it. */
    for (int k = 0; k < 4; k++) {
        coord q = (coord)(m + b->diag[k]);
        if (b->color[q] == pos->color && cl_position_status(pos, q) != STATUS_DEAD)
            fight_add(f, q, pos->color);
    }
    return f->n > 1 && cl_position_status(pos, m) != STATUS_DEAD;
}

/* Pressure on the opponent's fight strings less pressure on ours, on b
 * as it stands, from color's side.  A string gone from the board counts
 * as fully pressed (its capture is the tactician's reason; here it only
 * must not look like relief). */
static float fight_balance(const struct board *b, const struct fight *f, int color)
{
    coord seen[CONTACT_MAX_STRINGS + 1];
    int nseen = 0;
    float sum = 0.0f;
    for (int i = 0; i < f->n; i++) {
        coord s = f->stone[i];
        float press;
        if (b->color[s] != f->color[i]) {
            press = liberty_pressure(0);
        } else {
            coord str = b->str[s];
            bool dup = false;
            for (int k = 0; k < nseen; k++)
                dup |= seen[k] == str;
            if (dup)
                continue;
            seen[nseen++] = str;
            press = liberty_pressure(board_countlib(b, s)) * size_weight(board_string_size(b, s));
        }
        sum += f->color[i] == color ? -press : press;
    }
    return sum;
}

/* The balance with color's stone at p (p itself joins the fight). */
static bool balance_with_stone(struct board *b, struct fight *f, int color, int side, coord p,
                               float *out)
{
    if (!board_trymove(b, color, p))
        return false;
    struct fight g = *f;
    g.stone[g.n] = p, g.color[g.n++] = color;
    *out = fight_balance(b, &g, side);
    board_popmove(b);
    return true;
}

static bool near(const struct board *b, coord p, coord q, int radius)
{
    int dr = board_row(b, p) - board_row(b, q), dc = board_col(b, p) - board_col(b, q);
    return (dr < 0 ? -dr : dr) + (dc < 0 ? -dc : dc) <= radius;
}

/* What the fight decides: nothing when every dragon in it is settled
 * (two eyes, or unconditionally alive) -- between settled groups a
 * contact move is a boundary move, the territory count's business --,
 * else the whole fight, or at least what the weakest dragon's weakness
 * says. */
static bool settled(const struct dragon *d)
{
    return d->benson || (d->eyes_known && d->eyes_min >= 2) || d->status == STATUS_DEAD;
}

/* An unsettled dragon's share: its need (weakness, at least a quarter:
 * a contact against a group without two eyes always matters) times its
 * stake in points, per FIGHT_UNIT_STAKE points, so that a fight of a
 * small opening group (a stake near 16 points at weakness 0.25) weighs
 * as the fight of any unsettled group did before, a lone stone's less,
 * and the fight next to a big group short of eyes more -- at most half
 * as much again: a big group the analysis does not call settled is
 * mostly safe in the endgame, and uncapped its boundary contacts drew
 * up to 8 points over the real endgame moves (endgame.tst 900). */
#define FIGHT_UNIT_STAKE 4.0f
#define FIGHT_MIN_NEED 0.25f
#define FIGHT_MAX_SHARE 1.5f

static float unsettled_share(const struct cl_position *pos, const struct dragon *d, coord s)
{
    float need = (float)d->weakness / 100.0f;
    if (need < FIGHT_MIN_NEED)
        need = FIGHT_MIN_NEED;
    float share = need * cl_dragon_stake(pos, s) / FIGHT_UNIT_STAKE;
    return share < FIGHT_MAX_SHARE ? share : FIGHT_MAX_SHARE;
}

static float fight_stake(const struct cl_position *pos, const struct fight *f)
{
    float stake = 0.0f;
    for (int i = 0; i < f->n; i++) {
        const struct dragon *d = dragon_at(&pos->dragons, f->stone[i]);
        float s = !d ? 1.0f
                  : settled(d) ? (float)d->weakness / 100.0f
                               : unsettled_share(pos, d, f->stone[i]);
        if (s > stake)
            stake = s;
    }
    return stake;
}

/* The candidates: liberties of the fight strings near the contact stone. */
static int fight_points(const struct board *b, const struct fight *f, coord m, coord *out, int max)
{
    int n = 0;
    for (int i = 0; i < f->n; i++) {
        coord libs[16];
        int k = board_liberties(b, f->stone[i], libs, 16);
        for (int j = 0; j < k; j++) {
            bool dup = false;
            for (int t = 0; t < n; t++)
                dup |= out[t] == libs[j];
            if (!dup && n < max && near(b, libs[j], m, CONTACT_RADIUS))
                out[n++] = libs[j];
        }
    }
    return n;
}

void movegen_contact(struct classical *cl, struct cl_position *pos)
{
    (void)cl;
    struct board *b = &pos->b;
    coord m = b->last_move;
    struct fight f;
    if (!find_fight(pos, m, &f))
        return;
    float stake = fight_stake(pos, &f);
    if (stake <= 0.0f)
        return;
    int us = pos->color, them = other_color(us);
    float now = fight_balance(b, &f, us);
    coord cand[32];
    int n = fight_points(b, &f, m, cand, 32);
    for (int i = 0; i < n; i++) {
        coord p = cand[i];
        if (!cl_move_considered(pos, us, p) || board_is_self_atari(b, us, p))
            continue;
        float ours, theirs;
        if (!balance_with_stone(b, &f, us, us, p, &ours))
            continue;
        if (!balance_with_stone(b, &f, them, us, p, &theirs))
            theirs = now;
        float swing = (ours - theirs) * stake;
        if (swing >= CONTACT_MIN_SWING)
            reasons_add(&pos->reasons, RK_CONTACT, p, m, swing, 0, "contact");
    }
}
