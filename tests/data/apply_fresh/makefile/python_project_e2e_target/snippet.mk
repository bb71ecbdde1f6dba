.PHONY: help install test test-unit test-integration test-e2e lint format typecheck clean

# ... help and install targets unchanged ...

test: test-unit test-integration test-e2e ## Run all tests

# ... test-unit and test-integration unchanged ...

test-e2e: install ## Run browser end-to-end tests
	$(BIN)/playwright install --with-deps chromium
	$(BIN)/pytest tests/e2e -q --browser chromium

# ... lint, format, typecheck and clean unchanged ...
