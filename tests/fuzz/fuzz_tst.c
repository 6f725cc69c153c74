/* fuzz_tst.c — fuzz target: the reader of GNU Go-format regression files
 * (src/regress/tst.h).  The input is a .tst file.  The target reads it
 * (tst_parse_string; malformed lines are warned about and skipped), checks
 * that every item has a command and that the counted tests are among the
 * items, then matches each expected answer against a few replies, as the
 * runner does with the engine's answers. */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "regress/expect.h"
#include "regress/tst.h"

static const char *const REPLIES[] = {"= A1", "= PASS", "= 1 C3", "= 0", "? unknown command",
                                      "= W+3.5", "= alive"};

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    FILE *warn = fopen("/dev/null", "w");
    if (!warn)
        fuzz_fail("cannot open /dev/null");
    struct tst_file f;
    if (!tst_parse_string(text, "(fuzz)", &f, warn))
        fuzz_fail("tst_parse_string failed on text");
    int counted = tst_counted(&f);
    if (counted < 0 || counted > f.n)
        fuzz_fail("%d tests counted among %d items", counted, f.n);
    for (int i = 0; i < f.n; i++) {
        const struct tst_item *it = &f.items[i];
        if (!it->command)
            fuzz_fail("item %d without a command", i);
        if (!it->has_expect)
            continue;
        for (size_t k = 0; k < sizeof REPLIES / sizeof REPLIES[0]; k++) {
            char line[256], err[256];
            expect_answer_line(REPLIES[k], line, sizeof line);
            expect_match(&it->expect, line, err, sizeof err);
        }
    }
    tst_free(&f);
    fclose(warn);
    free(text);
    return 0;
}
