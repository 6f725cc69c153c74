/* test_gogui.c — gogui-analyze_commands as GoGui reads it: every line is
 * split at each '/' into type, label and command (a slash inside a label
 * or a command would cut it), the command is sent as written, and it must
 * answer without an error on a 19x19 middle-game position, for every
 * engine; lines whose commands the engine in use cannot answer must not be
 * listed. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine.h"
#include "gtp/gtp.h"
#include "gtp_test.h"

/* The types GoGui's analyze menu knows. */
static bool gogui_type(const char *t)
{
    static const char *const TYPES[] = {
        "none", "string", "hstring", "hpstring", "pstring", "dboard", "sboard", "cboard",
        "plist", "hplist", "pspairs", "bwboard", "gfx", "param", "var", "varb", "varc",
        "varp", "varpo", "varw", "eplist", "epsboard", NULL,
    };
    for (int i = 0; TYPES[i]; i++)
        if (!strcmp(t, TYPES[i]))
            return true;
    return false;
}

static struct gtp *session(const char *engine)
{
    char err[128];
    struct gtp *s = gtp_new(engine, err, sizeof err);
    ck_assert_msg(s != NULL, "gtp_new %s: %s", engine, err);
    gt_ok(s, "boardsize 19");
    gt_moves(s, "b d4 w q16 b q4 w d16 b c14 w f17 b r10 w o17 b k10 w c3 b c4 w d3 b e3 w e2");
    return s;
}

/* Runs every entry of the list, split as GoGui splits it; returns how
 * many there were and whether one named `needle` was among them. */
static int run_entries(struct gtp *s, const char *engine, const char *needle, bool *found)
{
    char list[8192];
    snprintf(list, sizeof list, "%s", gt_ok(s, "gogui-analyze_commands"));
    int n = 0;
    *found = false;
    char *save = NULL;
    for (char *line = strtok_r(list, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
        char copy[256], *fields[8];
        snprintf(copy, sizeof copy, "%s", line);
        int nf = 0;
        for (char *f = copy, *slash; nf < 8; f = slash + 1) {
            fields[nf++] = f;
            if (!(slash = strchr(f, '/')))
                break;
            *slash = '\0';
        }
        ck_assert_msg(nf == 3, "%s: '%s' splits into %d fields, not type/label/command",
                      engine, line, nf);
        ck_assert_msg(gogui_type(fields[0]), "%s: '%s' has unknown type", engine, line);
        ck_assert_msg(fields[1][0] && fields[2][0], "%s: '%s' has an empty field", engine, line);
        struct strbuf out;
        sb_init(&out);
        bool ok = gtp_execute(s, fields[2], &out);
        ck_assert_msg(ok, "%s: '%s' (from '%s') answers an error: %s", engine, fields[2], line,
                      sb_str(&out));
        sb_free(&out);
        *found |= strstr(fields[2], needle) == fields[2];
        n++;
    }
    return n;
}

START_TEST(test_every_entry_runs_as_gogui_sends_it)
{
    const char *const *names = engine_names();
    for (int i = 0; names[i]; i++) {
        struct gtp *s = session(names[i]);
        if (!strcmp(names[i], "mc"))
            gt_ok(s, "moyo-option playouts 500");
        bool has_mc = false;
        int n = run_entries(s, names[i], "mc_", &has_mc);
        ck_assert_msg(n >= 8, "%s: only %d entries", names[i], n);
        ck_assert_msg(has_mc == !strcmp(names[i], "mc"),
                      "%s: Monte Carlo entries %s", names[i],
                      has_mc ? "listed without the MC engine" : "missing with the MC engine");
        gtp_free(s);
    }
}
END_TEST

/* The influence-mode entries really switch the mode (under the names
 * without a slash), as the text map says. */
START_TEST(test_influence_mode_aliases)
{
    struct gtp *s = session("simple");
    gt_ok(s, "set_influence_mode exponential");
    ck_assert_ptr_nonnull(strstr(gt_ok(s, "moyo-territory_gfx"), "TEXT influence 1/2^d"));
    gt_ok(s, "set_influence_mode inverse");
    ck_assert_ptr_nonnull(strstr(gt_ok(s, "moyo-territory_gfx"), "TEXT influence 1/d"));
    gt_err(s, "set_influence_mode 1");
    gtp_free(s);
}
END_TEST

Suite *gogui_suite(void)
{
    Suite *s = suite_create("gogui");
    TCase *tc = tcase_create("analyze_commands");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, test_every_entry_runs_as_gogui_sends_it);
    tcase_add_test(tc, test_influence_mode_aliases);
    suite_add_tcase(s, tc);
    return s;
}
