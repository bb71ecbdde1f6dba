# Nightly baggage reconciliation reports (BRS -> warehouse)
# Run from cron on ops-batch-01: make -C /opt/bagrecon nightly

SHELL      := /bin/bash
PYTHON     ?= /opt/bagrecon/venv/bin/python
DATE       ?= $(shell date -u -d yesterday +%Y-%m-%d)
OUT        := out/$(DATE)
WAREHOUSE  := postgresql://bagrecon@dwh-01.ops.internal/baggage
STATIONS   := FRA MUC HAM

.PHONY: nightly extract load report publish clean

nightly: report publish

$(OUT):
	mkdir -p $(OUT)

extract: $(OUT)/FRA.csv $(OUT)/MUC.csv $(OUT)/HAM.csv

$(OUT)/FRA.csv: | $(OUT)
	$(PYTHON) -m bagrecon.extract --station FRA --date $(DATE) --source brs-fra.ops.internal > $@

$(OUT)/MUC.csv: | $(OUT)
	$(PYTHON) -m bagrecon.extract --station MUC --date $(DATE) --source brs-muc.ops.internal > $@

$(OUT)/HAM.csv: | $(OUT)
	$(PYTHON) -m bagrecon.extract --station HAM --date $(DATE) --source brs-ham.ops.internal --legacy-bsm > $@

load: extract
	$(PYTHON) -m bagrecon.load --dsn $(WAREHOUSE) --date $(DATE) $(OUT)/*.csv

report: load
	$(PYTHON) -m bagrecon.report --dsn $(WAREHOUSE) --date $(DATE) --format html > $(OUT)/mishandled.html
	$(PYTHON) -m bagrecon.report --dsn $(WAREHOUSE) --date $(DATE) --format csv > $(OUT)/mishandled.csv

publish: report
	aws s3 cp $(OUT)/mishandled.html s3://ops-reports/baggage/$(DATE)/
	aws s3 cp $(OUT)/mishandled.csv s3://ops-reports/baggage/$(DATE)/

clean:
	rm -rf out/
