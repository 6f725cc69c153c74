/* compile.c — turns parsed patterns (pattern_ast.h) into compiled ones.
 *
 * It owns the meaning of the language: diagram characters and edges,
 * labels, classes, symmetries, actions and the translation of
 * constraints into bytecode.  Every mistake is reported at the exact
 * file:line:col of the offending character, and a file with one bad
 * pattern adds nothing to the builder.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "patterns/pattern_build.h"
#include "patterns/pattern_eval.h"
#include "patterns/pattern_funcs.h"

#define DIAG_MAX (BOARD_MAX_SIZE + 2)

struct compiler {
    struct pattern_builder *pb;
    const struct pat_parse *pp;
    char *err;
    int errlen;
    bool failed;
};

static bool fail(struct compiler *cc, struct pat_loc loc, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static bool fail(struct compiler *cc, struct pat_loc loc, const char *fmt, ...)
{
    if (cc->failed)
        return false;
    cc->failed = true;
    int n = snprintf(cc->err, (size_t)cc->errlen, "%s:%d:%d: ", cc->pp->filename, loc.line, loc.col);
    if (n >= 0 && n < cc->errlen) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(cc->err + n, (size_t)(cc->errlen - n), fmt, ap);
        va_end(ap);
    }
    return false;
}

static struct pat_loc at(struct pat_loc base, int offset)
{
    base.col += offset;
    return base;
}

/* ---- the diagram ------------------------------------------------------ */

struct diagram {
    int nrows, width;
    char ch[DIAG_MAX][DIAG_MAX];
    char label[DIAG_MAX][DIAG_MAX];
    struct pat_loc loc[DIAG_MAX];       /* main layer start of each row */
    struct pat_loc lab_loc[DIAG_MAX];   /* label layer start (col 0: none) */
    bool top, bottom, left, right;
    int move_r, move_c;
};

static bool is_label(int c)
{
    return c >= 'a' && c <= 'z' && c != 'x' && c != 'o';
}

static bool is_edge_row(const char *s, int n)
{
    for (int i = 0; i < n; i++)
        if (s[i] != '-' && s[i] != '+')
            return false;
    return n > 0;
}

/* Splits the rows into main and label layers and checks their widths. */
static bool read_rows(struct compiler *cc, const struct pat_src *src, struct diagram *d)
{
    memset(d, 0, sizeof *d);
    int prev_line = 0;
    for (const struct pat_row *r = src->rows; r; r = r->next) {
        if (prev_line && r->loc.line != prev_line + 1)
            return fail(cc, r->loc, "diagram rows must be on consecutive lines");
        prev_line = r->loc.line;
        if (d->nrows == DIAG_MAX)
            return fail(cc, r->loc, "diagram has more than %d rows", DIAG_MAX);
        const char *s = r->text;
        int n = (int)strcspn(s, " \t");
        const char *lab = s + n + strspn(s + n, " \t");
        int ln = (int)strcspn(lab, " \t");
        if (lab[ln + strspn(lab + ln, " \t")] != '\0')
            return fail(cc, at(r->loc, (int)(lab + ln - s) + (int)strspn(lab + ln, " \t")),
                        "a diagram row has at most two parts: the diagram and its labels");
        if (n > DIAG_MAX)
            return fail(cc, r->loc, "diagram row wider than %d cells", DIAG_MAX);
        if (d->nrows == 0)
            d->width = n;
        else if (n != d->width)
            return fail(cc, r->loc, "diagram row is %d cells wide, the first row %d", n, d->width);
        if (ln && ln != n)
            return fail(cc, at(r->loc, (int)(lab - s)),
                        "label row is %d cells wide, its diagram row %d", ln, n);
        int row = d->nrows++;
        memcpy(d->ch[row], s, (size_t)n);
        d->loc[row] = r->loc;
        if (ln) {
            memcpy(d->label[row], lab, (size_t)ln);
            d->lab_loc[row] = at(r->loc, (int)(lab - s));
        }
    }
    if (d->nrows == 0)
        return fail(cc, src->loc, "pattern '%s' has no diagram", src->name);
    return true;
}

