# Rent ledger service -- local development and CI entry points.

APP        := rent-ledger
PYTHON     ?= python3
VENV       := .venv
PIP        := $(VENV)/bin/pip
PY         := $(VENV)/bin/python
DB_URL     ?= postgresql://ledger:ledger@localhost:5432/rent_ledger
FIXTURES   := fixtures

.PHONY: venv
venv: $(VENV)/bin/activate

$(VENV)/bin/activate: requirements.txt requirements-dev.txt
	$(PYTHON) -m venv $(VENV)
	$(PIP) install -r requirements.txt -r requirements-dev.txt
	touch $@

.PHONY: migrate
migrate: venv
	$(PY) -m alembic -x db_url=$(DB_URL) upgrade head

.PHONY: seed
seed: migrate
	$(PY) -m rent_ledger.seed --db $(DB_URL) --fixtures $(FIXTURES)/leases.json
	$(PY) -m rent_ledger.seed --db $(DB_URL) --fixtures $(FIXTURES)/charges.json

.PHONY: test
test: venv
	$(PY) -m pytest -q tests/

.PHONY: lint
lint: venv
	$(PY) -m ruff check src tests
	$(PY) -m mypy src

.PHONY: late-fees
late-fees: venv
	$(PY) -m rent_ledger.jobs.late_fees --db $(DB_URL) --as-of $(shell date +%F)

.PHONY: clean
clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache
