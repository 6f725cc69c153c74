/* pattern.y — the grammar of moyo's pattern language (docs/patterns.md).
 *
 * A file is a sequence of `Pattern NAME` blocks; each block holds diagram
 * rows and attribute lines (class, symmetry, value, action, constraint) in
 * any order.  The parser only builds the AST (pattern_ast.h); meaning is
 * checked by the compiler (src/patterns/compile.c), which knows the
 * constraint-function registry.  The first error stops the parse: a file
 * with a mistake never loads half-way.
 */
%define api.pure full
%define api.prefix {pat}
%define parse.error verbose
%locations
%param {void *scanner}
%parse-param {struct pat_parse *pp}

%code requires {
#include "patterns/pattern_ast.h"
}

%code {
#include <stdio.h>
#include <string.h>

int patlex(PATSTYPE *lval, PATLTYPE *lloc, void *scanner);
static void paterror(PATLTYPE *loc, void *scanner, struct pat_parse *pp, const char *msg);

static struct pat_loc L(PATLTYPE l)
{
    struct pat_loc r = {l.first_line, l.first_column};
    return r;
}

static struct pat_src *cur(struct pat_parse *pp) { return pp->last; }

static struct pat_word *word(struct pat_parse *pp, const char *text, PATLTYPE l)
{
    struct pat_word *w = pat_alloc(pp, sizeof *w);
    w->text = text;
    w->loc = L(l);
    return w;
}

static struct pat_word *append_word(struct pat_word *list, struct pat_word *w)
{
    struct pat_word **tail = &list;
    while (*tail)
        tail = &(*tail)->next;
    *tail = w;
    return list;
}

static struct pat_expr *expr_new(struct pat_parse *pp, enum pat_expr_kind k, PATLTYPE l)
{
    struct pat_expr *e = pat_alloc(pp, sizeof *e);
    e->kind = k;
    e->loc = L(l);
    return e;
}

static struct pat_expr *binary(struct pat_parse *pp, int op, struct pat_expr *a,
                               struct pat_expr *b, PATLTYPE l)
{
    struct pat_expr *e = expr_new(pp, PE_BINARY, l);
    e->op = op;
    e->left = a;
    e->right = b;
    return e;
}

static struct pat_expr *unary(struct pat_parse *pp, int op, struct pat_expr *a, PATLTYPE l)
{
    struct pat_expr *e = expr_new(pp, PE_UNARY, l);
    e->op = op;
    e->left = a;
    return e;
}

/* The text of a constraint line after its keyword, for display. */
static const char *line_rest(struct pat_parse *pp, PATLTYPE kw)
{
    const char *s = pp->text;
    for (int line = 1; line < kw.first_line && *s; s++)
        if (*s == '\n')
            line++;
    s += kw.first_column - 1 + (int)strlen("constraint");
    while (*s == ' ' || *s == '\t')
        s++;
    size_t n = strcspn(s, "#\r\n");
    while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '\t'))
        n--;
    return pat_strndup(pp, s, n);
}
}

%union {
    char *str;
    double num;
    struct pat_expr *expr;
    struct pat_word *word;
}

%token PATTERN "Pattern" CLASS "class" SYMMETRY "symmetry" VALUE "value"
%token ACTION "action" CONSTRAINT "constraint"
%token <str> IDENT "identifier" ROW "diagram row"
%token <num> NUMBER "number"
%token NL "end of line"
%token AND "&&" OR "||" LE "<=" GE ">=" EQ "==" NE "!="
%token LEXERROR "invalid character"

%type <num> signed_number
%type <word> words action_words action_arg
%type <expr> expr call args

%left OR
%left AND
%nonassoc EQ NE
%nonassoc '<' '>' LE GE
%left '+' '-'
%left '*' '/' '%'
%precedence '!' UMINUS

%%

file
    : %empty
    | file pattern
    ;

pattern
    : header body
    ;

header
    : PATTERN IDENT NL {
        struct pat_src *p = pat_alloc(pp, sizeof *p);
        p->name = $2;
        p->loc = L(@2);
        if (pp->last)
            pp->last->next = p;
        else
            pp->patterns = p;
        pp->last = p;
    }
    ;

body
    : %empty
    | body item
    ;

item
    : ROW {
        struct pat_row *r = pat_alloc(pp, sizeof *r), **tail = &cur(pp)->rows;
        r->text = $1;
        r->loc = L(@1);
        while (*tail)
            tail = &(*tail)->next;
        *tail = r;
    }
    | CLASS IDENT NL {
        cur(pp)->nclass_lines++;
        if (!cur(pp)->klass)
            cur(pp)->klass = word(pp, $2, @2);
        else {
            pat_error_at(pp, L(@1), "pattern '%s' has a second class line", cur(pp)->name);
            YYABORT;
        }
    }
    | SYMMETRY words NL {
        if (cur(pp)->symmetry) {
            pat_error_at(pp, L(@1), "pattern '%s' has a second symmetry line", cur(pp)->name);
            YYABORT;
        }
        cur(pp)->symmetry = $2;
    }
    | VALUE signed_number NL {
        if (cur(pp)->has_value) {
            pat_error_at(pp, L(@1), "pattern '%s' has a second value line", cur(pp)->name);
            YYABORT;
        }
        cur(pp)->has_value = true;
        cur(pp)->value = $2;
        cur(pp)->value_loc = L(@2);
    }
    | ACTION action_words NL {
        struct pat_action_src *a = pat_alloc(pp, sizeof *a), **tail = &cur(pp)->actions;
        a->words = $2;
        while (*tail)
            tail = &(*tail)->next;
        *tail = a;
    }
    | CONSTRAINT expr NL {
        struct pat_constraint_src *c = pat_alloc(pp, sizeof *c);
        struct pat_constraint_src **tail = &cur(pp)->constraints;
        c->expr = $2;
        c->text = line_rest(pp, @1);
        while (*tail)
            tail = &(*tail)->next;
        *tail = c;
    }
    ;

