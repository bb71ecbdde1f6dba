# ... existing code ...

.PHONY: all extract transform validate legality-report publish clean

# ... existing code ...

validate: transform
	$(PY).validate --rosters $(DATA_DIR)/rosters.parquet --rules config/ftl_rules.yaml
	@echo "roster validation passed for $(PERIOD) / $(BASE)"

legality-report: validate
	$(PY).legality_report \
		--rosters $(DATA_DIR)/rosters.parquet \
		--out $(DATA_DIR)/legality_report.csv
	aws s3 cp $(DATA_DIR)/legality_report.csv $(AWS_BUCKET)/$(PERIOD)/$(BASE)/legality_report.csv

publish: validate
# ... existing code ...
