/* client.h — talking GTP to another engine over pipes: GNU Go as the
 * opponent, referee and differential-test oracle, or a child `moyo gtp`. */
#ifndef MOYO_GTP_CLIENT_H
#define MOYO_GTP_CLIENT_H

#include <stdbool.h>

#include "util/strbuf.h"
#include "util/subproc.h"

struct gtp_client {
    struct subproc proc;
    char name[128];
    bool dead;          /* the engine closed its output or broke protocol */
    char buf[4096];     /* bytes read from the engine, not yet consumed */
    int bufpos, buflen;
};

/* Starts `cmd` (a shell command line); its stderr is discarded, or with
 * gtp_client_start_logged appended to the file log_path. */
bool gtp_client_start(struct gtp_client *c, const char *cmd);
bool gtp_client_start_logged(struct gtp_client *c, const char *cmd, const char *log_path);
/* Sends one command and reads the reply.  Returns true on "=", false on
 * "?" or a dead engine; reply receives the text after "= "/"? " (lines
 * joined with '\n', without the final blank line).  timeout_ms <= 0: wait
 * as long as it takes. */
bool gtp_client_send(struct gtp_client *c, const char *cmd, struct strbuf *reply,
                     int timeout_ms);
bool gtp_client_sendf(struct gtp_client *c, struct strbuf *reply, int timeout_ms,
                      const char *fmt, ...) __attribute__((format(printf, 4, 5)));
/* Sends quit and reaps the process. */
void gtp_client_stop(struct gtp_client *c);

#endif
