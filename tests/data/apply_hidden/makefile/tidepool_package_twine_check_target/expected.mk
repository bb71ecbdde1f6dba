PYTHON   ?= python3
VENV     := .venv
BIN      := $(VENV)/bin
SRC      := src/tidepool
TESTS    := tests
DIST     := dist

.PHONY: help venv install lint format typecheck test coverage build check publish clean

help:
	@grep -E '^[a-z-]+:.*?## ' $(MAKEFILE_LIST) | awk 'BEGIN {FS = ":.*?## "}; {printf "%-12s %s\n", $$1, $$2}'

venv: ## create the virtual environment
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --upgrade pip wheel

install: venv ## install the package with dev extras
	$(BIN)/pip install -e ".[dev]"

lint: ## run ruff
	$(BIN)/ruff check $(SRC) $(TESTS)

format: ## format the code
	$(BIN)/ruff format $(SRC) $(TESTS)
	$(BIN)/ruff check --fix $(SRC) $(TESTS)

typecheck: ## run mypy
	$(BIN)/mypy $(SRC)

test: ## run the test suite
	$(BIN)/pytest -q -n auto $(TESTS)

coverage: ## run the tests with coverage
	$(BIN)/pytest --cov=$(SRC) --cov-report=term-missing $(TESTS)

build: clean ## build sdist and wheel
	$(BIN)/python -m build --outdir $(DIST)

check: build ## validate the built distributions
	$(BIN)/twine check --strict $(DIST)/*

publish: check ## upload to PyPI
	$(BIN)/twine upload $(DIST)/*

clean: ## remove build artifacts
	rm -rf $(DIST) build *.egg-info .pytest_cache .mypy_cache .coverage
