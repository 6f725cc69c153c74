build-clang/src/board/board.o: src/board/board.c src/board/board.h

src/board/board.h:
