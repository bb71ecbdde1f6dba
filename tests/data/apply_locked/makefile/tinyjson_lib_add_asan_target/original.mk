# libtinyjson - build rules

CC      ?= cc
AR      ?= ar
CFLAGS  ?= -O2 -g
CFLAGS  += -std=c99 -Wall -Wextra -Wpedantic -Iinclude
LDFLAGS ?=
PREFIX  ?= /usr/local

SRC      := $(wildcard src/*.c)
OBJ      := $(SRC:src/%.c=build/%.o)
TESTS    := $(wildcard tests/test_*.c)
TEST_BIN := $(TESTS:tests/%.c=build/tests/%)

LIB_A   := build/libtinyjson.a
LIB_SO  := build/libtinyjson.so

all: $(LIB_A) $(LIB_SO)

build/%.o: src/%.c | build
	$(CC) $(CFLAGS) -fPIC -c $< -o $@

$(LIB_A): $(OBJ)
	$(AR) rcs $@ $^

$(LIB_SO): $(OBJ)
	$(CC) -shared $(LDFLAGS) -o $@ $^

build:
	mkdir -p build build/tests

build/tests/%: tests/%.c $(LIB_A) | build
	$(CC) $(CFLAGS) $< $(LIB_A) $(LDFLAGS) -o $@

check: $(TEST_BIN)
	@for t in $(TEST_BIN); do echo "RUN $$t"; ./$$t || exit 1; done

install: all
	install -d $(DESTDIR)$(PREFIX)/lib $(DESTDIR)$(PREFIX)/include
	install -m 644 $(LIB_A) $(LIB_SO) $(DESTDIR)$(PREFIX)/lib
	install -m 644 include/tinyjson.h $(DESTDIR)$(PREFIX)/include

clean:
	rm -rf build

.PHONY: all check install clean
