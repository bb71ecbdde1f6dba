# ... existing code ...

TODAY      := $(shell date -u +%Y-%m-%d)
LAST_WEEK  := $(shell date -u -d '7 days ago' +%Y-%m-%d)
LAST_MONTH := $(shell date -u -d '1 month ago' +%Y-%m-%d)

.PHONY: all fetch report-daily report-weekly report-monthly variance clean

# ... existing code ...

report-weekly: | $(OUT_DIR)
	$(PYTHON) -m uplift.report \
		--from $(LAST_WEEK) --to $(TODAY) \
		--stations "$(STATIONS)" \
		--out $(OUT_DIR)/weekly-$(TODAY).xlsx

report-monthly: | $(OUT_DIR)
	$(PYTHON) -m uplift.report \
		--from $(LAST_MONTH) --to $(TODAY) \
		--stations "$(STATIONS)" \
		--by-supplier \
		--out $(OUT_DIR)/monthly-$(TODAY).xlsx

# ... existing code ...