signed_number
    : NUMBER          { $$ = $1; }
    | '-' NUMBER      { $$ = -$2; }
    | '+' NUMBER      { $$ = $2; }
    ;

words
    : IDENT           { $$ = word(pp, $1, @1); }
    | words IDENT     { $$ = append_word($1, word(pp, $2, @2)); }
    ;

action_words
    : IDENT                     { $$ = word(pp, $1, @1); }
    | action_words action_arg   { $$ = append_word($1, $2); }
    ;

action_arg
    : IDENT           { $$ = word(pp, $1, @1); }
    | '+'             { $$ = word(pp, "+", @1); }
    | '-'             { $$ = word(pp, "-", @1); }
    | '*'             { $$ = word(pp, "*", @1); }
    ;

expr
    : NUMBER {
        /* Range first: converting a double beyond int is undefined (the
         * patterns fuzz target found 1e34). */
        if (!($1 >= -1e9 && $1 <= 1e9)) {
            pat_error_at(pp, L(@1), "number out of range (at most 1000000000)");
            YYABORT;
        }
        if ($1 != (double)(int)$1) {
            pat_error_at(pp, L(@1), "numbers in constraints are integers");
            YYABORT;
        }
        $$ = expr_new(pp, PE_NUM, @1);
        $$->num = (int)$1;
    }
    | call                { $$ = $1; }
    | IDENT {
        pat_error_at(pp, L(@1), "'%s' is not a function call (write %s(...))", $1, $1);
        YYABORT;
    }
    | '(' expr ')'        { $$ = $2; }
    | '-' expr %prec UMINUS { $$ = unary(pp, '-', $2, @1); }
    | '!' expr            { $$ = unary(pp, '!', $2, @1); }
    | expr '+' expr       { $$ = binary(pp, '+', $1, $3, @2); }
    | expr '-' expr       { $$ = binary(pp, '-', $1, $3, @2); }
    | expr '*' expr       { $$ = binary(pp, '*', $1, $3, @2); }
    | expr '/' expr       { $$ = binary(pp, '/', $1, $3, @2); }
    | expr '%' expr       { $$ = binary(pp, '%', $1, $3, @2); }
    | expr '<' expr       { $$ = binary(pp, '<', $1, $3, @2); }
    | expr '>' expr       { $$ = binary(pp, '>', $1, $3, @2); }
    | expr LE expr        { $$ = binary(pp, PO_LE, $1, $3, @2); }
    | expr GE expr        { $$ = binary(pp, PO_GE, $1, $3, @2); }
    | expr EQ expr        { $$ = binary(pp, PO_EQ, $1, $3, @2); }
    | expr NE expr        { $$ = binary(pp, PO_NE, $1, $3, @2); }
    | expr AND expr       { $$ = binary(pp, PO_AND, $1, $3, @2); }
    | expr OR expr        { $$ = binary(pp, PO_OR, $1, $3, @2); }
    ;

call
    : IDENT '(' ')' {
        $$ = expr_new(pp, PE_CALL, @1);
        $$->name = $1;
    }
    | IDENT '(' args ')' {
        $$ = $3;
        $$->name = $1;
        $$->loc = L(@1);
    }
    ;

args
    : IDENT {
        if (strlen($1) != 1) {
            pat_error_at(pp, L(@1), "function arguments are point labels, not '%s'", $1);
            YYABORT;
        }
        $$ = expr_new(pp, PE_CALL, @1);
        $$->args[0] = $1[0];
        $$->arg_loc[0] = L(@1);
        $$->nargs = 1;
    }
    | '*' {
        $$ = expr_new(pp, PE_CALL, @1);
        $$->args[0] = '*';
        $$->arg_loc[0] = L(@1);
        $$->nargs = 1;
    }
    | args ',' IDENT {
        if (strlen($3) != 1) {
            pat_error_at(pp, L(@3), "function arguments are point labels, not '%s'", $3);
            YYABORT;
        }
        if ($1->nargs == PAT_AST_MAX_ARGS) {
            pat_error_at(pp, L(@3), "too many function arguments");
            YYABORT;
        }
        $$ = $1;
        $$->arg_loc[$$->nargs] = L(@3);
        $$->args[$$->nargs++] = $3[0];
    }
    | args ',' '*' {
        if ($1->nargs == PAT_AST_MAX_ARGS) {
            pat_error_at(pp, L(@3), "too many function arguments");
            YYABORT;
        }
        $$ = $1;
        $$->arg_loc[$$->nargs] = L(@3);
        $$->args[$$->nargs++] = '*';
    }
    ;

%%

static void paterror(PATLTYPE *loc, void *scanner, struct pat_parse *pp, const char *msg)
{
    (void)scanner;
    struct pat_loc at = {loc->first_line, loc->first_column};
    pat_error_at(pp, at, "%s", msg);
}
