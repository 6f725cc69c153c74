/* owl_status.c — a dragon's life-and-death status from the searcher:
 * alive when the opponent moving first cannot kill it, dead when its
 * owner moving first cannot save it, critical (with the killing and the
 * saving move) when whoever moves first decides.  Dragons whose fate is
 * already certain (Benson's life, a worm the tactician captures even
 * when its owner moves first) keep the static answer.
 *
 * Two callers, two standards: the engine (owl_dragon_status) takes every
 * kill and save the search finds, since a dragon called critical only
 * makes it look for moves there; a report (owl_dragon_verdict, GTP
 * dragon_status) overturns a static alive or dead verdict only with a
 * move that holds when its reply is read as widely as a root, and reads
 * a few root moves one by one before it calls a dragon living by room
 * alive; a report's owl_attack reads a ko kill again for an outright one. */
#include "classical/owl/owl_impl.h"

#include <stddef.h>

#include "classical/dragon/dragon.h"

/* The stone the reads ask about: one of the dragon's largest string.
 * The searcher's attack wins when that stone's string is captured, and
 * the dragon's origin (its smallest point) may be a lone stone hanging
 * off it that can be given up. */
static coord main_stone(const struct board *b, const struct dragon_analysis *a, int d)
{
    coord best = a->dragon[d].origin;
    int best_size = board_string_size(b, best);
    FOR_EACH_POINT(b, p) {
        if (a->dragon_of[p] != d || b->str[p] != p || b->color[p] == EMPTY)
            continue;
        int size = board_string_size(b, p);
        if (size > best_size) {
            best = p;
            best_size = size;
        }
    }
    return best;
}

/* Is p in one of the eye spaces of the goal the searcher reads for str? */
static bool in_eye_space(struct owl *o, struct board *b, const struct dragon_analysis *a,
                         coord str, coord p)
{
    owl_set_goal(o, b, a, str);
    struct owl_eval ev;
    owl_evaluate(o, o->color, &ev);
    return owl_in_goal_space(o, &ev, p);
}

/* Does the attacker's (attacker true) or the owner's move p at the root
 * hold when the reply is read as a root would read it?  The searcher's
 * answer reads the reply with the first ply's narrower width, which can
 * miss the one refutation (the vital point of a corner space tried
 * ninth: ld_owl.tst 59, 151).  A kill's check takes no save of the
 * reply on trust (owl_move_attacks_checked): a save one ply down is read
 * five wide and can be the miss in turn (ld_owl.tst 9: after White's A14
 * Black's A15 "saves", refuted by A17 read as a root, as GNU Go reads
 * it). */
static bool holds(struct owl *o, struct board *b, const struct dragon_analysis *a, coord str,
                  bool attacker, coord p)
{
    if (p == PASS)
        return false;
    if (attacker)
        return owl_move_attacks_checked(o, b, a, p, str) != READ_FAIL;
    return owl_move_defends(o, b, a, p, str) != READ_FAIL;
}

/* Root candidates a report reads one by one before it overturns a
 * static verdict with the searcher's "no move works". */
#define OWL_SCAN_WIDTH 10

/* The first inner point of the goal's big eye spaces (owl_big_space_
 * placements) that holds for the attacker (attacker true) or the owner,
 * skipping the first nskip of c (already read); PASS when none.  The
 * vital point of a corner space of ten points or more (the owner's
 * placement that splits it into two eyes, ld_owl.tst 63's S2) is not
 * among the generators' moves, which name only the marginal points and
 * the edge of such a space. */
static coord first_placement_holding(struct owl *o, struct board *b,
                                     const struct dragon_analysis *a, coord str, bool attacker,
                                     const struct owl_eval *ev, const struct owl_cands *c,
                                     int nskip)
{
    coord place[8];
    int np = owl_big_space_placements(o, ev, place, 8);
    int color = attacker ? other_color(b->color[str]) : b->color[str];
    for (int i = 0; i < np; i++) {
        bool seen = false;
        for (int j = 0; j < c->n && j < nskip; j++)
            seen |= c->p[j] == place[i];
        if (!seen && board_check_move(b, color, place[i]) == MOVE_OK
            && holds(o, b, a, str, attacker, place[i]))
            return place[i];
    }
    return PASS;
}

