/* value.c — owns the weights table (compiled-in default, loading and
 * writing weight files) and a move's features and value from its
 * reasons. */
#include "classical/value/value.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

void value_weights_default(struct value_weights *w)
{
    memset(w, 0, sizeof *w);
#define WEIGHT(kind, weight) w->w[RK_##kind] = (weight);
#include "classical/value/value_weights.def"
#undef WEIGHT
}

static bool parse_weight_line(char *line, struct value_weights *w, char *err, int errlen,
                              const char *path, int lineno)
{
    char *hash = strchr(line, '#');
    if (hash)
        *hash = '\0';
    char name[64];
    char num[64];
    char extra[2];
    int got = sscanf(line, "%63s %63s %1s", name, num, extra);
    if (got <= 0)
        return true;
    int k = got == 2 ? reason_kind_parse(name) : -2;
    char *end;
    errno = 0;
    double v = got == 2 ? strtod(num, &end) : 0;
    if (k == -2 || k < 0 || errno || *end || v != v || v > 1e6 || v < -1e6) {
        snprintf(err, (size_t)errlen, "%s:%d: expected '<kind> <weight>'%s", path, lineno,
                 k == -1 ? " with a known kind (see docs/move-generation.md)" : "");
        return false;
    }
    w->w[k] = v;
    return true;
}

bool value_weights_load(struct value_weights *w, const char *path, char *err, int errlen)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        snprintf(err, (size_t)errlen, "cannot open weights file %s", path);
        return false;
    }
    struct value_weights next = *w;
    char line[256];
    int lineno = 0;
    bool ok = true;
    while (ok && fgets(line, sizeof line, f)) {
        lineno++;
        ok = parse_weight_line(line, &next, err, errlen, path, lineno);
    }
    fclose(f);
    if (ok)
        *w = next;
    return ok;
}

void value_weights_write(const struct value_weights *w, FILE *out)
{
    for (int k = 0; k < RK_NKINDS; k++)
        fprintf(out, "%-14s %9.4f   # %s\n", reason_kind_name(k), w->w[k],
                reason_kind_unit(k));
}

void value_features(const struct reason *const *r, int n, float *feature)
{
    memset(feature, 0, RK_NKINDS * sizeof *feature);
    for (int i = 0; i < n; i++)
        feature[r[i]->kind] += r[i]->amount;
}

double value_of(const struct value_weights *w, const float *feature)
{
    double v = 0;
    for (int k = 0; k < RK_NKINDS; k++)
        v += w->w[k] * feature[k];
    return v;
}
