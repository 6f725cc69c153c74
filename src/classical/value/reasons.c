/* reasons.c — owns the move-reason list (posting, merging duplicates,
 * per-move lookup) and the words each kind is explained with. */
#include "classical/value/reasons.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/coord.h"

static const char *const KIND_NAME[RK_NKINDS] = {
#define REASON_NAME(id, name, unit) name,
    REASON_KINDS(REASON_NAME)
#undef REASON_NAME
};

static const char *const KIND_UNIT[RK_NKINDS] = {
#define REASON_UNIT(id, name, unit) unit,
    REASON_KINDS(REASON_UNIT)
#undef REASON_UNIT
};

void reasons_init(struct reason_list *l) { memset(l, 0, sizeof *l); }

void reasons_free(struct reason_list *l)
{
    free(l->r);
    reasons_init(l);
}

void reasons_clear(struct reason_list *l) { l->n = 0; }

static struct reason *find_same(struct reason_list *l, enum reason_kind kind, coord move,
                                coord target)
{
    for (int i = 0; i < l->n; i++)
        if (l->r[i].move == move && l->r[i].kind == kind && l->r[i].target == target)
            return &l->r[i];
    return NULL;
}

bool reasons_add(struct reason_list *l, enum reason_kind kind, coord move, coord target,
                 float amount, int code, const char *source)
{
    /* Two modules (or two pattern matches) seeing the same thing must
     * not count it twice: the larger estimate stands. */
    struct reason *same = find_same(l, kind, move, target);
    if (same) {
        if (amount > same->amount) {
            same->amount = amount;
            same->code = (signed char)code;
            same->source = source;
        }
        return true;
    }
    if (l->n == l->cap) {
        int cap = l->cap ? 2 * l->cap : 256;
        struct reason *r = realloc(l->r, (size_t)cap * sizeof *r);
        if (!r)
            return false;
        l->r = r;
        l->cap = cap;
    }
    l->r[l->n++] = (struct reason){.move = move, .target = target, .kind = (unsigned char)kind,
                                   .code = (signed char)code, .amount = amount,
                                   .source = source};
    return true;
}

int reasons_of(const struct reason_list *l, coord move, const struct reason **out, int max)
{
    int n = 0;
    for (int i = 0; i < l->n; i++)
        if (l->r[i].move == move) {
            if (n < max)
                out[n] = &l->r[i];
            n++;
        }
    return n;
}

bool reasons_move_targets(const struct reason_list *l, const struct board *b, coord move,
                          enum reason_kind kind, coord stone)
{
    if (stone == PASS || b->color[stone] == EMPTY)
        return false;
    for (int i = 0; i < l->n; i++) {
        const struct reason *r = &l->r[i];
        if (r->move == move && r->kind == kind && r->target != PASS
            && b->color[r->target] != EMPTY && b->str[r->target] == b->str[stone])
            return true;
    }
    return false;
}

bool reasons_move_is_ko(const struct reason_list *l, coord move)
{
    for (int i = 0; i < l->n; i++) {
        const struct reason *r = &l->r[i];
        if (r->move != move || (r->code != 2 && r->code != 3))
            continue;
        switch (r->kind) {
        case RK_ATTACK_STRING: case RK_DEFEND_STRING: case RK_KILL_DRAGON:
        case RK_SAVE_DRAGON: case RK_WIN_SEMEAI:
            return true;
        default:
            break;
        }
    }
    return false;
}

const char *reason_kind_name(enum reason_kind k)
{
    return k < RK_NKINDS ? KIND_NAME[k] : "?";
}

const char *reason_kind_unit(enum reason_kind k)
{
    return k < RK_NKINDS ? KIND_UNIT[k] : "?";
}

int reason_kind_parse(const char *name)
{
    for (int k = 0; k < RK_NKINDS; k++)
        if (!strcmp(KIND_NAME[k], name))
            return k;
    return -1;
}

static const char *ko_words(int code)
{
    return code == 2 ? " with ko" : code == 3 ? " with a ko needing a threat" : "";
}

/* "1 stone" / "3 stones": the string at the target when there is one,
 * since the amount of a ko fight is halved and no longer counts stones. */
static void stones_words(const struct reason *r, const struct board *b, char *buf, size_t len)
{
    int n = (int)(r->amount + 0.5f);
    if (r->target != PASS && r->target < BOARD_MAX_POINTS
        && (b->color[r->target] == BLACK || b->color[r->target] == WHITE))
        n = board_string_size(b, r->target);
    snprintf(buf, len, "%d stone%s", n, n == 1 ? "" : "s");
}