/* The first of the root candidates of the attacker (attacker true) or
 * the owner that holds, each read on its own node budget: the
 * searcher's one read shares a budget among the root's moves, and the
 * later ones are read one move wide once it is spent (ld_owl.tst 154:
 * B1, the owner's fifth candidate, saves when read on its own), then
 * the inner points of the goal's big spaces, which the generators leave
 * out (first_placement_holding).  PASS when none holds. */
static coord first_holding(struct owl *o, struct board *b, const struct dragon_analysis *a,
                           coord str, bool attacker)
{
    owl_set_goal(o, b, a, str);
    struct owl_eval ev;
    struct owl_cands c;
    owl_evaluate(o, attacker ? other_color(o->color) : o->color, &ev);
    if (attacker)
        owl_gen_attack(o, &ev, &c);
    else
        owl_gen_defend(o, &ev, &c);
    for (int i = 0; i < c.n && i < OWL_SCAN_WIDTH; i++)
        if (holds(o, b, a, str, attacker, c.p[i]))
            return c.p[i];
    /* The reads above moved the goal and the eye spaces: set them again. */
    owl_set_goal(o, b, a, str);
    owl_evaluate(o, attacker ? other_color(o->color) : o->color, &ev);
    return first_placement_holding(o, b, a, str, attacker, &ev, &c, OWL_SCAN_WIDTH);
}

/* When the searcher finds no kill, the report reads the first root
 * candidates one by one with the owner's reply as a root
 * (first_outright_kill, as dragon_status does): the reply one ply down
 * is read five wide without the root's doubts, and the save it finds
 * there can be one the root-wide read refutes (owl.tst 80: White's J2,
 * the first candidate, "fails" inside the read, while owl_defend asked
 * after J2 finds no save, as GNU Go reads it; owl.tst 45: E3).
 * A ko the searcher found is read again with the owner's reply as a
 * root: the reply one ply down has width 5 and no ko extra, and its ko
 * capture on credit can hide the refutation of every defence (ld_owl.tst
 * 169: White's Q1 read as a ko; with Black's replies read as a root it
 * kills outright, as GNU Go reads it).  When it does not, the root's
 * other moves that won only a ko are read so too, in their order
 * (first_ko_killing_outright).  Only those: reading every other root
 * candidate too, or checking every kill, gained nothing more on
 * ld_owl.tst for 3-6 times the reads.  The kill itself is the checked
 * one (owl_attack_checked: a root kill that holds against a root-wide
 * reply). */
static coord first_outright_kill(struct owl *o, struct board *b, const struct dragon_analysis *a,
                                 coord str, coord tried);

/* The first of the root moves that the report's read found to win only
 * a ko (struct owl's root_kos), other than tried, that kills outright
 * with the owner's reply read as a root; PASS when none.  The owner's
 * reply one ply down is read five wide, and its ko there can be the
 * miss of the attacker's answer that kills (ld_owl.tst 185: after
 * White's A19, Black's C18 "makes a ko" only because White's A16 at
 * the next ply lay past the width; read as a root, A19 kills, as GNU Go
 * reads it, where C18, the first ko, stays one).  On the way, held
 * notes the first of them that still wins a ko read so (its move and
 * code; PASS when none), for a ko answer that read refutes outright
 * (ko_answer_read_again). */
struct held_ko {
    coord move;
    int res;
};

static coord first_ko_killing_outright(struct owl *o, struct board *b,
                                       const struct dragon_analysis *a, coord str, coord tried,
                                       struct held_ko *held)
{
    /* Copied: each owl_move_attacks below is a read of its own and
     * notes its own root's kos over these. */
    coord kos[OWL_ROOT_KOS];
    int n = o->n_root_kos;
    for (int i = 0; i < n; i++)
        kos[i] = o->root_kos[i];
    held->move = PASS;
    for (int i = 0; i < n; i++) {
        if (kos[i] == tried)
            continue;
        int r = owl_move_attacks(o, b, a, kos[i], str);
        if (r == READ_WIN)
            return kos[i];
        if (r != READ_FAIL && held->move == PASS)
            held->move = kos[i], held->res = r;
    }
    return PASS;
}

