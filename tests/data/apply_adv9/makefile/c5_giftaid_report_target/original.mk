SHELL := /bin/bash

APP        := hearthside-donations
PYTHON     ?= python3
VENV       := .venv
BIN        := $(VENV)/bin
DB_URL     ?= postgresql://localhost:5432/donations_dev
TAX_YEAR   ?= 2024

.DEFAULT_GOAL := help
.PHONY: help venv install test db-migrate db-seed giftaid-claim receipts clean

help:
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  %-18s %s\n", $$1, $$2}'

venv: ## create the virtualenv
	$(PYTHON) -m venv $(VENV)

install: venv ## install dependencies
	$(BIN)/pip install -r requirements.txt -r requirements-dev.txt

test: ## run the test suite
	$(BIN)/pytest -q tests/

db-migrate: ## apply database migrations
	DATABASE_URL=$(DB_URL) $(BIN)/alembic upgrade head

db-seed: db-migrate ## load demo donors and campaigns
	DATABASE_URL=$(DB_URL) $(BIN)/python -m donations.scripts.seed --donors 500 --campaigns 6

giftaid-claim: ## build the HMRC Gift Aid claim for TAX_YEAR
	DATABASE_URL=$(DB_URL) $(BIN)/python -m donations.giftaid.claim --tax-year $(TAX_YEAR) --out claims/$(TAX_YEAR).xml

receipts: ## email annual receipts to donors
	DATABASE_URL=$(DB_URL) $(BIN)/python -m donations.receipts.annual --tax-year $(TAX_YEAR)

clean:
	rm -rf $(VENV) .pytest_cache claims/*.xml
