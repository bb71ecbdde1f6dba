# Nightly exports from the trial database for the sponsor data transfer.
# Usage: make export-all STUDY=MRD-204

STUDY      ?= MRD-204
BUILD      := build/$(STUDY)
PSQL       := psql --no-psqlrc --quiet --set ON_ERROR_STOP=1
DB_URL     ?= postgresql://exports@trialdb.internal:5432/trials
SFTP_HOST  ?= sftp.halberd-tx.example

.PHONY: export-all export-enrolment export-samples export-ae upload clean

export-all: export-enrolment export-samples export-ae

$(BUILD):
	mkdir -p $@

$(BUILD)/%.csv: sql/%.sql | $(BUILD)
	$(PSQL) "$(DB_URL)" -v study="'$(STUDY)'" -f $< --csv -o $@
	@test -s $@ || (echo "empty export: $@" >&2; rm -f $@; exit 1)

export-enrolment: $(BUILD)/enrolment.csv
	@echo "Exported enrolment to $<"

export-samples: $(BUILD)/sample_inventory.csv
	@echo "Exported sample inventory to $<"

export-ae: $(BUILD)/ae_reports.csv
	@echo "Exported adverse events to $<"

upload: export-all
	cd $(BUILD) && sha256sum *.csv > MANIFEST.sha256
	echo "put -r $(BUILD) incoming/$(STUDY)" | sftp -b - $(SFTP_HOST)

clean:
	rm -rf $(BUILD)
