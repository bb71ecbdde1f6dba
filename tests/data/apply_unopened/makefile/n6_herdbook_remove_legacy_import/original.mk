# livestock-records: herd book service (health records, treatments, withdrawal periods)

PYTHON      ?= python3
VENV        := .venv
BIN         := $(VENV)/bin
BUILD_DIR   := build
DB_URL      ?= postgresql://herd:herd@localhost:5432/herdbook
LEGACY_MDB  ?= /mnt/shared/office/HerdBook2009.mdb

.PHONY: all venv test lint migrate seed import-legacy clean

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

import-legacy: migrate
	@test -f $(LEGACY_MDB) || (echo "legacy herd book not found at $(LEGACY_MDB)"; exit 1)
	mkdir -p $(BUILD_DIR)
	mdb-export $(LEGACY_MDB) Treatments > $(BUILD_DIR)/treatments.csv
	DATABASE_URL=$(DB_URL) $(BIN)/python -m livestock.importers.legacy $(BUILD_DIR)/treatments.csv

clean:
	rm -rf $(BUILD_DIR) .pytest_cache .mypy_cache
