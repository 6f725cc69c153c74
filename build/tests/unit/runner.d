build/tests/unit/runner.o: tests/unit/runner.c build/gen/suites.h
build/gen/suites.h:
