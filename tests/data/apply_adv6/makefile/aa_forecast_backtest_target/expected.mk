# Build and ops targets for the load-forecast service.
PYTHON ?= python3
VENV := .venv
REGION ?= north
FORECAST_DATE ?= $(shell date -u +%Y-%m-%d)
DATA_DIR := data/$(REGION)

.PHONY: help venv lint test ingest forecast backtest publish clean

help:
	@echo "Targets: venv lint test ingest forecast publish clean"

venv:
	$(PYTHON) -m venv $(VENV)
	$(VENV)/bin/pip install -r requirements.txt

lint:
	$(VENV)/bin/ruff check loadcast tests

test:
	$(VENV)/bin/pytest -q tests

ingest:
	mkdir -p $(DATA_DIR)
	$(VENV)/bin/python -m loadcast.ingest --region $(REGION) --out $(DATA_DIR)

forecast: ingest
	$(VENV)/bin/python -m loadcast.forecast --region $(REGION) \
		--date $(FORECAST_DATE) --data $(DATA_DIR)

backtest: ingest
	$(VENV)/bin/python -m loadcast.backtest --region $(REGION) \
		--days 30 --data $(DATA_DIR) --report reports/backtest-$(REGION).html

publish: forecast
	$(VENV)/bin/python -m loadcast.publish --region $(REGION) --date $(FORECAST_DATE)

clean:
	rm -rf $(DATA_DIR) .pytest_cache
