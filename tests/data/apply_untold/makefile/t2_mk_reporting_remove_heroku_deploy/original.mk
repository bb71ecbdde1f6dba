PYTHON      ?= python3
VENV        := .venv
PIP         := $(VENV)/bin/pip
PY          := $(VENV)/bin/python
SRC         := src/reporting
HEROKU_APP  ?= acme-reporting

.PHONY: all
all: install lint test

$(VENV)/bin/activate: requirements.txt requirements-dev.txt
	$(PYTHON) -m venv $(VENV)
	$(PIP) install -U pip wheel
	$(PIP) install -r requirements.txt -r requirements-dev.txt
	touch $@

.PHONY: install
install: $(VENV)/bin/activate

.PHONY: lint
lint: install
	$(VENV)/bin/ruff check $(SRC) tests
	$(VENV)/bin/mypy $(SRC)

.PHONY: test
test: install
	$(VENV)/bin/pytest -q --cov=$(SRC) tests

.PHONY: deploy-heroku
deploy-heroku: test
	heroku container:login
	heroku container:push web --app $(HEROKU_APP)
	heroku container:release web --app $(HEROKU_APP)

.PHONY: deploy
deploy: test
	fly deploy --config fly.toml --strategy rolling

.PHONY: migrate
migrate: install
	$(PY) -m reporting.db upgrade head

.PHONY: clean
clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .coverage htmlcov
