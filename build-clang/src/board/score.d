build-clang/src/board/score.o: src/board/score.c src/board/score.h \
  src/board/board.h

src/board/score.h:

src/board/board.h:
