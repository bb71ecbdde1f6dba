.PHONY: help venv install lint fmt test test-unit test-integration test-e2e test-smoke clean

# ... existing targets ...

test-e2e: ## Run end-to-end tests against a local server
	$(BIN)/pytest tests/e2e -q --base-url=http://localhost:8000

test-smoke: ## Run smoke tests against a deployed environment (URL=...)
	@test -n "$(URL)" || { echo "usage: make test-smoke URL=https://..."; exit 1; }
	$(BIN)/pytest tests/e2e -q -m smoke --base-url=$(URL)

# ... clean unchanged ...
