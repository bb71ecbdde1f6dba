# Makefile for logparse
#
#   make            build ./logparse (release)
#   make BUILD=debug  build with sanitizers into obj/debug
#   make test       run the regression tests
#   make install    copy the binary into the system

CC      ?= gcc
CFLAGS  ?= -Wall -Wextra -Wpedantic -std=c11
LDFLAGS ?=
LDLIBS  = -lm

PREFIX  ?= /usr/local
BUILD   ?= release

ifeq ($(BUILD),debug)
  CFLAGS += -O0 -g3 -fsanitize=address,undefined
  LDFLAGS += -fsanitize=address,undefined
else
  CFLAGS += -O2 -DNDEBUG
endif

SRC_DIR = src
OBJ_DIR = obj/$(BUILD)
TARGET  = logparse

SRCS = $(wildcard $(SRC_DIR)/*.c)
OBJS = $(SRCS:$(SRC_DIR)/%.c=$(OBJ_DIR)/%.o)
DEPS = $(OBJS:.o=.d)

all: $(TARGET)

$(TARGET): $(OBJS)
	$(CC) $(LDFLAGS) -o $@ $^ $(LDLIBS)

$(OBJ_DIR)/%.o: $(SRC_DIR)/%.c
	@mkdir -p $(OBJ_DIR)
	$(CC) $(CFLAGS) -MMD -MP -c $< -o $@

test: $(TARGET)
	./tests/run.sh ./$(TARGET)

install: $(TARGET)
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 0755 $(TARGET) $(DESTDIR)$(PREFIX)/bin/$(TARGET)

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/$(TARGET)

clean:
	rm -rf obj $(TARGET)

-include $(DEPS)

.PHONY: all test install uninstall clean
