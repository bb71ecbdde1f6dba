PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
SRC    := src/weatherkit
TESTS  := tests

.PHONY: venv install test lint typecheck docs dist publish clean

venv:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --upgrade pip

install: venv
	$(BIN)/pip install -e ".[dev,docs]"

test:
	$(BIN)/pytest -q $(TESTS)

lint:
	$(BIN)/ruff check $(SRC) $(TESTS)
	$(BIN)/ruff format --check $(SRC) $(TESTS)

typecheck:
	$(BIN)/mypy $(SRC)

docs:
	$(BIN)/mkdocs build --strict

dist: clean
	$(BIN)/python -m build

publish: dist
	$(BIN)/twine upload dist/*

clean:
	rm -rf build dist *.egg-info .pytest_cache .mypy_cache site
