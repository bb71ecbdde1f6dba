# Makefile for libmzs, a streaming wrapper around zlib.
# Builds a static and a shared library, runs the tests, installs under PREFIX.

CC      ?= cc
AR      ?= ar
PREFIX  ?= /usr/local
LIBDIR  ?= $(PREFIX)/lib
INCDIR  ?= $(PREFIX)/include

VERSION_MAJOR := 2
VERSION_MINOR := 4
VERSION_PATCH := 1
VERSION       := $(VERSION_MAJOR).$(VERSION_MINOR).$(VERSION_PATCH)

CFLAGS  ?= -O2 -g
CFLAGS  += -std=c11 -Wall -Wextra -Wpedantic -Wshadow -fPIC -Iinclude
LDFLAGS ?=
LDLIBS  := -lz

SRC     := $(wildcard src/*.c)
OBJ     := $(SRC:src/%.c=build/%.o)
DEP     := $(OBJ:.o=.d)
TESTS   := $(wildcard tests/test_*.c)
TESTBIN := $(TESTS:tests/%.c=build/tests/%)

STATIC  := build/libmzs.a
SHARED  := build/libmzs.so.$(VERSION)
SONAME  := libmzs.so.$(VERSION_MAJOR)

.PHONY: all static shared test install uninstall clean

all: static shared

static: $(STATIC)

shared: $(SHARED)

$(STATIC): $(OBJ)
	$(AR) rcs $@ $^

$(SHARED): $(OBJ)
	$(CC) -shared -Wl,-soname,$(SONAME) $(LDFLAGS) -o $@ $^ $(LDLIBS)

build/%.o: src/%.c | build
	$(CC) $(CFLAGS) -MMD -MP -c $< -o $@

build/tests/%: tests/%.c $(STATIC) | build/tests
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $< $(STATIC) $(LDLIBS)

build build/tests:
	mkdir -p $@

test: $(TESTBIN)
	@for t in $(TESTBIN); do \
		echo "==> $$t"; \
		$$t || exit 1; \
	done

install: all
	install -d $(DESTDIR)$(LIBDIR) $(DESTDIR)$(INCDIR)/mzs
	install -m 0644 $(STATIC) $(DESTDIR)$(LIBDIR)/
	install -m 0755 $(SHARED) $(DESTDIR)$(LIBDIR)/
	ln -sf libmzs.so.$(VERSION) $(DESTDIR)$(LIBDIR)/$(SONAME)
	ln -sf $(SONAME) $(DESTDIR)$(LIBDIR)/libmzs.so
	install -m 0644 include/mzs/*.h $(DESTDIR)$(INCDIR)/mzs/

uninstall:
	rm -f $(DESTDIR)$(LIBDIR)/libmzs.a $(DESTDIR)$(LIBDIR)/libmzs.so*
	rm -rf $(DESTDIR)$(INCDIR)/mzs

clean:
	rm -rf build

-include $(DEP)
