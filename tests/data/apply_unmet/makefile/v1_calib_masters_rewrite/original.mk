# Nightly calibration masters for the CCD imager.
# Usage: make NIGHT=20240715 masters

NIGHT ?= $(shell date -u -d yesterday +%Y%m%d)
RAW   := /data/raw/$(NIGHT)
OUT   := /data/calib/$(NIGHT)
PY    := /opt/reduce/venv/bin/python

BIAS_FRAMES := $(wildcard $(RAW)/bias_*.fits)
DARK_FRAMES := $(wildcard $(RAW)/dark_*.fits)
FLAT_FRAMES := $(wildcard $(RAW)/flat_*.fits)

.PHONY: masters clean

masters: $(OUT)/master_bias.fits $(OUT)/master_dark.fits $(OUT)/master_flat.fits

$(OUT):
	mkdir -p $@

$(OUT)/master_bias.fits: $(BIAS_FRAMES) | $(OUT)
	$(PY) -m reduce.combine --method median --out $@ $^

$(OUT)/master_dark.fits: $(DARK_FRAMES) $(OUT)/master_bias.fits | $(OUT)
	$(PY) -m reduce.combine --method median --subtract $(OUT)/master_bias.fits --out $@ $(DARK_FRAMES)

$(OUT)/master_flat.fits: $(FLAT_FRAMES) $(OUT)/master_bias.fits | $(OUT)
	$(PY) -m reduce.combine --method median --subtract $(OUT)/master_bias.fits --normalize --out $@ $(FLAT_FRAMES)

clean:
	rm -rf $(OUT)
