PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
SRC    := src/weatherkit
TESTS  := tests

.PHONY: venv install test lint typecheck docs dist publish clean

# ... existing targets ...

docs:
	$(BIN)/mkdocs build --strict

# (remove the docs-legacy target and its comment, the old Sphinx site is gone)

dist: clean
# ... rest unchanged ...
