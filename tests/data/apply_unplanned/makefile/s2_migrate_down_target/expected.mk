# Makefile - vet-records monorepo (api, lab-ingest worker, kennel board)

PYTHON ?= python3
VENV ?= .venv
PIP := $(VENV)/bin/pip
PYTEST := $(VENV)/bin/pytest
COMPOSE ?= docker compose
DB_URL ?= postgresql://vet:vet@localhost:5432/vet_records

.PHONY: help venv install test test-api test-worker lint fmt migrate seed-demo \
        backup-db up down clean

help:
	@echo "Targets:"
	@echo "  install      create the virtualenv and install dev dependencies"
	@echo "  test         run all test suites"
	@echo "  lint         run ruff and mypy"
	@echo "  migrate      apply database migrations"
	@echo "  seed-demo    load demo patients, vaccinations and kennels"
	@echo "  up / down    start or stop the local stack"

venv:
	$(PYTHON) -m venv $(VENV)

install: venv
	$(PIP) install -e ".[dev]"

test: test-api test-worker

test-api:
	$(PYTEST) services/api/tests -q

test-worker:
	$(PYTEST) services/lab_ingest/tests -q

lint:
	$(VENV)/bin/ruff check services
	$(VENV)/bin/mypy services/api services/lab_ingest

fmt:
	$(VENV)/bin/ruff format services

migrate:
	$(VENV)/bin/alembic -x db_url=$(DB_URL) upgrade head

migrate-down:
	$(VENV)/bin/alembic -x db_url=$(DB_URL) downgrade -1

seed-demo: migrate
	$(PYTHON) scripts/seed_demo.py --db-url $(DB_URL) --patients 200 --kennels 40

backup-db:
	mkdir -p backups
	pg_dump $(DB_URL) --format=custom --file=backups/vet_records_$$(date +%Y%m%d).dump

up:
	$(COMPOSE) up -d db redis api worker

down:
	$(COMPOSE) down

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache
	find . -name __pycache__ -type d -prune -exec rm -rf {} +
