# ... earlier targets unchanged ...

.PHONY: export-ics
export-ics: timetable
	$(SOLVER) export --format ics --in /out/timetable.json --out /out/timetable.ics

.PHONY: export-pdf
export-pdf: timetable
	$(SOLVER) export --format pdf --in /out/timetable.json --out /out/timetable.pdf

# ... rest unchanged ...
