PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
SRC := src tests

.DEFAULT_GOAL := help

.PHONY: help install test test-unit test-integration test-e2e lint format typecheck clean

help: ## Show this help
	@grep -E '^[a-zA-Z_-]+:.*?## ' $(MAKEFILE_LIST) | awk 'BEGIN {FS = ":.*?## "}; {printf "  %-18s %s\n", $$1, $$2}'

$(VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install -e ".[dev]"
	touch $@

install: $(VENV)/.installed ## Create the virtualenv and install deps

test: test-unit test-integration test-e2e ## Run all tests

test-unit: install ## Run unit tests
	$(BIN)/pytest tests/unit -q

test-integration: install ## Run integration tests (needs docker)
	docker compose -f tests/docker-compose.yml up -d --wait
	$(BIN)/pytest tests/integration -q
	docker compose -f tests/docker-compose.yml down

test-e2e: install ## Run browser end-to-end tests
	$(BIN)/playwright install --with-deps chromium
	$(BIN)/pytest tests/e2e -q --browser chromium

lint: install ## Run ruff
	$(BIN)/ruff check $(SRC)

format: install ## Format code
	$(BIN)/ruff format $(SRC)

typecheck: install ## Run mypy
	$(BIN)/mypy src

clean: ## Remove build artefacts
	rm -rf $(VENV) .pytest_cache .mypy_cache dist build
	find . -name __pycache__ -type d -prune -exec rm -rf {} +
