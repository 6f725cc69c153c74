/* pattern_ast.h — what the pattern parser (grammar/pattern.y) produces:
 * one pat_src per `Pattern` block, exactly as written, with the source
 * position of every piece so the compiler can point at mistakes.
 *
 * All nodes live in the parser's arena and are freed together with
 * pat_parse_free(); nothing here is shared with compiled databases.
 */
#ifndef MOYO_PATTERN_AST_H
#define MOYO_PATTERN_AST_H

#include <stdbool.h>

struct pat_loc {
    int line, col;              /* 1-based */
};

enum pat_expr_kind { PE_NUM, PE_CALL, PE_UNARY, PE_BINARY };

/* Operators use their own characters, and these codes for the two-char ones. */
enum pat_op {
    PO_LE = 256, PO_GE, PO_EQ, PO_NE, PO_AND, PO_OR
};

#define PAT_AST_MAX_ARGS 4

struct pat_expr {
    enum pat_expr_kind kind;
    struct pat_loc loc;
    int num;                            /* PE_NUM */
    const char *name;                   /* PE_CALL */
    int nargs;
    char args[PAT_AST_MAX_ARGS];        /* '*' or a label letter */
    struct pat_loc arg_loc[PAT_AST_MAX_ARGS];
    int op;                             /* PE_UNARY / PE_BINARY */
    struct pat_expr *left, *right;
};

struct pat_word {
    const char *text;
    struct pat_loc loc;
    struct pat_word *next;
};

struct pat_row {
    const char *text;           /* the line without leading blanks or comment */
    struct pat_loc loc;
    struct pat_row *next;
};

struct pat_action_src {
    struct pat_word *words;     /* kind, then arguments */
    struct pat_action_src *next;
};

struct pat_constraint_src {
    struct pat_expr *expr;
    const char *text;           /* as written, for display */
    struct pat_constraint_src *next;
};

struct pat_src {
    const char *name;
    struct pat_loc loc;
    struct pat_row *rows;
    struct pat_word *klass;             /* NULL: not given */
    struct pat_word *symmetry;          /* NULL: not given */
    bool has_value;
    double value;
    struct pat_loc value_loc;
    int nvalue_lines;
    int nclass_lines, nsym_lines;
    struct pat_action_src *actions;
    struct pat_constraint_src *constraints;
    struct pat_src *next;
};

/* The parse of one file. */
struct pat_parse {
    const char *filename;
    struct pat_src *patterns;           /* in file order */
    /* internal */
    struct pat_src *last;
    void *arena;
    const char *text;                   /* the whole input */
    bool failed;
    char err[512];
};

/* Parses text (named filename in messages).  Returns false with
 * pp->err = "file:line:col: message" on the first error. */
bool pat_parse_text(struct pat_parse *pp, const char *text, const char *filename);
void pat_parse_free(struct pat_parse *pp);

/* Arena helpers used by the parser. */
void *pat_alloc(struct pat_parse *pp, unsigned long size);
char *pat_strndup(struct pat_parse *pp, const char *s, unsigned long n);
void pat_error_at(struct pat_parse *pp, struct pat_loc loc, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

#endif
