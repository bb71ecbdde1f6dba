# SDTM export pipeline for study TC-204
# Usage: make export-all SNAPSHOT=2024-06-30

SNAPSHOT ?= $(shell date +%Y-%m-%d)
STUDY    := TC-204
PYTHON   ?= python3
OUT_DIR  := build/sdtm/$(SNAPSHOT)
SPEC     := specs/sdtm_mapping_v3.xlsx

.PHONY: all export-all export-dm export-ae export-vs define validate clean

all: export-all

$(OUT_DIR):
	mkdir -p $@

export-all: export-dm export-ae export-vs define

export-dm: | $(OUT_DIR)
	$(PYTHON) -m sdtm.export --study $(STUDY) --domain DM --spec $(SPEC) \
		--snapshot $(SNAPSHOT) --out $(OUT_DIR)/dm.xpt

export-ae: | $(OUT_DIR)
	$(PYTHON) -m sdtm.export --study $(STUDY) --domain AE --spec $(SPEC) \
		--snapshot $(SNAPSHOT) --out $(OUT_DIR)/ae.xpt
	$(PYTHON) -m sdtm.suppqual --domain AE --in $(OUT_DIR)/ae.xpt --out $(OUT_DIR)/suppae.xpt

export-vs: | $(OUT_DIR)
	$(PYTHON) -m sdtm.export --study $(STUDY) --domain VS --spec $(SPEC) \
		--snapshot $(SNAPSHOT) --out $(OUT_DIR)/vs.xpt

define: | $(OUT_DIR)
	$(PYTHON) -m define_xml.build --spec $(SPEC) --datasets $(OUT_DIR) \
		--out $(OUT_DIR)/define.xml

validate: export-all
	pinnacle21-cli validate --standard SDTMIG-3.3 --source $(OUT_DIR) \
		--define $(OUT_DIR)/define.xml --report $(OUT_DIR)/p21_report.xlsx

clean:
	rm -rf build/sdtm
