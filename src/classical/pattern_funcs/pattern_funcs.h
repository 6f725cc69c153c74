/* pattern_funcs.h (classical) — the constraint functions classical offers
 * the pattern language: the tactician's (pattern_funcs_reading.c), the
 * influence map's (pattern_funcs_influence.c) and life status
 * (pattern_funcs_status.c).  pattern_funcs.c lists them, after the board's
 * own, in the registry the pattern compiler and matcher read, so the
 * patterns layer never names the layers above it. */
#ifndef MOYO_CLASSICAL_PATTERN_FUNCS_H
#define MOYO_CLASSICAL_PATTERN_FUNCS_H

#include "classical/reading/reading.h"
#include "patterns/pattern_funcs.h"

/* The env's PENV_READING reader, created (and freed by
 * pattern_env_release) when the caller gave none; NULL without memory. */
struct reading *pattern_env_reader(struct pattern_env *e);

extern const struct pattern_function pattern_reading_functions[];
extern const struct pattern_function pattern_influence_functions[];
extern const struct pattern_function pattern_status_functions[];

#endif
