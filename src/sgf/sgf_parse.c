/* sgf_parse.c — owns turning SGF text into a tree of nodes and properties.
 *
 * The grammar is FF[4]'s: Collection = GameTree+, GameTree = '(' Sequence
 * GameTree* ')', Sequence = Node+, Node = ';' Property*, Property = Ident
 * Value+.  Only the first game tree of a collection is kept; the rest of
 * the file is not read.
 *
 * The parser is iterative (an explicit stack of open '(' instead of
 * recursion) because a hostile file can nest variations as deep as it is
 * long, and the main line of a long game is a chain of thousands of nodes.
 */
#include "sgf.h"

#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "sgf_error.h"
#include "util/strbuf.h"

#define SGF_MAX_FILE (64L * 1024 * 1024)

struct parser {
    const char *name;
    const char *text;
    size_t len, pos;
    int line, col;
    struct sgf_error *err;
    bool failed;
};

/* ---- errors and positions -------------------------------------------- */

static void fail_at(struct parser *p, int line, int col, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

static void fail_at(struct parser *p, int line, int col, const char *fmt, ...)
{
    if (p->failed)
        return;
    p->failed = true;
    va_list ap;
    va_start(ap, fmt);
    sgf_verror_at(p->err, p->name, line, col, fmt, ap);
    va_end(ap);
}

static bool at_end(const struct parser *p) { return p->pos >= p->len; }
static int peek(const struct parser *p) { return at_end(p) ? -1 : (unsigned char)p->text[p->pos]; }

/* Advances one character, counting lines.  CR LF, LF CR, CR and LF are
 * each one line break, as the SGF specification allows. */
static void advance(struct parser *p)
{
    char c = p->text[p->pos++];
    if (c == '\n' || c == '\r') {
        char pair = c == '\n' ? '\r' : '\n';
        if (!at_end(p) && p->text[p->pos] == pair)
            p->pos++;
        p->line++;
        p->col = 1;
    } else {
        p->col++;
    }
}

static void skip_space(struct parser *p)
{
    while (!at_end(p) && isspace((unsigned char)p->text[p->pos]))
        advance(p);
}

/* A printable description of the character at the cursor, for messages. */
static const char *describe(const struct parser *p, char *buf, size_t n)
{
    int c = peek(p);
    if (c < 0)
        snprintf(buf, n, "end of file");
    else if (isprint(c))
        snprintf(buf, n, "'%c'", c);
    else
        snprintf(buf, n, "byte 0x%02x", c);
    return buf;
}

/* ---- tree building --------------------------------------------------- */

static void *xcalloc(size_t n, size_t size)
{
    void *m = calloc(n ? n : 1, size);
    if (!m) {
        fprintf(stderr, "moyo: out of memory reading SGF\n");
        abort();
    }
    return m;
}

static void free_props(struct sgf_prop *pr)
{
    while (pr) {
        struct sgf_prop *next = pr->next;
        for (int i = 0; i < pr->nvalues; i++)
            free(pr->values[i]);
        free(pr->values);
        free(pr->pos);
        free(pr);
        pr = next;
    }
}

/* Frees a subtree without recursion: children and siblings are spliced
 * into one work list as nodes are freed. */
static void free_nodes(struct sgf_node *n)
{
    while (n) {
        struct sgf_node *rest = n->sibling;
        if (n->child) {
            struct sgf_node *last = n->child;
            while (last->sibling)
                last = last->sibling;
            last->sibling = rest;
            rest = n->child;
        }
        free_props(n->props);
        free(n);
        n = rest;
    }
}

void sgf_tree_free(struct sgf_tree *tree)
{
    if (!tree)
        return;
    free_nodes(tree->root);
    free(tree->filename);
    tree->root = NULL;
    tree->filename = NULL;
}

const char *sgf_get(const struct sgf_node *n, const char *ident)
{
    if (!n)
        return NULL;
    for (const struct sgf_prop *pr = n->props; pr; pr = pr->next)
        if (strcmp(pr->ident, ident) == 0 && pr->nvalues > 0)
            return pr->values[0];
    return NULL;
}

/* ---- properties ------------------------------------------------------- */

/* Reads one [value] (the cursor is on '['), resolving escapes: "\\" + a
 * line break is a soft break and vanishes; "\\" + any other character is
 * that character. */
static char *read_value(struct parser *p, const char *ident)
{
    int line = p->line, col = p->col;
    advance(p);                                         /* '[' */
    struct strbuf sb;
    sb_init(&sb);
    sb_add(&sb, "");
    for (;;) {
        if (at_end(p)) {
            fail_at(p, line, col, "unterminated value of property %s (missing ']')", ident);
            sb_free(&sb);
            return NULL;
        }
        char c = p->text[p->pos];
        if (c == ']') {
            advance(p);
            break;
        }
        if (c == '\\') {
            advance(p);
            if (at_end(p))
                continue;                               /* reported above */
            c = p->text[p->pos];
            if (c != '\n' && c != '\r')
                sb_addc(&sb, c);
            advance(p);                                 /* eats CR LF too */
            continue;
        }
        if (c == '\r' || c == '\n') {
            sb_addc(&sb, '\n');                         /* one form of line break */
            advance(p);
            continue;
        }
        sb_addc(&sb, c);
        advance(p);
    }
    char *s = sb.s;                                     /* ownership moves out */
    return s;
}

static void add_value(struct sgf_prop *pr, char *v, int line, int col)
{
    pr->values = realloc(pr->values, (size_t)(pr->nvalues + 1) * sizeof *pr->values);
    pr->pos = realloc(pr->pos, (size_t)(pr->nvalues + 1) * sizeof *pr->pos);
    if (!pr->values || !pr->pos) {
        fprintf(stderr, "moyo: out of memory reading SGF\n");
        abort();
    }
    pr->values[pr->nvalues] = v;
    pr->pos[pr->nvalues].line = line;
    pr->pos[pr->nvalues].col = col;
    pr->nvalues++;
}

/* Reads an identifier.  Upper-case letters make the identifier; FF[3]
 * long forms such as "AddBlack" also carry lower-case letters, which are
 * dropped (AddBlack -> AB).  Returns false after reporting an error. */
static bool read_ident(struct parser *p, char *ident, size_t n)
{
    int line = p->line, col = p->col;
    size_t k = 0, start = p->pos;
    bool too_long = false;
    while (!at_end(p) && isalpha((unsigned char)p->text[p->pos])) {
        char c = p->text[p->pos];
        if (isupper((unsigned char)c)) {
            if (k + 1 < n)
                ident[k++] = c;
            else
                too_long = true;
        }
        advance(p);
    }
    ident[k] = '\0';
    int shown = (int)(p->pos - start > 40 ? 40 : p->pos - start);
    if (too_long) {
        fail_at(p, line, col, "bad property identifier '%.*s' (too long)", shown, p->text + start);
        return false;
    }
    if (k == 0) {
        fail_at(p, line, col, "bad property identifier '%.*s' (no upper-case letter)",
                shown, p->text + start);
        return false;
    }
    return true;
}

static struct sgf_prop *read_property(struct parser *p)
{
    struct sgf_prop *pr = xcalloc(1, sizeof *pr);
    pr->line = p->line;
    pr->col = p->col;
    if (!read_ident(p, pr->ident, sizeof pr->ident))
        goto bad;
    skip_space(p);
    if (peek(p) != '[') {
        char what[32];
        fail_at(p, p->line, p->col, "property %s has no value (expected '[', found %s)",
                pr->ident, describe(p, what, sizeof what));
        goto bad;
    }
    while (peek(p) == '[') {
        int line = p->line, col = p->col;
        char *v = read_value(p, pr->ident);
        if (!v)
            goto bad;
        add_value(pr, v, line, col);
        skip_space(p);
    }
    return pr;
bad:
    free_props(pr);
    return NULL;
}

/* Reads the properties of a node (the cursor is just after ';'). */
static bool read_properties(struct parser *p, struct sgf_node *node)
{
    struct sgf_prop **tail = &node->props;
    for (;;) {
        skip_space(p);
        if (!isalpha(peek(p)))
            return true;
        struct sgf_prop *pr = read_property(p);
        if (!pr)
            return false;
        *tail = pr;
        tail = &pr->next;
    }
}

/* ---- game trees ------------------------------------------------------- */

struct open_paren {
    struct sgf_node *parent;    /* the node variations hang from (NULL: root) */
    int line, col;
};

struct paren_stack {
    struct open_paren *v;
    int n, cap;
};

static void push_paren(struct paren_stack *st, struct sgf_node *parent, int line, int col)
{
    if (st->n == st->cap) {
        st->cap = st->cap ? st->cap * 2 : 64;
        st->v = realloc(st->v, (size_t)st->cap * sizeof *st->v);
        if (!st->v) {
            fprintf(stderr, "moyo: out of memory reading SGF\n");
            abort();
        }
    }
    st->v[st->n].parent = parent;
    st->v[st->n].line = line;
    st->v[st->n].col = col;
    st->n++;
}

/* Hooks a new node into the tree: as the next node of the sequence, or as
 * the first node of a new variation of the node the '(' hangs from. */
static void attach(struct sgf_tree *tree, struct sgf_node *node, struct sgf_node *last,
                   bool first_of_tree, struct sgf_node *parent)
{
    if (!first_of_tree) {
        last->child = node;
        return;
    }
    if (!parent) {
        tree->root = node;
        return;
    }
    struct sgf_node **slot = &parent->child;
    while (*slot)
        slot = &(*slot)->sibling;
    *slot = node;
}

/* Parses the game tree at the cursor (which is on '(').  Returns true when
 * its closing ')' was read. */
static bool parse_game_tree(struct parser *p, struct sgf_tree *tree)
{
    struct paren_stack st = {0};
    struct sgf_node *last = NULL;       /* last node of the current sequence */
    bool after_paren = false;           /* a '(' awaits its first node */
    bool after_close = false;           /* a variation closed at this level */
    char what[32];
    for (;;) {
        skip_space(p);
        int c = peek(p);
        if (c < 0) {
            struct open_paren *o = &st.v[st.n - 1];
            fail_at(p, p->line, p->col, "end of file inside the game tree opened at %d:%d "
                    "(missing ')')", o->line, o->col);
            break;
        }
        if (c == '(') {
            if (after_paren) {
                fail_at(p, p->line, p->col, "missing ';' before '(' (a game tree starts "
                        "with a node)");
                break;
            }
            push_paren(&st, last, p->line, p->col);
            after_paren = true;
            after_close = false;
            advance(p);
        } else if (c == ';') {
            if (after_close) {
                fail_at(p, p->line, p->col, "node after a variation (expected '(' or ')')");
                break;
            }
            struct sgf_node *node = xcalloc(1, sizeof *node);
            node->line = p->line;
            node->col = p->col;
            attach(tree, node, last, after_paren, st.v[st.n - 1].parent);
            last = node;
            after_paren = false;
            advance(p);
            if (!read_properties(p, node))
                break;
        } else if (c == ')') {
            if (after_paren) {
                fail_at(p, p->line, p->col, "empty game tree: missing ';' before ')'");
                break;
            }
            last = st.v[--st.n].parent;
            advance(p);
            if (st.n == 0)
                break;
            after_close = true;
        } else if (after_paren) {
            fail_at(p, p->line, p->col, "missing ';' after '(' (found %s)",
                    describe(p, what, sizeof what));
            break;
        } else {
            fail_at(p, p->line, p->col, "unexpected %s (expected a property, ';', '(' or ')')",
                    describe(p, what, sizeof what));
            break;
        }
    }
    free(st.v);
    return !p->failed;
}

static bool parse_buffer(const char *text, size_t len, const char *name,
                         struct sgf_tree *tree, struct sgf_error *err)
{
    struct parser p = { .name = name, .text = text, .len = len, .line = 1, .col = 1,
                        .err = err };
    tree->root = NULL;
    tree->filename = NULL;
    if (len >= 3 && memcmp(text, "\xef\xbb\xbf", 3) == 0)
        p.pos = 3;                                      /* UTF-8 byte order mark */
    skip_space(&p);
    if (at_end(&p)) {
        fail_at(&p, p.line, p.col, "empty file (no SGF game tree)");
        return false;
    }
    if (peek(&p) != '(') {
        char what[32];
        fail_at(&p, p.line, p.col, "missing '(' at the start of the game tree (found %s)",
                describe(&p, what, sizeof what));
        return false;
    }
    if (!parse_game_tree(&p, tree)) {
        free_nodes(tree->root);
        tree->root = NULL;
        return false;
    }
    tree->filename = strdup(name);
    if (!tree->filename)
        abort();
    return true;
}

bool sgf_parse_string(const char *text, const char *name, struct sgf_tree *tree,
                      struct sgf_error *err)
{
    return parse_buffer(text, strlen(text), name ? name : "(string)", tree, err);
}

/* Reads a whole file into memory (SGF files are small; the cap stops a
 * mistaken path to a huge file from eating the machine). */
static char *slurp(const char *path, size_t *len, struct sgf_error *err)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        sgf_error_at(err, NULL, 0, 0, "cannot open %s: %s", path, strerror(errno));
        return NULL;
    }
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap);
    while (buf) {
        if (n == cap) {
            if ((long)cap >= SGF_MAX_FILE) {
                sgf_error_at(err, NULL, 0, 0, "cannot read %s: larger than %ld bytes", path, SGF_MAX_FILE);
                free(buf);
                fclose(f);
                return NULL;
            }
            cap *= 2;
            char *m = realloc(buf, cap);
            if (!m) {
                free(buf);
                buf = NULL;
                break;
            }
            buf = m;
        }
        size_t got = fread(buf + n, 1, cap - n, f);
        n += got;
        if (got == 0)
            break;
    }
    if (!buf || ferror(f)) {
        sgf_error_at(err, NULL, 0, 0, "cannot read %s: %s", path, buf ? strerror(errno) : "out of memory");
        free(buf);
        fclose(f);
        return NULL;
    }
    fclose(f);
    *len = n;
    return buf;
}

bool sgf_parse_file(const char *path, struct sgf_tree *tree, struct sgf_error *err)
{
    size_t len;
    tree->root = NULL;
    tree->filename = NULL;
    char *text = slurp(path, &len, err);
    if (!text)
        return false;
    bool ok = parse_buffer(text, len, path, tree, err);
    free(text);
    return ok;
}