/* A kill the report's own checks refute, with no outright kill among
 * the first root candidates either, is no kill: the best the attacker
 * has is then a ko the root read found (kos, in the order read), when
 * it still holds as one read with the owner's reply as a root
 * (owl_move_attacks_checked); the refuted kill stays the answer when
 * none does.  ld_owl.tst 320: N5, refuted by our owl_does_attack, gives
 * way to the ko at M5 that the suite and GNU Go name.  Answering every
 * refuted root kill so instead (the searcher's check alone deciding)
 * lost owl.tst 210, whose C2 the check refutes but owl_does_attack
 * reads as a kill (session 20). */
static int ko_instead_of_refuted_kill(struct owl *o, struct board *b,
                                      const struct dragon_analysis *a, coord str,
                                      const coord *kos, int nkos, coord *move)
{
    for (int i = 0; i < nkos; i++) {
        if (kos[i] == *move)
            continue;
        int r = owl_move_attacks_checked(o, b, a, kos[i], str);
        if (r != READ_FAIL) {
            *move = kos[i];
            return r;
        }
    }
    return READ_WIN;
}

/* Does the evaluator count two eyes for the goal of str with the
 * attacker to move (eyes_min: each space's eyes when the attacker plays
 * there first)? */
static bool two_eyes_counted(struct owl *o, struct board *b, const struct dragon_analysis *a,
                             coord str)
{
    owl_set_goal(o, b, a, str);
    struct owl_eval ev;
    owl_evaluate(o, other_color(o->color), &ev);
    return ev.eyes_min >= 2;
}

/* A kill the searcher's check left unconfirmed (root_unconfirmed) is
 * read again as GTP owl_does_attack reads it, on a budget of its own
 * (owl_move_attacks_checked); refuted there, the next of the first root
 * candidates that kills so is the answer (first_outright_kill), and
 * with none the searcher's kill stays.  The report must not answer a
 * kill its own owl_does_attack refutes (owl.tst 195: B13, refuted by our
 * owl_does_attack and GNU Go's, gives way to A10; 132: S4 to R4).  Only
 * the unconfirmed: every kill read again so also lost owl.tst 108 (B4,
 * which the searcher's check confirmed and GNU Go's owl_does_attack
 * takes) and cost 0.2 s on ld_owl.tst, where no answer moved; a refuted
 * kill answered 0 lost 76 92 102 (session 19).  Refuted so with no other
 * outright kill, the answer is a ko of the root's that still holds as
 * one (ko_instead_of_refuted_kill), if any.  With no such ko either, the
 * refuted kill stays the answer, except against a group whose eyes the
 * evaluator already counts as two with the attacker moving first
 * (two_eyes_counted): there every reading the report made says it lives
 * (the searcher's one kill, unconfirmed by its own check, refuted when
 * read again; none of the next candidates kills), and the static count
 * agrees, so the answer is 0 (owl.tst 158: White's Q19 corner, two eyes
 * counted, S15 refuted by our owl_does_attack and GNU Go's; session 22).
 * Groups short of two counted eyes keep the refuted kill: the kill is
 * the likelier truth there, and answering 0 for every refuted kill lost
 * owl.tst 76 92 102 (session 19), all three counting fewer than two
 * eyes. */
static int recheck_unconfirmed_kill(struct owl *o, struct board *b,
                                    const struct dragon_analysis *a, coord str, coord *move)
{
    if (owl_move_attacks_checked(o, b, a, *move, str) != READ_FAIL)
        return READ_WIN;
    coord kos[OWL_ROOT_KOS];
    int nkos = o->n_root_kos;
    for (int i = 0; i < nkos; i++)
        kos[i] = o->root_kos[i];
    coord kill = first_outright_kill(o, b, a, str, *move);
    if (kill != PASS) {
        *move = kill;
        return READ_WIN;
    }
    int res = ko_instead_of_refuted_kill(o, b, a, str, kos, nkos, move);
    if (res == READ_WIN && two_eyes_counted(o, b, a, str)) {
        *move = PASS;
        return READ_FAIL;
    }
    return res;
}

