# Makefile for the ingest Python package.
PYTHON  ?= python3
VENV    := .venv
BIN     := $(VENV)/bin
PKG     := ingest
PYTEST  := $(BIN)/pytest

.PHONY: venv install install-dev test coverage lint typecheck ci docs clean

venv:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --upgrade pip

install: venv
	$(BIN)/pip install -e .

install-dev: venv
	$(BIN)/pip install -e ".[dev]"

test: install-dev
	$(PYTEST) -q tests

coverage: install-dev
	@mkdir -p reports
	$(PYTEST) -q --cov=$(PKG) --cov-report=term-missing tests
	$(BIN)/coverage xml -o reports/coverage.xml
	$(BIN)/coverage report --fail-under=80

lint: install-dev
	$(BIN)/ruff check $(PKG) tests
	$(BIN)/ruff format --check $(PKG) tests

typecheck: install-dev
	$(BIN)/mypy $(PKG)

ci: lint typecheck
	$(PYTEST) -q --cov=$(PKG) tests
	$(BIN)/coverage report --fail-under=80

docs: install-dev
	$(BIN)/sphinx-build -b html docs docs/_build/html

clean:
	rm -rf $(VENV) reports docs/_build .pytest_cache .mypy_cache .coverage
	find . -name __pycache__ -type d -prune -exec rm -rf {} +