/* Words a player reads: what the move does and to what, with the stake
 * in the kind's own terms; the points the weights give it are the
 * caller's to add (they depend on the weights table in use). */
void reason_describe(const struct reason *r, const struct board *b, char *buf, int len)
{
    char t[8] = "";
    if (r->target != PASS)
        format_vertex(b, r->target, t);
    char st[24];
    stones_words(r, b, st, sizeof st);
    float a = r->amount;
    const char *src = r->source ? r->source : "";
    size_t n = (size_t)len;
    switch (r->kind) {
    case RK_ATTACK_STRING:
        if (r->source && !strcmp(r->source, "removes dead stones"))
            snprintf(buf, n, "takes the dead %s off the board (%s)", t, st);
        else
            snprintf(buf, n, "captures %s (%s)%s", t, st, ko_words(r->code));
        break;
    case RK_DEFEND_STRING:
        snprintf(buf, n, "saves %s (%s)%s", t, st, ko_words(r->code));
        break;
    case RK_KILL_DRAGON:
        snprintf(buf, n, "kills the %s dragon (%.0f points at stake)%s", t, a, ko_words(r->code));
        break;
    case RK_SAVE_DRAGON:
        snprintf(buf, n, "saves the %s dragon (%.0f points at stake)%s", t, a, ko_words(r->code));
        break;
    case RK_WIN_SEMEAI:
        snprintf(buf, n, "wins the capturing race against %s (%.0f stones)%s", t, a,
                 ko_words(r->code));
        break;
    case RK_CONNECT:
        snprintf(buf, n, "connects %s (%.0f stones at stake)", t, a);
        break;
    case RK_CUT:
        snprintf(buf, n, "cuts off %s (%.0f stones at stake)", t, a);
        break;
    case RK_MAKE_EYE:
        snprintf(buf, n, "makes an eye for %s (%s)", t, src);
        break;
    case RK_DESTROY_EYE:
        snprintf(buf, n, "takes an eye from %s (%s)", t, src);
        break;
    case RK_COMBINATION:
        if (r->source && !strcmp(r->source, "stops a combination")) {
            snprintf(buf, n, "stops a double threat on %s (%.0f stones)", t, a);
            break;
        }
        snprintf(buf, n, "double threat on %s (%.0f stones)", t, a);
        break;
    case RK_TERRITORY:
        snprintf(buf, n, "%s %.1f points of territory", a >= 0 ? "gains" : "loses",
                 a >= 0 ? a : -a);
        break;
    case RK_MOYO:
        snprintf(buf, n, "%s %.1f points of moyo", a >= 0 ? "builds" : "gives up",
                 a >= 0 ? a : -a);
        break;
    case RK_STRENGTHEN:
        snprintf(buf, n, "strengthens the weak %s dragon", t);
        break;
    case RK_WEAKEN:
        snprintf(buf, n, "weakens the %s dragon", t);
        break;
    case RK_JOSEKI:
        snprintf(buf, n, "joseki (%s)", src);
        break;
    case RK_FUSEKI:
        snprintf(buf, n, "opening move (%s)", src);
        break;
    case RK_SHAPE:
        snprintf(buf, n, "%s shape (%s)", a >= 0 ? "good" : "bad", src);
        break;
    case RK_ENDGAME:
        snprintf(buf, n, "endgame move (%s)", src);
        break;
    case RK_THREAT:
        snprintf(buf, n, "threatens to capture %s (%.0f stones): sente", t, a);
        break;
    case RK_CONTACT:
        snprintf(buf, n, "answers the contact at %s (liberty pressure %+.2f)", t, a);
        break;
    case RK_SENTE:
        if (r->source && !strcmp(r->source, "reverse sente"))
            snprintf(buf, n, "reverse sente: stops the opponent's sente move here");
        else
            snprintf(buf, n, "sente: the follow-up forces an answer");
        break;
    case RK_KO_THREAT:
        snprintf(buf, n, "ko threat against %s (%.0f stones)", t, a);
        break;
    case RK_BLUNDER:
        if (r->target == PASS)
            snprintf(buf, n, "blunder: a known bad move (%s)", src);
        else if (!strcmp(src, "fills an own eye"))
            snprintf(buf, n, "blunder: fills an own eye");
        else
            snprintf(buf, n, "blunder: %s (%.0f stones)", src, a);
        break;
    default:
        snprintf(buf, n, "%s %.1f", reason_kind_name(r->kind), a);
    }
}
