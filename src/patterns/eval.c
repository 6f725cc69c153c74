/* eval.c — runs constraint bytecode (pattern_eval.h). */
#include "patterns/pattern_eval.h"
#include "patterns/pattern.h"

static int binop(int op, int a, int b)
{
    switch (op) {
    case OP_ADD: return a + b;
    case OP_SUB: return a - b;
    case OP_MUL: return a * b;
    case OP_DIV: return b ? a / b : 0;
    case OP_MOD: return b ? a % b : 0;
    case OP_LT: return a < b;
    case OP_GT: return a > b;
    case OP_LE: return a <= b;
    case OP_GE: return a >= b;
    case OP_EQ: return a == b;
    case OP_NE: return a != b;
    default: return 0;
    }
}

int pattern_eval(const int32_t *code, uint32_t ncode, const struct pattern_function *const *fns,
                 struct pattern_env *env, const coord *labels)
{
    int stack[PAT_EVAL_STACK];
    int sp = 0;
    uint32_t pc = 0;
    while (pc < ncode) {
        int op = code[pc++];
        switch (op) {
        case OP_NUM:
            stack[sp++] = code[pc++];
            break;
        case OP_CALL: {
            const struct pattern_function *f = fns[code[pc]];
            int nargs = code[pc + 1];
            coord args[PAT_MAX_FARGS];
            for (int i = 0; i < nargs; i++)
                args[i] = labels[code[pc + 2 + i]];
            pc += 2 + (uint32_t)nargs;
            stack[sp++] = f->fn(env, args);
            break;
        }
        case OP_NEG:
            stack[sp - 1] = -stack[sp - 1];
            break;
        case OP_NOT:
            stack[sp - 1] = !stack[sp - 1];
            break;
        case OP_BOOL:
            stack[sp - 1] = stack[sp - 1] != 0;
            break;
        case OP_ANDJ:
            if (stack[sp - 1] == 0)
                pc += 1 + (uint32_t)code[pc];
            else {
                sp--;
                pc++;
            }
            break;
        case OP_ORJ:
            if (stack[sp - 1] != 0)
                pc += 1 + (uint32_t)code[pc];
            else {
                sp--;
                pc++;
            }
            break;
        default:
            sp--;
            stack[sp - 1] = binop(op, stack[sp - 1], stack[sp]);
            break;
        }
    }
    return sp > 0 ? stack[sp - 1] : 1;
}
