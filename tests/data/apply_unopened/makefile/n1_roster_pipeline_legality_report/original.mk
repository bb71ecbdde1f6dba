# Crew roster nightly pipeline
# Pulls pairings from the optimiser, builds rosters and publishes them to the crew portal.

PERIOD      ?= $(shell date -u +%Y-%m)
BASE        ?= ALL
DATA_DIR    := data/$(PERIOD)
PY          := python3 -m roster_pipeline
AWS_BUCKET  := s3://skyops-crew-rosters

.PHONY: all extract transform validate publish clean

all: publish

$(DATA_DIR):
	mkdir -p $@

extract: | $(DATA_DIR)
	$(PY).extract --period $(PERIOD) --base $(BASE) --out $(DATA_DIR)/pairings.parquet
	$(PY).extract_crew --base $(BASE) --out $(DATA_DIR)/crew.parquet

transform: extract
	$(PY).build_rosters \
		--pairings $(DATA_DIR)/pairings.parquet \
		--crew $(DATA_DIR)/crew.parquet \
		--out $(DATA_DIR)/rosters.parquet

validate: transform
	$(PY).validate --rosters $(DATA_DIR)/rosters.parquet --rules config/ftl_rules.yaml
	@echo "roster validation passed for $(PERIOD) / $(BASE)"

publish: validate
	aws s3 cp $(DATA_DIR)/rosters.parquet $(AWS_BUCKET)/$(PERIOD)/$(BASE)/rosters.parquet
	$(PY).notify_portal --period $(PERIOD) --base $(BASE)

clean:
	rm -rf data/
