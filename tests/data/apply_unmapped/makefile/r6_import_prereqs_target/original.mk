# Makefile for the registrar-sync service.
# Loads term data exported from the student information system into Postgres.

PYTHON ?= python3
VENV ?= .venv
TERM ?= 2025-S2
EXPORT_DIR ?= exports/$(TERM)
DATABASE_URL ?= postgresql://registrar@localhost:5432/registrar
SYNC = $(VENV)/bin/registrar-sync --database-url $(DATABASE_URL) --term $(TERM)

.PHONY: help venv migrate import-all import-courses import-timetable import-enrolments import-grades test lint clean

help:
	@echo "make venv              create the virtualenv"
	@echo "make migrate           apply database migrations"
	@echo "make import-all        load every export for TERM=$(TERM)"
	@echo "make test              run the test suite"

venv: $(VENV)/bin/activate

$(VENV)/bin/activate: requirements.txt
	$(PYTHON) -m venv $(VENV)
	$(VENV)/bin/pip install -r requirements.txt
	$(VENV)/bin/pip install -e .
	touch $@

migrate: venv
	$(VENV)/bin/alembic upgrade head

import-all: import-courses import-timetable import-enrolments import-grades

import-courses: migrate
	$(SYNC) load courses $(EXPORT_DIR)/courses.csv
	@echo "courses loaded for $(TERM)"

import-timetable: import-courses
	$(SYNC) load timetable $(EXPORT_DIR)/timetable.csv
	@echo "timetable loaded for $(TERM)"

import-enrolments: import-courses
	$(SYNC) load enrolments $(EXPORT_DIR)/enrolments.csv
	@echo "enrolments loaded for $(TERM)"

import-grades: import-enrolments
	$(SYNC) load grades $(EXPORT_DIR)/grades.csv
	@echo "grades loaded for $(TERM)"

test: venv
	$(VENV)/bin/pytest -q tests

lint: venv
	$(VENV)/bin/ruff check src tests
	$(VENV)/bin/mypy src

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache
	find . -name "__pycache__" -type d -prune -exec rm -rf {} +