static bool check_edges(struct compiler *cc, struct diagram *d)
{
    d->top = is_edge_row(d->ch[0], d->width);
    d->bottom = d->nrows > 1 && is_edge_row(d->ch[d->nrows - 1], d->width);
    int first = d->top, last = d->nrows - 1 - d->bottom;
    for (int r = first; r <= last; r++)
        if (is_edge_row(d->ch[r], d->width))
            return fail(cc, d->loc[r], "an edge row ('-') must be the first or last row");
    if (first > last)
        return fail(cc, d->loc[0], "diagram has only edge rows");
    d->left = d->ch[first][0] == '|';
    d->right = d->width > 1 && d->ch[first][d->width - 1] == '|';
    for (int r = first; r <= last; r++) {
        if ((d->ch[r][0] == '|') != d->left)
            return fail(cc, d->loc[r], d->left ? "row must start with '|' like the rows above"
                                               : "'|' at the start of a row must be in every row");
        if ((d->ch[r][d->width - 1] == '|') != d->right && d->width > 1)
            return fail(cc, at(d->loc[r], d->width - 1),
                        d->right ? "row must end with '|' like the rows above"
                                 : "'|' at the end of a row must be in every row");
        for (int c = d->left; c < d->width - d->right; c++) {
            char ch = d->ch[r][c];
            if (ch == '|')
                return fail(cc, at(d->loc[r], c), "'|' draws an edge: only first or last in a row");
            if (ch == '-' || ch == '+')
                return fail(cc, at(d->loc[r], c),
                            "'%c' draws a horizontal edge: its row may hold only '-' and '+'", ch);
        }
    }
    for (int r = 0; r < d->nrows; r += d->nrows - 1) {
        if (!((r == 0 && d->top) || (r == d->nrows - 1 && d->bottom)))
            goto next;
        for (int c = 0; c < d->width; c++) {
            bool corner = (c == 0 && d->left) || (c == d->width - 1 && d->right);
            if (corner != (d->ch[r][c] == '+'))
                return fail(cc, at(d->loc[r], c), corner ? "an edge row needs '+' at a corner"
                                                         : "'+' marks a corner: only where edges meet");
        }
    next:
        if (d->nrows == 1)
            break;
    }
    return true;
}

static int cell_want(char ch)
{
    switch (ch) {
    case '.': case '*': return PW(PS_EMPTY);
    case 'X': return PW(PS_OPP);
    case 'O': return PW(PS_OWN);
    case 'x': return PW(PS_EMPTY) | PW(PS_OPP);
    case 'o': return PW(PS_EMPTY) | PW(PS_OWN);
    case '?': return PW_ANY_ON;
    default: return is_label(ch) ? (int)PW(PS_EMPTY) : -1;
    }
}

struct compiled_labels {
    int n;
    char letter[PAT_MAX_LABELS];
    int8_t dr[PAT_MAX_LABELS], dc[PAT_MAX_LABELS];
    uint8_t want[PAT_MAX_LABELS];
};

static bool read_cells(struct compiler *cc, struct diagram *d, struct pattern *p,
                       struct compiled_labels *labs, const struct pat_src *src)
{
    int first = d->top, last = d->nrows - 1 - d->bottom;
    struct pat_loc lab_at[26] = {{0, 0}};
    int nmoves = 0;
    for (int r = first; r <= last; r++)
        for (int c = d->left; c < d->width - d->right; c++) {
            char ch = d->ch[r][c];
            if (cell_want(ch) < 0)
                return fail(cc, at(d->loc[r], c), "unknown diagram character '%c'", ch);
            if (ch == '*') {
                if (nmoves++)
                    return fail(cc, at(d->loc[r], c), "a pattern has exactly one move '*'");
                d->move_r = r;
                d->move_c = c;
            }
            char lab = is_label(ch) ? ch : 0;
            if (d->lab_loc[r].line) {
                char lc = d->label[r][c];
                struct pat_loc lat = at(d->lab_loc[r], c);
                if (is_label(lc)) {
                    if (lab)
                        return fail(cc, lat, "point already labelled '%c' in the diagram", lab);
                    lab = lc;
                } else if (lc != ch) {
                    return fail(cc, lat, "label row shows '%c' where the diagram has '%c'", lc, ch);
                }
            }
            if (lab) {
                struct pat_loc lat = d->lab_loc[r].line && d->label[r][c] == lab
                                   ? at(d->lab_loc[r], c) : at(d->loc[r], c);
                if (lab_at[lab - 'a'].line)
                    return fail(cc, lat, "label '%c' used twice (first at %d:%d)", lab,
                                lab_at[lab - 'a'].line, lab_at[lab - 'a'].col);
                lab_at[lab - 'a'] = lat;
                d->label[r][c] = lab;
            } else {
                d->label[r][c] = 0;
            }
        }
    if (nmoves == 0)
        return fail(cc, src->loc, "pattern '%s' has no move '*' in its diagram", src->name);

