# ... existing code ...

.PHONY: export-csv export-pdf export-camt053 export-ofx export-all verify upload clean

# ... existing code ...

# ISO 20022 bank-to-customer statements for corporate clients
export-camt053:
	$(PYTHON) -m statements.export --format camt053 --period $(PERIOD) --branches $(BRANCHES) --out $(OUT_DIR)/camt053 --segment corporate

# OFX 2.2 for retail customers importing into Quicken / GnuCash
export-ofx:
	$(PYTHON) -m statements.export --format ofx --period $(PERIOD) --branches $(BRANCHES) --out $(OUT_DIR)/ofx --segment retail

export-all: export-csv export-pdf export-camt053 export-ofx

# ... existing code ...
