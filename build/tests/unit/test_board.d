build/tests/unit/test_board.o: tests/unit/test_board.c src/board/board.h \
 src/board/coord.h src/board/board.h src/board/game.h src/board/score.h \
 src/board/handicap.h src/board/score.h
src/board/board.h:
src/board/coord.h:
src/board/board.h:
src/board/game.h:
src/board/score.h:
src/board/handicap.h:
src/board/score.h:
