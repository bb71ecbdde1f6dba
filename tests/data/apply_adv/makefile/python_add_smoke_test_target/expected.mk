SHELL := /bin/bash
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
PKG := ledgerly

.DEFAULT_GOAL := help

.PHONY: help venv install lint fmt test test-unit test-integration test-e2e test-smoke clean

help: ## Show this help
	@grep -E '^[a-zA-Z_-]+:.*?## .*$$' $(MAKEFILE_LIST) | \
	    awk 'BEGIN {FS = ":.*?## "}; {printf "\033[36m%-20s\033[0m %s\n", $$1, $$2}'

venv: ## Create the virtual environment
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --upgrade pip

install: venv ## Install the package with dev extras
	$(BIN)/pip install -e '.[dev]'

lint: ## Run ruff and mypy
	$(BIN)/ruff check src tests
	$(BIN)/mypy src

fmt: ## Format the code
	$(BIN)/ruff format src tests

test: test-unit test-integration ## Run unit and integration tests

test-unit: ## Run unit tests
	$(BIN)/pytest tests/unit -q

test-integration: ## Run integration tests (needs docker)
	docker compose -f tests/docker-compose.yml up -d
	$(BIN)/pytest tests/integration -q; status=$$?; \
	    docker compose -f tests/docker-compose.yml down; exit $$status

test-e2e: ## Run end-to-end tests against a local server
	$(BIN)/pytest tests/e2e -q --base-url=http://localhost:8000

test-smoke: ## Run smoke tests against a deployed environment (URL=...)
	@test -n "$(URL)" || { echo "usage: make test-smoke URL=https://..."; exit 1; }
	$(BIN)/pytest tests/e2e -q -m smoke --base-url=$(URL)

clean: ## Remove build artefacts
	rm -rf build dist .pytest_cache .mypy_cache .ruff_cache
	find . -name '__pycache__' -type d -prune -exec rm -rf {} +
