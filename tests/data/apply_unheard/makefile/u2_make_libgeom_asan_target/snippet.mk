CC      ?= gcc
AR      ?= ar
CFLAGS  ?= -std=c11 -Wall -Wextra -O2
CPPFLAGS := -Iinclude
LDLIBS  := -lm

# ... directory and source variables unchanged ...

.PHONY: all lib tests check asan clean

# ... library and test build rules as before ...

check: tests
	@for t in $(TESTS); do echo "== $$t"; $$t || exit 1; done

asan: CFLAGS += -fsanitize=address,undefined -fno-omit-frame-pointer -g
asan: LDLIBS += -fsanitize=address,undefined
asan: clean check

clean:
	rm -rf $(BUILD_DIR)