    /* Cells relative to the move, labels in alphabetical order. */
    labs->n = 1;
    labs->letter[0] = '*';
    labs->dr[0] = labs->dc[0] = 0;
    labs->want[0] = PW(PS_EMPTY);
    struct pattern_builder *pb = cc->pb;
    p->cells = pb->ncells;
    for (int r = first; r <= last; r++)
        for (int c = d->left; c < d->width - d->right; c++) {
            if (r == d->move_r && c == d->move_c)
                continue;
            pb->cells = pb_grow(pb->cells, &pb->cap_cells, pb->ncells + 1, sizeof *pb->cells);
            struct pat_cell *cell = &pb->cells[pb->ncells++];
            cell->dr = (int8_t)(r - d->move_r);
            cell->dc = (int8_t)(c - d->move_c);
            cell->want = (uint8_t)cell_want(d->ch[r][c]);
        }
    p->ncells = pb->ncells - p->cells;
    for (int l = 'a'; l <= 'z'; l++)
        for (int r = first; r <= last; r++)
            for (int c = d->left; c < d->width - d->right; c++)
                if (d->label[r][c] == l) {
                    int i = labs->n++;
                    labs->letter[i] = (char)l;
                    labs->dr[i] = (int8_t)(r - d->move_r);
                    labs->dc[i] = (int8_t)(c - d->move_c);
                    labs->want[i] = (uint8_t)cell_want(d->ch[r][c]);
                }
    p->edge[SIDE_TOP] = (int8_t)(d->top ? d->move_r : 0);
    p->edge[SIDE_BOTTOM] = (int8_t)(d->bottom ? d->nrows - 1 - d->move_r : 0);
    p->edge[SIDE_LEFT] = (int8_t)(d->left ? d->move_c : 0);
    p->edge[SIDE_RIGHT] = (int8_t)(d->right ? d->width - 1 - d->move_c : 0);
    p->nlabels = (uint8_t)labs->n;
    memcpy(p->labels, labs->letter, (size_t)labs->n);
    p->labels[labs->n] = '\0';
    return true;
}

static int label_index(const struct compiled_labels *labs, char letter)
{
    for (int i = 0; i < labs->n; i++)
        if (labs->letter[i] == letter)
            return i;
    return -1;
}

/* ---- class, symmetry, value, actions ---------------------------------- */

static bool class_allows_swap(int k)
{
    return k == PC_CONNECTION || k == PC_CUT || k == PC_EYE || k == PC_ENDGAME || k == PC_TACTICAL
        || k == PC_LIFE;
}

static bool read_class(struct compiler *cc, const struct pat_src *src, struct pattern *p)
{
    if (!src->klass)
        return fail(cc, src->loc, "pattern '%s' has no class line", src->name);
    int k = pattern_class_lookup(src->klass->text);
    if (k < 0)
        return fail(cc, src->klass->loc, "unknown class '%s'", src->klass->text);
    p->klass = (uint8_t)k;
    p->swap = k == PC_EYE || k == PC_ENDGAME || k == PC_LIFE;
    return true;
}

/* Returns the symmetry group as a bit set of transforms. */
static bool read_symmetry(struct compiler *cc, const struct pat_src *src, struct pattern *p,
                          unsigned *group)
{
    *group = 0xff;
    const struct pat_word *w = src->symmetry;
    if (!w)
        return true;
    static const struct { const char *name; unsigned set; } GROUPS[] = {
        {"all", 0xff}, {"none", 0x01}, {"lr", 0x11}, {"ud", 0x21},
    };
    size_t g;
    for (g = 0; g < sizeof GROUPS / sizeof GROUPS[0]; g++)
        if (strcmp(w->text, GROUPS[g].name) == 0)
            break;
    if (g == sizeof GROUPS / sizeof GROUPS[0])
        return fail(cc, w->loc, "unknown symmetry '%s' (all, none, lr or ud)", w->text);
    *group = GROUPS[g].set;
    for (w = w->next; w; w = w->next) {
        if (strcmp(w->text, "swap") == 0) {
            if (!class_allows_swap(p->klass))
                return fail(cc, w->loc, "class %s does not allow colour swap",
                            pattern_class_name(p->klass));
            p->swap = 1;
        } else if (strcmp(w->text, "noswap") == 0) {
            p->swap = 0;
        } else {
            return fail(cc, w->loc, "unexpected '%s' after the symmetry (swap or noswap)", w->text);
        }
    }
    return true;
}

