PYTHON  ?= python3
VENV    := .venv
BIN     := $(VENV)/bin
SRC     := src/inventory
TESTS   := tests
PYTEST_ARGS ?=

.DEFAULT_GOAL := help

.PHONY: help venv install format lint test test-integration docs clean

help:
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "%-18s %s\n", $$1, $$2}'

venv: ## Create the virtual environment
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --upgrade pip

install: venv ## Install the package with dev extras
	$(BIN)/pip install -e '.[dev]'

format: ## Format the code
	$(BIN)/ruff format $(SRC) $(TESTS)
	$(BIN)/ruff check --fix $(SRC) $(TESTS)

lint: ## Lint and type-check
	$(BIN)/ruff check $(SRC) $(TESTS)
	$(BIN)/mypy $(SRC)

test: ## Run the unit tests
	$(BIN)/pytest $(TESTS) -q -m "not integration" --cov=$(SRC) --cov-report=term-missing $(PYTEST_ARGS)

test-integration: ## Run the integration tests (needs docker)
	docker compose -f docker-compose.test.yml up -d
	$(BIN)/pytest $(TESTS) -q -m integration $(PYTEST_ARGS)
	docker compose -f docker-compose.test.yml down

docs: ## Build the docs
	$(BIN)/mkdocs build --strict

clean: ## Remove build artefacts
	rm -rf $(VENV) build dist .pytest_cache .mypy_cache .ruff_cache site
