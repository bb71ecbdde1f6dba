# ... existing code ...

.PHONY: all clean install test test-unit test-integration test-errors format

# ... existing code ...

test: test-unit test-integration test-errors

# ... existing code ...
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

# ... existing code ...
