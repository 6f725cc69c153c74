/* registry.c — the list of GTP command tables.  Each module defines its
 * table beside its code; add one line here (and one extern) per table.
 * Tables end with a {NULL, NULL} entry. */
#include "gtp/gtp.h"

#include <string.h>

extern const struct gtp_command gtp_std_commands[];
extern const struct gtp_command gtp_gnugo_commands[];
extern const struct gtp_command gtp_sgf_commands[];
extern const struct gtp_command gtp_mc_commands[];
extern const struct gtp_command gtp_reading_commands[];
extern const struct gtp_command gtp_influence_commands[];
extern const struct gtp_command gtp_pattern_commands[];

static const struct gtp_command *const TABLES[] = {
    gtp_std_commands,
    gtp_gnugo_commands,
    gtp_sgf_commands,
    gtp_mc_commands,
    gtp_reading_commands,
    gtp_influence_commands,
    gtp_pattern_commands,
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
