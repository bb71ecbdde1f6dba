# ... variables and earlier import targets unchanged ...

import-grades: import-enrolments
	$(SYNC) load grades $(EXPORT_DIR)/grades.csv
	@echo "grades loaded for $(TERM)"

import-prereqs: import-courses
	$(SYNC) load prerequisites $(EXPORT_DIR)/prerequisites.csv
	@echo "prerequisites loaded for $(TERM)"

# ... test, lint and clean targets unchanged ...