static bool action_label(struct compiler *cc, const struct compiled_labels *labs,
                         const struct pat_word *w, unsigned want, const char *what,
                         uint8_t *out)
{
    if (!w)
        return false;
    int i = strlen(w->text) == 1 ? label_index(labs, w->text[0]) : -1;
    if (w->text[0] == '*' && w->text[1] == '\0')
        i = 0;
    if (i < 0)
        return fail(cc, w->loc, "unknown label '%s'", w->text);
    if (want && labs->want[i] != want)
        return fail(cc, w->loc, "label '%s' must mark %s", w->text, what);
    *out = (uint8_t)i;
    return true;
}

static bool read_action(struct compiler *cc, const struct pat_action_src *a,
                        const struct compiled_labels *labs, struct pattern *p)
{
    const struct pat_word *w = a->words;
    if (p->nactions == PAT_MAX_ACTIONS)
        return fail(cc, w->loc, "more than %d actions", PAT_MAX_ACTIONS);
    int kind = pattern_action_lookup(w->text);
    if (kind < 0)
        return fail(cc, w->loc, "unknown action '%s'", w->text);
    struct pat_action *act = &p->actions[p->nactions];
    memset(act, 0, sizeof *act);
    act->kind = (uint8_t)kind;
    const struct pat_word *arg = w->next;
    int nargs = 0;
    for (const struct pat_word *x = arg; x; x = x->next)
        nargs++;
    int need = 0;
    switch (kind) {
    case PA_CONNECT: case PA_CUT: need = 2; break;
    case PA_ATTACK: case PA_DEFEND: case PA_SHAPE: case PA_JOSEKI: need = 1; break;
    default: need = 0; break;
    }
    if (nargs != need) {
        struct pat_loc loc = nargs > need ? arg->loc : w->loc;
        for (int i = 0; i < need && nargs > need; i++)
            loc = (arg = arg->next) ? arg->loc : loc;
        return fail(cc, loc, "action %s takes %d argument%s, not %d", w->text, need,
                    need == 1 ? "" : "s", nargs);
    }
    arg = w->next;
    switch (kind) {
    case PA_CONNECT: case PA_DEFEND:
        if (!action_label(cc, labs, arg, PW(PS_OWN), "an O stone", &act->arg[0]))
            return false;
        if (kind == PA_CONNECT
            && !action_label(cc, labs, arg->next, PW(PS_OWN), "an O stone", &act->arg[1]))
            return false;
        break;
    case PA_CUT: case PA_ATTACK:
        if (!action_label(cc, labs, arg, PW(PS_OPP), "an X stone", &act->arg[0]))
            return false;
        if (kind == PA_CUT
            && !action_label(cc, labs, arg->next, PW(PS_OPP), "an X stone", &act->arg[1]))
            return false;
        break;
    case PA_SHAPE:
        if (strcmp(arg->text, "+") != 0 && strcmp(arg->text, "-") != 0)
            return fail(cc, arg->loc, "shape takes '+' (good shape) or '-' (bad shape)");
        act->sign = arg->text[0] == '+' ? 1 : -1;
        break;
    case PA_JOSEKI: {
        int q = joseki_quality_lookup(arg->text);
        if (q < 0)
            return fail(cc, arg->loc, "unknown joseki quality '%s' (good, urgent, minor, trick, bad)",
                        arg->text);
        act->sign = (int8_t)q;
        break;
    }
    default:
        break;
    }
    p->nactions++;
    return true;
}

/* ---- constraints -------------------------------------------------------- */

static void emit(struct compiler *cc, int32_t word)
{
    struct pattern_builder *pb = cc->pb;
    pb->code = pb_grow(pb->code, &pb->cap_code, pb->ncode + 1, sizeof *pb->code);
    pb->code[pb->ncode++] = word;
}

static int binary_opcode(int op)
{
    switch (op) {
    case '+': return OP_ADD;
    case '-': return OP_SUB;
    case '*': return OP_MUL;
    case '/': return OP_DIV;
    case '%': return OP_MOD;
    case '<': return OP_LT;
    case '>': return OP_GT;
    case PO_LE: return OP_LE;
    case PO_GE: return OP_GE;
    case PO_EQ: return OP_EQ;
    case PO_NE: return OP_NE;
    default: return -1;
    }
}

