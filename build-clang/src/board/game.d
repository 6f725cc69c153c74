build-clang/src/board/game.o: src/board/game.c src/board/game.h \
  src/board/board.h src/board/score.h

src/board/game.h:

src/board/board.h:

src/board/score.h:
