/* classical.c — owns the classical engine's state (its readers, pattern
 * set, weights and parameters), its options, and step 4 of a move
 * decision: choosing among the valued candidates, passing and
 * resigning. */
#include "classical/engine/classical.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "classical/dragon/dragon.h"
#include "classical/eyes/eyes.h"
#include "classical/owl/owl.h"
#include "classical/reading/reading.h"
#include "classical/search/search.h"
#include "patterns/pattern_match.h"

static void default_params(struct classical_params *p)
{
    p->level = 10;
    p->owl_dragons = 12;
    /* A move worth more than nothing is worth playing before passing:
     * an endgame move of one point, a dame under area counting (a point
     * of area), a dame that must be filled.  Under territory counting a
     * neutral point counts 0 and a point inside one's own territory
     * less, so those are left.  (0.9 until session 7: one-point moves
     * with a shape penalty or a small moyo loss were passed.) */
    p->pass_below = 0.01;
    p->resign_margin = 0;       /* set per board size in classical_choose */
    p->resign_after = 0.5;      /* not before half the board is filled: estimates of
                                   open positions (handicap games above all) swing */
    p->max_candidates = 12;
    p->influence = INFLUENCE_INV_D;
    p->search = (struct cl_search_params){
        .on = false, .depth = 6, .width = 4, .window = 0.15, .max_nodes = 0, .seconds = 0,
        .correct = true,
    };
}

struct classical *classical_new(void)
{
    struct classical *cl = calloc(1, sizeof *cl);
    if (!cl)
        return NULL;
    default_params(&cl->par);
    cl->level_in_force = cl->par.level;     /* owl_new starts at level 10 */
    value_weights_default(&cl->weights);
    cl->reading = reading_new();
    if (cl->reading)
        cl->reading->deadline = &cl->deadline;     /* none until a clock sets it */
    cl->owl = cl->reading ? owl_new(cl->reading) : NULL;
    cl->patterns = pattern_set_new_builtin();
    cl->dragon_eyes = dragon_eye_memo_new();
    if (!cl->reading || !cl->owl || !cl->patterns || !cl->dragon_eyes) {
        classical_free(cl);
        return NULL;
    }
    /* The engine reads its dragons with the strict escape: a group whose
     * way out leads into the opponent's framework is not safe by it
     * (owl.h, strict_escape; the 19x19 games against GNU Go). */
    cl->owl->strict_escape = true;
    return cl;
}

void classical_free(struct classical *cl)
{
    if (!cl)
        return;
    owl_free(cl->owl);
    reading_free(cl->reading);
    pattern_set_free(cl->patterns);
    eye_memo_free(cl->dragon_eyes);
    free(cl);
}

static bool parse_number(const char *value, double lo, double hi, double *out)
{
    char *end;
    errno = 0;
    double v = strtod(value, &end);
    if (errno || end == value || *end || v != v || v < lo || v > hi)
        return false;
    *out = v;
    return true;
}

/* The budgets of a level: fewer dragons read and a smaller owl budget
 * at low levels.  Setting the owl's level clears its cache, so it is
 * done only when the level in force changes. */
static void use_budgets(struct classical *cl, int level)
{
    if (cl->level_in_force == level)
        return;
    cl->level_in_force = level;
    cl->par.owl_dragons = level >= 10 ? 12 : 2 + level;
    owl_set_level(cl->owl, level);
}

static void apply_level(struct classical *cl, int level)
{
    cl->par.level = level;
    cl->level_in_force = 0;
    use_budgets(cl, level);
}

void classical_level_for_budget(struct classical *cl, double seconds)
{
    int level = cl->par.level;
    /* A level-10 analysis costs about 0.07 s of CPU on a 19x19 middle
     * game and up to ten times that where the owl reads hard; level 5
     * about half, level 2 about 40%.  Under a short clock the move
     * keeps inside its budget on a loaded machine (a 1-second byo-yomi,
     * 0.5 s of budget, plays at level 2). */
    if (seconds > 0 && seconds < 0.8 && level > 2)
        level = 2;
    else if (seconds > 0 && seconds < 2 && level > 5)
        level = 5;
    use_budgets(cl, level);
    /* The owl reads no further dragon once half the budget is gone: the
     * rest of the analysis (territory, patterns, valuation) still has to
     * run, and on a loaded machine wall time runs several times CPU. */
    double now = engine_now();
    cl->owl_deadline = seconds > 0 ? now + 0.5 * seconds : 0;
    /* Every reading (tactician, owl, connection, semeai, eye solves)
     * stops at 60% of the budget, inside a read as much as between
     * reads: the rest of the analysis then reads nothing, and the answer
     * still has the budget's last 40% (and the engine_time_budget margin)
     * to leave in, measured on the wall clock (docs/move-generation.md). */
    deadline_set(&cl->deadline, seconds > 0 ? now + 0.6 * seconds : 0);
}

void classical_clear_deadline(struct classical *cl)
{
    cl->owl_deadline = 0;
    deadline_set(&cl->deadline, 0);
}

