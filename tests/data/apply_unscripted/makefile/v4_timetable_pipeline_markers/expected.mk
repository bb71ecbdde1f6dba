# Timetable data pipeline: imports sailing schedules from the planning
# spreadsheet, validates them and publishes JSON and PDF timetables.

PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
SEASON ?= winter-2024
DATA := data/$(SEASON)
OUT := build/$(SEASON)

.PHONY: all venv lint typecheck test test-fixtures import validate publish clean

all: validate publish

# --- environment ----------------------------------------------------------

venv: $(BIN)/activate

$(BIN)/activate: requirements.txt requirements-dev.txt
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install -r requirements.txt -r requirements-dev.txt
	touch $@

# --- quality ----------------------------------------------------------------

lint: venv
	$(BIN)/ruff check timetable tests

typecheck: venv
	$(BIN)/mypy timetable

test: venv
	$(BIN)/pytest -q tests/unit

test-fixtures: venv
	$(BIN)/pytest -q tests/fixtures --season $(SEASON)

test-weather: venv
	$(BIN)/pytest -q tests/weather_holds --season $(SEASON) --vessel-limits config/limits.toml

# --- pipeline ---------------------------------------------------------------

$(DATA)/sailings.csv: planning/$(SEASON).xlsx venv
	mkdir -p $(DATA)
	$(BIN)/python -m timetable.import_sheet $< > $@

import: $(DATA)/sailings.csv

validate: import
	$(BIN)/python -m timetable.validate $(DATA)/sailings.csv \
	  --check-turnaround --check-vessel-limits --check-deck-space

$(OUT)/timetable.json: $(DATA)/sailings.csv
	mkdir -p $(OUT)
	$(BIN)/python -m timetable.export_json $< > $@

$(OUT)/timetable.pdf: $(OUT)/timetable.json
	$(BIN)/python -m timetable.render_pdf $< -o $@

publish: $(OUT)/timetable.json $(OUT)/timetable.pdf
	aws s3 cp $(OUT)/ s3://harbourline-timetables/$(SEASON)/ --recursive

clean:
	rm -rf build $(DATA)/sailings.csv
