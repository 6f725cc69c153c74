/* names.c — the words of the pattern language for classes, actions and
 * joseki qualities, in both directions. */
#include <string.h>

#include "patterns/pattern.h"

static const char *const CLASSES[PC_NCLASSES] = {
    "shape", "connection", "cut", "edge", "eye", "fuseki", "joseki", "endgame", "tactical", "life",
};

static const char *const ACTIONS[PA_NKINDS] = {
    "connect", "cut", "attack", "defend", "territory", "moyo", "shape", "vital",
    "antisuji", "joseki",
};

static const char *const QUALITIES[JQ_NQUAL] = {"good", "urgent", "trick", "bad", "minor"};

static int lookup(const char *const *names, int n, const char *name)
{
    for (int i = 0; i < n; i++)
        if (strcmp(names[i], name) == 0)
            return i;
    return -1;
}

const char *pattern_class_name(int k) { return k >= 0 && k < PC_NCLASSES ? CLASSES[k] : "?"; }
int pattern_class_lookup(const char *name) { return lookup(CLASSES, PC_NCLASSES, name); }
const char *pattern_action_name(int k) { return k >= 0 && k < PA_NKINDS ? ACTIONS[k] : "?"; }
int pattern_action_lookup(const char *name) { return lookup(ACTIONS, PA_NKINDS, name); }
const char *joseki_quality_name(int q) { return q >= 0 && q < JQ_NQUAL ? QUALITIES[q] : "?"; }
int joseki_quality_lookup(const char *name) { return lookup(QUALITIES, JQ_NQUAL, name); }
