# Makefile for payroll-engine

SHELL := /bin/bash
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
TAX_YEAR ?= 2024-25
EXPORT_DIR := build/exports

.PHONY: help install lint test migrate export-fps export-eps export-p60 clean

help:
	@grep -E '^[a-zA-Z0-9_-]+:.*?## ' $(MAKEFILE_LIST) | awk 'BEGIN {FS = ":.*?## "}; {printf "%-18s %s\n", $$1, $$2}'

$(VENV)/bin/activate: requirements.txt requirements-dev.txt
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install -r requirements.txt -r requirements-dev.txt
	touch $@

install: $(VENV)/bin/activate ## Create the virtualenv and install dependencies

lint: install ## Run ruff and mypy
	$(BIN)/ruff check payroll tests
	$(BIN)/mypy payroll

test: install ## Run the unit tests
	$(BIN)/pytest -q tests

migrate: install ## Apply database migrations
	$(BIN)/alembic upgrade head

$(EXPORT_DIR):
	mkdir -p $@

export-fps: install | $(EXPORT_DIR) ## Build the Full Payment Submission for HMRC
	$(BIN)/python -m payroll.rti.fps --tax-year $(TAX_YEAR) --out $(EXPORT_DIR)/fps.xml

export-eps: install | $(EXPORT_DIR) ## Build the Employer Payment Summary for HMRC
	$(BIN)/python -m payroll.rti.eps --tax-year $(TAX_YEAR) --out $(EXPORT_DIR)/eps.xml

export-p60: install | $(EXPORT_DIR) ## Generate P60 certificates for the tax year
	$(BIN)/python -m payroll.certificates.p60 --tax-year $(TAX_YEAR) --out $(EXPORT_DIR)/p60

clean: ## Remove build artefacts and the virtualenv
	rm -rf build $(VENV) .pytest_cache .mypy_cache
