build-clang/src/bench/bench_board.o: src/bench/bench_board.c \
  src/bench/bench.h src/board/board.h

src/bench/bench.h:

src/board/board.h:
