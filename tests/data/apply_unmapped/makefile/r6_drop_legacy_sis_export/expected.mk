# Build and publish the exam-timetable solver image and its nightly exports.
IMAGE := registry.northfield.edu/registrar/exam-solver
VERSION := $(shell git describe --tags --always --dirty)
TERM ?= 2025-S2
OUT := build/$(TERM)
SOLVER := docker run --rm -v $(CURDIR)/$(OUT):/out $(IMAGE):$(VERSION)

.PHONY: all
all: image timetable

.PHONY: image
image:
	docker build --pull -t $(IMAGE):$(VERSION) .

.PHONY: push
push: image
	docker push $(IMAGE):$(VERSION)

$(OUT):
	mkdir -p $@

.PHONY: timetable
timetable: image | $(OUT)
	$(SOLVER) solve --term $(TERM) --out /out/timetable.json

.PHONY: export-csv
export-csv: timetable
	$(SOLVER) export --format csv --in /out/timetable.json --out /out/timetable.csv

.PHONY: export-ics
export-ics: timetable
	$(SOLVER) export --format ics --in /out/timetable.json --out /out/timetable.ics

.PHONY: export-pdf
export-pdf: timetable
	$(SOLVER) export --format pdf --in /out/timetable.json --out /out/timetable.pdf

.PHONY: exports
exports: export-csv export-ics export-pdf

.PHONY: publish
publish: exports
	aws s3 sync $(OUT)/ s3://northfield-registrar-public/exams/$(TERM)/ --exclude "*.DAT"

.PHONY: clean
clean:
	rm -rf build
