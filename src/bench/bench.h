/* bench.h — `moyo bench TARGET`: speed measurements.  Each target is a
 * function taking the subcommand's remaining arguments. */
#ifndef MOYO_BENCH_H
#define MOYO_BENCH_H

struct bench_target {
    const char *name;
    int (*run)(int argc, char **argv);
    const char *summary;
};

int bench_board(int argc, char **argv);
int bench_mc(int argc, char **argv);
int bench_reading(int argc, char **argv);
int bench_connect(int argc, char **argv);
int bench_owl(int argc, char **argv);
int bench_influence(int argc, char **argv);
int bench_dragons(int argc, char **argv);
int bench_patterns(int argc, char **argv);
double bench_now(void);         /* monotonic seconds */
double bench_cpu_now(void);     /* process CPU seconds */

#endif
