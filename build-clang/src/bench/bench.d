build-clang/src/bench/bench.o: src/bench/bench.c src/bench/bench.h \
  src/cli.h

src/bench/bench.h:

src/cli.h:
