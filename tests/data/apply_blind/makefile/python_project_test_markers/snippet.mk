PYTHON  ?= python3
VENV    := .venv
BIN     := $(VENV)/bin
SRC     := src/inventory
TESTS   := tests
PYTEST_ARGS ?=

# ... goal, .PHONY and the help/venv/install/format/lint targets as before ...

test: ## Run the unit tests
	$(BIN)/pytest $(TESTS) -q -m "not integration" --cov=$(SRC) --cov-report=term-missing $(PYTEST_ARGS)

test-integration: ## Run the integration tests (needs docker)
	docker compose -f docker-compose.test.yml up -d
	$(BIN)/pytest $(TESTS) -q -m integration $(PYTEST_ARGS)
	docker compose -f docker-compose.test.yml down

# ... docs and clean targets unchanged ...
