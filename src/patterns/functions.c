/* functions.c — the pattern function registry: looks names and numbers
 * up in pattern_function_tables (see pattern_funcs.h). */
#include <string.h>

#include "patterns/pattern_funcs.h"

#define TABLES pattern_function_tables

/* Functions are numbered across the tables in order; the numbering is
 * fixed for one build, which is all compiled tables need since patc is
 * rebuilt with the engine. */
const struct pattern_function *pattern_function_get(int index)
{
    if (index < 0)
        return NULL;
    for (size_t t = 0; TABLES[t]; t++)
        for (const struct pattern_function *f = TABLES[t]; f->name; f++)
            if (index-- == 0)
                return f;
    return NULL;
}

int pattern_function_lookup(const char *name)
{
    int i = 0;
    for (size_t t = 0; TABLES[t]; t++)
        for (const struct pattern_function *f = TABLES[t]; f->name; f++, i++)
            if (strcmp(f->name, name) == 0)
                return i;
    return -1;
}

int pattern_function_count(void)
{
    int n = 0;
    for (size_t t = 0; TABLES[t]; t++)
        for (const struct pattern_function *f = TABLES[t]; f->name; f++)
            n++;
    return n;
}

void pattern_env_release(struct pattern_env *env)
{
    for (int i = 0; i < PENV_NSLOTS; i++)
        if (env->cleanup[i]) {
            env->cleanup[i](env->data[i]);
            env->cleanup[i] = NULL;
            env->data[i] = NULL;
        }
}
