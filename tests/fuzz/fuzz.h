/* fuzz.h — what the fuzz targets of tests/fuzz share.
 *
 * Each fuzz_NAME.c defines LLVMFuzzerTestOneInput for one input format.
 * The same file links either with libFuzzer (clang, `make fuzz`) or with
 * replay.c (any compiler, `make check`), which feeds it the committed
 * corpus tests/fuzz/corpus/NAME/.  docs/fuzzing.md describes the targets. */
#ifndef MOYO_FUZZ_H
#define MOYO_FUZZ_H

#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The input as a NUL-terminated string (malloc'd; embedded NULs stay, so
 * the text ends at the first one as it would for a C reader). */
char *fuzz_text(const uint8_t *data, size_t size);

/* Writes the input to this process's scratch file (one per name, under
 * $TMPDIR) and returns its path, for readers that only take a path.  The
 * file is removed at exit. */
const char *fuzz_scratch_file(const char *name, const uint8_t *data, size_t size);

/* A broken invariant: prints why and aborts, which both libFuzzer and the
 * replay report as a crash of the input. */
void fuzz_fail(const char *fmt, ...) __attribute__((noreturn, format(printf, 1, 2)));

#endif
