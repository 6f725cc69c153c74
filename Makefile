# moyo — GNU Make build.  `make` builds ./moyo; `make check` runs every
# test; `make demo` shows the engine at work on a bundled game.
#
# Sources are found by wildcard, so a new file under src/ needs no edit
# here.  Generated files (bison/flex output, compiled pattern tables, the
# list of unit-test suites) go to build/gen.

CC      ?= cc
PREFIX  ?= /usr/local
BUILD   ?= build
# -O3: the same answers as -O2 on all 16 GNU Go suites test by test, 2-9% less CPU
# (docs/status.md, session 18).
OPT     ?= -O3 -g
# Link-time optimisation, off by default: on the hot directories it cut
# ld_owl.tst's instructions by 3.0% with the same answers but not its CPU
# time, for 10 s of CPU at every link of ./moyo (docs/life-and-death.md,
# session 23).  To measure it again:
#   make LTO_DIRS="src/board src/classical/reading src/classical/eyes \
#        src/classical/owl src/classical/semeai src/patterns" LTO_LINK=-flto=auto
# The files of LTO_DIRS are then compiled to both ordinary code and the
# compiler's intermediate form (fat objects) and ./moyo alone is linked with
# -flto.  Every other link, and ./moyo's by default, says -fno-lto: with fat
# objects on hand (an LTO build's, left in build/) gcc's linker plugin would
# otherwise optimise the whole program at every link.
LTO_DIRS ?=
LTO_SRC   = $(filter-out src/classical/eyes/eyes_table.c,$(wildcard $(LTO_DIRS:%=%/*.c)))
LTO_LINK ?= -fno-lto
NO_LTO    = -fno-lto
CSTD     = -std=c11 -D_DEFAULT_SOURCE -D_POSIX_C_SOURCE=200809L
WARN     = -Wall -Wextra
CFLAGS  += $(OPT) $(CSTD) $(WARN) -Isrc -I$(BUILD)/gen -MMD -MP
LDLIBS  += -lm -lpthread

GEN      = $(BUILD)/gen
DEPS_OK  = $(BUILD)/.deps-ok

LIB_SRC  = $(filter-out src/main.c,$(shell find src -name '*.c' | sort))
LIB_OBJ  = $(LIB_SRC:%.c=$(BUILD)/%.o)

# Pattern DSL (issue 4): present once grammar/ holds the lexer and parser.
GRAMMAR_Y = $(wildcard grammar/*.y)
GRAMMAR_L = $(wildcard grammar/*.l)
GRAMMAR_C = $(GRAMMAR_Y:grammar/%.y=$(GEN)/%.tab.c) $(GRAMMAR_L:grammar/%.l=$(GEN)/%.lex.c)
GRAMMAR_O = $(GRAMMAR_C:%.c=%.o)
# Generated sources linked into the engine: the knowledge base that
# tools/patc compiles from patterns/*.pat and joseki/*.sgf.
PATC      = $(BUILD)/tools/patc
PAT_FILES = $(sort $(wildcard patterns/*.pat))
JOSEKI_FILES = $(sort $(wildcard joseki/*.sgf))
GEN_SRC  ?= $(GEN)/pattern_tables.c
GEN_OBJ   = $(GEN_SRC:%.c=%.o)

TEST_SRC = $(sort $(wildcard tests/unit/*.c))
TEST_OBJ = $(TEST_SRC:%.c=$(BUILD)/%.o)

ALL_LIB_OBJ = $(LIB_OBJ) $(GRAMMAR_O) $(GEN_OBJ)

.PHONY: all check unit demo install clean asan asan-build deps bench patc eyetable eyetable-check FORCE
# all first: the first target is what a bare `make` builds.
all: moyo
FORCE:

# Keep generated sources (bison/flex output) instead of deleting them as
# intermediates, so a second make does not regenerate them.
.SECONDARY:

# Build dependencies: install or explain, once, and again whenever the
# installed packages change (dpkg's status file), so removing one gives
# install-deps' message rather than a compiler error.
$(DEPS_OK): tools/install-deps $(wildcard /var/lib/dpkg/status)
	@mkdir -p $(BUILD)
	@tools/install-deps
	@touch $@
deps: $(DEPS_OK)

$(BUILD)/libmoyo.a: $(ALL_LIB_OBJ)
	@rm -f $@
	ar rcs $@ $^

# patc links everything but the tables it generates.
$(BUILD)/libmoyo-core.a: $(LIB_OBJ) $(GRAMMAR_O)
	@rm -f $@
	ar rcs $@ $^

$(PATC): $(BUILD)/tools/patc.o $(BUILD)/libmoyo-core.a
	$(CC) $(CFLAGS) $(NO_LTO) -o $@ $^ $(LDLIBS)

# The list of knowledge files, rewritten only when it changes, so that a
# deleted file also rebuilds the tables.
$(GEN)/pattern_files.list: FORCE | $(DEPS_OK)
	@mkdir -p $(GEN)
	@echo $(PAT_FILES) $(JOSEKI_FILES) > $@.tmp
	@cmp -s $@.tmp $@ || mv $@.tmp $@; rm -f $@.tmp

$(GEN)/pattern_tables.c: $(PATC) $(PAT_FILES) $(JOSEKI_FILES) $(GEN)/pattern_files.list
	$(PATC) -o $@ $(PAT_FILES) $(JOSEKI_FILES)

patc: $(PATC)

# Eye-shape table (docs/eyes.md): tools/eyegen solves every eye space of up
# to EYEGEN_N cells and writes src/classical/eyes/eyes_table.c, which is
# committed.  `make eyetable` regenerates it; `make eyetable-check` fails
# when the committed file differs from what the solver computes.
EYEGEN   = $(BUILD)/tools/eyegen
EYEGEN_ARGS = -n 7 -f 2
$(EYEGEN): $(BUILD)/tools/eyegen.o $(BUILD)/libmoyo-core.a
	$(CC) $(CFLAGS) $(NO_LTO) -o $@ $^ $(LDLIBS)
eyetable: $(EYEGEN)
	$(EYEGEN) $(EYEGEN_ARGS) -o src/classical/eyes/eyes_table.c
eyetable-check: $(EYEGEN)
	$(EYEGEN) $(EYEGEN_ARGS) -o $(BUILD)/eyes_table.check.c
	@sed '/search nodes;/d' $(BUILD)/eyes_table.check.c > $(BUILD)/eyes_table.a
	@sed '/search nodes;/d' src/classical/eyes/eyes_table.c > $(BUILD)/eyes_table.b
	@cmp -s $(BUILD)/eyes_table.a $(BUILD)/eyes_table.b && echo "eyes_table.c is current" || \
	  { echo "src/classical/eyes/eyes_table.c is stale: run make eyetable"; exit 1; }

moyo: $(BUILD)/src/main.o $(BUILD)/libmoyo.a $(BUILD)/lto-compile.flags $(BUILD)/lto-link.flags
	$(CC) $(CFLAGS) $(LTO_LINK) -o $@ $(filter-out %.flags,$^) $(LDLIBS)

# The LTO settings as files, rewritten only when they change, so that
# turning it on or off recompiles the files it touches and relinks ./moyo
# (make does not see a changed flag otherwise).
$(BUILD)/lto-compile.flags $(BUILD)/lto-link.flags: FORCE
	@mkdir -p $(BUILD)
	@echo '$(if $(findstring compile,$@),$(LTO_DIRS),$(LTO_DIRS) $(LTO_LINK))' > $@.tmp
	@cmp -s $@.tmp $@ || mv $@.tmp $@; rm -f $@.tmp

$(BUILD)/%.o: %.c | $(DEPS_OK) $(GRAMMAR_C)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) $(LTO) -c -o $@ $<

$(LTO_SRC:%.c=$(BUILD)/%.o): LTO = -flto -ffat-lto-objects
$(LTO_SRC:%.c=$(BUILD)/%.o): $(BUILD)/lto-compile.flags

$(GEN)/%.o: $(GEN)/%.c
	$(CC) $(CFLAGS) -Wno-unused-function -Wno-sign-compare -c -o $@ $<

$(GEN)/%.tab.c $(GEN)/%.tab.h: grammar/%.y | $(DEPS_OK)
	@mkdir -p $(GEN)
	bison -Wall -d -o $(GEN)/$*.tab.c $<

$(GEN)/%.lex.c: grammar/%.l $(GEN)/%.tab.h | $(DEPS_OK)
	@mkdir -p $(GEN)
	flex -o $@ $<

# ---- tests -------------------------------------------------------------
CHECK_CFLAGS = $(shell pkg-config --cflags check 2>/dev/null)
CHECK_LIBS   = $(shell pkg-config --libs check 2>/dev/null)

# Every tests/unit file defines one or more `Suite *NAME_suite(void)`;
# the runner's list is generated so adding a test file needs no edit here.
$(GEN)/suites.h: $(TEST_SRC) | $(DEPS_OK)
	@mkdir -p $(GEN)
	@sed -n 's/^Suite \*\([a-z0-9_]*_suite\)(void).*/SUITE(\1)/p' $(TEST_SRC) > $@.tmp
	@cmp -s $@.tmp $@ || mv $@.tmp $@; rm -f $@.tmp

$(BUILD)/tests/unit/%.o: tests/unit/%.c $(GEN)/suites.h | $(DEPS_OK)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) $(CHECK_CFLAGS) -c -o $@ $<

$(BUILD)/unit_tests: $(TEST_OBJ) $(BUILD)/libmoyo.a
	$(CC) $(CFLAGS) $(NO_LTO) -o $@ $^ $(CHECK_LIBS) $(LDLIBS)

unit: $(BUILD)/unit_tests
	@cd tests && ../$(BUILD)/unit_tests

# The whole suite: unit tests, GTP transcripts, our own regression files,
# then the differential tests against GNU Go.
# check's per-test timeouts guard against hangs, not slowness: on a loaded
# machine (parallel builds, matches) a 10 s test can take minutes, so they
# are stretched unless the caller sets CK_TIMEOUT_MULTIPLIER.
CK_TIMEOUT_MULTIPLIER ?= 5
export CK_TIMEOUT_MULTIPLIER

check: moyo $(BUILD)/unit_tests $(EYEGEN)
	@echo "== eye-shape table is what tools/eyegen computes"
	@$(MAKE) -s eyetable-check
	@echo "== unit tests (check)"
	@cd tests && ../$(BUILD)/unit_tests
	@echo "== GTP transcripts"
	@tests/gtp/run ./moyo
	@echo "== own regression files"
	@tests/regress/run ./moyo
	@echo "== differential tests against GNU Go"
	@tests/differential/run ./moyo

demo: moyo
	@tools/demo ./moyo

bench: moyo
	./moyo bench board --size 9
	./moyo bench board --size 19

# AddressSanitizer + UBSan: `make asan-build` only builds build-asan/moyo
# and build-asan/unit_tests; `make asan` builds them and runs the tests.
# ($(MAKE) written in each recipe, so that `make -n` recurses too.)
ASAN_VARS = BUILD=build-asan LTO_DIRS= LTO_LINK= \
	    OPT="-O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer" \
	    LDLIBS="-lm -lpthread -fsanitize=address,undefined"

asan:
	$(MAKE) $(ASAN_VARS) moyo-asan-check

asan-build:
	$(MAKE) $(ASAN_VARS) moyo-asan-build

.PHONY: moyo-asan-build moyo-asan-check
moyo-asan-build: $(BUILD)/libmoyo.a $(BUILD)/src/main.o $(BUILD)/unit_tests
	$(CC) $(OPT) -o $(BUILD)/moyo $(BUILD)/src/main.o $(BUILD)/libmoyo.a $(LDLIBS)

moyo-asan-check: moyo-asan-build
	cd tests && ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=halt_on_error=1 ../$(BUILD)/unit_tests
	UBSAN_OPTIONS=halt_on_error=1 tests/gtp/run $(BUILD)/moyo
	UBSAN_OPTIONS=halt_on_error=1 tests/regress/run $(BUILD)/moyo

# ---- fuzzing (issue 14; docs/fuzzing.md) --------------------------------
# tests/fuzz/fuzz_NAME.c are coverage-guided fuzz targets.  `make check`
# and `make asan` replay each one's committed corpus (tests/fuzz/corpus/
# NAME) through replay.c with the normal compiler, no clang needed.
# `make fuzz [FUZZ_SECONDS=N]` builds them with clang's libFuzzer, ASan
# and UBSan in build-fuzz (installing clang through install-deps --fuzz)
# and runs each for N seconds.
FUZZ_TARGETS = gtp sgf patterns tst results analyze
FUZZ_SECONDS ?= 60
FUZZ_CC      ?= clang
FUZZ_SAN      = -fsanitize=address,undefined -fno-sanitize-recover=undefined \
                -fno-omit-frame-pointer
FUZZ_COMMON   = $(BUILD)/tests/fuzz/fuzz_util.o

.PHONY: fuzz fuzz-build fuzz-replay
$(BUILD)/fuzz/replay-%: $(BUILD)/tests/fuzz/fuzz_%.o $(BUILD)/tests/fuzz/replay.o \
                        $(FUZZ_COMMON) $(BUILD)/libmoyo.a
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) $(NO_LTO) -o $@ $^ $(LDLIBS)

fuzz-replay: $(FUZZ_TARGETS:%=$(BUILD)/fuzz/replay-%)
	@echo "== fuzz corpus replay (tests/fuzz/corpus)"
	@tests/fuzz/replay-all $(BUILD)/fuzz
check: fuzz-replay
moyo-asan-check: fuzz-replay

$(BUILD)/fuzz/fuzz-%: $(BUILD)/tests/fuzz/fuzz_%.o $(FUZZ_COMMON) $(BUILD)/libmoyo.a
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -fsanitize=fuzzer -o $@ $^ $(LDLIBS)
fuzz-build: $(FUZZ_TARGETS:%=$(BUILD)/fuzz/fuzz-%)

fuzz: moyo
	@tools/install-deps --fuzz
	$(MAKE) BUILD=build-fuzz CC=$(FUZZ_CC) LTO_DIRS= LTO_LINK= OPT="-O2 -g $(FUZZ_SAN) -fsanitize=fuzzer-no-link" \
	    LDLIBS="-lm -lpthread $(FUZZ_SAN)" fuzz-build
	tests/fuzz/run-fuzzers build-fuzz/fuzz $(FUZZ_SECONDS) $(FUZZ_TARGETS)
# ---- end of fuzzing ------------------------------------------------------

# ---- soak (issue 14; docs/reliability.md) ---------------------------------
# Too long for make check.  `make soak` = soak-games (SOAK_GAMES games
# between every pair of built-in engines on 9x9, 13x13 and 19x19, one
# long-lived process per player, memory sampled after each game), then
# soak-differential (SOAK_DIFF_GAMES random games compared with GNU Go),
# then soak-asan (SOAK_ASAN_GAMES games with the ASan + LeakSanitizer build),
# then soak-clock (every engine, every size, one second a move: each
# genmove inside 1.1 s; timing, so not under nice on a saturated machine).
SOAK_GAMES      ?= 1000
SOAK_DIFF_GAMES ?= 10000
SOAK_ASAN_GAMES ?= 50
.PHONY: soak soak-games soak-differential soak-asan soak-clock
soak: soak-games soak-differential soak-asan soak-clock

soak-games: moyo
	tools/soak --moyo ./moyo --games $(SOAK_GAMES) --parallel 2 --out soak-out

soak-differential: moyo
	tools/soak-differential ./moyo $(SOAK_DIFF_GAMES)

soak-asan:
	$(MAKE) $(ASAN_VARS) moyo-asan-build
	ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
	    tools/soak --moyo build-asan/moyo --games $(SOAK_ASAN_GAMES) --asan \
	        --sizes 9:0.8,13:0.14,19:0.06 --parallel 2 --out soak-asan-out

soak-clock: moyo
	tools/soak-clock --moyo ./moyo
# ---- end of soak -----------------------------------------------------------

install: moyo
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man6
	install -m 755 moyo $(DESTDIR)$(PREFIX)/bin/moyo
	install -m 644 docs/moyo.6 $(DESTDIR)$(PREFIX)/share/man/man6/moyo.6

clean:
	rm -rf build build-* moyo demo-out soak-out soak-asan-out

-include $(shell find $(BUILD) -name '*.d' 2>/dev/null)
