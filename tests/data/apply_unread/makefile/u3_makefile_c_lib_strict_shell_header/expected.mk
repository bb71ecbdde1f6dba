SHELL       := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
MAKEFLAGS   += --warn-undefined-variables --no-builtin-rules

CC      ?= cc
AR      ?= ar
CFLAGS  ?= -O2 -g
CFLAGS  += -std=c11 -Wall -Wextra -Wpedantic -Werror -Iinclude
LDLIBS  += -lm

PREFIX  ?= /usr/local
LIBDIR  := $(PREFIX)/lib
INCDIR  := $(PREFIX)/include

LIB     := libringbuf.a
SRCS    := $(wildcard src/*.c)
OBJS    := $(SRCS:src/%.c=build/%.o)
TESTS   := $(wildcard tests/test_*.c)
TESTBIN := $(TESTS:tests/%.c=build/tests/%)

.PHONY: all test install uninstall clean

all: $(LIB)

$(LIB): $(OBJS)
	$(AR) rcs $@ $^

build/%.o: src/%.c | build
	$(CC) $(CFLAGS) -MMD -MP -c $< -o $@

build/tests/%: tests/%.c $(LIB) | build/tests
	$(CC) $(CFLAGS) $< $(LIB) $(LDLIBS) -o $@

build build/tests:
	mkdir -p $@

test: $(TESTBIN)
	@for t in $(TESTBIN); do \
	    echo "== $$t"; \
	    $$t || exit 1; \
	done

install: $(LIB)
	install -d $(DESTDIR)$(LIBDIR) $(DESTDIR)$(INCDIR)
	install -m 644 $(LIB) $(DESTDIR)$(LIBDIR)/
	install -m 644 include/ringbuf.h $(DESTDIR)$(INCDIR)/

uninstall:
	rm -f $(DESTDIR)$(LIBDIR)/$(LIB) $(DESTDIR)$(INCDIR)/ringbuf.h

clean:
	rm -rf build $(LIB)

-include $(OBJS:.o=.d)
