/* gtp_cmds.h — helpers shared by the GTP command files of src/gtp (not a
 * public interface: modules elsewhere use gtp.h). */
#ifndef MOYO_GTP_CMDS_H
#define MOYO_GTP_CMDS_H

#include "gtp/gtp.h"

/* gtp_std.c */
void gtp_new_board(struct gtp *s, int size);
bool gtp_play(struct gtp *s, int color, coord p, struct strbuf *out);
/* genmove's second half: plays the engine's move p (or answers resign)
 * and writes the answer. */
bool gtp_play_generated(struct gtp *s, int color, coord p, struct strbuf *out);
void gtp_draw_board(struct gtp *s, struct strbuf *out);

/* gtp_sgf.c: the header printsgf writes.  A new game (boardsize,
 * clear_board) forgets the loaded file's; genmove notes the engine played
 * color. */
void gtp_sgf_new_game(struct gtp *s);
void gtp_sgf_engine_played(struct gtp *s, int color);

/* gtp_score.c */
bool gtp_cmd_final_score(struct gtp *s, int argc, char **argv, struct strbuf *out);
bool gtp_cmd_final_status_list(struct gtp *s, int argc, char **argv, struct strbuf *out);
bool gtp_cmd_moyo_scorer(struct gtp *s, int argc, char **argv, struct strbuf *out);

#endif
