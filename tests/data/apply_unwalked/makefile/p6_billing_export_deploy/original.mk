# Makefile for the billing-export batch (meter reads -> CIS billing files)

PYTHON      ?= python3
VENV        := .venv
BIN         := $(VENV)/bin
CYCLE       ?= $(shell date +%Y%m)
OUT_DIR     := out/$(CYCLE)
CIS_HOST    ?= cis-batch01.water.internal

.PHONY: all venv test lint export-residential export-commercial export-irrigation exports deploy clean

all: lint test exports

venv: $(VENV)/.installed

$(VENV)/.installed: requirements.txt
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install -r requirements.txt
	touch $@

test: venv
	$(BIN)/pytest -q tests/

lint: venv
	$(BIN)/ruff check billing_export/

export-residential: venv
	mkdir -p $(OUT_DIR)
	$(BIN)/python -m billing_export --cycle $(CYCLE) --class residential --out $(OUT_DIR)/res.dat

export-commercial: venv
	mkdir -p $(OUT_DIR)
	$(BIN)/python -m billing_export --cycle $(CYCLE) --class commercial --out $(OUT_DIR)/com.dat

export-irrigation: venv
	mkdir -p $(OUT_DIR)
	$(BIN)/python -m billing_export --cycle $(CYCLE) --class irrigation --out $(OUT_DIR)/irr.dat

exports: export-residential export-commercial export-irrigation

deploy: exports
	scp $(OUT_DIR)/*.dat batch@$(CIS_HOST):/data/inbound/reads/
	ssh batch@$(CIS_HOST) /opt/cis/bin/load_reads --cycle $(CYCLE)

clean:
	rm -rf out/ .pytest_cache
