# reports/Makefile -- monthly partner-agency reports
#
# Usage: make MONTH=2024-05 all

MONTH ?= $(shell date -d 'last month' +%Y-%m)
OUT := build/$(MONTH)
SQL := sql
PSQL := psql "$(REPORTS_DB_URL)" --no-psqlrc --quiet --set ON_ERROR_STOP=1
PANDOC := pandoc --standalone --from markdown

AGENCIES := st-marks-pantry eastside-shelter valley-seniors campus-cupboard northgate-mobile

.PHONY: all csv pdf upload clean check-env

all: check-env csv pdf

check-env:
	@test -n "$(REPORTS_DB_URL)" || (echo "REPORTS_DB_URL is not set" && exit 1)

$(OUT):
	mkdir -p $@

csv: $(OUT)/donations.csv $(OUT)/distributions.csv $(OUT)/volunteer-hours.csv $(OUT)/stock-levels.csv

$(OUT)/donations.csv: $(SQL)/donations.sql | $(OUT)
	$(PSQL) -v month="'$(MONTH)'" -f $< --csv > $@

$(OUT)/distributions.csv: $(SQL)/distributions.sql | $(OUT)
	$(PSQL) -v month="'$(MONTH)'" -f $< --csv > $@

$(OUT)/volunteer-hours.csv: $(SQL)/volunteer_hours.sql | $(OUT)
	$(PSQL) -v month="'$(MONTH)'" -f $< --csv > $@

$(OUT)/stock-levels.csv: $(SQL)/stock_levels.sql | $(OUT)
	$(PSQL) -v month="'$(MONTH)'" -f $< --csv > $@

pdf: $(foreach a,$(AGENCIES),$(OUT)/agency-$(a).pdf)

$(OUT)/agency-%.md: $(OUT)/distributions.csv templates/agency.md.tmpl
	python3 scripts/render_agency_report.py \
		--agency $* \
		--month $(MONTH) \
		--distributions $(OUT)/distributions.csv \
		--template templates/agency.md.tmpl > $@

$(OUT)/agency-%.pdf: $(OUT)/agency-%.md
	$(PANDOC) $< -o $@

upload: all
	aws s3 sync $(OUT)/ s3://foodbank-reports/$(MONTH)/ --exclude '*.md' --delete

clean:
	rm -rf build/
