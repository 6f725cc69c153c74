/* registry.c — the list of GTP command tables, and of the GoGui analyze
 * commands the modules offer.  Each module defines its table (and its
 * gogui lines) beside its code; add one line here (and one extern) per
 * table.  Tables end with a {NULL, NULL} entry. */
#include "gtp/gtp.h"

#include <string.h>

extern const struct gtp_command gtp_std_commands[];
extern const struct gtp_command gtp_gnugo_commands[];
extern const struct gtp_command gtp_sgf_commands[];
extern const struct gtp_command gtp_mc_commands[];
extern const struct gtp_command gtp_reading_commands[];
extern const struct gtp_command gtp_combination_commands[];
extern const struct gtp_command gtp_connect_commands[];
extern const struct gtp_command gtp_owl_commands[];
extern const struct gtp_command gtp_unconditional_commands[];
extern const struct gtp_command gtp_influence_commands[];
extern const struct gtp_command gtp_dragon_commands[];
extern const struct gtp_command gtp_semeai_commands[];
extern const struct gtp_command gtp_eyes_commands[];
extern const struct gtp_command gtp_pattern_commands[];
extern const struct gtp_command gtp_registry_commands[];
extern const struct gtp_command gtp_candidate_commands[];
extern const struct gtp_command gtp_search_commands[];
extern const struct gtp_command gtp_strategy_commands[];
extern const struct gtp_command gtp_life_value_commands[];
extern const struct gtp_command gtp_play_commands[];
extern const struct gtp_command gtp_analyze_commands[];

/* "type/label/command" lines, one module per string.  GoGui splits each
 * line at every '/', so neither the label nor the command may hold one.
 * Groups whose commands need something of the engine say so with
 * `available`, and are listed only when the engine in use has it. */
struct gogui_group {
    const char *lines;
    bool (*available)(struct gtp *s);    /* NULL: always */
};
extern const char gtp_influence_gogui[];
extern const char gtp_mc_gogui[];
extern const char gtp_dragon_gogui[];
extern const char gtp_eyes_gogui[];
extern const char gtp_unconditional_gogui[];
extern bool gtp_mc_gogui_available(struct gtp *s);
extern const char gtp_candidate_gogui[];
extern bool gtp_candidate_gogui_available(struct gtp *s);
extern const char gtp_analyze_gogui[];
extern bool gtp_analyze_gogui_available(struct gtp *s);
static const struct gogui_group GOGUI[] = {
    {gtp_influence_gogui, NULL},
    {gtp_dragon_gogui, NULL},
    {gtp_eyes_gogui, NULL},
    {gtp_unconditional_gogui, NULL},
    {gtp_mc_gogui, gtp_mc_gogui_available},
    {gtp_candidate_gogui, gtp_candidate_gogui_available},
    {gtp_analyze_gogui, gtp_analyze_gogui_available},
};

static const struct gtp_command *const TABLES[] = {
    gtp_std_commands,
    gtp_gnugo_commands,
    gtp_sgf_commands,
    gtp_mc_commands,
    gtp_reading_commands,
    gtp_combination_commands,
    gtp_connect_commands,
    gtp_owl_commands,
    gtp_unconditional_commands,
    gtp_influence_commands,
    gtp_dragon_commands,
    gtp_semeai_commands,
    gtp_eyes_commands,
    gtp_pattern_commands,
    gtp_registry_commands,
    gtp_candidate_commands,
    gtp_search_commands,
    gtp_strategy_commands,
    gtp_life_value_commands,
    gtp_play_commands,
    gtp_analyze_commands,
};

const struct gtp_command *gtp_find_command(const char *name)
{
    for (size_t t = 0; t < sizeof TABLES / sizeof TABLES[0]; t++)
        for (const struct gtp_command *c = TABLES[t]; c->name; c++)
            if (strcmp(c->name, name) == 0)
                return c;
    return NULL;
}

void gtp_list_commands(struct strbuf *out)
{
    for (size_t t = 0; t < sizeof TABLES / sizeof TABLES[0]; t++)
        for (const struct gtp_command *c = TABLES[t]; c->name; c++) {
            if (out->len)
                sb_addc(out, '\n');
            sb_add(out, c->name);
        }
}

static bool cmd_analyze_commands(struct gtp *s, int argc, char **argv, struct strbuf *out)
{
    (void)argc, (void)argv;
    for (size_t i = 0; i < sizeof GOGUI / sizeof GOGUI[0]; i++)
        if (!GOGUI[i].available || GOGUI[i].available(s))
            sb_printf(out, "%s%s", out->len ? "\n" : "", GOGUI[i].lines);
    return true;
}

const struct gtp_command gtp_registry_commands[] = {
    {"gogui-analyze_commands", cmd_analyze_commands},
    {NULL, NULL},
};
