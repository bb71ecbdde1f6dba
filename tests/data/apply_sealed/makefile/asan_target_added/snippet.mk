# ... keep existing code

.PHONY: all static shared test test-asan install uninstall clean

# ... keep existing code

test: $(TESTBIN)
	@for t in $(TESTBIN); do \
		echo "==> $$t"; \
		$$t || exit 1; \
	done

test-asan: CFLAGS += -O1 -fsanitize=address,undefined -fno-omit-frame-pointer
test-asan: LDFLAGS += -fsanitize=address,undefined
test-asan: clean
	$(MAKE) test CFLAGS="$(CFLAGS)" LDFLAGS="$(LDFLAGS)"

# ... keep existing code
