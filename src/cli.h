/* cli.h — entry points of the `moyo` subcommands (src/main.c dispatches).
 * Each returns the process exit status. */
#ifndef MOYO_CLI_H
#define MOYO_CLI_H

#define MOYO_VERSION "0.1"

int cli_gtp(int argc, char **argv);
int cli_analyze(int argc, char **argv);
int cli_regress(int argc, char **argv);
int cli_bench(int argc, char **argv);
int cli_match(int argc, char **argv);
int cli_match_merge(int argc, char **argv);
int cli_crosscheck(int argc, char **argv);
int cli_tune(int argc, char **argv);

#endif
