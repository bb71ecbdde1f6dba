PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
SRC := src/inventory
TESTS := tests

export PYTHONPATH := src

.PHONY: all venv install format lint typecheck test test-unit test-integration test-e2e coverage clean

all: lint typecheck test

venv:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --upgrade pip

install: venv
	$(BIN)/pip install -e ".[dev]"

format:
	$(BIN)/ruff format $(SRC) $(TESTS)
	$(BIN)/ruff check --fix $(SRC) $(TESTS)

lint:
	$(BIN)/ruff check $(SRC) $(TESTS)

typecheck:
	$(BIN)/mypy $(SRC)

test: test-unit test-integration

test-unit:
	$(BIN)/pytest $(TESTS)/unit -m "not slow" --timeout=30 -q

test-integration:
	$(BIN)/pytest $(TESTS)/integration -m "not slow" --timeout=30 -q

test-e2e:
	$(BIN)/pytest $(TESTS)/e2e -m "not slow" --timeout=30 -q

coverage:
	$(BIN)/pytest $(TESTS)/unit $(TESTS)/integration --cov=$(SRC) --cov-report=term-missing --cov-report=xml

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache coverage.xml
	find . -name "__pycache__" -type d -prune -exec rm -rf {} +
