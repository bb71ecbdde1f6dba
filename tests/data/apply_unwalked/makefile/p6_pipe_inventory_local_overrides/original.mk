# Pipe inventory / maintenance-planning tools
# Builds the GIS import, the break-history report and the crew work packets.

SHELL       := /bin/bash
DB_URL      ?= postgres://gis@localhost:5432/pipes
GIS_EXPORT  ?= data/mains_export.gpkg
BUILD       := build
YEAR        ?= $(shell date +%Y)

.PHONY: all import break-report packets check clean

all: import break-report packets

$(BUILD):
	mkdir -p $(BUILD)

import: $(BUILD)/import.stamp

$(BUILD)/import.stamp: $(GIS_EXPORT) | $(BUILD)
	ogr2ogr -f PostgreSQL "PG:$(DB_URL)" $(GIS_EXPORT) -nln water_mains -overwrite
	psql "$(DB_URL)" -f sql/refresh_segment_views.sql
	touch $@

break-report: import | $(BUILD)
	psql "$(DB_URL)" -v year=$(YEAR) -f sql/break_history.sql --csv > $(BUILD)/breaks_$(YEAR).csv

packets: import | $(BUILD)
	python3 tools/make_packets.py --db "$(DB_URL)" --year $(YEAR) --out $(BUILD)/packets

check:
	psql "$(DB_URL)" -c "select count(*) from water_mains where install_year is null"

clean:
	rm -rf $(BUILD)
