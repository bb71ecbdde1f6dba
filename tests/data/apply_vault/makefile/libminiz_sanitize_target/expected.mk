# libminiz — build, test and install the static and shared library.

CC      ?= cc
AR      ?= ar
PREFIX  ?= /usr/local
VERSION := 1.4.2

CFLAGS  ?= -O2
CFLAGS  += -std=c99 -Wall -Wextra -Wpedantic -fPIC -Iinclude
LDFLAGS ?=

SRC  := $(wildcard src/*.c)
OBJ  := $(SRC:src/%.c=build/%.o)
TEST_SRC := $(wildcard tests/test_*.c)
TEST_BIN := $(TEST_SRC:tests/%.c=build/tests/%)

.PHONY: all
all: build/libminiz.a build/libminiz.so

build/%.o: src/%.c include/miniz.h
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -c $< -o $@

build/libminiz.a: $(OBJ)
	$(AR) rcs $@ $^

build/libminiz.so: $(OBJ)
	$(CC) -shared -Wl,-soname,libminiz.so.1 $(LDFLAGS) -o $@ $^

build/tests/%: tests/%.c build/libminiz.a
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $< build/libminiz.a -o $@

.PHONY: check
check: $(TEST_BIN)
	@set -e; for t in $(TEST_BIN); do echo "  RUN  $$t"; $$t; done

.PHONY: sanitize
sanitize: CFLAGS += -O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer
sanitize: LDFLAGS += -fsanitize=address,undefined
sanitize: clean check

.PHONY: install
install: all
	install -d $(DESTDIR)$(PREFIX)/lib $(DESTDIR)$(PREFIX)/include
	install -m 644 build/libminiz.a $(DESTDIR)$(PREFIX)/lib/
	install -m 755 build/libminiz.so $(DESTDIR)$(PREFIX)/lib/libminiz.so.$(VERSION)
	ln -sf libminiz.so.$(VERSION) $(DESTDIR)$(PREFIX)/lib/libminiz.so.1
	install -m 644 include/miniz.h $(DESTDIR)$(PREFIX)/include/

.PHONY: uninstall
uninstall:
	rm -f $(DESTDIR)$(PREFIX)/lib/libminiz.a $(DESTDIR)$(PREFIX)/lib/libminiz.so*
	rm -f $(DESTDIR)$(PREFIX)/include/miniz.h

.PHONY: clean
clean:
	rm -rf build