/* The attacker's placement inside the one big space whose size alone
 * gives the goal its two eyes, for a report whose searcher found no
 * kill: the inner points of the goal's big spaces (owl_big_space_
 * placements), which no generator names below a corner, each read with
 * the owner's reply as a root (owl_move_attacks_checked); PASS when none
 * kills outright.  A space of ten points or more open on one side counts
 * two eyes from its size (roomy), and first_outright_kill leaves two
 * counted eyes to the searcher; the placement that splits or shrinks
 * such a space is the classic kill of a group on the side (owl.tst 63:
 * White's R14 group living on the right edge's 14 points, killed by
 * Black's S12 in its middle, as GNU Go reads it; our owl_does_attack
 * S12 = 1 too).  Only when the two eyes are that one space's. */
#define OWL_PLACEMENT_SPACE_MAX 20

static coord placement_kill(struct owl *o, struct board *b, const struct dragon_analysis *a,
                            coord str)
{
    owl_set_goal(o, b, a, str);
    struct owl_eval ev;
    owl_evaluate(o, other_color(o->color), &ev);
    if (ev.eye_spaces != 1 || !ev.roomy || ev.eyes_min + ev.eyes_gain > 2
        || owl_largest_goal_space(o, &ev) > OWL_PLACEMENT_SPACE_MAX)
        return PASS;
    coord place[8];
    int np = owl_big_space_placements(o, &ev, place, 8);
    int opp = other_color(b->color[str]);
    for (int i = 0; i < np; i++)
        if (board_check_move(b, opp, place[i]) == MOVE_OK
            && owl_move_attacks_checked(o, b, a, place[i], str) == READ_WIN)
            return place[i];
    return PASS;
}

/* The searcher's ko kill (res, at *move) read again with the owner's
 * reply as a root, as GTP owl_does_attack reads it: an outright kill
 * there, or at another of the root's kos, is the answer
 * (first_ko_killing_outright).  A ko that read refutes outright (the
 * owner saves without a ko) is no kill at all: the ko of the root's
 * that still holds as one answers instead, with its code, as a refuted
 * kill gives way to a ko that holds (ko_instead_of_refuted_kill).  The
 * narrower reply one ply down can miss the owner's outright save as it
 * misses the attacker's outright kill (ld_owl.tst 194: White's C1, first
 * of three root kos, is refuted by Black's B1 read as a root, as GNU Go
 * reads it; B1, the next, stays a ko, GNU Go's 3 B1).  With no other ko
 * holding, the refuted one stays the answer: the report does not turn a
 * ko into "no kill" on one reading's word. */
static int ko_answer_read_again(struct owl *o, struct board *b, const struct dragon_analysis *a,
                                coord str, int res, coord *move)
{
    int own = owl_move_attacks(o, b, a, *move, str);
    if (own == READ_WIN)
        return READ_WIN;
    struct held_ko held = {PASS, READ_FAIL};
    coord kill = first_ko_killing_outright(o, b, a, str, *move, &held);
    if (kill != PASS) {
        *move = kill;
        return READ_WIN;
    }
    if (own == READ_FAIL && held.move != PASS) {
        *move = held.move;
        return held.res;
    }
    return res;
}

static int attack_report(struct owl *o, struct board *b, const struct dragon_analysis *a,
                         coord str, coord *move)
{
    int res = owl_attack_checked(o, b, a, str, move);
    if (res == READ_WIN && *move != PASS && o->root_unconfirmed)
        res = recheck_unconfirmed_kill(o, b, a, str, move);
    if (res == READ_FAIL) {
        coord kill = first_outright_kill(o, b, a, str, PASS);
        if (kill == PASS)
            kill = placement_kill(o, b, a, str);
        if (kill != PASS)
            res = READ_WIN, *move = kill;
    }
    if ((res == READ_KO_A || res == READ_KO_B) && *move != PASS)
        res = ko_answer_read_again(o, b, a, str, res, move);
    return res;
}

/* The owner's move a report's "no move needed" overlooked, PASS when
 * none.  The searcher answers PASS when none of the attacker's first
 * moves kills (owner_pass_result), reading the owner's replies one ply
 * down five wide; the report's owl_attack reads them as a root
 * (first_outright_kill) and can find the kill that read missed (owl.tst
 * 46: owl_attack B3 answers E3, and owl_defend B3 answered 1 PASS, as if
 * the group lived without a move).  The two answers must agree: when the
 * report's attack kills, the owner needs a move.  The kill point first,
 * when it holds as the owner's save (the shared vital point: E3 there,
 * GNU Go's owl_does_defend E3 B3 = 1), else the first root candidate
 * that holds (first_holding), checked as the report checks every save
 * (owl_move_defends_wide).  None holding, the answer stays PASS: the
 * evaluator called the group alive and no save is proven either. */
