# ... existing code ...

.PHONY: all export-all export-dm export-ae export-vs export-ex define validate clean

# ... existing code ...

export-all: export-dm export-ae export-vs export-ex define

# ... existing code ...

export-vs: | $(OUT_DIR)
	$(PYTHON) -m sdtm.export --study $(STUDY) --domain VS --spec $(SPEC) \
		--snapshot $(SNAPSHOT) --out $(OUT_DIR)/vs.xpt

export-ex: | $(OUT_DIR)
	$(PYTHON) -m sdtm.export --study $(STUDY) --domain EX --spec $(SPEC) \
		--snapshot $(SNAPSHOT) --out $(OUT_DIR)/ex.xpt

# ... existing code ...