static void set_search_number(struct cl_search_params *p, int which, double v)
{
    switch (which) {
    case 0: p->depth = (int)v; break;
    case 1: p->width = (int)v; break;
    case 2: p->window = v; break;
    case 3: p->max_nodes = (int)v; break;
    default: p->seconds = v; break;
    }
}

bool classical_set_option(struct classical *cl, const char *name, const char *value,
                          char *err, int errlen)
{
    double v;
    if (!strcmp(name, "weights"))
        return value_weights_load(&cl->weights, value, err, errlen);
    if (!strcmp(name, "influence")) {
        if (parse_influence_mode(value, &cl->par.influence))
            return true;
        snprintf(err, (size_t)errlen, "influence must be 1/d or 1/2^d");
        return false;
    }
    if (!strcmp(name, "search")) {
        if (strcmp(value, "on") && strcmp(value, "off")) {
            snprintf(err, (size_t)errlen, "search must be on or off");
            return false;
        }
        cl->par.search.on = !strcmp(value, "on");
        return true;
    }
    if (!strcmp(name, "search_score")) {
        if (strcmp(value, "correct") && strcmp(value, "replace")) {
            snprintf(err, (size_t)errlen, "search_score must be correct or replace");
            return false;
        }
        cl->par.search.correct = !strcmp(value, "correct");
        return true;
    }
    struct {
        const char *name;
        double lo, hi;
    } const RANGE[] = {
        {"level", 1, 100}, {"owl_dragons", 0, 1000}, {"pass_below", -1000, 1000},
        {"resign_margin", 0, 10000}, {"resign_after", 0, 1}, {"max_candidates", 1, 400},
        {"search_depth", 1, SEARCH_MAX_DEPTH}, {"search_width", 1, SEARCH_MAX_WIDTH},
        {"search_window", 0, 10}, {"search_nodes", 0, 100000}, {"search_seconds", 0, 3600},
    };
    for (size_t i = 0; i < sizeof RANGE / sizeof RANGE[0]; i++) {
        if (strcmp(name, RANGE[i].name))
            continue;
        if (!parse_number(value, RANGE[i].lo, RANGE[i].hi, &v)) {
            snprintf(err, (size_t)errlen, "%s must be a number in %g..%g", name, RANGE[i].lo,
                     RANGE[i].hi);
            return false;
        }
        if (i == 0)
            apply_level(cl, (int)v);
        else if (i == 1)
            cl->par.owl_dragons = (int)v;
        else if (i == 2)
            cl->par.pass_below = v;
        else if (i == 3)
            cl->par.resign_margin = v;
        else if (i == 4)
            cl->par.resign_after = v;
        else if (i == 5)
            cl->par.max_candidates = (int)v;
        else
            set_search_number(&cl->par.search, (int)i - 6, v);
        return true;
    }
    snprintf(err, (size_t)errlen,
             "unknown option '%s' (classical: level, owl_dragons, pass_below, resign_margin, "
             "resign_after, max_candidates, influence, weights, search, search_depth, search_width, "
             "search_window, search_nodes, search_seconds, search_score)",
             name);
    return false;
}

/* Far behind on the estimate: even the best move leaves it below the
 * resign margin (by default a quarter of the board). */
static bool hopelessly_behind(const struct classical *cl, const struct cl_position *pos)
{
    int area = pos->b.size * pos->b.size;
    double margin = cl->par.resign_margin > 0 ? cl->par.resign_margin : 0.25 * area;
    double best = pos->ncand > 0 ? pos->cand[0].value : 0;
    return cl_position_margin(pos, pos->color) + (best > 0 ? best : 0) < -margin;
}

/* Resign only once enough of the board is settled for the estimate to
 * mean something, or when nothing is left worth playing: a pass then
 * ends the game at that estimate anyway, and passing a lost game with
 * the board still open (a 9x9 game at move 34, 35 points behind with
 * four empty rows) reads to the opponent as a broken engine. */
static bool should_resign(const struct classical *cl, const struct cl_position *pos,
                          bool would_pass)
{
    const struct board *b = &pos->b;
    double filled = 1.0 - (double)b->nempty / (b->size * b->size);
    if (filled < cl->par.resign_after && !would_pass)
        return false;
    return hopelessly_behind(cl, pos);
}

coord classical_choose(struct classical *cl, struct cl_position *pos, bool may_resign)
{
    bool would_pass = pos->ncand == 0 || pos->cand[0].value < cl->par.pass_below;
    if (may_resign && should_resign(cl, pos, would_pass))
        return RESIGN;
    return would_pass ? PASS : pos->cand[0].move;
}

coord classical_decide(struct classical *cl, const struct game *g, struct cl_position *pos,
                       bool may_resign, double deadline, struct cl_search_result *res)
{
    coord m = classical_choose(cl, pos, may_resign);
    /* Every field defined, also when no search runs: moyo-search reports them all. */
    memset(res, 0, sizeof *res);
    res->move = PASS;
    if (pos->ncand == 0 || m != pos->cand[0].move)
        return m;
    struct cl_search_budget budget = cl_search_default_budget(cl, &pos->b, deadline > 0);
    if (deadline > 0 && deadline < budget.deadline)
        budget.deadline = deadline;
    if (cl_search(cl, g, pos, budget, res))
        m = res->move;
    return m;
}