static coord save_pass_overlooked(struct owl *o, struct board *b,
                                  const struct dragon_analysis *a, coord str)
{
    coord kill;
    if (attack_report(o, b, a, str, &kill) == READ_FAIL)
        return PASS;
    if (kill != PASS && board_check_move(b, b->color[str], kill) == MOVE_OK
        && holds(o, b, a, str, false, kill))
        return kill;
    return first_holding(o, b, a, str, false);
}

/* The owner's move a report's "no move needed" leaves out when the
 * group lives only by running: the root's alive verdict rests on a way
 * out (outward liberties or open room, by_escape), not on two eyes, and
 * no attacker's move kills at once.  Such life is the evaluator's least
 * sure and holds only while the owner answers the enclosure, so the
 * report names the first of the owner's root candidates that holds
 * (first_holding), as GNU Go's owl_defend names a move for such a group
 * (owl.tst 153: J3's group on the lower side, alive by 13 points of open
 * room with one eye; G3, the suite's, and GNU Go's owl_does_defend G3 =
 * 1).  A group alive by two eyes keeps PASS (owl.tst 12: O1 named
 * instead when every PASS was replaced).  PASS when none holds. */
static coord save_for_a_run(struct owl *o, struct board *b, const struct dragon_analysis *a,
                            coord str)
{
    owl_set_goal(o, b, a, str);
    struct owl_eval ev;
    owl_evaluate(o, o->color, &ev);
    if (ev.verdict != OWL_ALIVE || !ev.by_escape)
        return PASS;
    return first_holding(o, b, a, str, false);
}

/* Does the owner's stone at p touch one of the goal's strings? */
static bool touches_goal(struct owl *o, struct board *b, const struct dragon_analysis *a,
                         coord str, coord p)
{
    owl_set_goal(o, b, a, str);
    for (int k = 0; k < 4; k++) {
        coord q = (coord)(p + b->dir[k]);
        if (b->color[q] == o->color && o->goal[q])
            return true;
    }
    return false;
}

/* Does the owner's stone at p survive the attack of a fresh owl_attack
 * after it, the group taken by its sure links (no analysis)? */
static bool survives_fresh_attack(struct owl *o, struct board *b, coord str, coord p)
{
    if (!board_trymove(b, b->color[str], p))
        return true;
    coord kill;
    int res = owl_attack(o, b, NULL, str, &kill);
    board_popmove(b);
    return res != READ_WIN;
}

/* Is the owner's stone just played at p joined to one of the goal's
 * strings by a sure link (owl_sure_link)?  The goal marks of the board
 * before the move stand. */
static bool linked_to_goal(struct owl *o, struct board *b, coord p)
{
    coord heads[OWL_MAX_GOAL_STRINGS];
    int n = owl_goal_strings(o, heads, OWL_MAX_GOAL_STRINGS);
    for (int i = 0; i < n; i++)
        if (owl_sure_link(b, heads[i], p))
            return true;
    return false;
}

/* Does the owner's save p, played apart from the group (touching none
 * of its strings, nor joined to one by a sure link), survive the attack
 * a fresh read after it makes (survives_fresh_attack)?  The
 * save's check (owl_move_defends_wide) takes the stone into the goal by
 * the box rule (owl_goal.c near_goal), with its own room and eyes; a
 * fresh owl_attack after it takes the group by its sure links, where a
 * stone apart is the group's only if it is connected, so a save whose
 * stone the attacker can cut off or ignore is no save (ld_owl.tst 316:
 * Black's O19, diagonal to P18 across White's O18, GNU Go's
 * owl_does_defend O19 = 3; T16, the suite's save, extends the group
 * itself).  A save touching the group, or linked to it for certain, is
 * the same goal either way and is not read again. */
