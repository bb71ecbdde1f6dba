.PHONY: check
check: $(TEST_BIN)
	@set -e; for t in $(TEST_BIN); do echo "  RUN  $$t"; $$t; done

.PHONY: sanitize
sanitize: CFLAGS += -O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer
sanitize: LDFLAGS += -fsanitize=address,undefined
sanitize: clean check

.PHONY: install
install: all
# ... existing code ...
