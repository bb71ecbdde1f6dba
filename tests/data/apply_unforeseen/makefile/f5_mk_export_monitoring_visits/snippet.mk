# ... existing code ...

.PHONY: export-all export-enrolment export-samples export-ae export-visits upload clean

export-all: export-enrolment export-samples export-ae export-visits

# ... existing code ...

export-ae: $(BUILD)/ae_reports.csv
	@echo "Exported adverse events to $<"

export-visits: $(BUILD)/monitoring_visits.csv
	@echo "Exported monitoring visits to $<"

# ... existing code ...
