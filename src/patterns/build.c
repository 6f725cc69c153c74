/* build.c — the pattern builder's storage and the life cycle of pattern
 * databases: loading a file at run time, freeing, looking up by name. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "patterns/pattern_build.h"

void *pb_grow(void *array, uint32_t *cap, uint32_t need, size_t elem)
{
    if (need <= *cap)
        return array;
    uint32_t n = *cap ? *cap : 16;
    while (n < need)
        n *= 2;
    void *bigger = realloc(array, (size_t)n * elem);
    if (!bigger) {
        fprintf(stderr, "moyo: out of memory building patterns\n");
        abort();
    }
    *cap = n;
    return bigger;
}

void pb_init(struct pattern_builder *pb)
{
    memset(pb, 0, sizeof *pb);
}

void pb_free(struct pattern_builder *pb)
{
    for (uint32_t i = 0; i < pb->npatterns; i++)
        free(pb->keys[i]);
    for (uint32_t i = 0; i < pb->nstrings; i++)
        free(pb->strings[i]);
    free(pb->keys);
    free(pb->strings);
    free(pb->patterns);
    free(pb->variants);
    free(pb->cells);
    free(pb->label_off);
    free(pb->code);
    pb_init(pb);
}

char *pb_strdup(struct pattern_builder *pb, const char *s)
{
    pb->strings = pb_grow(pb->strings, &pb->cap_strings, pb->nstrings + 1, sizeof *pb->strings);
    char *d = strdup(s);
    if (!d)
        abort();
    pb->strings[pb->nstrings++] = d;
    return d;
}

void pb_view(const struct pattern_builder *pb, struct pattern_db *db)
{
    memset(db, 0, sizeof *db);
    db->name = "builder";
    db->patterns = pb->patterns;
    db->npatterns = pb->npatterns;
    db->variants = pb->variants;
    db->nvariants = pb->nvariants;
    db->cells = pb->cells;
    db->ncells = pb->ncells;
    db->label_off = pb->label_off;
    db->nlabel_off = pb->nlabel_off;
    db->code = pb->code;
    db->ncode = pb->ncode;
}

struct pattern_db *pb_finish(struct pattern_builder *pb, const char *name)
{
    struct pattern_db *db = calloc(1, sizeof *db);
    struct pattern_builder *owned = malloc(sizeof *owned);
    if (!db || !owned)
        abort();
    *owned = *pb;
    pb_view(owned, db);
    db->owned = owned;
    db->name = pb_strdup(owned, name);
    pb_init(pb);
    return db;
}

void pattern_db_free(struct pattern_db *db)
{
    if (!db)
        return;
    if (db->owned) {
        pb_free(db->owned);
        free(db->owned);
    }
    free(db);
}

struct pattern_db *pattern_db_from_string(const char *text, const char *name,
                                          char *err, int errlen)
{
    struct pattern_builder pb;
    pb_init(&pb);
    if (!pb_add_text(&pb, text, name, err, errlen)) {
        pb_free(&pb);
        return NULL;
    }
    return pb_finish(&pb, name);
}

struct pattern_db *pattern_db_load(const char *path, char *err, int errlen)
{
    char *text = pattern_read_file(path, err, errlen);
    if (!text)
        return NULL;
    struct pattern_db *db = pattern_db_from_string(text, path, err, errlen);
    free(text);
    return db;
}

const struct pattern *pattern_db_find(const struct pattern_db *db, const char *name)
{
    for (uint32_t i = 0; i < db->npatterns; i++)
        if (strcmp(db->patterns[i].name, name) == 0)
            return &db->patterns[i];
    return NULL;
}
