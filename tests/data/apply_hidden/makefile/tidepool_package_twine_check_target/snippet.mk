# ... variables unchanged ...

.PHONY: help venv install lint format typecheck test coverage build check publish clean

# ... help, venv, install, lint, format and typecheck targets as before ...

test: ## run the test suite
	$(BIN)/pytest -q -n auto $(TESTS)

# ... coverage target unchanged ...

build: clean ## build sdist and wheel
	$(BIN)/python -m build --outdir $(DIST)

check: build ## validate the built distributions
	$(BIN)/twine check --strict $(DIST)/*

publish: check ## upload to PyPI
	$(BIN)/twine upload $(DIST)/*

# ... clean unchanged ...
