# Build and release tasks for royalty-reports.
# Run `make help` for the list of targets.

SERVICE    := royalty-reports
VERSION    ?= $(shell git describe --tags --always --dirty)
REGISTRY   ?= registry.soundwave.internal/data
IMAGE      := $(REGISTRY)/$(SERVICE):$(VERSION)
PERIOD     ?= $(shell date -u -d 'last month' +%Y-%m)
PYTHON     ?= python3

.PHONY: help install lint test image push render-sample clean

help: ## Show this help
	@grep -E '^[a-zA-Z_-]+:.*?## ' $(MAKEFILE_LIST) | \
		awk 'BEGIN {FS = ":.*?## "}; {printf "  %-16s %s\n", $$1, $$2}'

install: ## Install the package and dev dependencies
	$(PYTHON) -m pip install -e '.[dev]'

lint: ## Run ruff and mypy
	ruff check src tests
	mypy src

test: ## Run the unit tests
	$(PYTHON) -m pytest -q tests

image: ## Build the container image
	docker build --pull -t $(IMAGE) .

push: image ## Push the container image
	docker push $(IMAGE)

render-sample: ## Render last month's statement for the sandbox partner
	$(PYTHON) -m royalty_reports.cli render --partner P-00001 --period $(PERIOD) --format csv \
		--output build/sample-$(PERIOD).csv

clean: ## Remove build output
	rm -rf build dist .pytest_cache .mypy_cache
