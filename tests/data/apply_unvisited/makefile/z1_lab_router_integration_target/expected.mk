# Build and operations targets for the lab-results router service.

SERVICE      := lab-router
IMAGE        := registry.northgate.internal/clinic/$(SERVICE)
VERSION      ?= $(shell git describe --tags --always --dirty)
PYTHON       ?= python3
VENV         := .venv
HL7_SAMPLES  := tests/fixtures/hl7

.PHONY: all venv lint test test-integration replay-samples image push deploy-staging clean

all: lint test

venv: $(VENV)/bin/activate

$(VENV)/bin/activate: requirements.txt requirements-dev.txt
	$(PYTHON) -m venv $(VENV)
	$(VENV)/bin/pip install -r requirements.txt -r requirements-dev.txt
	touch $@

lint: venv
	$(VENV)/bin/ruff check src tests
	$(VENV)/bin/mypy src

test: venv
	$(VENV)/bin/pytest -q tests

test-integration: venv
	docker compose -f tests/integration/compose.yaml up -d mllp-stub chart-feed-stub
	$(VENV)/bin/pytest -q -m integration tests/integration; \
		status=$$?; docker compose -f tests/integration/compose.yaml down; exit $$status

replay-samples: venv
	$(VENV)/bin/python -m lab_router.replay --dry-run $(HL7_SAMPLES)/*.hl7

image:
	docker build -t $(IMAGE):$(VERSION) .

push: image
	docker push $(IMAGE):$(VERSION)

deploy-staging: push
	kubectl --context staging -n clinic set image deployment/$(SERVICE) \
		$(SERVICE)=$(IMAGE):$(VERSION)
	kubectl --context staging -n clinic rollout status deployment/$(SERVICE)

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache
	find . -name __pycache__ -type d -prune -exec rm -rf {} +
