/* fuzz_util.c — helpers of the fuzz targets (fuzz.h): input as text,
 * scratch files for path-taking readers, failing on broken invariants. */
#include "fuzz.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

char *fuzz_text(const uint8_t *data, size_t size)
{
    char *s = malloc(size + 1);
    if (!s)
        fuzz_fail("out of memory");
    if (size)
        memcpy(s, data, size);
    s[size] = '\0';
    return s;
}

/* Scratch files of this process, removed at exit.  A fuzz target is a
 * test program: this small registry is its only static state. */
#define MAX_SCRATCH 8
static char scratch_path[MAX_SCRATCH][4096];
static int nscratch;

static void remove_scratch(void)
{
    for (int i = 0; i < nscratch; i++)
        unlink(scratch_path[i]);
}

static const char *scratch_for(const char *name)
{
    char want[4096];
    const char *dir = getenv("TMPDIR");
    snprintf(want, sizeof want, "%s/moyo-fuzz-%ld-%s", dir && *dir ? dir : "/tmp",
             (long)getpid(), name);
    for (int i = 0; i < nscratch; i++)
        if (strcmp(scratch_path[i], want) == 0)
            return scratch_path[i];
    if (nscratch == MAX_SCRATCH)
        fuzz_fail("too many scratch files");
    if (nscratch == 0)
        atexit(remove_scratch);
    snprintf(scratch_path[nscratch], sizeof scratch_path[nscratch], "%s", want);
    return scratch_path[nscratch++];
}

const char *fuzz_scratch_file(const char *name, const uint8_t *data, size_t size)
{
    const char *path = scratch_for(name);
    FILE *f = fopen(path, "wb");
    if (!f || (size && fwrite(data, 1, size, f) != size) || fclose(f) != 0)
        fuzz_fail("cannot write scratch file %s", path);
    return path;
}

/* The sanitizers' report channel, present when they are linked in: under
 * libFuzzer's -close_fd_mask=3 it is the only output that still reaches
 * the log. */
void __sanitizer_report_error_summary(const char *summary) __attribute__((weak));

void fuzz_fail(const char *fmt, ...)
{
    char msg[4096];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    fprintf(stderr, "fuzz: %s\n", msg);
    if (__sanitizer_report_error_summary)
        __sanitizer_report_error_summary(msg);
    abort();
}
