# Monthly shift-roster reports for the outpatient nursing team.
# Usage: make reports MONTH=2024-05

MONTH        ?= $(shell date +%Y-%m)
DB_URL       ?= postgresql://roster_ro@db.northgate.internal/roster
OUT_DIR      := build/$(MONTH)
PYTHON       ?= python3
PSQL         := psql "$(DB_URL)" --no-psqlrc --quiet --csv
PANDOC       := pandoc --pdf-engine=xelatex -V geometry:margin=18mm

WARDS        := opd-a opd-b day-surgery endoscopy phlebotomy
OVERTIME_MIN := 30

.PHONY: reports hours overtime coverage pdf clean

reports: hours overtime coverage pdf

$(OUT_DIR):
	mkdir -p $@

hours: | $(OUT_DIR)
	$(PSQL) -v month="'$(MONTH)'" -f sql/hours_by_nurse.sql > $(OUT_DIR)/hours.csv

overtime: | $(OUT_DIR)
	$(PSQL) -v month="'$(MONTH)'" -v min_minutes=$(OVERTIME_MIN) -f sql/overtime.sql > $(OUT_DIR)/overtime.csv

coverage: | $(OUT_DIR)
	for ward in $(WARDS); do \
		$(PSQL) -v month="'$(MONTH)'" -v ward="'$$ward'" -f sql/coverage.sql \
			> $(OUT_DIR)/coverage-$$ward.csv; \
	done

pdf: hours overtime coverage
	$(PYTHON) scripts/render_report.py --month $(MONTH) --in $(OUT_DIR) > $(OUT_DIR)/report.md
	$(PANDOC) $(OUT_DIR)/report.md -o $(OUT_DIR)/roster-report-$(MONTH).pdf

clean:
	rm -rf build
