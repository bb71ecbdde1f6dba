# Build configuration for the toyc compiler
CC      ?= cc
CFLAGS  ?= -std=c11 -Wall -Wextra -Wpedantic -O2
LDFLAGS ?=
PREFIX  ?= /usr/local

SRC_DIR   := src
BUILD_DIR := build
TEST_DIR  := tests

SRCS     := $(wildcard $(SRC_DIR)/*.c)
OBJS     := $(patsubst $(SRC_DIR)/%.c,$(BUILD_DIR)/%.o,$(SRCS))
LIB_OBJS := $(filter-out $(BUILD_DIR)/main.o,$(OBJS))
DEPS     := $(OBJS:.o=.d)

BIN := $(BUILD_DIR)/toyc

.PHONY: all clean install test test-unit test-integration test-errors format

all: $(BIN)

$(BIN): $(OBJS)
	$(CC) $(LDFLAGS) -o $@ $^

$(BUILD_DIR)/%.o: $(SRC_DIR)/%.c | $(BUILD_DIR)
	$(CC) $(CFLAGS) -MMD -MP -c $< -o $@

$(BUILD_DIR):
	mkdir -p $@

test: test-unit test-integration test-errors

test-unit: $(LIB_OBJS)
	$(CC) $(CFLAGS) -I$(SRC_DIR) -o $(BUILD_DIR)/unit_tests $(TEST_DIR)/unit/*.c $(LIB_OBJS)
	$(BUILD_DIR)/unit_tests

test-integration: $(BIN)
	@for f in $(TEST_DIR)/programs/*.toy; do \
		expected="$${f%.toy}.out"; \
		$(BIN) run "$$f" > $(BUILD_DIR)/actual.out 2>&1; \
		diff -u "$$expected" $(BUILD_DIR)/actual.out || exit 1; \
	done
	@echo "integration tests passed"

test-errors: $(BIN)
	@for f in $(TEST_DIR)/errors/*.toy; do \
		expected="$${f%.toy}.err"; \
		if $(BIN) run "$$f" > $(BUILD_DIR)/actual.err 2>&1; then \
			echo "expected $$f to fail"; exit 1; \
		fi; \
		diff -u "$$expected" $(BUILD_DIR)/actual.err || exit 1; \
	done
	@echo "error tests passed"

format:
	clang-format -i $(SRC_DIR)/*.c $(SRC_DIR)/*.h

install: $(BIN)
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 755 $(BIN) $(DESTDIR)$(PREFIX)/bin/toyc

clean:
	rm -rf $(BUILD_DIR)

-include $(DEPS)
