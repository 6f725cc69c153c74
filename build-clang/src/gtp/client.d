build-clang/src/gtp/client.o: src/gtp/client.c src/gtp/client.h \
  src/util/strbuf.h src/util/subproc.h

src/gtp/client.h:

src/util/strbuf.h:

src/util/subproc.h:
