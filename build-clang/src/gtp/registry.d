build-clang/src/gtp/registry.o: src/gtp/registry.c src/gtp/gtp.h \
  src/board/game.h src/board/board.h src/board/score.h src/engine.h \
  src/util/strbuf.h

src/gtp/gtp.h:

src/board/game.h:

src/board/board.h:

src/board/score.h:

src/engine.h:

src/util/strbuf.h:
