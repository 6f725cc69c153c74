/* funcs_reading.h — the tactician's reader of a pattern env, shared by the
 * constraint functions that read (funcs_reading.c, funcs_status.c). */
#ifndef MOYO_FUNCS_READING_H
#define MOYO_FUNCS_READING_H

#include "classical/reading.h"
#include "patterns/pattern_funcs.h"

/* The env's PENV_READING reader, created (and freed by
 * pattern_env_release) when the caller gave none; NULL without memory. */
struct reading *pattern_env_reader(struct pattern_env *e);

#endif
