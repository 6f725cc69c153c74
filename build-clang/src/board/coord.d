build-clang/src/board/coord.o: src/board/coord.c src/board/coord.h \
  src/board/board.h

src/board/coord.h:

src/board/board.h:
