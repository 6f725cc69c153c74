/* pattern_eval.h — constraint bytecode: what compile.c emits and eval.c
 * runs.  A stack machine over ints; && and || short-circuit so that a
 * costly function (reading) is only called when the cheap test before it
 * passed. */
#ifndef MOYO_PATTERN_EVAL_H
#define MOYO_PATTERN_EVAL_H

#include <stdint.h>

#include "patterns/pattern_funcs.h"

enum pat_opcode {
    OP_NUM,         /* NUM value */
    OP_CALL,        /* CALL function nargs label... */
    OP_NEG, OP_NOT,
    OP_ADD, OP_SUB, OP_MUL, OP_DIV, OP_MOD,
    OP_LT, OP_GT, OP_LE, OP_GE, OP_EQ, OP_NE,
    OP_ANDJ,        /* ANDJ skip: if top is 0 jump skip words ahead, else pop */
    OP_ORJ,         /* ORJ skip: if top is not 0 jump ahead, else pop */
    OP_BOOL,        /* top = (top != 0) */
};

#define PAT_EVAL_STACK 32

/* Runs code with labels[i] the point of label i.  fns[] is the resolved
 * function table (pattern_function_get order).  Division by zero gives 0. */
int pattern_eval(const int32_t *code, uint32_t ncode, const struct pattern_function *const *fns,
                 struct pattern_env *env, const coord *labels);

#endif