/* Emits e; returns the stack depth it needs, or -1 after an error. */
static int compile_expr(struct compiler *cc, const struct pat_expr *e,
                        const struct compiled_labels *labs)
{
    switch (e->kind) {
    case PE_NUM:
        emit(cc, OP_NUM);
        emit(cc, e->num);
        return 1;
    case PE_CALL: {
        int f = pattern_function_lookup(e->name);
        if (f < 0)
            return fail(cc, e->loc, "unknown function '%s'", e->name), -1;
        const struct pattern_function *fn = pattern_function_get(f);
        if (fn->nargs != e->nargs)
            return fail(cc, e->loc, "function '%s' takes %d argument%s, not %d", e->name,
                        fn->nargs, fn->nargs == 1 ? "" : "s", e->nargs), -1;
        int idx[PAT_AST_MAX_ARGS];
        for (int i = 0; i < e->nargs; i++) {
            idx[i] = e->args[i] == '*' ? 0 : label_index(labs, e->args[i]);
            if (idx[i] < 0)
                return fail(cc, e->arg_loc[i], "unknown label '%c'", e->args[i]), -1;
        }
        emit(cc, OP_CALL);
        emit(cc, f);
        emit(cc, e->nargs);
        for (int i = 0; i < e->nargs; i++)
            emit(cc, idx[i]);
        return 1;
    }
    case PE_UNARY: {
        int d = compile_expr(cc, e->left, labs);
        emit(cc, e->op == '-' ? OP_NEG : OP_NOT);
        return d;
    }
    case PE_BINARY:
        break;
    }
    int dl = compile_expr(cc, e->left, labs);
    if (dl < 0)
        return -1;
    if (e->op == PO_AND || e->op == PO_OR) {
        emit(cc, e->op == PO_AND ? OP_ANDJ : OP_ORJ);
        uint32_t hole = cc->pb->ncode;
        emit(cc, 0);
        int dr = compile_expr(cc, e->right, labs);
        if (dr < 0)
            return -1;
        cc->pb->code[hole] = (int32_t)(cc->pb->ncode - hole - 1);
        emit(cc, OP_BOOL);
        return dl > dr ? dl : dr;
    }
    int dr = compile_expr(cc, e->right, labs);
    if (dr < 0)
        return -1;
    emit(cc, binary_opcode(e->op));
    return dl > dr + 1 ? dl : dr + 1;
}

static bool read_constraints(struct compiler *cc, const struct pat_src *src,
                             const struct compiled_labels *labs, struct pattern *p)
{
    struct pattern_builder *pb = cc->pb;
    p->code = pb->ncode;
    char text[2048] = "";
    size_t len = 0;
    bool several = src->constraints && src->constraints->next;
    int n = 0;
    /* Several constraint lines must all hold: they chain like &&. */
    for (const struct pat_constraint_src *c = src->constraints; c; c = c->next, n++) {
        uint32_t hole = 0;
        if (n > 0) {
            emit(cc, OP_ANDJ);
            hole = pb->ncode;
            emit(cc, 0);
        }
        int depth = compile_expr(cc, c->expr, labs);
        if (depth < 0)
            return false;
        if (depth > PAT_EVAL_STACK - 2)
            return fail(cc, c->expr->loc, "constraint too deeply nested");
        if (n > 0) {
            pb->code[hole] = (int32_t)(pb->ncode - hole - 1);
            emit(cc, OP_BOOL);
        }
        int w = snprintf(text + len, sizeof text - len, several ? "%s(%s)" : "%s%s",
                         n ? " && " : "", c->text);
        if (w > 0)
            len += (size_t)w;
        if (len >= sizeof text)
            len = sizeof text - 1;
    }
    p->ncode = pb->ncode - p->code;
    p->constraint = n ? pb_strdup(pb, text) : NULL;
    return true;
}

/* ---- one pattern, one file ------------------------------------------------ */