static bool apart_save_survives(struct owl *o, struct board *b,
                                const struct dragon_analysis *a, coord str, coord p)
{
    if (p == PASS || touches_goal(o, b, a, str, p))
        return true;
    if (!board_trymove(b, b->color[str], p))
        return true;
    bool linked = linked_to_goal(o, b, p);
    board_popmove(b);
    return linked || survives_fresh_attack(o, b, str, p);
}

/* The owner's root candidates read for a save when the searcher's save
 * is apart from the group and refuted (apart_save_survives). */
#define OWL_APART_SCAN_WIDTH 5

/* The first of the owner's first root candidates other than refuted
 * whose save holds wide and survives the fresh attack; PASS when none. */
static coord next_surviving_save(struct owl *o, struct board *b, const struct dragon_analysis *a,
                                 coord str, coord refuted, int *res)
{
    owl_set_goal(o, b, a, str);
    struct owl_eval ev;
    struct owl_cands c;
    owl_evaluate(o, o->color, &ev);
    owl_gen_defend(o, &ev, &c);
    for (int i = 0; i < c.n && i < OWL_APART_SCAN_WIDTH; i++) {
        if (c.p[i] == refuted)
            continue;
        int r = owl_move_defends_wide(o, b, a, c.p[i], str);
        if (r == READ_WIN && survives_fresh_attack(o, b, str, c.p[i])) {
            *res = r;
            return c.p[i];
        }
    }
    return PASS;
}

/* A save the searcher calls outright is read again with the attacker's
 * reply as a root (owl_move_defends_wide: the root's width and its
 * extra candidates behind a ko, and the owner's counter as wide): the reply one
 * ply down, 5 wide, can miss the attacker's move that turns the fight
 * into a ko (ld_owl.tst 197: Black's B19 in tripod9's corner saves only
 * through a ko, as GNU Go reads it) or that refutes it (ld_owl.tst 411;
 * owl.tst 6 168 186 199 207).  The check's answer is the report's.
 * The searcher's read is the checked one (owl_defend_checked): a root
 * save that its check refutes is passed over for the next candidates
 * (owl.tst 66 83 109 133 211). */
static int defend_report(struct owl *o, struct board *b, const struct dragon_analysis *a,
                         coord str, coord *move)
{
    int res = owl_defend_checked(o, b, a, str, move);
    if (res == READ_WIN && *move == PASS) {
        coord save = save_pass_overlooked(o, b, a, str);
        if (save == PASS)
            save = save_for_a_run(o, b, a, str);
        int checked = save != PASS ? owl_move_defends_wide(o, b, a, save, str) : READ_FAIL;
        if (checked != READ_FAIL)
            res = checked, *move = save;
        return res;
    }
    if (res != READ_WIN || *move == PASS)
        return res;
    int checked = owl_move_defends_wide(o, b, a, *move, str);
    if (checked == READ_FAIL)
        *move = PASS;
    if (checked == READ_WIN && !apart_save_survives(o, b, a, str, *move)) {
        int r = checked;
        coord other = next_surviving_save(o, b, a, str, *move, &r);
        if (other != PASS)
            *move = other, checked = r;
    }
    return checked;
}

/* The reports' reads are marked as such (struct owl's report): some
 * doubts are theirs alone (owl_search.c dead_reply_doubted). */
int owl_attack_report(struct owl *o, struct board *b, const struct dragon_analysis *a,
                      coord str, coord *move)
{
    bool report = o->report;
    o->report = true;
    int res = attack_report(o, b, a, str, move);
    o->report = report;
    return res;
}

int owl_defend_report(struct owl *o, struct board *b, const struct dragon_analysis *a,
                      coord str, coord *move)
{
    bool report = o->report;
    o->report = true;
    int res = defend_report(o, b, a, str, move);
    o->report = report;
    return res;
}

/* The attacker's root candidates a report reads one by one for a kill
 * the searcher missed. */
#define OWL_KILL_SCAN_WIDTH 3

