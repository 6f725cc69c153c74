/* patc — the pattern compiler.  Reads pattern files (*.pat) and joseki
 * trees (*.sgf), checks them all together (names unique, no duplicates)
 * and writes the C tables of the built-in database.
 *
 *   patc [-o OUT.c] [--stats] FILE...
 *
 * On any error it prints "file:line:col: message", writes nothing and
 * exits with status 1. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "patterns/joseki.h"
#include "patterns/pattern_build.h"
#include "patterns/pattern_emit.h"

static bool ends_with(const char *s, const char *suffix)
{
    size_t n = strlen(s), m = strlen(suffix);
    return n >= m && strcmp(s + n - m, suffix) == 0;
}

static void print_stats(const struct pattern_db *db)
{
    int per_class[PC_NCLASSES] = {0};
    for (uint32_t i = 0; i < db->npatterns; i++)
        per_class[db->patterns[i].klass]++;
    printf("patterns %u, variants %u\n", db->npatterns, db->nvariants);
    for (int k = 0; k < PC_NCLASSES; k++)
        if (per_class[k])
            printf("  %-10s %d\n", pattern_class_name(k), per_class[k]);
}

int main(int argc, char **argv)
{
    const char *out = NULL;
    bool stats = false;
    struct pattern_builder pb;
    pb_init(&pb);
    char err[600];
    int nfiles = 0;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "-o") == 0 && i + 1 < argc) {
            out = argv[++i];
            continue;
        }
        if (strcmp(argv[i], "--stats") == 0) {
            stats = true;
            continue;
        }
        if (strcmp(argv[i], "--help") == 0 || argv[i][0] == '-') {
            fprintf(argv[i][1] == '-' && argv[i][2] == 'h' ? stdout : stderr,
                    "usage: patc [-o OUT.c] [--stats] FILE.pat|FILE.sgf...\n");
            return strcmp(argv[i], "--help") == 0 ? 0 : 2;
        }
        bool ok = ends_with(argv[i], ".sgf") ? joseki_add_file(&pb, argv[i], err, sizeof err)
                                             : pb_add_file(&pb, argv[i], err, sizeof err);
        if (!ok) {
            fprintf(stderr, "%s\n", err);
            pb_free(&pb);
            return 1;
        }
        nfiles++;
    }
    struct pattern_db db;
    pb_view(&pb, &db);
    if (stats)
        print_stats(&db);
    if (out) {
        char tmp[4096];
        snprintf(tmp, sizeof tmp, "%s.tmp", out);
        FILE *f = fopen(tmp, "w");
        if (!f || !pattern_emit_c(f, &db, "pattern_builtin_db") || fclose(f) != 0) {
            fprintf(stderr, "patc: cannot write %s\n", out);
            pb_free(&pb);
            return 1;
        }
        if (rename(tmp, out) != 0) {
            fprintf(stderr, "patc: cannot rename %s\n", tmp);
            pb_free(&pb);
            return 1;
        }
    }
    pb_free(&pb);
    (void)nfiles;
    return 0;
}