static bool compile_pattern(struct compiler *cc, const struct pat_src *src)
{
    struct pattern_builder *pb = cc->pb;
    for (uint32_t i = 0; i < pb->npatterns; i++)
        if (strcmp(pb->patterns[i].name, src->name) == 0)
            return fail(cc, src->loc, "pattern '%s' already defined at %s:%d", src->name,
                        pb->patterns[i].file, pb->patterns[i].line);
    struct pattern p;
    memset(&p, 0, sizeof p);
    p.line = src->loc.line;
    struct diagram d;
    struct compiled_labels labs;
    unsigned group;
    if (!read_rows(cc, src, &d) || !check_edges(cc, &d) || !read_cells(cc, &d, &p, &labs, src)
        || !read_class(cc, src, &p) || !read_symmetry(cc, src, &p, &group))
        return false;
    p.value = (float)src->value;
    for (const struct pat_action_src *a = src->actions; a; a = a->next)
        if (!read_action(cc, a, &labs, &p))
            return false;
    if (!read_constraints(cc, src, &labs, &p))
        return false;
    p.name = pb_strdup(pb, src->name);
    p.file = pb_strdup(pb, cc->pp->filename);
    pb->patterns = pb_grow(pb->patterns, &pb->cap_patterns, pb->npatterns + 1, sizeof p);
    pb->keys = pb_grow(pb->keys, &pb->cap_keys, pb->npatterns + 1, sizeof *pb->keys);
    uint32_t index = pb->npatterns++;
    pb->patterns[index] = p;
    pb->keys[index] = pb_canonical_key(pb, index);
    for (uint32_t i = 0; i < index; i++)
        if (strcmp(pb->keys[i], pb->keys[index]) == 0)
            return fail(cc, src->loc, "pattern '%s' duplicates '%s' (%s:%d)", src->name,
                        pb->patterns[i].name, pb->patterns[i].file, pb->patterns[i].line);
    pb_expand_variants(pb, index, group, labs.dr, labs.dc);
    return true;
}

/* Undoes everything added since the counts in `mark`. */
void pb_truncate(struct pattern_builder *pb, const struct pattern_builder *mark)
{
    for (uint32_t i = mark->npatterns; i < pb->npatterns; i++)
        free(pb->keys[i]);
    for (uint32_t i = mark->nstrings; i < pb->nstrings; i++)
        free(pb->strings[i]);
    pb->npatterns = mark->npatterns;
    pb->nvariants = mark->nvariants;
    pb->ncells = mark->ncells;
    pb->nlabel_off = mark->nlabel_off;
    pb->ncode = mark->ncode;
    pb->nstrings = mark->nstrings;
}

bool pb_compile(struct pattern_builder *pb, const struct pat_parse *pp, char *err, int errlen)
{
    struct compiler cc = {pb, pp, err, errlen, false};
    struct pattern_builder mark = *pb;
    for (const struct pat_src *src = pp->patterns; src; src = src->next)
        if (!compile_pattern(&cc, src)) {
            if (pb->npatterns > mark.npatterns && !cc.failed)
                cc.failed = true;
            pb_truncate(pb, &mark);
            return false;
        }
    return true;
}

bool pb_add_text(struct pattern_builder *pb, const char *text, const char *name,
                 char *err, int errlen)
{
    struct pat_parse pp;
    bool ok = pat_parse_text(&pp, text, name);
    if (!ok)
        snprintf(err, (size_t)errlen, "%s", pp.err);
    else
        ok = pb_compile(pb, &pp, err, errlen);
    pat_parse_free(&pp);
    return ok;
}

char *pattern_read_file(const char *path, char *err, int errlen)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        snprintf(err, (size_t)errlen, "%s: cannot open: %s", path, strerror(errno));
        return NULL;
    }
    size_t cap = 4096, len = 0;
    char *buf = malloc(cap);
    size_t n;
    while (buf && (n = fread(buf + len, 1, cap - len - 1, f)) > 0) {
        len += n;
        if (cap - len - 1 == 0) {
            char *bigger = realloc(buf, cap * 2);
            if (!bigger) {
                free(buf);
                buf = NULL;
            }
            buf = bigger;
            cap *= 2;
        }
    }
    bool bad = ferror(f);
    fclose(f);
    if (!buf || bad) {
        free(buf);
        snprintf(err, (size_t)errlen, "%s: cannot read", path);
        return NULL;
    }
    buf[len] = '\0';
    if (strlen(buf) != len) {
        int line = 1;
        for (const char *s = buf; *s; s++)
            line += *s == '\n';
        snprintf(err, (size_t)errlen, "%s:%d: file contains a NUL byte", path, line);
        free(buf);
        return NULL;
    }
    return buf;
}

bool pb_add_file(struct pattern_builder *pb, const char *path, char *err, int errlen)
{
    char *text = pattern_read_file(path, err, errlen);
    if (!text)
        return false;
    bool ok = pb_add_text(pb, text, path, err, errlen);
    free(text);
    return ok;
}
