/* player.c — owns player specs: turning "mc:playouts=5000" or
 * "gtp:gnugo --mode gtp" into the shell command that runs the player. */
#include "match/match.h"

#include <stdio.h>
#include <string.h>

#define GNUGO_PATH "/usr/games/gnugo"

void shell_quote(struct strbuf *b, const char *text)
{
    sb_addc(b, '\'');
    for (const char *t = text; *t; t++) {
        if (*t == '\'')
            sb_add(b, "'\\''");
        else
            sb_addc(b, *t);
    }
    sb_addc(b, '\'');
}

static bool valid_word(const char *s)
{
    if (!*s)
        return false;
    for (; *s; s++)
        if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') ||
              (*s >= '0' && *s <= '9') || *s == '-' || *s == '_'))
            return false;
    return true;
}

/* "k=v,flag" -> " --k 'v' --flag": the engines' own command-line options. */
static bool add_options(struct strbuf *cmd, const char *opts, char *err, int errlen)
{
    char buf[MATCH_NAME_MAX];
    snprintf(buf, sizeof buf, "%s", opts);
    for (char *save = NULL, *tok = strtok_r(buf, ",", &save); tok;
         tok = strtok_r(NULL, ",", &save)) {
        char *eq = strchr(tok, '=');
        if (eq)
            *eq = '\0';
        if (!valid_word(tok)) {
            snprintf(err, errlen, "bad option name '%s' in player spec", tok);
            return false;
        }
        sb_printf(cmd, " --%s", tok);
        if (eq) {
            sb_addc(cmd, ' ');
            shell_quote(cmd, eq + 1);
        }
    }
    return true;
}

/* Does the option list name rules already ("chinese-rules", "rules=...")? */
static bool names_rules(const char *opts)
{
    for (const char *o = opts; o && *o; o = strchr(o, ',') ? strchr(o, ',') + 1 : NULL)
        if (!strncmp(o, "rules", 5) || !strncmp(o, "chinese-rules", 13)
            || !strncmp(o, "japanese-rules", 14))
            return true;
    return false;
}

bool player_parse(const char *spec, const char *moyo_path, enum rules rules, bool superko,
                  struct player *p, char *err, int errlen)
{
    memset(p, 0, sizeof *p);
    if (strlen(spec) >= sizeof p->spec) {
        snprintf(err, errlen, "player spec too long");
        return false;
    }
    snprintf(p->spec, sizeof p->spec, "%s", spec);
    if (strncmp(spec, "gtp:", 4) == 0) {
        const char *cmd = spec + 4;
        while (*cmd == ' ')
            cmd++;
        if (!*cmd) {
            snprintf(err, errlen, "'gtp:' needs a command, e.g. gtp:'gnugo --mode gtp'");
            return false;
        }
        snprintf(p->cmd, sizeof p->cmd, "%s", cmd);
        return true;
    }
    char name[64];
    const char *colon = strchr(spec, ':');
    size_t len = colon ? (size_t)(colon - spec) : strlen(spec);
    if (len == 0 || len >= sizeof name) {
        snprintf(err, errlen, "bad player '%s' (expected ENGINE[:k=v,...] or gtp:'CMD')", spec);
        return false;
    }
    memcpy(name, spec, len);
    name[len] = '\0';
    if (!valid_word(name)) {
        snprintf(err, errlen, "bad engine name '%s'", name);
        return false;
    }
    struct strbuf cmd;
    sb_init(&cmd);
    if (strcmp(name, "gnugo") == 0) {
        sb_add(&cmd, GNUGO_PATH " --mode gtp");
    } else {
        shell_quote(&cmd, moyo_path);
        sb_printf(&cmd, " gtp --engine %s", name);
    }
    bool ok = !colon || add_options(&cmd, colon + 1, err, errlen);
    bool japanese = rules == RULES_JAPANESE;
    if (ok && !names_rules(colon ? colon + 1 : NULL)) {
        if (strcmp(name, "gnugo") == 0)
            sb_add(&cmd, japanese ? " --japanese-rules" : " --chinese-rules");
        else
            sb_add(&cmd, japanese ? " --rules japanese" : " --rules chinese");
    }
    /* Our engines are told the repetition rule the referee enforces, or
     * they would lose games by playing into a superko. */
    if (ok && superko && strcmp(name, "gnugo") != 0)
        sb_add(&cmd, " --superko");
    if (ok && cmd.len >= sizeof p->cmd) {
        snprintf(err, errlen, "player command too long");
        ok = false;
    }
    if (ok)
        snprintf(p->cmd, sizeof p->cmd, "%s", sb_str(&cmd));
    sb_free(&cmd);
    return ok;
}
