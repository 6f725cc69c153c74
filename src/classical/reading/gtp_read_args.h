/* gtp_read_args.h — what the searchers' GTP commands (tactician,
 * connection reader, owl) share: the "CODE MOVE" answer and the
 * "MOVE STONE" argument pair, so every command answers and refuses alike.
 */
#ifndef MOYO_GTP_READ_ARGS_H
#define MOYO_GTP_READ_ARGS_H

#include <stdbool.h>

#include "gtp/gtp.h"

/* Appends "0" for READ_FAIL, else "CODE MOVE" with GNU Go's codes. */
void gtp_add_read_result(struct gtp *s, struct strbuf *out, int res, coord move);

/* argv[1] an empty vertex (the move), argv[2] a stone; false with an
 * error message otherwise. */
bool gtp_arg_move_then_stone(struct gtp *s, int argc, char **argv, coord *move, coord *str,
                             struct strbuf *out);

#endif
