CC      ?= gcc
AR      ?= ar
CFLAGS  ?= -std=c11 -Wall -Wextra -O2
CPPFLAGS := -Iinclude
LDLIBS  := -lm

SRC_DIR   := src
BUILD_DIR := build
TEST_DIR  := tests

SRCS  := $(wildcard $(SRC_DIR)/*.c)
OBJS  := $(patsubst $(SRC_DIR)/%.c,$(BUILD_DIR)/%.o,$(SRCS))
TESTS := $(patsubst $(TEST_DIR)/%.c,$(BUILD_DIR)/%,$(wildcard $(TEST_DIR)/test_*.c))

LIB := $(BUILD_DIR)/libgeom.a

.PHONY: all lib tests check asan clean

all: lib

lib: $(LIB)

$(LIB): $(OBJS)
	$(AR) rcs $@ $^

$(BUILD_DIR)/%.o: $(SRC_DIR)/%.c | $(BUILD_DIR)
	$(CC) $(CPPFLAGS) $(CFLAGS) -c $< -o $@

$(BUILD_DIR)/test_%: $(TEST_DIR)/test_%.c $(LIB)
	$(CC) $(CPPFLAGS) $(CFLAGS) $< $(LIB) $(LDLIBS) -o $@

$(BUILD_DIR):
	mkdir -p $@

tests: $(TESTS)

check: tests
	@for t in $(TESTS); do echo "== $$t"; $$t || exit 1; done

asan: CFLAGS += -fsanitize=address,undefined -fno-omit-frame-pointer -g
asan: LDLIBS += -fsanitize=address,undefined
asan: clean check

clean:
	rm -rf $(BUILD_DIR)
