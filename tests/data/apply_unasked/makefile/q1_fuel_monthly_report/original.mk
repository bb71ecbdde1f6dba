# Fuel uplift reconciliation reports
# Pulls supplier delivery tickets and compares them with the load sheets.

PYTHON     ?= python3
DATA_DIR   := data
OUT_DIR    := out/reports
STATIONS   := BRS EXT NQY SOU JER GCI
SUPPLIERS  := worldfuel airbp

TODAY      := $(shell date -u +%Y-%m-%d)
LAST_WEEK  := $(shell date -u -d '7 days ago' +%Y-%m-%d)

.PHONY: all fetch report-daily report-weekly variance clean

all: fetch report-daily

$(OUT_DIR):
	mkdir -p $@

fetch:
	@for s in $(SUPPLIERS); do \
		$(PYTHON) -m uplift.fetch --supplier $$s --since $(LAST_WEEK) --dest $(DATA_DIR)/$$s; \
	done

report-daily: | $(OUT_DIR)
	$(PYTHON) -m uplift.report \
		--from $(TODAY) --to $(TODAY) \
		--stations "$(STATIONS)" \
		--out $(OUT_DIR)/daily-$(TODAY).xlsx

report-weekly: | $(OUT_DIR)
	$(PYTHON) -m uplift.report \
		--from $(LAST_WEEK) --to $(TODAY) \
		--stations "$(STATIONS)" \
		--out $(OUT_DIR)/weekly-$(TODAY).xlsx

variance: | $(OUT_DIR)
	$(PYTHON) -m uplift.variance --threshold-kg 150 --out $(OUT_DIR)/variance-$(TODAY).csv

clean:
	rm -rf $(OUT_DIR)
