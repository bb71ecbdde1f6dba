# Statement export batch - local runs, backfills and SFTP drops
PYTHON ?= python3
PERIOD ?= $(shell date -d "last month" +%Y-%m)
OUT_DIR ?= out/$(PERIOD)
BRANCHES ?= all
SFTP_TARGET ?= statements@sftp.internal.northbank.example:/inbound

.PHONY: export-csv export-pdf export-camt053 export-all verify upload clean

export-csv:
	$(PYTHON) -m statements.export --format csv --period $(PERIOD) --branches $(BRANCHES) --out $(OUT_DIR)/csv

export-pdf:
	$(PYTHON) -m statements.export --format pdf --period $(PERIOD) --branches $(BRANCHES) --out $(OUT_DIR)/pdf

# ISO 20022 bank-to-customer statements for corporate clients
export-camt053:
	$(PYTHON) -m statements.export --format camt053 --period $(PERIOD) --branches $(BRANCHES) --out $(OUT_DIR)/camt053 --segment corporate

export-all: export-csv export-pdf export-camt053

verify:
	$(PYTHON) -m statements.verify --period $(PERIOD) --dir $(OUT_DIR)

upload: verify
	echo "put -r $(OUT_DIR)" | sftp -b - $(SFTP_TARGET)

clean:
	rm -rf out/
