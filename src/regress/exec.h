/* exec.h — executing the commands of a regression file in one GTP session
 * (run.c scores the answers). */
#ifndef MOYO_REGRESS_EXEC_H
#define MOYO_REGRESS_EXEC_H

#include <stdbool.h>
#include <stddef.h>

#include "gtp/gtp.h"
#include "regress/run.h"
#include "regress/tst.h"

enum item_state { RES_NOT_RUN = 0, RES_DONE, RES_CRASHED };

struct item_result {
    enum item_state state;
    bool ok;                /* the GTP command succeeded ("=") */
    double seconds;         /* wall time of the command */
    char *reply;            /* answer, error message or what killed it */
};

/* Called as each item's result becomes final (in item order), so the
 * caller can report it at once. */
typedef void (*exec_done_fn)(void *arg, int idx);

/* Runs every item of f in order in a fresh session of o->engine and fills
 * res[0..f->n-1], calling done(arg, idx) for each result as it comes.  With o->isolate the session lives in a forked child:
 * a command that crashes (or outlives o->timeout) is recorded as such and
 * a new child replays the setup commands before it and goes on after it.
 * Returns false with err set when no session could be started at all.
 * *cpu receives the CPU seconds used. */
bool exec_file(const struct tst_file *f, const struct regress_opts *o,
               struct item_result *res, exec_done_fn done, void *arg, double *cpu, char *err,
               size_t errlen);
void exec_results_free(struct item_result *res, int n);
/* Applies o's --set options to session s (out: scratch); false with the
 * reason in err. */
bool regress_apply_settings(struct gtp *s, const struct regress_opts *o, struct strbuf *out,
                            char *err, size_t errlen);

#endif