/* For a dragon the searcher finds no kill of (tried PASS), or whose kill
 * tried does not hold: the first other of the attacker's root candidates
 * that kills outright with the reply read as a root (owl_move_attacks_checked,
 * which doubts an "alive" reply as owl_defend does), each on its own
 * budget; PASS when none.  With no kill found, only when the root counts
 * fewer than two eyes: life by open room or outward liberties is the
 * evaluator's least sure (ld_owl.tst 30: the edge strip that White's Q18
 * shuts), and two counted eyes are left to the searcher, which keeps the
 * report's time level with GNU Go's (4.69-4.75 s against 4.92 s on
 * ld_owl.tst; scanning every dragon cost 0.3 s).  A kill that does not
 * hold is the searcher's doubt about the eyes it counts, whatever their
 * number: the next candidates may hold (ld_owl.tst 160: A16 refuted,
 * B19, the corner's vital point, kills). */
static coord first_outright_kill(struct owl *o, struct board *b, const struct dragon_analysis *a,
                                 coord str, coord tried)
{
    owl_set_goal(o, b, a, str);
    struct owl_eval ev;
    struct owl_cands c;
    owl_evaluate(o, other_color(o->color), &ev);
    if (ev.eyes_min >= 2 && tried == PASS)
        return PASS;
    owl_gen_attack(o, &ev, &c);
    for (int i = 0; i < c.n && i < OWL_KILL_SCAN_WIDTH; i++)
        if (c.p[i] != tried && owl_move_attacks_checked(o, b, a, c.p[i], str) == READ_WIN)
            return c.p[i];
    return PASS;
}

/* Does the opponent's move at the owner's saving point kill outright?  A
 * report reads the owner's reply as a root (the narrower first ply can
 * see only a ko where the root-wide read finds the kill: ld_owl.tst 58). */
static bool vital_kill(struct owl *o, struct board *b, const struct dragon_analysis *a,
                       coord str, bool report, coord p)
{
    if (report)
        return owl_move_attacks_checked(o, b, a, p, str) == READ_WIN;
    return owl_does_attack(o, b, a, p, str) == READ_WIN;
}

/* Does the attacker's move p kill outright with the owner's reply read
 * as a root and its saves checked (owl_move_attacks_checked)? */
static bool kill_holds(struct owl *o, struct board *b, const struct dragon_analysis *a,
                       coord str, coord p)
{
    return p != PASS && owl_move_attacks_checked(o, b, a, p, str) == READ_WIN;
}

/* The root reads of a verdict: plain, or with each root win checked. */
typedef int (*root_read)(struct owl *, struct board *, const struct dragon_analysis *, coord,
                         coord *);

/* The searcher's verdict; with check_static, a static alive (dead)
 * verdict is overturned only by a kill (save) that holds.  With
 * check_roots, the root's kill and save are the checked reads'
 * (owl_attack_checked, owl_defend_checked), and a save that is a stone
 * apart from the group which a fresh attack then takes gives way to the
 * next save that survives, as the defend report's does. */
