# ... compiler and path variables as before ...

# ... object / library / test binary rules unchanged ...

check: $(TEST_BIN)
	@for t in $(TEST_BIN); do echo "RUN $$t"; ./$$t || exit 1; done

asan: clean
	$(MAKE) check \
		CFLAGS="-O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer" \
		LDFLAGS="-fsanitize=address,undefined"

# ... install and clean targets stay the same ...

.PHONY: all check asan install clean
