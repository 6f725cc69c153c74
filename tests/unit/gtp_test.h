/* gtp_test.h — helpers shared by the GTP unit tests: run a command on a
 * session and check its answer or its error message. */
#ifndef MOYO_GTP_TEST_H
#define MOYO_GTP_TEST_H

#include "gtp/gtp.h"

struct gtp *gt_new(void);
const char *gt_ok(struct gtp *s, const char *cmd);     /* must succeed */
const char *gt_err(struct gtp *s, const char *cmd);    /* must fail */
void gt_eq(struct gtp *s, const char *cmd, const char *want);
void gt_fails_with(struct gtp *s, const char *cmd, const char *want);
void gt_moves(struct gtp *s, const char *moves);   /* "b c3 w d4 ..." */
void *gt_make_int(void);

#endif
