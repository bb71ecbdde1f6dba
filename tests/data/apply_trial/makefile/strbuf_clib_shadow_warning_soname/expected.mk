# libstrbuf - growable string buffers for C
# Builds a static and a shared library plus the unit test runner.

CC       ?= cc
AR       ?= ar
CFLAGS   ?= -O2 -g -Wall -Wextra -Wshadow -Wstrict-prototypes -std=c11
CPPFLAGS += -Iinclude
LDFLAGS  ?=
PREFIX   ?= /usr/local

VERSION_MAJOR := 1
VERSION_MINOR := 4
VERSION       := $(VERSION_MAJOR).$(VERSION_MINOR)

SRC  := $(wildcard src/*.c)
OBJ  := $(SRC:src/%.c=build/%.o)
PIC  := $(SRC:src/%.c=build/pic/%.o)
TEST_SRC := $(wildcard tests/*.c)

LIB_STATIC := build/libstrbuf.a
LIB_SHARED := build/libstrbuf.so.$(VERSION)

.PHONY: all test install uninstall clean

all: $(LIB_STATIC) $(LIB_SHARED)

build/%.o: src/%.c | build
	$(CC) $(CPPFLAGS) $(CFLAGS) -c $< -o $@

build/pic/%.o: src/%.c | build/pic
	$(CC) $(CPPFLAGS) $(CFLAGS) -fPIC -c $< -o $@

build build/pic:
	mkdir -p $@

$(LIB_STATIC): $(OBJ)
	$(AR) rcs $@ $^

$(LIB_SHARED): $(PIC)
	$(CC) -shared -Wl,-soname,libstrbuf.so.$(VERSION_MAJOR) $(LDFLAGS) -o $@ $^

build/test_runner: $(TEST_SRC) $(LIB_STATIC)
	$(CC) $(CPPFLAGS) $(CFLAGS) -o $@ $(TEST_SRC) $(LIB_STATIC)

test: build/test_runner
	./build/test_runner

install: all
	install -d $(DESTDIR)$(PREFIX)/lib $(DESTDIR)$(PREFIX)/include
	install -m 644 $(LIB_STATIC) $(DESTDIR)$(PREFIX)/lib/
	install -m 755 $(LIB_SHARED) $(DESTDIR)$(PREFIX)/lib/
	ln -sf libstrbuf.so.$(VERSION) $(DESTDIR)$(PREFIX)/lib/libstrbuf.so
	install -m 644 include/strbuf.h $(DESTDIR)$(PREFIX)/include/

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/lib/libstrbuf.a
	rm -f $(DESTDIR)$(PREFIX)/lib/libstrbuf.so*
	rm -f $(DESTDIR)$(PREFIX)/include/strbuf.h

clean:
	rm -rf build
