build-clang/src/util/subproc.o: src/util/subproc.c src/util/subproc.h

src/util/subproc.h:
