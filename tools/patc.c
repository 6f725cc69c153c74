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
#include "patterns/pattern_match.h"

static bool ends_with(const char *s, const char *suffix)
{
    size_t n = strlen(s), m = strlen(suffix);
    return n >= m && strcmp(s + n - m, suffix) == 0;
}

/* Counts per class, and the patterns that cost the matcher's index most
 * (those with '?' cells next to the move). */
static void print_stats(const struct pattern_db *db)
{
    int per_class[PC_NCLASSES] = {0};
    for (uint32_t i = 0; i < db->npatterns; i++)
        per_class[db->patterns[i].klass]++;
    printf("patterns %u, variants %u\n", db->npatterns, db->nvariants);
    for (int k = 0; k < PC_NCLASSES; k++)
        if (per_class[k])
            printf("  %-10s %d\n", pattern_class_name(k), per_class[k]);
    uint32_t *cost = calloc(db->npatterns ? db->npatterns : 1, sizeof *cost);
    uint64_t total = 0;
    for (uint32_t i = 0; i < db->nvariants; i++) {
        uint32_t c = pattern_index_cost(db, i);
        cost[db->variants[i].pattern] += c;
        total += c;
    }
    printf("index entries %llu; costliest patterns:\n", (unsigned long long)total);
    for (int shown = 0; shown < 5 && db->npatterns; shown++) {
        uint32_t best = 0;
        for (uint32_t i = 1; i < db->npatterns; i++)
            if (cost[i] > cost[best])
                best = i;
        if (!cost[best])
            break;
        printf("  %-36s %7u  (%s:%d)\n", db->patterns[best].name, cost[best],
               db->patterns[best].file, db->patterns[best].line);
        cost[best] = 0;
    }
    free(cost);
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
