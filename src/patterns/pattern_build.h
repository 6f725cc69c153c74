/* pattern_build.h — accumulating compiled patterns into a database.
 *
 * The compiler (compile.c) adds the patterns of one parsed file to a
 * builder, all or nothing; the symmetry expander (symmetry.c) adds their
 * variants.  The run-time loader turns one file's builder into a
 * pattern_db; tools/patc fills one builder from every file of the
 * knowledge base and writes it out as C tables.
 */
#ifndef MOYO_PATTERN_BUILD_H
#define MOYO_PATTERN_BUILD_H

#include <stdbool.h>
#include <stdint.h>

#include "patterns/pattern.h"
#include "patterns/pattern_ast.h"

/* Most cells a diagram can have (a whole board with its edges). */
#define DIAG_CELLS_MAX ((BOARD_MAX_SIZE + 2) * (BOARD_MAX_SIZE + 2))

struct pattern_builder {
    struct pattern *patterns;
    uint32_t npatterns, cap_patterns;
    struct pat_variant *variants;
    uint32_t nvariants, cap_variants;
    struct pat_cell *cells;
    uint32_t ncells, cap_cells;
    int8_t *label_off;
    uint32_t nlabel_off, cap_label_off;
    int32_t *code;
    uint32_t ncode, cap_code;
    /* Canonical form of each pattern, for the duplicate check. */
    char **keys;
    uint32_t cap_keys;
    /* Strings the patterns point to (names, files, constraint texts). */
    char **strings;
    uint32_t nstrings, cap_strings;
};

void pb_init(struct pattern_builder *pb);
void pb_free(struct pattern_builder *pb);

/* Compiles every pattern of a parse into pb.  On error pb is left as it
 * was before the call and err holds "file:line:col: message". */
bool pb_compile(struct pattern_builder *pb, const struct pat_parse *pp, char *err, int errlen);

/* Drops everything added since `mark` (a copy of *pb taken earlier). */
void pb_truncate(struct pattern_builder *pb, const struct pattern_builder *mark);

/* Parses and compiles a file / a text. */
bool pb_add_file(struct pattern_builder *pb, const char *path, char *err, int errlen);
bool pb_add_text(struct pattern_builder *pb, const char *text, const char *name,
                 char *err, int errlen);

/* Hands the builder's arrays over to a new database (pb is emptied). */
struct pattern_db *pb_finish(struct pattern_builder *pb, const char *name);

/* A view of the builder as a database, valid until pb changes. */
void pb_view(const struct pattern_builder *pb, struct pattern_db *db);

/* Internal: growing arrays and the symmetry expansion. */
char *pb_strdup(struct pattern_builder *pb, const char *s);
void pb_expand_variants(struct pattern_builder *pb, uint32_t pattern_index, unsigned group,
                        const int8_t *label_dr, const int8_t *label_dc);
char *pb_canonical_key(const struct pattern_builder *pb, uint32_t pattern_index);
void *pb_grow(void *array, uint32_t *cap, uint32_t need, size_t elem);

/* Reads a whole file into a malloc'ed string; NULL with err on failure. */
char *pattern_read_file(const char *path, char *err, int errlen);

#endif
