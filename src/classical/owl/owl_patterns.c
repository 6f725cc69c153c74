/* owl_patterns.c — the owl's pattern move generator: the life-and-death
 * patterns of class life (patterns/life.pat) matched at the empty points
 * around the goal (its liberties, the points next to them, the points of
 * its eye spaces).  A match whose action, read from the mover's side,
 * attacks a goal stone is a move for the attacker; one that defends a
 * goal stone, for the owner.  The pattern's value orders the move among
 * the other generators' (owl_moves.c).  Without a pattern set (the caller
 * gave none) the generator adds nothing. */
#include "classical/owl/owl_impl.h"

#include <string.h>

#include "classical/eyes/eyes.h"
#include "patterns/pattern_funcs.h"
#include "patterns/pattern_match.h"

#define OWL_PATTERN_MATCHES 16

void owl_set_patterns(struct owl *o, const struct pattern_set *ps) { o->patterns = ps; }

static void mark(const struct board *b, uint8_t *seen, coord *pts, int *n, coord p)
{
    if (b->color[p] == EMPTY && !seen[p]) {
        seen[p] = 1;
        pts[(*n)++] = p;
    }
}

/* The empty points where a life-and-death move on the goal may be. */
static int points_near_goal(const struct owl *o, const struct owl_eval *ev, coord *pts)
{
    const struct board *b = o->b;
    const struct eyes *e = o->eyes;
    uint8_t seen[BOARD_MAX_POINTS];
    memset(seen, 0, (size_t)b->npoints);
    int n = 0;
    for (int i = 0; i < ev->ngoal; i++) {
        coord libs[LIBS_KEPT + 64];
        int nl = board_liberties(b, ev->goal_str[i], libs, (int)(sizeof libs / sizeof libs[0]));
        for (int j = 0; j < nl; j++) {
            mark(b, seen, pts, &n, libs[j]);
            for (int k = 0; k < 4; k++)
                mark(b, seen, pts, &n, (coord)(libs[j] + b->dir[k]));
        }
    }
    for (int i = 0; i < e->nspaces; i++) {
        const struct eye_space *sp = &e->space[i];
        const coord *sp_pts = eyes_space_points(e, sp);
        if (!owl_in_goal_space(o, ev, sp_pts[0]))
            continue;
        for (int j = 0; j < sp->npoints; j++)
            mark(b, seen, pts, &n, sp_pts[j]);
    }
    return n;
}

static void add_match(struct owl *o, const struct pattern_match *m, bool attacker,
                      struct owl_cands *c)
{
    const struct pattern *pat = m->pattern;
    int want = attacker ? PA_ATTACK : PA_DEFEND;
    for (int i = 0; i < pat->nactions; i++) {
        if (pattern_match_action(m, i) != want)
            continue;
        coord stone = m->label[pat->actions[i].arg[0]];
        if (owl_is_goal_string(o, stone) && pat->value > 0)
            owl_cands_add(c, m->move, (int)pat->value);
    }
}

void owl_pattern_moves(struct owl *o, const struct owl_eval *ev, bool attacker,
                       struct owl_cands *c)
{
    if (!o->patterns)
        return;
    coord pts[BOARD_MAX_POINTS];
    int n = points_near_goal(o, ev, pts);
    struct pattern_env env = {.board = o->b};
    env.data[PENV_READING] = o->tactics;
    struct pattern_match m[OWL_PATTERN_MATCHES];
    int mover = attacker ? other_color(o->color) : o->color;
    for (int i = 0; i < n; i++) {
        int nm = pattern_match_point(o->patterns, &env, mover, pts[i], 1u << PC_LIFE, m,
                                     OWL_PATTERN_MATCHES);
        for (int j = 0; j < nm && j < OWL_PATTERN_MATCHES; j++)
            add_match(o, &m[j], attacker, c);
    }
    pattern_env_release(&env);
}
