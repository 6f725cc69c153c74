build-clang/src/board/handicap.o: src/board/handicap.c \
  src/board/handicap.h src/board/board.h

src/board/handicap.h:

src/board/board.h:
