# livestock-records: herd book service (health records, treatments, withdrawal periods)

PYTHON      ?= python3
VENV        := .venv
BIN         := $(VENV)/bin
BUILD_DIR   := build
DB_URL      ?= postgresql://herd:herd@localhost:5432/herdbook

.PHONY: all venv test lint migrate seed clean

all: test

venv: $(VENV)/.installed

$(VENV)/.installed: requirements.txt requirements-dev.txt
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install -r requirements.txt -r requirements-dev.txt
	touch $@

test: venv
	$(BIN)/pytest -q tests/

lint: venv
	$(BIN)/ruff check livestock tests
	$(BIN)/mypy livestock

migrate: venv
	DATABASE_URL=$(DB_URL) $(BIN)/alembic upgrade head

seed: migrate
	DATABASE_URL=$(DB_URL) $(BIN)/python -m livestock.seed --herd demo

clean:
	rm -rf $(BUILD_DIR) .pytest_cache .mypy_cache
