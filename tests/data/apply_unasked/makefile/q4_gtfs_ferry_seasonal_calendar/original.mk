# Build and publish GTFS static feeds for Bayline Transit.
# Usage: make feeds && make publish ENV=staging

SHELL := /bin/bash
ENV ?= staging
BUILD_DIR := build
GTFS_TOOL := bin/gtfs-tool
VALIDATOR := java -jar tools/gtfs-validator.jar
BUCKET := s3://bayline-gtfs-$(ENV)

.PHONY: all feeds publish clean feed-bus feed-ferry feed-rail validate

all: feeds validate

feeds: feed-bus feed-ferry feed-rail

feed-bus:
	mkdir -p $(BUILD_DIR)/bus
	$(GTFS_TOOL) export --agency bayline-bus --out $(BUILD_DIR)/bus
	cd $(BUILD_DIR)/bus && zip -q -r ../bus.zip .

feed-ferry:
	mkdir -p $(BUILD_DIR)/ferry
	$(GTFS_TOOL) export --agency harbour-ferry --out $(BUILD_DIR)/ferry
	cd $(BUILD_DIR)/ferry && zip -q -r ../ferry.zip .

feed-rail:
	mkdir -p $(BUILD_DIR)/rail
	$(GTFS_TOOL) export --agency bayline-rail --out $(BUILD_DIR)/rail
	cd $(BUILD_DIR)/rail && zip -q -r ../rail.zip .

validate:
	for feed in bus ferry rail; do \
		$(VALIDATOR) --input $(BUILD_DIR)/$$feed.zip --output $(BUILD_DIR)/report-$$feed || exit 1; \
	done

publish: feeds validate
	aws s3 cp $(BUILD_DIR)/bus.zip $(BUCKET)/bus/google_transit.zip
	aws s3 cp $(BUILD_DIR)/ferry.zip $(BUCKET)/ferry/google_transit.zip
	aws s3 cp $(BUILD_DIR)/rail.zip $(BUCKET)/rail/google_transit.zip

clean:
	rm -rf $(BUILD_DIR)