static enum stone_status read_status(struct owl *o, struct board *b,
                                     const struct dragon_analysis *a, int d, bool check_static,
                                     bool check_roots, coord *attack, coord *defence)
{
    const struct dragon *dr = &a->dragon[d];
    *attack = *defence = PASS;
    if (dr->benson || dr->dead_worm) {
        *attack = dr->attack_point;
        *defence = dr->defense_point;
        return dr->status;
    }
    coord kill, save, str = main_stone(b, a, d);
    root_read attack_read = check_roots ? owl_attack_checked : owl_attack;
    root_read defend_read = check_roots ? owl_defend_checked : owl_defend;
    if (attack_read(o, b, a, str, &kill) == READ_FAIL
        && (!check_static || (kill = first_outright_kill(o, b, a, str, PASS)) == PASS))
        return STATUS_ALIVE;
    /* Against a static two-eye count only an outright kill counts: the
     * searcher's ko results are its least reliable (ld_owl.tst 64: B2
     * read as a kill, B1 as only a ko for the owner, who lives outright). */
    if (check_static && dr->status == STATUS_ALIVE && kill != PASS
        && owl_move_attacks_checked(o, b, a, kill, str) != READ_WIN)
        kill = first_outright_kill(o, b, a, str, kill);
    if (check_static && dr->status == STATUS_ALIVE && kill == PASS)
        return STATUS_ALIVE;
    if (defend_read(o, b, a, str, &save) == READ_FAIL
        && (!check_static || dr->status == STATUS_DEAD
            || (save = first_holding(o, b, a, str, false)) == PASS))
        return STATUS_DEAD;
    if (check_roots && !apart_save_survives(o, b, a, str, save)) {
        int r = READ_WIN;
        coord other = next_surviving_save(o, b, a, str, save, &r);
        if (other != PASS)
            save = other;
    }
    /* The attacker "wins" without a move only when the evaluator calls
     * the root dead and none of its moves kills, yet the owner moving
     * first lives: an attacker who passes lets it live.  The engine
     * keeps such a dragon critical (a move there may still matter: the
     * kill the search missed, seki.tst 201); a report says alive. */
    if (check_static && kill == PASS)
        return STATUS_ALIVE;
    if (check_static && !holds(o, b, a, str, false, save)
        && (save = first_holding(o, b, a, str, false)) == PASS)
        return STATUS_DEAD;
    /* An eye shape's vital point is often both sides' move: when the
     * owner's saving move lies in the dragon's eye space and also kills
     * when the opponent plays it, it is named as the attack too (the
     * first kill found may be another of several).  Only there: in a
     * race the opponent's move at the owner's saving point may just fill
     * its own liberty, which the searcher, blind to seki, can misread as
     * a kill (tests/regress/semeai_bigeye.tst 25).  A report keeps a
     * kill that holds by itself against a root-wide reply: it is an
     * answer of its own, often the capture or the approach from outside
     * that the vital point does not replace (ld_owl.tst 58 162 173). */
    bool shared_save = save != kill && save != PASS && in_eye_space(o, b, a, str, save)
                       && vital_kill(o, b, a, str, check_static, save);
    if (shared_save && !(check_static && kill_holds(o, b, a, str, kill)))
        kill = save;
    /* The same shared point seen from the kill: when the attacker's kill
     * lies in the dragon's eye space and the owner's move there holds, a
     * report names it as the save (ld_owl.tst 160: B19 for both; the
     * searcher's save B16 also lives, but the vital point is the answer
     * that does not depend on reading a wider shape right) -- unless the
     * save found is a shared vital point itself (ld_owl.tst 43: R1 kills
     * and holds, S2 both saves and kills). */
    else if (check_static && !shared_save && save != kill && kill != PASS
             && in_eye_space(o, b, a, str, kill) && holds(o, b, a, str, false, kill))
        save = kill;
    *attack = kill;
    *defence = save;
    return STATUS_CRITICAL;
}

/* The report's checks of one side's move, for the engine
 * (movegen_owl.c): the verdict's standard on a single question. */
bool owl_kill_confirmed(struct owl *o, struct board *b, const struct dragon_analysis *a, int d,
                        coord kill)
{
    coord str = main_stone(b, a, d);
    if (kill != PASS && owl_move_attacks(o, b, a, kill, str) != READ_FAIL)
        return true;
    return first_outright_kill(o, b, a, str, kill) != PASS;
}

bool owl_save_confirmed(struct owl *o, struct board *b, const struct dragon_analysis *a, int d,
                        coord save)
{
    coord str = main_stone(b, a, d);
    if (save != PASS && owl_move_defends(o, b, a, save, str) != READ_FAIL)
        return true;
    return first_holding(o, b, a, str, false) != PASS;
}

enum stone_status owl_dragon_status(struct owl *o, struct board *b,
                                    const struct dragon_analysis *a, int d, coord *attack,
                                    coord *defence)
{
    return read_status(o, b, a, d, false, false, attack, defence);
}

enum stone_status owl_dragon_status_checked(struct owl *o, struct board *b,
                                            const struct dragon_analysis *a, int d,
                                            coord *attack, coord *defence)
{
    return read_status(o, b, a, d, false, true, attack, defence);
}

enum stone_status owl_dragon_verdict(struct owl *o, struct board *b,
                                     const struct dragon_analysis *a, int d, coord *attack,
                                     coord *defence)
{
    /* The report's reads see the corner ties walled by the owner as his
     * eye space (EYES_READ_WALLED_TIES): ld_owl.tst 51 61.  The engine's
     * reads do not: there it cost owl.tst and moved classical moves
     * (docs/life-and-death.md, session 13). */
    bool ties = o->walled_ties;
    o->walled_ties = true;
    enum stone_status st = read_status(o, b, a, d, true, false, attack, defence);
    o->walled_ties = ties;
    return st;
}
